import { marketShareText } from "../market-share";
import type { Manufacturer } from "../schema";

export const manufacturer: Manufacturer = {
  slug: "mazda",
  name: "Mazda",
  category: "import",
  marketShare: marketShareText("mazda"),
  shortDescription:
    "Mazda is a small Hiroshima automaker that builds driver-focused cars and crossovers with naturally aspirated Skyactiv engines and conventional six-speed automatics instead of CVTs. Current CX-5, CX-30 and Mazda3 models are dependable; the trouble spots are older turbo and V6 engines and infotainment.",
  description:
    "Skyactiv-era Mazdas are solid; watch the CX-9 3.7 V6 internal water pump, 2.3 DISI turbo failures in the CX-7 and Mazdaspeed cars, Mazda Connect screen freezes and ghost touch, phantom automatic braking, rust on 2004–2009 Mazda3s and first-year CX-90 recalls.",
  countryOrigin: "Japan",
  headquarters:
    "Fuchu, Hiroshima Prefecture, Japan; Mazda North American Operations in Irvine, California",
  philosophy:
    "Mazda's guiding idea is Jinba Ittai, the horse-and-rider feel that the MX-5 Miata has carried since 1989, and it designs even its family crossovers around steering feel, pedal response and seating position. Rather than chase turbochargers and CVTs, the Skyactiv program that began with the 2012 Mazda3 and 2013 CX-5 used high-compression (about 13:1) naturally aspirated four-cylinders that still run on regular fuel, paired with a six-speed torque-converter automatic tuned to shift like a manual. Kodo design, introduced in 2010, keeps the body surfaces clean, and Soul Red paint has become a trademark. Mazda also keeps the rotary engine alive as a heritage program; the 787B's 1991 Le Mans win remains a point of pride. As a small company it shares where it can: a long partnership with Ford (which once owned a controlling stake and sold out by 2015) and today a capital alliance with Toyota.",
  recentNews: {
    asOf: "2026-11",
    text: "Mazda moved upmarket with a new rear-drive-based large platform: the three-row CX-90 arrived for 2024 and the two-row CX-70 for 2025, both with a 3.3 L turbocharged inline-six mild hybrid or a 2.5 L plug-in hybrid and a new eight-speed automatic. The Alabama-built CX-50, made at the Mazda Toyota Manufacturing plant in Huntsville, added a hybrid version for 2025 that uses Toyota's hybrid system. Mazda revealed a redesigned CX-5 in 2025 for the 2026 model year and has said a Mazda-developed hybrid system will follow. In 2025 Mazda settled a class action over Mazda Connect infotainment failures, adding a 24-month warranty extension on the head unit of covered cars. Most U.S. Mazdas are imported from Japan and Mexico, so 2025 import tariffs pressured pricing more than at brands with larger U.S. production.",
  },
  marketPosition:
    "Mazda holds a small share of the U.S. market and positions itself just below the luxury brands: interiors, sound deadening and ride quality aim at Audi and Lexus buyers who do not want to pay luxury prices. The CX-5 is the volume leader by a wide margin, with the CX-30, CX-50 and CX-90 behind it. Mazda dropped the Mazda6 sedan and CX-3, replaced the CX-9 with the CX-90, and pushed dealers to renovate stores to match the premium image. Its closest competitors are Subaru, Honda and Hyundai in compact crossovers; it outsells none of them overall but often wins comparison tests on driving feel.",
  commonProblems: [
    {
      title: "CX-9 V6 internal water pump leak contaminating the engine oil",
      affected:
        "2007–2015 CX-9 with the Ford-derived 3.5 L (2007) or 3.7 L (2008–2015) V6, whose timing-chain-driven water pump sits inside the front cover",
      symptoms:
        "Coolant level that keeps dropping with no puddle under the car, a sweet smell, the temperature gauge climbing on long grades, then a milky or tan film on the dipstick and oil cap. Left alone, the oil-pressure light and rod knock follow, or the engine overheats and sets P0217. Overheating or a seizing engine at highway speed is dangerous: stop as soon as the gauge climbs.",
      cause:
        "The water pump is driven by the timing chain inside the engine. When its shaft seal fails, the weep passage drains coolant into the crankcase instead of onto the ground, diluting the oil until the bearings wipe out.",
      fix:
        "Replace the water pump, which means removing the front timing cover and timing chain; replace the chain, guides, tensioners and front seals while open. Flush the oil with two short-interval changes, bleed the cooling system and pressure-test it. If the bearings already knock or the oil shows metal, the engine is replaced.",
      cost:
        "Estimate: $1,800–$3,200 for the pump with timing parts; $6,000–$9,000 for a replacement engine once coolant has damaged the bearings, not counting towing or diagnosis.",
      system: "cooling-system",
    },
    {
      title: "2.3 DISI turbo failure, timing-chain rattle and carbon build-up",
      affected:
        "2007–2012 CX-7 2.3 turbo, 2007–2013 Mazdaspeed3 and 2006–2007 Mazdaspeed6 with the 2.3 L direct-injection turbo four (L3-VDT)",
      symptoms:
        "A siren-like whine, oil in the intercooler piping, blue smoke and loss of boost with P0299 (underboost). A one- or two-second rattle at cold start with P0011 or P0016 cam timing codes. Rough idle and misfires P0300–P0304 from carbon on the intake valves. On Mazdaspeed models, stumbling at full throttle with low fuel-rail pressure (P0087).",
      cause:
        "Turbo bearings coke and starve when oil changes run long or the engine is shut off hot. The variable-valve-timing actuator and chain wear with the same neglected oil. Direct injection never washes the intake valves. On the Mazdaspeeds the cam follower that drives the high-pressure fuel pump wears through and can damage the cam lobe.",
      fix:
        "Replace the turbo with a new oil feed line and clean the intercooler and piping of oil. Replace the timing chain, tensioner and intake-cam VVT actuator together, then clear codes and verify cam correlation. Walnut-blast the intake valves. Inspect the fuel-pump cam follower at every chain or plug job, and run 3,000–5,000-mile oil changes afterward.",
      cost:
        "Estimate: $1,800–$3,000 for a turbo, $1,400–$2,200 for chain and VVT actuator, $400–$700 for valve cleaning; none of it includes diagnosis or engine damage.",
      system: "turbo-supercharger",
    },
    {
      title: "Mazda Connect CMU freezing, reboot loops and ghost touch",
      affected:
        "2014–2018 Mazda3, 2016–2021 Mazda6 and CX-3, 2016–2020 CX-5 and CX-9, and 2016–2023 MX-5 with the Mazda Connect system",
      symptoms:
        "A screen that freezes or reboots in a loop, a backup-camera image that does not appear, Bluetooth calls that drop, navigation SD-card errors and 'ghost touch', where the screen selects menus or dials calls by itself. In 2022 a Seattle-area radio station's broadcast image files left many 2014–2017 cars stuck in a boot loop. A missing backup-camera image is a safety problem when reversing.",
      cause:
        "The Connectivity Master Unit (CMU) behind the dash has software bugs in boot and memory handling. The bonded touch panel separates from the display in heat and sends phantom inputs. Navigation SD cards and the USB hub also fail.",
      fix:
        "Update the CMU software at the dealer first. Replace the touch panel for ghost touch, the CMU for boot loops that survive an update, and the SD card for navigation errors. Covered cars get a 24-month limited warranty extension on the CMU and its software under the 2025 Duffy v. Mazda settlement, and 2014–2016 Mazda3s had an earlier Mazda extension.",
      cost:
        "Estimate: $0 under the settlement extension while it runs; otherwise $250–$450 for a touch panel and $700–$1,500 for a CMU, not counting diagnosis.",
      system: "infotainment",
      asOf: "2026-11",
    },
    {
      title: "Smart Brake Support false activation (phantom braking)",
      affected:
        "2019–2020 Mazda3 (December 2019 software recall) and certain 2024 CX-90 plug-in hybrids (2024 recall); also any Mazda with radar or camera braking after glass or bumper work",
      symptoms:
        "Hard automatic braking with nothing ahead, a 'Brake!' warning in the gauges and head-up display, and a chime, often near roadside metal, reflections or at low speed on the CX-90. The car behind can rear-end you. After windshield or front-bumper work, an SBS or radar-cruise malfunction warning with stored camera or radar module codes.",
      cause:
        "Incorrect Smart Brake Support control software let the 2019–2020 Mazda3 detect obstacles that were not there. On the CX-90 PHEV, vehicle-control-module software mistook reflections and large metal objects for oncoming traffic. A misaimed forward camera or radar after a repair causes similar events.",
      fix:
        "Recall software updates: an SBS reflash on the Mazda3 (early builds also had the instrument cluster reprogrammed or replaced and got a revised owner's manual on switching SBS off temporarily) and a vehicle-control-module reflash on the CX-90. After any windshield replacement or front-bumper repair, aim the forward-sensing camera and radar with Mazda's target procedure and confirm no codes remain.",
      cost:
        "Estimate: $0 for the recall software; $250–$600 for camera or radar aiming after glass or body work, not counting the glass or bumper repair itself.",
      system: "adas-sensor-calibration",
      asOf: "2026-11",
    },
    {
      title: "Rear wheel-arch, rocker and subframe rust on older Mazdas",
      affected:
        "2004–2009 Mazda3, 2003–2008 Mazda6, 2006–2010 Mazda5, 2001–2006 MPV and 1999–2005 MX-5 (NB) driven in salt-belt states",
      symptoms:
        "Bubbling paint at the rear wheel arches and rocker ends that turns into holes, flaking rear subframe and trailing-arm mounts, clunks over bumps and failed state inspections. Brake lines along the floor corrode through; a rotted line can burst under hard braking and lengthen stopping distance, so treat a soft pedal or fluid at a wheel as urgent.",
      cause:
        "Rolled wheel-arch lips and rocker seams trap salt and mud behind the plastic liners, and these generations received little cavity wax from the factory. Clogged drain holes keep the panels wet from the inside.",
      fix:
        "Cut out and weld in patch panels on arches and rockers, repair or replace rusted subframe and trailing-arm mounts, and replace brake lines with pre-bent or copper-nickel tubing, then bleed the brakes. Finish with cavity wax and undercoating. Rust at suspension mounting points can make an older Mazda not worth saving.",
      cost:
        "Estimate: $600–$2,500 to repair both rear arches and rockers, $400–$900 to replace the brake lines; structural subframe work can cost more than the car is worth.",
      system: "suspension",
    },
    {
      title: "Electro-hydraulic power steering pump failure (Mazda3, Mazda5)",
      affected:
        "2004–2013 Mazda3 and 2006–2015 Mazda5 with the electric-motor-driven hydraulic pump; 2007–2009 Mazda3 and Mazda5 built April 2007–November 2008 were recalled in 2010",
      symptoms:
        "The power-steering warning light comes on and steering suddenly goes heavy, usually at parking-lot speed, sometimes coming back after a restart. A whine or groan from the pump, fluid seepage at the pressure line and stored power-steering module codes are common. Losing assist while turning into traffic can cause a crash.",
      cause:
        "The pump's electric motor and built-in controller overheat and fail, and the system's thermal failsafe cuts power assist to protect it. On the recalled cars, rust inside the high-pressure pipe damaged the pump bearings. Low or old fluid and leaking hoses shorten pump life.",
      fix:
        "Check fluid level and hoses first, then scan the steering module for codes and check the power feed and ground. Replace the pump assembly with its integrated controller, plus the high-pressure pipe on recalled cars, and bleed the system by turning lock to lock with the engine running.",
      cost:
        "Estimate: $700–$1,500 with a remanufactured pump, up to about $1,900 with a new dealer pump, not counting diagnosis; $0 on a 2007–2009 car with the 2010 recall still open.",
      system: "steering-system",
      asOf: "2026-11",
    },
    {
      title: "CX-90 and CX-70 launch-year stalling, power-loss and steering recalls",
      affected:
        "2024 CX-90 (3.3 L turbo inline-six mild hybrid and 2.5 L plug-in hybrid) and 2025 CX-70 plug-in hybrid, with the eight-speed automatic that uses a wet clutch in place of a torque converter",
      symptoms:
        "The engine fails to restart after an i-stop with a 'Hybrid system malfunction' warning, the plug-in hybrid loses drive power in EV mode or shuts down with little warning, steering goes heavy at low speed, and shifts from a stop feel jerky or clunky. Some cars also show gauge-cluster display faults. Losing drive power in traffic is a crash risk.",
      cause:
        "Improper software in the power control and battery energy control modules on mild hybrids, drive-control software on the plug-in hybrids, and excess spring force on the steering worm gear of 2024 CX-90s built before mid-December 2023, which pushes grease off the teeth. Shift quality depends on calibration of the new clutch-type automatic.",
      fix:
        "Dealer reflashes of the power control module, battery energy control module and plug-in hybrid software under the recalls; a new worm-gear spring and fresh grease under the steering recall, which NHTSA has since reopened over repeat complaints; transmission software for shift quality. Check every campaign by VIN.",
      cost:
        "Estimate: $0 under the recalls and the 3-year/36,000-mile warranty; after coverage, module reprogramming runs $150–$300 per module, not counting diagnosis.",
      system: "ecu",
      asOf: "2026-11",
    },
    {
      title: "Takata airbag inflator recalls and do-not-drive warning (Mazda6, RX-8, CX-7, CX-9)",
      affected:
        "2003–2013 Mazda6, 2006–2007 Mazdaspeed6, 2004–2011 RX-8, 2004–2009 B-Series, 2004–2006 MPV, 2007–2012 CX-7 and 2007–2015 CX-9; since August 2024 every unrepaired one is under a do-not-drive warning",
      symptoms:
        "There is no warning sign. In a crash, a degraded inflator can rupture and spray metal fragments at the driver or passenger; deaths have been linked to the 2006 Ford Ranger, the B-Series pickup's twin. An unrepaired car from this list should not be driven.",
      cause:
        "Takata's ammonium-nitrate propellant without a drying agent absorbs moisture over years of heat and humidity, then burns too fast in a deployment and bursts the inflator housing.",
      fix:
        "Free replacement of the inflator or airbag module at a Mazda dealer. For do-not-drive vehicles, ask Mazda to arrange towing rather than driving the car in. Afterward, clear restraint-system codes and confirm the airbag light goes out after the bulb check.",
      cost:
        "Estimate: $0 at any Mazda dealer; the only costs are time and any unrelated airbag-light fault found during the repair.",
      system: "electronics-wiring",
      asOf: "2026-11",
    },
    {
      title: "RX-8 Renesis rotary compression loss and hot-start flooding",
      affected: "2004–2011 RX-8 with the 1.3 L Renesis (13B-MSP) two-rotor rotary engine",
      symptoms:
        "Hard or no starting when warm (flooding), rough idle, misfire codes P0300–P0302, weak acceleration, catalytic converter code P0420, and oil use beyond the normal rotary oil injection. A rotary compression tester shows low or uneven readings across the rotor faces.",
      cause:
        "Apex and side seals wear and carbon builds from short trips and little high-rpm use. Ignition coils and plugs wear quickly on a rotary, and the misfires they cause overheat and clog the catalytic converter. A weak battery or starter cranks too slowly to start a worn engine hot.",
      fix:
        "Run an rpm-normalized rotary compression test before anything else. Replace coils and plugs as a set, use a strong battery, and clear flooding with the manufacturer's de-flood procedure. Low compression needs a rebuilt or remanufactured engine and usually a new catalytic converter. Mazda's 8-year/100,000-mile engine-core extension covered only 2004–2008 cars and has expired on all of them.",
      cost:
        "Estimate: $250–$500 for coils and plugs; $4,500–$7,500 for a remanufactured rotary installed, not counting a catalytic converter or diagnosis.",
      system: "advanced-engine",
      asOf: "2026-11",
    },
    {
      title: "Spider webs in the EVAP vent line cracking the Mazda6 fuel tank",
      affected:
        "2009–2012 Mazda6 with the 2.5 L four-cylinder, built at Flat Rock, Michigan; recalled in 2011 and again in 2014",
      symptoms:
        "A fuel smell near the rear of the car, a wet spot or drip under the tank, EVAP codes such as P0455, P0456 or P0446, and a pump nozzle that keeps clicking off. A cracked tank leaks fuel and can catch fire, so do not park a car that smells of fuel in a garage.",
      cause:
        "Yellow sac spiders build webs in the evaporative canister vent line. With the vent blocked, canister purge pulls the tank into excessive vacuum, and repeated cycles crack it.",
      fix:
        "Recall: clean the vent line, add a spring that keeps spiders out, and reprogram the PCM to limit tank vacuum. The tank and vent-line check valve are replaced if the tank is cracked or webs are found. Smoke-test the EVAP system afterward.",
      cost:
        "Estimate: $0 under the recall; an out-of-recall fuel tank replacement runs $900–$1,600, not counting diagnosis.",
      system: "fuel-system",
      asOf: "2026-11",
    },
  ],
  modelLineup: {
    asOf: "2026-11",
    current: [
      "Mazda3 sedan and hatchback (including 2.5 Turbo)",
      "CX-30 subcompact crossover (including 2.5 Turbo)",
      "CX-5 compact crossover",
      "CX-50 compact crossover and CX-50 Hybrid (built in Huntsville, Alabama)",
      "CX-70 two-row midsize crossover (3.3 L turbo mild hybrid or plug-in hybrid)",
      "CX-90 three-row midsize crossover (3.3 L turbo mild hybrid or plug-in hybrid)",
      "MX-5 Miata soft top and RF retractable hardtop",
    ],
    bestSelling: ["CX-5", "CX-30", "CX-50", "CX-90", "Mazda3"],
    upcoming: [
      "Redesigned CX-5 (2026 model year, revealed in 2025)",
      "Mazda-developed hybrid system, announced for the next CX-5",
      "Skyactiv-Z four-cylinder engine, announced for around 2027",
    ],
    discontinued: [
      "Mazda6 sedan (U.S. sales ended after the 2021 model year); the Mazda6 wagon left the U.S. years earlier",
      "CX-9 three-row crossover (2007–2023, replaced by the CX-90)",
      "CX-3 subcompact crossover (2016–2021)",
      "MX-30 EV (sold in small numbers in the early 2020s, mostly in California)",
      "RX-8 rotary sports car (2004–2011) and RX-7 (U.S. sales ended after 1995)",
      "Mazda5 compact minivan (2006–2015) and Mazda2 (2011–2014)",
      "CX-7 (2007–2012), Mazdaspeed3 (2007–2013) and Mazdaspeed6 (2006–2007)",
      "Tribute (through 2011), B-Series pickup (through 2009) and MPV minivan (through 2006)",
      "Protegé (through 2003), 626 and Millenia (through 2002)",
    ],
    specialization:
      "Mazda specializes in compact and midsize crossovers and small cars that drive better than the class average, sold at mainstream prices with near-premium interiors. Its engine range is narrow: the 2.5 L Skyactiv-G four-cylinder (2.0 L in the MX-5), a 2.5 L turbo, and on the large platform the 3.3 L turbo inline-six or a 2.5 L plug-in hybrid, with a six-speed automatic in most models. All-wheel drive (i-Activ AWD) is standard or available across the crossovers. The MX-5 Miata is the brand's halo and one of the last affordable rear-drive roadsters on sale.",
  },
  reliabilityInfo: {
    overallScore:
      "Mazda has ranked among the most reliable brands in Consumer Reports' surveys for several years, largely because the Skyactiv four-cylinders and six-speed automatic are simple and well proven. The weak spots in the data are infotainment complaints and the recall-heavy first year of the CX-90, not engines or transmissions.",
    comparison:
      "A Skyactiv-era CX-5 or Mazda3 holds up about as well as the matching Toyota RAV4 or Corolla and better than CVT-equipped rivals from Nissan and, in the early 2010s, Subaru. It is quieter and better to drive than most rivals but gives up some rear-seat and cargo room. Mazda's 3-year/36,000-mile warranty is shorter than Hyundai's and Kia's, which matters more on the complex CX-90 than on a CX-5.",
    trends:
      "Reliability improved sharply with the 2012–2014 switch to Skyactiv engines and the in-house six-speed automatic; the Ford-era V6 and turbo engines caused most of the expensive failures. Newer problems are electronic (Mazda Connect, automatic braking software) and launch-related, as on the 2024 CX-90 with its new inline-six, plug-in hybrid system and clutch-type eight-speed. The redesigned CX-5 will be the next test of whether Mazda keeps its record while adding hybrid hardware.",
    mostReliable:
      "The 2017-and-later CX-5 with the 2.5 L, the 2019-and-later Mazda3 and 2020-and-later CX-30 with the non-turbo 2.5, and the ND MX-5 Miata (2016 on) rarely see us for more than maintenance. The 2014–2018 Mazda3 and Mazda6 with the 2.0 or 2.5 Skyactiv-G are also durable once the infotainment is sorted. The CX-9 with the 2.5 L turbo (2016–2023) has been far better than the V6 it replaced.",
    leastReliable:
      "The 2007–2015 CX-9 V6 (internal water pump), the 2007–2012 CX-7 2.3 turbo, the 2007–2013 Mazdaspeed3 and the 2004–2011 RX-8 carry the highest repair risk. The 2004–2009 Mazda3 rusts badly in the salt belt. The 2024 CX-90, especially the plug-in hybrid, has had the most recalls of any recent Mazda.",
  },
  ownershipCosts: {
    averagePrice:
      "As 2025 editorial estimates before destination: a Mazda3 starts near $24,000 and a CX-30 near $26,000, the CX-5 and CX-50 run about $30,000–$43,000, and the CX-70 and CX-90 span roughly $38,000 to $60,000 with the turbo six or plug-in hybrid. The MX-5 Miata runs about $30,000–$40,000. Mazda prices its upper trims (Premium Plus, Signature, Turbo) against entry luxury models, so a loaded CX-5 or CX-90 is where the biggest discounts usually appear.",
    maintenanceCosts:
      "Expect roughly $350–$600 a year at independent shops for a Skyactiv four-cylinder (editorial estimate). The non-turbo engines take 0W-20 oil on a 7,500-mile or oil-life-monitor schedule, and spark plugs last about 75,000 miles. Mazda FL22 coolant goes a long time before its first change. The six-speed uses Mazda ATF FZ and has no fixed change interval under normal use, but a drain-and-fill around 60,000 miles is cheap insurance. Turbo models and the CX-90 inline-six cost more to service and deserve the severe-use oil interval.",
    insuranceTrends:
      "Mazdas are generally moderate to insure because they were not part of the recent theft waves and parts are easy to find. The Mazda3 Turbo and MX-5 cost more to insure for young drivers than a CX-5. Aiming the radar in the grille and the camera behind the windshield adds to collision and glass claims on newer Mazdas, so a CX-50 or CX-90 costs more to insure than its price alone suggests.",
    depreciationRates:
      "The MX-5 Miata holds its value better than almost any car in its price range, and the CX-5 and CX-50 depreciate at a moderate rate a bit faster than the Toyota RAV4 and Honda CR-V. The Mazda6 and CX-9, discontinued after the 2021 and 2023 model years, are bargains used. The CX-90 has tended to lose value faster than its rivals because of heavy incentives and early recalls, which makes a low-mile, recall-complete example a good used buy.",
    warrantyInfo: {
      asOf: "2026-11",
      text: "Mazda covers new vehicles for 3 years/36,000 miles bumper-to-bumper and 5 years/60,000 miles on the powertrain, with 5 years/unlimited miles against rust-through and 3 years/36,000 miles of roadside assistance. Plug-in hybrid high-voltage batteries carry 8 years/100,000 miles of coverage, with longer emissions coverage on some parts in California-rule states. The Mazda Connect settlement added a 24-month extension on the infotainment head unit for covered 2014–2023 vehicles, and Mazda-backed extended service plans are sold through dealers.",
    },
  },
  repairInfo: {
    repairCosts:
      "Parts for the Mazda3, CX-5 and CX-30 are affordable, and the Skyactiv engines are straightforward for independent shops; programming modules and aiming the camera and radar need Mazda's diagnostic system or a high-end scan tool. Typical estimates: front brakes $300–$500, a Mazda Connect touch panel $250–$450, a CX-9 V6 water pump with timing parts $1,800–$3,200, and a Mazdaspeed or CX-7 turbo $1,800–$3,000. CX-90 inline-six and plug-in hybrid repairs cost more and are, as of 2026, mostly dealer work.",
    diyFixes:
      "Owners can replace the cabin and engine air filters, wiper blades, ignition coils and plugs on the Skyactiv-G engines (the coils sit on top) and the battery, though cars with i-Stop need the correct battery type and a battery-management reset. Replacing a ghost-touch screen panel is a moderate DIY job on 2014–2018 cars. Rear brake pads on models with an electric parking brake need the brake put into service mode with a scan tool or the switch procedure first. Anything involving airbags, the CX-9 water pump or ADAS aiming belongs in a shop.",
    warningSigns:
      "On a CX-9 V6, a coolant reservoir that needs topping up with no visible leak means check the oil for coolant before driving further. A cold-start rattle on a CX-7 turbo or Mazdaspeed points to the timing chain and VVT actuator. Sudden heavy steering on a Mazda3 or Mazda5 means the pump is failing. Automatic braking with nothing ahead, or an SBS warning after glass work, means the sensors need checking. A fuel smell at the back of a 2009–2012 Mazda6 means the tank may be cracked.",
    preventativeTips:
      "Check the CX-9 V6's coolant level at every fuel fill and budget for the water pump before 100,000 miles. On 2.3 turbo cars, change oil every 3,000–5,000 miles and let the engine idle 30 seconds before shutdown. Wash the underbody and wheel arches through salt season, and open the drain holes on older Mazda3s. Keep Mazda Connect software current and back up phone pairings before an update. Make sure recall work on airbags, steering pumps and fuel tanks is done.",
    yearsToAvoid:
      "2007–2015 CX-9 with the V6 unless the water pump has been replaced; 2007–2012 CX-7 turbo and 2007–2013 Mazdaspeed3 without proof of careful maintenance; 2004–2011 RX-8 unless a compression test passes; 2004–2009 Mazda3 from the salt belt; and the 2024 CX-90 plug-in hybrid unless every recall has been completed.",
  },
  recalls: {
    asOf: "2026-11",
    majorCampaigns:
      "Mazda's largest U.S. recalls have been the Takata inflator campaigns on 2003–2013 Mazda6, 2004–2011 RX-8, 2004–2009 B-Series pickups, 2004–2006 MPVs, 2007–2012 CX-7s and 2007–2015 CX-9s; a do-not-drive warning first issued for the 2006 B-Series was extended in August 2024 to every unrepaired Mazda with these non-desiccated inflators. Other notable campaigns: the 2010 power-steering pump and pipe recall on 2007–2009 Mazda3 and Mazda5, the 2011 and 2014 spider-web fuel-tank recalls on 2009–2012 Mazda6s, the December 2019 Smart Brake Support software recall on about 35,000 2019–2020 Mazda3s, and a string of 2024 recalls on the new CX-90 and CX-70 for stalling, power loss and steering.",
    handlingProcess:
      "Mazda North American Operations files recalls with NHTSA and mails owners, and remedies are done only at Mazda dealers. Mazda tends to handle software-related issues by reflashing and, where needed, replacing modules, and it has used service alerts and warranty extensions rather than recalls for non-safety problems such as Mazda Connect. For do-not-drive Takata vehicles, Mazda arranged towing and alternate transportation.",
    ownerSteps:
      "Check the VIN at nhtsa.gov/recalls and on the Mazda owner site, which also lists warranty extensions and the Mazda Connect settlement coverage. Update your address with Mazda after buying used so notices reach you. If a recall fix does not work (a CX-90 stalls again, a Mazda3 phantom-brakes again), document the dates and ask the dealer to open a case with Mazda's customer experience center.",
    patterns:
      "The older pattern is supplier and partner hardware: Takata inflators, Ford-era V6 and turbo engines, and Flat Rock-built Mazda6 fuel-system quirks. The newer pattern is software on new platforms, with Smart Brake Support on the 2019 Mazda3 and powertrain-control and inverter software on the CX-90, fixed by reflashes. Skyactiv four-cylinder engines and the six-speed automatic have had few recalls, which is the main reason a used CX-5 or Mazda3 is a low-risk buy.",
  },
  strengths: {
    excellingAreas: [
      "Steering feel and handling across the whole lineup, not just the MX-5",
      "Interior materials and design above the price point on upper trims",
      "Durable Skyactiv-G four-cylinder engines that run on regular fuel",
      "A conventional six-speed automatic instead of a CVT in most models",
      "IIHS Top Safety Pick+ awards for eight 2025 models, from the Mazda3 sedan and hatchback to the CX-90 PHEV",
    ],
    uniqueFeatures: [
      "G-Vectoring Control Plus, which trims engine torque and brakes the outer wheels to smooth cornering",
      "MX-5 Miata RF with a power-retractable fastback hardtop",
      "3.3 L turbocharged inline-six in a mainstream-priced three-row crossover (CX-90)",
      "Soul Red Crystal and Machine Gray multilayer paints",
      "Rotary-engine heritage, including the 1991 Le Mans-winning 787B",
    ],
    awards: [
      "MX-5 Miata: 2016 World Car of the Year and World Car Design of the Year",
      "Mazda3: 2020 World Car Design of the Year",
      "Mazda2: 2008 World Car of the Year",
      "787B: overall win at the 1991 24 Hours of Le Mans, the first by a Japanese maker",
      "MX-5 Miata: Guinness World Records title as the best-selling two-seat sports car",
    ],
    engineeringApproaches:
      "Skyactiv treated the whole car as one system: a high-compression direct-injection engine with cavity pistons to control knock, a lighter and stiffer body, and a six-speed automatic that locks its torque converter early to feel direct. Mazda keeps mechanical layouts simple, with chain-driven cams, the water pump outside the timing cover and few turbochargers. On the newer large platform it went further with a longitudinal inline-six, 48-volt mild hybrid and a clutch-type eight-speed, a more complex package that has needed software fixes.",
    commitments:
      "Mazda has committed to a multi-solution approach rather than going all-electric quickly, keeping efficient gasoline engines, adding hybrids, and developing the Skyactiv-Z engine. The Huntsville, Alabama plant shared with Toyota gives it U.S. production for the CX-50. The company has also kept the MX-5 Miata in production through four generations, a commitment few automakers make to a low-volume sports car.",
  },
  expertInsights: {
    mechanicPerspectives:
      "A Skyactiv Mazda is one of the easiest mainstream cars to keep running: coils on top, a conventional automatic, and few oddball failures. What we see most are Mazda Connect complaints, worn front control-arm bushings and the occasional front radar or camera that needs aiming after a minor bump. The expensive jobs almost all come from the Ford-era CX-9 V6 and the 2.3 turbo, so we price those cars with the water pump or turbo already in the budget.",
    engineeringAnalysis:
      "The CX-9 V6 failure is a packaging choice: putting the water pump behind the timing cover saves space but turns a $200 pump job into a timing-chain job and lets a seal failure poison the oil. The 2.3 DISI turbo was an early direct-injection turbo with no port injection and a mechanically driven high-pressure pump, and it shows. Mazda's later engineering avoided those risks by keeping the Skyactiv engines naturally aspirated and the water pump outside the engine.",
    qualityOpinions:
      "Build quality on current Mazdas is excellent for the price, with tight panel gaps, quiet cabins and few rattles. The gap is in software: the infotainment, automatic-braking calibration and plug-in hybrid controls have needed repeated updates, and the 3-year/36,000-mile warranty gives less room to sort them out than Hyundai or Kia would. Buyers who keep a car long should consider an extended plan on the CX-90 more than on a CX-5.",
    futurePredictions:
      "Expect hybrids to spread through the lineup, first with the Toyota-based system in the CX-50 and then Mazda's own system in the next CX-5. The inline-six and plug-in hybrid should settle down as software matures, as early problems on new platforms usually do. Mazda will stay small and will probably stick with conventional automatics, which should keep its used cars among the safer buys in their classes.",
  },
  buyingGuidance: {
    bestModelYears:
      "The 2017-and-later CX-5, 2019-and-later Mazda3, 2020-and-later CX-30 and 2023-and-later CX-50 with the 2.5 L are the strongest buys. The 2016–2023 CX-9 with the 2.5 L turbo is a good used three-row alternative to the CX-90. The 2016-and-later MX-5 Miata is reliable and holds value. Among older cars, a rust-free 2014–2018 Mazda3 or Mazda6 Skyactiv is an excellent budget choice.",
    modelsToAvoid:
      "Avoid a 2007–2015 CX-9 V6 without proof of water pump replacement, a CX-7 2.3 turbo or Mazdaspeed3 with no maintenance history or a modified tune, and an RX-8 that has not passed a rotary compression test. Pass on any 2004–2009 Mazda3 with rust at the rear arches or subframe. Be cautious with a 2024 CX-90 plug-in hybrid that has open recalls or a history of power-loss complaints.",
    inspectionTips:
      "Run the VIN for recalls and the Mazda Connect settlement coverage. Test the touchscreen, backup camera and Bluetooth, and watch for phantom inputs. On a CX-9 V6, pull the dipstick and oil cap for milky residue and check the coolant level. Cold-start a turbo Mazda and listen for chain rattle. Inspect rear wheel arches, rocker ends, subframe mounts and brake lines on older cars. On newer cars with adaptive cruise, drive on a highway and confirm no SBS or radar warnings appear.",
    negotiationTips:
      "Mazda often offers cash or low-rate financing on outgoing model years and on the CX-90, so compare both offers and push hardest on top trims where margins are larger. Use the competing CR-V, RAV4 and Forester quotes, since Mazda dealers know buyers cross-shop them. On used cars, price in known jobs (CX-9 water pump, CX-7 turbo, Mazda Connect panel) and ask for them to be done before sale or taken off the price.",
    dealerAddOns:
      "Common add-ons are paint and fabric protection, window tint, wheel locks, VIN etching, nitrogen in the tires and door-edge guards, all of which can be declined or bought cheaper elsewhere. Mazda's own extended service plan is worth considering on a CX-90 or CX-70, and its price is negotiable. Avoid paying extra for 'premium' floor mats or cargo trays, since many trims already include them.",
  },
};
