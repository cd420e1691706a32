import { marketShareText } from "../market-share";
import type { Manufacturer } from "../schema";

export const manufacturer: Manufacturer = {
  slug: "toyota",
  name: "Toyota",
  category: "import",
  marketShare: marketShareText("toyota"),
  shortDescription:
    "Toyota builds the Camry, Corolla, RAV4, Tacoma and Tundra that fill U.S. driveways and repair bays, and is known for slow, conservative engineering, long engine life and the hybrid system it launched in the Prius.",
  description:
    "Durable, slow-to-change engineering with a handful of well-documented weak spots: 2AZ-FE oil burning, frame rust on 2005–2010 trucks, Gen 3 Prius head gaskets and the 2022–2024 Tundra twin-turbo debris recall.",
  countryOrigin: "Japan",
  headquarters: "Toyota City, Aichi, Japan (U.S. headquarters: Plano, Texas)",
  philosophy:
    "Toyota runs on the Toyota Production System: kaizen (small continuous improvements), genchi genbutsu (engineers go to the plant floor or the failed part) and just-in-time supply. In practice that means long model cycles, engines and transmissions carried over for a decade or more, and new technology adopted only after it has been proven in Japan or on a Lexus first. Toyota calls its powertrain plan a 'multi-pathway' strategy: instead of betting everything on battery-electric cars it sells conventional hybrids across nearly every line, plug-in hybrids, a small number of EVs and the hydrogen Mirai. For a technician this shows up as parts interchange across models (the 2GR V6 in a Camry, Highlander, Sienna and Lexus RX), conservative service intervals and one dealer scan platform (Techstream, with Techstream 2.0 required on the newest TNGA-F trucks and EVs).",
  recentNews: {
    asOf: "2026-11",
    text: "The biggest service story is the V35A twin-turbo V6: in May 2024 Toyota recalled about 102,000 non-hybrid 2022–2023 Tundra pickups and Lexus LX 600s because machining debris left in the engine could destroy the main bearings, with engine replacement as the remedy; 2025 recalls added 2024 Tundras, more LX 600s and the 2024 Lexus GX 550, and no remedy was yet available when the 2025 recalls were filed. On the product side, the Camry became hybrid-only for 2025, the Tacoma (2024) and 4Runner (2025) were redesigned with the i-FORCE MAX hybrid turbo four available, the Land Cruiser name returned in 2024 on a smaller truck, and the sixth-generation RAV4, revealed in 2025, drops the gas-only version. Toyota's North Carolina battery plant began supplying hybrid and EV batteries in 2025, and the brand has announced additional battery-electric models for the U.S.",
  },
  marketPosition:
    "Toyota Motor North America is the second-largest automaker group by U.S. sales behind General Motors, and the Toyota brand sells more hybrids in the U.S. than any other. The RAV4 is America's best-selling non-pickup vehicle in recent years, the Camry leads midsize sedans, and the Tacoma has led the midsize pickup segment for roughly two decades. Much of the volume is built in North America: Camry and RAV4 in Georgetown, Kentucky (RAV4 also in Ontario); Highlander, Grand Highlander and Sienna in Princeton, Indiana; Tundra and Sequoia in San Antonio, Texas; Corolla in Blue Springs, Mississippi; Corolla Cross at the Mazda Toyota plant in Huntsville, Alabama; and Tacoma in Mexico. That volume means used parts, salvage engines and aftermarket support are abundant and cheap.",
  commonProblems: [
    {
      title: "Excessive oil consumption on the 2.4 L 2AZ-FE",
      affected:
        "2.4 L 2AZ-FE in 2007–2009 Camry, 2006–2008 RAV4, 2009 Corolla and Matrix 2.4, and 2007–2008 Solara; also 2007–2011 Camry Hybrid (2AZ-FXE) and some Scion tC and xB",
      symptoms:
        "Oil a quart or more low between changes, blue smoke at cold start, oil-fouled plugs and misfire codes P0300–P0304, and later a catalytic converter code (P0420) from burning oil. The 2AZ has no low-oil-level warning, so by the time the red oil-pressure lamp flickers in corners the engine is already starving.",
      cause:
        "The oil-control (third) piston rings and their small drain-back holes clog with carbon, the rings stick in their grooves and stop scraping oil off the cylinder walls. Short trips and stretched oil intervals make it worse.",
      fix:
        "Prove it with a measured consumption test (fill to the full mark, seal the dipstick, recheck after about 1,000 miles). The lasting repair is Toyota's revised pistons and ring sets; a piston-soak cleaning only buys time. As of November 2026, Toyota's ZE7 warranty enhancement for this fault has ended on nearly every car, so have a dealer check the VIN but expect to pay. Replace the converter only after the oil burning is fixed.",
      cost: "Estimate $2,500–$4,000 for pistons and rings at an independent shop; a used engine is $2,500–$3,500 installed. Excludes diagnosis, catalytic converter and taxes.",
      system: "advanced-engine",
      asOf: "2026-11",
    },
    {
      title: "Frame rust-through on Tacoma, Tundra and Sequoia",
      affected:
        "2005–2010 Tacoma, 2007–2008 Tundra and 2005–2008 Sequoia (1995–2004 Tacoma had an earlier frame program); worst in road-salt states",
      symptoms:
        "Scaly, flaking frame rails that an awl punches through, holes near the rear leaf-spring hangers and under the cab, a rear clunk or sag, and failed state inspections. In advanced cases a spring hanger or crossmember tears loose and the rear axle shifts or the spare tire drops onto the road. That is a loss-of-control risk: a perforated frame should not be driven loaded or towing.",
      cause:
        "The frames left the supplier with inadequate corrosion protection, so salt brine and moisture trapped inside the boxed and C-channel rails eat them from the inside out.",
      fix:
        "Inspect on a lift with a hammer and awl along the full length, concentrating on the rear half, spring hangers and the crossmember under the transmission. Toyota's frame inspection and replacement campaigns (and the class settlement covering these model years) replaced frames or bought back trucks, but as of November 2026 their time limits have run out on nearly every truck. Today the fix is a replacement frame, professional sectioning with new hangers, or retiring the truck.",
      cost: "Estimate $8,000–$15,000 for a frame swap at an independent shop; sectioning $1,500–$5,000. Excludes brake and fuel lines and the seized fasteners that usually break during the job.",
      system: "suspension",
      asOf: "2026-11",
    },
    {
      title: "i-FORCE twin-turbo V6 bearing failure from machining debris",
      affected:
        "2022–2024 Tundra with the non-hybrid 3.4 L V35A twin-turbo V6; the May 2024 recall covered 2022–2023 trucks and 2025 recalls added 2024 trucks. i-FORCE MAX hybrids are not included",
      symptoms:
        "A knock that grows louder with load and rpm, rough running, an oil-pressure warning, glittering metal in drained oil, then a no-start or a sudden loss of drive power. Losing power at highway speed can cause a crash: if the engine starts knocking, stop driving and have the truck towed.",
      cause:
        "Debris from engine machining was not fully washed out at the engine plant. It circulates with the oil and scores the crankshaft main bearings until they spin or seize.",
      fix:
        "The remedy for the 2024 recall is a free engine replacement at a Toyota dealer (roughly 13–21 hours of labor); the 2025 campaigns set their own remedy, not yet available when they were filed, so check its status by VIN. Ask for a loaner or rental while you wait. Check the VIN at toyota.com/recall or nhtsa.gov/recalls even if an earlier check said 'not included', because coverage was expanded. Keep the repair order showing the new engine serial for resale.",
      cost: "Estimate $0 under the recall. Out of warranty, a V35A engine replacement would likely cost $15,000 or more, excluding towing, so never let a covered truck go unrepaired.",
      system: "advanced-engine",
      asOf: "2026-11",
      nhtsaCampaign: "24V381",
    },
    {
      title: "Gen 3 Prius head gasket failure from a clogged EGR system",
      affected:
        "2010–2015 Prius and 2012–2017 Prius v with the 1.8 L 2ZR-FXE; in our shop the earlier cars fail most, usually between 120,000 and 200,000 miles",
      symptoms:
        "Violent shaking and a rattle for a few seconds at cold start that then smooths out, a flashing check engine light with P0300–P0304, a coolant reservoir that drops with no visible leak, sweet white exhaust and, late on, milky oil. A cylinder that fills with coolant overnight can hydrolock on start and bend a connecting rod.",
      cause:
        "Carbon clogs the EGR cooler, EGR valve and the EGR passages in the intake manifold (cylinder 1 is usually worst). Combustion temperatures climb and the head gasket fails between a cylinder and the coolant jacket; residual pressure in the hot cooling system then pushes coolant into that cylinder after shutdown.",
      fix:
        "Pressure-test the cooling system, run a combustion-gas (block) test and look for a steam-cleaned cylinder when the plugs come out. Replace the head gasket with the head checked for flatness, and in the same job clean or replace the EGR cooler, EGR valve and intake EGR passages. Low compression after the gasket job means a bent rod and an engine swap. Bleed the cooling system per Toyota's procedure, using maintenance mode to keep the engine running.",
      cost: "Estimate $2,500–$3,800 for head gasket plus EGR cleaning at an independent hybrid shop; a used engine swap is $3,000–$4,500. Excludes diagnosis and any hybrid battery work.",
      system: "cooling-system",
    },
    {
      title: "Hybrid battery module failure (P0A80) on aging Prius and Camry Hybrid",
      affected:
        "2004–2009 and 2010–2015 Prius, 2012–2017 Prius v, 2012–2019 Prius c and 2007–2017 Camry Hybrid nickel-metal-hydride packs, usually past 10 years or 150,000 miles",
      symptoms:
        "Red triangle master warning, check engine light with P0A80 (replace hybrid battery pack) or P3000, the gas engine running almost constantly, the state-of-charge display swinging from full to empty within a mile, worse fuel economy and weak acceleration on hills.",
      cause:
        "Individual NiMH modules lose capacity and gain internal resistance; the battery ECU sees the voltage spread between blocks and sets P0A80. A clogged battery cooling fan and intake grille (often packed with pet hair) cooks the pack and speeds the decline.",
      fix:
        "Read block voltages and internal resistance with Techstream or a hybrid-capable scan tool before condemning the pack. Options are a new Toyota pack, a remanufactured pack with a written warranty, or module replacement and balancing as a short-term fix. Clean the cooling fan and duct in the same visit. The orange cables carry 200 V from the pack and several hundred volts after the boost converter: wear rated gloves, remove the service plug and wait at least 10 minutes before touching them.",
      cost: "Estimate $2,500–$4,500 for a new Toyota pack installed; $1,500–$2,500 remanufactured. Excludes diagnosis. Hybrid batteries on 2020-and-newer models carry 10-year/150,000-mile coverage.",
    },
    {
      title: "2GR-FE V6 water pump seepage and failure",
      affected:
        "3.5 L 2GR-FE in 2007–2017 Camry V6, 2005–2018 Avalon, 2008–2016 Highlander, 2007–2016 Sienna, 2006–2012 RAV4 V6 and 2009–2015 Venza V6",
      symptoms:
        "Pink or white crust at the pump weep hole behind the serpentine belt, a sweet smell after shutdown, a coolant level that drifts down, a bearing growl and eventually overheating. An overheated 2GR can warp its heads quickly: pull over and shut the engine off when the temperature gauge climbs.",
      cause:
        "The belt-driven pump's mechanical seal wears and weeps, typically between 60,000 and 120,000 miles, and bearing wear follows. Topping up with green universal coolant instead of Toyota's pink Super Long Life Coolant speeds it up.",
      fix:
        "Replace the pump and gasket (on transverse Camry, Sienna and Highlander engines the passenger-side mount and belt come off), fit a new serpentine belt and check the idler and tensioner. Refill with Toyota Super Long Life Coolant and bleed it properly. At the same visit, check the VVT-i oil cooler line low on the front of the engine: on early engines a rubber section can burst and dump the oil, so fit the all-metal replacement if it has not been done.",
      cost: "Estimate $600–$1,100 at an independent shop, more at a dealer. Excludes a worn belt tensioner or thermostat found during the job and taxes.",
      system: "cooling-system",
    },
    {
      title: "Low-pressure fuel pump impeller failure (Denso fuel pump recall)",
      affected:
        "2018–2020 Avalon, Camry, Corolla, Sequoia, Tacoma and Tundra; 2017–2019 Highlander; 2017–2020 Sienna; 2019–2020 RAV4; some 2014–2015 and 2018–2019 4Runner and Land Cruiser; 2014 FJ Cruiser (check each VIN)",
      symptoms:
        "Long cranking before start, rough idle, a check engine light with lean or low fuel-pressure codes (P0171, P0087), hesitation, and in the worst case a stall while driving followed by a no-restart. A stall in traffic can cause a crash, and on trucks with hydraulic power steering the steering turns heavy at the same moment.",
      cause:
        "The plastic impeller in the Denso in-tank pump was molded at low density; it absorbs fuel, swells and rubs the pump housing until the pump stops.",
      fix:
        "A Toyota dealer replaces the fuel pump assembly with a revised part at no charge. The campaign was expanded several times, so a VIN that was clear in 2020 may be included now; check at toyota.com/recall. An independent shop should not install an aftermarket pump on a vehicle with this recall open.",
      cost: "Estimate $0 under the recall; on a vehicle not covered, an in-tank pump replacement runs $700–$1,400. Excludes towing and diagnosis.",
      system: "fuel-system",
      asOf: "2026-11",
    },
    {
      title: "Secondary air injection pump and valve failure on the 5.7 L V8",
      affected:
        "2007–2021 Tundra and 2008–2022 Sequoia with the 5.7 L 3UR-FE V8, worst in wet and salted climates; similar pumps failed on some 2012 Tacomas",
      symptoms:
        "Check engine light with P2440, P2441, P2442, P2444 or P2445, VSC and TRAC warning lights coming on with it, and the truck dropping into reduced-power limp mode, usually on a cold morning; limp mode can leave too little power to merge safely, so get it looked at before highway trips. The two pumps behind the passenger-side front splash shield should hum for a minute or two after a cold start; silence or a grinding whine points to them.",
      cause:
        "Water gets into the air pumps and the two air switching valves at the back of the engine. The pump motors corrode and seize, and the valves stick open or shut, which the pressure sensors flag.",
      fix:
        "Use Techstream's active test to run the pumps and watch the pressure sensor values, which tells a bad pump from a stuck valve. Replace the failed pumps and switching valves with current Toyota parts, clear codes and rerun the system check. Toyota ran a customer support program on these pumps and valves for 2012 Tacomas; have a dealer check a Tundra or Sequoia VIN for any open coverage before paying. Delete tunes are not legal for road use and fail emissions inspection.",
      cost: "Estimate $1,200–$2,800 at an independent shop depending on how many pumps and valves fail; dealer quotes can exceed $4,000. Excludes diagnosis and any open coverage.",
      system: "exhaust-system",
    },
    {
      title: "Cold-start rattle from the VVT-i cam actuator on the 2.5 L 2AR-FE",
      affected:
        "2.5 L 2AR-FE in 2010–2017 Camry, 2009–2018 RAV4 and 2011–2016 Scion tC (a Toyota bulletin covered early 2010–2011 Camry and 2009–2010 RAV4 engines)",
      symptoms:
        "A loud grind or rattle from the front of the engine for one to three seconds on the first start after sitting overnight, sometimes with cam-timing codes such as P0011 or P0016. The noise disappears as soon as oil pressure builds.",
      cause:
        "Oil drains out of the intake camshaft timing gear (VVT-i actuator) overnight and its lock pin does not hold the rotor, so it clatters against its stops until oil pressure fills it. Low oil level makes it louder.",
      fix:
        "Confirm the source with a stethoscope at the front of the valve cover and rule out the water pump and chain tensioner. Replace the VVT-i actuator with the revised part; on high-mileage engines inspect the timing chain, guides and tensioner and replace them together. Run 0W-20 at the full mark and listen again after a cold soak the next morning.",
      cost: "Estimate $700–$1,300 for the intake actuator; $1,500–$2,200 with chain, guides and tensioner. Excludes diagnosis; early bulletin coverage has expired.",
      system: "timing-system",
    },
    {
      title: "Gear hunting, shift flare and clunky downshifts on Toyota 6- and 8-speeds",
      affected:
        "2016–2023 Tacoma 3.5 L with the AC60E/AC60F 6-speed; 2018–2020 Camry and 2019–2020 RAV4 with the UA80E 8-speed (Direct Shift-8AT)",
      symptoms:
        "On the Tacoma, constant hunting between 5th and 6th on grades and a lazy, delayed kickdown. On the 8-speed cars, a clunk on the 3–2 or 2–1 coast-down, a light shudder between roughly 25 and 45 mph, and a hesitation pulling away from a stop. Usually no trouble codes.",
      cause:
        "Fuel-economy shift and lock-up calibrations in the ECM/TCM rather than broken hard parts; occasionally low fluid after an incorrect fill, because these units have no dipstick.",
      fix:
        "Apply the newest ECM/TCM calibration, reset the transmission learned values with Techstream and drive the relearn cycle. Check level at the overflow plug with the engine idling and the fluid at the temperature the repair manual gives for that unit (read it on the scan tool), using Toyota WS only. Tacoma owners who tow often do better in S mode on long grades.",
      cost: "Estimate $0–$200 for reflash and relearn (often warranty on newer vehicles); a WS drain-and-fill with level check is $180–$300. Excludes diagnosis.",
      system: "transmission",
    },
  ],
  modelLineup: {
    asOf: "2026-11",
    current: [
      "Corolla sedan, Corolla Hatchback and Corolla Hybrid",
      "Corolla Cross and Corolla Cross Hybrid",
      "Prius and Prius Plug-in Hybrid",
      "Camry (hybrid-only from the 2025 model year)",
      "Crown sedan and Crown Signia",
      "RAV4 Hybrid and Plug-in Hybrid (sixth generation from 2026; the gas-only RAV4 ended after 2025)",
      "bZ4X battery-electric crossover (renamed bZ for 2026)",
      "Highlander and Grand Highlander",
      "4Runner, Land Cruiser and Sequoia",
      "Tacoma and Tundra pickups, with i-FORCE MAX hybrid versions",
      "Sienna hybrid minivan",
      "GR86, GR Supra and GR Corolla",
    ],
    bestSelling: [
      "RAV4 (Toyota's top seller and America's best-selling SUV in recent years)",
      "Camry",
      "Corolla and Corolla Cross",
      "Tacoma",
      "Highlander and Grand Highlander",
      "Tundra",
    ],
    upcoming: [
      "2026 bZ Woodland battery-electric wagon (announced for the U.S.)",
      "2026 C-HR battery-electric crossover (announced for the U.S.)",
    ],
    discontinued: [
      "Avalon (after the 2022 model year)",
      "Venza (after 2024)",
      "C-HR gasoline crossover (after 2022)",
      "Yaris (after 2020)",
      "Prius c (after 2019) and Prius v (after 2017)",
      "Land Cruiser 200-series (after 2021)",
      "FJ Cruiser (after 2014)",
      "Matrix (after 2013)",
      "Camry Solara (after 2008)",
      "Celica, MR2 Spyder and Echo (after 2005)",
      "Scion brand models (folded into Toyota after 2016)",
    ],
    specialization:
      "Toyota's core is high-volume, low-drama transportation: compact and midsize cars and crossovers (Corolla, Camry, RAV4) that run 200,000 miles on basic maintenance, body-on-frame trucks and SUVs (Tacoma, Tundra, 4Runner, Sequoia, Land Cruiser) that hold resale value like few other vehicles, and hybrid systems, led by the Hybrid Synergy Drive power-split design, offered on nearly every 2026 line. The GR (Gazoo Racing) models are a small enthusiast side line. Toyota has been slow on battery-electric vehicles compared with rivals, betting instead on hybrids, which is why most Toyota hybrid repair knowledge (inverters, NiMH and lithium-ion packs, electric water pumps, brake-by-wire) had become everyday shop work by the mid-2020s.",
  },
  reliabilityInfo: {
    overallScore:
      "Toyota is consistently at or near the top of Consumer Reports' annual brand reliability rankings and scores well above the industry average in J.D. Power's Vehicle Dependability Study. In the shop that matches what we see: the majority of Toyotas that come in past 150,000 miles need brakes, fluids, struts and a water pump, not engines or transmissions. The exceptions are specific and predictable (listed in this profile), which is itself useful: you know what to check.",
    comparison:
      "Against Honda, Toyota's V6 and V8 engines have been more tolerant of neglected oil changes in our experience, while Honda's K-series fours avoided the oil burning of the 2AZ-FE. Against the Detroit three, Toyota's automatic transmissions (Aisin-built U-series and UA80E) fail far less often than early GM and Ford 6- and 10-speed units. Against Subaru, Toyota avoids head-gasket-prone boxer engines but has its own head gasket trouble on the Gen 3 Prius. Where Toyota trails is frame corrosion protection on 2000s trucks and infotainment that lagged rivals for years.",
    trends:
      "The older V6 and V8 lineup (2GR, 1GR, 3UR) set Toyota's reputation. Newer designs are more complex: the A25A 'Dynamic Force' four and the V35A twin-turbo V6 use combined port and direct injection, and the V35A's debris recall was the first major engine defect on a Toyota truck in years. The 2024 Tacoma and 2022 Tundra launches also drew more early complaints than their predecessors. Hybrids remain a strength, with the Prius, Camry Hybrid and RAV4 Hybrid inverters and transaxles proving long-lived.",
    mostReliable:
      "The best long-term bets are the 2.5 L Camry (2018 on, A25A-FKS), the Corolla with the 1.8 L 2ZR-FE (2009–2019) or 2.0 L M20A (2020 on), the Prius (2016 on, with its revised engine), the RAV4 Hybrid, the 4Runner with the 4.0 L 1GR-FE and 5-speed (2010–2024) and the Highlander and Sienna with the 3.5 L 2GR. None is turbocharged, and none carries the 2AZ-FE oil burning, Gen 3 Prius head gasket or V35A debris problems described above.",
    leastReliable:
      "The weakest recent Toyotas are the non-hybrid 2022–2024 Tundra with the V35A (engine-debris recalls), the 2007–2009 Camry 2.4 (oil burning), the 2010–2012 Prius (head gaskets) and salt-belt 2005–2010 Tacomas (frames). The redesigned 2024 Tacoma also drew more early complaints than the truck it replaced, so a second-year or later truck is the safer purchase.",
  },
  ownershipCosts: {
    averagePrice:
      "Approximate 2025 starting prices before destination, as an editorial estimate: Corolla about $23,000, Prius about $28,500, Camry about $29,000, RAV4 about $29,000, Tacoma about $32,000, Highlander about $40,000, Tundra about $41,000, 4Runner about $41,000, Land Cruiser about $57,000 and Sequoia about $63,000. Well-optioned hybrids, TRD trims and Capstone/Platinum trucks commonly transact $10,000–$20,000 above base, and popular models have sold at or above sticker in tight inventory periods.",
    maintenanceCosts:
      "Our estimate for scheduled maintenance on a four-cylinder Toyota car or crossover is roughly $400–$600 a year over the first 100,000 miles, excluding tires. Most current Toyotas use 0W-16 or 0W-20 synthetic on a 10,000-mile interval (5,000 miles on many older engines and under severe service), Super Long Life Coolant first at 100,000 miles, iridium plugs around 120,000 miles and WS automatic fluid marked 'lifetime' that we recommend changing near 60,000 miles. Engines that use a timing belt—the 1MZ-FE and 3MZ-FE V6, the 2UZ-FE V8 and the 3.4 L 5VZ-FE—need a belt and water pump about every 90,000 miles, roughly $700–$1,200.",
    insuranceTrends:
      "Insurance on Camry, Corolla and RAV4 is generally moderate for their classes, helped by Toyota Safety Sense being standard, but rising parts and camera/radar calibration costs have pushed premiums up. Theft is a Toyota-specific factor: Prius models from 2004–2015 are heavily targeted for catalytic converters, Tacoma and Tundra tailgates and wheels get stolen, and thieves have used CAN-bus injection through the headlight wiring to steal late-model RAV4s. Anti-theft shields, wheel locks and a steering lock can reduce claims and sometimes premiums.",
    depreciationRates:
      "Toyota resale values are among the strongest in the market, especially trucks: Tacoma, 4Runner, Tundra and Land Cruiser lose value slowly, and high-mileage examples sell quickly. Hybrid RAV4s and Priuses also hold value well. Sedans like the Camry and Corolla depreciate faster than the trucks but slower than most rival sedans. The bZ4X battery-electric crossover is the clear exception, losing value quickly, much like most EVs.",
    warrantyInfo: {
      asOf: "2026-11",
      text: "For recent model years Toyota covers new vehicles for 3 years/36,000 miles basic and 5 years/60,000 miles powertrain, plus 5 years/unlimited miles against corrosion perforation. Hybrid components are covered for 8 years/100,000 miles, and from the 2020 model year the hybrid battery is covered for 10 years/150,000 miles. Battery-electric components on the bZ4X are covered for 8 years/100,000 miles. ToyotaCare adds scheduled maintenance for 2 years/25,000 miles and 24-hour roadside assistance. Federally required emissions coverage keeps the catalytic converter and engine computer covered for 8 years/80,000 miles.",
    },
  },
  repairInfo: {
    repairCosts:
      "Typical independent-shop estimates, parts and labor, excluding diagnosis and taxes: front brake pads and rotors on a Camry or RAV4 $350–$550; 2GR-FE water pump $600–$1,100; Tacoma or 4Runner upper and lower ball joints $500–$900; Prius hybrid battery $2,500–$4,500 new; Prius inverter coolant pump $300–$550; Tundra air injection pump $1,200–$2,800; RAV4 or Camry 12-volt battery $180–$300. Toyota dealer labor rates run roughly 20–40% higher, but Toyota genuine parts are often priced close to quality aftermarket.",
    diyFixes:
      "Many Toyota jobs suit a home mechanic: engine and cabin air filters (the cabin filter is behind the glovebox on most models), 12-volt battery replacement (on the Prius it lives in the rear and has jump posts under the hood), the cleaning of a Prius or RAV4 Hybrid battery cooling fan and intake grille, and front brake pads on Corolla and Camry. Oil changes on 2ZR and UR-series engines use a cartridge filter housing with a drain fitting that needs Toyota's plastic drain pipe to avoid a mess. A cheap OBD-II dongle with Toyota-specific hybrid data (block voltages, inverter temperatures) catches many hybrid problems early.",
    warningSigns:
      "On a Toyota, a check engine light often brings the VSC and TRAC lights on with it; that combination usually means an engine fault, not a stability-control failure. On hybrids a red triangle master warning means stop and scan soon. Other Toyota tells: a 2-second rattle at cold start (VVT-i actuator), pink crust at the water pump (2GR), a cold-morning limp mode on a 5.7 Tundra (air injection pumps), a Prius that shakes on startup and loses coolant (head gasket), a RAV4 or Camry 2.4 that needs a quart every 1,000 miles (2AZ oil burning), and any knock from a 2022–2024 Tundra V6 (debris recall).",
    preventativeTips:
      "Tie maintenance to this brand's known weak points: check oil level on 2AZ-FE cars at every fuel stop; clean the EGR cooler, valve and intake passages on Gen 3 Priuses around 100,000–150,000 miles before the head gasket goes; vacuum the hybrid battery intake grille every oil change; rinse and rust-inhibit the frames of Tacoma, Tundra and Sequoia every fall in salt states; replace the 2GR water pump preventively if the weep hole is crusted; and keep the area behind a 5.7 Tundra's passenger-side front splash shield clean so water can drain away from the air pumps. Use only Toyota WS transmission fluid and pink Super Long Life Coolant.",
    yearsToAvoid:
      "Years we steer buyers away from or inspect hardest: 1997–2002 Camry and Avalon, 1998–2002 Sienna, 1999–2002 Solara and 2001–2002 Highlander with the 1MZ-FE V6 or 5S-FE four (oil sludge; Toyota ran a special policy that has long expired); 2007–2009 Camry 2.4 and 2006–2008 RAV4 2.4 (2AZ-FE oil consumption); 2005–2010 Tacoma and 2007–2008 Tundra from salt states (frame rot); 2010–2012 Prius (head gasket, inverter recalls); 2022–2024 non-hybrid Tundra without proof the engine recalls are complete; and the first model year of the 2024 Tacoma.",
  },
  recalls: {
    asOf: "2026-11",
    majorCampaigns:
      "The recalls that most shaped Toyota's U.S. record: the 2009–2011 unintended-acceleration campaigns for floor-mat entrapment and sticking accelerator pedals, covering millions of Camry, Corolla, RAV4, Tacoma, Tundra and Lexus vehicles; Takata passenger-airbag inflator recalls on 2000s Corolla, Matrix, Sequoia and Tundra among others; the 2020 recall of about 3.4 million 2011–2019 Corolla, 2011–2013 Matrix and 2012–2018 Avalon vehicles for an airbag control unit vulnerable to electrical noise; the Denso fuel pump recalls that started in 2020; the Gen 3 Prius inverter software recalls (loss of power); the 2022 bZ4X recall for hub bolts that could loosen and let a wheel detach; and the 2024–2025 V35A engine-debris recalls.",
    campaigns: [
      {
        nhtsaCampaign: "24V381",
        recall: "May 2024: 2022–2023 Tundra and LX 600 with the V35A twin-turbo V6, machining debris (engine replacement)",
      },
    ],
    handlingProcess:
      "Toyota generally files with NHTSA, mails owner letters and posts the campaign on toyota.com/recall, sometimes announcing a recall months before parts are ready ('remedy not yet available'). Toyota dealers perform recall work free regardless of vehicle age or owner. Toyota also runs 'warranty enhancements' and limited service campaigns for non-safety defects (2AZ-FE oil consumption, 3UR air injection parts, oil lines); these are not recalls, often are not mailed to second owners, and expire on time or mileage, so asking the dealer to run the VIN matters.",
    ownerSteps:
      "Run your 17-digit VIN at toyota.com/recall and nhtsa.gov/recalls at least twice a year, and update the address on your Toyota app or owner account so letters reach you. If a recall says 'remedy not yet available', ask whether interim instructions apply (for the V35A debris recall, stop driving at the first sign of knock). For a safety recall involving airbags or stalling, ask the dealer about a loaner or rental. Keep every recall repair order, because used buyers and CarFax reports rely on it.",
    patterns:
      "Toyota's recall pattern is dominated by supplier components and software rather than core engine or transmission design: Denso fuel pumps, Takata and ZF-TRW airbag parts, CTS accelerator pedals, inverter and hybrid control software on Priuses. Toyota also tends to recall very large populations at once because parts are shared across Toyota and Lexus models, which is why recall counts look big. The V35A debris recalls are unusual for Toyota because they involve an internal engine defect.",
  },
  strengths: {
    excellingAreas: [
      "Engine and automatic transmission longevity past 200,000 miles",
      "Hybrid systems with proven inverter and transaxle durability",
      "Resale value, especially Tacoma, 4Runner, Tundra and Land Cruiser",
      "Parts availability and parts sharing across Toyota and Lexus",
      "Low cost of routine maintenance on four-cylinder models",
      "Standard driver-assistance (Toyota Safety Sense) across the lineup",
    ],
    uniqueFeatures: [
      "Hybrid Synergy Drive power-split hybrid transaxle with no conventional starter or clutch",
      "i-FORCE MAX hybrid turbo powertrains in Tundra, Tacoma, 4Runner and Sequoia",
      "D-4S combined port and direct injection that limits intake-valve carbon buildup",
      "Hydrogen fuel-cell Mirai sold in California",
      "Techstream dealer software that exposes hybrid block voltages and active tests",
    ],
    awards: [
      "Prius: 2004 Motor Trend Car of the Year",
      "Tundra: 2008 Motor Trend Truck of the Year",
      "Camry: America's best-selling passenger car for most of the 2000s and 2010s",
      "Consistent top placements in Consumer Reports brand reliability rankings",
    ],
    engineeringApproaches:
      "Toyota engineers for durability margins rather than peak output: conservative specific power on the 2GR-FE and 1GR-FE V6s, Aisin-built automatics with modest torque ratings, and components validated for years before wide release. The D-4S system on the 2GR-FKS, A25A and V35A adds port injectors alongside direct injection specifically to keep intake valves clean. Toyota hybrids use a planetary power-split device instead of a clutched automatic, so there are far fewer wear parts; the trade-off is that the inverter, motor-generators and battery need hybrid-trained diagnosis.",
    commitments:
      "Toyota has committed billions of dollars to U.S. battery production at its Liberty, North Carolina plant, and says it will keep offering hybrids, plug-in hybrids, battery-electric and hydrogen vehicles rather than a single technology. For owners the more concrete commitments are the 10-year/150,000-mile hybrid battery coverage on 2020-and-newer models, ToyotaCare maintenance on new vehicles, and the precedent of long-running warranty enhancements on known defects such as 2AZ-FE oil consumption and truck frames.",
  },
  expertInsights: {
    mechanicPerspectives:
      "Shop owners like Toyotas because they are predictable: a 180,000-mile Camry with records is a safer used-car bet than many 80,000-mile rivals. The flip side is that owners assume they are indestructible and skip oil changes, coolant and transmission fluid, and that is when 2AZ rings stick, Prius EGR passages choke and 2GR water pumps start weeping. Techs also know to check the 2AZ-FE head bolt threads in the block when a 2.4 has lost coolant, since pulled threads cause head gasket failures that a Time-Sert insert fixes.",
    engineeringAnalysis:
      "The 2GR-FE V6 is a good example of Toyota's approach: timing chain, hydraulic lash adjusters and no routine valve adjustment, but a belt-driven water pump and an early VVT-i oil line with a rubber section that was later replaced by an all-metal line. The 2ZR-FXE Prius engine is efficient but runs heavy EGR and spends its life cycling on and off, which is hard on the EGR cooler and head gasket. The V35A twin-turbo V6 shows how a manufacturing cleanliness problem, not a design flaw, can mean a full engine replacement.",
    qualityOpinions:
      "Toyota's build quality remains a benchmark for fit, wiring and corrosion on cars, but the 2005–2010 truck frames show what happens when a supplier's corrosion protection fails, and interior materials on some recent models feel cheaper than Honda or Mazda equivalents. Infotainment was a long-standing weak point until the 2022-on Toyota Audio Multimedia system, which is better but still draws over-the-air update complaints.",
    futurePredictions:
      "Expect Toyota to keep pushing hybrids hardest: the Camry and the 2026 RAV4 have already dropped gas-only versions, and i-FORCE MAX hybrids now cover most of the truck range. That means shops need high-voltage training and scan tools that read Toyota hybrid data. The open question is whether the newer turbocharged engines (V35A, T24A-FTS) match the long life of the naturally aspirated V6s and V8s they replaced; the 2024 debris recall makes us cautious about early V35A trucks.",
  },
  buyingGuidance: {
    bestModelYears:
      "Strong used buys: 2012–2017 Camry 2.5 (after the early 2AR cam-gear fix) and 2018-on Camry; 2014–2019 Corolla; 2016–2022 Prius; 2019–2025 RAV4 Hybrid; 2010–2024 4Runner with the 1GR-FE and 5-speed; 2014–2019 Highlander V6 and 2021-on Highlander Hybrid; 2011–2020 Sienna; and 2014–2021 Tundra 5.7 from a dry state with the air injection system checked. Most skip the first year of a redesign or arrive after Toyota's fixes for the faults above (revised 2AR cam gear, all-metal VVT-i oil line, the Gen 4 Prius engine).",
    modelsToAvoid:
      "Avoid or discount heavily: salt-belt 2005–2010 Tacomas and 2007–2008 Tundras with frame scale, any 2007–2009 Camry 2.4 or 2006–2008 RAV4 2.4 that burns more than a quart per 1,500 miles, 2010–2012 Priuses past 120,000 miles with no EGR cleaning or head gasket records, and non-hybrid 2022–2024 Tundras whose engine recalls have not been completed. A high-mileage Gen 2 or Gen 3 Prius on its original hybrid battery should be priced as if it needs one.",
    inspectionTips:
      "On trucks, put it on a lift and go over the frame with an awl, especially the rear spring hangers. On a 2AZ car, pull the plugs or scope a cylinder and look at tailpipe soot. On a Prius, do a cold start (ask the seller not to run it first), watch for shaking, check coolant level and run a hybrid battery block-voltage test. On a 2GR V6, look for pink crust at the water pump and confirm the VVT-i oil line is all-metal. On a Tundra V6, run the VIN for the engine recall and ask for the replacement repair order. Check every VIN at nhtsa.gov for open airbag and fuel pump recalls.",
    negotiationTips:
      "New-car discounts on Toyota are small because inventory is tight, so negotiate the add-ons and the financing instead: Toyota Financial Services subsidized rates often beat a dealer-arranged loan. On popular hybrids and trucks, refuse 'market adjustments' and get an out-the-door price in writing from several dealers, since many will sell at sticker. On used Toyotas, use known weak points as leverage: a 2AZ burning oil, a Prius with no battery history or a truck with frame scale justifies a price cut of the repair estimate.",
    dealerAddOns:
      "Toyota dealers commonly pre-install or push wheel locks, mud guards, door-edge guards, nitrogen-filled tires, VIN etching, paint and fabric protection packages, window tint and sometimes port-installed 'protection' bundles costing $1,000–$3,000. Toyota Extra Care service contracts and prepaid maintenance beyond ToyotaCare are also pitched at signing. Most are negotiable or removable; ask for the dealer addendum sticker before you talk price. A genuine Toyota Extra Care contract can make sense on a hybrid you plan to keep past 100,000 miles, but it does not have to be bought at signing: it can usually be added later while the car is inside the basic warranty, and prices differ between Toyota dealers.",
  },
};
