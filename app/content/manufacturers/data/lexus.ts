import { marketShareText } from "../market-share";
import type { Manufacturer } from "../schema";

export const manufacturer: Manufacturer = {
  slug: "lexus",
  name: "Lexus",
  category: "luxury",
  marketShare: marketShareText("lexus"),
  shortDescription:
    "Lexus is Toyota's luxury brand: Toyota-derived platforms and powertrains (the RX shares hardware with the Highlander, the ES with the Camry and Avalon, the GX with the Land Cruiser Prado and 4Runner, the LX with the Land Cruiser) wrapped in quieter cabins and dealer service that sets the luxury benchmark.",
  description:
    "Top-tier dependability with a few known faults: 2GR V6 oil-line bursts, IS 250 intake carbon, GX/LX air suspension and air-pump failures, hybrid inverter pumps, and the 2022–2024 LX 600/GX 550 engine-debris recall.",
  countryOrigin: "Japan (brand launched in the U.S. in 1989)",
  headquarters: "Owned by Toyota Motor Corporation, Toyota City, Japan; U.S. headquarters in Plano, Texas",
  philosophy:
    "Lexus was created in 1989 with the LS 400 and ES 250 to beat German luxury cars on quietness, quality and dealer treatment rather than on performance. The brand has worked that way ever since: Lexus takes proven Toyota hardware, adds sound deadening, extra finishing and more inspection, and backs it with a service experience (loaners, free car washes, long warranty) that owners rank highly. The 'F' and 'F SPORT' models add performance, and Lexus has led the luxury segment in hybrids since the 2006 RX 400h, but the core promise is an expensive car that almost never strands you.",
  recentNews: {
    asOf: "2026-11",
    text: "The LX 600 and the new GX 550 share Toyota's 3.4 L V35A twin-turbo V6, and both were caught up in the recalls for machining debris left inside engines: 2022–2023 LX 600s in May 2024 (remedy: engine replacement), then more LX 600s and the 2024 GX 550 in 2025, with no remedy yet available when those 2025 recalls were filed. The GX was redesigned for 2024 and moved from the 4.6 L V8 to that twin-turbo V6; the three-row TX crossover arrived for 2024, built in Indiana; the LX 700h hybrid was added; and an all-new ES with hybrid and battery-electric versions was revealed in 2025. Lexus Interface, the touchscreen system that replaced the much-criticized Remote Touch touchpad, spread across most of the range from the 2022 NX onward.",
  },
  marketPosition:
    "Lexus is one of the top-selling luxury brands in the U.S., competing with BMW, Mercedes-Benz and Tesla for the lead, and it sells more luxury hybrids than anyone. Roughly half of Lexus volume comes from the RX and NX crossovers; the ES is one of the last big-selling luxury sedans. Lexus owners are older and more loyal than average, and certified pre-owned Lexus vehicles are in high demand because buyers trust the long-term reliability. The RX and NX are built largely in Cambridge, Ontario, and the TX in Princeton, Indiana, which helps parts supply in North America.",
  commonProblems: [
    {
      title: "VVT-i oil line burst and sudden oil loss on the 3.5 L 2GR V6",
      affected:
        "Early 3.5 L 2GR-FE engines, chiefly 2007–2009 ES 350 and RX 350 (same engine family as the Camry V6), still fitted with the original rubber-section line",
      symptoms:
        "Burning-oil smell, smoke from under the hood, a trail of oil on the road, then the oil pressure light. The engine can pump out most of its oil in under a minute. Pull over and shut off at once: seconds more can spin a bearing, and oil spraying on hot exhaust parts is a fire risk.",
      cause:
        "The pipe that feeds oil to the variable valve timing system used a rubber hose section crimped between steel tubes. With heat and age the rubber hardens, splits or pushes off its crimp under full oil pressure.",
      fix:
        "Replace the assembly with Toyota's revised all-metal oil cooler pipe and new gaskets, refill with oil and check for engine damage (oil pressure test, listen for rod knock, inspect the filter for bearing material). Lexus ran a limited service campaign to replace the line free; an all-metal pipe low on the front of the engine means it is done, while a rubber section means replace it before it bursts.",
      cost: "Estimate $250–$450 for the metal line installed if it was never done under the campaign; a replacement engine after an oil-starved failure is $5,000–$8,000. Excludes towing.",
      system: "advanced-engine",
      asOf: "2026-11",
    },
    {
      title: "Intake-valve carbon buildup and cold misfire on the IS 250 (4GR-FSE)",
      affected:
        "2006–2015 IS 250 and 2010–2015 IS 250C with the 2.5 L direct-injection 4GR-FSE V6, usually past 60,000 miles",
      symptoms:
        "Rough, shaking idle after a cold start, a flashing check engine light in the first minute, misfire codes P0300–P0306, stumbling off the line and falling fuel economy. Short-trip cars are the worst.",
      cause:
        "The 4GR-FSE is direct-injection only, with no port injectors to wash the intake valves, so crankcase oil vapor from the PCV system bakes onto the backs of the valves and chokes airflow. The IS 350's 2GR-FSE adds port injectors and rarely suffers this.",
      fix:
        "Confirm with a borescope at the intake ports (throttle body or manifold off), then remove the intake manifold and walnut-shell blast the valves, replace the intake gaskets, clean the throttle body and perform an idle relearn. Induction-spray cleaners only help light deposits. Check the ignition coils and iridium plugs at the same time, since repeated misfires damage them.",
      cost: "Estimate $600–$1,100 for walnut blasting at an independent shop. Excludes coils, plugs and diagnosis.",
      system: "advanced-engine",
    },
    {
      title: "LX 600 and GX 550 twin-turbo V6 engine-debris recall",
      affected:
        "2022–2024 LX 600 and 2024 GX 550 with the 3.4 L V35A twin-turbo V6; the May 2024 recall covered 2022–2023 LX 600s, and 2025 recalls added later LX 600s and the GX 550",
      symptoms:
        "A deep knock that rises with engine speed, rough running, an oil-pressure warning, glitter in drained oil, and finally a stall or loss of drive power while moving, which can cause a crash. A knocking V35A should be towed, not driven.",
      cause:
        "Metal machining swarf left in the engine at the plant was not fully cleaned out; it circulates with the oil and destroys the crankshaft main bearings.",
      fix:
        "Under the 2024 recall a Lexus dealer replaces the engine at no cost; the 2025 recalls carry their own remedy, not yet available when they were filed. Re-run the VIN at lexus.com/recall even if an earlier check came back clear, because later campaigns added VINs. Keep the repair order listing the replacement engine number; it matters at trade-in.",
      cost: "Estimate $0 under the recall; an out-of-warranty engine replacement would likely exceed $15,000, excluding towing and diagnosis.",
      system: "advanced-engine",
      asOf: "2026-11",
      nhtsaCampaign: "24V381",
    },
    {
      title: "Inverter coolant pump failure on Lexus hybrids (P0A93)",
      affected:
        "2006–2008 RX 400h and 2010–2015 RX 450h, with similar failures on the GS 450h and LS 600h L, all of which use a separate inverter cooling loop",
      symptoms:
        "Check engine and hybrid system warnings with P0A93 (inverter cooling system performance), reduced power, and no visible swirl in the inverter coolant reservoir with the car in Ready. Keep driving and the inverter overheats and the car drops into a limp mode that can leave you crawling on a highway.",
      cause:
        "The electric pump that circulates pink coolant through the inverter and motor-generators wears out, or the loop is air-locked after a coolant service that did not bleed it.",
      fix:
        "Confirm pump operation in Ready (reservoir flow, pump relay, connector and current draw), replace the pump, refill with Toyota Super Long Life Coolant and bleed the inverter loop using the scan tool's pump activation. The inverter sits among orange high-voltage cables: only hybrid-trained techs should work there, with the service plug removed.",
      cost: "Estimate $450–$900 at an independent hybrid shop. Excludes diagnosis and any inverter damage from driving it overheated.",
      system: "cooling-system",
    },
    {
      title: "Rear air-spring leaks and AHC height-control faults on GX and LX",
      affected:
        "2003–2009 GX 470 and 2010–2023 GX 460 with rear air suspension; 1998–2007 LX 470 and 2008–2021 LX 570 with Active Height Control (AHC)",
      symptoms:
        "The rear sits low after parking overnight, the height-control compressor runs constantly, a suspension or AHC warning lights, the ride turns harsh or floaty, and on the LX one corner sits low with fluid on the shock bodies. A collapsed air spring raises headlight aim and upsets braking balance when loaded.",
      cause:
        "Rubber air springs crack with age and sun, the compressor overworks and burns out, and the dryer saturates. On AHC systems the nitrogen-charged accumulator spheres lose their charge and the hydraulic height-control shocks leak.",
      fix:
        "Soap-test the air springs and fittings, check compressor current and the dryer, and replace air springs in pairs plus the compressor if it overheated. On LX AHC, replace the spheres or leaking shocks, bleed the system and reset ride height with a scan tool. A coil-spring conversion for the GX rear is a legitimate fix if the kit matches load ratings and keeps warning lights off.",
      cost: "Estimate $900–$1,800 for a pair of GX rear air springs installed; $1,500–$4,000 for LX AHC spheres and shocks. Excludes alignment and diagnosis.",
      system: "suspension",
    },
    {
      title: "Engine stall from a failed Denso fuel pump on Lexus models",
      affected:
        "Many 2017–2020 Lexus ES 350, GS, GX 460, IS, LC, LS, LX 570, NX, RC and RX 350/350L, 2019 UX 200, plus some 2013–2015 models; check each VIN",
      symptoms:
        "Extended cranking, surging, a check engine light with P0171 or P0087, hesitation under load, and a stall while driving that may not restart. A stall in traffic can cause a crash, brake assist fades after a few pedal applications with the engine off, and GX and LX steering turns heavy, so an open recall here is urgent.",
      cause:
        "A low-density plastic impeller inside the Denso low-pressure pump absorbs fuel, swells and jams against the pump body.",
      fix:
        "The Lexus dealer replaces the pump with a revised part under the recall, usually with a loaner. Complete it even if the car runs perfectly, then verify fuel pressure and clear stored codes.",
      cost: "Estimate $0 under the recall; outside it, a pump replacement at a Lexus dealer is $900–$1,600. Excludes towing.",
      system: "fuel-system",
      asOf: "2026-11",
    },
    {
      title: "Air injection pump failure and limp mode on V8 Lexus SUVs",
      affected:
        "2010–2023 GX 460 with the 4.6 L 1UR-FE and 2008–2021 LX 570 with the 5.7 L 3UR-FE, most often in wet or salted regions",
      symptoms:
        "On a cold start, a check engine light with P2440–P2445, a reduced-power limp mode and often the VSC warning on as well. You may hear the pump grind or hear nothing at all during the first minute after a cold start, when it should be running. Limp mode can leave a heavy SUV too slow to merge safely.",
      cause:
        "The secondary air injection pump (mounted low at the front, where road spray reaches it) and its switching valves ingest water, corrode and seize or stick, and the system's pressure sensor flags the failure.",
      fix:
        "Run the air injection active test on the scan tool and compare pressure readings to split a seized pump from a stuck valve. Replace the failed components with current Toyota parts and rerun the system check; ask a Lexus dealer to check the VIN for any extended coverage first. Removing or tuning out the system is illegal for road use and fails emissions testing.",
      cost: "Estimate $1,500–$3,500 at an independent shop depending on pump and valve count, more at a Lexus dealer. Excludes diagnosis.",
      system: "exhaust-system",
      asOf: "2026-11",
    },
    {
      title: "Front control-arm bushing cracks and clunk on the LS 460",
      affected: "2007–2012 LS 460 and LS 600h L, rear- and all-wheel drive",
      symptoms:
        "A clunk over bumps, wander at highway speed, a steering-wheel shimmy when braking from speed and inner-edge tire wear. Torn rubber is visible on the front lower and upper arm bushings. Worn arms make the car less stable in a hard stop.",
      cause:
        "The fluid-filled and rubber bushings in the heavy car's multi-link front suspension tear with age, mileage and the LS 460's weight, and the fluid-filled ones leak.",
      fix:
        "Replace the affected arms as assemblies in pairs, tighten bushing bolts with the car at ride height, then do a four-wheel alignment. Check the front air struts for leaks on air-suspension cars while the front is apart. Ask the dealer to check the VIN for any Lexus customer-support coverage on these arms.",
      cost: "Estimate $1,200–$2,500 for front upper and lower arms plus alignment at an independent shop; dealer pricing is higher. Excludes tires already worn out.",
      system: "suspension",
    },
    {
      title: "Hesitation and delayed downshift on the ES 350 six-speed",
      affected: "2007–2012 ES 350 with the U660E six-speed automatic; early cars complain most",
      symptoms:
        "A pause of a second or more before the car picks up when you press the accelerator at 20–40 mph (typical after a rolling stop), a flare between gears, then a firm catch. Rarely sets a code. That delay is a real hazard when pulling into a gap in traffic.",
      cause:
        "Shift logic that upshifts early and holds torque-converter lock-up for fuel economy, plus adaptive values that drift; usually not a mechanical failure.",
      fix:
        "Install any pending ECM calibration, reset the transmission's learned values with the scan tool and drive the relearn cycle. Check level at the overflow plug at the specified fluid temperature with Toyota WS only; a drain-and-fill helps high-mileage units, but avoid pressure flushes.",
      cost: "Estimate $150–$400 for calibration, learned-value reset and a WS drain-and-fill. Excludes diagnostic time.",
      system: "transmission",
    },
    {
      title: "Melting, sticky dashboards and door trim on 2000s Lexus models",
      affected:
        "Chiefly 2003–2009 GX 470, RX 330/350/400h, ES 350, IS 250/350 and 2007 LS 460, with later ES, GS, IS C and LS under a second program; worst in hot, sunny states",
      symptoms:
        "The dashboard top goes soft, tacky and shiny, throws a bright glare onto the windshield and may crack or peel; door panels can turn gooey. That windshield glare seriously cuts visibility in low sun.",
      cause:
        "Heat and ultraviolet light break down the dashboard surface material, which migrates to the surface and softens.",
      fix:
        "Lexus ran two warranty enhancement programs (ZLD and ZLZ) replacing dashboards and some door trim on these models; most coverage has expired, but have a dealer check the VIN. Otherwise the dash is replaced (passenger airbag and instrument panel removal required) or covered with a fitted dash mat.",
      cost: "Estimate $1,200–$2,500 for dash replacement at an independent shop, more at a dealer; a fitted cover is under $100. Excludes diagnosis of any disturbed airbag wiring.",
      asOf: "2026-11",
    },
  ],
  modelLineup: {
    asOf: "2026-11",
    current: [
      "UX 300h subcompact hybrid crossover",
      "NX 250, NX 350, NX 350h and NX 450h+ plug-in hybrid",
      "RX 350, RX 350h, RX 450h+ and RX 500h F SPORT Performance",
      "TX 350, TX 500h and TX 550h+ three-row crossover",
      "GX 550 body-on-frame SUV (twin-turbo V6)",
      "LX 600 and LX 700h full-size SUV",
      "RZ battery-electric crossover",
      "ES sedan (ES 350 and ES 300h through the 2025 model year; the next generation was revealed in 2025)",
      "IS 300 and IS 350, refreshed for 2026; the V8 IS 500 F SPORT Performance was sold through the 2025 model year, so confirm it for 2026",
      "LS 500 flagship sedan (2026 Heritage Edition of 250 cars, announced in 2025 as the last U.S. model year)",
      "LC 500 coupe and convertible (reported in 2025 to end after the 2026 model year in the U.S.)",
    ],
    bestSelling: [
      "RX midsize crossover (the brand's top seller)",
      "NX compact crossover",
      "ES sedan",
      "TX three-row crossover",
      "GX 550 SUV",
    ],
    upcoming: [
      "Next-generation ES sedan with hybrid and battery-electric versions (revealed 2025)",
      "Additional battery-electric models promised as part of Lexus's next-generation EV plan",
    ],
    discontinued: [
      "GS sedan (after the 2020 model year)",
      "HS 250h hybrid sedan (after 2012)",
      "CT 200h hybrid hatchback (after 2017)",
      "SC 430 hardtop convertible (after 2010)",
      "LFA supercar (built through 2012)",
      "GX 470 and GX 460 (V8 GX ended after 2023)",
      "LX 470 and LX 570 (V8 LX ended after 2021)",
      "RX 400h and RX 450h (RX hybrids renamed and reworked for 2023)",
      "IS 250 and IS 250C (after 2015)",
      "ES 300 and ES 330 V6 sedans (2000s)",
      "UX 200 gasoline crossover (after 2022)",
      "RC 300, RC 350 and RC F coupes (after the 2025 model year)",
    ],
    specialization:
      "Lexus specializes in comfortable, quiet, very reliable luxury crossovers and sedans and in luxury hybrids. The RX essentially invented the luxury crossover class in 1998, the ES is the comfort-first front-drive sedan for buyers who want a trouble-free 200,000 miles, and the GX and LX are genuine body-on-frame off-roaders built on Toyota 4Runner/Prado and Land Cruiser hardware. The 2025 IS 500 F SPORT Performance, RC F and LC 500 kept a naturally aspirated 5.0 L V8 for enthusiasts; the RC coupe ended with that model year. Lexus is not a handling-first brand like BMW; its engineering priority is low noise, low failure rates and long service life.",
  },
  reliabilityInfo: {
    overallScore:
      "Lexus is one of the two or three most dependable brands in the U.S. by nearly every public measure: it is regularly the top-ranked brand in J.D. Power's Vehicle Dependability Study and sits at or near the top of Consumer Reports' brand reliability rankings, usually alongside Toyota. In our experience a well-maintained ES or RX commonly reaches 250,000 miles on its original engine and transmission.",
    comparison:
      "Compared with BMW, Mercedes-Benz and Audi, Lexus has far fewer oil leaks, cooling-system plastic failures and electronic module faults, and its repair bills after warranty are much lower. Compared with Acura, Lexus hybrids give it an edge in fuel economy and its V6s avoid the cylinder-deactivation oil burning seen on some Honda/Acura V6s. Against Genesis, Lexus has a much longer track record. The trade-offs are less sporty driving dynamics and, until the touchscreen systems that arrived from 2022, clumsy infotainment.",
    trends:
      "Reliability has stayed high, but newer models add complexity: the twin-turbo V6 in the LX 600 and GX 550, the 2.4 L turbo four in the NX 350, RX 350 and TX 350, and plug-in hybrids. The V35A debris recall was the first major engine defect on a Lexus SUV in many years. Hybrid reliability remains excellent, and the shift to Lexus Interface cut down the complaints about the Remote Touch mouse and touchpad controllers used from roughly 2010 to 2021.",
    mostReliable:
      "The ES 350 and ES 300h (2013 on), the RX 350 and RX 450h (2016–2022), the GX 460 (2010–2023, with its 4.6 L V8 and 6-speed automatic), the LX 570 and the NX 300h are among the most durable luxury vehicles sold in the last 15 years. The GX 460 is a particular favorite for longevity and resale, with the air-suspension and air-pump caveats noted above.",
    leastReliable:
      "The weak spots are the 2006–2015 IS 250 (carbon buildup), the 2007–2012 LS 460 (suspension arms, air struts and, on 2007–2008 cars, a valve-spring recall), the 2006–2008 RX 400h (first-generation luxury hybrid components, inverter pump and aging battery) and the 2022–2024 LX 600 and 2024 GX 550 until the engine recalls are confirmed complete. Early RC and IS F models are durable but expensive to maintain.",
  },
  ownershipCosts: {
    averagePrice:
      "Approximate 2025 starting prices before destination, as an editorial estimate: UX 300h about $37,000, IS 300 about $41,000, NX about $42,000, ES about $43,000, RX about $50,000, TX about $55,000, GX 550 about $65,000, LS 500 about $80,000, LX 600 about $95,000 or more and LC 500 about $100,000. Typical transaction prices run $5,000–$15,000 higher once luxury and F SPORT packages are added.",
    maintenanceCosts:
      "Our estimate for routine maintenance on an ES or RX is roughly $500–$900 a year over the first 100,000 miles at a Lexus dealer, less at an independent shop, excluding tires. Service intervals mirror Toyota's: 0W-20 synthetic on a 10,000-mile interval for most current engines, Super Long Life Coolant at 100,000 miles, iridium plugs around 120,000 miles. Because many parts are Toyota parts, an ES 350 water pump or RX brake job costs about what it does on a Camry or Highlander at an independent shop. The V8 GX and LX add differential, transfer case and air-suspension upkeep.",
    insuranceTrends:
      "Insurance costs are above mainstream Toyota but usually below comparable German models because repair costs are lower. Theft drives some premiums: the RX, ES and LX are common targets for relay and CAN-injection keyless theft, and the LX and GX are exported by theft rings. Headlamps with adaptive LED units and radar/camera calibration after minor collisions have pushed claim costs up on newer models.",
    depreciationRates:
      "Lexus SUVs hold value very well, and the GX and LX are among the slowest-depreciating luxury vehicles sold. The RX and NX depreciate more slowly than German rivals. The flagship LS and the GS depreciate steeply, like all large luxury sedans, which makes a three- to five-year-old LS a bargain for used buyers. Certified Pre-Owned Lexus models sell at a premium because of the added warranty.",
    warrantyInfo: {
      asOf: "2026-11",
      text: "For recent model years Lexus covers new vehicles for 4 years/50,000 miles basic and 6 years/70,000 miles powertrain, with 6 years/unlimited miles against corrosion perforation. Hybrid components are covered for 8 years/100,000 miles, and hybrid batteries on 2020-and-newer models for 10 years/150,000 miles. The RZ's battery-electric components have separate coverage (8 years/100,000 miles at launch); confirm it in the warranty booklet for your model year. New Lexus vehicles include complimentary scheduled maintenance for the first year or 10,000 miles and 4 years of roadside assistance. Lexus Certified Pre-Owned adds coverage on used vehicles.",
    },
  },
  repairInfo: {
    repairCosts:
      "Typical independent-shop estimates, parts and labor, excluding diagnosis and taxes: ES or RX front brakes $400–$650; 2GR water pump $650–$1,200; GX rear air springs (pair) $900–$1,800; RX 450h inverter coolant pump $450–$900; IS 250 walnut blasting $600–$1,100; LS 460 front control arms $1,200–$2,500. Lexus dealers typically charge 20–50% more, though dealer amenities and loaners are part of what owners pay for.",
    diyFixes:
      "Jobs a careful owner can do: engine and cabin air filters, wiper blades, key-fob coin-cell batteries, the 12-volt battery on non-hybrid models, and clearing the hybrid battery cooling intake on RX and ES hybrids. Many Lexus mechanical parts share Toyota part numbers, so a Toyota parts counter can often supply them, sometimes for less. Leave anything on the hybrid high-voltage system, air suspension or airbag-integrated dashboards to a shop.",
    warningSigns:
      "Lexus-specific warning signs: a burning oil smell from a 2007–2009 ES 350 or RX 350 (check the VVT-i oil line immediately), a rough cold idle on an IS 250 (carbon), a GX or LX sitting low in the morning (air springs or AHC), a compressor that runs constantly, P0A93 or a hybrid warning on an RX 400h/450h (inverter pump), a clunk in the front of an LS 460 (control arms), and a knock from a 2022–2024 LX 600 or 2024 GX 550 (engine-debris recalls).",
    preventativeTips:
      "Target the brand's weak points: confirm the all-metal VVT-i oil line is fitted on any 2GR-powered Lexus; on an IS 250, add a highway run at least weekly and budget a walnut-blast cleaning around 80,000 miles; replace GX and LX air springs at the first sign of sag to save the compressor; change the inverter coolant on hybrids at the interval in the maintenance guide and listen for the pump; keep the GX and LX air pump area clean and the fender liners intact; and use only Toyota WS transmission fluid and Super Long Life Coolant.",
    yearsToAvoid:
      "Years to avoid or inspect hardest: 1999–2002 RX 300 and 1997–2002 ES 300 (1MZ-FE oil sludge; Toyota's special coverage is long expired); 2006–2008 IS 250 (earliest carbon-buildup cars); 2007–2009 ES 350 and RX 350 unless the oil line has been replaced; 2006–2008 RX 400h (first-generation hybrid parts); 2007–2008 LS 460 (valve-spring recall; confirm completion); 2010 GX 460 (first-year stability-control recall); and 2022–2024 LX 600 or 2024 GX 550 without engine-recall paperwork.",
  },
  recalls: {
    asOf: "2026-11",
    majorCampaigns:
      "Major Lexus campaigns include the 2009–2010 floor-mat and accelerator-pedal recalls, which followed a fatal 2009 crash of a loaner ES 350 in California; the 2010 recall of the GX 460 after Consumer Reports flagged a rollover risk in its emergency handling test, fixed with a stability-control reflash; the 2010 valve-spring recall for about 138,000 2006–2008 IS 350, 2007–2008 GS 350, GS 450h and LS 460, and 2008 GS 460 and LS 600h L; Takata airbag recalls on older SC 430 and other models; the Denso fuel pump recalls beginning in 2020; and the 2024–2025 V35A engine-debris recalls on the LX 600 and 2024 GX 550.",
    campaigns: [
      {
        nhtsaCampaign: "24V381",
        recall: "May 2024: 2022–2023 LX 600 and Tundra with the V35A twin-turbo V6, machining debris (engine replacement)",
      },
    ],
    handlingProcess:
      "Lexus handles recalls through its dealers with more hand-holding than most brands: owners typically get loaner cars, pickup and delivery and proactive calls. Lexus posts campaigns at lexus.com/recall and files them with NHTSA. Like Toyota, Lexus also runs limited service campaigns and customer-support programs for non-safety defects (2GR oil lines, dashboards); these cover a set number of years and are not always mailed to later owners.",
    ownerSteps:
      "Check your VIN at lexus.com/recall and nhtsa.gov/recalls twice a year and register your vehicle in the Lexus app so notices reach you, particularly if you bought it used. For the V35A debris recall, stop driving at the first engine knock and ask for a loaner. Ask the service advisor to print the VIN's full campaign history, including completed and expired customer-support programs, when you buy a used Lexus.",
    patterns:
      "Lexus recalls mostly mirror Toyota's because the parts are shared: supplier-driven campaigns (Denso fuel pumps, Takata inflators), software reflashes and the V35A engine debris issue. Lexus-only recalls tend to involve the V8s, air suspension or F-performance models. Recall counts per vehicle are low by luxury-segment standards.",
  },
  strengths: {
    excellingAreas: [
      "Long-term dependability well above the luxury average",
      "Low post-warranty repair costs thanks to Toyota parts sharing",
      "Luxury hybrids with proven durability",
      "Quiet, comfortable cabins and strong build quality",
      "Dealer service experience and loaner availability",
      "Resale value of the GX, LX and RX",
    ],
    uniqueFeatures: [
      "Naturally aspirated 5.0 L V8 in the 2025 IS 500, RC F and LC 500",
      "Lexus Hybrid Drive on most model lines, from the UX to the LX 700h",
      "GX and LX body-on-frame off-road capability with KDSS and AHC options",
      "Mark Levinson premium audio on many models",
      "Takumi master craftsmen inspection and finishing on the assembly line",
    ],
    awards: [
      "Frequently the top-ranked brand in J.D. Power's U.S. Vehicle Dependability Study",
      "Regular top-three finishes in Consumer Reports' brand reliability rankings",
      "IIHS Top Safety Pick and Top Safety Pick+ ratings on many recent models",
    ],
    engineeringApproaches:
      "Lexus reuses Toyota-validated hardware (the 2GR V6, UR V8, A25A four, hybrid transaxles) and adds its own tuning, noise insulation and stricter quality checks. Body-on-frame Lexus SUVs use Toyota's Kinetic Dynamic Suspension System (KDSS) and height-adjustable air or hydraulic suspensions. Lexus hybrids use the same power-split design as Toyota but with larger motors and, on performance models, multistage transmissions (the LC 500h's Multi Stage Hybrid).",
    commitments:
      "Lexus has said it will build more battery-electric models and has announced an all-new ES with an EV version, while keeping hybrids across the range. For owners, the concrete commitments are the 4-year/50,000-mile basic and 6-year/70,000-mile powertrain warranties, 10-year/150,000-mile hybrid battery coverage on 2020-and-newer models, and the brand's willingness to run customer-support programs for non-safety defects.",
  },
  expertInsights: {
    mechanicPerspectives:
      "Independent techs see Lexus as a Toyota with more to take apart: an ES 350 water pump is the same job as a Camry V6, but interior trim, sound deadening and air-suspension add labor. Common high-mileage work is predictable: 2GR water pumps, front struts and sway bar links on RX models, GX air springs and air pumps, IS 250 carbon cleaning and hybrid inverter pumps. We rarely see a Lexus engine or transmission fail without a known cause such as oil starvation.",
    engineeringAnalysis:
      "The 2GR-FSE in the IS 350 and GS 350 was ahead of its time with combined port and direct injection, which is exactly why it avoided the carbon buildup that plagued the direct-injection-only 4GR-FSE IS 250. The 1UR-FE V8 in the GX 460 is one of the most durable engines in the luxury segment. The move to the 2.4 L turbo four (T24A-FTS) and twin-turbo V6 trades that simplicity for more power and efficiency; as of 2026 those engines have only a few years of field record.",
    qualityOpinions:
      "Paint, panel fit, wiring harness routing and interior assembly on Lexus vehicles are among the best in the industry. Weak points are the sticky dashboards of the late 2000s, the Remote Touch infotainment controllers (roughly 2010–2021) that owners disliked, and some early Lexus Interface software glitches. Rust resistance on GX and LX frames is better than on 2000s Toyota pickups.",
    futurePredictions:
      "Expect Lexus to stay mostly hybrid through the late 2020s, with plug-in and EV versions (RZ, the new ES) added gradually. Shops servicing Lexus will need high-voltage training and the ability to calibrate radar and cameras after bodywork. The V35A recall is the one real blemish on recent Lexus engines, so how those replacement engines hold up over the next few years will matter for LX and GX resale values.",
  },
  buyingGuidance: {
    bestModelYears:
      "Strong used buys: 2013–2018 ES 350 and ES 300h, 2019-on ES, 2016–2022 RX 350 and RX 450h, 2010–2023 GX 460 (with air suspension and air pump checked), 2016–2021 LX 570, 2014-on IS 350, and 2015–2021 NX 300h. None is turbocharged, none uses the IS 250's direct-injection-only engine, and none carries the V35A debris exposure or the rubber-section oil line of early 2GR cars.",
    modelsToAvoid:
      "Be cautious with a high-mileage 2006–2015 IS 250 without carbon-cleaning records, a 2007–2009 ES 350 or RX 350 still on the rubber-section oil line, a 2006–2008 RX 400h on its original hybrid battery and inverter pump, a 2007–2012 LS 460 with worn suspension arms and air struts, and any 2022–2024 LX 600 or 2024 GX 550 without proof the engine recalls were done.",
    inspectionTips:
      "Have a Lexus dealer or independent Toyota/Lexus specialist run the VIN for open recalls and completed campaigns, then check: the VVT-i oil line on 2GR engines; cold-start idle on an IS 250; overnight ride height and compressor run time on GX and LX; AHC fluid leaks and sphere condition on LX; inverter coolant pump operation and hybrid battery health on hybrids; front control arm bushings on an LS; and dashboard condition on 2003–2012 models. Scan all modules, including the air suspension and hybrid control, not only the engine.",
    negotiationTips:
      "New Lexus vehicles rarely see big discounts on the RX, GX, TX and LX, so focus on not paying market adjustments and on the financing rate from Lexus Financial Services. ES and IS sedans have more room to negotiate. A Lexus CPO car costs more than a non-certified one, but its extended warranty is often worth the difference on hybrids and air-suspension SUVs; negotiate the CPO price like any used car.",
    dealerAddOns:
      "Lexus dealers commonly push paint and interior protection packages, windshield and tire-and-wheel protection, key replacement plans, prepaid maintenance beyond the complimentary first year, and Lexus extended service agreements. Some add accessory packages (door-edge guards, cargo mats, wheel locks) already installed. Ask for the addendum sticker early and decline what you do not want; an extended service agreement can be bought later, and a tire-and-wheel plan may make sense on F SPORT models with large, low-profile tires.",
  },
};
