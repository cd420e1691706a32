import { marketShareText } from "../market-share";
import type { Manufacturer } from "../schema";

export const manufacturer: Manufacturer = {
  slug: "volvo",
  name: "Volvo",
  category: "import",
  marketShare: marketShareText("volvo"),
  shortDescription:
    "Volvo is a Swedish luxury brand, owned by China's Geely since 2010, built around occupant safety. In the U.S. it sells mostly SUVs (XC40, XC60, XC90) with 2.0 L four-cylinder mild-hybrid and T8 plug-in hybrid powertrains, plus the electric EX30, EX40 and EX90.",
  description:
    "Swedish safety-first luxury SUVs and wagons: watch for oil burning on 2013–2016 engines, clogged PCV on older five-cylinders, aging Aisin automatics and AWD angle gears, Sensus screen freezes and T8 hybrid faults.",
  countryOrigin: "Sweden (owned by Zhejiang Geely Holding of China since 2010)",
  headquarters: "Gothenburg, Sweden; Volvo Car USA in Mahwah, New Jersey; U.S. plant in Ridgeville, South Carolina",
  philosophy:
    "Safety is the brand's organizing idea: Volvo engineer Nils Bohlin's three-point seat belt (1959) was released for every automaker to use, and Volvo followed with side-impact protection (SIPS), whiplash-protecting seats (WHIPS), standard City Safety automatic braking and, on cars built from 2020 on, a 112-mph top-speed limit. Since the 2015–2016 model years Volvo has moved to one engine family, the 2.0 L Drive-E four-cylinder, turbocharged, supercharged or electrified to cover everything from the XC40 to the XC90, replacing the old five-cylinder, inline-six and V8. Design is Scandinavian and restrained, with interiors that stress seats, materials and calm screens. Electrification is the long-term direction, though in 2024 Volvo softened its all-electric-by-2030 goal to 90–100% electrified cars, counting plug-in hybrids.",
  recentNews: {
    asOf: "2026-11",
    text: "Volvo set global sales records in 2024 (763,389 cars) while U.S. sales dipped about 3%. In September 2024 it dropped its all-electric-by-2030 target. The EX90 reached customers in 2024 after long software delays and missing features, and Volvo has committed to replacing the core computer in early cars. Håkan Samuelsson returned as CEO in April 2025, the company cut about 3,000 jobs that year, and U.S. tariffs on European imports led Volvo to announce XC60 production at its South Carolina plant from late 2026, alongside the EX90. Volvo announced the electric EX60 midsize SUV for 2026.",
  },
  marketPosition:
    "Volvo is a mid-size player among U.S. luxury brands, ahead of Genesis, Lincoln and Infiniti in volume but well behind Lexus, BMW and Mercedes-Benz. The XC60 alone is about a third of its U.S. sales, with the XC90 and XC40 next; sedans and wagons were a small share of its 2024 sales. It competes with the Audi Q5, BMW X3, Lexus NX and Mercedes-Benz GLC on safety, comfort and design rather than sportiness, and it sells more plug-in hybrids than most rivals, with the T8 offered on the XC60 and XC90.",
  commonProblems: [
    {
      title: "Excessive oil consumption on 2.0 L and 2.5 L turbo engines",
      affected:
        "2013–2016 Volvos with the 2.5 L turbo five-cylinder or the early 2.0 L Drive-E four (T5 and T6), among them the S60, V60, XC60, XC70, S80 and 2016 XC90",
      symptoms:
        "Low-oil warnings between services, a quart every 1,000–2,000 miles or worse, blue smoke on cold start, oil-fouled plugs with P0300-series misfire codes, and finally a ticking or knocking engine when the level went unnoticed.",
      cause:
        "Oil-control piston rings that clog and stick so oil reaches the combustion chamber, the defect alleged in a 2022 class action over 2013–2016 cars that was dismissed in 2023 after a private settlement with the named plaintiffs; a clogged PCV oil trap raises crankcase pressure and worsens it.",
      fix:
        "Run a documented oil-consumption test at a Volvo dealer; if it fails, replace pistons and rings along with the PCV oil trap, or replace the engine, and ask Volvo Car USA about goodwill. Meanwhile check the dipstick at every other fill-up: running a turbo Volvo a quart or two low can spin a rod bearing.",
      cost:
        "$4,500–$8,000 estimate for pistons and rings; $7,000–$12,000 estimate for a replacement engine; oil-consumption test, diagnosis and any Volvo goodwill share not included.",
      system: "advanced-engine",
    },
    {
      title: "Clogged PCV oil trap blowing out seals (five-cylinder)",
      affected:
        "2001–2009 S60, 2001–2007 V70, 2003–2007 XC70, 1999–2006 S80 and 2003–2006 XC90 2.5T with the 2.4 L and 2.5 L five-cylinder; S40, V50, C30 and C70 T5 to a lesser degree",
      symptoms:
        "A whistle or moan from the engine at idle, oil weeping from the front camshaft seals onto the timing belt and from the rear main seal, the dipstick pushed up, oil in the intake tract, rough idle with lean codes such as P0171, and rising oil use.",
      cause:
        "The PCV oil trap box under the intake manifold, its small hoses and (on earlier engines) the flame-trap fitting sludge up with short trips and long oil-change intervals, so crankcase pressure pushes oil past every seal.",
      fix:
        "Replace the oil trap, hoses and fittings (the intake manifold comes off), and if the cam seals are wet replace them with the timing belt, tensioner and idler: oil destroys the belt, and this is an interference engine. Use the specified full-synthetic oil at shorter intervals afterward.",
      cost:
        "$500–$1,000 estimate for a PCV system overhaul; add $600–$1,000 estimate for cam seals and a timing belt at the same time; diagnosis extra.",
      system: "advanced-engine",
    },
    {
      title: "Harsh, slipping or flaring automatic transmissions",
      affected:
        "AW55-50SN five-speed (2001–2009 S60, V70, XC70, XC90 2.5T, S40/V50), TF-80SC six-speed (2007–2016 S80, XC60, XC70, XC90 3.2, S60 T6) and GM 4T65-E (2003–2005 XC90 T6)",
      symptoms:
        "Harsh 2–3 or 3–4 shifts, flare between gears, delayed engagement into Drive, shudder at light throttle, limp mode stuck in one gear and 'Transmission service required' on the display; torque-converter clutch codes such as P0740 or P0741.",
      cause:
        "So-called lifetime fluid breaks down and varnishes the valve body and solenoids; the AW55-50SN and TF-80SC develop valve-body and torque-converter wear, and the GM 4T65-E was simply overloaded in the heavy XC90 T6 and fails internally.",
      fix:
        "Exchange the fluid with the ATF Volvo specifies for that transmission, update the transmission software and reset adaptations with VIDA; a new valve body cures many AW55 and TF-80 shift complaints. A failed 4T65-E usually needs a rebuilt unit. Then change fluid about every 50,000 miles despite the 'lifetime' label.",
      cost:
        "$250–$450 estimate for a fluid exchange and adaptation reset; $1,200–$2,200 estimate for a valve body; $3,500–$6,000 estimate for a remanufactured transmission installed.",
      system: "transmission",
    },
    {
      title: "Angle-gear leaks and Haldex AWD pump failure",
      affected:
        "AWD 2001–2016 S60, V70, XC70 and S80, 2003–2014 XC90 and 2010–2017 XC60 with the front angle gear (power take-off) and Haldex rear coupling",
      symptoms:
        "Hot gear-oil smell and drips on the passenger side of the engine, whine or grinding from the angle gear, binding on tight turns, 'AWD service required' or front-wheel drive only in snow; a seized angle gear leaves the car with no drive at all.",
      cause:
        "The angle gear sits next to the exhaust and its shaft seals harden and leak; low oil then cooks the gears. At the rear, the Haldex coupling's electric pump and its pre-filter clog with clutch debris on older generations, so the coupling never locks.",
      fix:
        "Reseal the angle gear and refill with the specified gear oil (many Volvo specialists change it every 30,000–50,000 miles), or replace it if noisy. Service the Haldex: change its oil and filter and replace the pump if it doesn't run. Keep all four tires the same size and tread depth, since mismatched tires overheat both units.",
      cost:
        "$400–$900 estimate for angle-gear seals and oil; $1,500–$3,000 estimate for a replacement angle gear; $400–$800 estimate for a Haldex pump and service.",
    },
    {
      title: "Sensus and Google screen freezes, reboots and black screens",
      affected:
        "Sensus cars: 2016-on XC90, 2017-on S90/V90, 2018–2021 XC60 and 2019-on S60/V60 and gasoline XC40 until each switched to Google built-in (2022–2023); Google cars from the 2021 XC40 Recharge on, plus EX30 and EX90",
      symptoms:
        "Center screen frozen or black, reboots while driving, climate and seat-heat controls (which live on the screen) unreachable, no backup-camera image, Bluetooth or CarPlay dropping, laggy navigation, and apps or voice control failing after updates.",
      cause:
        "Software faults in Sensus and its infotainment head unit (IHU), IHU modules that overheat or fail, corrupted updates and low 12 V supply voltage; on Google-based cars and the EX90, over-the-air update failures and immature software.",
      fix:
        "Reboot Sensus by holding the Home button below the screen for about 20 seconds; on Google-based cars use the restart procedure in the owner's manual. Install current software at the dealer or over the air with the car parked. Replace the IHU or display only after power supply and software are ruled out. No backup camera or defroster control is a safety issue: use mirrors and get it fixed promptly.",
      cost:
        "Free under the 4-year/50,000-mile warranty; $1,500–$3,500 estimate for an IHU module or center display out of warranty; diagnosis and software loading extra.",
      system: "infotainment",
    },
    {
      title: "Auxiliary-battery and start/stop warnings on newer Volvos",
      affected:
        "2016-on XC90, 2017-on S90 and V90, 2018-on XC60 and 2019-on S60 and V60 with start/stop and a separate auxiliary (support) battery",
      symptoms:
        "'Auxiliary battery service required', 'Start/Stop unavailable' or low-battery messages, a car that won't start after sitting a few days, a flurry of unrelated warnings (brake, steering, driver-assist) at startup, and keyless entry that stops responding.",
      cause:
        "The small auxiliary battery that keeps electronics alive during engine restarts wears out after a few years, and the main AGM battery is drained by modules that stay awake; low voltage then makes control modules log faults.",
      fix:
        "Test both batteries with a conductance tester, replace with the correct AGM type and size, check for parasitic draw, and update software. With a charger connected, clear fault codes with VIDA or a Volvo-capable scan tool. Steering-assist or brake warnings that follow a weak battery need checking, not just clearing.",
      cost:
        "$250–$450 estimate for a main AGM battery installed; $150–$300 estimate for an auxiliary battery; parasitic-drain diagnosis extra.",
      system: "electrical",
    },
    {
      title: "T8 plug-in hybrid faults: 'Hybrid system service required'",
      affected:
        "2016-on XC90 T8, 2018-on S90 T8, 2018-on XC60 T8 and 2019-on S60 and V60 T8 (sold as Twin Engine, later Recharge)",
      symptoms:
        "'Hybrid system service required', 'Reduced performance' or engine-start failure messages, no electric-only drive, missing rear-wheel drive (the electric motor drives the rear axle), charging that stops, and a car that runs only on gasoline or won't start.",
      cause:
        "Failures of the crank-integrated starter generator (CISG) or its electronics on some earlier cars, high-voltage coolant pumps, the on-board charger or charge port, a weak 12 V battery, and occasionally high-voltage battery modules in the center tunnel.",
      fix:
        "Test the 12 V battery and update software first, then diagnose with VIDA and replace the CISG, coolant pump, charger or battery module as found. The tunnel battery and orange cables carry several hundred volts: only trained technicians with insulated tools and rated gloves should work on them, after the service disconnect is removed per Volvo's procedure.",
      cost:
        "Hybrid parts often covered by the 8-year/100,000-mile hybrid warranty; $2,000–$4,500 estimate for a CISG out of warranty; $500–$1,200 estimate for a high-voltage coolant pump; diagnosis extra.",
    },
    {
      title: "Air-suspension sag and compressor failure (Four-C)",
      affected:
        "2016-on XC90, 2017-on S90 and V90 Cross Country and 2018-on XC60 with optional air suspension; older XC70 and XC90 self-leveling rear shocks wear similarly",
      symptoms:
        "One corner or the rear sitting low after parking, a suspension or level-control service message, a compressor that runs long or loudly, harsh ride or bottoming over bumps, and headlights aimed too high or low.",
      cause:
        "Air-spring bellows crack with age and heat, air lines and fittings leak, and the compressor overheats running to make up the loss; its relay and air dryer fail too.",
      fix:
        "Leak-test with soapy water, replace leaking springs or struts in axle pairs, then the compressor or relay if damaged, and calibrate ride height with VIDA. Switch off level control as the owner's manual describes before lifting. Don't drive a car sitting on its bump stops: handling and tire clearance suffer and parts break.",
      cost:
        "$900–$1,800 estimate per air spring or strut installed; $900–$1,600 estimate for a compressor; ride-height calibration, alignment and diagnosis extra.",
      system: "suspension",
    },
    {
      title: "ABS/DSTC module failure: 'Anti-skid service required'",
      affected:
        "P2-platform Volvos, mostly early builds: 1999–2006 S80, 2001–2007 S60, V70 and XC70, and early XC90s",
      symptoms:
        "'ANTI-SKID SERVICE REQUIRED' or 'ABS service required' on the display, with ABS, traction and brake warning lights on together, often on and off with heat or bumps; the speedometer and cruise control can also drop out because wheel-speed data runs through the module.",
      cause:
        "Cracked solder joints on the ABS/DSTC control module's circuit board, which heats and flexes in the engine bay. A failed wheel-speed sensor or damaged tone ring causes similar warnings, so rule those out first.",
      fix:
        "Read codes with VIDA or a Volvo-capable scan tool; if the module is at fault, send it to a rebuild service for resoldering or fit a remanufactured unit, and bleed the brakes if the hydraulic unit was opened. Normal braking remains, but ABS and stability control are off: leave more stopping distance and avoid hard braking on wet or icy roads until it's fixed.",
      cost:
        "$250–$500 estimate for a mail-in module rebuild plus removal labor; $900–$1,600 estimate for a remanufactured module installed; coding and brake bleeding extra where needed.",
      system: "abs-system",
    },
    {
      title: "City Safety and Pilot Assist faults after glass or bumper work",
      affected:
        "2016-on XC90, 2017-on S90/V90, 2018-on XC60, 2019-on S60, V60 and XC40, EX30 and EX90; 2019–2020 models were covered by a 2020 automatic-braking software recall",
      symptoms:
        "'City Safety unavailable', windscreen-sensor or radar-sensor 'blocked' messages, Pilot Assist and adaptive cruise switching off, lane keeping tugging the wrong way, or false collision warnings, often right after a windshield replacement or a parking bump.",
      cause:
        "The camera behind the windshield and the radar behind the grille emblem must be precisely aimed; aftermarket glass with poor optics or the wrong bracket, a bent radar bracket, or ice and dirt over the emblem cause faults. The 2020 recall fixed missing software code that could stop automatic braking on 2019–2020 cars.",
      fix:
        "Clean the camera area and radar emblem, then calibrate camera and radar with VIDA after any glass, bumper or alignment work, using OE-quality glass, and confirm the 2020 recall was done. When City Safety is unavailable the car will not brake for you: drive with full attention and don't rely on Pilot Assist until it's repaired.",
      cost:
        "$250–$600 estimate for camera or radar calibration; $900–$1,800 estimate for an OE windshield with calibration, often paid by glass coverage; bumper or bracket repair extra; recall work free.",
      system: "adas-sensor-calibration",
      asOf: "2026-11",
    },
  ],
  modelLineup: {
    asOf: "2026-11",
    current: [
      "XC40 (B5 mild hybrid)",
      "EX40, formerly XC40 Recharge (electric)",
      "EC40, formerly C40 Recharge (electric coupe-styled crossover)",
      "XC60 (B5 mild hybrid and T8 plug-in hybrid)",
      "XC90 (B5/B6 mild hybrid and T8 plug-in hybrid; refreshed for the 2025 model year)",
      "EX30 (small electric SUV)",
      "EX90 (three-row electric SUV built in South Carolina)",
      "V60 Cross Country wagon (U.S. sales ending in 2026)",
    ],
    bestSelling: ["XC60 (about a third of Volvo's U.S. sales)", "XC90", "XC40"],
    upcoming: [
      "EX60 electric midsize SUV (due in 2026)",
      "XC60 production at the Ridgeville, South Carolina plant (from late 2026)",
      "ES90 electric sedan (revealed in 2025; U.S. timing not confirmed)",
    ],
    discontinued: [
      "S40 sedan (2000–2011)",
      "V50 wagon (2005–2011)",
      "C30 hatchback (2008–2013)",
      "C70 coupe and convertible (through 2013)",
      "S80 (1999–2016, replaced by the S90)",
      "V70 wagon (through 2010 in the U.S.)",
      "XC70 (through 2016)",
      "S60 Cross Country (2016–2018)",
      "S60 and V60 Polestar (2015–2018)",
      "XC40 Recharge and C40 Recharge names (renamed EX40 and EC40 in 2024)",
      "S60 sedan (third generation built in South Carolina 2019–2024; 2025 the last U.S. model year)",
      "V90 Cross Country wagon (dropped in 2025)",
    ],
    specialization:
      "Volvo specializes in family luxury SUVs and wagons with a safety focus. Gasoline models all use the 2.0 L Drive-E four: B5 and B6 pair it with a 48-volt mild-hybrid system, and T8 adds a rear electric motor and a battery in the center tunnel for a plug-in hybrid with all-wheel drive. Electric models ride on separate platforms: CMA for the EX40 and EC40, SEA (shared with Geely brands) for the EX30, and SPA2 for the EX90. Older used Volvos carry the five-cylinder, the 3.0 L and 3.2 L inline-sixes and, in 2005–2011 XC90s, a Yamaha-built 4.4 L V8.",
  },
  reliabilityInfo: {
    overallScore:
      "Volvo usually rates below average in owner-reported reliability: Consumer Reports has placed the brand in the lower part of its rankings in recent years, with infotainment, in-car electronics and plug-in hybrid systems the most common complaints rather than engines or transmissions. J.D. Power's dependability results for Volvo have been uneven from year to year. Crash protection, by contrast, is consistently excellent, with multiple IIHS Top Safety Pick+ awards.",
    comparison:
      "Against Lexus and Acura, Volvo is clearly less reliable and more expensive to keep past warranty. Against Audi, BMW and Mercedes-Benz it is similar or somewhat cheaper to run, helped by a single four-cylinder engine family and generally lower parts prices, though its electronics and software have caused as many headaches as the Germans'. Independent Volvo specialists are common in the Northeast and West, which keeps labor costs below dealer rates.",
    trends:
      "The first years of each new platform have been the roughest: the 2016–2017 XC90 on the SPA platform and the 2019 XC40 on CMA drew many electrical and software complaints, which updates and running changes reduced in later years. The move from Sensus to Google built-in from 2021–2023 made infotainment faster and more stable. The 2024–2025 EX90 and EX30 launches repeated the pattern, arriving late with missing features and bugs. Older-engine problems (oil burning, PCV clogging) faded after the 2017-on Drive-E engines matured.",
    mostReliable:
      "The 2022-and-later B5 mild-hybrid XC60 and S60 and the 2023-and-later XC90 B5/B6 with Google built-in are Volvo's most dependable recent models, once software is current. Among older cars, a well-kept 2011–2016 XC60 or XC70 with transmission and angle-gear service records and a clean oil-consumption check can run a long time, and the V90 and V60 Cross Country wagons share the same proven mechanicals as the SUVs.",
    leastReliable:
      "The 2003–2005 XC90 T6 (GM 4T65-E transmission), 2015–2016 early Drive-E cars and 2013–2015 five-cylinders with oil consumption, the 2016–2017 XC90 (Sensus, electrical faults, air suspension, early T8 issues), the 2019 XC40, and early EX90s awaiting their core-computer replacement have been the most troublesome Volvos of the last 25 years.",
  },
  ownershipCosts: {
    averagePrice:
      "Editorial estimates of recent U.S. MSRPs before destination and options: XC40 about $42,000–$52,000; XC60 about $48,000–$72,000 (T8 at the top); XC90 about $58,000–$80,000; EX30 in the mid-$40,000s; EX90 about $80,000 and up. Volvo's prices have risen with tariffs on imports from Europe and China. Three- to five-year-old XC60s and XC90s are plentiful off lease and often sell well below comparable Lexus models.",
    maintenanceCosts:
      "Volvo's schedule calls for service every 10,000 miles or 12 months on recent models, and many recent model years included complimentary scheduled maintenance for the first 3 years or 36,000 miles (check the warranty book for your year). Past that, expect roughly $700–$1,200 a year at a dealer (estimate, excluding tires and brakes) or about a third less at an independent. Big-ticket items: five-cylinder timing belts, Drive-E timing belts at their long interval (which includes an age limit), transmission and angle-gear fluid, and brakes with an electric parking brake that needs a scan tool to retract.",
    insuranceTrends:
      "Premiums are typical for a luxury SUV: parts and body repairs cost more than for a Toyota or Honda, and the windshield camera, grille radar and bumper sensors add calibration charges to minor claims. Strong crash-test results and standard automatic braking help, and plug-in hybrids and EVs cost somewhat more to insure than B5 models. Quotes vary widely by insurer, so shop annually.",
    depreciationRates:
      "Volvos depreciate faster than Lexus and about as fast as German luxury brands, often losing roughly 45–55% of their value in three years (editorial estimate). T8 plug-in hybrids and the electric models fall fastest, while the XC60 B5 holds value best. That makes certified-pre-owned and off-lease Volvos a good value, particularly with warranty time left.",
    warrantyInfo: {
      asOf: "2026-11",
      text: "Recent Volvos carry a 4-year/50,000-mile New Vehicle Limited Warranty that also covers the powertrain (Volvo has no separate, longer powertrain warranty), 5-year unlimited-mile coverage for safety restraint systems, 12-year unlimited-mile corrosion perforation coverage and 4 years of unlimited-mile roadside assistance. Hybrid components including the lithium-ion battery are covered for 8 years/100,000 miles (10 years/150,000 miles in California-emissions states), and electric models' batteries for 8 years/100,000 miles. Certified by Volvo used cars add coverage; terms vary by year.",
    },
  },
  repairInfo: {
    repairCosts:
      "Dealer labor runs roughly $170–$250 an hour depending on region (estimate); independent Volvo specialists usually charge 25–40% less (estimate), and many own VIDA. Typical bills (estimates, parts and labor): PCV overhaul $500–$1,000, transmission valve body $1,200–$2,200, angle gear $1,500–$3,000, air spring $900–$1,800, infotainment module $1,500–$3,500, T8 CISG $2,000–$4,500, pistons and rings $4,500–$8,000.",
    diyFixes:
      "Owner-friendly Volvo jobs include cabin and engine air filters, wiper blades, headlight bulbs on older cars, clearing sunroof drains with trimmer line (clogged drains soak the footwells and modules), the Sensus 20-second Home-button reset, and on five-cylinder cars a PCV glove test (a glove over the oil-filler neck at idle should be drawn in gently, not blown off). Brake pads on newer cars need a scan tool to retract the electric parking brake, and anything orange on a T8 or EV is for trained technicians only.",
    warningSigns:
      "On Volvos, act quickly on: low-oil warnings between services (ring wear), a whistle at idle (PCV), a gear-oil smell (angle gear), flaring shifts or 'Transmission service required', 'Anti-skid service required' (ABS module), 'Hybrid system service required' (T8), 'City Safety unavailable', a car sitting low after parking (air suspension), and damp carpets after rain, which point to clogged sunroof or A/C drains that can short out electronics under the seats and floor.",
    preventativeTips:
      "Check the oil level every other fill-up on 2013–2016 turbo engines and change oil at 5,000–7,500 miles with the specified synthetic. Inspect the PCV system at each timing-belt service on five-cylinders. Change automatic-transmission fluid about every 50,000 miles, angle-gear oil every 30,000–50,000 and Haldex fluid at its interval. Clear sunroof drains yearly, keep all four tires matched on AWD cars, replace both 12 V batteries when they weaken, and keep Sensus or Google software current.",
    yearsToAvoid:
      "Avoid 2003–2005 XC90 T6 (weak GM transmission), 2013–2016 turbo models with no oil-consumption records, the 2016–2017 XC90 (especially T8 and air suspension) unless heavily serviced under warranty, the 2019 XC40, and early EX90s without the core-computer replacement. Early-2000s P2 cars, past 20 years old by 2026, are at the age when ABS modules, electronic throttle modules and transmissions are all due.",
  },
  recalls: {
    asOf: "2026-11",
    majorCampaigns:
      "Notable campaigns: the 2020 recall of about 121,600 2019–2020 Volvos across the lineup (S60, V60, S90, V90, XC40, XC60, XC90) for missing software code that could prevent automatic emergency braking; Volvo's largest-ever recall in 2020, about 2.2 million cars worldwide including some 300,000 in the U.S., for front seat-belt anchoring cables that could fatigue on 2006–2019 S60, V60, XC60, V70, XC70 and S80 models; and a stream of software campaigns on the EX30 and EX90, mostly fixed over the air.",
    handlingProcess:
      "Volvo Car USA notifies owners by mail and through the Volvo Cars app, and dealers perform recall work free; newer Google-based and electric models increasingly receive fixes over the air. Volvo tends to file large preventive recalls, as with the seat-belt cable, before injuries are reported, which inflates recall counts but reflects its safety culture.",
    ownerSteps:
      "Run the VIN at Volvo's U.S. owner site or NHTSA.gov and check the Volvo Cars app for open campaigns. Let over-the-air updates install with the car parked and charged or connected to a charger. When buying used, ask a Volvo dealer to print the campaign and service history by VIN, and confirm the 2020 AEB and seat-belt cable recalls were completed on affected cars.",
    patterns:
      "Volvo's recalls have shifted from hardware on older cars (seat-belt anchors, fuel and electrical parts) to software on newer ones: automatic braking, displays and driver-assist functions. New platforms and EV launches bring clusters of software campaigns in their first year, so buyers of a first-year Volvo should expect several dealer or over-the-air fixes.",
  },
  strengths: {
    excellingAreas: [
      "Crash protection: many IIHS Top Safety Pick+ awards across the lineup",
      "Standard City Safety automatic braking with pedestrian and cyclist detection",
      "Supportive seats and calm, well-finished Scandinavian interiors",
      "Plug-in hybrid versions of most models",
      "Pilot Assist lane-centering adaptive cruise",
      "Family-friendly wagons and three-row SUVs",
    ],
    uniqueFeatures: [
      "Three-point seat belt, invented by Volvo in 1959 and shared free",
      "WHIPS whiplash-protection front seats",
      "Integrated booster cushion in the XC90 second-row center seat",
      "Care Key to set a lower top speed for other drivers",
      "112-mph top-speed limit on cars built from 2020 on",
      "Google built-in infotainment with Google Maps and Assistant",
      "Orrefors crystal gear selector on some trims",
    ],
    awards: [
      "Motor Trend SUV of the Year 2016 (XC90)",
      "World Car of the Year 2018 (XC60)",
      "North American Utility Vehicle of the Year 2018 (XC60)",
      "European Car of the Year 2018 (XC40)",
    ],
    engineeringApproaches:
      "Volvo builds modular platforms and shares them widely: SPA for the XC60, XC90, S60, V60, S90 and V90; CMA, co-developed with Geely, for the XC40, EX40 and EC40; SEA for the EX30; and SPA2 for the EX90. One 2.0 L four-cylinder family covers every combustion model, boosted by turbocharger, turbo plus supercharger (T6 and earlier T8), a 48-volt integrated starter-generator (B5/B6), or a rear electric axle (T8). Safety structures use extensive boron steel, and the EX90 added lidar and a centralized core computer, a big step that brought its own software growing pains.",
    commitments:
      "Volvo's safety commitments include releasing the three-point belt patent in 1959, its 'Vision 2020' goal that no one be killed or seriously injured in a new Volvo, and the E.V.A. initiative sharing decades of crash research, including on women's injury risk, with the industry. On the environment, it targets climate neutrality by 2040 and 90–100% electrified sales (EVs plus plug-in hybrids) by 2030.",
  },
  expertInsights: {
    mechanicPerspectives:
      "Independent Volvo specialists see older cars for PCV jobs, timing belts, angle gears, transmission fluid and ABS modules, and newer cars for batteries, infotainment, air suspension, T8 hybrid faults and ADAS calibration. VIDA (Volvo's dealer diagnostic software) or a scan tool that speaks Volvo is close to mandatory on SPA and CMA cars, for adaptations, calibrations and the electric parking brake. Parts are reasonably priced and widely available, but packaging is tight: a Drive-E four in a transverse XC90 leaves little room around the engine.",
    engineeringAnalysis:
      "Replacing five- and six-cylinder engines with one high-output 2.0 L four saved weight and cost and simplified parts, but it asks a lot of a small engine in a 4,500-pound XC90, and early examples burned oil. The T8's layout (gas engine driving the front wheels, an electric motor on the rear axle, battery in the tunnel) gives all-wheel drive without a driveshaft but adds a second drivetrain's worth of failure points. The move to centralized computing on the EX90 points where the industry is going, and shows how software readiness can hold up an otherwise finished car.",
    qualityOpinions:
      "Interior design and materials are a Volvo strength, and body build quality from the Torslanda and Ghent plants is solid. The recurring weakness is electronics and software: screens, batteries, sensors and update glitches generate most owner complaints, and each new platform has launched with them. Mechanical problems such as oil consumption and transmission wear were concentrated in specific engine and model years rather than spread across the range.",
    futurePredictions:
      "Expect the EX60 and U.S.-built XC60 to matter most to Volvo's U.S. business after 2026, with plug-in hybrids remaining a large share of sales. Off-lease T8 XC60s and XC90s will become used-market bargains, but buyers should favor cars with hybrid-battery warranty left. Volvo's software quality on the EX90 and EX30 will decide whether its centralized-computer approach earns back owner trust.",
  },
  buyingGuidance: {
    bestModelYears:
      "Best bets are 2022-and-later XC60 and S60 B5 mild hybrids, the 2023-and-later XC90 B5/B6 with Google built-in, and later V60 and V90 Cross Country wagons. On a budget, a 2011–2016 XC60 or XC70 with documented transmission and angle-gear service and a passed oil-consumption check can be a sound buy. T8 models make sense when hybrid warranty remains and charging records look healthy.",
    modelsToAvoid:
      "Avoid the 2003–2005 XC90 T6, any 2013–2016 turbo Volvo that uses oil and has no repair records, a 2016–2017 XC90 T8 with air suspension and no warranty left, early 2019 XC40s with unresolved electrical complaints, and early EX90s that haven't had the core computer replaced.",
    inspectionTips:
      "Check the oil level and ask when it was last topped up; look for oil around the cam seals and PCV on five-cylinders and for gear oil around the angle gear. Pull back front carpets to check for water from clogged sunroof or A/C drains. Test every screen function, the backup camera and ADAS (no 'City Safety unavailable' messages). Drive for shift quality from cold. On air-suspension cars, leave the car parked and check ride height afterward. On a T8, check electric range on a full charge and look for hybrid messages. A Volvo dealer can print the service and campaign history by VIN.",
    negotiationTips:
      "Volvo dealers often have factory lease support, loyalty and conquest cash, and discounts on T8 and electric models; compare offers between stores since Volvo dealers are fewer and less crowded than German brands'. Demonstrators and outgoing model years carry the biggest discounts. On used cars, use depreciation, remaining warranty, due items (timing belt, transmission fluid, batteries, tires) and any oil consumption as leverage.",
    dealerAddOns:
      "Expect to be offered Volvo extended service plans, prepaid maintenance after the complimentary period, tire-and-wheel and key-replacement protection, paint and interior protection packages, window tint, nitrogen fills and wheel locks. The extended plan can make sense on a T8 or a car with air suspension; most of the rest is dealer margin. Ask for an itemized out-the-door price before discussing financing.",
  },
};
