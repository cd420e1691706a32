import { marketShareText } from "../market-share";
import type { Manufacturer } from "../schema";

export const manufacturer: Manufacturer = {
  slug: "nissan",
  name: "Nissan",
  category: "import",
  marketShare: marketShareText("nissan"),
  shortDescription:
    "Nissan is the volume Japanese brand behind the Rogue, Sentra, Altima and Frontier. In our bays most Nissan trouble traces to two things: Jatco CVTs that do not forgive skipped fluid service, and the newer VC-Turbo engines recalled for bearing failure in 2025.",
  description:
    "Nissan repair bills cluster in the transmission: CVT judder and failure on Rogue, Altima, Sentra, Versa and Pathfinder. Add VC-Turbo bearing recalls on Rogue and Altima, coolant-in-ATF failures on 2005–2010 trucks and Rogue phantom braking.",
  countryOrigin: "Japan",
  headquarters: "Yokohama, Japan; Nissan North America in Franklin, Tennessee",
  philosophy:
    "Nissan has always chased engineering headlines on a mass-market budget: the VQ V6, the GT-R, the Leaf as the first mass-market modern EV, ProPILOT Assist and the variable-compression VC-Turbo. It pairs that with aggressive pricing, heavy incentives and a large rental-fleet business to hold volume. It standardized on Xtronic CVTs from Jatco, its own transmission affiliate, and shares platforms with Renault and Mitsubishi (the current Rogue and Mitsubishi Outlander share one), which keeps parts cheap and interchangeable. For a technician the result is clever hardware that tolerates neglect poorly: the CVT fluid, the oil level on older VQ and QR engines, and software updates for the transmission and driver-assist modules all matter more on a Nissan than on most rivals.",
  recentNews: {
    asOf: "2026-11",
    text: "Nissan posted a large net loss for fiscal 2024 (the year to March 2025), merger talks with Honda collapsed in February 2025, and Ivan Espinosa replaced Makoto Uchida as CEO in April 2025 with a restructuring plan that closes plants and cuts jobs worldwide. In the U.S. it launched a new Kicks, Murano and Armada for 2025, dropped the Titan after 2024 and the Versa after 2025, ended GT-R production in August 2025, and for the 2026 model year began rolling out a third-generation Leaf crossover, a new Sentra and a Rogue plug-in hybrid borrowed from the Mitsubishi Outlander. On the service side, a July 2025 recall covered about 444,000 Nissan and Infiniti vehicles with VC-Turbo engines for bearing defects, and early 2026 brought two more Rogue recalls: one for bearing damage tied to high oil temperature, one for throttle-body gear breakage.",
  },
  marketPosition:
    "The Nissan brand held about 5.5% of U.S. new-vehicle sales in 2024 (about 5.8% with Infiniti), down from about 8.1% in 2016–2017, as a value-priced full-line import, ranking behind Toyota, Honda and Hyundai-Kia among Asian brands. The Rogue carries the brand, and Nissan was one of the few selling compact and midsize sedans (Sentra, Altima) in the 2025 model year after Ford and others left the segment. Its weak spots are the lack of a hybrid until the 2026 Rogue plug-in, reliance on incentives and fleet sales that soften resale values, and an image still dented by CVT complaints. The Frontier and Armada keep it in trucks after the Titan's exit, and the Z keeps an enthusiast following.",
  commonProblems: [
    {
      title: "CVT judder, whine and failure (Jatco JF016E/JF017E Xtronic)",
      affected:
        "2013–2018 Altima, 2014–2020 Rogue, 2013–2020 Pathfinder and 2015–2020 Murano; 2.5 L QR25DE models use the JF016E, 3.5 L V6 models the JF017E",
      symptoms:
        "Shudder at 20–45 mph under light throttle, a whine that rises with road speed, rpm flare with slow acceleration, and a hot-weather limp mode that holds a low ratio with the CVT warning lit. Typical codes: P17F0 or P17F1 (CVT judder), P0746 and P0776 (pressure control solenoid), P0841 (fluid pressure sensor) and P0744 (torque converter clutch).",
      cause:
        "Wear between the steel push belt and pulley faces, sticking pressure and ratio control in the valve body, torque-converter lock-up shudder and pulley bearing noise, all accelerated by heat. NS-2/NS-3 fluid breaks down fast with towing, hills and stop-and-go use, and the small cooler on many units lets the fluid run hot.",
      fix:
        "Check fluid level at the specified temperature and its condition, then install the newest TCM software and do a drain-and-fill with genuine NS-3. Judder that persists needs a valve body or a remanufactured CVT. After either, CONSULT must write the new unit's calibration data into the TCM and the learning routine must be run, or the replacement will shift badly.",
      cost: "Estimate: $250–$450 for reflash and fluid; $3,800–$5,500 for a reman CVT installed, diagnosis extra. Settlements gave 2013–2016 Altima, 2014–2018 Rogue and 2015–2018 Pathfinder 7 years/84,000 miles; nearly all have run out.",
      system: "transmission",
    },
    {
      title: "Sentra and Versa CVT whine, slip and overheating (JF015E)",
      affected:
        "2012–2019 Versa and Versa Note and 2013–2019 Sentra 1.8 L (MRA8DE) with the JF015E, a small CVT with a two-speed auxiliary gearbox behind the pulleys",
      symptoms:
        "A howl or drone that rises with speed (pulley bearings), shudder from a stop, flaring or a delayed take-off, and power loss on long grades when the CVT overheats and limits output. Codes include P0776/P0778 (pressure control solenoid B), P0841, P17F0 and P0744; some cars lose drive entirely.",
      cause:
        "Pulley-bearing wear, belt and pulley-face damage, and slipping of the auxiliary gearbox's high clutch or low brake, driven by high fluid temperatures and fluid that is never changed on cars bought as cheap commuters.",
      fix:
        "Dealers and most shops install a remanufactured JF015E rather than rebuild it. Flush the cooler lines, fill with the CVT fluid named on the under-hood label, write the new unit's calibration data to the TCM with CONSULT and run the learning procedure. As of November 2026 only the last-sold 2019 cars can fall inside the 84-month extension, so check by VIN before paying.",
      cost: "Estimate: $3,000–$4,500 for a reman CVT installed. 2013–2017 Sentra and 2012–2017 Versa got 24 extra months/24,000 miles; 2018–2019 Sentra, Versa and Versa Note were extended to 84 months/84,000 miles.",
      system: "transmission",
      asOf: "2026-11",
    },
    {
      title: "VC-Turbo engine bearing failure (KR15DDT and KR20DDET)",
      affected:
        "Rogue with the 1.5 L three-cylinder KR15DDT VC-Turbo (2022-on; the recalls list 2021–2024 and 2023–2025 model years) and 2019–2020 Altima with the 2.0 L KR20DDET; check by VIN",
      symptoms:
        "A knock or rattle that grows with load, rough running, metal glitter in the drained oil, oil-pressure or check-engine warnings, then loss of power or a seized engine at speed. The 2026 Rogue recall adds that a failed bearing can break through the block and spray hot oil, a fire risk: a knocking VC-Turbo should be parked, outdoors, and towed in.",
      cause:
        "Manufacturing defects in the crankshaft main bearings and the A-, C- and L-link bearings of the variable-compression multi-link, and on 2023–2025 Rogues engine-management behavior that lets oil temperature climb until the oil film breaks down.",
      fix:
        "Under the recalls the dealer inspects the oil pan for metal debris: if found, the engine is repaired or replaced; if clean, the 1.5 L gets ECM reprogramming, an oil change and (2025 campaign) a new oil pan gasket, and the 2.0 L an oil change. Run the VIN even if the car feels fine, and keep to the oil grade and interval printed in the owner's manual.",
      cost: "Recall work is free. Outside the recalls, estimate $7,500–$11,000 for a replacement engine installed, plus towing and diagnosis.",
      system: "advanced-engine",
      asOf: "2026-11",
    },
    {
      title: "Phantom braking from Forward Emergency Braking (Rogue)",
      affected:
        "2017–2018 Rogue, the subject of an NHTSA investigation, with similar owner reports on later Rogue, Rogue Sport and Altima models that use the front radar for emergency braking",
      symptoms:
        "Hard, unexpected braking with a forward-collision alert when nothing is ahead: under overpasses, at railroad crossings, beside parked cars or in heavy rain and snow. Some cars show a front-radar-blocked or system-malfunction message with codes stored in the ADAS control unit. A sudden stop in traffic can cause a rear-end crash.",
      cause:
        "The radar and its software misread fixed roadside objects as obstacles; early calibrations were too aggressive, and a misaimed sensor after a minor front-end hit, a bent bracket or an aftermarket grille badge makes false alerts more likely.",
      fix:
        "Install the radar/ADAS software updates Nissan released for these models, inspect the sensor bracket and cover for damage, and aim the radar with the target procedure after any bumper removal or front-end repair. As a stopgap the driver can turn emergency braking off in the settings menu, knowing the crash protection is gone until the fault is fixed.",
      cost: "Estimate: $150–$400 for a software update and radar aiming at a dealer; $800–$1,800 if the radar sensor must be replaced. Nissan applied the 2017–2018 Rogue update free; others are free under warranty.",
      system: "adas-sensor-calibration",
      asOf: "2026-11",
    },
    {
      title: "Coolant in the automatic transmission on 2005–2010 trucks (SMOD)",
      affected:
        "2005–2010 Frontier, Xterra and Pathfinder with an automatic transmission, most often the 4.0 L VQ40DE with the RE5R05A 5-speed, through the ATF cooler built into the radiator's lower tank",
      symptoms:
        "Shudder and flare on the 2–3 and 3–4 shifts, then slipping and loss of drive. The drained fluid is pink and milky (the \"strawberry milkshake of death\") and the coolant reservoir may show ATF; codes can include P0730 (incorrect gear ratio) and shift-solenoid faults. Once coolant is in the fluid, failure can come quickly, and a sudden loss of drive in traffic is dangerous: have the truck towed rather than driven once the fluid is milky.",
      cause:
        "The ATF cooler tube inside the radiator cracks, coolant and transmission fluid mix, and the glycol destroys clutch friction material and attacks solenoids and the valve body.",
      fix:
        "Replace the radiator at once, then flush the transmission repeatedly if caught within a few miles or, far more often, install a rebuilt or used transmission. On a truck that has not failed yet, replace the original radiator and add a separate external ATF cooler that bypasses the radiator tank. Flush the cooling system after the repair.",
      cost: "Estimate: $450–$800 for a radiator; $3,000–$4,500 for a rebuilt transmission plus radiator. Nissan's 8-year/80,000-mile extension and the settlement's tiered coverage to 10 years/100,000 miles have expired.",
      system: "transmission",
      asOf: "2026-11",
    },
    {
      title: "Hood opening at speed: corroded secondary hood latch (Altima)",
      affected:
        "2013–2018 Altima, recalled in campaigns from 2014 through 2016 and again in 2020 (the 2020 campaign alone covered about 1.8 million cars)",
      symptoms:
        "The hood lifts against the safety catch or flies up onto the windshield at speed after the interior release has been pulled. Before that, the secondary latch lever feels stiff or stays open and the hood does not catch when closed. A hood opening at highway speed blinds the driver and can cause a crash.",
      cause:
        "Corrosion and road debris bind the secondary (safety) latch in the open position, so if the primary latch is released, for example by an accidental pull on the interior lever, nothing holds the hood down.",
      fix:
        "Have any open recall done: the 2020 remedy fits a stronger return spring in the hood-release lever, a warning label and maintenance instructions; earlier campaigns adjusted, cleaned or replaced the latch. Keep the secondary latch clean and lubricated and press the hood down until the primary latch clicks every time.",
      cost: "Free under the recalls at any Nissan dealer. Outside them, estimate $150–$350 to replace the latch assembly.",
      asOf: "2026-11",
    },
    {
      title: "Cracked exhaust manifolds and broken studs (VK56DE V8)",
      affected: "2004–2015 Titan and Armada with the 5.6 L VK56DE V8, one or both cast-iron manifolds",
      symptoms:
        "A ticking or tapping at cold start that quiets as the engine warms, exhaust smell in the cab, a sooty streak at the head flange, and sometimes lean or catalyst codes (P0171/P0174, P0420/P0430) from outside air drawn in at the leak. Exhaust in the cab means carbon monoxide: drive with fresh air on and fix it promptly.",
      cause:
        "Repeated heat cycles, worst on trucks that tow, crack the cast manifolds and stretch or snap the studs holding them to the aluminum heads.",
      fix:
        "Replace the manifold(s) with new gaskets, studs and nuts. Broken studs usually have to be drilled and extracted from the aluminum heads, and tight access on 4WD trucks adds hours of labor. Aftermarket headers are an alternative where emissions rules allow.",
      cost: "Estimate: $900–$1,800 per side including studs; extracting broken studs adds $150–$600. Diagnosis and any damaged air-fuel sensors extra.",
      system: "exhaust-system",
    },
    {
      title: "Timing-chain whine from worn tensioner shoes (VQ35DE, early 2000s)",
      affected:
        "2002–2006 Altima 3.5, 2002–2006 Maxima, 2003–2007 Murano, 2004–2006 Quest and 2003–2006 350Z with the 3.5 L VQ35DE",
      symptoms:
        "A whine or whistle from the front of the engine that rises with rpm (often blamed on a pulley or the alternator), later a rattle, then crankshaft and camshaft position-sensor codes (P0335, P0340, P0345), misfires (P0300) and a no-start if the chain jumps a tooth.",
      cause:
        "The nylon face of the secondary (camshaft) chain tensioner shoe wears through to its backing, the chain runs on metal and stretches; low oil level and long oil-change intervals speed it up.",
      fix:
        "Replace both secondary tensioners and shoes, and usually the primary chain, guides and tensioner, resealing the front cover with the specified liquid gasket; confirm stretch by the timing-mark alignment. The water pump on this engine is chain-driven, so replace it during the same job.",
      cost: "Estimate: $1,500–$2,800 for a complete timing job with water pump at an independent shop; more at a dealer. Diagnosis extra.",
      system: "timing-system",
    },
    {
      title: "Leaf battery capacity loss and fast-charge throttling",
      affected:
        "2011–2016 Leaf with the 24 kWh pack, especially in hot climates; the 30, 40 and 62 kWh packs of later first- and second-generation cars to a lesser degree, none of which have liquid battery cooling",
      symptoms:
        "Range shrinks steadily and the capacity bars beside the charge gauge drop (12 is new). On hot days a second DC fast charge runs much slower as the pack protects itself from heat. A dealer battery report or an OBD app reading state of health (SOH) shows the real condition.",
      cause:
        "The air-cooled lithium-ion pack ages fastest with heat, long periods at 100% charge and repeated fast charging; the earliest 24 kWh chemistry was the most heat-sensitive, and a more heat-tolerant version arrived around the 2015 model year.",
      fix:
        "Inside Nissan's capacity-loss coverage (5 years/60,000 miles on early cars, 8 years/100,000 miles on later ones), a pack below 9 of 12 bars is repaired to at least 9 bars. Otherwise the choice is a new, used or larger replacement pack from a specialist. Pack work means high voltage: insulated tools, the service-plug disconnect procedure and trained hands only.",
      cost: "Estimate: $6,500–$10,000 or more for a new pack installed; used packs cost less but their health is a gamble. Capacity-loss warranty may cover it.",
    },
    {
      title: "Oil burning after pre-catalyst breakup (QR25DE 2.5 L)",
      affected:
        "2002–2006 Altima 2.5 and 2002–2006 Sentra SE-R and SE-R Spec V with the QR25DE and its manifold-mounted pre-catalyst",
      symptoms:
        "A rattle from the exhaust manifold at start-up, P0420 (catalyst efficiency), then rising oil use (a quart in 1,000 miles or worse), blue smoke, fouled plugs and misfire codes P0300–P0304. Run low on oil, the engine then damages its timing chain and bearings, and very low oil has led to engine fires: check the dipstick and add oil before driving further.",
      cause:
        "The close-coupled pre-catalyst overheats and its substrate breaks up; Nissan's 2003 recall of 2002–2003 Altima and 2002 Sentra 2.5s stated that fragments can reach the cylinders and score the walls, raising oil use. Some early-2006 cars also had ring-related oil burning.",
      fix:
        "Replace the exhaust manifold/pre-cat assembly with the revised part and check the underbody converter for blockage. Run compression and leak-down tests; once consumption is heavy the engine needs rings or, more often, a replacement engine. Check the dipstick between oil changes on any car with this engine.",
      cost: "Estimate: $700–$1,400 for the manifold/pre-cat; $3,000–$4,500 for a used or reman engine installed. Any extra coverage Nissan offered on these parts expired long ago.",
      system: "exhaust-system",
    },
  ],
  modelLineup: {
    asOf: "2026-11",
    current: [
      "Kicks (second generation, 2025 on)",
      "Sentra (new generation for 2026)",
      "Altima",
      "Rogue and Rogue Plug-in Hybrid",
      "Murano (new generation for 2025)",
      "Pathfinder",
      "Armada (new generation for 2025)",
      "Frontier",
      "Leaf (third-generation crossover for 2026)",
      "Ariya",
      "Z sports car (2023 on, VR30DDTT twin-turbo V6)",
    ],
    bestSelling: ["Rogue", "Sentra", "Altima", "Kicks", "Frontier", "Pathfinder"],
    upcoming: [
      "Next-generation Rogue with e-Power series-hybrid drive (reported for late 2026, built first in Japan)",
      "Further e-Power hybrid models for North America (announced, details pending)",
    ],
    discontinued: [
      "Versa (ended after the 2025 model year)",
      "Maxima (ended after 2023)",
      "Titan and Titan XD (ended after 2024)",
      "GT-R (R35 production ended August 2025)",
      "Rogue Sport (ended after 2022)",
      "Xterra (ended after 2015)",
      "Juke (U.S. sales ended after 2017)",
      "Quest minivan (ended after 2017)",
      "Cube (2009–2014)",
      "350Z and 370Z (2003–2020)",
      "NV200, NV Cargo and NV Passenger vans (ended after 2021)",
      "First- and second-generation Leaf hatchback",
    ],
    specialization:
      "Nissan's U.S. core is the compact crossover (Rogue, Kicks) and the affordable sedan (Sentra, Altima), almost all with Jatco CVTs; the 2025 Murano, Pathfinder, Armada and Frontier use conventional 9-speed automatics instead. Body-on-frame trucks come from the Frontier (3.8 L VQ38DD V6) and the Armada (3.5 L twin-turbo VR35DDTT V6 since 2025). Its EV experience is deeper than most mainstream brands after 15 years of Leaf sales, and the Z carries the VR30DDTT twin-turbo V6 shared with Infiniti. Engine families a shop sees most: QR25DE and PR25DD 2.5 L fours, MR20DD 2.0 L, VQ35DE/DD V6 and the VC-Turbo KR15DDT and KR20DDET.",
  },
  reliabilityInfo: {
    overallScore:
      "Nissan usually sits in the middle of Consumer Reports' and J.D. Power's brand reliability rankings: well-built bodies, interiors and electrics dragged down by transmission complaints. The engines were historically strong (QR25DE and VQ35DE routinely reach 200,000 miles with oil changes) until the VC-Turbo recalls of 2025–2026. Our rule of thumb: a Nissan with documented CVT fluid service and no open recalls is an average-risk car; one without service records is a transmission gamble.",
    comparison:
      "Against Toyota and Honda, a Nissan of the same age usually costs less to buy and similar to maintain, but carries a higher risk of a $4,000-plus transmission bill between 80,000 and 130,000 miles. Against Hyundai-Kia, Nissan lacks the 10-year/100,000-mile powertrain warranty. Versus Subaru and Mazda, its sedans and Rogue ride quietly and cost less, but Mazda's conventional automatics are simpler to own long-term.",
    trends:
      "CVT durability improved through the late 2010s: the 2019-on Altima and 2021-on Rogue use revised units with a wider ratio spread, and we see fewer early failures than on 2013–2017 cars. Engine reliability went the other way as VC-Turbo engines spread, producing the bearing recalls. Nissan's move back to conventional 9-speed automatics in the Pathfinder, Murano, Armada and Frontier, and to e-Power hybrids from 2026, points to fewer CVT headaches in the bigger models.",
    mostReliable:
      "The 2005–2019 Frontier with the 2.5 L QR25DE and manual or automatic, the 2020-on Frontier with the 3.8 L VQ38DD and 9-speed automatic, 2019-on Altima 2.5 L (not the VC-Turbo), the 2021 Rogue (the only year of the current body with the 2.5 L PR25DD), and the 2020-on Sentra with the 2.0 L MR20DD have the best records we see. The Leaf's drive motor and reduction gear are nearly maintenance-free; its battery is the only big variable.",
    leastReliable:
      "2013–2017 Altima, Sentra and Versa and 2014–2017 Rogue and Pathfinder for CVT failures; 2005–2010 Pathfinder, Xterra and Frontier automatics for radiator cross-contamination; 2019–2020 Altima VC-Turbo and 2022–2025 Rogue 1.5 L for engine bearings; 2011–2012 Leaf in hot states for battery fade; and 2002–2006 Altima and Sentra 2.5 L for pre-cat damage and oil burning.",
  },
  ownershipCosts: {
    averagePrice:
      "New-vehicle prices (editorial estimates, before destination and incentives): Kicks and Sentra from the low $20,000s, Altima from the high $20,000s, Rogue roughly $30,000–$42,000, Pathfinder and Murano about $38,000–$55,000, Frontier from the low $30,000s, Armada from about $57,000, Ariya and Leaf in the $30,000s–$50,000s, and the Z from the low-to-mid $40,000s. Nissan discounts more than Toyota or Honda, so transaction prices often land thousands under sticker.",
    maintenanceCosts:
      "Routine maintenance is cheap: an independent-shop oil change on a QR25DE or MR20DD is about $60–$110 (estimate), and brakes and filters are priced like any mainstream import. The Nissan-specific cost is CVT fluid: genuine NS-3 service runs about $180–$350 (estimate), and we advise doing it every 30,000–40,000 miles whatever the normal schedule says. Budget roughly $450–$750 a year (estimate) for a typical Rogue or Altima in its first 100,000 miles, excluding tires and any transmission work.",
    insuranceTrends:
      "Get a quote before buying an Altima, because some insurers rate it higher than its price would suggest; the Sentra, Kicks and Rogue usually price close to their rivals. Nissan's standard Safety Shield 360 (automatic emergency braking, blind-spot and rear cross-traffic alerts) on most recent models helps. The Z and the Armada's price bring the highest premiums in the range.",
    depreciationRates:
      "Nissan models lose value faster than Toyota, Honda and Subaru rivals: heavy incentives, large fleet and rental volumes and the CVT reputation all weigh on resale. Sentra, Altima and Rogue commonly shed around half their value in five years (editorial estimate), while the Frontier holds value well and a clean Z or GT-R can be near flat. That makes two- to four-year-old Nissans a value buy if the service history is good.",
    warrantyInfo: {
      asOf: "2026-11",
      text: "Recent Nissans carry a 3-year/36,000-mile basic warranty, a 5-year/60,000-mile powertrain warranty (the CVT is included) and 5-year/unlimited-mile corrosion perforation coverage. EV-specific components on the Leaf and Ariya are covered for 8 years/100,000 miles, including battery capacity loss below 9 of 12 bars on the Leaf. The 2016–2024 Titan had its own 5-year/100,000-mile basic coverage. Nissan Certified Pre-Owned adds powertrain coverage to 7 years/100,000 miles from the original in-service date. Always check by VIN for class-action CVT extensions and open recalls.",
    },
  },
  repairInfo: {
    repairCosts:
      "Typical independent-shop estimates: CVT replacement $3,000–$5,500, CVT valve body $1,200–$2,000, QR25DE timing chain set $1,200–$2,000, VQ35DE timing job $1,500–$2,800, Rogue or Altima front brakes $300–$550, A/C compressor $1,100–$1,800, VK56DE exhaust manifold $900–$1,800 per side. Parts are cheap and widely available; labor is where CVT-related bills climb, because Nissan's CONSULT scan tool is needed to write calibration data after transmission work.",
    diyFixes:
      "Owners can handle engine oil, cabin and engine air filters, wiper blades, Intelligent Key fob batteries (CR2025 or CR2032 depending on the fob) and spark plugs on four-cylinder cars. A CVT drain-and-fill is possible at home only with the correct NS-3 fluid and a way to check level at the specified fluid temperature with a scan tool; overfilling or the wrong fluid causes judder. Battery replacement on a push-button-start Nissan is simple, but expect to reset the power windows' auto-up; if the idle hunts afterward, a shop can run CONSULT's throttle-position and idle-air-volume learning.",
    warningSigns:
      "A CVT warning light, shudder between 20 and 45 mph or a rising whine means book a transmission check before it overheats the unit. A knock from any VC-Turbo Rogue or Altima means stop and check recalls, and tow it in if it worsens. Pink, milky fluid on a 2005–2010 truck's dipstick means the radiator has failed. A forward-collision alert with nothing ahead, or a hood that will not latch fully on a 2013–2018 Altima, is a safety issue to fix before the next trip.",
    preventativeTips:
      "Change CVT fluid with genuine NS-3 every 30,000–40,000 miles, and sooner with towing or mountain driving. Replace the radiator on 2005–2010 Frontier, Xterra and Pathfinder automatics proactively and add an external cooler. Check the oil level monthly on QR25DE and VQ35DE engines, which can burn oil as they age. Keep up with TCM and ADAS software updates at each dealer visit, keep the front radar sensor area clean and undamaged, and clean and lubricate the Altima's secondary hood latch each fall.",
    yearsToAvoid:
      "2013–2016 Altima and 2013–2017 Sentra and Versa for CVT failures; 2014–2016 Rogue and 2013–2014 Pathfinder for CVT judder and replacements; 2005–2010 Pathfinder, Xterra and Frontier automatics for the radiator/transmission failure unless the radiator has been replaced; 2019–2020 Altima VC-Turbo and 2022–2025 Rogue 1.5 L unless the bearing recall work is documented; 2011–2012 Leaf for battery fade; 2002–2004 Altima 2.5 L for pre-cat and oil burning.",
  },
  recalls: {
    asOf: "2026-11",
    majorCampaigns:
      "The biggest recent Nissan campaigns: the July 2025 VC-Turbo bearing recall (certain 2021–2024 Rogue, 2019–2020 Altima, 2019–2022 Infiniti QX50 and 2022 QX55, about 444,000 U.S. vehicles) and its 2026 follow-ups for 2023–2025 Rogue bearing damage and 2024–2025 Rogue throttle-body gear breakage; repeated 2013–2018 Altima secondary hood-latch recalls; and Takata airbag inflator recalls, with do-not-drive warnings for unrepaired older models, including the 2002–2006 Sentra and 2002–2004 Pathfinder named in 2024. Rear-view camera display and software recalls have also touched many 2010s models.",
    handlingProcess:
      "Nissan notifies owners by mail using registration records and posts campaigns on its owner site and NHTSA's database. Dealers repair recalls for free regardless of warranty status, which matters because so many used Altimas and Rogues are ex-rentals whose recall history nobody tracked. For the Takata do-not-drive cars Nissan offers free towing and, in some areas, mobile repair and loaner cars. Many fixes are software (ECM, TCM or ADAS reprogramming), done by the dealer's CONSULT station in under two hours.",
    ownerSteps:
      "Enter the 17-character VIN at nhtsa.gov/recalls or on Nissan's owner site every few months, and always before buying a used Nissan. If a do-not-drive notice applies, do not drive the car: call Nissan for a tow. Keep the paperwork from recall and extension repairs, because a later CVT or engine claim may depend on it. If a recall remedy is not yet available, follow Nissan's interim instructions, such as parking outdoors.",
    patterns:
      "Nissan's recalls cluster around software and latches more than structures: hood latches, rear-door latches, throttle and engine-control calibrations, and camera displays. Powertrain defects have mostly been handled through warranty extensions and class-action settlements (CVTs, the 2005–2010 radiators) rather than safety recalls, until the VC-Turbo bearing recalls of 2025–2026 broke that pattern.",
  },
  strengths: {
    excellingAreas: [
      "Low purchase prices and large incentives on volume models",
      "Comfortable Zero Gravity seats in Rogue, Altima, Sentra and Pathfinder",
      "Standard Safety Shield 360 driver aids on most recent models",
      "Durable QR25DE and VQ-series engines when oil is kept up",
      "Long EV experience from 15 years of Leaf production",
      "Inexpensive, widely stocked replacement parts",
    ],
    uniqueFeatures: [
      "VC-Turbo variable-compression engine (KR15DDT, KR20DDET)",
      "ProPILOT Assist lane-centering adaptive cruise",
      "e-Power series-hybrid drive coming to the U.S. Rogue",
      "Around View Monitor 360-degree camera system",
      "VQ-series V6 family in Nissan models for three decades",
    ],
    awards: [
      "Nissan Leaf: 2011 World Car of the Year",
      "Nissan Leaf: 2011 European Car of the Year",
      "Nissan GT-R: 2009 MotorTrend Car of the Year",
      "Nissan Altima: 2002 North American Car of the Year",
    ],
    engineeringApproaches:
      "Nissan engineers around efficiency on a budget: CVTs across the volume range to win EPA numbers, the VC-Turbo's moving multi-link to vary compression ratio between about 8:1 and 14:1, and e-Power to drive the wheels only by electric motor with the engine as a generator. It shares platforms with Renault and Mitsubishi to spread cost, which is why the Rogue Plug-in Hybrid uses Mitsubishi's Outlander hardware. The downside we see is that clever systems arrived before their durability was proven.",
    commitments:
      "Nissan's Re:Nissan restructuring, announced in 2025, aims to cut costs, trim global capacity and refocus on core markets including the U.S., with a run of new and refreshed Nissan and Infiniti products promised for North America. It has committed to adding hybrids (a Rogue plug-in and e-Power models) after years without one in the U.S., while slowing some EV plans. Its Safety Shield 360 driver-assist suite is already standard on most of the current lineup.",
  },
  expertInsights: {
    mechanicPerspectives:
      "From the service lane: Nissan engines, suspensions and electrics are honest and inexpensive to fix, and a well-kept Frontier or Altima 2.5 is a fine high-mileage car. The CVT is the whole story: we can tell within a test drive whether a Rogue has had its fluid changed. We also see a lot of Nissans bought cheap and serviced cheap, and the CVT punishes that faster than a conventional automatic would. A dealer with CONSULT is needed after any transmission or valve-body work, so budget for it.",
    engineeringAnalysis:
      "Jatco's belt CVTs clamp a steel push belt between pulleys with hydraulic pressure; as the fluid's friction properties fade, the belt micro-slips and the controller raises line pressure, adding heat and wear in a loop, which is why fluid service matters so much. The VC-Turbo adds bearings that carry combustion loads through an extra linkage, so bearing quality and oil temperature have little margin. Nissan's own fix list shows both: software that manages oil temperature and inspections for bearing debris.",
    qualityOpinions:
      "Fit, finish and paint on Tennessee- and Mississippi-built Nissans are on par with other mainstream brands, and interiors on the 2021-on Rogue and 2023-on Pathfinder are a clear step up. Cost-cutting shows in thin sound deadening on the Sentra and Kicks and in cheaper trim on base models. Rust is rarely a body issue, but the secondary hood latch and exhaust studs on trucks show that small corrosion-prone parts matter.",
    futurePredictions:
      "Expect Nissan to shrink its U.S. lineup, lean on the Rogue and Kicks, and add hybrids quickly: the Outlander-based Rogue plug-in first, then e-Power in the next-generation Rogue. The third-generation Leaf on the Ariya's platform will test whether Nissan can win back EV buyers. For shops, VC-Turbo engine swaps and CVT replacements on 2013–2020 cars will remain staple jobs for years.",
  },
  buyingGuidance: {
    bestModelYears:
      "Good used buys: 2020-on Frontier (3.8 L V6, 9-speed), 2019-on Altima 2.5 L (not the VC-Turbo), the 2021 Rogue with the 2.5 L, 2020-on Sentra, 2018-on Kicks with service records, 2017-on Pathfinder with documented CVT work, and 2018-on Leaf with the 40 kWh pack and a good battery report. For older budget trucks, a 2011–2015 Frontier or Xterra with a replaced radiator or a manual gearbox is a solid pick.",
    modelsToAvoid:
      "Skip 2013–2016 Altima and 2013–2017 Sentra and Versa unless the CVT has been replaced with records; 2014–2016 Rogue and 2013–2014 Pathfinder with original CVTs past 70,000 miles; 2005–2010 Pathfinder, Xterra and Frontier automatics with the original radiator; 2019–2020 Altima VC-Turbo and early 1.5 L Rogues without the recall inspection done; 2011–2012 Leaf with fewer than 9 capacity bars.",
    inspectionTips:
      "Drive the car cold and hot: light throttle from 20 to 45 mph for judder, a long steady climb for flare or limp mode, and listen for whine at 50–65 mph. Scan the TCM for stored P17F0/P17F1 or pressure-solenoid codes and ask for CVT fluid receipts. On VC-Turbo cars run the VIN for the bearing recalls and listen for any knock. On 2005–2010 trucks pull the ATF dipstick and, with the engine cold, the coolant cap, looking for pink foam. Check that the Altima's secondary hood latch snaps closed and that ProPILOT and emergency braking report no faults.",
    negotiationTips:
      "Nissan dealers live on incentives: check Nissan's current cash, low-APR and lease offers before talking price, since rebates on Altima, Sentra, Rogue and Pathfinder are often large. Ask for the price after rebates and before add-ons in writing. On used Nissans, price in a CVT service (about $300, estimate) and use any missing fluid records, open recalls or a Rogue or Altima ex-rental history as leverage; rental units are common and usually priced accordingly.",
    dealerAddOns:
      "Common Nissan dealer add-ons: nitrogen-filled tires, paint and fabric protection packages, window tint, VIN etching, door-edge guards and pinstripes, often bundled as a pre-installed package. Extended service contracts are pushed hard because of the CVT reputation; Nissan's own Security+Plus plan is accepted at any Nissan dealer and is worth considering on a CVT model you plan to keep past 60,000 miles, but negotiate its price like the car.",
  },
};
