import { marketShareText } from "../market-share";
import type { Manufacturer } from "../schema";

export const manufacturer: Manufacturer = {
  slug: "hyundai-kia",
  name: "Hyundai-Kia",
  category: "import",
  marketShare: marketShareText("hyundai-kia"),
  shortDescription:
    "Hyundai Motor Group sells three U.S. brands (Hyundai, Kia and Genesis) that share engines, transmissions and platforms, so a fault found in a Sonata usually turns up in an Optima or K5 too. Long warranties sit beside a record of Theta II engine failures, theft-prone key-start cars and big fire recalls.",
  description:
    "Shared Hyundai, Kia and Genesis hardware means shared faults: Theta II rod-bearing failures on 2011–2019 2.4 GDI and 2.0T engines, key-start cars with no immobilizer, ABS-module fires, EV charging-unit (ICCU) failures and early dual-clutch hesitation.",
  countryOrigin: "South Korea",
  headquarters:
    "Seoul, South Korea (Hyundai Motor Group); U.S. arms in Fountain Valley, Calif. (Hyundai, Genesis) and Irvine, Calif. (Kia)",
  philosophy:
    "Hyundai entered the U.S. with the 1986 Excel, a cheap car that earned a poor reputation, and spent the next decade buying its way back with warranty: the 10-year/100,000-mile powertrain coverage that arrived for the 1999 model year was a bet that the cars would hold up, and it forced the engineering to catch up. Kia, sold here since 1994 and controlled by Hyundai since 1998, took a design-led path after hiring Peter Schreyer in 2006, while Genesis became a separate luxury brand in 2015. The group is unusually vertically integrated: Hyundai Steel rolls sheet metal, Hyundai Mobis supplies modules and airbags, Hyundai Transys builds transmissions and Hyundai Kefico builds engine controllers. That keeps costs down and model cycles short (about five years), but it also means one shared-part mistake, such as machining debris in a crankshaft or a leaky ABS module, spreads across millions of Hyundais and Kias at once.",
  recentNews: {
    asOf: "2026-11",
    text: "The Hyundai Motor Group Metaplant America near Savannah, Georgia started building the Ioniq 5 in late 2024 and was formally opened in March 2025, adding the three-row Ioniq 9; in 2025 the group also announced more than $20 billion of further U.S. investment, including a steel mill in Louisiana. A September 2025 federal immigration raid at the adjoining Hyundai–LG Energy Solution battery-plant site set that project back. On the service side, the late-2024 ICCU recall pulled in about 208,000 Ioniq 5, Ioniq 6, EV6 and Genesis EVs again after an earlier fix did not hold, and in December 2025 a coalition of state attorneys general settled with both brands over immobilizer-less cars, requiring free zinc-reinforced ignition-cylinder protectors (owner notices from early 2026) and immobilizers on every future U.S. model.",
  },
  marketPosition:
    "Counting Hyundai, Kia and Genesis together, the group sold a record of roughly 1.7 million vehicles in the U.S. in 2024, fourth behind General Motors, Toyota and Ford. Volume comes from compact and midsize crossovers (Tucson, Sportage, Santa Fe, Sorento) and the Telluride and Palisade three-rows, which sell close to sticker in many markets. Elantra and K4 are among the last affordable compact sedans, and the Ioniq 5, EV6 and EV9 made the group one of the larger non-Tesla EV sellers. Genesis is small by volume but competes directly with Lexus and BMW on price and equipment. Alabama (Montgomery) and Georgia (West Point and Ellabell) plants build a large share of U.S. sales, which shields the core SUVs from some import tariffs.",
  commonProblems: [
    {
      title: "Theta II GDI connecting-rod bearing failure and engine seizure",
      affected:
        "2011–2019 Sonata, 2013–2019 Santa Fe Sport/Santa Fe, 2014–2015 and 2018–2019 Tucson, 2011–2019 Optima, 2012–2019 Sorento and 2011–2019 Sportage with the 2.4 L GDI (G4KJ) or 2.0 L turbo GDI (G4KH)",
      symptoms:
        "A knock that rises with rpm, usually between 60,000 and 120,000 miles, then an oil-pressure light, flashing check-engine light and stalling. Cars with the knock-sensor software flash the check-engine light, set P1326 and limit rpm and speed; misfire codes P0300–P0304 can also set. A rod can break through the block at speed and spray oil on the exhaust: pull over and shut the engine off at the first heavy knock.",
      cause:
        "On the engines in the 2015 and 2017 recalls, machining debris left around the crankshaft at the Alabama engine plant restricted oil flow to the rod bearings. Later failures trace to the same bearing design plus low oil level from consumption and stretched oil-change intervals. A spun bearing hammers the rod until it seizes or punches through the block.",
      fix:
        "Run the VIN for recalls and the Knock Sensor Detection System (KSDS) campaign. The dealer inspects and replaces the engine under recall or under the 2019 class settlement's lifetime short-block coverage for original and later owners, which requires KSDS; keep oil-change records in case a claim is questioned. Replacement engines from earlier recalls had their own follow-up check of the high-pressure fuel-pipe connection, so confirm that was done too.",
      cost:
        "Estimate: $0 when the recall or lifetime bearing coverage applies; otherwise $5,500–$9,000 for an installed long block, not counting diagnosis, towing or a rental car.",
      system: "advanced-engine",
      asOf: "2026-11",
    },
    {
      title: "No-immobilizer key-start theft vulnerability",
      affected:
        "About 9 million 2011–2022 Hyundai and Kia models with a mechanical turn key (no push-button start), including Elantra, Sonata, Accent, Tucson, Santa Fe, Kona, Forte, Optima, Soul, Rio, Sportage and Sorento",
      symptoms:
        "Smashed rear quarter glass, a cracked steering-column shroud and an ignition cylinder pried or pulled out. After a failed attempt the key will not turn, the column lock binds or the engine will not crank. Airbag or steering-angle warnings can appear from column damage. Stolen cars are often crashed, and until the software and cylinder protector are installed the car stays quick to steal.",
      cause:
        "These trims were built without a transponder immobilizer, so the engine controller starts the engine as soon as the ignition switch turns. The column shroud and cylinder housing break easily and expose the switch, which a USB-A plug or screwdriver can turn.",
      fix:
        "Free dealer software (from 2023) lengthens the alarm to one minute and adds an ignition kill until the car is unlocked with the fob. Cars that cannot take it got steering-wheel locks and up to $300 for anti-theft devices under the class settlement. A December 2025 settlement with 35 state attorneys general adds a free zinc-reinforced ignition-cylinder protector, even for cars with the software. Theft damage means a new cylinder, switch, shroud and usually re-keyed locks.",
      cost:
        "Estimate: $0 for the software and cylinder protector; repairing theft damage runs $600–$2,500 for cylinder, switch, column parts and glass, before the insurance deductible.",
      system: "ecu",
      asOf: "2026-11",
    },
    {
      title: "ABS module (HECU) internal brake-fluid leak and engine-bay fire",
      affected:
        "2010–2019 Hyundai and Kia in the September 2023 park-outside recalls, including 2011–2015 Elantra and Sonata Hybrid, 2012–2015 Accent, 2010–2013 Tucson, 2011–2015 Optima, 2011–2014 Sorento, 2010–2013 Forte and Sportage",
      symptoms:
        "ABS, traction-control and brake warning lights, sometimes with ABS codes for module power or valve relay faults. A burning-plastic smell or smoke from the driver's side of the engine bay near the master cylinder, or a melted HECU connector. The fire can start with the car parked and switched off, so park it outdoors and away from buildings until the recall is done.",
      cause:
        "Brake fluid seeps past seals inside the hydraulic electronic control unit's valve block and reaches the circuit board. The board has constant battery power, so the short keeps heating with the ignition off.",
      fix:
        "The recall remedy replaces the ABS module fuse with a revised fuse meant to cut power before a shorting board can overheat. A module that is already leaking fluid, scorched or setting internal codes is replaced and the brakes are bled with the scan-tool ABS bleed routine, then the system is checked for codes and a road test done.",
      cost:
        "Estimate: $0 under the recall; an out-of-recall HECU replacement with scan-tool bleed costs $1,200–$2,600, not counting diagnosis or any fire damage.",
      system: "abs-system",
      asOf: "2026-11",
    },
    {
      title: "Nu, Gamma and Theta MPI engine failures and piston-ring oil burning",
      affected:
        "December 2020 recalls: 2012 Santa Fe, 2011–2013 and 2016 Sonata Hybrid, 2015–2016 Veloster, 2012–2015 Forte, 2014–2015 Soul, 2012–2013 Sorento, 2011–2013 Optima Hybrid; 2020–2023 Soul and 2021–2023 Seltos 2.0 MPI",
      symptoms:
        "Oil use of a quart in 1,000 miles or worse, blue smoke at start-up, a low-oil light between changes, then ticking that turns into knock. Misfire codes P0300–P0304 and catalyst code P0420 often show up first. The oil-pressure light and a sudden stall come last. Oil pushed onto a hot exhaust manifold has caused fires.",
      cause:
        "The December 2020 recalls covered premature rod-bearing wear in the 2.4 Theta II MPI, 2.0 Nu GDI and 1.6 Gamma GDI. On the Soul and Seltos 2.0 MPI, a supplier's uneven heat treatment left the piston oil rings too hard; they chip, scuff the bores and let oil into the chambers until a starved rod bearing seizes.",
      fix:
        "Dealer inspection under the recalls, with engine replacement when damage is found. The older engines get KSDS software, and a later class settlement gave covered Theta II MPI, Nu GDI and Gamma GDI cars 15-year/150,000-mile short-block coverage; the Soul and Seltos get Piston-ring Noise Sensing System software. Run a documented oil-consumption test before arguing coverage.",
      cost:
        "Estimate: $0 under the recalls and extended coverage; outside them a replacement engine costs $4,500–$7,500 installed, not counting diagnosis, towing or a damaged catalytic converter.",
      system: "advanced-engine",
      asOf: "2026-11",
    },
    {
      title: "ICCU failure and 12-volt discharge on Hyundai, Kia and Genesis EVs",
      affected:
        "2022–2024 Ioniq 5, 2023–2025 Ioniq 6, 2022–2024 Kia EV6, 2023–2025 Genesis GV60 and Electrified GV70, and 2023–2024 Electrified G80",
      symptoms:
        "A 'Check electrical system' or 'Stop vehicle in a safe place' message with a chime, power cut back to a crawl, a 12-volt battery that keeps going flat, and AC charging that fails to start. Owners often report a loud pop when the unit fails. Drive power can fade on the highway within minutes: exit at the first warning.",
      cause:
        "The Integrated Charging Control Unit combines the onboard AC charger with the DC-DC converter that feeds the 12-volt system. Transistors inside it can overheat and fail, blowing the ICCU fuse; with no DC-DC output the 12-volt battery drains until the car shuts down.",
      fix:
        "Recall repair: updated ICCU software, inspection, and replacement of the ICCU and its fuse if damaged. The late-2024 campaign superseded an earlier one, so cars already fixed once must return. Afterward, load-test or replace the 12-volt battery, clear stored codes and confirm with a voltmeter that the DC-DC converter is charging the 12-volt battery with the car in Ready mode.",
      cost:
        "Estimate: $0 under the recall; out of warranty an ICCU costs roughly $2,500–$5,000 installed, not counting towing or a replacement 12-volt battery.",
      system: "electrical",
      asOf: "2026-11",
    },
    {
      title: "Seven-speed dry dual-clutch (7DCT) hesitation and take-off shudder",
      affected:
        "Turbocharged cars with the 7-speed dry DCT: 2016–2018 Tucson 1.6T, Sonata Eco, Elantra Eco and Elantra GT Sport, Veloster Turbo, Kona 1.6T, and Kia Forte GT, Soul Turbo and Seltos 1.6T",
      symptoms:
        "A one- to two-second pause before the car moves from a stop, judder or shudder at parking-lot speed, lurching creep in traffic and a 'transmission hot, stop safely' warning after stop-and-go or hill holding. The 2016 Tucson was recalled because in hot weather, repeatedly lifting and pressing the pedal from a stop could leave the car not moving, a real hazard when pulling into traffic. Clutch-actuator codes in the P0900 range are common.",
      cause:
        "Dry clutches slip and overheat when the driver holds the car on a hill with the throttle or creeps for long stretches. Early transmission-control software engaged the clutches too cautiously when hot, and worn clutch packs and engagement actuators then make the judder worse.",
      fix:
        "Check for the 2016 Tucson recall and later TCM software campaigns, then run the clutch touch-point learn with the Hyundai/Kia scan tool. Worn units get a double-clutch assembly, release bearings and, when needed, clutch actuators, always followed by the learn procedure. Teach the owner to hold the car on the brake, never the throttle.",
      cost:
        "Estimate: $0–$200 for software and relearn; $1,800–$3,500 for a clutch pack with actuator work, not counting diagnosis. Original-owner powertrain coverage may apply unless the failure is judged wear.",
      system: "transmission",
      asOf: "2026-11",
    },
    {
      title: "Airbag control unit overstress: front airbags may not deploy",
      affected:
        "2011–2013 Sonata and 2011–2012 Sonata Hybrid; 2010–2013 Kia Forte and Forte Koup, 2011–2013 Optima, 2011–2012 Optima Hybrid and 2011–2012 Sedona with the ZF-TRW airbag control unit",
      symptoms:
        "Usually nothing before a crash. Some cars show an airbag light or stored airbag-module internal-fault codes. In a frontal crash the front airbags and seat-belt pretensioners may not fire; deaths and injuries were reported before the recall, so an open recall on one of these cars is urgent.",
      cause:
        "An application-specific integrated circuit inside the airbag control unit had no protection against electrical overstress. Voltage spikes during a crash, or from accessories spliced into nearby wiring, could damage it so the unit never commands deployment.",
      fix:
        "The 2018 recall remedy adds electrical-overstress protection at the airbag control unit connection, free at any dealer. Afterward scan the restraint system, clear codes and confirm the airbag light goes out after the bulb check. Remove any aftermarket accessory tapped into wiring near the restraint harness.",
      cost:
        "Estimate: $0 under the recall; replacing and configuring a control unit outside it costs $400–$900, not counting crash repairs or a separate airbag-light diagnosis.",
      system: "electronics-wiring",
      asOf: "2026-11",
    },
    {
      title: "Steering column clunk from a worn MDPS flexible coupling",
      affected:
        "Hyundai's coupling bulletin lists 2007–2014 Elantra, 2009–2012 Elantra Touring, 2013–2014 Elantra GT and Coupe, 2011–2014 Sonata and Sonata Hybrid, 2012–2014 Veloster and Azera, and 2013–2014 Santa Fe",
      symptoms:
        "A click, thud or clunk felt through the wheel when turning slightly left and right at low speed or parked, and a rattle over rough pavement under about 40 mph. There is no warning light and assist keeps working, but the wheel develops a little free play that gets worse.",
      cause:
        "These cars mount the motor-driven power steering (MDPS) motor on the column. A small rubber flexible coupling between the motor and the worm shaft hardens and breaks up, leaving lash between motor and column.",
      fix:
        "Remove the column-mounted motor and fit Hyundai's revised coupling (marked 4P) per its service bulletin; as of November 2026 most of these cars are past any factory coverage, so ask the dealer only about goodwill. After reassembly, check for MDPS codes and recalibrate the steering-angle sensor if the scan tool asks for it.",
      cost:
        "Estimate: $250–$650 at an independent shop for a part under $40 and 1.5–3 hours of labor, not counting an alignment check; a practical DIY job with basic tools.",
      system: "steering-system",
    },
    {
      title: "Harsh or delayed shifts from the six-speed automatics",
      affected:
        "Six-speed automatics (A6MF, A6LF and A6GF families) in 2011–2016 Sonata, Optima, Elantra, Forte, Sorento and Santa Fe Sport",
      symptoms:
        "Harsh 1–2 or 2–3 upshifts, an rpm flare on the 3–4 shift, a clunk engaging Drive or Reverse when cold and lazy downshifts. Gear-ratio codes P0731–P0736, torque-converter clutch code P0741 or shift-solenoid circuit codes can set, and the car may drop into a fixed-gear limp mode.",
      cause:
        "Shift quality depends on adaptive values in the transmission controller; early calibrations learned badly. Hyundai's SP-IV fluid is listed as no-service under normal use, so it is often original at 120,000 miles, and worn valve-body bores and solenoids then cause pressure errors.",
      fix:
        "Update the transmission controller software, reset adaptive values and complete the learn drive with the scan tool. Drain and fill with SP-IV several times, since one drain only replaces part of the fluid. A valve body or solenoid pack fixes persistent ratio or solenoid codes; rebuild only a unit that slips under load.",
      cost:
        "Estimate: $150–$400 for software, adaptive reset and fluid exchange; $1,000–$1,800 for a valve body; $3,500–$5,500 for a remanufactured transmission, not counting diagnosis.",
      system: "transmission",
    },
    {
      title: "Trailer-hitch wiring module short circuit and fire",
      affected:
        "2020–2022 Palisade and Kia Telluride, 2019–2023 Santa Fe (including Hybrid and Plug-in), 2022–2023 Santa Cruz and 2022–2023 Carnival fitted with the Hyundai or Kia accessory 4-pin tow-hitch harness",
      symptoms:
        "Trailer lights that stop working, a blown hitch fuse, a burning smell near the rear bumper or cargo-area side panel, and a melted or scorched hitch module. The fire can start with the ignition off, so park outdoors and away from buildings until the recall is done.",
      cause:
        "Water gets in through the 4-pin trailer connector and reaches the printed circuit board in the hitch module. The module has constant battery power, so a wet board shorts and overheats.",
      fix:
        "Recall: the dealer inspects the module, pulls the hitch fuse as an interim step, then installs a sealed wire-extension kit and a new 15-amp fuse. Afterward, test the trailer circuits with a real lamp load, not a test light, and coat the connector pins with dielectric grease.",
      cost:
        "Estimate: $0 under the recall; out-of-recall repairs to a heat-damaged rear harness cost $500–$2,000, not counting bodywork or an insurance deductible.",
      system: "electrical",
      asOf: "2026-11",
    },
  ],
  modelLineup: {
    asOf: "2026-11",
    current: [
      "Hyundai cars and small SUVs: Venue, Elantra (Hybrid, N), Sonata (Hybrid), Kona and Kona Electric",
      "Hyundai SUVs and truck: Tucson (Hybrid, Plug-in Hybrid), Santa Fe (Hybrid), Palisade (Hybrid), Santa Cruz",
      "Hyundai Ioniq 5 (including Ioniq 5 N), Ioniq 6 and three-row Ioniq 9 EVs; Nexo fuel-cell SUV in California",
      "Kia cars: K4 sedan, K4 Hatchback (from the 2026 model year), K5 midsize sedan and Soul",
      "Kia SUVs: Seltos, Niro (Hybrid, Plug-in Hybrid, EV), Sportage (Hybrid, Plug-in Hybrid), Sorento (Hybrid, Plug-in Hybrid), Telluride",
      "Kia Carnival minivan (including Carnival Hybrid), EV6 and three-row EV9",
      "Genesis sedans: G70, G80 and G90",
      "Genesis SUVs: GV60, GV70 (including Electrified GV70), GV80 and GV80 Coupe",
    ],
    bestSelling: [
      "Hyundai Tucson",
      "Kia Sportage",
      "Hyundai Elantra",
      "Kia Telluride",
      "Hyundai Santa Fe",
      "Kia Sorento",
      "Genesis GV70 and GV80",
    ],
    upcoming: [
      "Next-generation Kia Telluride, including a hybrid version (announced for the 2027 model year)",
      "Genesis Magma high-performance models, starting with the GV60 Magma",
      "More hybrids built at the Georgia Metaplant alongside its EVs (announced)",
    ],
    discontinued: [
      "Hyundai Accent (through 2022) and Veloster (through 2021; Veloster N through 2022)",
      "Hyundai Ioniq Hybrid, Plug-in and Electric hatchback (2017–2022)",
      "Hyundai Azera (through 2017), Equus (through 2016), Genesis Coupe (2010–2016)",
      "Hyundai Veracruz (2007–2012), Entourage minivan and Tiburon coupe",
      "Hyundai Santa Fe Sport and Santa Fe XL names (retired after 2018 and 2019)",
      "Kia Optima (replaced by the K5 for 2021) and Forte (replaced by the K4 after 2024)",
      "Kia Stinger (2018–2023), Rio (through 2023), Cadenza and K900 (through 2020)",
      "Kia Sedona (replaced by the Carnival for 2022), Rondo, Amanti, Spectra and Borrego",
    ],
    specialization:
      "The group's strength is well-equipped mainstream crossovers at a price below Toyota and Honda, with the three-row Telluride and Palisade as its most profitable nameplates. It also builds a dedicated 800-volt EV platform (E-GMP) that charges faster than most rivals at a DC fast charger, and it offers hybrid versions of nearly every core SUV. Genesis adds rear-drive luxury sedans with twin-turbo V6 power and a long standard warranty. Shared hardware is the key to servicing these cars: the 2.4 GDI Theta II, 1.6T Gamma, Smartstream 2.5 and 2.5T, and the 3.5 and 3.8 Lambda V6 engines appear across both brands, so Hyundai bulletins often apply to the matching Kia.",
  },
  reliabilityInfo: {
    overallScore:
      "Reliability depends heavily on engine and year. Recent Kia and Genesis models have placed well in J.D. Power's initial-quality and dependability studies, and Consumer Reports has ranked Hyundai and Kia in the upper half of brands in several recent years. The 2011–2019 GDI four-cylinders pull long-term scores down, because their bearing failures arrive well after the surveys' three-year window and cost an engine when they do.",
    comparison:
      "Against Toyota and Honda, a Hyundai or Kia from the same year usually matches them for electrical and body quality. It trails on engine durability for the Theta II and Nu era, and it offers twice the powertrain warranty for the first owner. Against Nissan's CVT-era cars, the conventional six- and eight-speed automatics hold up better. Genesis rivals Lexus in early ownership surveys but lacks Lexus's long record of trouble-free 200,000-mile cars.",
    trends:
      "Quality has improved sharply since the Smartstream engines and eight-speed automatics replaced the Theta II and six-speed around 2020–2021. New-model launches kept bringing clusters of recalls through 2022–2025, as with the ICCU in the first E-GMP EVs, the Telluride's power-seat motors and the hitch modules on Palisade and Telluride. The 2020 NHTSA consent orders, with $210 million in combined penalties over slow Theta II recalls, pushed both brands into faster, wider recalls, which is why campaign counts look high today.",
    mostReliable:
      "The 3.8 L Lambda V6 in the 2020-and-later Palisade and Telluride, the hybrid versions of the Elantra, Sonata, Tucson and Sportage, and the Genesis G80 and GV80 with the 3.5T V6 have been the most trouble-free in our shop so far. The naturally aspirated 3.3 V6 in the 2016–2020 Sorento and 2013–2019 Santa Fe and Santa Fe XL is also a solid, simple engine.",
    leastReliable:
      "Avoid or budget for the 2011–2014 Sonata and Optima with the 2.4 GDI or 2.0T, the 2012–2014 Sorento and 2013–2016 Santa Fe Sport on the same engines, and the 2016–2017 Tucson 1.6T with the early dual-clutch. The 2012–2016 Soul and Forte with the Gamma 1.6 GDI or Nu 2.0 and the 2020–2023 Soul and 2021–2023 Seltos 2.0 MPI also belong on the list unless recall work is documented. First-year Ioniq 5 and EV6 cars are fine once the ICCU recall is done.",
  },
  ownershipCosts: {
    averagePrice:
      "As 2025 editorial estimates before destination fees: a Venue or K4 starts in the low $20,000s, Elantra, Kona and Seltos run $22,000–$32,000, Tucson, Sportage, Santa Fe and Sorento $29,000–$48,000, and Palisade, Telluride and Carnival $37,000–$55,000. Ioniq 5, Ioniq 6 and EV6 list from the low $40,000s and the EV9 and Ioniq 9 reach about $75,000. Genesis starts near $42,000 for a G70 and approaches $100,000 for a loaded G90. Popular Telluride trims have sold at or above sticker; slow-selling EVs and sedans often carry large discounts.",
    maintenanceCosts:
      "Expect roughly $400–$700 a year at independent shops for oil services, filters and tire rotations (editorial estimate). Most Hyundai and Kia schedules of this era list 7,500-mile oil changes under normal use and about half that under severe use; we treat every GDI engine as severe service because the lifetime engine coverage depends on documented changes. New Hyundais since the 2020 model year include complimentary oil changes and tire rotations for 3 years/36,000 miles. The dual-clutch and SP-IV six-speed automatics benefit from fluid service at around 60,000 miles.",
    insuranceTrends:
      "Insurance on 2011–2022 key-start Hyundai and Kia models rose sharply after the 2022–2023 theft wave, and some major insurers stopped writing new policies on those models in certain cities for a time; the free software and a steering-wheel lock help at renewal. Push-button-start models with immobilizers were not affected and insure like their peers. Genesis premiums run above Hyundai for the same size class because of higher parts and repair costs.",
    depreciationRates:
      "Telluride and Palisade hold value well, often near the top of their class at three years. Mainstream sedans (Elantra, Sonata, K5) depreciate faster than Corolla and Camry. The Ioniq 5, Ioniq 6 and EV6 fell hard because federal lease credits and price cuts pushed new-car prices down. Genesis G80 and G90 sedans lose value quickly, which makes a three-year-old example one of the better luxury bargains. Theta II cars sell cheaply, and proof of KSDS installation and maintenance records raises their value.",
    warrantyInfo: {
      asOf: "2026-11",
      text: "Hyundai: 5 years/60,000 miles new-vehicle coverage, 10 years/100,000 miles powertrain for the original owner (5 years/60,000 miles for later owners), 7 years/unlimited miles anti-perforation, and 10 years/100,000 miles on hybrid and EV batteries. Kia: the same 5/60 and 10/100 terms, 5 years/100,000 miles anti-perforation and 5 years/60,000 miles roadside assistance. Genesis matches the 5/60 and 10/100 coverage and adds complimentary scheduled maintenance and service pickup for a period that has varied by model year. Some earlier Hyundai hybrids, such as the Ioniq Hybrid, were sold with a lifetime hybrid-battery warranty for the original owner.",
    },
  },
  repairInfo: {
    repairCosts:
      "Routine parts are cheap and widely stocked, and independent shops can read most systems with a good aftermarket scan tool, though module programming and DCT or ADAS learns often need Hyundai's GDS or Kia's KDS. Typical estimates: front brakes $300–$550, a GDI intake-valve cleaning $400–$700, an AGM battery on stop-start models $250–$400, and a Theta II long block $5,500–$9,000 when no coverage applies. Genesis parts cost noticeably more, and an EV ICCU or onboard charger out of warranty is a $2,500-plus repair.",
    diyFixes:
      "Owners can replace the engine and cabin air filters, wiper blades and the 12-volt battery (afterward reset the one-touch windows and sunroof, and on cars with a battery sensor leave the car locked and off for a few hours so the sensor relearns). A handy owner can also do the MDPS steering coupling on 2011–2014 Elantras and Sonatas with basic hand tools in an afternoon. Checking oil level every other fill-up is the single most useful habit on a Theta II, Nu or Gamma engine. Leave KSDS software, DCT clutch learns and any airbag work to a dealer or well-equipped shop.",
    warningSigns:
      "On a GDI four-cylinder, any new knock, a flashing check-engine light with P1326, or needing a quart between changes means stop and get it inspected before the bearing spins. Smoke or a burning smell near the master cylinder on a 2010–2019 car points to the ABS module. On an Ioniq 5, Ioniq 6, EV6 or GV60, a 'Check electrical system' message means get off the highway. A cracked steering-column cover on a key-start car means someone has already tried to steal it.",
    preventativeTips:
      "Change oil on the severe-service schedule and keep every receipt, because lifetime and 15-year engine claims can be questioned without records. Get the KSDS, anti-theft and ABS-fuse recall work done and keep the paperwork with the car. Hold dual-clutch cars on the brake, not the throttle, on hills. Clean GDI intake valves around 60,000–80,000 miles if misfires appear. On EVs, keep the 12-volt battery healthy and install ICCU software updates promptly.",
    yearsToAvoid:
      "2011–2014 Sonata and Optima with the 2.4 GDI or 2.0T, 2012–2014 Sorento and 2013–2016 Santa Fe Sport on those engines, unless a replacement engine or KSDS and complete records are documented. 2016–2017 Tucson 1.6T for the early dual-clutch. 2012–2016 Soul and Forte GDI engines and the 2020–2023 Soul and 2021–2023 Seltos 2.0 MPI for oil burning. Any 2011–2022 key-start car in a high-theft city without the software upgrade.",
  },
  recalls: {
    asOf: "2026-11",
    majorCampaigns:
      "The Theta II bearing recalls began with 2011–2012 Sonatas in 2015 and widened in 2017 to 2013–2014 Sonata and Santa Fe Sport plus 2011–2014 Optima, 2012–2014 Sorento and 2011–2013 Sportage. KSDS software and lifetime engine coverage followed in the 2019 class settlement. In September 2023 nearly 3.4 million 2010–2019 cars were recalled for ABS-module fires with park-outside warnings. ICCU recalls on E-GMP EVs ran in 2024, the 2018 ZF-TRW airbag-unit recalls covered about 1.1 million Sonata, Forte, Optima and Sedona cars, and the 2009–2012 Genesis sedan was recalled for corrosion inside its brake hydraulic unit.",
    handlingProcess:
      "Hyundai and Kia file recalls separately even when the part is shared, so check both brands' campaigns for a twin model. Under NHTSA consent orders from 2020, with penalties of $140 million for Hyundai and $70 million for Kia over late Theta II recalls, both set up U.S. safety offices and data-analysis programs. The practical result is earlier, broader campaigns with interim steps (pulled fuses, park-outside advice) before parts exist, plus general reimbursement plans for owners who already paid for a repair.",
    ownerSteps:
      "Enter the VIN at nhtsa.gov/recalls and on the Hyundai, Kia or Genesis owner site; they also list product-improvement campaigns such as KSDS that NHTSA does not. Ask the dealer to print the full campaign history, since some cars have three or four engine-related campaigns. Keep repair orders from earlier owners; they prove KSDS and engine work. If you paid for a repair that later became a recall, file for reimbursement with the brand's customer care line with the invoice.",
    patterns:
      "Three patterns repeat. Engine bearing failures start with one engine family and spread to others years later. Constantly powered modules with moisture or fluid inside (ABS units, hitch modules) cause fires with the ignition off. And first-generation electronics, such as the ICCU, the early dual-clutch and the ZF-TRW airbag unit, need a second or third fix. Because Hyundai and Kia share parts, a recall on one brand is a warning sign for the matching model on the other.",
  },
  strengths: {
    excellingAreas: [
      "Standard equipment and technology for the price, especially driver-assist features on base trims",
      "Three-row family SUVs (Telluride, Palisade) that lead their class in space and value",
      "800-volt E-GMP EVs that charge from 10% to 80% in about 18 minutes on a fast-enough charger",
      "Hybrid versions of nearly every core SUV, from Tucson and Sportage to Santa Fe, Sorento and Carnival",
      "A 10-year/100,000-mile powertrain warranty for first owners, matched among mainstream brands only by Mitsubishi",
    ],
    uniqueFeatures: [
      "Vehicle-to-load outlet on E-GMP EVs that can power tools or appliances from the traction battery",
      "Blind-spot view monitor that shows a camera feed in the gauge cluster when signaling",
      "Remote Smart Parking Assist that moves the car in and out of tight spaces from the key fob",
      "Hyundai's Digital Key and Kia's equivalent for phone-as-key entry and start",
      "In-house Smartstream CVVD continuously variable valve duration on the 1.6T engine",
    ],
    awards: [
      "Kia Telluride: 2020 World Car of the Year and 2020 North American Utility Vehicle of the Year",
      "Hyundai Ioniq 5: 2022 World Car of the Year",
      "Hyundai Ioniq 6: 2023 World Car of the Year",
      "Kia EV9: 2024 World Car of the Year",
      "Kia EV6: 2023 North American Utility Vehicle of the Year",
      "Hyundai Elantra: 2021 North American Car of the Year",
      "Genesis G70: 2019 North American Car of the Year",
    ],
    engineeringApproaches:
      "The group designs and builds its own engines, transmissions and controllers rather than buying them, which lets it move quickly: the Smartstream family replaced the Theta II and Nu within about five years, and Hyundai Transys eight-speed automatics and wet dual-clutch units handle most higher-torque models from about 2020, instead of the early dry DCT. The E-GMP platform puts the charger and DC-DC converter in one unit (the ICCU) and uses an 800-volt pack, and the shared modules get updated quickly, sometimes before the field has shown whether the last version was right.",
    commitments:
      "Both brands committed under the December 2025 multistate settlement to put engine immobilizers on every future U.S. vehicle. Hyundai's U.S. investment includes the Georgia Metaplant, a battery joint venture with LG Energy Solution, and a planned Louisiana steel plant. The 10-year/100,000-mile powertrain warranty remains the brand's core promise, and the lifetime Theta II bearing coverage stays with the car for every owner.",
  },
  expertInsights: {
    mechanicPerspectives:
      "In the bay, a 2011–2019 Hyundai or Kia with a GDI four-cylinder gets an oil-level check and a listen at idle before anything else, because rod knock on these engines starts faint and the warranty conversation depends on catching it early. The MDPS coupling, ABS fuse recall and KSDS are quick VIN checks that save owners money. The cars are easy to work on; the headaches are dealer-only software learns and owners who skipped oil changes on an engine whose coverage depends on records.",
    engineeringAnalysis:
      "The Theta II's problem was not exotic: a high-output direct-injection four-cylinder with tight bearing clearances is intolerant of debris and low oil, and the first Alabama-built cranks carried machining debris. The fixes were software detection (KSDS listens for bearing knock with the knock sensor) and replacement engines, not a redesign, which is why later engines also failed. The Smartstream engines that replaced it are new designs, and their field record so far is much better.",
    qualityOpinions:
      "Fit, finish and electronics on a 2020-and-later Hyundai, Kia or Genesis are as good as anything in their price class. Where the group has fallen short is in validating a new part before building millions of it: crankshafts, ABS units, airbag controllers and the ICCU all shipped in huge volumes before the weakness showed. Buyers should treat the long warranty as a real part of the deal and keep records to use it.",
    futurePredictions:
      "Expect more U.S.-built hybrids from the Georgia Metaplant as EV demand slows, a hybrid Telluride, and wider use of the 2.5T and Smartstream hybrid systems across Genesis. Over-the-air updates should reduce dealer visits for software campaigns on the newest models. Older key-start cars will keep getting the ignition-cylinder protector into 2027, and Theta II claims will taper as those cars age out, though the lifetime coverage keeps them relevant for used buyers.",
  },
  buyingGuidance: {
    bestModelYears:
      "2020-and-later Telluride and Palisade with the 3.8 V6 (after the hitch and seat-motor recalls), 2021-and-later Elantra and Elantra Hybrid, 2020-and-later Sonata with the Smartstream 2.5, and 2022-and-later Tucson and Sportage, including the hybrids, are the picks. Genesis G80 and GV80 from 2021 onward and the G70 3.3T are strong used luxury buys. Any Ioniq 5, Ioniq 6 or EV6 is a reasonable EV buy once the ICCU recall is documented; the 2025 Ioniq 5 refresh added a larger battery and a NACS charge port.",
    modelsToAvoid:
      "Skip a 2011–2014 Sonata or Optima, 2012–2014 Sorento or 2013–2016 Santa Fe Sport with the original GDI engine unless it has a documented replacement or KSDS with full oil-change records. Pass on a 2016–2017 Tucson 1.6T with hesitation still present after software, and on any 2020–2023 Soul or 2021–2023 Seltos 2.0 that uses oil without proof of recall inspection. Avoid a key-start car that shows column damage, or that cannot get the theft software in a high-theft area.",
    inspectionTips:
      "Run the VIN for open recalls and ask a dealer for campaign history, including KSDS and the anti-theft software. Cold-start the engine and listen for knock or ticking, check oil level and color, and look for oil on the exhaust manifold. On key-start cars, inspect the column shroud and ignition cylinder. On DCT cars, test repeated stop-and-go creeping. On EVs, check 12-volt battery health, try a charge session and confirm ICCU recall completion. Confirm the seller's records, since later owners lose the 10/100 powertrain term.",
    negotiationTips:
      "Used Theta II cars without records are priced low for a reason; use the missing KSDS or maintenance history to negotiate hard or walk. New EVs and sedans often carry manufacturer cash or lease money, so compare lease and purchase offers. Hyundai and Kia 0% financing deals usually come instead of the cash rebate, so price the car both ways. On Telluride and Palisade, shop several dealers: markups vary widely by region, and some dealers sell at sticker.",
    dealerAddOns:
      "Expect to be offered nitrogen-filled tires, paint and fabric protection packages, VIN etching, wheel-and-tire plans and aftermarket remote start or alarms, all of which can be declined. On 2011–2022 key-start cars, decline a paid immobilizer or alarm package until you have the free factory software and the free cylinder protector. The factory-backed extended plans, such as the Hyundai Protection Plan, are negotiable and can often be bought for less from another franchised dealer.",
  },
};
