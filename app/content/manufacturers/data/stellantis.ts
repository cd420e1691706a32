import { marketShareText } from "../market-share";
import type { Manufacturer } from "../schema";

export const manufacturer: Manufacturer = {
  slug: "stellantis",
  name: "Stellantis",
  category: "domestic",
  marketShare: marketShareText("stellantis"),
  shortDescription:
    "Stellantis is the group behind Jeep, Ram, Dodge, Chrysler, Fiat and Alfa Romeo in the U.S., mostly the former Fiat Chrysler lineup. Ram trucks and Jeep SUVs carry the business; Hemi and Pentastar valvetrain wear, TIPM faults and 4xe battery recalls fill its service bays.",
  description:
    "Jeep, Ram, Dodge, Chrysler, Fiat and Alfa Romeo: Wrangler, Grand Cherokee, Ram 1500, Durango, Charger and Pacifica. Known for Hemi lifter failures, Pentastar oil-filter housing leaks, Jeep death wobble and TIPM electrical faults.",
  countryOrigin: "Netherlands-registered group formed in 2021 from Fiat Chrysler and PSA; its U.S. brands come from Chrysler in Detroit",
  headquarters: "Amsterdam, Netherlands (group seat); U.S. operations (FCA US) in Auburn Hills, Michigan",
  philosophy:
    "In the U.S., Stellantis is run as a set of strong brands sharing a small number of powertrains. Jeep sells off-road capability (Trail Rated badges, solid axles on the Wrangler and Gladiator). Ram has been a separate truck brand since 2010 and competes on ride comfort and interiors. Dodge sells performance, Chrysler sells minivans, and Fiat and Alfa Romeo are niche European imports. Underneath, a handful of engines cover most of the lineup: the 3.6 L Pentastar V6 since 2011, the 5.7 L and 6.4 L Hemi V8s, and now the 3.0 L Hurricane twin-turbo inline-six. In the rear-drive trucks, SUVs and cars they are paired with an eight-speed automatic of ZF's 8HP design, built under license in Kokomo, Indiana, or supplied by ZF. Under former CEO Carlos Tavares the group chased margins with price increases; his successor, Antonio Filosa, has refocused on volume, V8s and letting customers choose between gas, hybrid and electric powertrains.",
  recentNews: {
    asOf: "2026-11",
    text: "Carlos Tavares resigned as CEO in December 2024 after U.S. sales fell sharply and dealers publicly criticized his strategy, and Antonio Filosa, previously Jeep's brand chief and head of the Americas, took over in mid-2025. In June 2025 Ram announced the 5.7 L Hemi would return to the 2026 Ram 1500 with eTorque mild-hybrid assist, reversing the 2025 model year's six-cylinder-only lineup. In September 2025 Stellantis cancelled the battery-electric Ram 1500 REV and moved the REV name to the range-extended pickup previously called the Ramcharger. In October 2025 it announced a $13 billion U.S. investment, the largest in its history: reopening Belvidere, Illinois, for the Jeep Cherokee and Compass in 2027, a new midsize pickup at Toledo in 2028, a large gas and range-extended SUV at Warren in 2028, the next Durango in Detroit in 2029 and a new four-cylinder engine at Kokomo from 2026.",
  },
  marketPosition:
    "Stellantis is the smallest of the Detroit Three in U.S. sales and in 2023 fell behind Hyundai Motor Group. Sales slipped about 1% in 2023 and fell about 15% in 2024 as prices rose and dealer inventory piled up, then began to recover in the second half of 2025 with heavy incentives and the return of the Hemi. Ram pickups and the Jeep Wrangler, Gladiator and Grand Cherokee produce most of the volume and profit, and the Wrangler 4xe became America's best-selling plug-in hybrid. As of the 2026 model year, Chrysler sells only minivans (Pacifica and Voyager), Dodge sells the Durango and the new Charger, and Fiat and Alfa Romeo together sell only about 10,000 vehicles a year or fewer in the U.S. Much of its U.S. volume is built in Mexico and Canada, which exposes the group to tariffs.",
  commonProblems: [
    {
      title: "Hemi tick: lifter roller and camshaft failure (5.7 L and 6.4 L)",
      affected:
        "2009-on Ram 1500, 2500 and 3500, Grand Cherokee, Durango, Charger, Challenger and 300 with the 5.7 L Hemi V8 (Eagle generation), and 6.4 L Hemi applications",
      symptoms:
        "A tick that starts at idle or on cold start and gets louder over weeks, then a misfire with P0300 and a cylinder code (often only when cold at first), a lumpy idle and reduced power. Metal flakes on the drain-plug magnet or in the oil filter mean a cam lobe is already wiped.",
      cause:
        "A lifter's roller stops turning, flat-spots, and wipes its camshaft lobe. The roller needle bearings get little oil at idle and on cold starts, and long idling (police Chargers and Durangos are notorious), extended oil-change intervals and thin 5W-20 oil make it worse. MDS (cylinder-deactivation) lifters add lock pins that can stick.",
      fix:
        "Remove the cylinder heads and replace the camshaft and all 16 lifters with their yokes, the head gaskets and head bolts, and the oil pump if metal has passed through it. Some shops fit non-MDS lifters with a matching tune. Clean the oil pan and pickup, change the oil and filter after a short break-in, and confirm the misfire counters read zero.",
      cost: "Estimate: $3,000–$5,000 for camshaft, lifters and gaskets at an independent shop; more with oil-pump or bearing damage. Excludes diagnosis; covered within 5 years/60,000 miles.",
      system: "advanced-engine",
    },
    {
      title: "Pentastar V6 oil filter housing and oil-cooler leaks",
      affected:
        "3.6 L Pentastar V6 from 2011 to about 2020 in Wrangler, Grand Cherokee, Durango, Ram 1500, Grand Caravan, Town & Country, Pacifica, Journey, Charger, Challenger and 300",
      symptoms:
        "Oil pooling in the valley between the cylinder banks and running down the back of the engine onto the bellhousing, where it is often mistaken for a rear main seal leak. A burning-oil smell, a falling oil level and, when the cooler seal goes, coolant loss with a sweet smell. Oil dripping onto the exhaust can catch fire, so do not let a heavy leak go.",
      cause:
        "The oil filter housing, with the oil cooler mounted on it, is plastic and sits in the hot valley under the upper intake manifold. It warps and cracks with heat cycles, and its gaskets and the cooler O-rings harden.",
      fix:
        "Remove the upper intake manifold, replace the housing and cooler assembly with the newest Mopar part number or an aluminum aftermarket housing, and fit new intake gaskets. Clean the oil out of the valley so any future leak is easy to spot, top up and bleed the coolant, and confirm the oil-pressure sensor and connector are sound.",
      cost: "Estimate: $450–$900 at an independent shop (about 3–4 labor hours). Excludes a separate rear-main-seal repair and a coolant flush if fluids mixed.",
      system: "cooling-system",
    },
    {
      title: "Jeep death wobble on solid-front-axle Wrangler and Gladiator",
      affected:
        "2007–2018 Wrangler JK, 2018-on Wrangler JL and 2020-on Gladiator JT, plus Ram 2500 and 3500 4x4 trucks with a solid front axle and track bar",
      symptoms:
        "After a pothole or expansion joint at roughly 40–60 mph, the front axle starts a violent side-to-side shimmy that shakes the whole vehicle and does not stop until speed drops sharply. No trouble codes set. It can cause loss of control: hold the wheel, lift off the throttle and slow down smoothly rather than braking hard or swerving.",
      cause:
        "Looseness anywhere in the front steering and suspension: a worn track bar, its bushings or wallowed-out bolt holes, worn tie-rod ends and drag link, ball joints, control-arm bushings and wheel-bearing play. Lift kits that change caster, larger tires and poor balance add energy. A weak steering damper does not cause it but fails to hide it.",
      fix:
        "With the vehicle on its wheels and the engine running, have a helper rock the steering wheel while you check every joint from the track bar to the tie-rod ends. Replace worn parts, repair wallowed track-bar mounts, torque everything to spec, restore caster with the correct control arms, then align and balance. FCA has supplied revised steering dampers for the JL and JT, but a damper on its own is not a fix.",
      cost: "Estimate: $300–$700 for a track bar or damper with alignment; $1,000–$2,500 with tie rods, drag link and ball joints. Excludes tires; a class settlement covers dampers to 8 years/90,000 miles on 2018–2020 JL and 2020 Gladiator.",
      system: "steering-system",
      asOf: "2026-11",
    },
    {
      title: "TIPM failures causing no-starts, stalls and phantom electrical faults",
      affected:
        "2011–2013 Grand Cherokee and Durango (fuel-pump relay recalls), plus TIPM-equipped Grand Caravan, Town & Country, Journey, Liberty, Nitro and Wrangler JK from roughly 2007–2016",
      symptoms:
        "Crank-no-start or a stall while driving, a fuel pump that keeps running with the key off and drains the battery, a horn that sounds by itself, wipers, headlamps or the rear defroster switching on and off, and airbag or ABS warnings. Many cars store network U-codes or no codes at all. A stall in traffic is a crash risk.",
      cause:
        "The Totally Integrated Power Module is the under-hood fuse and relay box with its own circuit board. Its internal relays, especially the fuel-pump relay, and its solder joints fail. The replacement relays fitted under the first Grand Cherokee and Durango recalls were later found to suffer silicon contamination of their contacts.",
      fix:
        "Check the VIN for open recalls first. On 2011–2013 Grand Cherokees and Durangos, the remedy moved the fuel-pump relay outside the TIPM, and a later recall replaced that relay and its harness. Otherwise, prove battery feeds and grounds, then install a new or remanufactured TIPM programmed to the VIN with wiTECH; avoid unprogrammed junkyard modules.",
      cost: "Estimate: free under the recalls; $700–$1,500 for a programmed TIPM installed outside them. Excludes diagnosis and a replacement battery.",
      system: "electrical",
      asOf: "2026-11",
    },
    {
      title: "948TE nine-speed harsh shifts, hesitation and drops into neutral",
      affected:
        "2014–2023 Jeep Cherokee, 2015–2017 Chrysler 200, 2015–2023 Renegade, 2017-on Compass and 2017-on Pacifica V6 with the 948TE nine-speed automatic (ZF 9HP design built by FCA)",
      symptoms:
        "Harsh or delayed engagement into Drive or Reverse, a clunk on downshifts while slowing, hesitation when accelerating from a roll, occasional drops into neutral, and a Service Transmission message with limp mode. P0700 with ratio or shift-solenoid codes may set. An unexpected neutral while merging is a crash risk.",
      cause:
        "Two of the 948TE's shift elements are dog clutches rather than friction clutches, so smooth shifts depend heavily on software, and early calibrations were rough. A worn valve body, sticking solenoids and a low or wrong fluid make it worse.",
      fix:
        "Load the newest TCM calibration and run the quick-learn procedure with wiTECH, then check the fluid level at the specified temperature with the correct nine-speed fluid. If faults remain, replace the valve body or solenoid pack. Internal dog-clutch or bearing damage calls for a replacement transmission. Check bulletins and recalls by VIN.",
      cost: "Estimate: $150–$300 for software and quick learn; $1,200–$2,000 for a valve body; $4,000–$6,500 for a replacement transmission. Excludes diagnosis.",
      system: "transmission",
      asOf: "2026-11",
    },
    {
      title: "Pentastar left-head valve-seat wear and rocker-arm tick",
      affected:
        "Left (driver-side) cylinder head on early 2011–2013 Pentastar V6 engines; roller rocker arms and lash adjusters on Pentastars through about 2018, across Jeep, Ram, Dodge and Chrysler models",
      symptoms:
        "On early engines, a tick from the driver's side and a misfire on cylinder 2, 4 or 6, most often P0302, with low compression on that cylinder and sometimes stalling, which is a crash risk in traffic. On later engines, a tick from either bank that comes and goes, then a rough idle and misfire codes once a rocker bearing collapses and scores the cam lobe.",
      cause:
        "Some early left heads had valve seats that wore and receded, and Chrysler later released a revised head. On later engines the needle bearings in the roller rocker arms fail and the hydraulic lash adjusters collapse.",
      fix:
        "For the early fault, replace the left head with the revised part and do a compression or leak-down test on the other bank. For rockers, replace all rocker arms and lash adjusters on the affected bank, plus the camshaft if a lobe is scored, then change the oil and recheck misfire counters. Run the VIN for any coverage extension.",
      cost: "Estimate: $1,800–$3,000 for a left-head replacement; $800–$1,500 per bank for rockers and lash adjusters, more with a camshaft. Excludes diagnosis.",
      system: "advanced-engine",
      asOf: "2026-11",
    },
    {
      title: "Air-suspension sag, leaks and compressor failure (Quadra-Lift and Ram)",
      affected:
        "2011-on Grand Cherokee with Quadra-Lift, 2013-on Ram 1500 with four-corner air suspension, and Wagoneer and Grand Wagoneer",
      symptoms:
        "One corner or the whole vehicle sits low after parking overnight, the compressor runs constantly or loudly, a Service Air Suspension message appears and height changes stall. Fault codes are stored in the suspension module, not the engine computer. A sagging corner changes handling and headlamp aim, and a vehicle resting on its bump stops should not be driven far.",
      cause:
        "The rubber air springs dry-rot and crack at the folds, valve blocks and fittings leak, and the compressor wears out from running constantly to make up for leaks. Height sensors and the compressor relay also fail, and moisture in the system corrodes parts.",
      fix:
        "Spray the springs, lines and valve block with soapy water to find the leak, replace the leaking spring or strut, and replace the compressor and dryer if they are worn. Before lifting or jacking the vehicle, put the system in tire-jack or alignment mode so it cannot move while you are underneath. Finish by recalibrating ride height with wiTECH.",
      cost: "Estimate: $600–$1,400 per air spring or strut corner; $700–$1,300 for a compressor and dryer. Excludes diagnosis and alignment.",
      system: "suspension",
    },
    {
      title: "Oil burning and low-oil stalling (2.4 L Tigershark MultiAir)",
      affected:
        "2.4 L Tigershark in 2013–2016 Dart, 2015–2017 Chrysler 200, 2014–2019 Cherokee (built before July 2018), 2015–2018 Renegade and ProMaster City, 2017–2018 Compass and 2016–2018 Fiat 500X",
      symptoms:
        "The engine burns up to about a quart per 1,000 miles, the dipstick reads well below the low mark between changes, plugs foul and misfire codes set. In the worst cases the engine stalls or goes into limp mode with no warning light. A stall at speed is a crash risk, so check the dipstick at every fill-up.",
      cause:
        "Oil gets past the piston rings into the combustion chambers. The Wood v. FCA US class action blamed the piston rings and their fit in the bores; FCA's fixes combined engine and transmission software updates with engine replacement. The dashboard lamp responds to low oil pressure, not low oil level, so it comes on too late.",
      fix:
        "Make sure the customer satisfaction notifications (PCM and, on some models, TCM reprogramming) are done, then run FCA's oil-consumption test; an engine that fails it gets a new long block. The Wood v. FCA US settlement extended powertrain coverage for oil-consumption repairs to 7 years/100,000 miles on the listed vehicles; by November 2026 that term had lapsed on nearly all of them.",
      cost: "Estimate: the reflash is free; $4,000–$6,500 for a replacement long block if not covered. Excludes diagnosis and FCA's oil-consumption test.",
      system: "advanced-engine",
      asOf: "2026-11",
    },
    {
      title: "Broken exhaust-manifold bolts and cold-start tick (5.7 L Hemi)",
      affected:
        "2003-on Ram 1500, 2500 and 3500, Durango, Grand Cherokee, Aspen and Commander with the 5.7 L Hemi; most common on Ram trucks",
      symptoms:
        "A tick or puff from the manifold at cold start that fades as the metal expands, a louder exhaust note, black soot tracks at the rear of the manifold flange and sometimes an exhaust smell in the cab, which means carbon monoxide: drive with a window open and fix it soon. It is easy to mistake for a lifter tick; confirm with a stethoscope and note whether it quiets when hot.",
      cause:
        "The cast-iron manifolds grow and shrink a lot with heat. The rearmost bolts on each side shear from that stress and from corrosion, and the manifolds warp, so even new bolts may not seal a distorted flange.",
      fix:
        "Remove the manifold, extract the broken bolts (a drill-guide jig usually works with the head on the engine), machine the flange flat or replace the manifold, and install new gaskets with studs or updated bolts torqued to spec. Do both sides if both show soot. A leak ahead of the oxygen sensors also skews fuel trims, so recheck them afterward.",
      cost: "Estimate: $500–$1,200 per side at an independent shop; more if a bolt breaks flush and the head must come off. Excludes diagnosis and oxygen sensors.",
      system: "exhaust-system",
    },
    {
      title: "High-voltage battery fire recalls (Jeep 4xe and Pacifica Hybrid)",
      affected:
        "2020–2025 Wrangler 4xe and 2022–2026 Grand Cherokee 4xe with Samsung SDI cells (recalled 2023 and 2024, re-recalled in November 2025, about 320,000 U.S. vehicles), and 2017–2018 Chrysler Pacifica Hybrid",
      symptoms:
        "There is usually no warning before a fire, which can start while parked, charging or driving. Some vehicles show a hybrid-system warning or limit electric operation after a software update. Until the remedy is done, follow the recall letter: do not plug in, and park outside away from buildings and other vehicles. Never open or probe orange high-voltage cables or the pack.",
      cause:
        "According to the recall filings, the Jeeps' Samsung SDI cells can suffer separator damage that leads to an internal short and a fire; the November 2025 recall followed fires in vehicles that already had the 2024 software remedy. The separate Pacifica Hybrid campaign also traced fires to the high-voltage battery.",
      fix:
        "Dealers install the current recall remedy (battery-management software and, where the inspection calls for it, a new high-voltage battery); Jeeps repaired under the 2023 and 2024 recalls need the newer fix too. Owners who paid for related repairs can be reimbursed. Check the VIN for every high-voltage campaign, since later recalls have followed; all work must be done by an EV-trained technician.",
      cost: "Estimate: software, inspection and any pack replacement are free under the recalls; an out-of-warranty pack would likely cost $10,000 or more installed. Excludes towing and storage.",
      system: "electrical",
      asOf: "2026-11",
    },
  ],
  modelLineup: {
    asOf: "2026-11",
    current: [
      "Jeep Wrangler and Gladiator (Stellantis announced in January 2026 the phase-out of the Wrangler 4xe plug-in hybrid)",
      "Jeep Grand Cherokee and Grand Cherokee L (the Grand Cherokee 4xe plug-in hybrid is being phased out, as announced in January 2026)",
      "Jeep Cherokee (new hybrid generation) and Compass",
      "Jeep Wagoneer, Grand Wagoneer and electric Wagoneer S",
      "Ram 1500 with the Hurricane inline-six or returning 5.7 L Hemi",
      "Ram 2500 and 3500 Heavy Duty and Chassis Cab (6.7 L Cummins, 6.4 L Hemi)",
      "Ram ProMaster and ProMaster EV vans",
      "Dodge Durango",
      "Dodge Charger Daytona electric and Charger Sixpack",
      "Chrysler Pacifica and Voyager (in January 2026 Stellantis said the Pacifica Plug-in Hybrid would be phased out)",
      "Fiat 500e",
      "Alfa Romeo Giulia, Stelvio and Tonale",
    ],
    bestSelling: [
      "Ram 1500 and Ram Heavy Duty pickups",
      "Jeep Grand Cherokee",
      "Jeep Wrangler",
      "Jeep Compass",
      "Jeep Gladiator",
      "Chrysler Pacifica",
      "Dodge Durango",
    ],
    upcoming: [
      "Ram 1500 REV range-extended electric pickup (previously announced as the Ramcharger)",
      "All-new midsize pickup from Toledo Assembly, announced for 2028",
      "Large SUV with gas and range-extended versions from Warren Truck, announced for 2028",
      "Next-generation Dodge Durango from Detroit Assembly, announced for 2029",
      "U.S.-built Jeep Cherokee and next Compass from the reopened Belvidere plant, announced for 2027",
    ],
    discontinued: [
      "Dodge Challenger and Hemi-powered Charger sedan (2023)",
      "Chrysler 300 (2023)",
      "Jeep Cherokee KL (2023; name revived with a new generation)",
      "Jeep Renegade (U.S. sales ended after 2023)",
      "Dodge Grand Caravan and Journey (2020), Dart (2016), Avenger (2014) and Caliber (2012)",
      "Wrangler 4xe, Grand Cherokee 4xe and Pacifica Plug-in Hybrid (North American plug-in hybrid phase-out announced January 2026)",
      "Chrysler 200 (2017) and PT Cruiser (2010)",
      "Jeep Patriot (2017), Liberty (2012) and Commander (2010)",
      "Dodge Hornet (2023–2025; Dodge confirmed in January 2026 that production had ended), Viper (2017) and Nitro (2011)",
      "Fiat 500 gas (2019), 500L (2020) and 500X (2023)",
      "Alfa Romeo 4C (2020)",
      "Ram 1500 Classic (2024)",
    ],
    specialization:
      "Stellantis specializes in trucks, off-roaders and V8 performance. A shop seeing these brands works mostly on Ram 1500s with the 5.7 L Hemi or 3.6 L Pentastar, Ram heavy-duty trucks with the 6.7 L Cummins diesel and 68RFE or Aisin automatic, Wranglers and Gladiators with solid axles, transfer cases and aftermarket lifts, and Grand Cherokees and Durangos with the ZF-based eight-speed, plus Quadra-Lift air suspension on many Grand Cherokees. The Hurricane 3.0 L twin-turbo six, the 2.0 L turbo four and the 4xe plug-in hybrid system are the newer powertrains. Minivan work centers on the Pacifica's nine-speed and hybrid system. Nearly all of it needs wiTECH (or an aftermarket tool with FCA security-gateway access) for programming and relearns.",
  },
  reliabilityInfo: {
    overallScore:
      "The former FCA brands usually sit in the bottom third of Consumer Reports' brand reliability rankings, with Jeep and Alfa Romeo often near the very bottom, and Ram, Dodge and Chrysler somewhat better. New-vehicle quality surveys can look better: Ram topped J.D. Power's 2021 Initial Quality Study. Long-term scores are pulled down by electrical faults, infotainment and module problems, transmission software, and the complexity of 4xe plug-in hybrids and new platforms such as the 2022-on Grand Cherokee and the Wagoneer. Simple, long-running combinations (a Pentastar or Hemi with the eight-speed) are much more dependable than the brand averages suggest.",
    comparison:
      "Compared with Ford and GM, Stellantis vehicles tend to have more electrical and module faults, while their engines are about as durable. The Hemi's lifter problem is similar to GM's AFM lifter trouble, and the Pentastar is simpler to service than Ford's transverse V6 with its internal water pump. The 6.7 L Cummins is the benchmark heavy-duty diesel for durability, ahead of Ford's and GM's. Against Toyota, Honda and Subaru the gap is wide: a Jeep Compass or Cherokee needs far more unscheduled repairs than a RAV4, CR-V or Forester. Parts for Ram and Jeep are plentiful and cheap; Alfa Romeo parts are slow and expensive.",
    trends:
      "After the 2024 sales slump and executive turnover, Stellantis has kept filing large recalls, including the November 2025 re-recall of about 320,000 Jeep 4xe plug-in hybrids and a 2025 camera recall of about 220,000 2019–2021 ProMaster vans and 2019–2020 Journeys. Plug-in hybrid fires, rear-view cameras and electrical modules dominate. Long-running combinations (the Pentastar with the eight-speed, the Hemi trucks, the Cummins HD) have improved with each update, while newer products (Grand Cherokee WL, Wagoneer, Hurricane engines, Charger Daytona) drew early-production recalls and bulletins through 2024–2025. The new leadership's return to V8s and existing platforms should reduce launch risk in the short term.",
    mostReliable:
      "The safest Stellantis choices: Ram 2500 and 3500 with the 6.7 L Cummins (if maintained and not heavily modified), Ram 1500s with the Pentastar or 5.7 L Hemi and eight-speed, the 2015–2023 Charger, Challenger and 300 with the Pentastar or Hemi and ZF-based eight-speed, the 2016–2021 Grand Cherokee WK2 with the 3.6 L and steel springs, and the 2018-on Wrangler JL with the 3.6 L. These share durable, widely understood powertrains, and independent shops know them well.",
    leastReliable:
      "The worst of the group: 2013–2016 Dodge Dart and 2015–2017 Chrysler 200 (Tigershark oil use and nine-speed complaints), 2014–2016 Jeep Cherokee and 2015–2018 Renegade, 2007–2017 Compass and Patriot with the CVT, 2011–2013 Grand Cherokee and Durango (TIPM relays, early Pentastar heads), 2014–2016 EcoDiesel Ram 1500 and Grand Cherokee (EGR and emissions repairs), 2017–2019 Alfa Romeo Giulia and Stelvio (electrical faults), and 4xe plug-in hybrids until their battery remedy is done.",
  },
  ownershipCosts: {
    averagePrice:
      "Average transaction prices for Stellantis rose faster than the industry average under Tavares and have run in the low-to-mid $50,000s (editorial estimate), pulled up by Ram trucks, Wagoneers and high-trim Grand Cherokees and Wranglers. Entry points are the Jeep Compass and the Fiat 500e in the low $30,000s or below with incentives, the Wrangler in the mid-$30,000s and the Pacifica around $40,000. A Ram 1500 Limited or Rebel with options tops $65,000, Ram HD Cummins trucks and Grand Wagoneers run past $80,000, and high-output Ram and Dodge models go higher. Large rebates have become common since 2024.",
    maintenanceCosts:
      "Figure about $700–$1,000 a year over ten years at an independent shop for a Jeep SUV, Ram 1500 or Pacifica (editorial estimate), with Cummins diesels and air-suspension vehicles higher. Specific items: 16 spark plugs on a Hemi (two per cylinder) around 100,000 miles, Pentastar oil changes with the specified 0W-20 or 5W-20 and a check for valley leaks, transfer-case and axle fluid after deep water crossings on Jeeps, eight-speed fluid service if you tow even though it is sold as long-life, and Cummins fuel filters, DEF and about 12 quarts of oil per change.",
    insuranceTrends:
      "Premiums vary a lot across the group. Hellcat-powered Chargers and Challengers have been among the most-stolen, highest-claim vehicles in insurance-industry loss data, and some insurers surcharge or decline them. Ram pickups regularly appear on NICB most-stolen lists, and Wrangler owners face theft of doors, tops and wheels. Minivans, the Compass and the Grand Cherokee usually insure near their segment averages. Lifted Jeeps and trucks can cost more to insure or need modifications declared.",
    depreciationRates:
      "Wranglers and Gladiators hold value about as well as any vehicle on the market, Ram HD Cummins trucks are in steady demand, and the last V8 Challengers and Chargers, especially Scat Pack, Hellcat and special editions, have held or even gained value. The Chrysler 300, Pacifica, Grand Cherokee L, Wagoneer, Alfa Romeo Giulia and Stelvio, and the Fiat 500e depreciate steeply, and Jeep Cherokee, Compass and Renegade values fall faster than comparable Japanese crossovers. Heavy incentives on new vehicles since 2024 have pushed used values down further.",
    warrantyInfo: {
      asOf: "2026-11",
      text: "Jeep, Ram, Dodge and Chrysler carry a 3-year/36,000-mile basic warranty, a 5-year/60,000-mile powertrain warranty, 5-year/unlimited-mile corrosion-perforation coverage and 5-year/60,000-mile roadside assistance. Ram heavy-duty trucks with the Cummins diesel get 5 years/100,000 miles of powertrain coverage. Alfa Romeo and Fiat have used a longer 4-year/50,000-mile basic warranty; confirm terms for the exact model year. Plug-in hybrid and EV high-voltage batteries have separate coverage of at least 8 years/100,000 miles (10 years/150,000 miles in California-emissions states on plug-ins). Mopar Vehicle Protection extended plans are sold by every dealer at different prices.",
    },
  },
  repairInfo: {
    repairCosts:
      "Going rates at independent shops for the group's common jobs (editorial estimates, parts and labor, before diagnosis and tax): Hemi camshaft and lifters $3,000–$5,000; Pentastar oil filter housing $450–$900; programmed TIPM $700–$1,500; Hemi exhaust-manifold bolts $500–$1,200 per side; Quadra-Lift air spring $600–$1,400 per corner; nine-speed valve body $1,200–$2,000; Wrangler track bar and steering damper $300–$700; Cummins 6.7 L EGR cooler $1,500–$2,500; Uconnect screen digitizer $250–$500. Alfa Romeo repairs often cost 20–40% more because of parts prices and fewer qualified shops.",
    diyFixes:
      "Some common faults are reasonable DIY work. A Pentastar oil filter housing is a half-day job with basic tools once the upper intake is off. Hemi spark plugs (16 of them) are straightforward on trucks. On a Wrangler or Gladiator, check and torque the track-bar bolts and inspect tie-rod ends after off-road trips, and fix a wobble at its cause. Water on the floor of a Grand Cherokee or Durango usually means clogged sunroof drains, which can be cleared with trimmer line. Before working under a Ram or Grand Cherokee with air suspension, put the system into jack or tire-change mode from the settings menu and support the vehicle on jack stands, never the jack alone. Leave TIPM programming, 4xe and Cummins emissions work to a shop.",
    warningSigns:
      "Get these checked promptly: a tick on a Hemi that gets louder or comes with a misfire; oil at the back of a Pentastar or on the bellhousing; any front-end shimmy on a Wrangler, Gladiator or Ram HD after a bump; random horn, wiper or fuel-pump behavior, or a stall, on a TIPM-era vehicle; a Cherokee, Compass or Pacifica that drops into neutral or clunks; a Ram or Grand Cherokee that sits low in the morning; a 2.4 L Tigershark that needs oil between changes; and any hybrid warning or burning smell on a Wrangler 4xe, Grand Cherokee 4xe or Pacifica Hybrid.",
    preventativeTips:
      "Change oil on Hemi engines about every 5,000 miles with the correct viscosity and avoid long idling, which starves the lifter rollers. Inspect the Pentastar valley for oil at every service so a small housing leak gets fixed before it soaks the bellhousing. Check the oil level at every fill-up on a 2.4 L Tigershark. On solid-axle Jeeps and Ram HDs, have the steering linkage and track bar checked at each tire rotation, and align after any lift or tire-size change. Keep the 12 V battery healthy on TIPM-era vehicles, since low voltage triggers module faults. Complete 4xe and Pacifica Hybrid recalls before charging indoors.",
    yearsToAvoid:
      "Skip the 2014–2016 Jeep Cherokee, 2013–2016 Dodge Dart and 2015–2017 Chrysler 200 because of nine-speed and Tigershark problems, the 2007–2017 Compass and Patriot with the CVT, 2011–2013 Grand Cherokee and Durango unless the TIPM recalls and any head repairs are documented, 2014–2016 EcoDiesel Ram 1500 and Grand Cherokee, 2017–2018 Pacifica Hybrid without the battery recall completed, and 2017–2019 Alfa Romeo Giulia and Stelvio outside warranty. Be cautious with first-year products such as the 2022 Grand Cherokee WL and the 2025 Ram 1500 with the Hurricane engine.",
  },
  recalls: {
    asOf: "2026-11",
    majorCampaigns:
      "Major FCA and Stellantis campaigns include the 2013 recall of about 1.56 million 1993–1998 Grand Cherokees and 2002–2007 Libertys to add trailer hitches protecting their rear-mounted fuel tanks in rear crashes; the 2015 recall of about 1.4 million vehicles after researchers remotely hacked a Jeep Cherokee through Uconnect; the 2016 recall of about 1.1 million 2012–2014 Charger and 300 and 2014–2015 Grand Cherokee with the confusing monostable shifter, which added an Auto Park feature; several TIPM fuel-pump-relay recalls on 2011–2013 Grand Cherokees and Durangos; the 2019 EcoDiesel emissions settlement with a software recall and extended warranty; and the 4xe and Pacifica Hybrid battery-fire recalls, with the Jeep campaign re-recalled in 2025.",
    handlingProcess:
      "FCA US mails recall notices to registered owners and posts them on the Mopar owner site and in the brand apps. Dealers check open campaigns with a VIN inquiry that lists safety recalls, emissions recalls and Customer Satisfaction Notifications (Stellantis's name for non-safety fixes and quiet coverage extensions). Vehicles with Uconnect 5 can receive some updates over the air. In 2015 NHTSA fined FCA $105 million for mishandling 23 recalls and put the company under an independent monitor, and the company's recall reporting has been under closer federal scrutiny since.",
    ownerSteps:
      "Look up the VIN on NHTSA's site and the Mopar owner site at least twice a year, and ask the dealer for a printout that includes Customer Satisfaction Notifications, which cover items like Tigershark reflashes and Jeep steering dampers. For a 4xe or Pacifica Hybrid, follow the letter's park-outside and do-not-charge instructions until the final remedy is installed. Keep receipts for out-of-pocket repairs, since FCA reimburses owners when a recall later covers them. On used Jeeps and Rams, check that the TIPM relay, monostable shifter and airbag campaigns were actually completed.",
    patterns:
      "Stellantis recalls cluster in electrical and software systems (TIPM relays, Uconnect security, rear-view camera software, instrument clusters), supplier airbags and sensors, and high-voltage batteries. Mechanical recalls are fewer but include fuel-tank placement, driveshaft and suspension fasteners, and brake components. Its most expensive chronic faults, such as Hemi lifters, Pentastar housings and rockers, nine-speed drivability, Tigershark oil use and air suspension, were handled with service bulletins, software updates and class settlements rather than safety recalls.",
  },
  strengths: {
    excellingAreas: [
      "Off-road capability: Wrangler, Gladiator and Grand Cherokee Trailhawk with solid axles and lockers",
      "Ride comfort and interiors in Ram 1500 and Ram Heavy Duty pickups",
      "Heavy-duty diesel durability and torque from the 6.7 L Cummins",
      "V8 performance: Hemi, Hellcat and the Direct Connection performance parts program",
      "Minivans: the Chrysler Pacifica, the only plug-in hybrid minivan sold in the U.S. until the 2026 phase-out",
    ],
    uniqueFeatures: [
      "Chrysler Stow 'n Go second-row seats that fold into the floor",
      "Ram 1500 coil-spring rear suspension (since 2009) with optional four-corner air suspension",
      "RamBox bed-side storage and Ram's multifunction split tailgate",
      "Wrangler removable doors and roof, fold-down windshield and electronic sway-bar disconnect",
      "Jeep 4xe plug-in hybrid off-roaders with electric-only trail driving (phase-out announced January 2026)",
    ],
    awards: [
      "North American Car of the Year: Dodge Charger (2026)",
      "North American Truck of the Year: Ram 1500 (2013 and 2019) and Jeep Gladiator (2020)",
      "North American Utility Vehicle of the Year: Chrysler Pacifica (2017)",
      "MotorTrend Car of the Year: Alfa Romeo Giulia (2018)",
    ],
    engineeringApproaches:
      "The U.S. brands get their engineering efficiency from sharing a few strong components: one V6 family, the Hemi V8s, the Kokomo-built eight-speed and Uconnect electronics across dozens of models. Platforms are often long-lived and adapted: the 2011–2021 Grand Cherokee and Durango grew from Mercedes-era architecture, and Alfa's Giorgio rear-drive platform was the group's modern sedan base. Newer products move to the STLA Large platform (Charger Daytona, Wagoneer S), the 3.0 L Hurricane inline-six and 48 V eTorque mild hybrids. The weak points are electrical integration and software validation, not core mechanical design.",
    commitments:
      "Stellantis's October 2025 plan commits $13 billion to U.S. plants over four years, promises five new vehicles and 19 refreshed products by 2029, and aims to raise U.S. production by 50% and add more than 5,000 jobs, partly to cut its reliance on imports from Mexico and Canada. Under Filosa it has replaced the earlier all-in EV targets with a mix of gas, hybrid, range-extended and battery-electric options, including the Hemi's return. It has also pledged to rebuild dealer relationships and bring prices and inventory back in line after the 2024 slump.",
  },
  expertInsights: {
    mechanicPerspectives:
      "Shops like Ram and Jeep work: the Hemi, Pentastar and Cummins are well understood, parts are cheap and plentiful, and the aftermarket is huge. The frustrations are electrical. TIPM faults, intermittent module and network problems, Uconnect and camera issues, and the secure gateway module on 2018-on vehicles all need wiTECH or a scan tool with FCA gateway access just to clear codes or run relearns. Budget time for lifted Jeeps with mismatched aftermarket parts, and listen carefully to every Hemi before promising a customer anything.",
    engineeringAnalysis:
      "Stellantis's durable designs are the older, simpler ones: the Cummins inline-six, the Kokomo eight-speed and, apart from its lifters, the Hemi's bottom end. Its trouble comes from cost-cut plastic parts (the Pentastar oil filter housing), valvetrain bearings that suffer under extended oil-change intervals, a dog-clutch nine-speed calibrated for efficiency first, and electrical architectures that grew module by module. The Jeep solid-axle design is deliberately off-road-first and needs more maintenance than independent front suspension, which explains both the wobble and Jeep's capability lead.",
    qualityOpinions:
      "Among shop owners the view is clear: buy a Ram or Wrangler for what it does, not for low repair bills, and avoid the small cars and crossovers of the 2013–2018 era. Ram trucks, especially HD Cummins models, earn real loyalty. Jeep buyers accept more repairs in exchange for capability and resale value. Dodge and Chrysler's V8 cars built on old platforms were surprisingly durable. Stellantis's record on owner goodwill is mixed: extended warranties and fixes often came only after class actions (Tigershark oil use, JL steering dampers), but big safety campaigns have generally been honored.",
    futurePredictions:
      "Expect the next few years to lean on Ram 1500s with both the Hemi and the Hurricane six, a range-extended Ram 1500 REV, the Jeep Cherokee hybrid, eTorque mild hybrids in place of the 4xe plug-ins whose phase-out Stellantis announced in January 2026, and new midsize trucks and large SUVs from U.S. plants late in the decade. The 5.7 L Hemi and Pentastar will keep independent shops busy for years, Hurricane engines and 4xe batteries will be the new diagnostic challenge, and Fiat and Alfa Romeo will likely stay niche in the U.S.",
  },
  buyingGuidance: {
    bestModelYears:
      "Good used buys: the 2019-on Ram 1500 with the 5.7 L Hemi or 3.6 L and the eight-speed (with recalls completed), 2019-on Ram 2500 and 3500 with the 6.7 L Cummins, the 2015–2023 Charger, Challenger and 300 with the Pentastar or Hemi and eight-speed, the 2016–2021 Grand Cherokee WK2 with the 3.6 L, the 2016-on Durango with the 3.6 L or 5.7 L, the 2021-on Wrangler JL with the 3.6 L, and the 2020-on Pacifica gas model. These combine well-tested powertrains with the early software problems already fixed.",
    modelsToAvoid:
      "Pass on a Dart, 200 or 2014–2016 Cherokee; a Compass or Patriot with the CVT; a 2.4 L Tigershark vehicle that already uses oil without proof of settlement repairs; a 2011–2013 Grand Cherokee or Durango without TIPM recall records; a heavily lifted Wrangler or Gladiator with a wobble history and mismatched parts; a 4xe or Pacifica Hybrid with open battery recalls; and an out-of-warranty Alfa Romeo Giulia or Stelvio unless you have a trusted specialist nearby.",
    inspectionTips:
      "Listen to a cold Hemi for a tick and check Mode 6 misfire counters. On a Pentastar, look down the back of the engine for oil and check the valley under the intake. On a Jeep or Ram HD, have a helper rock the steering wheel with the engine running while you watch the track bar, drag link and tie-rod ends, and look for aftermarket lift parts. Leave an air-suspension vehicle parked overnight and see whether it holds height. Test every electrical function (horn, wipers, lights, Uconnect, camera) on TIPM-era vehicles. Check frame welds and rust at the control-arm mounts on older Jeeps, and confirm 4xe battery recalls by VIN.",
    negotiationTips:
      "Stellantis dealers carried heavy inventory through 2024 and 2025, and the company has run public employee-pricing promotions and large rebates, so never start from MSRP; check how long a vehicle has sat on the lot and look for leftover prior-model-year units. Rebates, 0% financing and lease cash are often large on the Grand Cherokee, Wagoneer, Pacifica and 4xe models, and much larger on Alfa Romeo and Fiat. Mopar Vehicle Protection plans can be bought from any dealer, and some sell them online well below the first price quoted. On high-demand models such as Wrangler 392 or Hemi special editions, refuse markups unless the truck is truly scarce.",
    dealerAddOns:
      "Common Stellantis dealer add-ons: dealer-installed lift kits, wheels and tires on Wranglers, Gladiators and Rams; paint, fabric and undercoating packages; window tint; nitrogen; theft-recovery devices; and market adjustments on TRX, Hellcat, Last Call and 392 editions. Dealer lifts can change steering geometry and contribute to wobble, and can complicate suspension warranty claims, so insist on proper alignment and documentation or buy the vehicle stock. Mopar rock rails, lift kits and wheel packages listed on a dealer addendum should be priced at Mopar retail or removed before you sign.",
  },
};
