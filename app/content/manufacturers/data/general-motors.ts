import { marketShareText } from "../market-share";
import type { Manufacturer } from "../schema";

export const manufacturer: Manufacturer = {
  slug: "general-motors",
  name: "General Motors",
  category: "domestic",
  marketShare: marketShareText("general-motors"),
  shortDescription:
    "General Motors sells Chevrolet, GMC, Buick and Cadillac and leads U.S. sales on the strength of the Silverado, Sierra and its full-size SUVs. Its pushrod V8s are durable, but cylinder-deactivation lifters, 8-speed shudder and the L87 6.2 L recall dominate shop work.",
  description:
    "Chevrolet, GMC, Buick and Cadillac: Silverado, Sierra, Tahoe, Equinox, Traverse and Escalade. Known for AFM/DFM lifter failures, the 2021–2024 6.2 L engine recall, 8-speed shudder and 2.4 L Ecotec oil burning.",
  countryOrigin: "United States",
  headquarters: "Detroit, Michigan",
  philosophy:
    "GM builds many models on few platforms. One body-on-frame truck architecture underpins the Silverado, Sierra, Tahoe, Suburban, Yukon and Escalade, and that architecture earns most of the company's profit. Each brand has its own job: Chevrolet is the volume brand, GMC sells the same trucks with more premium trim and features, Buick sells near-luxury crossovers mostly built in Korea and China, and Cadillac is the luxury and flagship-EV brand. CEO Mary Barra has set GM's long-term vision as zero crashes, zero emissions and zero congestion, and in 2021 GM set a goal of ending light-duty tailpipe emissions by 2035. GM has also kept investing in pushrod small-block V8s, which are simple and cheap to build, while building a separate Ultium-based EV family.",
  recentNews: {
    asOf: "2026-11",
    text: "In April 2025 GM recalled nearly 600,000 2021–2024 full-size trucks and SUVs with the 6.2 L L87 V8 for connecting-rod and crankshaft manufacturing defects that can cause sudden engine failure; dealers inspect the engines and either replace them or switch them to 0W-40 oil. In June 2025 GM announced about $4 billion to build gas full-size pickups and SUVs at Orion Assembly from early 2027, gas Equinoxes at Fairfax, Kansas, and Blazers at Spring Hill, Tennessee, shifting U.S.-market production from Mexico. The Malibu ended production in November 2024, the Camaro ended after the 2024 model year, and GM stopped funding Cruise robotaxis in December 2024. A new LFP-battery 2027 Chevrolet Bolt went on sale in early 2026 at about $29,000, planned as a limited run.",
  },
  marketPosition:
    "GM is the largest automaker in the U.S. by sales. Counted together, the Silverado and Sierra have outsold Ford's F-Series in recent years even though the F-Series is the best-selling single nameplate, and the Tahoe, Suburban, Yukon and Escalade hold most of the full-size SUV market. Chevrolet's Trax and Equinox compete at the low end of the market, while GMC Denali trims and Cadillac's Escalade push average prices up. GM was the second-largest EV seller in the U.S. behind Tesla during 2025 with the Equinox EV, Blazer EV, Silverado EV, Lyriq and Hummer EV, though demand fell after the federal tax credit ended. Buick depends heavily on imported crossovers, so tariffs hurt it more than the other brands. The Colorado, Canyon, Express and Savana keep GM strong in fleet and work-truck sales.",
  commonProblems: [
    {
      title: "AFM/DFM lifter collapse and cam damage (5.3 L and 6.2 L V8)",
      affected:
        "2007–2024 Silverado 1500, Sierra 1500, Tahoe, Suburban, Yukon, Escalade and Avalanche with the 5.3 L or 6.2 L V8 and Active Fuel Management (through 2018) or Dynamic Fuel Management (2019 on)",
      symptoms:
        "A tick or tap from one bank that gets faster with rpm, a misfire with P0300 and a cylinder code (P0301–P0308), often alongside P3400 or other cylinder-deactivation codes, rough idle and power loss. A lifter stuck collapsed can bend a pushrod. A lifter whose roller has seized wipes the cam lobe and sends metal through the engine.",
      cause:
        "Cylinder-deactivation lifters contain spring-loaded lock pins and are fed oil through the lifter oil manifold assembly (LOMA) under the valley cover. The pins stick and the roller needle bearings fail, and sludge and long oil-change intervals make it worse. On DFM engines every lifter is a deactivation type.",
      fix:
        "Pull the heads and replace the lifters and guide trays (all 16 is the safe practice), pushrods, head gaskets and torque-to-yield head bolts, plus the camshaft if a lobe is worn. Flush debris from the oil pan and pickup tube, replace the LOMA and its screen, and clear adaptive values. Disabling AFM/DFM with a tuner can affect emissions compliance and warranty.",
      cost: "Estimate: $2,800–$4,800 for lifters, gaskets and bolts; $4,500–$7,500 with a camshaft and debris cleanup. Excludes diagnosis; covered within 5 years/60,000 miles (6 years/70,000 on Cadillac).",
      system: "advanced-engine",
    },
    {
      title: "L87 6.2 L V8 rod-bearing and crankshaft failure (2025 recall)",
      affected:
        "2021–2024 Silverado 1500, Sierra 1500, Tahoe, Suburban, Yukon, Yukon XL, Escalade and Escalade ESV with the 6.2 L L87 V8, built March 2021 to May 2024",
      symptoms:
        "Knocking or banging from the bottom end, a Check Engine light, low oil-pressure warnings, hesitation, rough shifting and, finally, loss of propulsion or a seized engine, sometimes at highway speed. GM's recall treats P0016 plus an audible rod knock as grounds for engine replacement. Losing power at speed is a crash risk, so pull over as soon as a knock starts.",
      cause:
        "GM found sediment left in the connecting rods and crankshaft oil galleries, and crankshafts machined out of specification for dimensions and surface finish. Either defect can wipe the rod bearings, particularly on the factory-fill 0W-20 oil.",
      fix:
        "Recall remedy: a dealer inspection including a PicoScope test. Engines that fail or already knock get a new or repaired engine. Engines that pass get a change to dexosR 0W-40 oil, a new oil filler cap and an owner's manual insert; use that oil from then on. In January 2026 NHTSA opened a recall query after engines failed even after the remedy, and it is separately examining 2019–2020 L87 engines outside the recall, so keep every oil-change record.",
      cost: "Estimate: inspection, oil change and any engine replacement are free under the recall; an L87 engine replacement outside it runs about $12,000–$18,000. Excludes towing and rental.",
      system: "advanced-engine",
      asOf: "2026-11",
      nhtsaCampaign: "25V274",
    },
    {
      title: "8L90/8L45 eight-speed torque-converter shudder and harsh shifts",
      affected:
        "2015–2019 Silverado and Sierra 1500, Yukon Denali, Escalade and Corvette, 2016–2019 Camaro, ATS, CTS and CT6, and 2017–2019 Colorado and Canyon with the 8L90 or 8L45 eight-speed automatic",
      symptoms:
        "A vibration like driving over rumble strips at 25–80 mph under light throttle as the torque-converter clutch applies, harsh or clunky 1–2 and 2–3 shifts, a hard downshift when coasting to a stop, and delayed engagement. Codes are rare, though P0741 (torque converter clutch stuck off) sometimes sets.",
      cause:
        "The original ATF absorbed moisture and lost its friction properties, so the torque-converter clutch slips and grabs instead of applying smoothly. Worn converter clutch linings and early shift calibrations add to the harsh shifts.",
      fix:
        "Following GM's bulletins, flush with Mobil 1 Synthetic LV ATF HP using the specified multiple-exchange procedure, run the transmission adaptive fast-learn with a scan tool, and load updated TCM software. If the shudder returns, replace the torque converter and flush again.",
      cost: "Estimate: $250–$500 for the flush, relearn and software; $1,800–$3,000 for a torque converter. Excludes diagnosis; a warranty repair within 5 years/60,000 miles (6 years/70,000 on Cadillac).",
      system: "transmission",
    },
    {
      title: "Oil burning and timing-chain wear (2.4 L LAF/LEA Ecotec)",
      affected:
        "2010–2013 Equinox and Terrain, 2010–2012 Buick LaCrosse and 2011–2012 Buick Regal with the direct-injected 2.4 L Ecotec (LAF or LEA); similar complaints on 2014–2017 Equinox and Terrain",
      symptoms:
        "The engine burns a quart every 1,000–2,000 miles, low-oil warnings come on late, spark plugs foul, and misfires set P0300-series codes. Running low on oil stretches the timing and balance-shaft chains, which shows up as a rattle and P0008 or P0016–P0017 codes.",
      cause:
        "The oil-control ring drain holes carbon up, the rings stick, and oil gets past the pistons into the combustion chambers. The original oil-life monitor allowed long intervals, which also sped up wear on the timing and balance-shaft chains.",
      fix:
        "Run GM's oil-consumption test first, then replace the pistons and rings with the revised design, service the PCV system and replace the timing and balance-shaft chains and guides if they have stretched. In 2013 GM reprogrammed the oil-life monitor on 2010–2012 models to call for earlier changes after balance-chain warranty claims. Special coverage and a class-action settlement paid for many repairs, but as of November 2026 most vehicles are outside those terms.",
      cost: "Estimate: $2,500–$3,800 for pistons, rings and timing chains; a used engine installed runs $3,000–$4,500. Excludes diagnosis and GM's oil-consumption test.",
      system: "advanced-engine",
      asOf: "2026-11",
    },
    {
      title: "Torn PCV valve cover and plastic coolant-part leaks (1.4 L turbo)",
      affected:
        "2011–2019 Cruze, 2012–2020 Sonic, 2015–2022 Trax and 2013–2022 Buick Encore with the 1.4 L turbo four (LUJ, LUV or LE2)",
      symptoms:
        "A whistle or squeal at idle, rough idle, oil seeping from the valve cover, oil in the turbo inlet pipe, and lean or MAP codes P0171 or P0106. A sweet coolant smell, steam from the back of the engine, crusty residue on the thermostat housing or water pump and a low-coolant message. Overheating from a failed coolant fitting can ruin the engine within minutes.",
      cause:
        "The PCV diaphragm is molded into the plastic valve cover and tears. The plastic thermostat housing, water outlet and coolant reservoir crack, the water-pump seal weeps, and the turbo coolant lines and oil-cooler adapter leak.",
      fix:
        "Replace the valve cover assembly (it includes the PCV diaphragm and gasket) and the cracked thermostat housing or outlet, plus the water pump, reservoir or cap as needed. Refill with DEX-COOL and bleed air out through the bleeder screw until the coolant runs without bubbles, then confirm the fans and temperature readings on a scan tool.",
      cost: "Estimate: $250–$450 for a valve cover; $300–$700 for a thermostat housing; $500–$900 for a water pump. Excludes diagnosis and a cooling-system flush.",
      system: "cooling-system",
    },
    {
      title: "Timing-chain stretch on the 3.6 L and 3.0 L V6 (LY7, LLT, LF1)",
      affected:
        "2007–2012 Acadia, 2008–2012 Enclave, 2009–2012 Traverse and 2007–2010 Saturn Outlook (3.6 L LY7 or LLT), plus same-era CTS, SRX, Camaro, Equinox and Terrain V6 models with the LLT or LF1",
      symptoms:
        "The MIL comes on with P0008 and/or P0017, often with P0009, P0016 or P0018, and there may be a few seconds of rattle at a cold start. Later come a rough idle and power loss. Left alone, a chain can jump timing and bend valves.",
      cause:
        "The timing chains stretch early. GM tied it to long oil-change intervals under the original oil-life monitor and oil that didn't meet GM's specification; on the direct-injected LLT and LF1, soot and fuel dilution in the oil also wear the chain pins.",
      fix:
        "Replace the primary chain, both secondary chains, guides, tensioners and idler sprocket with GM's revised parts. The engine stays in on front-drive models, but the job takes about 12–16 labor hours. Set timing with GM's camshaft holding tools, confirm cam/crank correlation on a scan tool, and shorten the oil-change interval afterward.",
      cost: "Estimate: $2,200–$3,800 at an independent shop. Excludes the water pump and valve-cover gaskets often replaced at the same time, and diagnosis.",
      system: "timing-system",
    },
    {
      title: "Hard brake pedal from a weak engine-driven vacuum pump",
      affected:
        "2014–2018 Silverado and Sierra 1500, 2015–2018 Tahoe, Suburban and Yukon and 2015–2017 Escalade with the 5.3 L or 6.2 L V8 and engine-driven vacuum pump (recalled 2019; some 2018 models added in 2020)",
      symptoms:
        "A hard, high-effort brake pedal and longer stopping distances, mostly at low speed, sometimes with pedal vibration and a ticking from the engine bay as the backup hydraulic assist runs. A Service Brake Assist message appears only 2–5 minutes after vacuum drops. This affects stopping ability, so do not keep driving a truck whose pedal has gone hard.",
      cause:
        "The cam-driven vacuum pump is lubricated with engine oil that passes through a small filter screen. Sludge and debris clog the screen, pump output falls over time, and the brake booster no longer gets enough vacuum.",
      fix:
        "The recall reprograms the electronic brake control module so the ABS pump supplies hydraulic brake assist sooner when vacuum is low. Also check booster vacuum with a gauge: replace a pump that tests weak after the update, fix any booster or check-valve leak, and keep oil changes on schedule to protect the screen.",
      cost: "Estimate: recall software is free; vacuum pump replacement $400–$800. Excludes diagnosis and a brake booster if it also leaks.",
      system: "brake-system",
      asOf: "2026-11",
    },
    {
      title: "High-voltage battery fire risk (Bolt EV and Bolt EUV recall)",
      affected: "2017–2022 Chevrolet Bolt EV and 2022 Bolt EUV with LG Energy Solution battery cells",
      symptoms:
        "Usually nothing before a fire: several cars burned while parked or charging, some in garages. Until the final repair, GM told owners to limit charging to 90%, keep at least about 70 miles of range and park outside. Some cars show reduced range or a propulsion warning when the monitoring software flags a cell. A damaged or smoking high-voltage pack is a fire and shock hazard: get everyone away from the car, call 911 if it smokes, and then call the dealer.",
      cause:
        "Two manufacturing defects in the same cells, a torn anode tab and a folded separator, could short internally and set the pack on fire.",
      fix:
        "Under the recall GM replaced defective modules, or the whole pack on many 2017–2019 cars, and loaded diagnostic software that monitors the cells and limits charging if it detects a problem. Replacement batteries carry their own 8-year/100,000-mile limited warranty. Confirm completion by VIN; all high-voltage work needs an EV-trained technician with insulated tools.",
      cost: "Estimate: free under the recall; an out-of-warranty replacement pack would cost roughly $15,000–$20,000 installed. Excludes diagnosis and towing.",
      system: "electrical",
      asOf: "2026-11",
    },
    {
      title: "CP4.2 high-pressure fuel pump failure (6.6 L LML Duramax)",
      affected:
        "2011–2016 Silverado 2500HD and 3500HD and Sierra 2500HD and 3500HD with the 6.6 L LML Duramax diesel and Bosch CP4.2 pump",
      symptoms:
        "A sudden stall or crank-no-start, often at highway speed, with P0087 (fuel rail pressure too low) and sometimes P0088 or P0093. Metal glitter in the fuel filter is the giveaway. A stall at speed cuts power-steering and brake assist, so it is a crash risk.",
      cause:
        "The pump's roller tappet can turn off its cam lobe and spall when the fuel has too little lubricity or when air or water gets into it. The metal it sheds travels downstream into the rails, injectors and lines.",
      fix:
        "Replace the pump, all eight injectors, both fuel rails, the high-pressure lines and the pressure regulator, and flush the tank and low-pressure lines following GM's contamination procedure. Many owners add a CP3 conversion or a lift pump with extra filtration. The 2017-on L5P Duramax switched to a Denso HP4 pump.",
      cost: "Estimate: $8,000–$12,000 for a full contamination repair; $3,000–$4,500 for a CP3 conversion done before a failure. Excludes towing and diagnosis.",
      system: "fuel-system",
    },
    {
      title: "Cadillac CUE touchscreen cracking and phantom touches",
      affected:
        "2013–2019 ATS and XTS, 2014–2019 CTS, 2013–2016 SRX, 2014–2016 ELR and 2015–2020 Escalade with the CUE (Cadillac User Experience) touchscreen",
      symptoms:
        "A spider-web pattern spreading under the glass, a screen that ignores taps or registers them in the wrong place, and phantom inputs that change stations, open menus or dial calls on their own. With the screen dead, climate, audio and phone controls are hard or impossible to use.",
      cause:
        "The touch-sensing digitizer layer on top of the display delaminates. Heat cycling separates and bubbles the gel between the layers and breaks the sensor grid; the LCD underneath is usually fine.",
      fix:
        "Replace only the touch digitizer/faceplate panel; the radio and display module behind it are normally reusable. Then check for CUE software updates and test the rear camera, steering-wheel controls and climate functions. Dealers usually replace the whole display assembly, which costs much more.",
      cost: "Estimate: $200–$450 for an aftermarket digitizer installed by an independent shop; $1,200–$1,800 for a dealer assembly. Excludes diagnosis.",
      system: "infotainment",
    },
  ],
  modelLineup: {
    asOf: "2026-11",
    current: [
      "Chevrolet Silverado 1500, Silverado HD and Silverado EV",
      "GMC Sierra 1500, Sierra HD, Sierra EV and Hummer EV pickup and SUV",
      "Chevrolet Colorado and GMC Canyon",
      "Chevrolet Tahoe and Suburban; GMC Yukon and Yukon XL",
      "Chevrolet Trax, Trailblazer, Equinox, Blazer and Traverse",
      "Chevrolet Equinox EV, Blazer EV and 2027 Bolt",
      "GMC Terrain and Acadia",
      "Buick Envista, Encore GX, Envision and Enclave",
      "Cadillac CT5, XT5, Escalade and Escalade IQ (current CT5 announced to end in late 2026; new CT5 and XT5 planned)",
      "Cadillac Lyriq, Optiq, Vistiq and Celestiq electric models",
      "Chevrolet Corvette Stingray, E-Ray, Z06 and ZR1",
      "Chevrolet Express and GMC Savana vans",
    ],
    bestSelling: [
      "Chevrolet Silverado",
      "GMC Sierra",
      "Chevrolet Equinox",
      "Chevrolet Trax",
      "Chevrolet Tahoe",
      "Chevrolet Traverse",
      "GMC Yukon",
      "Cadillac Escalade",
    ],
    upcoming: [
      "Sixth-generation small-block V8 family, backed by an announced $888 million investment at GM's Tonawanda engine plant",
      "Gas light-duty pickups and full-size SUVs at Orion Assembly, Michigan, from early 2027",
      "U.S.-built gas Equinox from Fairfax, Kansas (mid-2027) and Blazer from Spring Hill, Tennessee (2027)",
    ],
    discontinued: [
      "Chevrolet Malibu (production ended November 2024)",
      "Chevrolet Camaro (ended after the 2024 model year)",
      "Chevrolet Impala (2020) and Cruze (2019)",
      "Chevrolet Sonic (2020) and Spark (2022)",
      "Chevrolet Volt (2019) and first-generation Bolt EV and EUV (2023)",
      "Chevrolet Cobalt, HHR, Avalanche and Uplander",
      "Buick LaCrosse (2019), Regal (2020) and Encore (2022)",
      "Cadillac CTS, ATS and XTS (2019) and CT6 (2020)",
      "Cadillac XT4 and XT6 (2025) and CT4 (Cadillac announced in 2025 that production would end in June 2026)",
      "Pontiac, Saturn, Hummer H2/H3 and Saab brands (wound down 2009–2010)",
    ],
    specialization:
      "GM's core is full-size body-on-frame trucks and SUVs with pushrod V8s: the 5.3 L and 6.2 L gas engines, the 6.6 L gas V8 and 6.6 L Duramax diesel with the Allison-branded automatic in heavy-duty trucks, and the 3.0 L Duramax inline-six in half-tons. The mainstream crossovers (Trax, Equinox, Traverse, Terrain, Acadia, Enclave) use small turbocharged three- and four-cylinder engines, with a 2.5 L turbo four in the newest Traverse, Acadia and Enclave. Cadillac adds magnetic ride control and Super Cruise, and the Corvette is a mid-engine sports car family. For shops, GM work is mostly V8 valvetrain, transmission relearns and fluid exchanges on the 8- and 10-speeds, Ecotec coolant and PCV leaks, and, on EVs, Ultium battery and charging diagnostics.",
  },
  reliabilityInfo: {
    overallScore:
      "GM's four brands are rated very differently. Buick has often placed highest of them in Consumer Reports' brand rankings, helped by simple crossovers with few options. Chevrolet usually lands mid-pack, while GMC and Cadillac more often sit in the lower half because of complex trim-heavy trucks, Super Cruise hardware and early EVs. Owner surveys consistently flag the same GM pain points: in-car electronics, full-size truck transmissions and, since 2021, the 6.2 L V8. A base Chevrolet with a proven engine tends to be the most dependable GM vehicle; a fully loaded first-year model the least.",
    comparison:
      "Compared with Ford, GM trucks have fewer cam-drive and water-pump problems but more lifter and engine-bearing failures. GM's heavy-duty gas engines and the L5P Duramax have strong reputations against Ford's Power Stroke and Ram's Cummins. Against Toyota and Honda, GM crossovers have historically needed more engine work (2.4 L oil burning, 1.4 L coolant leaks), although the recent Trax, Equinox and Envista use simpler engines. GM parts are cheap and interchangeable across brands, so an independent shop can often fix a Chevrolet, GMC or Buick for less than a comparable import.",
    trends:
      "GM's recall count has been far lower than Ford's lately; year-end press tallies of NHTSA filings showed about 27 GM recalls in 2025 against Ford's 152. The problems it has had were big, though: the Bolt battery recall and the L87 engine recall each covered hundreds of thousands of vehicles, and each came after NHTSA pressure. The newest platforms (Ultium EVs and the 2022-on trucks and SUVs with a new electrical architecture) rely heavily on software and over-the-air updates, which fix some faults quickly but also produce early-build bugs. The 2.7 L turbo four and 3.0 L Duramax six, neither of which uses cylinder-deactivation lifters, have given half-ton buyers an alternative to the V8 lifter risk since the 2019 (2.7 L) and 2020 (Duramax) model years.",
    mostReliable:
      "The safest GM choices are proven drivetrains: the 2007–2013 Silverado and Sierra 1500 with the 4.8 L V8 (no AFM), heavy-duty trucks with the 6.0 L or 6.6 L gas V8, the 2017-on L5P Duramax with the Allison automatic, the 2014–2020 Impala and 2014–2016 Buick LaCrosse with the 3.6 L V6, and the Buick Encore GX and Envista with simple three-cylinder engines. The Corvette C7 and C8 and the 2015–2020 Tahoe and Suburban with the 5.3 L and six-speed also have good records when their AFM lifters have been looked after.",
    leastReliable:
      "The troublemakers: 2010–2013 Equinox and Terrain with the 2.4 L, 2007–2012 Acadia, Enclave, Outlook and Traverse (timing chains, 6T75 transmission wave-plate failures, power-steering and A/C leaks), 2011–2016 Cruze and other 1.4 L turbo models (coolant and PCV leaks), 2015–2019 trucks with the 8-speed, 2021–2024 6.2 L trucks until the recall is done, the 2011–2016 LML Duramax fuel pump, and first-generation Cadillac CUE screens. Early 2017–2022 Bolts are fine only once the replacement battery is confirmed.",
  },
  ownershipCosts: {
    averagePrice:
      "GM's average transaction price has been around $50,000 in recent years (editorial estimate), pulled up by full-size trucks, Yukon Denali and Escalade. The Trax and Envista start in the low $20,000s, the Equinox and Terrain around $30,000, and the 2027 Bolt at about $29,000. A Silverado LTZ or Sierra Denali costs $65,000–$80,000, a Tahoe or Yukon $60,000–$90,000, an Escalade more than $90,000, and the Escalade IQ and Celestiq run far higher. Used, 2014–2020 Silverados and Tahoes and 2018-on Equinoxes are the most common GM vehicles on lots.",
    maintenanceCosts:
      "Budget about $650–$950 a year over ten years for a Chevrolet or GMC at an independent shop (editorial estimate); Cadillac and diesel trucks cost more. GM's oil-life monitor often allows long intervals; many technicians cap it at about 5,000 miles on AFM/DFM V8s and direct-injected fours, using dexos-approved oil, and L87 engines that passed the recall need dexosR 0W-40. Add transfer-case fluid on 4WD trucks, front and rear differential fluid if you tow, Duramax fuel filters and DEF, and a transmission fluid exchange on 8- and 10-speed automatics used for towing.",
    insuranceTrends:
      "The Chevrolet Silverado is regularly among the most-stolen vehicles on NICB lists, and full-size GM SUVs and Escalades are frequent targets too, which raises comprehensive premiums. Escalade and GMC Denali repairs are expensive because of LED headlamps, cameras and radar sensors that need calibration after a collision. Corvettes and high-output Camaros carry sports-car premiums. Mainstream crossovers such as the Equinox, Trax and Terrain generally insure near their segment averages.",
    depreciationRates:
      "Full-size GM trucks and SUVs, Duramax heavy-duty pickups, the Corvette and the Colorado ZR2 and Sierra AT4 hold value well. Buick and Cadillac sedans, the discontinued Malibu and Impala, and older Escalades lose value much faster, as do Cadillac's crossovers. GM's EVs (the first-generation Bolt, Blazer EV and Lyriq) fell sharply after price cuts and the end of the federal EV tax credit, though Bolts with a confirmed replacement battery sell well as cheap commuters.",
    warrantyInfo: {
      asOf: "2026-11",
      text: "Chevrolet and GMC: 3-year/36,000-mile bumper-to-bumper and 5-year/60,000-mile powertrain warranties, 5-year/60,000-mile roadside assistance, rust-through coverage to 6 years/100,000 miles, and 5 years/100,000 miles on Duramax diesel powertrains. Cadillac: 4 years/50,000 miles bumper-to-bumper and 6 years/70,000 miles powertrain. Buick's terms have varied by model year between the Chevrolet terms and the longer 4-year/50,000-mile and 6-year/70,000-mile coverage, so check the booklet for the exact year. EV propulsion batteries and components are covered for 8 years/100,000 miles. GM calls its quiet warranty extensions Special Coverage; dealers can look them up by VIN.",
    },
  },
  repairInfo: {
    repairCosts:
      "What GM repairs cost at an independent shop (editorial estimates for parts and labor, not counting diagnosis or tax): AFM/DFM lifter job $2,800–$4,800, more with a camshaft; 8-speed flush and relearn $250–$500; torque converter $1,800–$3,000; 3.6 L V6 timing chains $2,200–$3,800; 1.4 L turbo valve cover $250–$450; Duramax LML fuel contamination repair $8,000–$12,000; brake vacuum pump $400–$800; truck blower motor resistor $120–$250; Cadillac CUE digitizer $200–$450. GM dealer labor is often 30–50% above independent rates.",
    diyFixes:
      "Several GM faults are weekend jobs. On GMT800 and GMT900 trucks and SUVs, a blower that works only on high speed means a failed blower motor resistor behind the glovebox, about a $40–$80 part. A clunk in the steering wheel over bumps on older Silverados is usually the intermediate steering shaft, which can be lubricated or replaced. A Reduced Engine Power message often traces to a dirty throttle body or a chafed accelerator-pedal wire, so clean and inspect before buying parts. Valve-cover PCV replacement on the 1.4 L turbo takes about an hour. Leave lifter jobs, Duramax fuel work and Ultium battery work to a shop.",
    warningSigns:
      "See a shop soon for: a new tick on a 5.3 L or 6.2 L V8 with a misfire or P3400; any knock, low oil-pressure warning or hesitation on a 2021–2024 6.2 L; a rumble-strip shudder at light throttle on an 8-speed truck; a quart of oil added every 1,000–2,000 miles on a 2.4 L Equinox or Terrain; a sweet coolant smell or whistle from a Cruze, Sonic, Trax or Encore; P0008 on a Lambda SUV; a Service Brake Assist message or a hard pedal; glitter in a Duramax fuel filter; and a CUE screen that presses itself.",
    preventativeTips:
      "Change oil about every 5,000 miles with dexos-approved oil on AFM/DFM V8s, direct-injected V6s and turbo fours; clean oil is the best protection for lifters, timing chains and the brake vacuum pump's screen. Check the oil level between changes on any 2.4 L Ecotec. On 2021–2024 6.2 L engines, keep the recall's 0W-40 oil and the receipts. Inspect the plastic coolant fittings on 1.4 L turbo engines at every oil change. Have the 8-speed's fluid checked for the updated ATF. On LML Duramax trucks, drain the water separator and change fuel filters on time, and never run out of fuel.",
    yearsToAvoid:
      "Avoid the 2010–2013 Equinox and Terrain 2.4 L unless the engine has been re-ringed, the 2007–2012 Acadia, Enclave, Outlook and Traverse, 2011–2015 Cruze automatics with the 1.4 L turbo, 2015–2017 trucks and SUVs with the 8L90 (unless the fluid update has been done), and 2021–2024 6.2 L trucks and SUVs without proof of recall completion. Be wary of 2011–2016 LML Duramax trucks without fuel-system records, 2014 first-year Silverado and Sierra trucks, and 2013–2016 Cadillac models with CUE unless the screen has already been replaced.",
  },
  recalls: {
    asOf: "2026-11",
    majorCampaigns:
      "GM's biggest recalls: the 2014 ignition-switch recall of about 2.6 million 2003–2011 small cars (Cobalt, Ion, HHR, G5, Sky and Solstice), where a heavy key ring could turn the key to Accessory, cut power steering and brake assist and disable airbags; it was linked to 124 deaths through GM's compensation fund and ended in a $900 million Justice Department settlement. In 2014 GM filed a then-record 77 recalls by NHTSA's count, covering roughly 27 million U.S. vehicles. Since then: the 2019 brake vacuum-pump recall (3.46 million trucks and SUVs), the Takata recall of roughly 6 million 2007–2014 GMT900 trucks and SUVs that NHTSA ordered in 2020 after denying GM's petition, the Bolt EV battery replacements, and the 2025 L87 6.2 L engine recall.",
    campaigns: [
      {
        nhtsaCampaign: "25V274",
        recall: "April 2025: 2021–2024 full-size trucks and SUVs with the 6.2 L L87 V8, rod and crankshaft defects",
      },
    ],
    handlingProcess:
      "GM mails recall letters to registered owners and also pushes notices through the myChevrolet, myGMC, myBuick and myCadillac apps and OnStar. Dealers see open recalls, Special Coverage extensions and Customer Satisfaction Programs in GM's Global Warranty Management system when they run the VIN. Vehicles with GM's newer electrical architecture can take some recall software over the air. For big engine and battery campaigns, GM has put stop-sale orders on affected new and used dealer inventory until parts are ready, as with the L87 recall, and has reimbursed owners who paid for repairs before the recall was announced.",
    ownerSteps:
      "Check the VIN with NHTSA and on GM's recall site every six months, and ask the dealer to print the open Special Coverage list, which does not appear on the government site. On a 2021–2024 6.2 L truck, confirm the recall inspection was done and keep using dexosR 0W-40. On a Bolt, get written confirmation that the battery was replaced. On a 2014–2018 truck, confirm the brake-module reflash. Keep receipts for any out-of-pocket repair that a later recall or special coverage might reimburse. If a letter tells you to park outside or limit charging, do it until the final remedy is installed.",
    patterns:
      "GM's recalls cluster in a few areas: full-size truck and SUV powertrains and brakes (L87 bearings, brake vacuum pumps, earlier transmission and steering-column campaigns), supplier airbags and switches (Takata inflators, ignition switches), high-voltage batteries (Bolt, plus smaller Ultium campaigns), and software on the new electrical architecture, some of it fixed over the air. The chronic problems that cost owners the most, such as AFM lifters, 8-speed shudder, 2.4 L oil use and Lambda timing chains, were handled through bulletins, Special Coverage and class settlements rather than safety recalls.",
  },
  strengths: {
    excellingAreas: [
      "Full-size SUVs: Tahoe, Suburban, Yukon and Escalade lead the segment",
      "Heavy-duty pickups with the L5P Duramax and Allison-branded 10-speed",
      "Simple, cheap-to-repair pushrod V8s with huge parts and aftermarket support",
      "Hands-free driver assistance through Super Cruise",
      "Performance engineering: Corvette C8, Camaro ZL1 and magnetic ride control",
    ],
    uniqueFeatures: [
      "Super Cruise hands-free driving with automatic lane changes and trailering support",
      "GMC MultiPro and Chevrolet Multi-Flex tailgates; carbon-fiber CarbonPro bed option",
      "Magnetic Ride Control adaptive dampers on Cadillac, Corvette and GMC Denali models",
      "Corvette E-Ray hybrid AWD and mid-engine Corvette layout",
      "Hummer EV CrabWalk four-wheel steering and Ultium Platform EVs",
    ],
    awards: [
      "North American Car of the Year: Chevrolet Volt (2011), Bolt EV (2017) and Corvette (2020)",
      "North American Truck of the Year: Chevrolet Silverado (2014)",
      "MotorTrend Car of the Year: Chevrolet Volt (2011), Bolt EV (2017) and Corvette (2020)",
    ],
    engineeringApproaches:
      "GM engineers for cost and scale. Pushrod small-block V8s keep engines compact and cheap, and cylinder deactivation (AFM, then DFM) plus direct injection were used to meet fuel-economy rules instead of downsizing to turbo V6s, which is why lifters became the weak point. Platforms and parts are shared across brands, so a Yukon Denali and a Silverado share most mechanical parts. The 10-speed automatic was co-developed with Ford. On EVs, GM built its own Ultium battery and motor family and is adding lower-cost LFP cells, starting with the 2027 Bolt. Fleet-scale production reuses parts year to year, which helps the supply of used parts.",
    commitments:
      "GM's 2021 aspiration to eliminate tailpipe emissions from new light-duty vehicles by 2035 now sits alongside added U.S. gas production to meet truck demand and offset tariffs. Its 2025 plans put about $4 billion into three U.S. assembly plants and $888 million into next-generation V8 engine production. It is converting part of its Ultium Cells battery capacity to lower-cost LFP chemistry. GM also says it is committed to the zero crashes, zero emissions, zero congestion vision and continues to expand Super Cruise to more roads and models.",
  },
  expertInsights: {
    mechanicPerspectives:
      "For an independent shop, GM trucks are bread-and-butter work. The 5.3 L and 6.2 L V8s run for hundreds of thousands of miles when oil is changed often, and when they fail it is usually a lifter, an intake gasket or a sensor rather than the bottom end, except for the L87. Diagnosis is straightforward with a GM-capable scan tool: cylinder-deactivation tests, transmission adaptive resets, brake-bleed routines and module programming through GM's SPS2 service all need more than a basic code reader. Labor times are reasonable except on Lambda V6 timing jobs and anything under a Cadillac dash.",
    engineeringAnalysis:
      "GM's core engines and frames are sound; its failures tend to come from bolt-on fuel-saving technology and supplier quality. AFM and DFM lifters and the LOMA screen are the main risks in an otherwise simple valvetrain. The 8L90's problem was the factory fluid, not the hardware. The 2.4 L Ecotec's low-tension rings and the 1.4 L turbo's plastic cooling parts saved money and weight at the cost of durability. The L87 failures trace to machining and cleanliness at the engine plant, and the Bolt fires to cell manufacturing at the supplier. Where GM kept things conventional (the Allison automatics, the L5P, the 6.6 L gas V8), durability is excellent.",
    qualityOpinions:
      "The view in most shops is that GM builds durable trucks with avoidable problems bolted on. Experienced technicians are comfortable buying a 2014-on Silverado or Tahoe but budget for a lifter job around 100,000–150,000 miles on AFM/DFM engines and watch 8-speed fluid closely. Buick and Chevrolet crossovers built since about 2018 have been better than the 2010–2016 generation. GM has a mixed record on owner goodwill: it eventually covered the Bolt and L87 failures in full, but older chronic problems were often settled only through class actions and time-limited Special Coverage.",
    futurePredictions:
      "Expect GM to keep full-size trucks and SUVs as its profit base, with a sixth-generation small-block V8 and more gas production in the U.S. from 2027, while its EV line narrows to the vehicles that sell (Equinox EV, the LFP Bolt, Silverado EV and Cadillac's crossovers). The L87 recall will shape used-truck prices for years, and NHTSA's review of that remedy could widen it. In independent shops, AFM/DFM lifters, 10-speed relearns, Ecotec turbo coolant leaks and, increasingly, Ultium battery and charging diagnostics will be the main GM work.",
  },
  buyingGuidance: {
    bestModelYears:
      "Good used picks: 2007–2013 Silverado and Sierra 1500 with the 4.8 L (no AFM), 2015–2020 Tahoe, Suburban and Yukon with the 5.3 L and six-speed, 2017-on heavy-duty trucks with the L5P Duramax or 6.6 L gas V8, 2019-on Silverado and Sierra with the 2.7 L turbo or 3.0 L Duramax, the 2014–2020 Impala and 2014–2016 LaCrosse with the 3.6 L V6, and 2018-on Equinox and Terrain with the 1.5 L turbo. A 2017–2022 Bolt with a documented replacement battery is a very good cheap EV.",
    modelsToAvoid:
      "Avoid a 2010–2013 Equinox or Terrain 2.4 L without proof of a piston and ring repair, a 2007–2012 Lambda SUV (Acadia, Enclave, Outlook, Traverse) without timing-chain and transmission records, a Cruze, Sonic, Trax or Encore 1.4 L with a coolant smell, a 2015–2017 8L90 truck that shudders on the test drive, and any 2021–2024 6.2 L truck or SUV whose recall status you cannot confirm. Also steer clear of an LML Duramax with no fuel-system history and a Cadillac with an unresponsive CUE screen, unless the price covers the repair.",
    inspectionTips:
      "Start an AFM/DFM V8 cold and listen for ticking from either bank, then check misfire counters in Mode 6 with a scan tool. On a 6.2 L, run the VIN for the L87 recall and look for the 0W-40 oil-cap marking. Drive 8-speed trucks at 30–50 mph on light throttle to feel for shudder. On 2014–2018 trucks, press the brake pedal several times with the engine running and watch for a hard pedal. Check 1.4 L turbo engines for oil at the valve cover and crusty coolant residue. On GMT800 and GMT900 trucks, inspect rocker panels, cab corners and steel brake and fuel lines for rust. Test every CUE or MyLink function and confirm Bolt battery replacement.",
    negotiationTips:
      "GM runs employee and supplier discount pricing, and many buyers qualify through work or family, so ask before negotiating from MSRP. Trucks and SUVs carry the largest cash incentives at model-year changeover and at the end of a quarter. Compare Chevrolet and GMC versions of the same truck, since identical hardware often sells for thousands less with a bowtie. Cadillac offers strong lease support on its EVs and slower sellers. On used trucks, a missing L87 recall or 8-speed service record is a legitimate reason to lower the price.",
    dealerAddOns:
      "Expect GM dealers to offer GM Protection extended plans (prices vary widely between dealers), paint and interior protection, nitrogen-filled tires, window tint, wheel locks, theft-deterrent etching and dealer-installed lift or leveling kits, including third-party packages such as Rocky Ridge on lifted Silverados. On many 2025-and-later models GM bundles OnStar connected services into the price, so read what is included and what renews for a fee. Be cautious with dealer-installed lifts on Silverados and Sierras and with AFM/DFM disablers, which complicate powertrain warranty claims.",
  },
};
