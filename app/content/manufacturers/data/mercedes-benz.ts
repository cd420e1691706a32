import { marketShareText } from "../market-share";
import type { Manufacturer } from "../schema";

export const manufacturer: Manufacturer = {
  slug: "mercedes-benz",
  name: "Mercedes-Benz",
  category: "luxury",
  marketShare: marketShareText("mercedes-benz"),
  shortDescription:
    "Mercedes-Benz sells everything from the GLA to the S-Class, Sprinter vans and AMG models, and builds the GLE, GLS and electric SUVs in Vance, Alabama. Comfort and safety tech lead the class; air suspension, wiring and software faults drive the repair bills.",
  description:
    "Mercedes-Benz: M272/M273 balance-shaft wear, Airmatic air-suspension leaks, the 2006–2012 ML/GL/R brake-booster stop-drive recall, 7G-Tronic conductor plates and oil wicking from cam magnets into the wiring.",
  countryOrigin: "Germany",
  headquarters: "Stuttgart, Germany (Mercedes-Benz USA: Sandy Springs, Georgia)",
  philosophy:
    "Mercedes-Benz builds for comfort, isolation and occupant safety first, then performance through AMG. The brand was early with crumple zones, electronic stability control and pre-crash systems, and it tends to put new technology into the S-Class first and push it down the lineup years later: Airmatic air suspension, Distronic radar cruise control, PRE-SAFE and Drive Pilot conditional automation all started there, while Sensotronic brake-by-wire began on the SL and E-Class. That habit gives owners features other brands lack, but it also means first-generation systems reach the used market with first-generation problems. Mercedes also designs deep integration between modules, so many repairs need XENTRY and online SCN coding, which limits what a general repair shop can do without dealer-level access.",
  recentNews: {
    asOf: "2026-11",
    text: "Daimler AG renamed itself Mercedes-Benz Group in 2022 after spinning off Daimler Truck. The current E-Class (W214) arrived for 2024 with mild-hybrid four- and six-cylinder engines, and the CLE replaced the C- and E-Class coupes and convertibles. Drive Pilot, a conditional hands-off system usable in heavy traffic on approved highways, was approved in Nevada and California in 2023 on the S-Class and EQS. The electric G 580 with EQ Technology went on sale for 2025, a new-generation CLA was revealed in 2025 with an electric version first and a hybrid to follow, and an electric GLC was shown at the 2025 Munich motor show. Mercedes opened a battery plant in Bibb County, Alabama in 2022 to supply EQ SUVs built at nearby Vance, and began switching its U.S. EVs to the NACS (Tesla-style) charging port in 2025.",
  },
  marketPosition:
    "In the U.S., Mercedes-Benz competes with BMW and Lexus for the largest luxury-brand volume, with its SUVs (GLC and GLE especially) outselling its sedans by a wide margin. It has the widest spread of any luxury brand: entry CLA and GLA buyers, the S-Class and Maybach at the top, AMG performance models, the G-Class, and Sprinter vans that are a mainstay of delivery fleets and camper-van builders. Buyers cross-shop the C-Class with the BMW 3 Series and Audi A4/A5, and the GLE with the BMW X5, Lexus RX and Audi Q7.",
  commonProblems: [
    {
      title: "Balance-shaft and idler-gear sprocket wear (M272 V6, M273 V8)",
      affected:
        "2005–2008 C230, C280, C350, CLK350, E350, ML350, R350 and SLK350 with the M272 V6 and 2006–2008 E550, S550, CLS550, GL450 and R500 with the M273 V8, built before the hardened sprocket",
      symptoms:
        "Check-engine light with camshaft/crankshaft correlation codes (P0016, P0017, P0018, P0019), rough idle, hesitation or hard starting as the timing drifts, sometimes a light rattle; metal flakes in the oil filter in advanced cases.",
      cause:
        "The sprocket on the V6 balance shaft and on the V8 idler gear was made of a metal that wears prematurely, so the timing chain loses its correct relationship to the crank and the cam timing drifts out of range.",
      fix:
        "Confirm with cam-position actual values in XENTRY and the engine serial number, then replace the balance shaft (V6) or idler gear (V8) with the updated part, plus chain, tensioner, guides and cam adjuster bolts as needed. Many shops pull the engine for access. Change oil afterward and clear adaptations.",
      cost:
        "Estimate $3,500–$5,500 at an independent Mercedes shop; dealers often quote more or suggest a replacement engine. Excludes diagnosis; no open factory coverage remains on these years.",
      system: "timing-system",
    },
    {
      title: "Airmatic air-suspension strut, air spring and compressor failure",
      affected:
        "2000–2013 S-Class (W220/W221), 2003–2009 E-Class (W211) and 2006–2011 CLS with Airmatic, 2007–2016 GL-Class, and ML, GLE and R-Class models with air suspension",
      symptoms:
        "One corner or the whole car sits low after parking overnight, an 'AIRMATIC Visit Workshop' or 'Stop vehicle, too low' message, a compressor that runs constantly or not at all, a harsh ride, and tires rubbing the fender liners.",
      cause:
        "Rubber air bellows crack from age and ozone, strut valves and air lines leak, and the compressor overheats trying to make up the leak. A relay stuck on can run the compressor until it burns out, and the valve block O-rings leak too.",
      fix:
        "Find the leak (soapy water on bellows and fittings, or a pressure-hold test in XENTRY), replace leaking struts or springs in axle pairs on older cars, replace the relay with any new compressor, then run the level calibration. Do not drive on 'too low': the tire can cut into the body and the car can ground out.",
      cost:
        "Estimate $1,100–$2,000 per front strut and $600–$1,100 per rear air spring installed with OEM-quality parts; $800–$1,600 for a compressor with relay. Excludes diagnosis and alignment.",
      system: "suspension",
    },
    {
      title: "Brake booster corrosion on 2006–2012 ML, GL and R (stop-drive recall)",
      affected:
        "About 292,000 certain 2006–2012 ML-Class (W164), GL-Class (X164) and R-Class (W251) in the U.S., covered by a May 2022 safety recall",
      symptoms:
        "A change in brake pedal feel, a harder pedal that needs more force to stop, longer stopping distances, or a hissing or air-flow noise from the pedal area when braking. In severe cases a hard stop can break the booster so the pedal no longer applies the brakes.",
      cause:
        "Moisture wicks under a rubber sleeve around the brake booster housing and corrodes the housing joint, causing a vacuum leak and, at worst, mechanical failure of the booster.",
      fix:
        "Mercedes told owners to stop driving affected vehicles and offered towing. Dealers remove the sleeve and inspect; cars with advanced corrosion get a function test, and those that fail get a new booster. Cars that pass may be driven up to two years but must return for the final repair. If the service brake fails, the foot-operated parking brake works as an emergency backup.",
      cost:
        "No charge under the recall. For a vehicle outside it, estimate $1,200–$2,000 for a booster replacement at an independent shop, excluding diagnosis and brake-fluid service.",
      system: "brake-system",
      asOf: "2026-11",
    },
    {
      title: "7G-Tronic (722.9) conductor-plate and speed-sensor failure",
      affected:
        "2004–2016 C-, E-, S-, CLS-, CLK-, SLK-, ML-, GL-, R- and GLK-Class models with the 7-speed 722.9 automatic (replaced by the 9G-Tronic from about 2014–2017 depending on model)",
      symptoms:
        "Sudden limp mode stuck in 2nd or 3rd gear, no reverse, 'Transmission malfunction' or 'Visit workshop' messages, harsh or missing upshifts, with input/output speed sensor codes (P0715, P0717, P0720, P0722) or transmission control unit faults.",
      cause:
        "The speed sensors are built into the conductor plate (the circuit board on the valve body that carries the transmission control unit) and fail from heat. ATF that wicks through a leaking transmission connector sleeve can also travel up the harness.",
      fix:
        "Replace the conductor plate (a new plate must be programmed to the VIN with SCN coding in XENTRY; used plates must be unlocked first) along with the connector sleeve, filter and pan gasket, then fill with the specified Mercedes ATF and set the level at the specified fluid temperature with the dipstick tool. Run adaptations afterward.",
      cost:
        "Estimate $1,000–$1,900 at an independent shop with programming, $1,800–$2,800 at a dealer. Excludes diagnosis; valve-body or transmission replacement costs more.",
      system: "transmission",
    },
    {
      title: "Camshaft-adjuster magnet leaks wicking oil into engine wiring",
      affected:
        "M271 (C230 Kompressor, C250, SLK250), M272 V6, M273 V8, M274 2.0 L turbo (C300, GLC300, E300) and M276 V6 (E350, ML/GLE350) engines",
      symptoms:
        "Oil seeping around the round solenoids on the front of the cylinder head, oil inside the solenoid connectors, cam-timing codes (P0010–P0014, P0020–P0024 range), and once oil migrates along the harness, erratic running or an engine control module fault.",
      cause:
        "Internal seals in the camshaft adjuster solenoids ('cam magnets') fail, and engine oil under pressure passes through the solenoid into its connector; from there it can wick through the wire cores toward junctions and the ECM.",
      fix:
        "Replace the leaking magnets and their seals, cut into the connector and harness to see how far the oil traveled, and replace that harness section or add a repair pigtail. If oil reached the ECM it must be cleaned or replaced and programmed online with SCN coding.",
      cost:
        "Estimate $300–$650 per pair of magnets installed; $900–$2,000 if a harness section needs replacing; $1,500–$2,500 for an ECM with programming. Excludes diagnosis.",
      system: "electronics-wiring",
    },
    {
      title: "BlueTEC diesel oil-cooler seal leaks and AdBlue (DEF) faults (OM642)",
      affected:
        "2007–2016 E-, ML-, GL- and R-Class BlueTEC models with the 3.0 L OM642 V6 diesel; urea (AdBlue/DEF) injection on 2009-and-later BlueTEC SUVs and 2011-and-later E-Class",
      symptoms:
        "Oil pooling in the engine valley and dripping from the back of the engine onto the transmission bellhousing (often misdiagnosed as a rear main seal); with urea-system faults, 'Check AdBlue' or 'Visit workshop' messages, a starts-remaining countdown, and codes such as P20EE (SCR efficiency) or NOx-sensor faults.",
      cause:
        "The oil-cooler seals under the intake manifold harden and leak into the valley. DEF tank heaters, DEF pumps and NOx sensors fail from urea crystals and heat. The 2020 U.S. emissions settlement required a software update on affected BlueTEC cars and extended the warranty on certain emissions parts.",
      fix:
        "For the leak, remove the intake manifold and replace the oil-cooler seals and valley gaskets with updated seals. For AdBlue faults, test heater resistance, DEF pump pressure and NOx sensors, replace the failed part, then adapt in XENTRY. Check by VIN whether the emissions modification was done and what extended coverage applies.",
      cost:
        "Estimate $1,500–$2,800 for oil-cooler seals; $1,200–$2,500 for a DEF tank and heater assembly; $450–$800 per NOx sensor. Excludes diagnosis; some parts may be covered by the settlement warranty.",
      system: "exhaust-system",
      asOf: "2026-11",
    },
    {
      title: "Sensotronic Brake Control (SBC) hydraulic unit failure",
      affected:
        "2003–2006 E-Class (W211), 2006 CLS (W219) and 2003–2011 SL (R230) with the electrohydraulic SBC brake-by-wire system",
      symptoms:
        "Red brake and yellow ABS lights with a 'Brake malfunction' or reduced-braking-power message and a warning tone; the pedal becomes much harder and longer as the system falls back to a hydraulic backup that brakes only the front wheels, and ABS and stability control stop working. Stopping distances grow sharply: pull over and press the pedal firmly and fully.",
      cause:
        "The SBC hydraulic unit's pump and pressure accumulator wear, and the unit counts brake applications and warns at a programmed limit. Recalls in 2004 and 2005 addressed a loose ground connection and early pump defects.",
      fix:
        "Replace the SBC hydraulic unit; XENTRY is needed to deactivate SBC, bleed and reactivate it. Mercedes extended warranty coverage on SBC hydraulic units (reported as 25 years on affected cars), so have a dealer verify the fault and check coverage by VIN before paying. Never do brake work without deactivating SBC: the pump can apply the calipers on its own.",
      cost:
        "Estimate $2,000–$3,500 for an SBC unit installed if you pay out of pocket; often no charge when the extended coverage applies and the dealer confirms the fault. Excludes diagnosis.",
      system: "brake-system",
      asOf: "2026-11",
    },
    {
      title: "Electronic steering lock (ESL/ELV) failure: key won't turn, no start",
      affected:
        "2003–2009 E-Class (W211), CLS (W219) and CLK (W209); 2008–2014 C-Class (W204), 2010–2015 GLK (X204) and 2010–2016 E-Class (W212/W207)",
      symptoms:
        "The key goes into the ignition but will not turn, or Keyless-Go does nothing; no crank and often no dash lights. Some cars show intermittent trouble first, starting only after several tries, or the steering column stays locked.",
      cause:
        "The electric steering-lock motor wears (common on W204 and W212) or the lock's electronics fail, so it never reports 'unlocked' to the electronic ignition switch (EIS) and the EIS refuses to start the engine. Low battery voltage hastens failure.",
      fix:
        "Confirm with XENTRY, then replace the ESL/ELV with a new unit that must be matched to the EIS through Mercedes online coding; some cars also need a new EIS and keys as a matched set. Test and replace a weak battery at the same time.",
      cost:
        "Estimate $700–$1,500 for an ESL replaced and coded; $1,500–$2,500 if the EIS and keys are replaced too. Excludes towing and diagnosis.",
      system: "engine-wont-start",
    },
    {
      title: "Thermostat housing and water pump coolant leaks (M270/M274/M276)",
      affected:
        "2014-on CLA250 and 2015-on GLA250 (M270); roughly 2015–2019 C300, GLC300, E300 and SLC300 with the M274 2.0 L turbo; 2012–2019 E350, ML/GLE350, GLK350 and C350/C400 with the M276 V6",
      symptoms:
        "Low-coolant warnings, dried coolant crust around the thermostat housing (four-cylinders) or below the water pump (V6), slow warm-up or rising temperature, and thermostat codes such as P0128 or P0597 (heated-thermostat circuit).",
      cause:
        "The electronically heated, map-controlled thermostat housing is plastic, and its seals and heating element fail; the M276 water pump's shaft seal weeps. Plastic coolant pipes and quick-connect fittings also crack with heat cycling.",
      fix:
        "Replace the thermostat housing or water pump with new seals, replace any cracked pipes, refill with Mercedes-approved coolant (MB 325.0/326.0 specification) using a vacuum filler to avoid air pockets, and confirm operating temperature. If the gauge climbs toward red, stop: an overheated aluminum engine can warp the heads.",
      cost:
        "Estimate $600–$1,100 for a thermostat housing and $900–$1,600 for an M276 water pump at an independent shop. Excludes diagnosis and any overheating damage.",
      system: "cooling-system",
    },
    {
      title: "MBUX screen blackouts, reboots and missing backup-camera image",
      affected:
        "2019–2023 MBUX models including A-Class, CLA, GLA, GLB, GLC, GLE, GLS, E-Class, CLS, AMG GT 4-door, 2021-on S-Class (W223) and EQS",
      symptoms:
        "The central display stays black after startup or reboots while driving, the backup camera image is missing or frozen in Reverse, navigation and phone drop out and 'Hey Mercedes' stops responding; on some cars climate controls shown on screen become unreachable.",
      cause:
        "MBUX head-unit software that may not start correctly under certain temperature and component-tolerance conditions. A May 2021 recall covered about 342,000 2019–2021 models for the missing camera image, and a 2022 recall covered 2021 S-Class and 2022 EQS cars for a display that may not activate.",
      fix:
        "Check the VIN for open recalls; the remedy is a head-unit software update, installed over the air on cars with an active Mercedes me connection or at a dealer. Reboots that persist after current software mean a head-unit replacement, which must be coded online. Use mirrors and look back until the camera works.",
      cost:
        "Software recalls cost nothing. Estimate $2,500–$4,500 for an MBUX head unit replaced and coded out of warranty. Excludes diagnosis; a used unit may not code to another VIN.",
      system: "infotainment",
      asOf: "2026-11",
    },
  ],
  modelLineup: {
    asOf: "2026-11",
    current: [
      "C-Class sedan (C 300) and AMG C 43 / C 63 S E PERFORMANCE",
      "CLA four-door coupe and CLE coupe and cabriolet",
      "E-Class sedan and E-Class All-Terrain wagon (W214)",
      "S-Class and Mercedes-Maybach S-Class",
      "GLA and GLB compact SUVs, and the electric EQB",
      "GLC and GLC Coupe",
      "GLE, GLE Coupe and GLS (built in Vance, Alabama), plus Mercedes-Maybach GLS",
      "G-Class, including the electric G 580 with EQ Technology",
      "EQE and EQS sedans and SUVs (the SUVs built in Alabama)",
      "SL roadster and AMG GT coupe",
      "Sprinter and eSprinter vans",
    ],
    bestSelling: ["GLC", "GLE", "C-Class", "E-Class"],
    upcoming: [
      "New-generation CLA, electric first with a hybrid version announced",
      "Electric GLC (revealed at the 2025 Munich motor show)",
    ],
    discontinued: [
      "CLK coupe and cabriolet (1998–2009)",
      "SLK and SLC roadster (SLC ended in the U.S. after 2020)",
      "CLS four-door coupe (2006–2023 in the U.S.)",
      "R-Class crossover (2006–2012 in the U.S.)",
      "GLK (2010–2015), replaced by the GLC",
      "ML-Class and GL-Class names (renamed GLE and GLS for 2016–2017)",
      "B-Class Electric Drive (2014–2017)",
      "A-Class sedan (2019–2022)",
      "Metris midsize van (2016–2023)",
      "C-Class and E-Class coupes and convertibles (replaced by the CLE)",
      "SLS AMG (2011–2015) and SLR McLaren (2005–2009)",
    ],
    specialization:
      "Mercedes-Benz covers more of the luxury market than any rival, but its engineering center of gravity is the large, quiet, heavily equipped car: the E-Class, S-Class, GLE and GLS, all available with air suspension and the brand's most advanced driver-assistance hardware. AMG gives it a performance line with hand-built V8s (the M177/M178 4.0 L twin-turbo) and, from the 2024 model year, a hybrid four-cylinder in the C 63. The brand is also a major commercial-van maker: the Sprinter is common in fleets, ambulances and camper conversions, so many independent shops see Mercedes diesel vans as often as cars. The EQ electric family (EQB, EQE, EQS) sits beside the gas models, with the EQE and EQS SUVs and GLE/GLS built in Alabama.",
  },
  reliabilityInfo: {
    overallScore:
      "Mercedes-Benz has mostly sat in the lower half of Consumer Reports' brand reliability rankings in recent years, with electronics, infotainment and in some years new-model launch problems pulling it down. From the shop side, well-maintained four-cylinder C- and GLC-Class cars are usually reasonable, while older air-suspension flagships and first-year launches of new generations account for most of the large bills.",
    comparison:
      "Compared with BMW, Mercedes tends to score lower in recent surveys, mainly on electronics and air suspension rather than engines. Compared with Lexus the gap is wide; Lexus costs far less to keep past warranty. Audi and Mercedes are often close in survey results. Where Mercedes does well is body durability and crash protection, and the OM642 diesel and M276 V6 are long-lived engines when their leaks are addressed.",
    trends:
      "The 2000–2006 era (W210/W211 E-Class, W220 S-Class, W163 ML) hurt the brand's reputation with electronics, SBC brakes, Airmatic and rust. Quality recovered with the W212 E-Class and W204 C-Class around 2010–2015. Since 2019, MBUX software, camera and screen recalls and more electronics in every model have become the main complaint, while the core gasoline engines (M264, M254, M256) have fewer reported problems so far. First model years of new generations (the 2022 C-Class, 2024 E-Class) tend to carry more software updates.",
    mostReliable:
      "In our experience the best Mercedes choices are the 2012–2016 E350 (W212) with the M276 V6, the 2016–2022 GLC300 with the M274 four-cylinder, the 2015–2021 C300 (W205) with its later software, the 2012–2015 ML350 (W166) with the M276, and the 2016–2019 GLE350. The OM642 diesel Sprinter and GL/ML BlueTEC engines are mechanically long-lived when oil-cooler seals and emissions parts are kept up. Choose coil-spring suspension over Airmatic where the model offers it.",
    leastReliable:
      "Worst in our bays: 2003–2006 E-Class (W211) with SBC brakes, 2005–2008 M272/M273 V6 and V8 models with balance-shaft or idler-gear wear, 2000–2006 S-Class (W220) with Airmatic and electrical faults, 2006–2008 ML and R-Class, and V12 S600/CL600 models with Active Body Control hydraulics. The 2007–2013 S-Class and CL-Class with air or hydraulic suspension are expensive to keep on the road after 100,000 miles. Among newer cars, 2019–2021 MBUX models had many camera and screen software recalls.",
  },
  ownershipCosts: {
    averagePrice:
      "Estimate for 2025 models before options and destination: CLA 250 from about $44,000, C 300 from about $48,000, GLC 300 from about $50,000, E 350 from about $63,000, GLE 350 from about $63,000, GLS 450 from about $88,000 and S 500 from about $118,000. Packages add quickly; many GLEs sell in the $75,000–$85,000 range. Three-year-old C-Class and E-Class sedans commonly sell for well under 60% of their original sticker on the used market (estimate).",
    maintenanceCosts:
      "Mercedes uses the Flexible Service System: Service A at 1 year/10,000 miles, Service B a year later, alternating, plus numbered add-on items (brake fluid every two years, spark plugs, transmission service). Nothing is free after the sale unless a prepaid maintenance plan was bought. Independent-shop estimates before tax: Service A $150–$300, Service B $350–$600 (dealers charge more), brake pads and rotors $600–$1,000 per axle, spark plugs on a V6 $400–$700. Out of warranty we plan $1,800–$3,500 per year on average for a GLE or E-Class with air suspension, less for a four-cylinder C or GLC (estimate).",
    insuranceTrends:
      "Insurance for Mercedes models sits above mainstream averages because of parts prices, aluminum body panels on several models, LED and Multibeam headlights, and camera and radar calibration after collision or windshield work. AMG models and the S-Class cost the most to insure; the GLA, GLB and C 300 are the least expensive Mercedes to cover. Quote the exact model before buying: an AMG C 43 or GLE 53 can cost far more to cover than a C 300 or GLE 350 with the same driver.",
    depreciationRates:
      "Mercedes sedans lose value quickly, with the S-Class, EQS and EQE among the steepest drops in the luxury market; an EQS can lose more than half its value in two to three years (editorial estimate). The G-Class is the exception and holds value unusually well, and the Sprinter holds value well as a work vehicle. GLC and GLE depreciation is closer to the luxury SUV average. For used buyers, a two- or three-year-old certified E-Class or S-Class is a big discount from new.",
    warrantyInfo: {
      asOf: "2026-11",
      text: "New Mercedes-Benz passenger vehicles carry a 4-year/50,000-mile new vehicle limited warranty covering both the vehicle and the powertrain; there is no separate, longer powertrain term. Roadside assistance runs for the warranty period. The EQS and EQE carry a 10-year/155,000-mile high-voltage battery warranty, and the EQB an 8-year/100,000-mile battery warranty; check the exact terms for a plug-in hybrid in its warranty booklet. Scheduled maintenance is not included, but prepaid plans are sold. Certified pre-owned cars add coverage beyond the factory term; confirm the exact length for the model year.",
    },
  },
  repairInfo: {
    repairCosts:
      "Typical independent-shop estimates, parts and labor, excluding diagnosis and taxes: Airmatic front strut $1,100–$2,000 each; air compressor $800–$1,600; 7G-Tronic conductor plate with programming $1,000–$1,900; M276 water pump $900–$1,600; cam-magnet pair $300–$650; ESL steering lock with coding $700–$1,500; M272 balance shaft $3,500–$5,500; OM642 oil-cooler seals $1,500–$2,800. A Mercedes-capable independent charges $150–$250 for diagnosis with XENTRY or an equivalent tool. Dealer labor rates in many metros exceeded $220 per hour in 2026 (estimate), so the same job can cost 40–70% more there.",
    diyFixes:
      "Doable at home with basic tools and a Mercedes-aware scan tool: oil and filter (most engines use a top-mounted cartridge filter and need the exact MB 229.5/229.51/229.71 oil spec), engine and cabin filters, wiper blades, 12-volt main and auxiliary battery replacement, brake pads and rotors on non-SBC cars with the wear sensor, spark plugs on four-cylinders, and cam-magnet replacement on many engines. Resetting the Service A/B indicator can be done from the instrument cluster menu. Leave SBC brake work, transmission fluid level setting (temperature-dependent), Airmatic calibration and anything needing SCN coding to a shop with online access.",
    warningSigns:
      "A car sitting low in the morning means an Airmatic leak; fix it before the compressor burns out. A check-engine light with P0016–P0019 on a 2005–2008 V6 or V8 points to balance-shaft or idler-gear wear. Oil at the cam-magnet connectors means oil may already be in the harness. Sudden stuck-in-gear limp mode on a 722.9 is usually the conductor plate. A hissing sound or a change in pedal feel on a 2006–2012 ML, GL or R means stop driving and check the booster recall. A key that sometimes will not turn is the ESL warning you before it strands you.",
    preventativeTips:
      "Change engine oil at 7,500 miles or sooner rather than the maximum 10,000, using the exact MB-approved specification. Service the 722.9 transmission (fluid, filter, connector sleeve) around 40,000–60,000 miles even where the schedule lists it later or not at all. Replace Airmatic struts in pairs and the compressor relay whenever the compressor is replaced. Keep the 12-volt battery healthy: weak voltage causes ESL, EIS and module faults on these cars. On BlueTEC diesels, use only ISO 22241 DEF and do not let the tank sit near empty. Clean sunroof and cowl drains on older E- and ML-Class to keep water out of modules.",
    yearsToAvoid:
      "2003–2006 E-Class (SBC brakes and electronics), 2005–2008 V6 and V8 models with the M272/M273 unless the balance shaft or idler gear has been replaced, 2000–2006 S-Class (Airmatic, electrical), 2006–2008 ML-Class and R-Class, and any 2006–2012 ML, GL or R without proof the brake-booster recall was done. Be careful with 2019–2021 MBUX models that have not had their software recalls, and with first model years of new generations, such as the 2022 C-Class.",
  },
  recalls: {
    asOf: "2026-11",
    majorCampaigns:
      "In May 2022 Mercedes-Benz USA recalled about 292,000 2006–2012 ML, GL and R-Class SUVs for brake-booster corrosion and told owners to stop driving them until inspected, offering towing. In 2021 it recalled about 342,000 2019–2021 MBUX-equipped models because the rearview camera image might not display, fixed by a software update, with a follow-up 2022 recall for 2021 S-Class and 2022 EQS displays. Earlier, 2004 and 2005 campaigns addressed SBC brake hydraulic units on the E-Class and SL, and Mercedes participated in the Takata passenger-airbag inflator recalls on a range of late-2000s to mid-2010s models.",
    handlingProcess:
      "Mercedes-Benz USA files recalls with NHTSA, notifies owners by mail, and performs repairs free at authorized dealers; many software recalls on MBUX-era cars can be done over the air if the car has an active Mercedes me connection. For serious safety defects like the brake-booster case it has issued stop-drive advisories with towing and alternate transportation. Emissions matters such as the BlueTEC diesel settlement were handled with the EPA and CARB and included approved software modifications and extended emissions-part warranties.",
    ownerSteps:
      "Check the VIN at nhtsa.gov/recalls and on Mercedes-Benz USA's owner site, and ask a dealer for a printout of open campaigns and service measures, which can include non-safety software updates. On a used 2006–2012 ML, GL or R, get written proof the booster inspection or replacement was done. Keep Mercedes me connected so over-the-air recall updates can install. Before paying for SBC, camera or emissions-part repairs, ask whether an extended warranty or settlement coverage applies.",
    patterns:
      "Mercedes recalls in recent years are dominated by software (camera display, MBUX, driver-assist) and by electrical grounds and connectors, many of them fixed over the air. The larger mechanical campaigns hit aging SUVs (the ML/GL/R brake booster) and first-generation technology (SBC). Costly engine wear items such as the M272 balance shaft were never safety recalls, so owners of those cars paid for repairs themselves.",
  },
  strengths: {
    excellingAreas: [
      "Ride comfort and cabin quietness, especially E-Class, S-Class and GLE",
      "Crash structures and the Distronic adaptive-cruise and steering-assist suite on E- and S-Class",
      "Long-lived diesel engines (OM642) in SUVs and Sprinter vans",
      "Interior design and ambient technology on MBUX-era models",
      "AMG performance models with hand-assembled V8 engines",
    ],
    uniqueFeatures: [
      "Drive Pilot conditional automated driving on the S-Class and EQS in approved states",
      "E-Active Body Control and Airmatic air suspension",
      "MBUX with 'Hey Mercedes' voice control and over-the-air updates",
      "PRE-SAFE occupant protection that prepares belts and seats before a crash",
      "Sprinter van platform used widely for fleets, ambulances and camper conversions",
    ],
    awards: [
      "C-Class (W205): 2015 World Car of the Year",
      "S-Class (W223): 2021 World Luxury Car",
      "EQS: 2022 World Luxury Car",
      "IIHS Top Safety Pick+ ratings on several recent Mercedes models; verify the specific year and body style",
    ],
    engineeringApproaches:
      "Mercedes puts its newest technology into the S-Class and spreads it down over several years, which gives the brand a long list of firsts and a long list of first-generation faults. Its engines moved from the M272/M273 naturally aspirated V6 and V8 to turbo four- and six-cylinders (M274, M264, M256) with 48-volt integrated starter-generators in many current models. Cooling systems use map-controlled heated thermostats, and transmissions moved from the 5-speed 722.6 through the 7G-Tronic to the 9G-Tronic. Electronics are tightly coupled: the EIS, ESL, transmission controller and engine computer must match by VIN, which improves theft protection but complicates repairs.",
    commitments:
      "Mercedes-Benz has built electric SUV production and a battery plant in Alabama and says it will keep offering electric, hybrid and combustion models side by side based on demand, having walked back an earlier all-electric target. The brand is adopting the NACS charging port for its U.S. EVs and committed to long high-voltage battery warranties on the EQS and EQE. It also publishes Drive Pilot's operating conditions and has said it takes responsibility for the driving task while Drive Pilot is engaged within them.",
  },
  expertInsights: {
    mechanicPerspectives:
      "We see two kinds of Mercedes owners: those with a 2016-on four-cylinder C or GLC who mostly need oil services, brakes and a thermostat housing, and those with an older E-, S- or GL-Class on air suspension who need a $2,000 repair (our estimate) every year or two. Both can work out if the buyer knows which car they bought. The most common mistake we see is skipping the transmission service and letting a small Airmatic leak kill the compressor. A good independent Mercedes shop with XENTRY and online coding access saves owners real money.",
    engineeringAnalysis:
      "Many of Mercedes' big problem areas trace back to choices made for refinement: Airmatic for ride quality, SBC for brake feel and stability control, ESL for theft protection, and tightly coded modules for security. Each works well when new and becomes a cost as rubber and electronics age. The M272/M273 sprocket problem was a materials mistake, not a design concept flaw, and cars built after the change are durable. The newer M256 inline-six and 48-volt system add complexity; as of 2026, long-term data on the starter-generator is limited.",
    qualityOpinions:
      "Body construction, paint and crash structures are excellent, and corrosion is far better controlled than on the early-2000s cars, which rusted at jacking points, wheel arches and trunk lids. Interiors on MBUX-era cars look spectacular, but trim rattles, screen glitches and camera faults are frequent warranty visits. Build quality on U.S.-built GLE and GLS models matches the German-built cars in our experience.",
    futurePredictions:
      "Expect the current four- and six-cylinder 48-volt engines to dominate used listings for the next decade, with the integrated starter-generator, 48-volt battery and MBUX hardware being the parts to watch out of warranty. Software will keep driving recall counts, mostly fixed over the air. The EQ cars' steep depreciation should make them bargains for buyers who can live with their range, backed by the long battery warranty on the EQS and EQE.",
  },
  buyingGuidance: {
    bestModelYears:
      "Best used buys in our experience: 2012–2016 E350 (W212) with the M276 V6 and coil suspension, 2016–2022 GLC300, 2019–2021 C300 (later W205) with recalls completed, 2016–2019 GLE350, 2012–2015 ML350, and 2017–2020 E300/E400 with coil suspension. Buy later years within a generation to get the software and hardware updates. A 2009-and-later OM642 BlueTEC SUV can be a long-lived highway car if the emissions modification is done and service records are complete.",
    modelsToAvoid:
      "Avoid 2003–2006 E-Class with SBC, 2005–2008 M272/M273 cars without balance-shaft or idler-gear records, W220 S-Class (2000–2006), V12 and ABC-suspension S600/CL600/SL600 models unless you expect large bills, 2006–2008 ML and R-Class, and any 2006–2012 ML/GL/R without the brake-booster recall completed. Used EQS and EQE cars are cheap, but confirm battery health and open software campaigns before buying.",
    inspectionTips:
      "Use an independent Mercedes specialist with XENTRY for a pre-purchase inspection and ask for a full quick-test printout of every module. Check that the car sits level after sitting overnight (Airmatic), look for oil at the cam-magnet connectors and around the oil-cooler area on diesels, and check the transmission for flares and harsh shifts cold and warm. Turn the key repeatedly to check ESL behavior on W204/W212 cars. Look for rust at jacking points, rear wheel arches and door bottoms on pre-2010 cars. Confirm the backup camera comes up within two seconds of selecting Reverse, and print open recalls by VIN.",
    negotiationTips:
      "Mercedes sedans and EQ models depreciate fast and dealers carry them longer, so there is more room on a C-Class, E-Class, EQE or EQS than on a G-Class or GLE. Compare the same model at several dealers, including Mercedes-Benz certified pre-owned stock, and use Mercedes-Benz Financial lease programs and loyalty offers as leverage. On a G-Class or new AMG, ask in writing whether the dealer adds a market adjustment before you negotiate anything else. For used cars, factor the cost of known items (Airmatic struts, transmission service) into your offer.",
    dealerAddOns:
      "Expect to be offered prepaid maintenance (Service A/B plans, which can be fair value if priced close to dealer rates), tire-and-wheel protection (useful on AMG and low-profile tires), ceramic paint coating, window tint, interior protection, key replacement coverage and extended limited warranties. A Mercedes-backed extended warranty can be worth considering on an air-suspension car kept past 50,000 miles, but price it against the repairs it covers. Decline VIN etching and nitrogen fills, and check that a Mercedes-Benz Financial lease quote lists each add-on separately.",
  },
};
