import { marketShareText } from "../market-share";
import type { Manufacturer } from "../schema";

export const manufacturer: Manufacturer = {
  slug: "infiniti",
  name: "Infiniti",
  category: "luxury",
  marketShare: marketShareText("infiniti"),
  shortDescription:
    "Infiniti is Nissan's luxury brand, launched in the U.S. in 1989. Its SUVs and past sport sedans share Nissan's VQ and VR V6s, VC-Turbo fours and Jatco CVTs, so the big Infiniti repair bills (CVT, oil-gallery gaskets, VC-Turbo bearings) look familiar to any Nissan technician.",
  description:
    "Nissan mechanicals in luxury trim, with Nissan's weak points: QX60 and JX35 CVT judder, QX50 and QX55 VC-Turbo bearing recalls, VQ37VHR oil-gallery gasket leaks, early VQ35DE chain whine, Q50 steer-by-wire recalls and InTouch freezes.",
  countryOrigin: "Japan",
  headquarters: "Yokohama, Japan; Infiniti Americas in Franklin, Tennessee",
  philosophy:
    "Infiniti launched in November 1989 with the V8 Q45 and the M30, pitched as a performance-minded alternative to Lexus. Its best years came from rear-drive cars on Nissan's FM platform, the G35, G37 and FX, which paired VQ V6s with sharp chassis tuning at prices below BMW. Since about 2020 Nissan has run Infiniti as a premium layer over Nissan hardware: the QX60 shares the Pathfinder's bones, the QX50 and QX55 introduced the VC-Turbo engine, and the sport sedans are gone. For service that means most parts and procedures are Nissan's, and most Infiniti faults are Nissan faults in nicer trim.",
  recentNews: {
    asOf: "2026-11",
    text: "Infiniti ended the Q50 sedan after the 2024 model year, and production of the QX50 and QX55, built at the COMPAS plant in Mexico that Nissan shared with Mercedes-Benz, was scheduled to end in 2025, leaving the QX60 and the all-new 2025 QX80 (3.5 L twin-turbo V6 replacing the 5.6 L V8) as its core. The QX60 switched from the 3.5 L V6 to the 2.0 L VC-Turbo four for 2025 and is being refreshed, and a two-row, coupe-styled QX65 was announced for 2026. A July 2025 recall covered 2019–2022 QX50 and 2022 QX55 VC-Turbo engines for bearing defects, and in 2024 Nissan issued a do-not-drive warning for unrepaired 2002–2003 QX4s with Takata airbags. Plans for an electric Infiniti have been pushed back.",
  },
  marketPosition:
    "Infiniti is the smallest Japanese luxury brand in the U.S., at about 0.4% of U.S. new-vehicle sales in 2024 (about 58,000 vehicles, less than half Acura's total and about a sixth of Lexus's). Its volume rests on the QX60 three-row crossover and the body-on-frame QX80, with the QX50 and QX55 winding down. The brand competes mostly on price and equipment, with large lease incentives, and appeals to buyers who want a Nissan Pathfinder or Armada with a quieter cabin and longer warranty. Without sedans or a hybrid, it has little presence in the segments where Lexus and the German brands make their money.",
  commonProblems: [
    {
      title: "QX60 and JX35 CVT judder, whine and failure (JF017E)",
      affected:
        "2013 JX35 and 2014–2020 QX60 V6 models with the 3.5 L VQ35DE and the Jatco JF017E CVT, the same transmission family as the 2013–2020 Nissan Pathfinder (the 2014–2017 QX60 Hybrid used a different drivetrain)",
      symptoms:
        "Shudder at low speed under light throttle, a rising whine, rpm flare and hesitation when merging, and a limp mode that holds a low ratio after long climbs or towing. Typical codes: P17F0 or P17F1 (judder), P0746 (pressure control solenoid A) and P0841 (fluid pressure sensor).",
      cause:
        "Belt-to-pulley wear and micro-slip, valve-body pressure control faults and torque-converter lock-up shudder, worsened by the weight of a three-row SUV and by towing on fluid that has never been changed.",
      fix:
        "Update the TCM software, check level at the specified temperature and replace the fluid with genuine NS-3. If judder continues, install a valve body or a remanufactured CVT, write the unit's calibration data into the TCM with CONSULT and complete the learning routine before releasing the car.",
      cost: "Estimate: $250–$450 for software and fluid; $4,000–$6,000 for a reman CVT installed. 2015–2018 QX60s got 24 extra months/24,000 miles of CVT coverage in a settlement; most have expired.",
      system: "transmission",
      asOf: "2026-11",
    },
    {
      title: "VC-Turbo bearing failure in the QX50 and QX55 (KR20DDET recall)",
      affected:
        "2019–2022 QX50 and 2022 QX55 with the 2.0 L KR20DDET variable-compression turbo four, covered by the July 2025 recall for specific engine serial numbers",
      symptoms:
        "A deep knock or rattle that grows with load, rough running, oil-pressure or check-engine warnings, metallic glitter in the oil, and eventually loss of power or a seized engine while driving. A VC-Turbo that starts knocking should be parked and towed, not driven to the dealer.",
      cause:
        "Manufacturing defects in the crankshaft main bearings and in the bearings of the A-, C- and L-links that vary the compression ratio; debris from one worn bearing spreads through the oil to the others.",
      fix:
        "The recall inspection drains the oil and examines the pan for metal debris. If debris is found, Infiniti repairs or replaces the engine; if not, the 2.0 L gets fresh oil. Run the VIN even if the engine sounds fine, and keep oil changes on schedule with the grade shown in the owner's manual.",
      cost: "Free under the recall. Outside it, estimate $8,000–$12,000 for a replacement engine installed, plus towing and diagnosis.",
      system: "advanced-engine",
      asOf: "2026-11",
    },
    {
      title: "Oil-gallery gasket leak and low oil pressure (VQ35HR/VQ37VHR)",
      affected:
        "VQ35HR and VQ37VHR V6 models: 2007–2008 G35 sedan, 2008–2013 G37, 2014–2015 Q60 and Q50 3.7, 2015 Q40, 2009-on M35, M37 and Q70 3.7, EX35/EX37 and 2014–2017 QX50, and 2009–2017 FX35/FX37/QX70",
      symptoms:
        "The oil-pressure light flickers at hot idle or in slow traffic, chain rattle at cold start, sluggish valve timing with cam-timing codes such as P0011 or P0021, or no symptom at all until a gauge shows low pressure. The problem is most often found past 80,000–100,000 miles.",
      cause:
        "Small oil-gallery gaskets behind the front timing cover harden and leak internally, bleeding off the pressure that feeds the timing-chain tensioners and variable valve timing. The leak is inside the engine, so there is no drip to see.",
      fix:
        "Confirm with a mechanical oil-pressure gauge, hot, at idle and at 2,000 rpm against the service-manual spec before opening anything, since failed pressure senders also light the warning. The repair means removing the front timing cover: replace the gallery gaskets, inspect chain guides and tensioners and replace them if worn, and reseal the cover with the specified liquid gasket.",
      cost: "Estimate: $1,800–$3,500 at an independent shop, higher at a dealer or if chain parts are replaced; the job is labor-heavy on rear-drive and AWD models.",
      system: "advanced-engine",
    },
    {
      title: "Underboost and turbo faults on the 3.0 L twin-turbo (VR30DDTT)",
      affected:
        "2016–2024 Q50 3.0t and Red Sport 400 and 2017–2022 Q60 3.0t with the VR30DDTT twin-turbo V6 (the engine also used in the 2023-on Nissan Z)",
      symptoms:
        "Power loss with P0299 (underboost) or P0234 (overboost), a wastegate rattle at idle or on tip-in, a whistle or hiss from the charge-air path, misfires under boost (P0300–P0306), and on some cars oil smoke from a worn turbo seal.",
      cause:
        "Sticking electronic wastegate actuators and worn turbochargers, loose or split charge pipes and couplers, ignition coils and spark plugs stressed by boost (worse on tuned cars), and faults in the separate low-temperature cooling circuit and electric pump that serve the water-to-air intercoolers.",
      fix:
        "Smoke-test the intake and charge-air system, command the wastegates with a scan tool, check turbo shaft play and oil in the outlets, and confirm the intercooler pump runs. Replace plugs and coils on a shorter interval if the car is tuned. Replace turbochargers in pairs only when both show wear, with new oil and coolant lines and gaskets.",
      cost: "Estimate: $300–$800 for boost-leak, plug or coil repairs; $3,000–$6,500 for one or both turbochargers installed. Powertrain warranty covers 6 years/70,000 miles.",
      system: "turbo-supercharger",
    },
    {
      title: "Steer-by-wire (Direct Adaptive Steering) software faults on the Q50",
      affected:
        "2014–2016 Q50 with optional Direct Adaptive Steering (DAS), recalled for control-software faults in 2013 and again in 2016; DAS remained optional on later Q50 and Q60 models",
      symptoms:
        "A steering warning light, a steering wheel that sits off-center though the car tracks straight, slow or reduced steering response just after start-up and a changed turning radius. The 2013 recall covered early cars in which cold under-hood temperatures could stop the mechanical backup from engaging after a system fault, leaving no steering. A car that does not steer as commanded can crash: do not drive with the steering warning lit.",
      cause:
        "Software in the DAS control units that handled cold starts and start-ups poorly, including a case where a weak battery and a parked car with its wheels turned let the wheels and steering wheel fall out of alignment.",
      fix:
        "Have the recall reprogramming done, test the battery and charging system, and after any alignment, battery replacement or steering repair perform the DAS neutral-position and steering-angle calibration with CONSULT. The backup clutch gives a mechanical link if the electronics fail; it is not a reason to keep driving with a fault.",
      cost: "Free under the recalls. Otherwise an estimate of $150–$350 for battery testing and DAS calibration; $1,500–$3,500 for a steering actuator or control unit.",
      system: "steering-system",
      asOf: "2026-11",
    },
    {
      title: "Timing-chain whine on the early VQ35DE (G35, FX35, I35, M35)",
      affected:
        "2003–2006 G35 sedan and 2003–2007 G35 coupe, 2003–2008 FX35, 2002–2004 I35, 2006–2008 M35 and 2001–2003 QX4 with the 3.5 L VQ35DE",
      symptoms:
        "A whine from the front of the engine that climbs with rpm, later a rattle at start-up, then crankshaft and camshaft position-sensor codes (P0335, P0340, P0345) and misfires. Many of these cars also burn some oil, and a low oil level makes the noise worse.",
      cause:
        "The plastic face of the secondary (camshaft) chain tensioner shoes wears through, so the chain rides on the metal backing, then stretches and wears the guides and sprockets.",
      fix:
        "Replace both secondary tensioners and shoes, and usually the primary chain, guides and tensioner, and check the timing-mark alignment before closing up. The water pump is driven by the timing chain on this engine, so it is replaced in the same job.",
      cost: "Estimate: $1,800–$3,000 at an independent shop for a complete timing job with water pump; AWD FX35 and M35x models cost more in labor. Diagnosis extra.",
      system: "timing-system",
    },
    {
      title: "InTouch dual-screen freezes, black screens and lag",
      affected:
        "2014–2024 Q50, 2017–2022 Q60, 2019–2025 QX50 and 2022–2025 QX55 with the two-screen InTouch system",
      symptoms:
        "The upper or lower screen freezes, goes black or reboots, touch input lags, Bluetooth and CarPlay disconnect, and the backup-camera view is slow or missing. Because some climate and vehicle settings live on the lower screen, a frozen unit is more than an audio annoyance.",
      cause:
        "Software faults in the AV control unit and display units, corrupted user or map data, and low system voltage from a weak battery causing resets.",
      fix:
        "Load-test the battery, install the newest InTouch software at the dealer, and perform a factory reset. If the fault remains, diagnose the AV control unit and displays with CONSULT and replace the failed unit; confirm camera and steering-wheel control operation afterward.",
      cost: "Estimate: $0–$250 for battery testing and software; $1,200–$3,000 for an AV control unit or display. Covered within the 4-year/60,000-mile basic warranty.",
      system: "infotainment",
    },
    {
      title: "Exhaust-manifold tick on the QX56 5.6 L V8 (VK56DE)",
      affected: "2004–2010 QX56 with the 5.6 L VK56DE V8 shared with the Nissan Armada and Titan",
      symptoms:
        "Ticking at cold start that fades as the engine warms, exhaust odor in the cabin with the fan on, black soot around a manifold flange, and sometimes P0171/P0174 lean codes from air pulled in at the crack. Exhaust in the cabin carries carbon monoxide, so fix it before long trips.",
      cause:
        "Cast-iron manifolds crack after years of heat cycling on this heavy SUV, and the studs holding them to the aluminum heads stretch or break.",
      fix:
        "Replace the cracked manifold with new gaskets, studs and nuts; broken studs are drilled and extracted from the aluminum head, and tight access on 4WD models adds labor hours. Check the upstream air-fuel sensors afterward.",
      cost: "Estimate: $1,000–$2,000 per side including studs; stud extraction adds $150–$600. Diagnosis and air-fuel sensors extra.",
      system: "exhaust-system",
    },
    {
      title: "Oil consumption on the Rev-Up VQ35DE (manual G35 Coupe)",
      affected:
        "2005–2007 G35 Coupe with the 6-speed manual and its higher-revving Rev-Up version of the 3.5 L VQ35DE, the engine family also used in the 2005–2006 Nissan 350Z",
      symptoms:
        "Oil use of a quart every 1,000–2,000 miles or worse, the low-oil light flickering in hard corners, blue smoke after idling, fouled plugs and misfire codes, and eventually bearing knock if the level is allowed to run low.",
      cause:
        "Oil getting past the rings is the usual finding on these high-revving engines, and sustained high rpm and long oil-change intervals make it worse; a worn PCV system can add to it.",
      fix:
        "Measure consumption over a set mileage, check the PCV valve and hoses, and run compression and leak-down tests. Mild cases are managed by checking the dipstick at every fill-up; heavy consumption needs a ring job or a replacement engine.",
      cost: "Estimate: $150–$300 for testing and PCV parts; $4,500–$7,000 for a replacement engine installed.",
      system: "advanced-engine",
    },
    {
      title: "Takata airbag inflators: do-not-drive warning on the 2002–2003 QX4",
      affected:
        "2002–2003 QX4 under a 2024 do-not-drive warning for unrepaired Takata inflators; other older Infiniti models were also in Takata recalls, so check every early-2000s VIN",
      symptoms:
        "None until a crash. A degraded inflator can rupture when the airbag deploys and spray metal fragments at the occupants; NHTSA has linked Takata ruptures to deaths and hundreds of injuries in the U.S., and the risk grows with the inflator's age.",
      cause:
        "The ammonium-nitrate propellant in these inflators breaks down after years of heat and humidity, so it burns too fast and bursts the inflator housing.",
      fix:
        "Do not drive the vehicle. Infiniti offers free towing and, in some areas, mobile repair; the dealer replaces the inflator or airbag module, and the owner should confirm the VIN shows the recall as completed.",
      cost: "Estimate: $0 to the owner, since the recall repair and towing are free. Airbag replacement after a crash is a separate collision repair and is not covered by the recall.",
      asOf: "2026-11",
    },
  ],
  modelLineup: {
    asOf: "2026-11",
    current: [
      "QX60 three-row crossover (2.0 L VC-Turbo from 2025)",
      "QX80 full-size SUV (new generation for 2025)",
      "QX50 and QX55 (production scheduled to end in 2025; a new one is leftover stock, if any)",
    ],
    bestSelling: ["QX60", "QX80", "QX50"],
    upcoming: [
      "QX65 two-row, coupe-styled midsize crossover (2026)",
      "Electric crossover previewed by the Vision QXe concept (announced; timing pushed back)",
    ],
    discontinued: [
      "Q50 (2014–2024)",
      "Q60 coupe (2017–2022)",
      "G35 and G37 sedan, coupe and convertible (2003–2013), plus the Q40 (2015)",
      "M35, M45, M37, M56 and Q70 sedans (through 2019)",
      "FX35, FX45, FX50 and QX70 (2003–2017)",
      "EX35 and EX37 (2008–2013)",
      "QX56 (2004–2013; renamed QX80)",
      "JX35 (2013; renamed QX60)",
      "QX30 (2017–2019)",
      "QX4 (1997–2003)",
      "I30 and I35 (1996–2004)",
      "Q45 (1990–2006)",
    ],
    specialization:
      "Today Infiniti sells three-row and compact luxury crossovers plus the body-on-frame QX80. The QX60 rides on the front-drive platform of the Nissan Pathfinder, the QX50 and QX55 introduced the 2.0 L VC-Turbo with a CVT, and the 2025 QX80 uses the 3.5 L VR35DDTT twin-turbo V6 with a 9-speed automatic. Older Infinitis a shop sees daily are rear-drive and AWD cars with VQ35DE, VQ35HR, VQ37VHR and VR30DDTT V6s and 5- or 7-speed automatics, including the Q50 Hybrid with its single-motor, two-clutch setup.",
  },
  reliabilityInfo: {
    overallScore:
      "Infiniti typically sits in the middle of Consumer Reports' and J.D. Power's brand rankings, below Lexus and usually below Acura. Rear-drive VQ-powered cars have been robust overall, while the QX60's CVT, the VC-Turbo engine, early InTouch software and the Q50's steer-by-wire system account for most of the complaints that pull scores down.",
    comparison:
      "An Infiniti usually costs less to buy used than a comparable Lexus or Acura because it depreciates faster, and its maintenance is close to Nissan prices. Against BMW or Mercedes-Benz of the same age, a G37 or Q50 generally has fewer oil leaks and electrical faults. Against Lexus, the gap is the transmission: the QX60's CVT is far less durable than the RX's conventional automatic or hybrid drive.",
    trends:
      "Reliability peaked with the 2008–2013 G37 and EX35 and the 2011-on QX56/QX80 with the 7-speed automatic. The 2013–2017 JX35/QX60 CVT and the 2019–2022 QX50 VC-Turbo pulled the brand back. The 2022-on QX60's switch from a CVT to a 9-speed automatic removed the biggest single weakness, while the VC-Turbo move for 2025 means watching engine reliability closely.",
    mostReliable:
      "The 2009–2013 G37 sedan and coupe with the 7-speed automatic, the 2014–2015 Q50 3.7, the 2011–2024 QX56/QX80 with the 5.6 L V8 and 7-speed automatic, and the 2008–2012 EX35 have the best records we see. The 2022–2024 QX60 with the 3.5 L V6 and 9-speed automatic has been far less troublesome than the CVT models it replaced.",
    leastReliable:
      "2013–2016 JX35/QX60 for CVT judder and replacements; 2019–2020 QX50 for VC-Turbo bearings and early software faults; 2014 Q50 for first-year steer-by-wire and InTouch bugs; 2016–2017 Q50 and Q60 3.0t for early turbo and boost complaints; 2003–2005 G35 and FX35 for timing-chain whine and oil use.",
  },
  ownershipCosts: {
    averagePrice:
      "Infiniti sticker prices (editorial estimates, before destination): QX50 and QX55 roughly $44,000–$58,000 where still in stock, QX60 about $50,000–$68,000, and the 2025 QX80 roughly $83,000 to well over $110,000 for the Autograph. Large lease support and dealer discounts mean transaction prices often fall thousands below sticker, especially on outgoing models.",
    maintenanceCosts:
      "Infiniti maintenance is close to Nissan's: an oil change is about $80–$140 at a dealer (estimate), and schedules have long used roughly 3,750-mile (severe) and 7,500-mile (normal) oil intervals on VQ engines. VQ37VHR and VR30DDTT cars call for premium fuel. Budget about $600–$1,000 a year (estimate) through 100,000 miles, plus CVT fluid on the QX60 and brakes on heavy QX80s, which wear pads and rotors quickly.",
    insuranceTrends:
      "Premiums on the QX60 and QX50 are in line with Acura and Lexus crossovers. The Q50 Red Sport 400 and Q60 Red Sport cost noticeably more to insure for their 400 hp, and the QX80's price and parts costs push it to the top of the range. Standard forward emergency braking on recent models helps.",
    depreciationRates:
      "Infiniti has some of the steepest depreciation among luxury brands: Q50s, QX60s and especially QX80s commonly lose more than half their value in five years (editorial estimate). That hurts new buyers and leases priced on weak residuals, but makes three- to five-year-old Infinitis some of the cheapest used luxury vehicles per feature.",
    warrantyInfo: {
      asOf: "2026-11",
      text: "Infiniti's factory coverage runs longer than Nissan's: 4 years/60,000 miles basic, 6 years/70,000 miles powertrain, 7 years/unlimited miles against corrosion perforation, and roadside assistance for the basic-warranty term. Infiniti Certified Pre-Owned coverage runs to 6 years from the original in-service date, with mileage limits that have changed between program years; confirm the terms for the car in front of you. The QX60 CVT settlement extension (24 extra months/24,000 miles on 2015–2018 QX60s) had lapsed on nearly all of them by November 2026; check every VIN for the VC-Turbo and Takata recalls regardless.",
    },
  },
  repairInfo: {
    repairCosts:
      "What the big Infiniti jobs run at an independent shop (estimates): QX60 CVT replacement $4,000–$6,000, VQ37VHR gallery-gasket job $1,800–$3,500, VQ35DE timing job $1,800–$3,000, VR30DDTT turbocharger $1,800–$3,500 each, QX80 front brakes $450–$800, InTouch AV unit $1,200–$3,000. Many engine, brake and suspension parts are Nissan part numbers and cost the same as on an Altima, Pathfinder or Armada.",
    diyFixes:
      "Owners can handle oil and filter changes, air filters, wiper blades, fob batteries and brake pads on G-series and Q50 cars. A weak battery causes many Infiniti electronic oddities, from InTouch resets to DAS warnings, so testing and replacing it is a worthwhile first step. Leave CVT fluid, DAS calibration, ADAS radar and camera aiming, and anything on the VC-Turbo to a shop with CONSULT.",
    warningSigns:
      "A steering warning light on a Q50 or Q60 with Direct Adaptive Steering means stop driving and have it diagnosed. A knock from a QX50 or QX55 means check the VC-Turbo recall and tow it in. An oil-pressure light flicker at hot idle on a VQ37VHR car means test oil pressure before the timing chain suffers. Shudder at low speed on a QX60 or JX35 is the CVT asking for service before it overheats.",
    preventativeTips:
      "Change the QX60's CVT fluid with genuine NS-3 every 30,000–40,000 miles. Check oil level every few fill-ups on VQ35DE and VQ37VHR engines and change oil at the severe-service interval if the car does short trips. Keep a healthy battery in any DAS or InTouch car. On Q50 and Q60 3.0t models, inspect charge pipes and replace plugs early if the car is tuned. On QX56s and QX80s, watch exhaust manifolds and brake wear if you tow.",
    yearsToAvoid:
      "2013–2016 JX35/QX60 with the original CVT and no records; 2019–2020 QX50 unless the VC-Turbo recall inspection is documented; 2014 Q50 (first-year steer-by-wire and InTouch faults); 2016–2017 Q50 and Q60 3.0t with evidence of hard use or tuning; and any 2002–2003 QX4 with an unrepaired Takata inflator.",
  },
  recalls: {
    asOf: "2026-11",
    majorCampaigns:
      "Major Infiniti campaigns include the July 2025 VC-Turbo bearing recall (2019–2022 QX50, 2022 QX55), the 2013 and 2016 Direct Adaptive Steering software recalls on the Q50, and Takata airbag inflator recalls, with the 2024 do-not-drive warning for 2002–2003 QX4s. Other recalls have covered passenger-airbag occupant-classification sensors and rear-view camera software across several 2010s models.",
    handlingProcess:
      "Infiniti, through Nissan North America, mails recall notices to registered owners, posts them on the Infiniti owner site and NHTSA's database, and repairs recalled items free at Infiniti retailers. For the QX4 do-not-drive campaign it offers free towing, mobile repair where available and, in some areas, loaners. Most software remedies are done with CONSULT in a single visit.",
    ownerSteps:
      "Run the VIN at nhtsa.gov/recalls or the Infiniti owner site before buying any used Infiniti and twice a year while you own it. Keep records of CVT, VC-Turbo and steering repairs. If a do-not-drive notice applies, arrange a tow rather than driving to the retailer.",
    patterns:
      "Infiniti's recalls follow Nissan's hardware: the VC-Turbo bearings, Takata inflators and camera software were shared with Nissan models. Infiniti-specific recalls have centered on technology it introduced first, above all the Q50's steer-by-wire system, while its costliest powertrain defects (the CVT) were handled by warranty extension rather than recall.",
  },
  strengths: {
    excellingAreas: [
      "Strong VQ-series V6 performance for the price",
      "Rear-drive handling of the G35, G37 and Q50",
      "Towing capacity and V8 durability of the QX56 and QX80",
      "Lower used prices than Lexus, Acura or German rivals",
      "Parts shared with Nissan keep many repairs affordable",
    ],
    uniqueFeatures: [
      "Direct Adaptive Steering, the first steer-by-wire system on a production car (2014 Q50)",
      "VC-Turbo variable-compression engine, first offered in the 2019 QX50",
      "Around View Monitor, introduced on the 2008 EX35",
      "Red Sport 400 versions of the Q50 and Q60 with 400 hp",
    ],
    awards: [
      "Infiniti G35: 2003 Motor Trend Car of the Year",
      "VQ-series V6: Ward's 10 Best Engines list for 14 consecutive years from 1995",
      "2.0 L VC-Turbo (QX50): Ward's 10 Best Engines for 2019",
    ],
    engineeringApproaches:
      "Infiniti has been Nissan's showcase for new technology: the Around View Monitor, Direct Adaptive Steering, the VC-Turbo engine and the single-motor, two-clutch Direct Response Hybrid (M35h, then Q50 Hybrid) all appeared here first. Under the skin it relies on Nissan platforms, engines and transmissions, so innovation comes in specific systems rather than whole vehicles. The approach brings useful features early, but it has also put first-generation technology in owners' hands before its problems were solved.",
    commitments:
      "Nissan's restructuring plan repositions Infiniti as a premium layer over Nissan hardware focused mainly on North America, with the QX65 and a refreshed QX60 as the next steps and an electric crossover previewed by the Vision QXe concept deferred. Infiniti continues to offer a longer basic and powertrain warranty than Nissan and standard forward emergency braking across its lineup.",
  },
  expertInsights: {
    mechanicPerspectives:
      "In our shop, a G37 or Q50 3.7 with regular oil changes is one of the most durable used luxury cars for the money, but check oil level and pressure because gallery gaskets and oil use are their weak points. The QX60 lives or dies by CVT fluid service. The QX50's VC-Turbo is the one we are least comfortable recommending until its recall status is confirmed. Nearly every Infiniti job can be done with Nissan parts and CONSULT, which keeps independent-shop costs sensible.",
    engineeringAnalysis:
      "Direct Adaptive Steering reads the steering wheel with sensors and turns the rack with electric actuators under redundant control units, with a clutch that closes a mechanical column link if the system faults; its recalls were software, not hardware. The VC-Turbo uses a multi-link crank mechanism moved by an electric actuator to vary compression between about 8:1 and 14:1, adding bearings and links that must carry combustion loads, which is where the recall found defects.",
    qualityOpinions:
      "Interior materials on the QX60 and QX80 are a clear step above their Nissan siblings, with quieter cabins and better leather, while the Q50's cabin aged quickly over its 11 years. Paint and body quality are solid. The weak points are electronics (InTouch and the dual-screen units) and cost-saving parts shared with Nissan that feel out of place at Infiniti prices.",
    futurePredictions:
      "Expect Infiniti to run with a small crossover-only lineup (QX60, QX65, QX80) and to depend on Nissan's e-Power hybrids and future EVs for electrification. VC-Turbo engines in the QX60 and QX65 will make bearing-related recalls and oil-service discipline the thing to watch. Steep depreciation will keep older Q50s, QX60s and QX80s plentiful and cheap in the used market, making repair costs the deciding factor for buyers.",
  },
  buyingGuidance: {
    bestModelYears:
      "Best bets on the used lot: 2009–2013 G37 (sedan, coupe or convertible), 2014–2015 Q50 3.7, 2011–2024 QX56/QX80 with service records, 2008–2012 EX35, 2019–2024 Q50 3.0t with stock tune and records, and the 2022–2024 QX60 with the V6 and 9-speed automatic. For the best value, a two- to four-year-old QX60 or QX80 sells for a fraction of its sticker.",
    modelsToAvoid:
      "Avoid 2013–2016 JX35/QX60 with the original CVT and no fluid records, 2019–2020 QX50s without the VC-Turbo recall inspection, 2014 Q50s with Direct Adaptive Steering that lack their recall and software work, heavily modified Q50/Q60 Red Sport cars, and early G35 and FX35 models with timing-chain whine or heavy oil use.",
    inspectionTips:
      "On VQ37VHR cars, listen for a cold-start rattle and ask a shop to check hot idle oil pressure. On a QX60, drive at light throttle from 15 to 45 mph feeling for shudder and scan the TCM. On a Q50, confirm no steering or InTouch warnings and that the steering wheel is centered when driving straight. On VC-Turbo QX50s, check the recall status and listen for any knock. On QX56 and QX80 models, listen for a manifold tick at cold start and check brake wear and hitch use.",
    negotiationTips:
      "Infiniti retailers discount heavily and lease terms lean on manufacturer support: compare the money factor and residual, not just the payment, and ask several retailers for out-the-door quotes by email. Outgoing QX50 and QX55 stock should be steeply discounted. On used Infinitis, use open recalls, CVT fluid history and the steep depreciation curve to justify offers below book value.",
    dealerAddOns:
      "Expect Infiniti retailers to offer paint and interior protection, wheel-and-tire coverage, window tint, nitrogen-filled tires, VIN etching and prepaid maintenance. Infiniti Elite extended service contracts are accepted at any Infiniti retailer and can be reasonable on a CVT QX60 or VC-Turbo QX50 kept past 70,000 miles; negotiate their price and decline pre-installed packages you did not ask for.",
  },
};
