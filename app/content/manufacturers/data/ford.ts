import { marketShareText } from "../market-share";
import type { Manufacturer } from "../schema";

export const manufacturer: Manufacturer = {
  slug: "ford",
  name: "Ford",
  category: "domestic",
  marketShare: marketShareText("ford"),
  shortDescription:
    "Ford builds the F-Series, America's best-selling pickup line, plus Super Duty, Bronco, Explorer, Mustang and Transit, with Lincoln as its luxury arm. The trucks earn their reputation; DPS6 automatics, EcoBoost coolant leaks and a record recall count are the weak spots.",
  description:
    "Ford and Lincoln: F-150, Super Duty, Explorer, Escape, Focus and Fiesta. Watch for PowerShift clutch shudder, 3.5 EcoBoost chain and cam-phaser rattle, 10R80 harsh shifts and V6 internal water-pump failures.",
  countryOrigin: "United States",
  headquarters: "Dearborn, Michigan",
  philosophy:
    "Ford runs the company around trucks and work vehicles. Since 2022 it has been organized as Ford Blue (gas and hybrid vehicles), Model e (electric vehicles and software) and Ford Pro (commercial vans, trucks, fleet service and telematics, formed in 2021), and Ford Pro has become its most profitable unit. In 2018 Ford announced it would stop selling conventional cars in North America except the Mustang, so the lineup is now pickups, SUVs and vans. Engineering leans on turbocharged direct-injection EcoBoost engines that replace larger V6 and V8 engines, an aluminum-bodied F-150 since 2015, and the 10-speed automatic co-developed with GM. The marketing line is Built Ford Tough, and most of the profit comes from F-Series and Transit buyers.",
  recentNews: {
    asOf: "2026-11",
    text: "In November 2024 Ford signed a consent order with NHTSA carrying a civil penalty of up to $165 million, the second-largest in the agency's history, for slow and incomplete handling of a 2020 rear-view camera recall. The order required Ford to review every recall from the previous three years, meet NHTSA quarterly and work with an independent safety consultant. Partly as a result, Ford filed about 152 recalls in 2025 by year-end press counts of NHTSA data, nearly double the previous single-year record of 77 that GM set in 2014. In December 2025 Ford ended production of the battery-electric F-150 Lightning, announced an extended-range electric F-150 to replace it and booked about $19.5 billion in charges tied to its EV reset. The same month the last Escape and Lincoln Corsair were built at Louisville Assembly, which Ford is retooling for a roughly $30,000 midsize electric pickup on its new Universal EV Platform, scheduled for 2027.",
  },
  marketPosition:
    "Ford is the third-largest automaker in U.S. sales, behind GM and Toyota. The F-Series has been America's best-selling pickup since the late 1970s, and F-150 plus Super Duty volume is larger than many whole brands. Ford Pro dominates commercial vans, where the Transit is the best-selling full-size van, and its Explorer-based Police Interceptor Utility is the best-selling police vehicle in the country. Apart from the Mustang, Ford sells no passenger cars. Its hybrids (Maverick, F-150 PowerBoost) sell well, but its EV share fell after the federal tax credit ended in September 2025. Lincoln is a small, SUV-only luxury brand (Nautilus, Aviator, Navigator) that shares platforms and parts with Ford, so most of what a Ford technician knows carries over to it.",
  commonProblems: [
    {
      title: "PowerShift DPS6 dual-clutch shudder and TCM failure",
      affected:
        "2011–2019 Fiesta and 2012–2018 Focus with the DPS6 PowerShift six-speed dry dual-clutch automatic, worst on 2011–2016 Fiesta and 2012–2016 Focus (the Focus Electric is not affected)",
      symptoms:
        "Judder pulling away from a stop and in slow traffic, delayed or harsh 1–2 and 2–3 shifts, rollback on hills, whine or clunk, and Transmission Malfunction messages. A failing TCM can drop the car into neutral or leave it stuck in one gear, which is a crash risk in traffic. Codes include P0700, clutch-actuator codes in the P0900 range and U0101 (lost communication with TCM).",
      cause:
        "Input-shaft seals weep gear oil onto the dry clutch faces, glazing them; worn release forks and bearings add judder; and the transmission control module bolted to the case cracks its solder joints from heat and vibration. Early software also controlled clutch slip poorly.",
      fix:
        "Replace the clutch assembly with revised input-shaft seals and release forks, or replace the TCM, load the newest calibration with IDS or FDRS, then run the clutch adaptive relearn and a road test. Ford extended clutch coverage to 7 years/100,000 miles and TCM coverage to 10 years/150,000 miles on 2011–2016 Fiesta and 2012–2016 Focus; as of November 2026 both have run out on nearly every car, but check the VIN before paying.",
      cost: "Estimate: $1,300–$2,200 for clutches, seals and relearn; $700–$1,200 for a TCM. Excludes diagnosis; Ford's extended coverage has expired on almost all cars.",
      system: "transmission",
      asOf: "2026-11",
    },
    {
      title: "Timing-chain stretch and cam-phaser rattle (3.5 L EcoBoost)",
      affected:
        "First-generation 3.5 L EcoBoost: 2011–2016 F-150, 2010–2019 Flex and Taurus SHO, 2013–2019 Explorer Sport, 2015–2017 Expedition and Navigator; second generation: 2017–2020 F-150, 2018–2020 Expedition and Navigator",
      symptoms:
        "A loud rattle lasting one to three seconds after a cold start (typical of second-generation phasers), or constant chain slap and a rough idle on older engines. Cam/crank correlation codes P0016–P0019 set, sometimes with P0011 or P0021; a badly stretched chain can jump a tooth and bend valves.",
      cause:
        "On first-generation engines the primary chain stretches and the tensioners and guides wear, made worse by fuel dilution and soot from direct injection and by long oil-change intervals. On second-generation engines the cam phaser lock pins wear, so the phasers rattle until oil pressure builds.",
      fix:
        "Replace both cam phasers, the primary and secondary chains, guides, tensioners and usually the VCT solenoids with current Ford parts. Then confirm cam/crank correlation on a scan tool, clear adaptives and load any PCM update. Ford issued bulletins with revised phasers, and the 5-year/60,000-mile powertrain warranty covers early failures.",
      cost: "Estimate: $2,500–$4,200 at an independent shop (front cover off, roughly 12–20 labor hours, most on a transverse Explorer, Flex or Taurus). Excludes parts often added while the cover is off, such as the oil pump.",
      system: "timing-system",
    },
    {
      title: "10R80 ten-speed harsh shifts and CDF drum failure",
      affected:
        "2017–2020 F-150, 2018–2020 Expedition, Navigator and Mustang, and 2019–2020 Ranger with the 10R80 10-speed automatic (co-developed with GM, which uses it as the 10L80/10L90)",
      symptoms:
        "Bang or clunk on the 2–3 and 3–4 upshifts and on coast-down downshifts, flare between gears, delayed engagement into Drive or Reverse, and torque-converter shudder. When the CDF clutch drum fails the truck loses several gears and goes into limp mode, usually with gear-ratio codes P0731–P0736 and a Transmission Malfunction message. A sudden loss of gears at highway speed is a crash risk: signal, move right and stop where it is safe.",
      cause:
        "Harsh shifts come from adaptive shift tables that learn badly and sticking valves in the solenoid body. On earlier builds the seal rings of the CDF drum (which feeds the C, D and F clutches) wear, or the drum cracks, and apply pressure bleeds off.",
      fix:
        "Load the newest PCM/TCM calibration first, then reset the transmission adaptive tables (KAM reset) and complete the adaptive drive cycle with FDRS. If the fault persists, replace the main control and solenoid body. A failed CDF drum means removing the transmission and fitting the revised drum and clutch packs, then setting the fluid level at the check plug at the specified temperature.",
      cost: "Estimate: $150–$350 for reflash and relearn; $900–$1,800 for a valve body; $4,000–$6,500 for overhaul or replacement. Excludes diagnosis; covered to 5 years/60,000 miles.",
      system: "transmission",
    },
    {
      title: "Internal water-pump failure pushing coolant into the oil (3.5/3.7 V6)",
      affected:
        "Transverse 3.5 L and 3.7 L Duratec V6 and 3.5 L EcoBoost in 2007–2018 Edge and MKX, 2009–2019 Flex, 2010–2019 MKT, 2008–2019 Taurus, 2009–2016 MKS, 2011–2019 Explorer, 2010–2012 Fusion Sport and 2007–2016 MKZ",
      symptoms:
        "Coolant level falls with no puddle, the oil looks milky or reads overfull, there is a sweet smell after shutdown and, once the bearings suffer, a knock. Overheating warnings and P0217 may appear. Stop driving when the temperature gauge climbs, because an overheated aluminum V6 warps its heads quickly.",
      cause:
        "The water pump sits inside the front timing cover and is driven by the primary timing chain. When its shaft seal fails, coolant drains into the crankcase instead of leaking outside, dilutes the oil and washes out the main and rod bearings.",
      fix:
        "Replace the pump, timing chain, tensioner and guides together, since the chain has to come off anyway. Change the oil and filter, drive a short interval and change them again to purge glycol. Pressure-test the cooling system and bleed it through the degas bottle; a bottom-end knock means a replacement engine.",
      cost: "Estimate: $1,500–$2,800 for pump and timing parts (more on AWD and EcoBoost); $5,500–$8,500 for a replacement engine if bearings are damaged. Excludes diagnosis and oil analysis.",
      system: "cooling-system",
    },
    {
      title: "Coolant intrusion into cylinders (1.5 L, 1.6 L and 2.0 L EcoBoost)",
      affected:
        "1.5 L, 1.6 L and 2.0 L EcoBoost in 2013–2019 Escape and Fusion, 2015–2018 Edge and 2016–2019 Lincoln MKC and MKZ (the vehicles named in the owners' class action; the 1.6 L was used in 2013–2016 Escapes and early Fusions)",
      symptoms:
        "Coolant level drops slowly with no outside leak, there is white exhaust smoke, and the engine misfires for the first seconds after a cold start before smoothing out, setting P0300–P0304 and P0316. One spark plug comes out steam-cleaned or wet. The 1.6 L can overheat, crack its head and leak oil onto the turbo, which is a fire risk: if the gauge climbs or you smell burning oil, pull over, shut the engine off, get everyone out and call 911 if you see smoke or flame.",
      cause:
        "Coolant gets past the head-gasket seal into the cylinders at the narrow deck between the bores, and the block's sealing surface there is the weak point. That is why a head gasket alone rarely fixes it and Ford's repair is a revised block. On the 1.6 L, coolant loss overheats the engine and cracks the cylinder head.",
      fix:
        "Confirm it first: pressure-test the cooling system at the cap's rated pressure, leave it several hours and watch for a drop, run a combustion-gas (block) test, then borescope the cylinders for coolant or steam-cleaned pistons. Replace the short or long block with the revised part. The 2013–2014 1.6 L fire recalls add a coolant-level sensor and software; have the dealer check the VIN for open campaigns.",
      cost: "Estimate: $4,500–$8,000 for a short or long block installed; the 1.6 L recall repair is free. Excludes diagnosis; check whether the car is inside its 5-year/60,000-mile powertrain coverage.",
      system: "advanced-engine",
      asOf: "2026-11",
    },
    {
      title: "Cam-phaser knock and seized spark plugs (5.4 L 3-valve Triton)",
      affected:
        "2004–2010 F-150, 2005–2014 Expedition and Navigator, 2006–2008 Lincoln Mark LT and 2005–2010 F-250/F-350 Super Duty with the 5.4 L three-valve V8",
      symptoms:
        "Diesel-like ticking or knocking at a hot idle that fades with rpm, rough idle, timing-chain rattle on startup, and cam-timing codes P0011/P0021 or P0012/P0022. At tune-up time the two-piece spark plugs snap and leave the lower shell threaded in the head.",
      cause:
        "The cam phasers' locking pins wear and the VCT solenoid screens clog, starving the phasers of oil. Low oil pressure from a worn pump or sludge, and leaking chain tensioners, make it worse. The long-shield two-piece plugs carbon-seize in the 3-valve head's deep plug wells.",
      fix:
        "Replace both phasers, the VCT solenoids, chains, tensioners and guides, and usually the oil pump, then check hot-idle oil pressure. For plugs, follow Ford's bulletin: back each plug out about 1/8 turn, soak it with carbon solvent and remove it slowly. Extract broken shells with the dedicated extractor tool and install current-design plugs.",
      cost: "Estimate: $2,500–$4,200 for phasers and timing set; $350–$700 for plugs plus about $100–$200 per broken plug extracted. Excludes diagnosis and head removal if an extraction fails.",
      system: "timing-system",
    },
    {
      title: "EGR cooler, oil cooler and head-gasket failures (6.0 L Power Stroke)",
      affected:
        "2003–2007 F-250 through F-550 Super Duty, 2003–2005 Excursion and 2004–2010 E-Series with the 6.0 L Power Stroke V8 diesel",
      symptoms:
        "Coolant disappears, white steam comes from the exhaust, coolant blows out of the degas bottle under load, the engine overheats when towing, and starts are hard or rough. On a scan tool, engine-oil temperature more than about 15°F above coolant temperature when fully warm points to a plugged oil cooler. FICM voltage below about 45 V causes hard-start and misfire complaints.",
      cause:
        "The oil cooler's coolant side plugs with casting sand and silicate deposits and starves the EGR cooler downstream, which then overheats, ruptures and feeds coolant into the intake. Torque-to-yield head bolts stretch under high cylinder pressure and let the head gaskets blow. The 48 V FICM's power supply also fails.",
      fix:
        "Replace the oil cooler and EGR cooler together, flush the cooling system and refill with the specified coolant, and repair or replace the FICM. For blown gaskets, replace the head gaskets using head studs instead of the factory bolts; taking the cab off makes the job faster on pickups. Confirm the repair with an oil-versus-coolant temperature check on a loaded road test.",
      cost: "Estimate: $2,500–$4,500 for the oil and EGR coolers; $6,500–$11,000 for head studs and gaskets. Excludes injectors, turbo and diagnosis.",
      system: "advanced-engine",
    },
    {
      title: "Power transfer unit (PTU) overheating and leaks on AWD models",
      affected:
        "AWD 2007–2019 Edge, 2007–2018 MKX, 2009–2019 Flex, 2010–2019 MKT, 2008–2019 Taurus, 2009–2016 MKS, 2011–2019 Explorer, 2013–2019 Escape, 2015–2019 MKC and 2013–2020 Fusion and MKZ",
      symptoms:
        "Burnt gear-oil smell or light smoke after a highway drive, oil on the PTU and the right-side intermediate shaft, whine or grinding under load, a clunk on takeoff and, later, loss of AWD. If the internal splines strip, the vehicle will not move even though the engine revs, and Park may no longer hold it: set the parking brake and have it towed. There is usually no trouble code.",
      cause:
        "The PTU holds roughly a quart of gear oil or less and sits right beside the catalytic converter, so the oil cooks and sludges. The seals then harden and leak, and the gears and bearings wear. Original maintenance schedules called for fluid service only under severe use or at very high mileage.",
      fix:
        "Replace the PTU with an updated or remanufactured unit, or reseal and rebuild it. Replace the output seal, check the rear driveshaft and rear drive unit, and fill with the exact gear oil Ford specifies for that unit. After that, change the PTU fluid about every 30,000 miles.",
      cost: "Estimate: $1,300–$2,800 for a new or remanufactured PTU installed; $400–$800 for seals and fluid. Excludes diagnosis and any rear-drive-unit repairs found.",
      system: "transmission",
    },
    {
      title: "Super Duty death wobble (violent front-end oscillation)",
      affected:
        "2005-on F-250 and F-350 Super Duty 4x4 with the solid Dana 60 front axle, coil springs and track bar, especially lifted or leveled trucks and those on oversized tires",
      symptoms:
        "After a bump or expansion joint at roughly 45–65 mph the front end starts a violent side-to-side shake that hammers the steering wheel and does not stop until the truck slows a lot. No codes set. It is a loss-of-control risk: hold the wheel firmly, lift off the throttle and brake smoothly instead of swerving.",
      cause:
        "Worn track-bar bushings or a loose track-bar bolt let the axle shift from side to side. Worn ball joints, tie-rod ends and drag link, a weak steering damper, too little caster after a leveling kit, and out-of-balance or mismatched tires all feed the oscillation.",
      fix:
        "Do a dry-park check: engine running, wheels on the ground, a helper rocking the steering wheel while you watch every joint. Replace the track bar or its bushings, worn ball joints and steering linkage, torque every fastener to spec, restore caster with an alignment and balance the tires. Ford's revised steering damper helps, but a new damper alone hides a worn track bar.",
      cost: "Estimate: $400–$900 for a track bar and alignment; $1,200–$2,500 with ball joints and linkage. Excludes tires and diagnosis.",
      system: "suspension",
    },
    {
      title: "Door latches that fail to latch or open while driving",
      affected:
        "2011–2014 Fiesta, 2012–2015 Focus, 2013–2015 C-Max and Escape, 2013–2014 Fusion and MKZ, 2015 Mustang and MKC, 2014–2016 Transit Connect (recalled, then re-recalled in 2020)",
      symptoms:
        "The door bounces back open when shut, won't latch in hot weather, leaves the dome light on with a door-ajar chime, or pops open in a turn. The same latch's lock motor fails too, so that door won't lock or unlock from the fob. A door that opens at speed can throw out an unbelted passenger; keep doors locked and seat belts on until it is repaired.",
      cause:
        "A pawl spring tab inside the latch breaks, most often in hot-climate states, so the latch cannot hold the striker. The lock actuator built into the same latch assembly also wears out.",
      fix:
        "Under the recall, replace all four side-door latches with the revised part. Dealers now also check the latch date codes, because some earlier recall repairs used the wrong parts (the reason for the 2020 re-recall). Run the VIN for open campaigns before paying. Outside the recall, a lock-actuator failure is fixed by replacing the whole latch assembly.",
      cost: "Estimate: free under the recall; $250–$450 per door at an independent shop outside it. Excludes broken trim clips and diagnosis.",
      system: "electrical",
      asOf: "2026-11",
    },
  ],
  modelLineup: {
    asOf: "2026-11",
    current: [
      "F-150 (gas V6 and V8, PowerBoost hybrid, Tremor, Raptor)",
      "Super Duty F-250, F-350, F-450 pickups and F-350 to F-600 chassis cabs",
      "Ranger and Ranger Raptor midsize pickups",
      "Maverick compact pickup (2.0 L EcoBoost or 2.5 L hybrid)",
      "Bronco and Bronco Sport",
      "Explorer, including the Police Interceptor Utility",
      "Expedition and Expedition Max",
      "Mustang (S650 generation) and Mustang Mach-E",
      "Transit and E-Transit vans, E-Series cutaway and stripped chassis",
      "Lincoln Nautilus, Aviator and Navigator",
    ],
    bestSelling: [
      "F-Series (F-150 and Super Duty)",
      "Explorer",
      "Bronco Sport",
      "Maverick",
      "Escape (until its 2025 production end)",
      "Transit",
    ],
    upcoming: [
      "Midsize electric pickup on the Universal EV Platform, announced for 2027 from Louisville Assembly at about $30,000",
      "Extended-range electric F-150 announced to replace the battery-only Lightning (launch timing not announced)",
      "Gas and hybrid commercial van announced for Ohio Assembly in 2029",
    ],
    discontinued: [
      "F-150 Lightning battery-electric pickup (Ford announced the end of its production in December 2025)",
      "Escape and Lincoln Corsair (production ended December 2025)",
      "Edge (production in Oakville, Ontario, ended in 2024)",
      "Fusion and Fusion Hybrid (2020)",
      "Focus (2018) and Fiesta (2019)",
      "Taurus and Flex (2019)",
      "C-Max Hybrid and Energi (2018)",
      "EcoSport (2022) and Transit Connect (U.S. sales ended 2023)",
      "Excursion (2005) and Crown Victoria (2011)",
      "Lincoln MKZ and Continental (2020), MKT (2019)",
    ],
    specialization:
      "Ford's specialty is body-on-frame trucks and work vehicles. A shop working on Fords spends most of its time on F-150s with EcoBoost V6s, the 5.0 L Coyote V8 or the 2.7 L EcoBoost, Super Duty trucks with the 6.7 L Power Stroke diesel or the 7.3 L Godzilla gas V8, and Transit vans in fleet service. Ford Pro adds upfits, telematics and fleet maintenance contracts. Its off-road line (Bronco, Raptor, Tremor) brings solid-axle and long-travel suspension work, and the hybrids use a power-split transaxle on the Maverick and a motor built into the 10-speed on the F-150 PowerBoost. Older passenger cars (Focus, Fiesta, Fusion, Taurus), none sold new in the U.S. after the 2020 model year, are common cheap used cars, and most of their trouble comes from the DPS6 automatic, small EcoBoost coolant leaks and AWD PTUs.",
  },
  reliabilityInfo: {
    overallScore:
      "Ford usually sits in the lower half of Consumer Reports' brand reliability rankings, and J.D. Power's dependability results for Ford have been mixed from year to year. The spread by model is wide. Proven pickups with carried-over powertrains score respectably; first-year redesigns, small cars with the DPS6 automatic and new EVs drag the average down. Lincoln tends to score a little better than Ford on the shared models. Ford's record recall count in 2025 reflects reviews of old campaigns under the NHTSA consent order as well as new defects, so the number of recalls alone overstates how often a given Ford actually breaks.",
    comparison:
      "Against GM, Ford's trucks are roughly on par for engine durability: Ford has more chain and phaser trouble on EcoBoost V6s, while GM has more valvetrain-lifter failures on its V8s. Against Stellantis, Ford usually rates a little better on electrical faults but worse on recall volume. Against Toyota and Honda the gap is real: a Tacoma or Tundra typically needs fewer unscheduled repairs than a Ranger or F-150. For shop owners, the more relevant comparison is parts and labor. Ford parts are plentiful and cheap at independent shops, so a Ford repair often costs less than the same job on a Japanese or European brand.",
    trends:
      "Under CEO Jim Farley, Ford has said publicly that warranty costs are too high and tied executive pay and plant processes to quality. It hired more quality inspectors, uses connected-vehicle data to spot defects early, and by 2025 was fixing many software recalls with over-the-air updates on vehicles with SYNC 4. Ford says its newest models show fewer early defects, but the 2020–2022 launches (Explorer, Bronco, Mach-E, the new F-150) are still producing follow-up recalls. From the shop floor, late 10R80 trucks, the 2.7 L and 3.5 L EcoBoost with revised phasers, and the 7.3 L gas V8 hold up better than the Ford products of 2011–2016.",
    mostReliable:
      "The best bets are simple, proven combinations: the 2015–2017 F-150 with the 5.0 L Coyote V8 and 6R80 six-speed, Super Duty trucks with the 6.2 L or 7.3 L gas V8 and TorqShift automatic, the 2019-on Ranger with the 2.3 L EcoBoost (if it is maintained), the Maverick hybrid, and the 2013–2020 Fusion Hybrid with its power-split eCVT. A well-maintained Crown Victoria or Panther-platform Police Interceptor with the 4.6 L V8 is one of the most durable used Fords, though the last were built in 2011. In the 6.7 L Power Stroke diesel the engine itself is durable; its weak points are the high-pressure fuel pump and the emissions hardware.",
    leastReliable:
      "Avoid the Fiesta and Focus with the PowerShift automatic (worst on 2011–2016 cars), the 1.5 L and 1.6 L EcoBoost Escape and Fusion with their coolant-intrusion history, the 2020–2021 Explorer (its launch was rough enough that Ford sent new vehicles to another plant for quality fixes), and the 6.0 L and 6.4 L Power Stroke diesels unless they have documented repairs. Early Mustang Mach-Es were recalled for overheating high-voltage battery contactors, and some 2022–2024 F-150 Lightnings for battery cells that can short internally. First-year 10R80 trucks and AWD Explorers or Edges with an unserviced PTU also produce more comebacks than average.",
  },
  ownershipCosts: {
    averagePrice:
      "Ford's average transaction price has run in the mid-$50,000s in recent years (editorial estimate), pushed up by F-150, Super Duty and Expedition, which make up most of the volume. The Maverick, starting in the high-$20,000s, and the Bronco Sport are the entry points since Escape production ended in December 2025. A well-equipped F-150 Lariat or King Ranch costs $65,000–$80,000, a Raptor or Super Duty Platinum goes past $90,000, and Lincoln's Navigator tops $100,000. Used, 2015–2020 F-150s and Explorers are the most common Fords on dealer lots.",
    maintenanceCosts:
      "Plan on about $700–$1,000 a year averaged over the first ten years for a Ford SUV or half-ton pickup at an independent shop (editorial estimate), with diesels and Raptors higher. Specific items: EcoBoost spark plugs about every 60,000 miles (sooner if the truck is tuned or tows heavy), 10R80 fluid and filter if you tow, PTU and rear-axle fluid on AWD models, cabin and engine air filters, and a BMS reset after every battery replacement. A 6.7 L Power Stroke adds fuel filters roughly every 15,000–30,000 miles plus DEF, and oil changes take about 13 quarts.",
    insuranceTrends:
      "Full-size Ford pickups regularly appear near the top of the National Insurance Crime Bureau's most-stolen vehicle lists, and tailgates and catalytic converters are stolen often too, which keeps comprehensive premiums up in some regions. The aluminum F-150 body costs more to repair after a collision and needs aluminum-certified body shops. Mustang GT and Shelby models, Raptors and Broncos carry higher premiums than mainstream SUVs. Explorers, the Maverick and the Bronco Sport usually insure near the middle of their segments.",
    depreciationRates:
      "Ford trucks and off-roaders hold value well. Bronco, Raptor, Maverick hybrid and Super Duty diesels keep a large share of their price after three years, and F-150s with the 5.0 L are always in demand on used lots. Ford's discontinued sedans and small cars (Fiesta, Focus, Fusion, Taurus) lose value fastest, especially PowerShift automatics. The Mustang Mach-E and F-150 Lightning lost value steeply after EV prices and incentives fell, and Lincoln SUVs drop faster than comparable Fords.",
    warrantyInfo: {
      asOf: "2026-11",
      text: "Recent Fords carry a 3-year/36,000-mile bumper-to-bumper warranty, 5-year/60,000-mile powertrain coverage, 5-year/unlimited-mile corrosion perforation coverage and 5-year/60,000-mile roadside assistance. The 6.7 L Power Stroke diesel engine is covered for 5 years/100,000 miles. Hybrid and electric components, including the high-voltage battery, are covered for 8 years/100,000 miles. Lincoln offers 4 years/50,000 miles basic and 6 years/70,000 miles powertrain. Ford Protect extended service plans are sold by every Ford dealer at different prices, and Ford has extended coverage on specific failures (DPS6 clutches and TCMs, for example), so always ask a dealer to check the VIN in OASIS.",
    },
  },
  repairInfo: {
    repairCosts:
      "Typical independent-shop prices (editorial estimates, parts and labor, before diagnosis and tax): 3.5 L EcoBoost timing chains and phasers $2,500–$4,200; 10R80 valve body $900–$1,800; DPS6 clutch $1,300–$2,200; internal water pump on a transverse V6 $1,500–$2,800; AWD PTU $1,300–$2,800; 6.7 L Power Stroke CP4.2 fuel-pump failure with contaminated injectors and rails $8,000–$12,000; F-150 4x4 IWE solenoid and vacuum repair $150–$450; 5.4 L 3-valve plug change with extractions $350–$1,000. Dealer labor rates can add 30–50%.",
    diyFixes:
      "Several common Ford faults are reasonable home repairs. Grinding from the front hubs of an F-150 4x4 in 2WD (2004–2020) usually means an integrated wheel end (IWE) vacuum leak; replace the cracked vacuum lines, check valve or solenoid for well under $100. Clicking behind the dash of an F-150 or Explorer is usually a blend-door actuator, which is cheap to replace. After fitting a new 12 V battery, do a battery monitoring system (BMS) reset with a scan tool or by the key-cycle procedure, or the charging strategy will undercharge the new battery. On AWD crossovers, changing the PTU fluid (usually by suction through the fill plug) takes about an hour and costs far less than a new PTU. Leave EcoBoost chains, 10R80 valve bodies and high-voltage work to a shop.",
    warningSigns:
      "See a shop soon for any of these: a cold-start rattle on an EcoBoost V6 that lasts more than a second or two; coolant that needs topping off on a 1.5 L, 1.6 L or 2.0 L EcoBoost or a 3.5 L or 3.7 L V6 with no visible leak; judder from a stop on a Focus or Fiesta automatic; a bang on the 2–3 shift or a Transmission Malfunction message on a 10R80 truck; a burnt gear-oil smell behind the right front wheel of an AWD Explorer, Edge or Escape; a rear-view camera that shows a blank or blue screen; a door that doesn't latch in heat; and any front-end shimmy after bumps on a Super Duty.",
    preventativeTips:
      "Change the oil on EcoBoost engines at 5,000 miles or sooner with the specified oil, whatever the oil-life monitor says; direct injection dilutes the oil with fuel, which is hard on chains and phasers. Check the coolant level monthly on small EcoBoost engines and transverse V6s, because a falling level is the earliest sign of both coolant intrusion and an internal water-pump leak. Change PTU and rear-axle fluid on AWD models about every 30,000 miles. Service the 10R80 fluid if you tow. On Power Stroke diesels, replace fuel filters on time and never run a fuel tank empty, to protect the CP4.2 pump.",
    yearsToAvoid:
      "Skip the Fiesta and Focus with the PowerShift automatic, especially 2011–2016 cars; the manual versions are fine. Be cautious with the 2013–2019 Escape and 2013–2019 Fusion with the 1.5 L or 1.6 L EcoBoost because of coolant intrusion. Avoid the 2003–2007 6.0 L and 2008–2010 6.4 L Power Stroke diesels unless they come with records of cooler, stud or radiator work. Approach the 2020–2021 Explorer, whose launch had heavy quality problems, and 2017–2018 F-150s (first years of the 10R80 and the second-generation 3.5 L EcoBoost) only with a service history. The 2004–2008 F-150 5.4 L needs proof of phaser and plug work.",
  },
  recalls: {
    asOf: "2026-11",
    majorCampaigns:
      "Notable Ford campaigns: the 2019 recall of about 1.26 million 2011–2013 F-150s in the U.S., plus a 2024 recall of 2014 models, for an intermittent output-shaft-speed signal that could force a sudden downshift into first gear and lock the rear wheels; the 2020 rear-view camera recall that led to the 2024 consent order; door-latch recalls on 2011–2016 small cars, repeated in 2020; the 2017 recall of 1.6 L EcoBoost vehicles for cylinder-head cracking and engine fires; a recall for fracturing rear toe links on 2011–2017 Explorers; high-voltage junction-box contactor recalls on early Mustang Mach-Es; and Takata airbag recalls, with a do-not-drive warning that began with 2004–2006 Ranger pickups and since August 2024 covers every unrepaired recalled 2004–2014 Ford, Lincoln and Mercury (Ranger, Mustang, GT, Fusion, MKZ, Milan, Edge and MKX).",
    handlingProcess:
      "Ford sends recall notices by first-class mail and also posts them in the FordPass and Lincoln Way apps and on the owner website. Its dealers check open campaigns in OASIS, Ford's warranty system, which lists both safety recalls and Customer Satisfaction Programs (Ford's name for quiet warranty extensions). Since about 2023, many software recalls on vehicles with SYNC 4 or newer have been completed over the air. Since the 2024 consent order, Ford has to report recall-scope decisions to NHTSA more quickly and review whether earlier remedies actually worked, which is why many 2025 recalls repeat older campaigns.",
    ownerSteps:
      "Enter the 17-digit VIN on NHTSA's recall lookup and on Ford's owner site at least twice a year, since Ford files new campaigns almost every week. Ask the dealer for a printed OASIS report: it also shows Customer Satisfaction Programs that extend coverage on items such as DPS6 clutches, which will not appear on the government site. Accept over-the-air updates when the app prompts you. If you paid for a repair that later became a recall, send the receipts to Ford under its reimbursement plan. For anything involving fuel leaks, fire or loss of drive, follow the interim instructions in the letter, such as parking outside.",
    patterns:
      "Ford's recalls follow a few recurring patterns. Rear-view cameras and their software fail again and again, starting with the 2020 campaign over a supplier's camera circuit board. Fasteners are missing or loosen (axle bolts, seat bolts, subframe bolts) on 2020–2022 launches. Fuel leaks occur on small EcoBoost engines, including cracked fuel injectors on recent 1.5 L Escapes and Bronco Sports. Door latches and seat-belt parts fail. A growing share are re-recalls, filed because an earlier remedy was incomplete or installed wrong. The engine and transmission faults that cost owners the most (DPS6, coolant intrusion, PTU) were handled through warranty extensions and bulletins rather than safety recalls.",
  },
  strengths: {
    excellingAreas: [
      "Full-size pickups: F-150 and Super Duty towing, payload and configuration choice",
      "Commercial vans and fleet support through Ford Pro and the Transit family",
      "Off-road packages: Bronco, Ranger Raptor, F-150 Raptor and Tremor",
      "Cheap, widely available parts and a huge independent-shop knowledge base",
      "Hybrid pickups (Maverick hybrid and F-150 PowerBoost) with useful onboard power",
    ],
    uniqueFeatures: [
      "Pro Power Onboard, with up to 7.2 kW of generator output from the F-150 PowerBoost bed",
      "BlueCruise hands-free highway driving on mapped roads",
      "Pro Trailer Backup Assist and Onboard Scales on recent F-150 and Super Duty",
      "Bronco removable doors and roof with G.O.A.T. terrain modes",
      "Maverick FLEXBED with built-in slots and 12 V and 110 V outlets",
    ],
    awards: [
      "North American Truck of the Year six years running: F-150, Maverick, F-150 Lightning, Super Duty, Ranger and Maverick Lobo (2021–2026)",
      "North American Utility Vehicle of the Year: Mustang Mach-E (2021) and Bronco (2022)",
      "F-Series: America's best-selling pickup line for more than four decades (sales record, not a jury award)",
    ],
    engineeringApproaches:
      "Ford engineers for capability at a price. It downsized engines early with EcoBoost: turbocharging plus direct injection (and port injection as well on recent 2.7 L, 3.5 L and 5.0 L engines, to limit carbon buildup). It moved the F-150 to a high-strength aluminum body in 2015 to take weight out, and shares the 10-speed automatic with GM. The Maverick hybrid uses the power-split layout Ford first built for the 2005 Escape Hybrid, while the F-150 PowerBoost puts an electric motor inside the 10-speed. The downside shows in the shop: complex timing drives and cam phasers, water pumps buried behind timing chains, heavy use of plastic coolant parts, and electrical architectures that grew fast and produced camera and module recalls.",
    commitments:
      "Ford says it assembles more vehicles in the U.S. than any other automaker and employs more UAW-represented hourly workers than any other automaker. After its December 2025 reset it is aiming for about half of its global volume to be hybrids, extended-range electrics or EVs by 2030, with low-cost EVs on the Universal EV Platform, and it is repurposing battery capacity for a stationary energy-storage business. On quality, the consent order commits Ford to independent monitoring of recall decisions, a new in-house lab for testing low-voltage electronics such as cameras, and regular meetings with NHTSA.",
  },
  expertInsights: {
    mechanicPerspectives:
      "At the shop, a Ford is predictable: once you have seen a dozen 3.5 L EcoBoost cold-start rattles, a 1.5 L Escape with a wet plug or an Edge with milky oil, you know the diagnosis before the scan tool connects. Parts are everywhere and aftermarket support is deep, but labor times are long on the transverse V6s and on anything behind an EcoBoost timing cover. Keep an FDRS-capable dealer tool or a good aftermarket equivalent on hand: BMS resets, 10R80 adaptive relearns, DPS6 clutch learns and module programming are routine Ford jobs that a basic code reader cannot do.",
    engineeringAnalysis:
      "Ford's weak points are in its packaging and its suppliers more than in its basic designs. The EcoBoost V6 block and bottom end are strong, but the timing drive and phasers are the wear items. Putting the V6 water pump inside the front cover saved space in transverse applications and made a $100 pump into a $2,000 job. The open-deck small EcoBoost blocks traded cooling margin for cost and weight. The DPS6 put a dry-clutch design meant for light European cars into U.S. stop-and-go traffic, where the clutches ran hot and slipped. Where Ford kept designs simple, as with the 5.0 L Coyote, the 7.3 L gas V8 and the 6R80 transmission, durability has been much better.",
    qualityOpinions:
      "The consensus among shop owners is that a Ford is a good truck company with an inconsistent launch process. Each new platform (the 2020 Explorer, 2021 Bronco and F-150, and the Mach-E) has needed two or three model years of fixes, and the recall count shows it. On the other hand, Ford generally stands behind widespread failures with extended coverage: the DPS6 extensions, coolant-intrusion engine replacements on many cars within powertrain coverage, and phaser replacements under warranty. Owners with dealer service records who ask the dealer to request Ford goodwill assistance often get part of an out-of-warranty EcoBoost or transmission repair paid.",
    futurePredictions:
      "Expect the F-Series and Super Duty to stay gas-heavy and hybrid-assisted through the decade, with an extended-range electric F-150 replacing the Lightning and a low-cost midsize electric pickup in 2027 as Ford's main EV bets. The 10R80, 2.7 L and 3.5 L EcoBoost and 6.7 L Power Stroke will stay common service work for years. The consent order's oversight and more over-the-air fixes should bring the recall count down, but the 2020–2024 vehicles already on the road will keep generating campaigns. Lincoln is likely to stay SUV-only and closely tied to Ford platforms.",
  },
  buyingGuidance: {
    bestModelYears:
      "For a used truck, the 2015–2017 F-150 with the 5.0 L V8 and six-speed is the sweet spot; the 2018–2020 5.0 L with the 10-speed is fine if the transmission software is current. Late 2.7 L EcoBoost F-150s (2018 on) have a good record with regular oil changes. Among Super Duty trucks, the 2017-on gas 6.2 L and the 2020-on 7.3 L are the low-risk choices. Good smaller picks are the 2019–2023 Ranger, any Maverick hybrid, the 2013–2020 Fusion Hybrid and the 2015–2017 Mustang GT. For an Explorer, choose 2022 or later, or a 2016–2019 Explorer with records of water-pump and PTU service.",
    modelsToAvoid:
      "Skip any Fiesta or Focus with the PowerShift automatic unless the clutch and TCM work is documented and the price reflects the risk. Pass on a 1.5 L or 1.6 L EcoBoost Escape or Fusion that already needs coolant topped off, a 6.0 L or 6.4 L Power Stroke without cooler and head-gasket history, a 2020–2021 Explorer with open recalls, and a high-mileage AWD Edge, Flex or Taurus without records of water-pump and PTU service. Early Mach-E and Lightning vehicles are affordable used, but confirm by VIN that every high-voltage battery, contactor and charging recall has been completed.",
    inspectionTips:
      "Listen to a stone-cold start on any EcoBoost V6 or 5.4 L engine before the seller has warmed it up. On small EcoBoost engines and transverse V6s, check the coolant level, look for milky oil, and ask for a cooling-system pressure test. Drive Focus and Fiesta automatics in stop-and-go traffic; on 10R80 trucks, watch for clunks on the 2–3 and 3–4 shifts. Smell around the PTU after a highway run on AWD models. On Super Duty 4x4s, watch the track bar and tie-rod ends while a helper turns the wheel. Check the rear-view camera, every door latch and the power-lock actuators. Have a dealer print the OASIS report for open recalls and extended coverage.",
    negotiationTips:
      "Ford's pricing varies by program. A-Plan (employees and their friends and family), Z-Plan (management and retirees) and X-Plan (partner companies and suppliers) pricing apply to most new Fords and can be combined with many rebates, so ask whether you qualify through an employer, a union or a supplier. Factory-ordering an F-150 or Super Duty gets exactly the truck you want, and Ford has often protected the price and incentives in effect when you ordered. Compare Ford Protect extended-plan prices from several dealers, since the identical plan sells for very different prices. Leftover 2025 and 2026 Escapes and Mach-Es have carried large discounts, but weigh those against their weak resale.",
    dealerAddOns:
      "Common Ford dealer add-ons are spray-in bedliners, all-weather mats, wheel locks, nitrogen-filled tires, paint and fabric protection packages, VIN etching and dealer-installed leveling kits or tonneau covers. A Ford-licensed bedliner, tonneau or mat set bought over the parts counter or online usually costs far less than the dealer's installed price. Markups above MSRP appeared on Bronco, Raptor and Maverick hybrid when demand was high, so walk away from a market adjustment on a vehicle you could factory-order. Dealer-installed lift kits can affect steering and suspension warranty claims on a Super Duty or F-150.",
  },
};
