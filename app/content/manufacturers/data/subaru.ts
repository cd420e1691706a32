import { marketShareText } from "../market-share";
import type { Manufacturer } from "../schema";

export const manufacturer: Manufacturer = {
  slug: "subaru",
  name: "Subaru",
  category: "import",
  marketShare: marketShareText("subaru"),
  shortDescription:
    "Subaru builds boxer-engine, all-wheel-drive wagons and crossovers with a loyal following in snowy and outdoorsy regions. The cars are safe and hold value, but owners need to know the head-gasket era, the Lineartronic CVT, FB-engine oil use and salt-belt brake-line rust.",
  description:
    "Know the EJ25 head gaskets (1999–2012), Lineartronic CVT judder and torque-converter faults, 2011–2015 FB oil burning, 2015–2020 dead-battery complaints, salt-belt brake-line corrosion, EJ turbo failures and windshield cracks that require EyeSight recalibration.",
  countryOrigin: "Japan",
  headquarters:
    "Ebisu, Shibuya, Tokyo, Japan (Subaru Corporation); Subaru of America in Camden, New Jersey",
  philosophy:
    "Subaru grew out of Nakajima Aircraft and Fuji Heavy Industries, which shows in its engineering-first approach: the horizontally opposed boxer engine sits low and in line with the drivetrain, and Symmetrical All-Wheel Drive has been standard on nearly every U.S. model since the late 1990s. The company sells a narrow idea (safe, practical, all-weather transport for people who camp, ski and keep cars a long time) and builds its marketing around pets, parks and owner loyalty. Safety is the other pillar: EyeSight stereo-camera driver assistance arrived in the U.S. on the 2013 Legacy and Outback and is standard on almost every 2026 model. Toyota owns about a fifth of Subaru, which has brought Toyota hybrid hardware and the jointly developed BRZ, Solterra and upcoming EVs.",
  recentNews: {
    asOf: "2026-11",
    text: "Subaru revealed a seventh-generation Outback for 2026 with a boxier, SUV-style body and ended the Legacy sedan after the 2025 model year. The redesigned Forester added a hybrid version that pairs a 2.5 L boxer with Toyota-derived hybrid hardware, and a Crosstrek Hybrid followed for the 2026 model year. Its EV plans run through Toyota: the updated Solterra plus the Trailseeker and Uncharted EVs announced for 2026. Subaru of Indiana Automotive in Lafayette added Crosstrek production in 2023 alongside the Outback and Ascent, which limits tariff exposure on a best seller. Recent class settlements over dead batteries and cracked windshields have added coverage and reimbursements for late-2010s and early-2020s models.",
  },
  marketPosition:
    "Subaru sells far fewer vehicles than Toyota or Honda in the U.S., but it dominates its niche in New England, the Pacific Northwest, Colorado and the upper Midwest, where its share runs far above the national figure. The Crosstrek, Forester and Outback make up most of its sales, with the Ascent covering three-row buyers and the WRX and BRZ keeping the enthusiast base. Subaru relies less on incentives than most rivals and has some of the highest owner-loyalty rates in the industry, which supports strong resale values.",
  commonProblems: [
    {
      title: "EJ25 head gasket leaks (external oil and coolant seepage)",
      affected:
        "1999–2012 Subarus with the 2.5 L EJ25: Impreza through 2011, Forester through 2010, Legacy and Outback through 2012, and Baja; 1996–1999 DOHC EJ25s failed internally",
      symptoms:
        "Oil and coolant wetness along the lower edge of the cylinder heads, a burning-oil smell as drips reach the exhaust, and a coolant level that slowly drops with a sweet smell. Later come bubbles in the overflow tank, a temperature gauge that swings on the highway and, if coolant reaches a cylinder, a misfire code (P0301–P0304). Pull over before the gauge pegs; continued driving warps the heads.",
      cause:
        "On the SOHC EJ25, the original head gaskets weep externally at the bottom edge where oil and coolant passages run close together. The earlier DOHC engines' gaskets failed internally, pushing combustion gas into the coolant. Later service gaskets are multi-layer steel.",
      fix:
        "Replace both head gaskets with the updated multi-layer steel design, have the heads checked for flatness and resurfaced, and replace the timing belt, idlers, tensioner, water pump and thermostat while apart; many shops pull the engine. Refill with Subaru Super Coolant and bleed air at the radiator bleed screw.",
      cost:
        "Estimate: $1,800–$3,200 for both head gaskets with the timing belt and water pump, not counting machine-shop work on warped heads or diagnosis.",
      system: "cooling-system",
    },
    {
      title: "Lineartronic CVT judder, hesitation and torque-converter faults",
      affected:
        "2010–2019 Legacy and Outback, 2012–2019 Impreza, 2013–2019 Crosstrek, 2014–2019 Forester, WRX with the Sport Lineartronic and 2019 Ascent (TR580 and TR690 CVTs)",
      symptoms:
        "Shudder when accelerating lightly between about 15 and 40 mph, hesitation from a stop, a whine that rises with road speed, and stalling or near-stalling when coming to a stop. A flashing AT OIL TEMP light with a check-engine light and codes such as P0700, P0841 or P2764 put the car in limp mode. A stall at an intersection is a crash risk.",
      cause:
        "Torque-converter lock-up clutch and lock-up control solenoid faults, valve-body wear, chain and pulley wear, and fluid that Subaru originally described as long-life. Early transmission-control calibrations added to the judder.",
      fix:
        "Reflash the transmission controller, then replace the fluid with the Subaru CVT fluid specified for that unit (CVTF-II or High Torque CVTF). Replace the valve body or torque converter for lock-up faults, or the whole CVT for chain or pulley damage, then run the CVT learning procedure with the Subaru Select Monitor. Subaru extended CVT coverage to 10 years/100,000 miles on many 2010–2015 cars; as of November 2026 that extension has lapsed on most of them, so check the VIN with a Subaru retailer.",
      cost:
        "Estimate: $0 only where the CVT extension has not lapsed (rare by 2026); otherwise $300–$500 for fluid and software, $1,500–$2,500 for a valve body, $5,500–$8,500 for a replacement CVT, not counting diagnosis or towing.",
      system: "transmission",
      asOf: "2026-11",
    },
    {
      title: "FB20 and FB25 piston-ring oil consumption",
      affected:
        "2011–2014 Forester 2.5 (FB25), 2013 Legacy and Outback 2.5, 2012–2013 Impreza 2.0 (FB20) and 2013 XV Crosstrek 2.0, with related complaints on 2014–2015 models",
      symptoms:
        "A low-oil warning between changes, a quart used every 1,000–2,000 miles, oil below the lower dipstick mark at change time, blue smoke at start-up in bad cases, and misfire or catalyst codes (P0300-series, P0420) at higher mileage. Running low on oil can ruin the engine.",
      cause:
        "The first-generation FB engines used low-tension piston oil-control rings that let oil past into the combustion chambers, made worse by thin 0W-20 oil and long change intervals.",
      fix:
        "Run Subaru's dealer oil-consumption test, which measures use over about 1,200 miles, then replace the pistons and rings or the short block with updated parts. A 2016 class settlement extended coverage for this condition to 8 years/100,000 miles on the listed cars; on these 2011–2015 cars that coverage had run out by 2023. Re-check consumption after the repair.",
      cost:
        "Estimate: $3,500–$6,000 for an installed short block, not counting diagnosis; these cars have aged out of the settlement's 8-year/100,000-mile coverage.",
      system: "advanced-engine",
      asOf: "2026-11",
    },
    {
      title: "Parasitic battery drain and repeated dead batteries",
      affected:
        "2015–2020 Outback, Legacy, Forester and WRX and 2019–2020 Ascent (the class-settlement vehicles); similar complaints on other Starlink-equipped models",
      symptoms:
        "A dead battery after a few days parked or a week of short trips, slow cranking, and a burst of warning lights (EyeSight off, vehicle dynamics control, auto start-stop unavailable) after a low-voltage start. The head unit may reboot, and many owners report two or three batteries in five years.",
      cause:
        "Modules on the CAN network and the Starlink telematics unit can fail to go to sleep after shutdown, and the small factory battery with the original charging logic stayed undercharged on short trips. Dash cams and other accessories wired to constant power add to the drain.",
      fix:
        "Measure parasitic draw with an ammeter after the modules sleep (leave doors latched 20 minutes or more; more than about 50 mA points to a fault) and pull fuses to isolate the circuit. Apply Subaru's software updates that revised the charging logic, fit a correctly rated battery and load-test the charging system with the scan tool and a voltmeter.",
      cost:
        "Estimate: $180–$300 for an installed battery and $150–$300 for a parasitic-draw diagnosis; the software is free at a retailer, and the settlement's reimbursement window has largely closed.",
      system: "electrical",
      asOf: "2026-11",
    },
    {
      title: "Rear brake-line corrosion at the fuel tank (salt-belt recall)",
      affected:
        "2005–2009 Legacy and Outback, 2008–2011 Impreza, 2008–2014 Impreza WRX and STI, and 2009–2013 Forester registered in 20 salt-belt states and Washington, D.C.",
      symptoms:
        "A brake warning light, a pedal that travels farther than normal, brake fluid on the fuel-tank shield or a wet spot near the rear of the car. The split hydraulic system keeps some braking, but stopping distance grows and the driver may misjudge it: a sinking pedal means stop driving the car.",
      cause:
        "Salt water splashes onto the brake lines through a gap in the fuel-tank protector and corrodes sections not covered by the resin sleeve. Subaru's testing found lines could perforate after seven or more winters.",
      fix:
        "The recall remedy checks for leaks, replaces any seeping lines and coats the exposed sections with anti-corrosion wax; cars remedied under the earlier 2013 Legacy and Outback recall needed the additional areas treated. After line replacement, bleed the brakes and pressure-check the system.",
      cost:
        "Estimate: $0 under the recall; out-of-recall rear brake-line replacement runs $400–$1,000, not counting dropping the fuel tank if access requires it.",
      system: "brake-system",
      asOf: "2026-11",
    },
    {
      title: "EJ255/EJ257 turbo oil starvation, ringland and rod-bearing failures",
      affected:
        "2004–2013 Forester XT, 2005–2012 Legacy GT, 2005–2009 Outback XT and 2006–2014 WRX (EJ255), and 2004–2021 WRX STI (EJ257)",
      symptoms:
        "Blue smoke, oil in the intercooler and a whistle followed by loss of boost, sometimes with a boost-control code such as P0244. Low compression on one cylinder with a misfire code (P0301–P0304) points to a cracked ringland. A deep knock means a spun rod bearing, and the engine can fail on the highway: shut it down at the first knock.",
      cause:
        "A fine filter screen in the turbo oil-feed banjo bolt clogs with sludge and starves the turbo. The EJ257's cast pistons crack at the ringland from detonation, which aggressive tunes, low-octane fuel and lean conditions make worse. Rod bearings spin when oil level runs low during hard use.",
      fix:
        "Replace the turbo and oil-feed line without the clogging screen, and clean oil out of the intercooler. Confirm ringland or bearing failure with compression and leak-down tests, then replace the short block (many owners choose forged pistons). Return the ECU to a safe tune and run 91-octane or higher fuel.",
      cost:
        "Estimate: $2,000–$3,500 for a turbo with feed line; $6,000–$10,000 for a short block or engine, not counting tuning or diagnosis.",
      system: "turbo-supercharger",
    },
    {
      title: "Cracked windshields and EyeSight camera recalibration",
      affected:
        "2019–2022 Ascent and Forester and 2020–2022 Legacy and Outback (windshield class settlement); the calibration step applies to every Subaru with EyeSight",
      symptoms:
        "A small chip that runs into a long crack toward the edge, sometimes after a temperature swing. After glass replacement, 'EyeSight Off' or 'EyeSight disabled' messages appear, adaptive cruise and lane-keep stop working, or pre-collision braking reacts late or without cause.",
      cause:
        "Owners in the class action alleged stress in the glass; Subaru denied a defect. EyeSight's two cameras look through the windshield at the top center, so glass optics and camera aim decide how accurately it measures distance.",
      fix:
        "Replace with Subaru-approved glass, then calibrate the EyeSight cameras with target boards and the Subaru Select Monitor, road test and confirm no EyeSight codes remain. The settlement added an 8-year/100,000-mile warranty for one qualifying windshield replacement and reimburses earlier qualifying cracks.",
      cost:
        "Estimate: $900–$1,800 for OEM glass with EyeSight calibration, not counting rain-sensor or heated-wiper-area options; the settlement covers one qualifying replacement.",
      system: "adas-sensor-calibration",
      asOf: "2026-11",
    },
    {
      title: "Takata front passenger airbag inflator recalls (2003–2014 Subarus)",
      affected:
        "2003–2014 Legacy and Outback, 2003–2006 Baja, 2004–2011 Impreza, 2004–2014 WRX and STI, 2009–2013 Forester and the Tribeca; front passenger airbag only",
      symptoms:
        "No warning before a crash. In a deployment, a degraded inflator can rupture and throw metal fragments at the front passenger. Subaru advised that nobody ride in the front passenger seat of an unrepaired car.",
      cause:
        "The passenger inflators used Takata's ammonium-nitrate propellant, which degrades after years of heat and humidity and then burns too fast. Some cars first received a replacement inflator of the same type that itself was recalled in a 2020 expansion.",
      fix:
        "Free replacement of the passenger inflator at a Subaru retailer. Confirm the car received the final remedy, not only the interim replacement from the first round, and clear any airbag-light codes afterward.",
      cost:
        "Estimate: $0 at any Subaru retailer; run the VIN again even on a car that was repaired once, since it may need the final inflator as well.",
      system: "electronics-wiring",
      asOf: "2026-11",
    },
    {
      title: "AWD driveline binding from mismatched tire sizes",
      affected:
        "All full-time AWD Subarus: CVT and older 4EAT automatics with a transfer clutch, and manual-transmission cars with a viscous-coupling center differential",
      symptoms:
        "Binding, hopping or tire scrub in tight, slow turns, a clunk or shudder from the middle of the car, a hot-fluid smell after a long drive, a flashing AT OIL TEMP light, and whine from the rear differential. On manual cars a stiffened viscous coupling makes the car feel like it is braking in turns.",
      cause:
        "Subaru's AWD ties the front and rear axles closely, so tires with different rolling circumferences force the transfer clutch or viscous coupling to slip constantly and overheat. Replacing one or two tires, mixing brands or uneven pressures cause it.",
      fix:
        "Replace tires as a set of four, or shave a single new tire to match (shops commonly work to within 2/32 inch of tread depth; follow the owner's manual), keep pressures equal and rotate every 6,000 miles. A damaged transfer clutch or viscous coupling is replaced and the fluid changed; on 4EAT cars the FWD-fuse test helps isolate the transfer clutch.",
      cost:
        "Estimate: $80–$150 to shave a tire; $1,200–$2,800 for a transfer-clutch or viscous-coupling replacement, not counting the new tires.",
      system: "transmission",
    },
    {
      title: "Starlink 11.6-inch touchscreen freezing, rebooting and blank camera",
      affected:
        "2020–2022 Outback and Legacy with the 11.6-inch Starlink screen, and later WRX, Ascent, Forester and Outback models that use the same style of unit",
      symptoms:
        "The screen freezes or goes black, reboots while driving, the rear-camera view fails to appear, and Bluetooth, CarPlay or Android Auto drop out. Fan speed, seat heaters and several climate settings live on this screen, so a frozen unit locks those out as well; a dark screen with no backup-camera view is a hazard when reversing.",
      cause:
        "Head-unit software faults, including its communication with connected phones and the Starlink telematics module; some units have hardware faults that need replacement.",
      fix:
        "Install the current Starlink software at a retailer or from Subaru's update site, restart the unit as described in the owner's manual, and re-pair phones. Replace the head unit if freezes continue, and check the camera harness and connectors when only the camera image fails.",
      cost:
        "Estimate: $0 for software updates; $1,500–$3,000 for a head-unit replacement out of warranty, not counting diagnosis.",
      system: "infotainment",
    },
  ],
  modelLineup: {
    asOf: "2026-11",
    current: [
      "Impreza hatchback",
      "Crosstrek (including Wilderness, and a Hybrid from the 2026 model year)",
      "Forester (including Hybrid and Wilderness)",
      "Outback (seventh generation from the 2026 model year; Wilderness and XT turbo)",
      "Ascent three-row SUV",
      "WRX sport sedan (including tS)",
      "BRZ rear-drive coupe, co-developed with Toyota",
      "Solterra EV, co-developed with Toyota",
    ],
    bestSelling: ["Crosstrek", "Forester", "Outback", "Ascent"],
    upcoming: [
      "Trailseeker EV (announced for 2026)",
      "Uncharted compact EV (announced for 2026)",
    ],
    discontinued: [
      "Legacy sedan (final model year 2025)",
      "WRX STI with the EJ257 (through 2021)",
      "Impreza sedan (through 2023)",
      "Crosstrek Plug-in Hybrid (2019–2023) and XV Crosstrek Hybrid (2014–2016)",
      "Tribeca three-row SUV (2006–2014)",
      "Baja pickup (2003–2006)",
      "SVX coupe (1992–1997) and XT coupe",
      "Justy, Loyale and BRAT",
    ],
    specialization:
      "Subaru specializes in affordable all-wheel-drive vehicles with real ground clearance: the Crosstrek, Forester and Outback each offer 8.7 inches or more on most trims, and Wilderness versions add more. The boxer-four lineup is narrow (2.0 and 2.5 L FB engines, the 2.4 L FA24 turbo in the Outback XT, Ascent and WRX) and most models use the Lineartronic CVT, with a six-speed manual offered on the 2026 WRX and BRZ. X-Mode traction control and standard EyeSight round out the all-weather, safety-first positioning.",
  },
  reliabilityInfo: {
    overallScore:
      "Subaru generally lands in the upper half of Consumer Reports' brand reliability rankings, with the Crosstrek and Forester often the strongest models. Its history is uneven: the 1999–2012 head-gasket era and the early Lineartronic years produced big repair bills, while 2016-and-later FB-engine crossovers have been much better. Subaru does especially well on crash-safety ratings, which is a different thing from mechanical reliability.",
    comparison:
      "A late-model Forester or Crosstrek is a little less trouble-free than a RAV4 or CR-V but close enough that AWD buyers rarely regret it. Against Mazda's CX-5, Subaru gives up some reliability on transmissions (CVT versus a conventional automatic) but gains standard AWD and more ground clearance. Subaru's 3-year/36,000-mile and 5-year/60,000-mile warranty matches Toyota and Honda and falls short of Hyundai and Kia.",
    trends:
      "Engine reliability improved after the FB and FA engines replaced the EJ, once the oil-consumption problem on the first FB years was fixed. CVT durability improved after about 2016, and Subaru extended coverage on many earlier years. Newer complaints are electrical and software: battery drain on 2015–2020 models, Starlink screen faults, and first-year issues on redesigned models such as the 2019 Ascent.",
    mostReliable:
      "The 2018-and-later Crosstrek and the 2019-and-later Forester with the 2.5 L, the 2017-and-later Impreza, and the 2020-and-later Outback with the naturally aspirated 2.5 L are the most trouble-free Subarus we see. The BRZ, especially the 2022-and-later version with the 2.4 L, is simple and durable. Manual-transmission WRXs that have not been tuned also hold up well.",
    leastReliable:
      "The 1999–2004 Legacy, Outback, Forester and Impreza with the EJ25 are head-gasket risks, and 2010–2014 CVT cars need their transmission history checked. The 2011–2014 Forester 2.5 and 2012–2013 Impreza carry the oil-consumption problem. Tuned WRX STIs and EJ255 turbo models with patchy oil-change records are the most expensive to own. The 2019 Ascent had more first-year recalls and complaints than later years.",
  },
  ownershipCosts: {
    averagePrice:
      "As 2025 editorial estimates before destination: the Impreza starts around $23,000, the Crosstrek around $26,000, the Forester around $30,000 and the Outback around $30,000, with Wilderness, Touring and turbo trims running into the low $40,000s. The Ascent spans roughly $38,000 to $52,000, the WRX $33,000 to $45,000 and the BRZ about $31,000 to $37,000. Subaru discounts are usually modest, so most negotiating room sits in trade-in value and financing rather than the sticker.",
    maintenanceCosts:
      "Expect roughly $400–$700 a year for scheduled service at an independent shop (editorial estimate). Subaru moved its recommended oil-change interval to 6,000 miles for the FB and FA engines, which use 0W-20 on non-turbo models. EJ25 engines need a timing belt, idlers and water pump around 105,000 miles, about a $900–$1,500 job. Front and rear differential fluid, brake fluid and CVT inspections add cost at 30,000-mile intervals, and the AWD system makes four-tire replacement the norm.",
    insuranceTrends:
      "Forester, Crosstrek and Outback are among the cheaper crossovers to insure, helped by strong crash ratings and standard EyeSight. Comprehensive claims run higher than average because EyeSight windshield replacement and calibration cost far more than ordinary glass. The WRX and WRX STI are expensive to insure, especially for young drivers, because the model has high collision and theft claim rates and many are modified.",
    depreciationRates:
      "Subaru resale values are among the strongest of mainstream brands, and Kelley Blue Book has repeatedly recognized the brand for resale value. The Crosstrek, Forester and Outback hold value well, and clean, unmodified WRX STIs have held their value unusually well since production ended in 2021. The Legacy sedan depreciates faster, and the Solterra EV has lost value quickly, as most EVs from its launch years have.",
    warrantyInfo: {
      asOf: "2026-11",
      text: "Subaru covers new vehicles for 3 years/36,000 miles (basic), 5 years/60,000 miles (powertrain) and 5 years/unlimited miles against rust perforation. Hybrid components carry 8 years/100,000 miles, and the Solterra's EV battery is covered for 8 years/100,000 miles. PZEV models in California-emissions states have longer emissions-parts coverage. Subaru's 10-year/100,000-mile CVT extension on 2010–2015 models had lapsed for most of those cars by November 2026. Subaru Added Security extended plans are sold through retailers.",
    },
  },
  repairInfo: {
    repairCosts:
      "Subaru parts prices are mainstream, but labor can run higher because the boxer engine's width makes spark plugs, valve covers and head work slower, and head-gasket jobs often mean pulling the engine. Typical estimates: front brakes $300–$500, EJ25 head gaskets with timing belt $1,800–$3,200, a CVT valve body $1,500–$2,500, a replacement CVT $5,500–$8,500, and an EyeSight windshield with calibration $900–$1,800.",
    diyFixes:
      "Owners can change engine and cabin air filters, wiper blades and the battery, and on most FB-engine models spark plugs are reachable with patience and a long extension. Checking oil level between changes is essential on 2011–2015 FB engines. Always replace tires as a set or have a new tire shaved. Leave CVT fluid service, EyeSight calibration, timing belts on EJ25s and any airbag work to a shop with the Subaru Select Monitor or equivalent.",
    warningSigns:
      "On an EJ25, oil or coolant wetness at the bottom of the cylinder heads or a sweet smell means the head gaskets are starting to leak. A flashing AT OIL TEMP light or judder under light throttle means the CVT needs attention before more driving. A low-oil light between changes on an FB engine points to the ring problem. Repeated dead batteries on a 2015–2020 model call for a parasitic-draw test, not just another battery. On a salt-belt Subaru, a sinking brake pedal means check the rear brake lines.",
    preventativeTips:
      "Change oil every 6,000 miles or sooner and check the level monthly, especially on turbo and early FB engines. Service CVT fluid around 60,000 miles even though Subaru treats it as long-life, and change the differential fluids. Keep all four tires matched and rotated. Wash the underbody through winter and have brake lines inspected on salt-belt cars. On EJ25s, replace the timing belt on time and use Subaru coolant. On turbo cars, run premium fuel and avoid aggressive tunes.",
    yearsToAvoid:
      "1999–2004 EJ25 models unless the head gaskets have been replaced with the updated type; 2010–2014 Legacy and Outback and 2012–2014 Impreza and Crosstrek CVTs without service history or extended-coverage work; 2011–2014 Forester 2.5 and 2012–2013 Impreza for oil consumption; and the first-year 2019 Ascent. Be cautious with any tuned WRX or STI.",
  },
  recalls: {
    asOf: "2026-11",
    majorCampaigns:
      "Subaru's largest U.S. recalls include the 2014 salt-belt brake-line recall on about 660,000 2005–2009 Legacy and Outback, 2008–2011 Impreza, 2008–2014 WRX/STI and 2009–2013 Forester; Takata passenger-inflator recalls on 2003–2014 models, expanded again in 2020; a 2019 brake-light switch recall covering about 1.3 million 2008–2016 Impreza, 2014–2016 Forester and 2013–2017 Crosstrek; 2019 recalls for ignition coils (redone in 2021) and aluminum PCV valves on 2017–2019 Impreza and 2018–2019 Crosstrek; and the 2022 hub-bolt recall on early 2023 Solterras, which carried a do-not-drive warning.",
    handlingProcess:
      "Subaru of America notifies owners by mail and has used regional recalls for corrosion and Takata issues, limiting some campaigns to salt-belt or high-humidity states, which critics say leaves out cars that move between regions. For non-safety problems such as CVT judder, oil consumption and battery drain, Subaru has relied on warranty extensions, service bulletins and class-action settlements rather than recalls. Retailers carry out the work, and Subaru has offered towing for do-not-drive vehicles.",
    ownerSteps:
      "Check the VIN at nhtsa.gov/recalls and on the Subaru owner site, which also shows any warranty extension that has not lapsed. If a car was ever registered in a salt-belt or high-humidity state, ask whether regional recalls apply even if it has since moved elsewhere. Keep receipts for CVT, battery, windshield and engine repairs, since past settlements reimbursed documented costs. Confirm Takata-affected cars received the final inflator.",
    patterns:
      "Subaru's recall history shows three themes: corrosion in salt-belt states (brake lines, earlier body and suspension rust), supplier-component campaigns (Takata inflators, brake-light switches, PCV valves) and early-production problems on new platforms (2019 Ascent, 2023 Solterra). Powertrain weaknesses like head gaskets, oil consumption and CVT judder were handled through extended coverage rather than recalls, so owners must check extensions as well as recalls.",
  },
  strengths: {
    excellingAreas: [
      "Standard all-wheel drive on almost every model",
      "Crash protection, with many IIHS Top Safety Pick+ ratings across the lineup",
      "EyeSight driver assistance standard on most models",
      "Ground clearance and rough-road ability among mainstream crossovers",
      "Strong resale value and owner loyalty",
    ],
    uniqueFeatures: [
      "Horizontally opposed boxer engines with a low center of gravity",
      "Symmetrical All-Wheel Drive with a longitudinal engine and transmission layout",
      "X-Mode traction control with hill-descent control on crossovers",
      "EyeSight stereo-camera pre-collision braking and adaptive cruise",
      "Wilderness trims with all-terrain tires and added ground clearance",
    ],
    awards: [
      "Subaru Forester: Motor Trend Sport/Utility of the Year for 2009 and 2014",
      "Subaru Outback: Motor Trend Sport/Utility of the Year for 2010",
      "World Rally Championship manufacturers' titles in 1995, 1996 and 1997 with the Impreza",
      "WRC drivers' titles for Colin McRae (1995), Richard Burns (2001) and Petter Solberg (2003)",
      "Subaru of Indiana Automotive: first U.S. auto plant to reach zero landfill (2004)",
    ],
    engineeringApproaches:
      "Subaru designs the whole car around the boxer engine and a longitudinal AWD driveline, which gives balance and traction but makes the engine bay tight and some service jobs slow. The Subaru Global Platform, introduced on the 2017 Impreza, stiffened the body and underpins nearly every current model. EyeSight relies on a stereo camera pair rather than radar alone, which is why windshield quality and calibration matter. For hybrids and EVs, Subaru has leaned on Toyota technology rather than developing its own.",
    commitments:
      "Subaru emphasizes zero-landfill manufacturing at its Indiana plant, partnerships with national parks and animal-welfare groups, and owner-focused programs such as Subaru Love Promise. It has committed to keeping AWD standard across its lineup and to adding more hybrids and EVs in partnership with Toyota. Subaru also keeps the WRX and BRZ in production as enthusiast models, though it ended the WRX STI after 2021.",
  },
  expertInsights: {
    mechanicPerspectives:
      "For a Subaru in the bay, we check head gaskets on EJ25s, the CVT history and coolant condition, and whether all four tires match, because mismatched tires cause more AWD damage than any defect. Oil level on early FB engines and a parasitic-draw test on 2015–2020 cars with repeat dead batteries are routine. The cars are durable when maintained, but neglect shows up faster than on simpler front-drive crossovers.",
    engineeringAnalysis:
      "Subaru's reliability problems have mostly been materials and calibration issues: head-gasket materials on the EJ25, low-tension piston rings on the first FB engines, and torque-converter and valve-body calibration on the early Lineartronic. Each was fixed in later production, but the fixes came slowly and through extensions rather than recalls. The boxer layout itself is sound, though it costs labor on jobs that are quick on an inline-four.",
    qualityOpinions:
      "Current Subarus are well built and safe, with interiors that favor durability over luxury. Owners should budget for CVT fluid service, matched tires and possibly EyeSight calibration after glass damage, costs that a front-drive rival with a conventional automatic would not have. A well-maintained Forester, Crosstrek or Outback is one of the best all-weather values on the road.",
    futurePredictions:
      "Expect hybrids to spread through the Subaru lineup using Toyota hardware, starting with the Forester and Crosstrek, and more Toyota-built EVs carrying Subaru badges. Subaru will likely keep the boxer engine and standard AWD as its identity for as long as emissions rules allow. Software and electronics, not engines, are likely to be the main source of new complaints.",
  },
  buyingGuidance: {
    bestModelYears:
      "2018-and-later Crosstrek, 2019-and-later Forester, 2017-and-later Impreza and 2020-and-later Outback with the naturally aspirated 2.5 L are the best used picks. For older cars, an EJ25 Forester or Outback with documented multi-layer steel head gaskets and timing belt service is a solid value. A 2022-and-later BRZ is the most trouble-free enthusiast Subaru.",
    modelsToAvoid:
      "Avoid EJ25 models with no head-gasket history, 2010–2014 CVT cars with judder or stalling and no repair records, and 2011–2014 Foresters or 2012–2013 Imprezas that burn oil. Pass on modified WRX and WRX STI cars unless the tune and engine work are documented and checked. A first-year 2019 Ascent is fine only with every recall and CVT update done.",
    inspectionTips:
      "Check the VIN for open recalls and CVT extensions. Look for oil and coolant wetness at the bottom of the cylinder heads on EJ25 engines, and test-drive CVT models at light throttle for judder and stall. Check that all four tires match in brand, size and tread depth. Inspect rear brake lines and rocker panels on salt-belt cars. Confirm EyeSight works without warning messages, and ask for battery replacement history on 2015–2020 models.",
    negotiationTips:
      "Subaru dealers rarely discount heavily, so focus on trade-in value, financing rate and removing add-ons. Shop multiple retailers, since popular Forester and Crosstrek trims can carry markups in snowy regions. On used cars, price in head gaskets, timing belt, CVT service or mismatched tires, and ask for repair records before agreeing to a price.",
    dealerAddOns:
      "Expect offers of paint and fabric protection, window tint, VIN etching, nitrogen in the tires, all-weather mat packages and Subaru Added Security extended warranties. The extended plan can be worthwhile on CVT models kept past 60,000 miles, but its price is negotiable and Subaru plans can be bought from other retailers. Decline appearance packages and tire-and-wheel protection unless the price is very low.",
  },
};
