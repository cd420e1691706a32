import { marketShareText } from "../market-share";
import type { Manufacturer } from "../schema";

export const manufacturer: Manufacturer = {
  slug: "volkswagen-group",
  name: "Volkswagen Group",
  category: "import",
  marketShare: marketShareText("volkswagen-group"),
  shortDescription:
    "Volkswagen Group sells Volkswagen, Audi and Porsche in the U.S., with the Atlas and ID.4 built in Chattanooga, Tennessee. Its EA888 2.0 L turbo is in almost everything, so its timing chains, water pumps and oil use define what U.S. owners pay to keep these cars running.",
  description:
    "Volkswagen and Audi: EA888 timing-chain tensioners and oil burning, plastic water-pump leaks, DSG mechatronics, TDI fuel pumps after Dieselgate, sunroof-drain floods, and Atlas airbag-sensor and ID.4 recalls.",
  countryOrigin: "Germany",
  headquarters: "Wolfsburg, Germany (Volkswagen Group of America: Reston, Virginia)",
  philosophy:
    "Volkswagen Group engineers in shared platforms and engine families and spreads them across brands: the MQB platform underpins the Jetta, GTI, Taos, Tiguan, Atlas and Audi A3/Q3, while MLB underpins the Audi A4/A5, Q5, Q7 and Porsche Macan and Cayenne. The EA888 2.0 L turbo four runs in everything from the Jetta GLI to the Audi Q5 and Porsche Macan. For buyers that means refined, well-built cars with a premium feel at mainstream prices on the VW side; for technicians it means the same engine faults, modules and diagnostic steps show up across three badges. The group favors turbocharging, direct injection and dual-clutch (DSG/S tronic) gearboxes, which deliver efficiency and performance but demand on-time fluid and filter service.",
  recentNews: {
    asOf: "2026-11",
    text: "By 2025 Volkswagen's U.S. line centered on SUVs: the Atlas dropped its VR6 for 2024 and runs only the 2.0 L turbo, and the electric ID. Buzz van went on sale for 2025. The ID.4 is built in Chattanooga, but 2024 also brought a U.S. stop-sale and recall of roughly 99,000 ID.4s for door handles that can let water into their circuit boards and open a door unexpectedly. The group formed a joint venture with Rivian in 2024 to develop electrical architecture and software for future VW Group EVs, and its revived Scout Motors brand plans to build the Traveler SUV and Terra pickup in Blythewood, South Carolina. Audi moved to a new naming scheme in which the A5 replaces the A4 sedan, and ended production of the TT in 2023 and the R8 in 2024.",
  },
  marketPosition:
    "In U.S. volume Volkswagen Group sits well behind GM, Toyota, Ford, Hyundai-Kia, Honda, Stellantis and Nissan, roughly level with Subaru. The VW brand sells mostly SUVs (Tiguan, Atlas, Atlas Cross Sport, Taos) plus the Jetta and the GTI/Golf R enthusiast hatchbacks; Audi competes with BMW, Mercedes-Benz and Lexus with the Q5 as its top seller; Porsche sells high-margin Macans, Cayennes and 911s. The group's U.S. image is still shaped by the 2015 diesel-emissions scandal, which ended its TDI business here. Its strengths are interior quality and driving feel at the price, and its weaknesses are higher repair costs than Toyota or Honda and a thinner independent-shop network outside larger cities.",
  commonProblems: [
    {
      title: "EA888 timing-chain tensioner failure and chain jump (2.0 TSI/TFSI)",
      affected:
        "2008–2012 VW GTI, Jetta GLI, Passat, CC, Eos, Tiguan, Beetle and Audi A3, A4, A5, Q5 and TT with the Gen 1/Gen 2 2.0 L turbo (CCTA, CBFA, CAEB); some Gen 2 Audi A4, A5 and Q5 through 2015",
      symptoms:
        "A rattle for a few seconds at cold start that gets longer over time, then cam/crank correlation codes (P0016, P0017) and a rough or weak engine. If the tensioner lets the chain jump, the engine stalls or refuses to restart, usually with bent valves; the car can die in traffic with no warning.",
      cause:
        "The original hydraulic chain tensioner could lose oil pressure and let its plunger retract, leaving the chain slack enough to skip teeth on the crank sprocket. Stretched chains and worn guides add to the risk at high mileage.",
      fix:
        "Replace the tensioner with the updated part and inspect chain stretch via cam-adjustment values and a visual check; replace chain, guides and tensioner as a set on high-mileage engines. If it has already jumped, the cylinder head usually needs valves or the engine needs replacing. Class-action settlements covered some 2008–2014 VW/Audi and 2012–2015 Audi owners; most of that coverage has expired, so check by VIN.",
      cost:
        "Estimate $700–$1,200 for a tensioner alone, $1,500–$2,500 for a full chain kit at an independent shop; $5,000–$8,000 after a chain jump (head work or engine). Excludes diagnosis and towing.",
      system: "timing-system",
    },
    {
      title: "Audi and VW 2.0T oil consumption, piston rings and PCV failure",
      affected:
        "2009–2011 Audi A4, 2010–2011 A5 and 2011 Q5 (CAEB); 2012–2014 Audi A4, A5, A6, Q5 and TT, 2015–2017 A3 and 2016–2017 TT 2.0T; VW Gen 1/2 2.0 TSI engines",
      symptoms:
        "A quart of oil every 600–1,500 miles, oil-level warnings between services, fouled plugs and misfires (P0300–P0304), blue smoke; a failed PCV diaphragm adds a whistle or squeal at idle, rough idle and lean codes (P0171), and can raise oil use further.",
      cause:
        "Piston oil-control rings with too little drainage clog with carbon and stop scraping oil; on some 2015–2017 A3 and 2016–2017 TT engines pistons fracture. The PCV (oil separator) valve diaphragm tears, letting vacuum pull oil vapor into the intake.",
      fix:
        "Run a documented oil-consumption test first. Replace a failed PCV valve or oil separator (bolt-on on most engines; on some the separator is part of the valve cover). True ring problems need updated pistons and rings, with the engine partly disassembled, or a replacement engine. Two class-action settlements covered the 2009–2011 CAEB cars and some 2012–2017 Audis; ask an Audi dealer to check the VIN for remaining coverage.",
      cost:
        "Estimate $250–$600 for a PCV valve, $500–$900 if the valve cover must be replaced; $3,500–$6,000 for pistons and rings at an independent shop; $7,000–$10,000 for a replacement engine. Excludes diagnosis and the oil-consumption test.",
      system: "advanced-engine",
    },
    {
      title: "Plastic water pump and thermostat housing coolant leaks",
      affected:
        "2015-on VW GTI, Golf, Jetta GLI, Passat 2.0T, Tiguan, Atlas 2.0T, Arteon and Audi A3, A4, A5, Q3, Q5 (EA888 Gen 3); Gen 1/2 engines and 2010–2018 Audi 3.0T supercharged V6 leak at the thermostat",
      symptoms:
        "'Check coolant level' warnings, a sweet smell after driving, pink or purple crust (G12/G13 coolant) on the pump housing under the intake side of the engine, drips below it, and rising temperature or thermostat codes (P0128).",
      cause:
        "On EA888 Gen 3 engines the water pump and thermostat are one plastic module driven by a small toothed belt off the balance shaft; the housing warps and its seals leak, often between 40,000 and 80,000 miles. On the Audi 3.0T the thermostat housing and water pump also leak, and reaching them takes hours of labor.",
      fix:
        "Replace the pump/thermostat module with the newest revision and a new drive belt, refill with VW G13 (or the coolant specified for the VIN) and bleed with a vacuum filler, then confirm operating temperature with a scan tool. Stop driving if the temperature gauge climbs: these aluminum heads and turbo lines suffer from overheating.",
      cost:
        "Estimate $800–$1,400 for the Gen 3 pump/thermostat module at an independent shop, $1,200–$1,900 at a dealer; $1,000–$1,800 for an Audi 3.0T thermostat. Excludes diagnosis.",
      system: "cooling-system",
    },
    {
      title: "2.0T FSI cam-follower wear and intake-valve carbon buildup",
      affected:
        "2006–2008 VW GTI, Jetta GLI, Passat 2.0T, Eos and Audi A3, A4 and TT with the 2.0T FSI (BPY family); carbon also builds on 2008–2014 TSI/TFSI and 2010–2018 Audi 3.0T engines",
      symptoms:
        "Low high-pressure fuel codes, power loss under boost and limp mode when the follower wears through; misfires at cold start (P0300–P0304), rough idle and hesitation from carbon-caked intake valves after 50,000–80,000 miles.",
      cause:
        "The high-pressure fuel pump on the FSI engine rides on a camshaft lobe through a small cam follower cup; the cup wears through and then the pump plunger grinds the lobe. With direct injection only, fuel never washes the back of the intake valves, so oil vapor from the PCV bakes on as carbon.",
      fix:
        "Replace the cam follower every 30,000–50,000 miles (about a 30-minute job); if the lobe is damaged, replace the intake camshaft and the pump. For carbon, remove the intake manifold and walnut-blast the valves, then replace the intake gaskets and PCV valve if needed.",
      cost:
        "Estimate $150–$300 for a follower replacement, $1,500–$2,500 if the camshaft and pump are damaged; $500–$900 for walnut blasting. Excludes diagnosis.",
      system: "fuel-system",
    },
    {
      title: "DSG and S tronic mechatronic failure and 09G automatic harsh shifts",
      affected:
        "6-speed DQ250 DSG in 2006–2018 GTI, Jetta GLI, Golf TDI, Jetta TDI, Audi A3 and TT; 7-speed S tronic in 2010–2016 S4/S5, 2017-on A4/A5 and 2018-on Q5; Aisin 09G 6-speed automatic in 2005–2018 Jetta, Golf, Passat and Beetle",
      symptoms:
        "DSG: jerky engagement from a stop, clunks at low speed, flashing gear indicator and limp mode with the car stuck in one gear, codes for mechatronic pressure or clutch adaptation. 09G: harsh or delayed 2–3 and 3–4 shifts, flare between gears and slipping when warm.",
      cause:
        "Mechatronic units (the combined valve body and control module) fail from internal leaks, cracked accumulators and sensor faults, often worsened by skipped fluid and filter changes; wet DSG clutches glaze. The 09G's 'lifetime' fluid breaks down and its solenoids and valve body wear.",
      fix:
        "Change DSG fluid and filter every 40,000 miles, and after any repair run the basic settings and clutch adaptation with a VW-capable scan tool. Replace or rebuild a failed mechatronic unit. For the 09G, do fluid changes with the specified ATF and temperature-based level check, then a valve-body or solenoid repair if shifts stay harsh. Limp mode in traffic is a hazard; get the car checked promptly.",
      cost:
        "Estimate $350–$550 for a DSG fluid and filter service; $1,800–$3,500 for a mechatronic unit installed; $300–$500 for a 09G fluid change; $4,000–$6,500 for a replacement transmission. Excludes diagnosis.",
      system: "transmission",
    },
    {
      title: "TDI Bosch CP4 high-pressure fuel pump failure and diesel emissions fix",
      affected:
        "2009–2014 VW Jetta TDI, Jetta SportWagen TDI and Golf TDI, 2012–2014 Passat TDI, 2013–2014 Beetle TDI and 2010–2013 Audi A3 TDI (CBEA, CJAA, CKRA 2.0 L); 2009–2016 3.0 TDI Touareg, Q5, Q7, A6, A7 and A8",
      symptoms:
        "Sudden stall or no restart, often at highway speed, with low rail-pressure codes (P0087, P0093); metal glitter in the fuel filter. Cars that received the emissions modification may show DPF, EGR or SCR (urea) warnings and regen-related codes.",
      cause:
        "The Bosch CP4 pump (CP4.1 on the 2.0 L, CP4.2 on the 3.0 L) can wear internally, especially with low-lubricity or gasoline-contaminated fuel, and sheds metal into the injectors, rails and return lines. The emissions-defeat settlement required a buyback or an approved emissions modification that added hardware and software.",
      fix:
        "When the pump self-destructs, replace the pump, all injectors, rails, lines and the fuel tank pickup, and flush the system; a partial fix usually fails again. Check the VIN for the approved emissions modification and its extended emissions warranty, which may cover DPF, SCR and related parts. Stalling at speed can leave you without power assist: treat hard-start or low-pressure codes as urgent.",
      cost:
        "Estimate $6,000–$9,000 for a complete CP4 contamination repair at an independent diesel shop; $1,200–$2,500 for common DPF or EGR repairs if not under the extended emissions warranty. Excludes diagnosis and towing.",
      system: "fuel-system",
    },
    {
      title: "Rear-mounted timing chain wear on Audi V6/V8 and VW 3.6 VR6",
      affected:
        "2005–2011 Audi A4, A5 and A6 3.2 FSI, 2007–2012 Audi Q7, A6, S5 and A8 4.2 FSI V8, and 2006–2023 VW 3.6 VR6 (Passat, CC, Touareg, Atlas, Atlas Cross Sport)",
      symptoms:
        "Rattle from the rear of the engine at cold start, cam/crank correlation codes (P0016–P0019), misfires and loss of power; on the 3.6 VR6, stretched chains set timing codes at high mileage. Ignored, the chain can jump and the engine can quit while driving.",
      cause:
        "These engines put their timing chains at the transmission end of the engine; plastic guides wear and chains stretch, and long oil-change intervals speed the wear.",
      fix:
        "Replace chains, guides, tensioners and sprockets as a set. On the Audi 3.2 and 4.2 FSI the engine or transmission usually has to come out for access, and on the VR6 the engine and transmission must be separated. Do the rear main seal, water pump and any oil leaks while it is apart.",
      cost:
        "Estimate $4,000–$8,000 depending on engine and whether the engine comes out; often weighed against a used engine. Excludes diagnosis and towing.",
      system: "timing-system",
    },
    {
      title: "Clogged sunroof and cowl drains flooding footwells and modules",
      affected:
        "2005–2018 VW Jetta, Golf, Passat, CC and Tiguan and 2005–2015 Audi A4, A6 and Q7 with sunroofs; several models place control modules under seats or in footwells",
      symptoms:
        "Wet carpet in the front footwells, water dripping from the headliner or A-pillar, foggy windows, musty smell, then electrical gremlins: locks, windows and lights acting up, warning lights, a no-start, or a dead battery from a shorted module.",
      cause:
        "The four sunroof drain tubes clog with debris or pop off their fittings, and the plenum (cowl) drains under the windshield block with leaves; water then runs into the cabin where comfort, gateway or other modules and wiring connectors sit on or under the floor.",
      fix:
        "Clear drains with trimmer line or low-pressure air (never high pressure, which can pop off the hoses), reattach loose tubes, and clean the cowl. Dry the carpet and padding completely, inspect connectors and modules for corrosion, and replace and code any damaged module.",
      cost:
        "Estimate $150–$400 to clear and reattach drains; $500–$2,500 if modules and wiring must be replaced and coded. Excludes carpet replacement and diagnosis.",
      system: "electronics-wiring",
    },
    {
      title: "ID.4 loss of drive power and 12-volt charging faults",
      affected:
        "2021–2024 VW ID.4 and 2024–2025 Audi Q4 e-tron (MEB platform); a 2023 recall covered about 21,000 2021 ID.4s for drive-system software",
      symptoms:
        "Warning messages followed by loss of propulsion while driving, a car that will not go into drive-ready at startup, a dead or repeatedly drained 12-volt battery, cars that will not unlock or power up, and 12-volt system warnings in the cluster.",
      cause:
        "Software in the high-voltage battery management module and pulse inverter could reset or shut down and cut drive power (2021 ID.4 recall). A 2025 recall covered 2024 ID.4 and Q4 e-tron vehicles whose onboard charger with integrated DC/DC converter can short from moisture and stop charging the 12-volt battery.",
      fix:
        "Check the VIN for open recalls and install current software at a dealer; replace the onboard charger/DC-DC converter under the recall where applicable, and test and replace a degraded 12-volt battery. Losing propulsion on the highway is dangerous: signal, steer to the shoulder and stop if warnings appear.",
      cost:
        "Recall repairs and warranty work cost nothing; estimate $250–$450 for a 12-volt battery replacement out of warranty. High-voltage components carry an 8-year/100,000-mile warranty. Excludes diagnosis.",
      system: "electrical",
      asOf: "2026-11",
    },
    {
      title: "Atlas passenger occupant-detection fault switching off the airbag",
      affected:
        "2018–2024 VW Atlas and 2020–2024 Atlas Cross Sport, covered by a 2023 recall (about 143,000 vehicles) and a 2024 recall (about 271,000 vehicles)",
      symptoms:
        "The airbag warning light, a warning chime and a cluster message come on, and the 'Passenger Airbag Off' indicator lights even with an adult in the seat. The fault can come and go.",
      cause:
        "A wiring contact fault between the seat's occupant-detection (seat heating/Body Sense) mat and its control unit under the passenger seat makes the system register a fault and deactivate the front passenger airbag.",
      fix:
        "Dealers replace the occupant-detection sensor mat and wiring harness with improved parts free under the recall. Until it is done, keep people out of the front passenger seat when possible: with the airbag off, a front passenger is at greater risk of injury in a crash.",
      cost:
        "No charge under the recall; an out-of-recall seat mat and harness replacement is an estimate of $700–$1,300 at a dealer. Excludes diagnosis.",
      system: "electronics-wiring",
      asOf: "2026-11",
    },
  ],
  modelLineup: {
    asOf: "2026-11",
    current: [
      "VW Jetta and Jetta GLI compact sedans",
      "VW Golf GTI and Golf R hatchbacks",
      "VW Taos and Tiguan compact SUVs",
      "VW Atlas and Atlas Cross Sport (built in Chattanooga, Tennessee)",
      "VW ID.4 electric SUV (built in Chattanooga) and ID. Buzz electric van",
      "Audi A3/S3/RS 3, A5, A6, A7 and A8 sedans and Sportbacks",
      "Audi Q3, Q5, Q7 and Q8 SUVs",
      "Audi electric models: Q4 e-tron, Q6 e-tron, A6 e-tron and e-tron GT",
      "Porsche Macan (gasoline and electric), Cayenne and Panamera",
      "Porsche 911, 718 Boxster/Cayman and Taycan",
    ],
    bestSelling: ["VW Tiguan", "VW Atlas and Atlas Cross Sport", "VW Jetta", "VW Taos", "Audi Q5"],
    upcoming: [
      "Scout Traveler SUV and Scout Terra pickup (Scout Motors, planned production in Blythewood, South Carolina)",
    ],
    discontinued: [
      "VW Passat (U.S. sales ended after 2022)",
      "VW Arteon (2019–2023) and CC (2009–2017)",
      "VW Beetle and New Beetle (1998–2019)",
      "VW Touareg (U.S. sales through 2017)",
      "VW Golf (base hatchback through 2021), e-Golf (2015–2019), Golf SportWagen and Alltrack (through 2019)",
      "VW Eos (2007–2016), Routan minivan (2009–2014) and Phaeton (2004–2006)",
      "All VW and Audi TDI diesels (sales ended after the 2015 emissions scandal)",
      "Audi TT (production ended 2023) and R8 (production ended 2024)",
      "Audi e-tron / Q8 e-tron electric SUV (from 2019 until production ended in 2025)",
    ],
    specialization:
      "The group's U.S. specialty is the turbocharged, well-finished compact and midsize vehicle: the GTI defined the hot hatch here, and the same EA888 2.0 L turbo and MQB chassis carry the Jetta GLI, Tiguan, Atlas, Audi A3 and Q3. Audi adds quattro all-wheel drive (a Torsen center differential on many longitudinal models, a clutch-based quattro ultra system on 2017-on four-cylinder A4, A5 and Q5, and a Haldex-type clutch on transverse A3/Q3), and Porsche adds sports cars and the Macan and Cayenne SUVs that share engineering with Audi. VW built the Atlas specifically for the U.S. market in Chattanooga. Electric models span the affordable ID.4 to the Porsche Taycan and Audi e-tron GT, which share an 800-volt platform.",
  },
  reliabilityInfo: {
    overallScore:
      "Volkswagen and Audi usually land in the middle to lower part of Consumer Reports' brand reliability rankings, while Porsche has done well in J.D. Power's dependability studies in recent years. Survey results swing by model: simpler vehicles such as the Jetta and Taos rate better than the Atlas or ID.4 in their early years, and first model years of new generations tend to rate worse. In our shop, a 2015-or-later EA888 Gen 3 car that gets its water pump, DSG service and PCV valve done usually holds up well; older Gen 1/2 engines are the ones that strand owners.",
    comparison:
      "Against Toyota, Honda and Hyundai-Kia, a Volkswagen costs more to repair and tends to need more unscheduled visits after 60,000 miles, mostly for leaks, cooling parts and electronics. Against BMW and Mercedes, Audi runs close in repair cost and frequency, and its 2.0 TFSI shares the oil-consumption history of the BMW N20 era. Porsche ranks better than most luxury brands in dependability studies, though its repair prices are the highest in the group.",
    trends:
      "Reliability improved after the 2012–2015 changeover from Gen 1/2 to Gen 3 EA888 engines, which fixed the tensioner and most oil-consumption problems but introduced the leaking plastic water pump. The Dieselgate era ended the TDI and its CP4 fuel-pump problems in new cars. The current weak spot is software: the Mk8 GTI/Golf R touch controls and infotainment, ID.4 launch software and door-handle recalls, and repeated Atlas airbag-sensor recalls. VW has said it is rebuilding its software approach through its Rivian joint venture.",
    mostReliable:
      "In our experience: the 2019-on Jetta with the 1.4 L (later 1.5 L) turbo and conventional automatic, the 2015–2021 GTI and Golf with maintenance records, the 2018-on Tiguan 2.0T with the water pump done, the 2018–2023 Audi Q5 2.0 TFSI and the 2017–2024 Audi A4/A5, and the Porsche Macan and Cayenne with their four-cylinder and V6 engines from about 2019 on. The naturally aspirated 2.5 L five-cylinder Jetta, Rabbit and Beetle (2005–2014) were crude but durable.",
    leastReliable:
      "Our most troublesome group models: 2008–2012 2.0 TSI/TFSI cars (tensioner, oil consumption), 2009–2011 Audi A4/A5/Q5 2.0T (CAEB oil burning), 2006–2008 2.0T FSI cars (cam follower, carbon), 2005–2010 Audi 3.2 and 4.2 FSI engines (rear timing chains), 2002–2006 Audi Multitronic CVT models, 2009–2015 TDIs (CP4 pump), and first-year 2018 Atlas and 2021 ID.4. On the Porsche side, 1997–2008 Boxster, Cayman and 911 (996/997) with the intermediate-shaft (IMS) bearing, and 2003–2010 Cayenne V8s with plastic coolant pipes, carry known large risks.",
  },
  ownershipCosts: {
    averagePrice:
      "Estimate for 2025 models before destination: VW Jetta from about $23,000, Taos from about $25,000, Tiguan from about $30,000, Golf GTI from about $33,000, Atlas from about $39,000, ID.4 from about $40,000; Audi Q3 from about $40,000, A5 from about $49,000, Q5 from about $47,000 and Q7 from about $60,000; Porsche Macan from about $63,000. Audi and Porsche option packages push prices up quickly; a Porsche with common options often costs 20–30% over its base price (estimate).",
    maintenanceCosts:
      "New VWs from 2020 on include 2 years/20,000 miles of Carefree Maintenance (the first two scheduled services). After that, estimates at an independent VW/Audi shop, before tax: synthetic oil service (VW 502 00/508 00 spec) $100–$160, DSG fluid and filter $350–$550 every 40,000 miles, Haldex coupling fluid (plus filter on older Gen 4 units) on 4Motion/quattro transverse models $150–$250, spark plugs $200–$350, brake pads and rotors $450–$750 per axle. Budget $900–$1,600 per year on average for an out-of-warranty VW and $1,400–$2,500 for an Audi (estimate); Porsche dealer maintenance costs considerably more than Audi's.",
    insuranceTrends:
      "Insuring a Jetta, Taos or Tiguan costs about the same as comparable mainstream compacts, while the GTI and especially the Golf R cost more because of theft and performance-car pricing. Audi rates sit with other luxury brands because of LED/matrix headlights, aluminum panels and ADAS sensor calibration after body or glass work; Porsche rates are the highest in the group. A Golf R can cost noticeably more to insure than a GTI, and an RS or S Audi more than the A model it is based on.",
    depreciationRates:
      "VW-brand models depreciate at about the mainstream average, slightly faster for the Jetta and ID.4, slower for the GTI and Golf R, which hold value well with enthusiasts. Audi sedans and the larger Audi SUVs depreciate faster than the Q5, and the e-tron/Q8 e-tron lost value quickly (editorial estimate). Porsche 911s hold value far better than most cars, and Macans and Cayennes depreciate about like other luxury SUVs. TDI buyback cars resold with the emissions modification trade at a discount.",
    warrantyInfo: {
      asOf: "2026-11",
      text: "For 2020 and later model years VW offers a 4-year/50,000-mile new vehicle limited warranty that also covers the powertrain, plus 2 years/20,000 miles of Carefree Maintenance, a corrosion-perforation warranty, and an 8-year/100,000-mile high-voltage battery warranty on the ID.4 and ID. Buzz. 2018–2019 VWs carried a 6-year/72,000-mile transferable bumper-to-bumper warranty, and earlier years 3 years/36,000 miles basic with 5 years/60,000 miles powertrain. Audi and Porsche give 4 years/50,000 miles new vehicle coverage, and their EVs carry 8-year/100,000-mile battery warranties. TDI cars that received the approved emissions modification also have an extended emissions warranty on listed parts.",
    },
  },
  repairInfo: {
    repairCosts:
      "Typical independent-shop estimates, parts and labor, excluding diagnosis and taxes: EA888 Gen 3 water pump/thermostat $800–$1,400; timing-chain tensioner $700–$1,200 or full chain kit $1,500–$2,500; PCV valve $250–$600; DSG mechatronic $1,800–$3,500; walnut blasting $500–$900; ignition coils and plugs on a 2.0T $350–$600; Haldex pump $600–$1,000; Audi 3.0T thermostat $1,000–$1,800. Dealer prices are often 40–70% higher, and Porsche work costs the most in the group. A VW/Audi specialist with ODIS or VCDS usually diagnoses faster and cheaper than a general shop.",
    diyFixes:
      "VW and Audi owners have one of the best DIY scan-tool options in VCDS (Ross-Tech) or OBDeleven, which can read manufacturer codes, run basic settings and do service resets. Reasonable home jobs: oil and filter (many EA888 cars have a top-mounted filter), coils and spark plugs, PCV valve on Gen 3 engines, cabin and engine air filters, sunroof and cowl drain cleaning, the 2.0T FSI cam follower, brake pads and rotors (rear electronic parking brakes must be retracted with a scan tool), and the DSG fluid change with the proper fill adapter and temperature check. Leave timing chains and water pumps to a shop unless you have the special locking tools.",
    warningSigns:
      "A rattle for a couple of seconds at cold start on a 2008–2012 2.0T is the tensioner warning; have it checked immediately. A pink crust on the pump housing below the intake manifold or a sweet smell after driving a 2015-on EA888 is the water pump. An idle whistle or a rough idle with P0171 points to a torn PCV diaphragm. Jerky take-offs or a flashing gear indicator mean DSG trouble. Wet carpet or random electrical faults on any sunroof car mean blocked drains. An 'Airbag Off' light with an adult in an Atlas passenger seat is the occupant-detection recall.",
    preventativeTips:
      "Use only oil meeting the VW 502 00/504 00/508 00 specification for your engine and change it every 5,000–7,500 miles on turbo engines, not the 10,000-mile maximum. Service DSG transmissions every 40,000 miles and Haldex couplings every 20,000–40,000 miles. Replace the 2.0T FSI cam follower every 30,000–50,000 miles. On 2008–2012 2.0T engines, confirm the updated tensioner is installed. Clean sunroof and cowl drains every fall. Keep coolant topped with the specified G12/G13-type coolant only, and inspect the Gen 3 water pump at every oil change once past 40,000 miles.",
    yearsToAvoid:
      "2008–2012 VW and Audi 2.0 TSI/TFSI models without proof of the updated tensioner; 2009–2011 Audi A4, A5 and Q5 2.0T for oil consumption; 2006–2008 2.0T FSI cars without cam-follower records; 2002–2006 Audi A4/A6 with the Multitronic CVT; 2005–2010 Audi 3.2 and 4.2 FSI models; 2009–2015 TDIs unless the fuel system and emissions modification are documented; first-year 2018 Atlas and 2021 ID.4. For Porsche, avoid 1997–2008 Boxster, Cayman and 911 models without an IMS-bearing upgrade or documentation.",
  },
  recalls: {
    asOf: "2026-11",
    majorCampaigns:
      "The defining U.S. action was the 2015 diesel-emissions case: about 475,000 2009–2015 2.0 L TDI and about 80,000 2009–2016 3.0 L TDI vehicles were covered by buybacks or approved emissions modifications with extended emissions warranties. Safety recalls include the 2023 (about 143,000) and 2024 (about 271,000) Atlas and Atlas Cross Sport occupant-detection recalls, the 2023 and 2024 ID.4 door-handle recalls (the 2024 one with a stop-sale of about 99,000 vehicles), a 2024 recall of about 261,000 2015–2020 front-drive Golf, Jetta and Audi A3 models for a fuel-tank jet-pump seal that can leak fuel, and Porsche's 2024 recall of about 27,500 Taycans built from late 2019 to early 2024 for possible battery-module short circuits.",
    handlingProcess:
      "Volkswagen Group of America files recalls with NHTSA and notifies owners by mail; VW, Audi and Porsche dealers perform repairs at no charge. When parts are not ready, the group often sends an interim letter with instructions (for example, keeping passengers out of an affected Atlas front seat or limiting a Taycan's charge to 80%), followed by a second letter when the fix is available. Emissions settlements were handled through federal and California regulators and a court-supervised claims program.",
    ownerSteps:
      "Enter the VIN at nhtsa.gov/recalls and on the VW, Audi or Porsche owner site; ask the dealer for open service campaigns too, since those include non-safety software and extended-warranty programs. Follow interim instructions from recall letters exactly. When buying a used TDI, get written confirmation of the emissions modification. Keep records of recall repairs for resale, and for ID.4s, keep the software current at the dealer.",
    patterns:
      "Recent VW Group recalls cluster in three areas: sensors and wiring tied to airbags (Atlas), electric-vehicle hardware and software (ID.4 door handles, drive software, 12-volt charging; Taycan batteries), and fuel or emissions hardware on older compacts. The most expensive owner problems (EA888 tensioners, oil consumption, water pumps) were handled through class actions or goodwill rather than safety recalls, so a clean recall record does not mean those parts were updated.",
  },
  strengths: {
    excellingAreas: [
      "Interior quality and materials above class price on VW models",
      "Driving feel of the GTI, Golf R and Audi S models",
      "EA888 2.0 L turbo: strong torque and good fuel economy",
      "Audi quattro all-wheel drive and winter traction",
      "Porsche chassis engineering and dependability-survey results",
    ],
    uniqueFeatures: [
      "Shared MQB and MLB platforms across VW, Audi and Porsche",
      "DSG and S tronic dual-clutch transmissions",
      "Audi Virtual Cockpit and VW Digital Cockpit instrument displays",
      "VCDS and OBDeleven owner-level diagnostic support",
      "800-volt Porsche Taycan and Audi e-tron GT electric platform",
    ],
    awards: [
      "VW Golf: 2015 North American Car of the Year and 2015 Motor Trend Car of the Year",
      "VW Golf: World Car of the Year in 2009 and 2013",
      "VW ID.4: 2021 World Car of the Year",
      "Porsche Taycan: 2020 World Luxury Car and World Performance Car",
      "Audi e-tron GT: 2022 World Performance Car",
    ],
    engineeringApproaches:
      "Volkswagen Group standardizes aggressively: engines, transmissions, electrical modules and platforms move between brands, so an Audi Q3 and a VW Tiguan share a huge amount of hardware and diagnostic procedure. Engines are mostly small-displacement turbo direct-injection units; the Gen 3 EA888 added port injection on many versions to cut carbon buildup and moved the exhaust manifold into the cylinder head for faster warm-up. Dual-clutch gearboxes are used where performance and efficiency matter, with conventional Aisin or ZF automatics in larger SUVs. VW also leans on plastic in cooling modules and intake parts, which saves weight but explains many leaks.",
    commitments:
      "The group has committed to U.S. manufacturing with the Chattanooga plant (Atlas, Atlas Cross Sport, ID.4) and the Scout Motors plant in South Carolina, and to a joint venture with Rivian for future vehicle software. Following the diesel settlement, Volkswagen funded Electrify America, the DC fast-charging network, as part of its obligations. VW's current 4-year/50,000-mile warranty with two years of included maintenance beats the 3-year/36,000-mile basic coverage most mainstream brands give.",
  },
  expertInsights: {
    mechanicPerspectives:
      "Most VW and Audi cars we see are not unreliable so much as maintenance-sensitive: they punish skipped DSG services, stretched oil intervals and the wrong oil spec. The repairs we do most are water pumps, PCV valves, coils, tensioner updates on older 2.0Ts and drains on sunroof cars. An owner who uses a VW specialist with VCDS or ODIS, changes oil at 5,000–7,500 miles and services the DSG on time usually gets 150,000-plus miles from an EA888. Porsche owners should budget for specialist labor rates even on simple work.",
    engineeringAnalysis:
      "The EA888 shows how VW learns by generation: Gen 1 and 2 had the tensioner and piston-ring faults, Gen 3 fixed both but brought the plastic thermal-management module that leaks. Direct injection without port injection caused carbon buildup on the FSI and early TSI; later engines added dual injection. The Bosch CP4 pump on the TDI was a supplier design shared with other diesel makers, but VW's emissions software scandal ended the platform before the problem could be redesigned. The MEB EV platform is mechanically simple; most of its problems have been software and supplier parts.",
    qualityOpinions:
      "Interior fit and finish is a VW Group strength, and Audi cabins remain among the best in the luxury class. Paint and corrosion protection are good; rust-through on post-2005 VWs and Audis is uncommon outside road-salt regions. Electrical quality is mixed: window regulators, door-lock modules and infotainment units fail more often than on Japanese rivals. Chattanooga-built Atlases had a rough first year, but later builds have improved in our experience.",
    futurePredictions:
      "We expect the EA888 Gen 3 and its evo4 successor to remain the workhorse in used VW and Audi inventory for a decade, so water pumps, PCV valves and DSG services will stay routine shop work. The Rivian software venture should shape future electronics, and we expect more over-the-air fixes and fewer dealer visits for software. The Scout brand will test whether the group can sell body-on-frame trucks and SUVs in the U.S., a segment where the group has no current U.S. product.",
  },
  buyingGuidance: {
    bestModelYears:
      "Used picks in our experience: 2015–2021 GTI and Golf R with service records and a done or recently inspected water pump; 2019–2024 Jetta; 2018–2024 Tiguan; 2020-on Atlas and Atlas Cross Sport with recalls completed; 2018–2024 Audi Q5; 2017–2024 Audi A4/A5 2.0 TFSI; 2019-on Porsche Macan and Cayenne. For the VW 2.0T, buy 2013-and-later to get the updated tensioner design, and prefer cars that had DSG services on schedule.",
    modelsToAvoid:
      "Avoid 2008–2012 2.0T cars without tensioner proof, 2009–2011 Audi 2.0T A4/A5/Q5 with heavy oil use, 2002–2006 Audi Multitronic CVT models, Audi 3.2 and 4.2 FSI models with cold-start rattle, TDIs without fuel-system and emissions-modification records, and first-year 2018 Atlas and 2021 ID.4. For Porsche, avoid 996/997 models with no IMS-bearing history and 2003–2010 Cayenne V8s that still have the original plastic coolant pipes.",
    inspectionTips:
      "Get a pre-purchase inspection from a VW/Audi specialist with VCDS or ODIS and ask for an auto-scan of all modules plus DSG clutch values. Start the engine cold and listen for chain rattle. Look for coolant crust around the water pump and thermostat, oil around the valve cover, PCV and oil filter housing, and wet carpet or water stains in the footwells and headliner. On DSG cars, test smooth take-offs and parking maneuvers; on 4Motion/quattro transverse models, ask for Haldex service records. Run the VIN for open recalls, especially Atlas airbag sensors, ID.4 door handles and TDI emissions modifications.",
    negotiationTips:
      "Volkswagen regularly runs subsidized financing, lease specials and cash incentives on the Jetta, Taos, Tiguan and ID.4, so compare the incentive offer with the cash price before negotiating. ID.4 and Audi e-tron models have seen large discounts and lease deals, making them strong negotiation targets. Ask VW dealers for out-the-door quotes that show whether the advertised APR and the cash rebate can be combined, since they often cannot. On used Audis, use the coming water-pump, DSG or timing-chain work as price leverage when records are missing.",
    dealerAddOns:
      "Common VW and Audi dealer add-ons: tire-and-wheel coverage, prepaid maintenance beyond the included Carefree Maintenance, paint and interior protection, door-edge guards, window tint, key replacement plans and third-party extended warranties. A factory-backed extended warranty can make sense on a DSG or 3.0T Audi kept past 50,000 miles. Decline VIN etching, nitrogen-filled tires and pre-installed accessory packages, and do not pay again for the first two services Carefree Maintenance already covers.",
  },
};
