import { marketShareText } from "../market-share";
import type { Manufacturer } from "../schema";

export const manufacturer: Manufacturer = {
  slug: "bmw",
  name: "BMW",
  category: "luxury",
  marketShare: marketShareText("bmw"),
  shortDescription:
    "BMW sells rear- and all-wheel-drive sedans and X-badged SUVs, building most U.S. X models in Spartanburg, South Carolina. Its turbo inline-sixes are strong, but plastic cooling parts, oil-filter-housing leaks and costly xDrive and suspension work shape ownership past 60,000 miles.",
  description:
    "BMW: leaking oil-filter-housing gaskets, sudden electric water pump failures, N63 V8 oil burning, N20 timing-chain guides and N54 fuel pumps top the shop list; the newer B48/B58 engines are clearly better.",
  countryOrigin: "Germany",
  headquarters: "Munich, Germany (BMW of North America: Woodcliff Lake, New Jersey)",
  philosophy:
    "BMW engineers around the driver: longitudinal engines, a rear-drive layout with xDrive added on top, close to 50/50 weight distribution and an inline-six as the signature engine. Since 2015 the gasoline engines come from one modular family (B38 three, B46/B48 four, B58 six) sharing a 500 cc cylinder, which has made parts and diagnosis more consistent across models. The flip side, seen from the service bay, is a habit of packaging: plastic coolant pipes and expansion tanks, electric water pumps on the N-series engines, turbos tucked into the V of the N63, and condition-based service that stretches oil changes to about 10,000 miles or a year. BMW calls its transmission and differential fluids long-life; ZF and independent BMW specialists recommend changing them. Owners who follow the car's service reminders alone usually meet the expensive failures sooner than owners who halve the oil interval.",
  recentNews: {
    asOf: "2026-11",
    text: "The big shift is the Neue Klasse: the iX3, revealed at the 2025 Munich motor show, is the first of a new generation of electric BMWs on an 800-volt architecture with sixth-generation eDrive, and BMW has said U.S. deliveries start in 2026. The G45 X3 arrived for 2025 with a 48-volt mild-hybrid 2.0 L (30 xDrive) and the B58-based M50, and the 2025 M5 became a plug-in hybrid pairing the 4.4 L V8 with an electric motor. In South Carolina, BMW announced in 2022 a $1.7 billion program that adds a high-voltage battery assembly plant in Woodruff and prepares Spartanburg to build electric X models. Manual gearboxes survive only in the M2, M3, M4 and a 2025 Z4 M40i option package.",
  },
  marketPosition:
    "BMW trades the top spot among U.S. luxury brands with Mercedes-Benz and Lexus from year to year, with the X5, X3 and 3 Series leading its volume. Spartanburg is BMW's largest plant worldwide and, by BMW's own figures, the largest U.S. automotive exporter by value, so an X5 bought in Texas and one bought in Munich usually came off the same line. The brand sells on driving feel and power per dollar rather than comfort or low running costs; buyers compare the 3 Series with the C-Class, Audi A4/A5 and Lexus IS, and the X5 with the GLE, Q7/Q8 and Lexus RX. A large share of new BMWs in the U.S. are leased, which feeds a steady supply of three-year-old off-lease cars into the used market and keeps used prices low relative to sticker.",
  commonProblems: [
    {
      title: "Oil filter housing gasket and valve cover gasket leaks",
      affected:
        "2006–2018 cars and SUVs with N51, N52, N54, N55, N20 and N26 engines (E90/F30 3 Series, E60/F10 5 Series, X3, X5, Z4); B48/B58 engines can also seep at the filter-housing gasket",
      symptoms:
        "Burning-oil smell after a drive, light smoke from under the hood at stops, oil on the serpentine belt, alternator and front of the oil pan, drips on the garage floor. On plastic-cover engines, oil in the spark-plug wells brings misfire codes (P0300–P0306), and a failing PCV diaphragm in the cover adds a whistle or lean codes (P0171/P0174).",
      cause:
        "The oil filter housing gasket (OFHG) and oil-cooler seals harden and shrink from heat cycling, and the plastic valve covers on N52, N55 and N20 engines warp. On N52, N54, N55 and N20 engines, oil on the drive belt swells and shreds it, and belt pieces can be pulled behind the crank pulley into the front main seal, which then dumps oil fast.",
      fix:
        "Replace the OFHG and oil-cooler gaskets (the whole housing if it is cracked), replace a warped plastic valve cover as an assembly with gasket and plug-well seals, degrease the engine, and replace an oil-soaked belt with its tensioner and idler. If belt debris went behind the pulley, replace the front crank seal before the engine loses oil pressure.",
      cost:
        "Estimate $450–$900 for the filter-housing gasket job and $700–$1,400 for a valve cover at an independent shop; a belt kit adds $200–$400. Excludes diagnosis and taxes; dealer prices run higher.",
      system: "advanced-engine",
    },
    {
      title: "Electric water pump and thermostat failure (N52/N54/N55/N20)",
      affected:
        "2006–2018 3 Series, 5 Series, 1 Series, X1, X3, X5 and Z4 with N52, N54, N55, N20 or N26 engines; 2016-on B48/B58 models (mechanical pump) leak instead from the plastic expansion tank and lines",
      symptoms:
        "A yellow then red coolant-temperature warning with a cluster message to drive moderately or stop, reduced power, the radiator fan roaring at key-off, and thermostat codes such as P0128 or P0597. On B58 cars the usual sign is a 'Coolant level low' message and a sweet smell after shutdown.",
      cause:
        "The electric coolant pump's motor electronics or bearing fail, commonly between 60,000 and 100,000 miles and often with no leak or early warning. The map-controlled thermostat's heater element fails, and plastic expansion tanks, bleed screws and hose quick-connects crack with age.",
      fix:
        "Replace the pump and thermostat together with new aluminum bolts, refill with BMW coolant and run the electric bleed routine (ignition on, engine off, heat to maximum, accelerator held to the floor about 10 seconds, or via ISTA) until no air remains. Replace cracked tanks and hoses. Stop driving at the first red warning: the aluminum N-series heads warp quickly, and a hot engine can seize.",
      cost:
        "Estimate $1,000–$1,700 for pump and thermostat at an independent shop, $1,500–$2,300 at a dealer. Excludes diagnosis and any head-gasket or cylinder-head work if the engine was driven hot.",
      system: "cooling-system",
    },
    {
      title: "N63 4.4 L twin-turbo V8 oil burning, chain stretch and hot-vee failures",
      affected:
        "2009–2014 550i, 650i, 750i/750Li, X5 xDrive50i, X6 xDrive50i and ActiveHybrid 7/X6 with the original N63; later N63TU engines (2013 on) are improved but still costly",
      symptoms:
        "A quart of oil every 750–1,500 miles, blue smoke at cold start, fouled plugs and misfires, 'Engine oil level low' between services, rattle at cold start from stretched chains, coolant loss from the turbo coolant lines, and flat batteries from the heavy electrical load.",
      cause:
        "The turbos sit in the valley between the cylinder banks, cooking valve stem seals, vacuum lines, gaskets and wiring; long oil intervals speed timing-chain and guide wear. BMW's 2014 N63 Customer Care Package and a later class-action settlement covered software, injectors, crankcase vent lines, timing-chain checks and oil-consumption repairs on many of these cars.",
      fix:
        "Ask a BMW dealer to check the VIN for completed Customer Care Package items. Valve stem seals, chains and guides, and turbo oil and coolant lines all need major teardown; do them with the engine out when more than one is due. Afterward change oil every 5,000 miles and keep a healthy AGM battery registered to the car.",
      cost:
        "Estimate $4,500–$8,000 for valve stem seals, $4,000–$7,000 for timing chains and guides, $5,000–$9,000 for both turbochargers at an independent shop. Excludes diagnosis; a used engine swap can be the cheaper path.",
      system: "advanced-engine",
    },
    {
      title: "N20 2.0 L turbo timing-chain guide failure",
      affected:
        "2012–2016 228i, 320i, 328i, 428i, 528i, X1 xDrive28i and Z4 sDrive28i, and X3/X4 xDrive28i into 2017–2018, with the N20 (and N26) four-cylinder, especially builds before the revised guides",
      symptoms:
        "A high-pitched whine that rises with engine speed (often blamed on the alternator or power steering), rattle at cold start, then cam/crank correlation codes (P0016-type) or misfires. If a guide breaks, the chain jumps or snaps and the engine shuts off, even at highway speed, usually with bent valves.",
      cause:
        "The plastic timing-chain guides wear and crack, letting the chain slap; the separate oil-pump drive chain and its guide also wear. Long oil-change intervals and degraded oil make it worse.",
      fix:
        "Replace the timing chain, guides, tensioner and oil-pump drive chain with the revised parts as soon as the whine appears, then change the oil. A sudden shutdown at speed makes the steering heavy and leaves only a few assisted brake applications: treat the whine as a stop-soon warning, not an annoyance.",
      cost:
        "Estimate $2,500–$4,000 for chains, guides and tensioner at an independent shop if caught early; $7,000–$10,000 for a replacement engine after a failure. Excludes diagnosis and towing.",
      system: "timing-system",
    },
    {
      title: "N54 high-pressure fuel pump and piezo injector faults",
      affected:
        "2007–2010 335i, 2008–2010 135i, 535i and X6 xDrive35i, 2011–2012 740i, 2009–2016 Z4 sDrive35i/35is, 2011–2013 335is and the 1 Series M Coupe (N54 twin-turbo 3.0 L)",
      symptoms:
        "Long crank before the engine catches, stumbling and 'Engine malfunction – reduced power' under hard acceleration, low rail-pressure codes (P0087), single-cylinder misfires from a leaking injector, smoke at cold start and fuel smell in the oil. A badly leaking injector can flood a cylinder and bend a rod.",
      cause:
        "The engine-driven high-pressure fuel pump (HPFP) wears internally and cannot hold rail pressure (about 2,900 psi/200 bar at full load); early piezo injectors leak or mis-deliver. With no port injection, intake-valve carbon adds misfires after about 60,000 miles.",
      fix:
        "Replace the HPFP with the newest revision and leaking injectors with the current-index piezo units, then code the injectors and clear fuel adaptations. Walnut-blast the intake valves if carbon is heavy. BMW's 2010 emissions recall and its extended HPFP coverage (10 years/120,000 miles) have run out on almost every car.",
      cost:
        "Estimate $1,100–$1,800 for an HPFP, $350–$500 per injector installed ($2,000–$3,000 for all six), $500–$800 for walnut blasting. Excludes diagnosis and taxes.",
      system: "fuel-system",
      asOf: "2026-11",
    },
    {
      title: "N54 wastegate rattle and N55/B58 plastic charge-pipe cracks",
      affected:
        "N54 cars listed above for wastegates; 2011–2018 N55 335i, 435i, 535i, X3/X4 xDrive35i and X5 xDrive35i and 2016-on B58 340i, 440i, 540i and X3 M40i for charge pipes",
      symptoms:
        "N54: metallic rattle when lifting off the throttle or at idle, underboost code P0299, rising oil consumption. Charge pipe: a loud pop under boost followed by a big loss of power, hissing under throttle, and reduced-power mode with boost codes; most common on tuned cars.",
      cause:
        "The N54's twin turbos are cast into the exhaust manifolds and their wastegate flapper bushings wear, so the gate flutters and leaks boost. The factory charge pipe from intercooler to throttle body on N55 and B58 engines is plastic and cracks from heat and boost pressure.",
      fix:
        "Worn N54 wastegates mean replacing both turbochargers (new or remanufactured) with new oil and coolant lines and gaskets. A cracked charge pipe is replaced with the revised OEM part or an aluminum pipe, then the intake is smoke-tested for other leaks.",
      cost:
        "Estimate $3,500–$6,000 for N54 twin turbos at an independent shop; $250–$600 for an N55/B58 charge pipe installed. Excludes diagnosis and any damage caused by an aggressive tune.",
      system: "turbo-supercharger",
    },
    {
      title: "xDrive transfer-case actuator and clutch-pack failure",
      affected:
        "2004–2018 X3 (E83/F25), X5 (E70/F15), X6 (E71/F16) and xi/xDrive versions of the 3, 4 and 5 Series; most common after 70,000 miles",
      symptoms:
        "Binding, shudder or hopping in tight low-speed turns, a clunk when pulling away, 'Drivetrain malfunction' or four-wheel-drive warnings with the DSC and ABS lights, and a whine at highway speed.",
      cause:
        "The transfer-case servo motor has a plastic gear that strips (notably on the E83 X3), and the multi-plate clutch wears when its fluid is never changed. Mismatched tire sizes or tread depths, common after replacing only two run-flats, make the clutch slip constantly and burn.",
      fix:
        "Measure all four tire circumferences first and fix any mismatch. Replace the servo motor and run the learn routine, change transfer-case fluid with the BMW-specified fluid, and if the clutch is burnt replace the transfer case and code it with ISTA.",
      cost:
        "Estimate $500–$900 for a servo motor and fluid; $2,800–$4,500 for a transfer case installed and programmed. Excludes tires and diagnosis.",
      system: "transmission",
    },
    {
      title: "ZF 6HP/8HP automatic leaks, harsh shifts and mechatronic faults",
      affected:
        "ZF 6HP in 2004–2013 3, 5 and 7 Series, X3 and X5; ZF 8HP in almost every automatic BMW from 2011 on; leaks usually appear after 60,000–80,000 miles",
      symptoms:
        "ATF drips from the pan or the connector area above it, slow engagement into Drive, harsh 2–3 or 3–2 shifts, shudder at light throttle, and a 'Transmission malfunction' message with the car stuck in one gear (limp mode).",
      cause:
        "The mechatronic connector sleeve (adapter seal) leaks, and the plastic pan with its built-in filter warps at the bolts. BMW calls the fluid long-life, but low level from the leak and worn fluid wear the valve body and solenoids; on high-mileage 6HP units, worn valve-body bores cause the harsh shifts.",
      fix:
        "Replace the pan/filter and connector sleeve, refill with ZF- or BMW-approved ATF and set the level at the fill plug within ZF's temperature window (roughly 86–122 °F / 30–50 °C, engine running), then reset adaptations. A failed mechatronic unit is replaced and programmed to the car.",
      cost:
        "Estimate $450–$900 for pan, sleeve and fluid; $1,800–$3,500 for a mechatronic unit; $5,000–$8,000 for a replacement transmission. Excludes diagnosis.",
      system: "transmission",
    },
    {
      title: "Front thrust-arm and control-arm bushing wear",
      affected:
        "E90/F30 3 Series, E60/F10 5 Series, E70/F15 X5, F25 X3 and most BMWs past 60,000 miles, worst on large wheels and run-flat tires",
      symptoms:
        "Steering-wheel shimmy at 50–70 mph that gets worse under braking, clunks over bumps, wandering on grooved pavement and inner-edge tire wear. The fluid-filled thrust-arm bushings often show a visible tear or oily residue.",
      cause:
        "The fluid-filled front thrust-arm (tension strut) bushings rupture and the lower control-arm ball joints wear; stiff run-flat sidewalls and potholes pass big loads straight into them.",
      fix:
        "Replace thrust arms and lower control arms as left/right pairs, tighten the bushing bolts only with the car at ride height on its wheels, and finish with a four-wheel alignment. A ball joint with play can separate and drop the wheel, so a clunk plus wandering needs inspection before the next drive.",
      cost:
        "Estimate $600–$1,300 for both sides with alignment at an independent shop, $1,400–$2,200 at a dealer. Excludes tires worn by the fault.",
      system: "suspension",
    },
    {
      title: "Footwell module (FRM) failure and unregistered battery faults",
      affected:
        "Roughly 2007–2015 E90/E92 3 Series, E82 1 Series, E70 X5, E71 X6 and E84 X1 with the FRM3 footwell module; every BMW with an intelligent battery sensor for battery registration",
      symptoms:
        "After a flat battery or jump start: no headlights or turn signals, power windows and mirrors dead, lighting-fault warnings, or locks not working; network codes (U-codes) in other modules. A new battery that was never registered fails early and the car shows increased battery discharge warnings.",
      cause:
        "The FRM3 module's memory corrupts when voltage dips during a weak-battery start or a jump. BMW's intelligent battery sensor and power management charge the battery according to its registered type and age, so an unregistered or wrong-spec battery is over- or undercharged.",
      fix:
        "Reflash or replace the FRM and code it to the VIN, fit the specified AGM battery and register it (ISTA or a capable scan tool), and chase any parasitic draw that keeps modules awake. Losing headlights and turn signals at night is dangerous; get a car with lighting faults off the road after dark.",
      cost:
        "Estimate $400–$900 for an FRM with coding; $300–$500 for an AGM battery installed and registered. Excludes diagnosis of a parasitic drain.",
      system: "electrical",
    },
  ],
  modelLineup: {
    asOf: "2026-11",
    current: [
      "2 Series Coupe and Gran Coupe, plus the M2",
      "3 Series sedan (330i, M340i) and M3",
      "4 Series Coupe, Convertible and Gran Coupe, electric i4, and M4",
      "5 Series sedan (530i, 540i, 550e), electric i5, and M5 plug-in hybrid",
      "7 Series (740i, 760i) and electric i7",
      "X1 and X2 compact SUVs (including M35i versions)",
      "X3 (30 xDrive, M50 xDrive) built in Spartanburg",
      "X5 (40i, 50e plug-in, M60i), X5 M and X6",
      "X7 three-row SUV and the XM plug-in hybrid",
      "iX electric SUV",
      "Z4 roadster",
    ],
    bestSelling: ["X5 midsize SUV", "X3 compact SUV", "3 Series sedan"],
    upcoming: [
      "iX3 Neue Klasse electric SUV (revealed 2025; BMW plans U.S. deliveries from 2026)",
      "Electric Neue Klasse sport sedan in the 3 Series size class (announced)",
      "A hydrogen fuel-cell production model planned for 2028 (announced by BMW in 2024)",
    ],
    discontinued: [
      "i3 electric hatchback (2014–2021)",
      "i8 plug-in sports car (2014–2020)",
      "1 Series 128i/135i (2008–2013) and 1 Series M Coupe (2011)",
      "3 Series Gran Turismo (2014–2019)",
      "5 Series Gran Turismo (2010–2017) and 6 Series Gran Turismo (2018–2019)",
      "6 Series coupe, convertible and Gran Coupe (last sold around 2019)",
      "ActiveHybrid 3, 5 and 7 (roughly 2010–2016)",
      "335d (2009–2011) and 328d (2014–2018) diesel sedans",
      "X5 xDrive35d diesel (2009–2018)",
      "Z3 roadster and coupe (through 2002)",
    ],
    specialization:
      "BMW's core is the sporty rear-drive sedan and the tall, firm-riding SUV built on the same hardware: the X3 is essentially a raised 3 Series platform and the X5/X7 share engines and electronics with the 5 and 7 Series. The inline-six (N52 naturally aspirated, N54/N55 and B58 turbo) is what the brand is known for, and the B58 has become one of the most respected gasoline engines in the segment. BMW also sells its M performance models in unusual volume for a luxury brand, and it has one of the broadest plug-in lineups among German makers (530e/550e, X5 50e, XM). The company offers electric versions that share bodies with gas models (i4, i5, i7) instead of only dedicated EVs, which means a used i4 uses many of the same suspension, brake and body parts a 4 Series Gran Coupe does.",
  },
  reliabilityInfo: {
    overallScore:
      "For recent model years BMW lands in the upper part of Consumer Reports' brand reliability rankings, ahead of most European luxury brands and ahead of its own reputation from the 2000s. In the shop, the picture depends heavily on the engine: B48/B58 cars from about 2017 on come in mostly for oil-filter-housing seeps, coolant tanks and routine wear, while N54, N63 and early N20 cars come in for expensive repairs. Treat any brand-level score as an average of very different engines.",
    comparison:
      "Against Mercedes-Benz, BMW generally scores better in recent reliability surveys and has fewer air-suspension cars to maintain. Against Lexus it is clearly behind: a 10-year-old Lexus RX will usually cost far less to keep running than a 10-year-old X5. Audi usually lands near or somewhat below BMW in surveys; the Audi 2.0 TFSI and BMW N20 both had timing-chain problems in the same era, and the Audi also burned oil. Where BMW is stronger than its rivals is powertrain robustness of the B58 six and the ZF 8HP automatic, both used across most of the lineup.",
    trends:
      "Reliability has improved steadily since the move from N-series to B-series engines (roughly 2016–2019 depending on model). In our shop, B58 cars have not shown the N55's pattern of sudden water pump failures, and their timing chains have held up. What has grown instead are electronics and software issues: iDrive head units, camera and sensor faults, and over-the-air update hiccups. Plastic cooling parts remain a weak point even on the newer engines, and the long oil-change intervals have not changed.",
    mostReliable:
      "The 2019-on 3 Series (G20) 330i and M340i, the 2019-on X5 xDrive40i (G05) with the B58, the 2018-on X3 (G01) with the B46/B48 or B58, and the 2017–2023 5 Series 530i/540i (G30) are the best-documented BMWs in our experience. Earlier, the naturally aspirated N52 six (2006–2013 328i, 528i, X3 3.0si) is the simplest long-term BMW engine: it leaks oil and needs water pumps, but it rarely fails internally. The B58-powered M240i and 2 Series coupes also have a good record.",
    leastReliable:
      "The N63 V8 cars (2009–2014 550i, 650i, 750i, X5/X6 xDrive50i) are the most expensive BMWs to own in our shop, followed by 2007–2010 N54 cars (fuel pumps, injectors, wastegates) and 2012–2015 N20 cars (timing chains). The 2009–2013 X5 xDrive35d and 2014–2018 328d diesels add DPF, EGR and urea-dosing repairs. The E65/E66 7 Series (2002–2008) and the 2004–2006 X5 4.4i/4.8is (E53) with the N62 V8 combine valve-stem-seal oil burning, electrical and air-suspension problems.",
  },
  ownershipCosts: {
    averagePrice:
      "Estimate for 2025 models before options and destination: 2 Series Gran Coupe from about $43,000, 3 Series 330i from about $47,000, X3 30 xDrive from about $50,000, X5 xDrive40i from about $68,000, X7 from about $85,000 and 7 Series from about $97,000. Option packages move BMW prices a lot; a typically equipped X5 often leaves the lot between $75,000 and $90,000. Used three-year-old off-lease 3 Series and X3 models commonly trade for well under 60% of their original sticker (estimate, varies by mileage and region).",
    maintenanceCosts:
      "BMW Ultimate Care pays for scheduled maintenance (oil, filters, brake fluid) for the first 3 years/36,000 miles on 2017 and later models; after that, owners pay. Estimates at an independent BMW shop, before tax: synthetic oil service with filter $130–$200 (dealer $180–$280), brake pads and rotors with wear sensor $600–$900 per axle, spark plugs on turbo engines (every 45,000–60,000 miles) $300–$500, brake fluid flush $120–$200. Add $1,000–$1,700 for a water pump on an N-series car and $450–$900 for the common oil-filter-housing gasket. Over years 4–10 we plan $1,500–$3,000 per year on average for an out-of-warranty BMW, estimate.",
    insuranceTrends:
      "Premiums for BMWs run above the mainstream average because parts and body labor are expensive: aluminum front structures on the 5, 7 and X5, headlight assemblies that can exceed $2,000 each for the part alone (estimate), and ADAS camera and radar calibration after windshield or bumper work. M models and the M340i/M240i cost noticeably more to insure than the 330i or X3 30. Rates vary so much by driver and ZIP code that owners should get quotes before signing, especially for young drivers on M or 40i models.",
    depreciationRates:
      "BMW sedans depreciate faster than the market, with the 7 Series and 5 Series losing the most; a 7 Series can lose half or more of its value in about three years (editorial estimate). The X5 and X3 hold value better than the sedans, and the M2, M3 and M4 hold value best. High lease volume means many three-year-old cars come back at once, which keeps used prices soft. Buyers benefit from this: a certified off-lease 3 Series or X3 is often one of the better-value luxury used buys.",
    warrantyInfo: {
      asOf: "2026-11",
      text: "New BMWs carry a 4-year/50,000-mile new vehicle limited warranty that also covers the powertrain (there is no separate longer powertrain term), plus 4 years of unlimited-mile roadside assistance. Electric and plug-in models add an 8-year/100,000-mile high-voltage battery warranty, and body panels have a 12-year unlimited-mile rust-perforation warranty. BMW Ultimate Care covers scheduled maintenance for 3 years/36,000 miles on 2017 and later models; 2016 and earlier cars had the older BMW Maintenance Program, which ran 4 years/50,000 miles; what it covered changed over the years, so check the booklet for the model year. Check a used car's in-service date, since all terms run from the original sale.",
    },
  },
  repairInfo: {
    repairCosts:
      "Typical independent-shop estimates, parts and labor, excluding diagnosis and taxes: oil filter housing gasket $450–$900; valve cover on an N55 $700–$1,400; electric water pump and thermostat $1,000–$1,700; N20 timing chain set $2,500–$4,000; N54 HPFP $1,100–$1,800; transfer case $2,800–$4,500; front thrust arms and control arms with alignment $600–$1,300; E70/F15 X5 rear air springs $700–$1,200 for the pair; AGM battery with registration $300–$500. Dealers typically quote 30–60% more. Expect a diagnosis fee of $150–$250 because BMW faults need ISTA or a scan tool with BMW-specific access.",
    diyFixes:
      "A capable owner with a BMW-aware scan tool (one that can register a battery, reset service, and bleed the cooling system) can do a lot: oil and filter (the filter cartridge is on top of most six-cylinders), engine and cabin air filters, spark plugs and coils on the N52/N55/B58, battery replacement with registration, brake pads and rotors with a new wear sensor, and the valve cover on an N52. The oil filter housing gasket is doable on an N52 with patience. Leave cooling-system bleeding to someone with the procedure; trapped air in an N-series engine overheats it. Never reuse aluminum bolts on BMW engines, and torque to the published values.",
    warningSigns:
      "Burning-oil smell or smoke after driving means the filter housing or valve cover is leaking onto the exhaust; check before the belt gets soaked. A whine from the front of a 2012–2016 four-cylinder is the N20 chain. A 'drivetrain malfunction' message or shudder in tight turns on an xDrive car points to the transfer case or mismatched tires. Coolant-level warnings on a B58 mean a cracked tank or pipe. A shimmy under braking at highway speed usually means thrust-arm bushings, not warped rotors. Any flicker of exterior lights or windows after a jump start suggests the FRM is about to corrupt.",
    preventativeTips:
      "Change the oil every 5,000–7,500 miles with a BMW LL-01 or LL-17FE-approved oil rather than waiting for the 10,000-mile reminder, especially on N20, N54, N55 and N63 engines. Replace the electric water pump and thermostat preventively around 80,000–100,000 miles on N-series engines. Change ATF and transfer-case fluid around 60,000 miles and differential fluid at the same time. Keep all four tires the same brand, size and wear on xDrive cars. Replace the oil filter housing gasket at the first seep, before it reaches the belt. Keep the battery charged on cars that sit, and always register a new battery.",
    yearsToAvoid:
      "2009–2014 models with the N63 V8 (550i, 650i, 750i, X5/X6 xDrive50i) because of oil consumption, timing chains and turbo-area failures. 2007–2010 N54 cars (335i, 135i, 535i) unless the fuel pump, injectors and wastegates have documented fixes. 2012–2015 N20 four-cylinders without proof of the chain-guide replacement. 2009–2013 X5 xDrive35d and 2014–2018 328d diesels for emissions-hardware costs. 2002–2008 7 Series (E65/E66) and 2004–2010 N62 V8 models (545i, 550i, 750i, X5 4.8i) for oil burning and electronics.",
  },
  recalls: {
    asOf: "2026-11",
    majorCampaigns:
      "In May 2023 BMW of North America told owners of about 90,000 unrepaired 2000–2006 3 Series (E46, including M3), 2000–2003 5 Series (E39, including M5) and 2000–2004 X5 (E53) not to drive them until the recalled Takata driver airbag inflator was replaced. A crankcase ventilation (PCV) valve heater recall first issued in 2017 was expanded in 2022 to about 917,000 2006–2013 1 Series, 3 Series, 5 Series, X3, X5 and Z4 models because the heater can short and start a fire, even when parked. A separate 2017 recall replaced blower-regulator wiring in about 672,000 2006–2011 3 Series cars, also for fire risk. In 2010 an emissions recall addressed N54 high-pressure fuel pumps.",
    handlingProcess:
      "BMW of North America files recalls with NHTSA and notifies owners by mail and email; repairs are done free at BMW centers, and BMW has offered mobile repair and towing for stop-drive cases such as the Takata campaign. Emissions-related actions (like the 2010 N54 pump action) go through the EPA and CARB instead. BMW also uses non-recall customer-care programs for some known faults (the N63 Customer Care Package is the best-known), which a dealer can see by VIN but which are not always listed on NHTSA's site.",
    ownerSteps:
      "Enter the VIN at nhtsa.gov/recalls and at BMW's own owner site, and ask a BMW center to print the open-campaign list, which also shows non-safety service actions. For an older E46, E39 or E53 with an open Takata recall, do not drive it: arrange towing or mobile repair. On any 2006–2013 model on the PCV heater list, smoke or a burning-plastic smell from the engine bay means stop, shut off, get everyone out and call 911 if smoke keeps coming. Keep the repair order as proof the work was done for the next buyer.",
    patterns:
      "BMW's largest U.S. recalls cluster around supplier parts (Takata inflators, Mahle-made PCV valve heaters, blower wiring) and fire risk on 2006–2013 cars rather than around engine design faults. The expensive engine problems (N63 oil use, N20 chains, N54 pumps) were handled through customer-care programs, emissions recalls, extended coverage or class-action settlements, so a clean NHTSA recall record does not mean an engine was updated. Newer models see more software-driven campaigns fixed by dealer or over-the-air updates.",
  },
  strengths: {
    excellingAreas: [
      "Steering precision and chassis balance in the 3 Series, 4 Series and M cars",
      "B58 turbo inline-six: strong, smooth and durable in our experience",
      "ZF 8HP automatic: quick shifts and good longevity with fluid changes",
      "Broad plug-in hybrid and EV lineup sharing bodies with gas models",
      "Firm, consistent brake pedal and strong fade resistance on M and M Performance models",
    ],
    uniqueFeatures: [
      "xDrive all-wheel drive with a rear-biased multi-plate transfer case",
      "iDrive rotary controller kept alongside the touchscreen on most models",
      "Condition-based service with battery registration through the intelligent battery sensor",
      "Manual transmissions still offered on the M2, M3, M4 and, for 2025, the Z4 M40i",
      "Spartanburg-built X models exported worldwide from South Carolina",
    ],
    awards: [
      "BMW i3: 2014 World Green Car and World Car Design of the Year",
      "N54 twin-turbo inline-six: several years on Ward's 10 Best Engines list",
      "3 Series: a long run of Car and Driver 10Best selections",
      "IIHS Top Safety Pick+ awards for several recent BMW sedans and X models (confirm the model year at iihs.org)",
    ],
    engineeringApproaches:
      "BMW designs engines as families and reuses them across cars: the same B58 six sits in the M340i, 540i, X3 M50, X5 40i, Z4 M40i and the Toyota GR Supra, which BMW supplies. Oil filters are top-mounted cartridges, many engines use aluminum bolts that must be replaced, and cooling is electronically managed with map-controlled thermostats and, on the N-series, electric pumps. Chassis engineering favors double-joint front struts or double wishbones with fluid-filled bushings that give good steering feel but wear faster than rubber. Electrical systems are networked heavily (K-CAN, PT-CAN, FlexRay, Ethernet on newer cars), so many repairs end with coding or programming rather than simply bolting in a part.",
    commitments:
      "BMW has publicly committed to building electric X models in Spartanburg and to a battery assembly plant in Woodruff, South Carolina, and says the Neue Klasse will spread its electric architecture across the lineup from 2026. The company has also said it will keep offering combustion and plug-in hybrid models alongside EVs rather than setting a single end date for gasoline engines. For owners, BMW's longer 4-year/50,000-mile warranty and 3-year/36,000-mile maintenance coverage remain in place for current models.",
  },
  expertInsights: {
    mechanicPerspectives:
      "In our bays a BMW is rarely a car that leaves you stranded once and is done; it is a car that needs a steady stream of $500–$1,500 jobs after 60,000 miles (our estimate, parts and labor before tax): filter-housing gasket, valve cover, water pump, thrust arms, battery. Owners who budget for that and fix leaks early usually keep them happily past 150,000 miles. The ones that get scrapped are N63 and N20 cars whose owners ignored oil consumption or a chain whine. We tell every BMW customer to find a good independent shop with ISTA, because coding and battery registration are part of routine work.",
    engineeringAnalysis:
      "The N-series era (roughly 2006–2016) mixed brilliant engine design with cheap ancillaries: plastic coolant parts, electric pumps with no warning before failure, and gaskets that could not survive 10,000-mile oil intervals. The N63 put both turbos in the hot vee for packaging and response, then paid for it with cooked seals and wiring. The B-series corrected most of this with better materials, a more conservative turbo layout and stronger timing components. The ZF 8HP is a standout transmission, but the 'lifetime fluid' claim is the main thing that shortens its life.",
    qualityOpinions:
      "Build quality and panel fit on recent BMWs are excellent, and interiors from 2019 on are among the best in the class. Plastics and trim in lower X1 and 2 Series models feel cheaper than in the 3 Series. Paint and corrosion resistance are good; rust is rarely a problem on BMWs less than 15 years old outside of road-salt states. The weak point in perceived quality is electronics: screens, sensors and parking-assist faults make up a growing share of warranty visits.",
    futurePredictions:
      "We expect the B58 and B48 to remain the backbone of BMW's gas lineup for years, which is good news for used buyers. The Neue Klasse EVs will bring a new electrical architecture and a much larger role for software updates, so independent shops will need current diagnostic subscriptions to keep up. Long term, the cars most likely to cost owners money are the plug-in hybrids once they are out of warranty, because they combine a full engine with a high-voltage system.",
  },
  buyingGuidance: {
    bestModelYears:
      "Used picks, in our experience: 2019–2024 330i and M340i (G20); 2019–2023 X5 xDrive40i (G05); 2018–2024 X3 xDrive30i and M40i (G01); 2017–2023 530i and 540i (G30); 2017–2020 440i and 2017–2021 M240i. On a budget, 2007–2011 328i and 2008–2011 528i with the naturally aspirated N52 are tough engines if the water pump, oil-filter-housing gasket and valve cover have been done. Certified off-lease cars from the B-engine era give the best mix of price and risk.",
    modelsToAvoid:
      "Avoid N63 V8 models from 2009–2014 unless you can fund an engine-out repair; 2007–2010 N54 cars without fuel-pump and injector records; 2012–2015 N20 cars without chain-guide replacement; 2002–2008 7 Series; 2004–2010 N62 V8 models (545i, 550i, 750i, X5 4.8i); and the 2009–2018 diesels unless emissions parts have been replaced recently. Be cautious with any high-mileage X5 or 7 Series with air suspension, and with used plug-in hybrids out of warranty.",
    inspectionTips:
      "Pay for a pre-purchase inspection at an independent BMW shop with ISTA, not a general tool: ask for a full fault-memory printout, service history from the car's key/iDrive, and battery-registration history. Look under the car for oil on the oil pan, front crank area and belt; check the coolant tank for cracks and the level cold. On xDrive cars, do slow full-lock turns in a parking lot to feel for binding and check that all four tires match. On N20 cars, listen for a whine at 1,500–3,000 rpm; on N54 cars, listen for wastegate rattle when lifting off. Check for open recalls and Customer Care Package completion by VIN.",
    negotiationTips:
      "Use BMW's depreciation and lease volume in your favor: three-year-old off-lease 3 Series, X3 and 5 Series cars are plentiful, so shop several dealers and use the number of similar cars on the market as leverage. On a new BMW, dealers can often discount below sticker on sedans more easily than on the X5; month-end and quarter-end deals, and loyalty or conquest incentives from BMW Financial Services, are common. Get an out-the-door price in writing before discussing financing, and on a lease ask the dealer to show BMW Financial Services' base money factor for that month so you can see any markup.",
    dealerAddOns:
      "Common BMW dealer add-ons: tire-and-wheel protection (sometimes useful with run-flats and 20-inch wheels, but read the exclusions), prepaid Ultimate Care+ maintenance (which covers brake pads, rotors and wiper blades beyond the free plan; compare its price to independent-shop estimates), paint and fabric protection, window tint, key replacement coverage and third-party extended warranties. BMW's own extended service contracts are easier to use at BMW centers than third-party products. Decline nitrogen tire fill and VIN etching, and never let a dealer fold add-ons into the lease payment without an itemized price.",
  },
};
