import { marketShareText } from "../market-share";
import type { Manufacturer } from "../schema";

export const manufacturer: Manufacturer = {
  slug: "honda",
  name: "Honda",
  category: "import",
  marketShare: marketShareText("honda"),
  shortDescription:
    "Honda builds the Civic, Accord, CR-V, Pilot and Odyssey, most of them in Ohio, Indiana, Alabama and Ontario, and is known for efficient, high-revving four-cylinder engines, strong resale value and a reliability record with a few well-known soft spots.",
  description:
    "Efficient, long-lived engines with recurring weak points: Takata airbags on early-2000s cars, 1.5 L turbo oil dilution, V6 cylinder-deactivation oil burning, 3.5 L rod-bearing failures, A/C condensers and 9-speed shift quality.",
  countryOrigin: "Japan",
  headquarters: "Minato, Tokyo, Japan (American Honda Motor Co.: Torrance, California)",
  philosophy:
    "Honda started as an engine company and thinks like one: Soichiro Honda's insistence on in-house engineering produced VTEC variable valve timing, the K-series four-cylinder and a racing program that feeds the Type R. Honda's stated 'Man Maximum, Machine Minimum' packaging idea shows in roomy cabins on small footprints (the Fit's Magic Seat, the CR-V's flat load floor). Unlike Toyota, Honda is more willing to change designs quickly—turbocharging the Civic and CR-V in 2016–2017, adopting CVTs across its four-cylinder cars and a ZF-designed 9-speed in its V6 SUVs—which has delivered efficiency but also some first-generation problems that owners and technicians had to live through.",
  recentNews: {
    asOf: "2026-11",
    text: "Honda and Nissan announced merger talks in December 2024 and called them off in early 2025. Honda's first mass-market U.S. EV, the Prologue, arrived for 2024 on General Motors' Ultium platform, and Honda revealed its own 0 Series EVs (0 Saloon and 0 SUV) at CES 2025 for production in Ohio; it has since slowed parts of its EV spending and is leaning harder on its two-motor hybrids, offered on the 2025 Civic, Accord and CR-V. A two-door Prelude hybrid returned for the 2026 model year. On the service side, Honda's November 2023 recall of about 249,000 vehicles for connecting-rod bearings on 3.5 L V6 engines was followed by an NHTSA recall query in 2024 and, in August 2025, a preliminary evaluation of about 1.4 million Honda and Acura vehicles for failures outside the recall population.",
  },
  marketPosition:
    "American Honda (Honda and Acura) is one of the five or six largest automakers by U.S. sales. In 2024 the CR-V was one of America's best-selling SUVs, and the Civic and Accord were among the top-selling cars after many rivals abandoned sedans. Most Hondas sold in the U.S. are built in North America: Accord in Marysville, Ohio; CR-V in East Liberty, Ohio, Greensburg, Indiana and Alliston, Ontario; Pilot, Passport, Odyssey and Ridgeline in Lincoln, Alabama; Civic in Indiana and Ontario; HR-V in Celaya, Mexico. Honda engines and transmissions for those plants come largely from Anna and Russells Point, Ohio.",
  commonProblems: [
    {
      title: "Takata 'Alpha' driver airbag inflators: do-not-drive warning",
      affected:
        "Unrepaired 2001–2002 Accord and Civic, 2002 CR-V and Odyssey, and 2003 Pilot; many other early-2000s to mid-2010s Hondas had other Takata inflator recalls",
      symptoms:
        "Usually nothing until a crash, when the inflator can rupture and spray metal fragments at the driver. NHTSA estimates the risk of rupture for these aged Alpha inflators at as high as 50%, and Takata inflators in Hondas have been linked to numerous U.S. deaths.",
      cause:
        "Takata's ammonium-nitrate propellant breaks down after years of heat and humidity, so it burns too fast and bursts the inflator housing; the Alpha parts also had manufacturing defects.",
      fix:
        "Do not drive the vehicle until the recall is done. Check the VIN at recalls.honda.com or nhtsa.gov/recalls; Honda replaces the inflator free and will tow the car or send a mobile technician, with a loaner if needed. Shops and used-car buyers should confirm the recall shows completed before the car goes back on the road.",
      cost: "Estimate $0: Honda pays for the inflator, labor, towing or mobile repair and a loaner; there is no reason to pay for this repair.",
      asOf: "2026-11",
    },
    {
      title: "Fuel dilution of engine oil on the 1.5 L turbo (L15B7)",
      affected:
        "2016–2018 Civic 1.5 T and 2017–2018 CR-V 1.5 T with the L15B7, mostly in cold climates; later model years improved but need the same checks",
      symptoms:
        "Oil level rising above the full mark, a gasoline smell on the dipstick and sometimes in the cabin, rough running with P0300–P0304 or P0172 (system too rich), a whirring engine noise, and slow cabin heat in winter.",
      cause:
        "Direct-injected fuel washes past the piston rings during cold-start enrichment. On short trips in cold weather the small turbo engine never gets hot enough to boil that fuel out of the crankcase, so gasoline builds up and thins the oil. Honda's warranty-extension notice cited control-software threshold settings and possible camshaft and rocker arm failures.",
      fix:
        "Apply Honda's engine, transmission and climate-control software updates (some cars also got a new A/C control unit), change the oil and filter, and inspect cams and rockers on cars that misfired. Owners should make a 20-minute highway drive weekly in winter, change 0W-20 on or before the Maintenance Minder's call and never overfill. Honda's 6-year/unlimited-mile powertrain extension for these years had run out on nearly all of them by 2025.",
      cost: "Estimate $0–$150 for software and an oil change; $1,500–$4,000 for cam, rocker or engine work if damage occurred. Excludes diagnosis.",
      system: "advanced-engine",
      asOf: "2026-11",
    },
    {
      title: "Connecting-rod bearing seizure on the 3.5 L J35 V6",
      affected:
        "2023 recall: 2016 and 2018–2019 Pilot, 2017 and 2019 Ridgeline, 2018–2019 Odyssey; NHTSA's 2025 probe covers 2016–2020 Pilot, 2018–2020 Odyssey and 2017–2019 Ridgeline",
      symptoms:
        "A knock that rises with rpm, the oil pressure light, a check engine light, rough running, then a stall or no-start. Failure can come with little warning and stop the vehicle in traffic, which is a crash risk: at the first knock, stop and tow it.",
      cause:
        "In the recall population, Honda traced it to an error in crankshaft manufacturing that lets the rod bearings lose their oil film, wear and seize. NHTSA's later investigation concerns failures in engines outside that population.",
      fix:
        "Recall vehicles get a free dealer inspection, then repair or engine replacement depending on what the inspection finds. Outside the recall, confirm with an oil pressure test and by cutting open the oil filter to look for bearing material; the fix is a replacement engine. Report failures to NHTSA and keep records, since the investigation could widen coverage.",
      cost: "Estimate $0 under the recall; an out-of-recall replacement engine runs about $7,000–$11,000 installed. Excludes towing and diagnosis.",
      system: "advanced-engine",
      asOf: "2026-11",
    },
    {
      title: "Oil burning and fouled plugs from Variable Cylinder Management (VCM)",
      affected:
        "2008–2012 Accord V6, 2008–2013 Odyssey, 2009–2013 Pilot and 2010–2012 Crosstour with the 3.5 L J35 V6 and VCM",
      symptoms:
        "A quart low between oil changes, misfire codes (P0300-series) concentrated on the cylinders that shut off, oil-fouled spark plugs, a shudder at 20–40 mph as VCM switches, and vibration at idle from broken engine mounts.",
      cause:
        "When VCM shuts cylinders off, their oil-control rings see vacuum without combustion, oil is drawn past and carbon sticks the rings. The constant switching also loads the active engine mounts and torque converter.",
      fix:
        "Measure consumption, read plugs, then either de-carbon the rings or replace pistons and rings. Replace cracked front and rear active engine mounts. A class-action settlement extended coverage on many of these engines, but as of November 2026 that coverage has expired. Some owners fit an aftermarket VCM disabler; it is not Honda-approved, so weigh warranty and emissions questions.",
      cost: "Estimate $300–$500 for plugs and a ring de-carbon service; $2,500–$4,500 for piston rings; $400–$900 per engine mount. Excludes diagnosis.",
      system: "advanced-engine",
      asOf: "2026-11",
    },
    {
      title: "Stalling from a failed Denso low-pressure fuel pump",
      affected:
        "2018–2020 Accord, Civic, CR-V, HR-V, Odyssey and Ridgeline, 2017–2020 Pilot, 2019–2020 Insight and Passport, 2018–2019 Fit, plus related hybrids (recalls in 2020, 2021 and 2023)",
      symptoms:
        "Hard starting, a check engine light, intermittent loss of power, sputtering at highway speed and a stall while driving. Losing the engine in traffic can cause a crash.",
      cause:
        "The impeller inside the Denso-made in-tank pump was molded at low density; it soaks up fuel, deforms and drags against the pump body until it stops.",
      fix:
        "A Honda dealer replaces the fuel pump module free. Because Honda recalled these in three waves, check the VIN again at recalls.honda.com even if an earlier check was clean.",
      cost: "Estimate $0 under the recall; a non-recalled pump replacement costs $700–$1,300. Excludes towing.",
      system: "fuel-system",
      asOf: "2026-11",
    },
    {
      title: "A/C condenser leaks and compressor failure on Honda models",
      affected:
        "2016–2018 Civic (factory-defective condensers), later Civic and Accord years, 2017-on CR-V and other Hondas using R-1234yf; earlier 2002–2006 CR-V compressors",
      symptoms:
        "Warm air at idle that cools a little on the highway, intermittent cooling, a compressor clutch that cycles rapidly, oily residue on the condenser face or lines, and on older cars a metallic rattle followed by a seized compressor.",
      cause:
        "On 2016–2018 Civics some condensers were not built to specification and leak at the tubes and core; later thin-wall condensers sit exposed to road debris. Older CR-V compressors failed internally and spread metal debris through the system.",
      fix:
        "Leak-test with dye or an electronic detector using R-1234yf-rated equipment, replace the condenser with the updated part and the desiccant, evacuate and recharge to the specified weight. After a compressor failure, also replace the expansion valve and condenser and flush the lines. Honda extended condenser coverage to 10 years/unlimited miles on affected 2016–2018 Civics, and later bulletins added other models such as some 2018–2020 Accords; have the dealer check the VIN.",
      cost: "Estimate $700–$1,300 for a condenser job at an independent shop, more at a dealer; $1,800–$3,200 for a compressor with flush. R-1234yf refrigerant adds cost. Excludes diagnosis.",
      system: "ac-system",
    },
    {
      title: "Rough shifts and hesitation from the ZF-designed 9-speed automatic",
      affected:
        "2016–2022 Pilot (Touring and Elite through 2019, all trims 2020–2022), 2019–2025 Passport, 2020-on Ridgeline and 2018–2019 Odyssey EX and EX-L with the 9-speed",
      symptoms:
        "A lurch or clunk on the 1–2 upshift at low speed, a pause when accelerating after a rolling stop, rough engagement out of Park, push-button shifter faults, and occasionally a transmission warning message. A pause when pulling out into traffic is a crash risk, so do not ignore it.",
      cause:
        "Calibration of the 9-speed's dog-clutch engagements and adaptive learning, sometimes combined with degraded fluid; most complaints involve no broken hard parts.",
      fix:
        "Install the newest PCM/transmission software, run the transmission learn procedure with Honda's scan tool, and change the fluid with Honda ATF Type 3.1 only. Replace the transmission only after software and fluid fail to cure it and pressure tests confirm an internal fault.",
      cost: "Estimate $150–$350 for software, relearn and fluid service; a replacement transmission runs $5,000–$7,500. Excludes diagnosis.",
      system: "transmission",
    },
    {
      title: "Unexpected automatic braking from Honda Sensing (CMBS)",
      affected:
        "2017–2022 CR-V and 2018–2022 Accord (NHTSA investigation covering about 3 million vehicles); similar complaints on 2019–2022 Insight and Passport",
      symptoms:
        "Hard, unprompted braking on an empty road with a 'BRAKE' alert on the dash, sometimes with adaptive cruise dropping out. A car that brakes for nothing can be rear-ended, so treat repeated events as a safety defect.",
      cause:
        "The Collision Mitigation Braking System's windshield camera and front radar misread overhead signs, shadows, guardrails or oncoming traffic, or are misaligned after windshield, bumper or grille repairs.",
      fix:
        "Check for software updates, confirm OEM-spec glass and camera bracket, and recalibrate the camera and radar after any windshield, bumper or alignment work. Keep the radar cover in the grille clean. If events continue, document them (dash cam) and file a complaint with NHTSA; switching the system off is not a permanent fix.",
      cost: "Estimate $250–$500 for camera aiming and $300–$600 for radar aiming at a dealer or ADAS shop; covered when part of a warranty repair. Excludes windshield.",
      system: "adas-sensor-calibration",
      asOf: "2026-11",
    },
    {
      title: "Frozen or rebooting touchscreen and Bluetooth dropouts on Honda Display Audio",
      affected:
        "2016–2021 Civic, 2017–2022 CR-V, 2018–2022 Accord and 2018–2020 Odyssey; 2004–2012-era Honda navigation clocks also hit a January 2022 date bug",
      symptoms:
        "The screen freezes or reboots in a loop, the backup camera image is delayed or black, phones disconnect, audio sticks at one volume, the 12-volt battery drains because the unit stays awake, and older navigation clocks jumped back to 2002.",
      cause:
        "Software faults in the head unit and its telematics, sometimes triggered by phone updates; on older navigation units, a GPS date-rollover bug.",
      fix:
        "Do a soft reset (hold the power button about 10 seconds), delete and re-pair phones, then install Honda's newest head-unit software by USB or at the dealer. If the battery drains, measure parasitic draw after the modules sleep (it should fall to about 50 mA or less). Replace the head unit only when updates fail; a dead rear camera must be fixed, since it is required equipment on 2018-and-newer vehicles.",
      cost: "Estimate $0–$200 for updates and diagnosis; $800–$2,000 for a head unit out of warranty. Excludes a replacement 12-volt battery.",
      system: "infotainment",
    },
    {
      title: "VTC actuator grind at cold start on the 2.4 L K24",
      affected: "2.4 L K24 in 2008–2012 Accord four-cylinder and 2007–2011 CR-V",
      symptoms:
        "A loud grind or rattle for about two seconds on the first start after the car has sat eight hours or more; usually no code, occasionally P0011 or a cam/crank correlation code.",
      cause:
        "The lock pin in the VTC (variable timing control) actuator on the intake camshaft fails to hold the rotor until oil pressure arrives, so it rattles at startup.",
      fix:
        "Replace the VTC actuator with the updated part, check timing-chain stretch by measuring the auto-tensioner rod extension against spec and replace the chain, guides and tensioner if worn. Adjust valve lash (screw-and-locknut adjusters) while the cover is off, and keep the oil at the full mark.",
      cost: "Estimate $600–$1,000 for the actuator; $1,200–$1,800 with chain, guides and tensioner. Excludes diagnosis and a valve cover gasket.",
      system: "timing-system",
      asOf: "2026-11",
    },
  ],
  modelLineup: {
    asOf: "2026-11",
    current: [
      "Civic sedan and hatchback, including Civic Hybrid",
      "Civic Si and Civic Type R",
      "Accord and Accord Hybrid",
      "HR-V subcompact crossover",
      "CR-V, CR-V Hybrid and CR-V e:FCEV (California)",
      "Passport two-row SUV",
      "Pilot three-row SUV",
      "Odyssey minivan",
      "Ridgeline unibody pickup",
      "Prelude two-door hybrid coupe (from the 2026 model year)",
      "Prologue battery-electric SUV",
    ],
    bestSelling: [
      "CR-V (Honda's top seller)",
      "Civic",
      "HR-V",
      "Accord",
      "Pilot",
    ],
    upcoming: [
      "Honda 0 SUV and 0 Saloon battery-electric models (announced for Ohio production)",
    ],
    discontinued: [
      "Fit (after the 2020 model year)",
      "Insight hybrid sedan (after 2022)",
      "Clarity plug-in, fuel-cell and EV (after 2021)",
      "CR-Z hybrid (after 2016)",
      "Element (after 2011)",
      "S2000 (after 2009)",
      "Crosstour (after 2015)",
      "Accord Coupe (after 2017) and Civic Coupe (after 2020)",
      "Civic Hybrid with IMA (2003–2015)",
      "First-generation Insight (2000–2006)",
    ],
    specialization:
      "Honda's strength is compact and midsize cars and crossovers with efficient, smooth four-cylinder engines: the Civic and CR-V are the backbone, and the Accord is one of the best-driving midsize sedans on sale in 2026. The two-motor hybrid (e:HEV), which drives the wheels mostly through an electric motor and clutches the engine directly to the wheels at highway speed, is, in the 2026 lineup, Honda's main efficiency technology. The Pilot, Passport, Odyssey and Ridgeline share a 3.5 L V6 and a light-truck unibody platform built in Alabama. Honda makes no body-on-frame trucks; the Ridgeline is a unibody pickup aimed at light-duty buyers.",
  },
  reliabilityInfo: {
    overallScore:
      "Honda is usually above average in Consumer Reports' brand reliability rankings, typically in the upper third, though below Toyota and Lexus, and its models often earn recommended ratings. Honda's older four-cylinder cars (Civic, Accord, CR-V) are among the most durable vehicles we service. Scores dip around redesigns: the first model years of the 2016 Civic, 2017 CR-V, 2018 Odyssey and 2016 Pilot brought noticeably more complaints than later years.",
    comparison:
      "Against Toyota, Honda's four-cylinders match or beat Toyota on durability, but Honda has had more transmission trouble (early-2000s automatics, the 9-speed) and more A/C failures. Against Hyundai and Kia, Honda engines have far fewer catastrophic failures in the 2011–2019 period. Against Subaru, Honda avoids head-gasket and CVT-judder issues on most models, but its CVTs need fluid changes to stay healthy. Against Mazda, Honda's reliability is similar overall, with Mazda avoiding turbo oil dilution issues.",
    trends:
      "Honda's reputation rests on its naturally aspirated K-series and R-series engines. The 2016–2018 move to the 1.5 L turbo, the 9-speed and 10-speed automatics and a new infotainment platform brought a dip, then steady recovery as software and hardware updates arrived. The two-motor hybrids have been solid so far. The 2023 rod-bearing recall and 2025 NHTSA investigation into 3.5 L V6 failures are the current concern for the SUV and minivan range.",
    mostReliable:
      "The most reliable Hondas we see are the 2012–2015 Civic with the 1.8 L R18, the 2013–2017 Accord with the 2.4 L K24 and CVT or 6-speed manual, the 2018-on Accord with 1.5 L turbo after the software updates, the 2012–2016 CR-V, the 2019–2022 Insight and 2020-on CR-V Hybrid, and the Fit. None uses the J35 V6, VCM or the ZF 9-speed, which is where most of Honda's expensive failures sit.",
    leastReliable:
      "The least reliable recent Hondas are the 2016–2018 Civic and 2017–2018 CR-V 1.5 turbos in cold climates, the 2016–2019 Pilot and 2018–2019 Odyssey (9-speed, infotainment, rod-bearing recall), the 2008–2013 V6 models with VCM, and, further back, the 2001–2005 Civic automatics and 2001–2004 V6 automatics in the Odyssey, Accord and Pilot.",
  },
  ownershipCosts: {
    averagePrice:
      "Approximate 2025 starting prices before destination, as an editorial estimate: Civic sedan about $24,500, HR-V about $25,500, Accord about $28,500, CR-V about $30,000, Pilot about $40,000, Ridgeline about $40,000, Odyssey about $41,000, Passport in the low-to-mid $40,000s (higher for the redesigned 2026), Civic Type R about $45,000 and Prologue about $47,000. Hybrid trims of the Civic, Accord and CR-V and the popular Sport and EX-L trims typically transact several thousand dollars above base.",
    maintenanceCosts:
      "Our estimate for routine maintenance on a Civic, Accord or CR-V is roughly $400–$650 a year over the first 100,000 miles at an independent shop, excluding tires. Hondas follow the Maintenance Minder (A or B service plus sub-codes 1–7: tire rotation, air filters, transmission fluid, spark plugs and valve clearance, coolant, rear differential fluid, brake fluid). The 3.5 L V6 uses a timing belt replaced under sub-code 4 at about 105,000 miles or 7 years, a $900–$1,400 job with the water pump. Honda fluids matter: DW-1 or Type 3.1 ATF, HCF-2 CVT fluid and Dual Pump Fluid in AWD rear differentials.",
    insuranceTrends:
      "Insurance on the Civic and Accord is often higher than their prices suggest, because they are frequent theft targets and popular with young drivers; older Accords and Civics have appeared on the NICB's most-stolen lists for years, and the Civic Type R and Si attract theft and modified-car claims. The CR-V, Pilot and Odyssey are usually moderate to insure. Honda Sensing on most models helps, though windshield and radar calibration costs have raised claims.",
    depreciationRates:
      "Honda depreciation is below average: the Civic, CR-V and HR-V hold value very well, and clean, manual-transmission Civic Si and Type R models can sell near or above their original price. The Accord holds value better than most midsize sedans. The Odyssey and Pilot depreciate faster than the Toyota Sienna and Highlander, and the Clarity and Prologue lose value quickly, like most EVs and plug-ins.",
    warrantyInfo: {
      asOf: "2026-11",
      text: "For recent model years Honda covers new vehicles for 3 years/36,000 miles basic and 5 years/60,000 miles powertrain, plus 5 years/unlimited miles against rust perforation of outer body panels. Hybrid batteries and related components are covered for 8 years/100,000 miles (10 years/150,000 miles for the battery in states that follow California emissions rules), and the Prologue's EV battery for 8 years/100,000 miles. Recent new Hondas also include Honda Service Pass complimentary scheduled maintenance for 2 years/24,000 miles and 3 years/36,000 miles of roadside assistance.",
    },
  },
  repairInfo: {
    repairCosts:
      "Typical independent-shop estimates, parts and labor, excluding diagnosis and taxes: Civic front brakes $300–$500; J35 V6 timing belt and water pump $900–$1,400; CR-V A/C condenser $700–$1,300; K24 VTC actuator $600–$1,000; Pilot or Odyssey 9-speed service with software $150–$350; Honda engine mounts $400–$900 each on V6 models; Accord Hybrid 12-volt battery $200–$350. Honda dealer labor rates are typically 20–40% higher than independents.",
    diyFixes:
      "Honda-friendly DIY jobs: engine and cabin air filters, oil and filter (check level on 1.5 T engines for rising oil), rear differential fluid on Real Time AWD CR-Vs and HR-Vs with Honda Dual Pump Fluid when it groans on tight turns, spark plugs on four-cylinders, door lock actuators on 2013–2022 models (a common failure, doable with the door card off), and a soft reset of a frozen head unit. Most Hondas have easy access to the battery and fuses. Leave V6 timing belts, A/C work and ADAS calibration to a shop.",
    warningSigns:
      "Honda-specific warning signs: oil on the dipstick rising and smelling of gasoline (1.5 T dilution), a two-second grind at cold start (K24 VTC actuator), a knock from a 2016–2020 Pilot, Odyssey or Ridgeline V6 (rod bearings), a quart low between changes with a shudder at 20–40 mph (VCM V6), warm A/C at idle (condenser leak), a clunky 1–2 shift or pause after a rolling stop (9-speed), doors that will not lock with the fob (lock actuators), and a groan on tight turns in an AWD CR-V (rear differential fluid).",
    preventativeTips:
      "Preventive care that targets Honda's weak points: on 1.5 T engines, avoid repeated short winter trips and change oil at or before the Maintenance Minder's call; on VCM V6s, check oil monthly and inspect engine mounts at every service; replace the V6 timing belt on time, since the J35 is an interference engine and a snapped belt bends valves; change CVT fluid (HCF-2) about every 25,000–30,000 miles despite the minder; rinse road debris from the A/C condenser and consider a grille screen; and recalibrate Honda Sensing after any windshield or front-end repair.",
    yearsToAvoid:
      "Years to avoid or inspect closely: 2001–2002 Civic and Accord and 2002 CR-V and Odyssey without proof the Takata recall was done; 2001–2005 Civic and 2001–2004 Odyssey, Accord V6 and 2003–2004 Pilot automatics (frequent failures); 2006–2009 Civic 1.8 (cracked engine blocks, Honda's extended coverage has expired); 2008–2013 VCM V6 models; 2016–2018 Civic and 2017–2018 CR-V 1.5 T in cold states; 2016 Pilot and 2018–2019 Odyssey (first-year 9-speed, infotainment, rod-bearing recall).",
  },
  recalls: {
    asOf: "2026-11",
    majorCampaigns:
      "Honda's defining recall is Takata: Honda was Takata's largest customer, recalled millions of vehicles from 2008 on, and Honda and NHTSA have repeatedly warned owners of unrepaired 2001–2003 Honda and Acura vehicles with Alpha inflators not to drive them. Other major U.S. campaigns include the Denso fuel pump recalls of 2020, 2021 and 2023; the 2017 recall of about 800,000 2011–2017 Odysseys whose second-row outboard seats could tip forward if not properly latched; and the November 2023 connecting-rod bearing recall on 3.5 L V6 Pilot, Ridgeline and Odyssey models, now followed by a 2025 NHTSA investigation of later failures.",
    handlingProcess:
      "Honda publishes recalls at recalls.honda.com and with NHTSA and mails owner letters. On the Takata campaign it went further than most automakers: repeated mailings, phone calls, door-to-door visits, free towing, mobile repair and loaners. Honda also issues warranty extensions through service bulletins for non-safety defects (1.5 T oil dilution, 2016–2018 Civic A/C condensers, and past V6 automatic transmissions); these are often not well publicized, so ask a dealer to run the VIN.",
    ownerSteps:
      "Run your VIN at recalls.honda.com and nhtsa.gov/recalls twice a year, and update your address through the HondaLink app or Honda owners site so notices reach you. If your vehicle has an open Takata airbag recall, do not drive it: call Honda to arrange towing or mobile repair. For powertrain complaints on a 2016–2020 V6 Pilot, Odyssey or Ridgeline, keep service records and file an NHTSA complaint if the engine fails outside the recall.",
    patterns:
      "Honda's recall history is dominated by supplier components (Takata inflators, Denso fuel pumps) and by first-year problems on redesigned models, such as the 2018 Odyssey, 2016 Civic and 2016 Pilot. Honda rarely recalls for engine design; the 3.5 L rod-bearing campaign was a manufacturing-process fault. Warranty extensions, rather than recalls, are Honda's usual tool for non-safety defects.",
  },
  strengths: {
    excellingAreas: [
      "Durable, efficient four-cylinder engines (K-series and R-series)",
      "Two-motor hybrids in the Civic, Accord and CR-V",
      "Strong resale value, especially Civic, CR-V and HR-V",
      "Roomy, practical packaging in small footprints",
      "Handling and steering feel in the Civic and Accord",
      "Six-speed manual offered in the 2026 Civic Si and Civic Type R",
    ],
    uniqueFeatures: [
      "VTEC variable valve timing and lift, introduced in the late 1980s",
      "Maintenance Minder system with coded service items",
      "Two-motor e:HEV hybrid that runs as a series hybrid most of the time",
      "Ridgeline in-bed trunk and dual-action tailgate",
      "Civic Type R, one of the few high-performance front-drive cars sold in the U.S.",
    ],
    awards: [
      "Accord: a record number of Car and Driver 10Best selections (more than 30)",
      "Civic: 2006 Motor Trend Car of the Year",
      "Civic: North American Car of the Year for 2016 and 2022",
      "Accord: 2018 North American Car of the Year",
      "Ridgeline: 2017 North American Truck of the Year",
    ],
    engineeringApproaches:
      "Honda designs most of its engines, transmissions and hybrid systems in-house and builds them in Ohio, so it can change designs quickly. Its engines favor high-revving efficiency with chain-driven cams on four-cylinders and a belt on the J-series V6; valve lash on most four-cylinders is adjusted with screws and locknuts rather than hydraulic lifters. Honda's all-wheel drive is the simple Real Time AWD on the CR-V and HR-V and the torque-vectoring i-VTM4 on the Pilot, Passport and Ridgeline.",
    commitments:
      "Honda has committed to large EV and battery investments in Ohio, including a battery joint venture with LG Energy Solution and retooling its Ohio plants for the 0 Series, while continuing to expand hybrids. For owners, the concrete commitments are the 3-year/36,000-mile and 5-year/60,000-mile warranties, 8-year/100,000-mile hybrid battery coverage, Honda Service Pass on recent models, and a history of warranty extensions when known defects arise.",
  },
  expertInsights: {
    mechanicPerspectives:
      "Techs like Hondas for their easy access and predictable wear items, but we see recurring trouble where owners ignore Honda's own maintenance: low oil in VCM V6s, skipped CVT fluid changes, overdue timing belts on the J35, and the wrong ATF in older automatics (Honda DW-1 only). Door lock actuators, A/C condensers and engine mounts are bread-and-butter jobs in any shop that sees a lot of Hondas. Most Honda four-cylinders that come in past 200,000 miles need a valve adjustment, not an engine.",
    engineeringAnalysis:
      "The K24 and R18 engines are models of simple, durable design, but the VTC actuator on early K24s shows how a small part can ruin a cold start. The L15B7 turbo shows the risk of downsizing a direct-injected engine without enough heat for cold climates. VCM saved fuel but loaded the rings and engine mounts. Honda's two-motor hybrid, with no conventional gearbox and an engine that only clutches in at cruising speed, is mechanically simpler than it looks and has held up well.",
    qualityOpinions:
      "Assembly quality, paint and interior fit on current Hondas are good, and the 2022-on Civic and 2023-on Accord and CR-V interiors are a step up. Weak spots have been electrical and software: door lock actuators, infotainment freezes and phantom-braking complaints. Honda's corrosion protection is better than it was on 1990s cars, but rear wheel arches on older CR-Vs and Civics rust through in salt states.",
    futurePredictions:
      "Expect more hybrids: Honda aims to sell hybrids alongside EVs through the late 2020s, and the Prelude's return as a hybrid confirms it. The 0 Series EVs built in Ohio and the GM-built Prologue mean Honda shops will need EV training soon. The outcome of NHTSA's investigation into 3.5 L V6 bearing failures is the big unknown for Pilot, Odyssey and Ridgeline owners and resale values.",
  },
  buyingGuidance: {
    bestModelYears:
      "Strong used buys: 2012–2015 Civic, 2019-on Civic (after the 1.5 T fixes), 2013–2017 Accord four-cylinder, 2018-on Accord, 2012–2016 CR-V, 2020-on CR-V Hybrid, 2019–2022 Insight, 2015–2020 Fit, and 2014–2016 Odyssey with proof of timing belt service. They miss the first-year 1.5 T, 9-speed and 2018 Odyssey problems and the years named in the rod-bearing recall and probe.",
    modelsToAvoid:
      "Be cautious with 2008–2013 V6 models with VCM that burn oil or have broken mounts, 2016–2018 Civic and 2017–2018 CR-V 1.5 T from cold states with gasoline-smelling oil, 2016–2020 Pilot, 2018–2020 Odyssey and 2017–2019 Ridgeline V6 models without proof the rod-bearing recall was checked, and any 2001–2004 Honda without proof of airbag recall completion.",
    inspectionTips:
      "On any used Honda, run the VIN for open recalls (especially Takata and Denso fuel pump) and ask the dealer for warranty-extension history. Check: oil level and smell on 1.5 T engines; cold-start noise on K24 and J35 engines; engine mounts and misfire history on VCM V6s; shift quality after a rolling stop on 9-speed models; A/C at idle; all door locks with the fob; and the timing belt sticker or records on V6 models past 100,000 miles. Scan for stored codes in all modules, including Honda Sensing.",
    negotiationTips:
      "Honda dealers often price popular models (CR-V Hybrid, Civic Si and Type R) at or above sticker; shop several dealers and negotiate an out-the-door price. Honda Financial Services promotional rates and lease deals on the Accord and Pilot can beat rebates. On used Hondas, use documented issues—VCM oil consumption, a 9-speed with rough shifts, an A/C leak—to negotiate the repair cost off the price.",
    dealerAddOns:
      "Honda dealers commonly add paint and fabric protection, nitrogen-filled tires, wheel locks, door-edge guards, VIN etching, window tint, and Honda Care service contracts or prepaid maintenance beyond Honda Service Pass. Some stores install accessory packages (body side moldings, splash guards) before sale. Ask for the addendum, refuse items you do not want, and remember a Honda Care contract can be bought later from any Honda dealer, often for less.",
  },
};
