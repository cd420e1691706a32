import { marketShareText } from "../market-share";
import type { Manufacturer } from "../schema";

export const manufacturer: Manufacturer = {
  slug: "tesla",
  name: "Tesla",
  category: "import",
  marketShare: marketShareText("tesla"),
  shortDescription:
    "Tesla is the largest U.S. electric-vehicle maker, selling the Model 3, Model Y and Cybertruck in its own stores; in January 2026 it set the end of Model S and X production for mid-2026. There is no engine to maintain, but 12-volt batteries, front suspension arms, tires and aging Model S/X hardware keep shops busy.",
  description:
    "All-electric brand: expect 12-volt battery lockouts, creaking front control arms, fast inner-edge tire wear on Model 3/Y, seized calipers in salt states, and dying MCU1 screens, air struts and drive units on older Model S/X.",
  countryOrigin: "United States",
  headquarters: "Austin, Texas (Gigafactory Texas); U.S. car plants in Fremont, California and Austin",
  philosophy:
    "Tesla builds cars the way a software and battery company would: it designs its own battery packs, motors, inverters, heat-pump thermal system and computers, and it keeps changing the car after sale through over-the-air updates. Physical controls are stripped out in favor of one center touchscreen, and since 2021 Model 3 and Model Y have relied on cameras alone ('Tesla Vision') rather than radar, with ultrasonic parking sensors dropped from late-2022 builds. Cars are sold direct at fixed prices, with no franchised dealers, and serviced by Tesla service centers and mobile vans. Manufacturing leans on very large single-piece aluminum castings, which cut parts count on the line but make some structural collision repairs far more expensive.",
  recentNews: {
    asOf: "2026-11",
    text: "In January 2026 Elon Musk said Model S and Model X production would end in the second quarter of 2026 so the Fremont lines can build Optimus robots, and Tesla said it would keep supporting existing S and X owners. Lower-priced Model 3 Standard and Model Y Standard trims arrived in October 2025, days after the $7,500 federal clean-vehicle credit ended for cars acquired after September 30, 2025. Tesla slated the driverless Cybercab for production in 2026, and a small robotaxi service began in Austin in June 2025. On the safety side, NHTSA opened a preliminary evaluation in September 2025 into 2021 Model Y exterior door handles that stop working when the low-voltage battery is weak, and in early 2025 Tesla recalled about 376,000 2023 Model 3 and Model Y cars by software for loss of power-steering assist.",
  },
  marketPosition:
    "Tesla remains the country's largest seller of electric vehicles, at roughly half of U.S. EV sales in 2024, and the Model Y is the best-selling EV in America. Its overall share slipped in 2024 as Model 3, Model S and Model X volumes fell and rivals such as the Chevrolet Equinox EV, Hyundai Ioniq 5 and Ford Mustang Mach-E grew. Its Supercharger network is a lasting advantage: its connector was standardized as SAE J3400 and by 2025 most other automakers had moved to it or sold adapters for it. The Cybertruck was the best-selling electric pickup in its first full year, though sales fell afterward.",
  commonProblems: [
    {
      title: "12-volt battery failure and no-wake lockouts",
      affected:
        "2012–2020 Model S and X, and Model 3 and Model Y built before the 2021–2022 switch to a lithium-ion low-voltage battery, all with lead-acid 12 V batteries (Cybertruck runs 48 V)",
      symptoms:
        "'12V battery needs service' or low-voltage battery alerts, the car won't wake from the phone key or key card, door handles won't present, screen stays dark, frunk won't open, and some cars refuse to shift into Drive. On 2021 Model Y, a weak low-voltage battery has left exterior handles dead with children inside, the subject of a 2025 NHTSA probe.",
      cause:
        "The original lead-acid 12 V battery is topped up by the DC-DC converter from the high-voltage pack but is cycled constantly by Sentry Mode, cabin overheat protection and always-on connectivity, so it often fails at 2–5 years with little warning. A failing DC-DC converter can mimic a bad battery.",
      fix:
        "Confirm the DC-DC converter is charging, then replace the 12 V battery (or the lithium-ion low-voltage battery on later cars) and install the newest software release. If a Model 3 or Model Y is dead, apply 12 V to the two leads behind the front tow-eye cover to release the frunk and reach the battery. Learn where your car's interior mechanical door releases are.",
      cost:
        "$100–$300 estimate for a lead-acid 12 V battery installed (mobile service included); roughly $300–$700 estimate for a lithium-ion low-voltage battery; DC-DC diagnosis extra; usually covered inside the 4-year/50,000-mile basic warranty.",
      system: "electrical",
    },
    {
      title: "Front control-arm creaks, clunks and ball-joint wear",
      affected:
        "2017–2023 Model 3 and 2020–2023 Model Y front upper control arms; 2012–2021 Model S and 2016–2021 Model X front fore links, aft links and upper arms",
      symptoms:
        "Creak or squeak over speed bumps and driveway aprons at low speed, clunk over sharp bumps, off-center steering wheel, uneven inner tire wear. On Model S and X, a cracked front lower link has let a wheel fold under the car, usually at parking-lot speed and with no warning.",
      cause:
        "The Model 3/Y front upper arm has a ball joint that can't be replaced on its own and whose boot lets water in, so the joint dries out, corrodes and creaks. Model S/X aluminum links and arms wear at the ball joints and bushings and can crack, worse in salt states.",
      fix:
        "Replace the upper arms in pairs with Tesla's revised part or a quality aftermarket arm with a sealed ball joint, torque bushings at ride height, then align all four wheels. A Model S/X with a cracked or separated link must be towed, not driven: the wheel can collapse and steering control is lost.",
      cost:
        "$450–$1,000 estimate for both Model 3/Y front upper arms with alignment; $700–$1,800 estimate for Model S/X front links with alignment; diagnosis and tires ruined by misalignment extra.",
      system: "suspension",
    },
    {
      title: "Center screen failure from worn eMMC memory (MCU1)",
      affected:
        "2012–2018 Model S and 2016–2018 Model X with the first-generation NVIDIA Tegra 3 media control unit (MCU1)",
      symptoms:
        "Slow, rebooting or blank center touchscreen, lost backup-camera image, no defrost or defog control from the screen, dropped Bluetooth, navigation and LTE; eventually the screen stays black. The lost camera and defrost functions are why it became a safety recall.",
      cause:
        "The MCU1 board's soldered 8 GB eMMC flash chip reaches its write-cycle limit from constant logging, typically after five or six years of service. (The yellow border seen on some early screens is a separate display-adhesive fault.)",
      fix:
        "Tesla's 2021 recall replaced the eMMC with a 64 GB part at no charge on covered cars, so check the VIN first. Past that, choose Tesla's MCU2 (Intel Atom) upgrade or an independent eMMC replacement, which must be re-provisioned to Tesla's servers to keep navigation and connectivity working.",
      cost:
        "Free under the 2021 recall; about $1,500–$2,500 estimate for Tesla's MCU2 upgrade; $400–$900 estimate for an independent eMMC swap, diagnosis extra.",
      system: "infotainment",
      asOf: "2026-11",
      nhtsaCampaign: "21V035",
    },
    {
      title: "Rapid inner-edge tire wear and alignment drift (Model 3/Y)",
      affected:
        "2017–2025 Model 3 and 2020–2025 Model Y, worst on Performance trims with 20- and 21-inch wheels; Model S/X air-suspension cars that spend highway time at low ride height",
      symptoms:
        "Inner shoulders of the rear (sometimes front) tires worn to the cords while the center tread looks healthy, often before 25,000 miles; tire roar mistaken for a wheel bearing; a pull or off-center wheel after a pothole.",
      cause:
        "A heavy battery and instant torque, factory negative rear camber, and toe that drifts after impacts. Front camber isn't adjustable from the factory, and rotations get skipped because an EV has no oil-change visit to prompt them.",
      fix:
        "Four-wheel alignment to the center of Tesla's spec with toe as close to zero as the range allows; fit adjustable camber arms if camber is out. Rotate every 6,250 miles as Tesla recommends, keep the door-placard pressures, and buy tires with the right load index (XL) rather than the cheapest size match.",
      cost:
        "$150–$250 estimate for an alignment; $300–$700 estimate for adjustable camber arms installed; $1,000–$1,800 estimate for four EV-rated 19- to 21-inch tires mounted; taxes and disposal fees extra.",
      system: "alignment",
    },
    {
      title: "High-voltage battery degradation and pack failure",
      affected:
        "2012–2016 Model S 60, 85 and P85D packs most often; isolated failures on later Model S/X and 2017–2019 Model 3 packs; any Tesla past its 8-year battery warranty",
      symptoms:
        "'Maximum battery charge level reduced', 'Vehicle may not restart', sudden loss of rated range, slow Supercharging, charge-port light red, and a car that won't go into Drive. Some early 85 kWh Model S cars also lost range to a 2019 software limit, which led to litigation.",
      cause:
        "A weak parallel group ('brick') of cells or an imbalanced module, coolant intrusion past pack seals, failed contactors or pyro fuse, and isolation faults where high voltage leaks to the chassis. On these cars the pack is a sealed, liquid-cooled assembly of thousands of 18650 or 2170 cells.",
      fix:
        "Under warranty Tesla fits a remanufactured pack; outside it, independent EV shops replace modules or contactors. The pack runs at roughly 350–400 V (about 800 V on Cybertruck) and can kill: only trained technicians with insulated tools and rated gloves should open it or unplug high-voltage connectors, and only after the HV system is disabled per Tesla's procedure.",
      cost:
        "$13,000–$22,000 estimate for a Tesla remanufactured pack installed; $3,000–$8,000 estimate for independent module or contactor repair; towing and diagnosis extra; covered inside the 8-year battery warranty.",
    },
    {
      title: "Drive-unit milling noise, coolant leaks and failure",
      affected:
        "2012–2016 Model S and 2016–2017 Model X large rear drive units and early front units on dual-motor cars; occasional 2017–2019 Model 3 rear drive units",
      symptoms:
        "Grinding 'milling' growl at 5–25 mph on light throttle, a whine that climbs with speed, a clunk on and off the accelerator, 'Drive unit power reduced' or 'Vehicle may not restart' alerts, low-coolant warning.",
      cause:
        "Worn motor and gearbox bearings, failed shaft seals that let coolant or gear oil into the motor, and inverter faults. Early Model S units failed often enough that Tesla gave the Model S drive unit an 8-year, unlimited-mile warranty in 2014.",
      fix:
        "Tesla swaps in a remanufactured drive unit; independents rebuild bearings and seals or replace the inverter, then refill gear oil and coolant and clear faults. Inverter and motor terminals carry pack voltage: only trained technicians with insulated tools should disconnect them, after the high-voltage system is disabled.",
      cost:
        "$4,000–$8,500 estimate for a remanufactured rear drive unit installed; $2,000–$4,500 estimate for an independent rebuild; towing and diagnosis extra; free within the drive-unit warranty.",
    },
    {
      title: "Seized calipers and rusted rotors from regenerative braking",
      affected:
        "Every Tesla model, worst on Model 3, Model Y and Model S/X driven in salt-belt states, where regeneration leaves the friction brakes barely used",
      symptoms:
        "Grinding on the first stops of the day, pulsation, a pull to one side under hard braking, pads worn on one side only, deep rust on inner rotor faces, and failed state inspections at low mileage.",
      cause:
        "Regenerative braking does most of the stopping, so the pads rarely sweep the rotors clean, while road salt corrodes caliper slide pins and pad abutment clips until pads stick and rotor faces pit.",
      fix:
        "Clean and lubricate slide pins and abutments, replace pads and rotors as needed, and put the rear electric parking brake in its service position (Service Mode or Toolbox) before pushing pistons back. Tesla's own schedule calls for caliper cleaning and lubrication every year or 12,500 miles where roads are salted. A seized caliper can pull the car sideways in a panic stop: fix it before highway driving.",
      cost:
        "$150–$300 estimate per axle for a caliper clean-and-lube; $500–$1,200 estimate per axle for calipers, pads and rotors (rear parking-brake calipers cost more); brake-fluid flush extra.",
      system: "brake-system",
    },
    {
      title: "Air-suspension sagging and 'Suspension system needs service'",
      affected:
        "2012–2021 Model S and 2016–2021 Model X with Smart or Active Air Suspension; 2021-on Adaptive Air Suspension cars are starting to show the same wear",
      symptoms:
        "One corner low after the car sits overnight, 'Suspension system needs service' or 'Vehicle unable to raise' alerts, a compressor that runs loudly or often, harsh ride, tire rubbing, and a car stuck at its lowest height.",
      cause:
        "Air-spring bladders crack with age and cold, strut-top fittings and valve-block O-rings leak, and the compressor wears out running to make up the leak; a failed compressor relay or moisture in the lines can also stop it.",
      fix:
        "Leak-test with soapy water, replace the leaking strut or spring (often in pairs), and replace the compressor if its duty cycle killed it. Turn on Jack mode before lifting. Don't drive on the bump stops: the ride is crude, tires can rub through, and the battery pack sits low enough to strike debris.",
      cost:
        "$1,200–$2,500 estimate per air strut installed; $900–$1,800 estimate for a compressor; alignment and diagnosis extra.",
      system: "suspension",
    },
    {
      title: "Heat-pump and A/C faults: no cabin heat or warm vent air",
      affected:
        "2020–2022 Model Y and 2021–2022 Model 3 heat-pump cars ('octovalve' super-manifold); 2012–2020 Model S and Model X electric A/C compressors and condensers",
      symptoms:
        "'Cabin heating unavailable' or 'Cabin heating limited' in sub-freezing weather, warm air from the vents in summer, loud compressor, and fogged glass that won't clear, which is a visibility hazard: don't drive until it clears. Slow Supercharging can follow because the pack can't be warmed or cooled.",
      cause:
        "On heat-pump cars, early control software and failing refrigerant pressure/temperature sensors or expansion valves in the super-manifold let the system shut itself down in deep cold. On Model S/X, the high-voltage electric compressor fails internally and front condensers get holed by road debris.",
      fix:
        "Update software first (Tesla pushed heat-pump fixes in early 2022), then diagnose on gauges; replace the sensor, valve assembly, condenser or compressor, evacuate and recharge with the refrigerant and compressor oil on the label, and never add DIY sealant. The compressor runs on pack voltage: only trained technicians with insulated tools should disconnect it.",
      cost:
        "$200–$900 estimate for a sensor or valve repair with recharge; $1,800–$3,500 estimate for a Model S/X electric compressor; diagnosis extra, software updates free.",
      system: "ac-system",
    },
    {
      title: "Phantom braking and 'Autopilot features unavailable' faults",
      affected:
        "2021–2025 Model 3 and Model Y built after the May 2021 switch to camera-only Tesla Vision, earlier 3/Y after radar was switched off by software, and any Tesla after windshield or camera work",
      symptoms:
        "Sudden hard braking on Autopilot or cruise with nothing ahead (often under overpasses or beside trucks), 'Autopilot features temporarily unavailable', 'Camera blocked or blinded' alerts, lane lines drawn wrong, and Autopark or Summon missing.",
      cause:
        "Camera-only perception misjudging shadows and oncoming traffic, haze or condensation behind the windshield camera glass or inside B-pillar cameras, a replacement windshield that was never calibrated, or a camera or harness fault.",
      fix:
        "Update software, clean the inside of the windshield at the camera housing, replace fogged B-pillar cameras, and after glass or camera work clear calibration (Controls > Service > Camera Calibration > Clear Calibration) and drive marked roads until it completes. Phantom braking at highway speed invites a rear-end crash: drive without cruise until it's fixed and report it to Tesla and NHTSA.",
      cost:
        "$0 for software and calibration; $200–$500 estimate for a B-pillar camera installed; $900–$1,800 estimate for a windshield with camera bracket and calibration, often paid by glass coverage; diagnosis extra.",
      system: "adas-sensor-calibration",
    },
  ],
  modelLineup: {
    asOf: "2026-11",
    current: [
      "Model 3 (2024-on 'Highland' refresh: Standard, Premium/Long Range and Performance trims)",
      "Model Y (refreshed for 2025: Standard and Premium/Long Range trims)",
      "Cybertruck (dual-motor AWD and tri-motor Cyberbeast; deliveries since November 2023)",
      "Tesla Semi (Class 8 electric tractor, limited fleet deliveries)",
    ],
    bestSelling: ["Model Y (the best-selling EV in the U.S.)", "Model 3", "Cybertruck"],
    upcoming: [
      "Cybercab two-seat robotaxi without steering wheel or pedals (production slated for 2026)",
      "Tesla Semi volume production in Nevada (announced for 2026)",
      "Second-generation Roadster (announced in 2017 and repeatedly delayed)",
    ],
    discontinued: [
      "Roadster (2008–2012, built on a Lotus Elise-based chassis)",
      "Model S numbered battery versions such as 60, 70, 75, 85, 90D and 100D (2012–2019)",
      "Model S P85D, P90D and P100D and Model X P90D and P100D performance versions (2014–2019)",
      "Model 3 Mid Range (2018–2019)",
      "Model 3 Standard Range Plus (2019–2021, renamed RWD)",
      "Cybertruck long-range RWD (offered briefly in 2025)",
      "Model S (from 2012) and Model X (from 2015): in January 2026 Tesla announced their Fremont production would end in the second quarter of 2026",
    ],
    specialization:
      "Tesla makes only battery-electric vehicles: two high-volume crossovers and sedans (Model Y and Model 3) built in Fremont, Austin, Shanghai and Berlin, low-volume flagships (Model S and Model X, announced in January 2026 to end production by mid-2026), the stainless-steel Cybertruck with steer-by-wire, rear-wheel steering and a 48-volt low-voltage system, and the Semi. Powertrains are its own: induction motors on early Model S/X and on the front axle of dual-motor Model 3/Y, permanent-magnet motors on most other axles since 2017, and packs from 18650, 2170, 4680 and lithium-iron-phosphate (LFP) cells depending on trim. Driver assistance is sold as standard Autopilot and paid Full Self-Driving (Supervised).",
  },
  reliabilityInfo: {
    overallScore:
      "Tesla's place in Consumer Reports' brand reliability rankings has swung widely, from 27th of 28 brands in 2022 to ninth of 26 in the survey published in December 2025, with the Model Y the strongest and the Cybertruck below average; CR also found that 5- to 10-year-old Teslas rank last among cars of that age. J.D. Power's dependability and quality studies have measured Tesla below the industry average, although Tesla is not ranked officially because it doesn't allow owner surveys in some states. Germany's TÜV inspections have flagged young Model 3 and Model Y cars for brake-disc, suspension-arm and lighting defects.",
    comparison:
      "Against other EVs, Tesla's battery packs and drive units have held up well on Model 3 and Model Y, without a fleet-wide pack recall like the Chevrolet Bolt's or the charging-unit failures seen on some rival EVs; Tesla owners also skip oil, spark plugs and transmission service entirely. Where Tesla trails Toyota, Lexus and Mazda is fit and finish, body leaks, suspension wear and the number of recalls, though most of those are fixed over the air.",
    trends:
      "Build quality has improved since the 2018–2019 Model 3 ramp, when panel gaps, paint runs, trunk water leaks and loose trim were common, and again with the 2024 Model 3 and 2025 Model Y refreshes, which are quieter and better sealed. Offsetting that, recall counts stay high because Tesla files a recall for software behavior other makers might fix quietly, and each new model (Model X in 2016, Model Y in 2020, Cybertruck in 2024) has launched with a cluster of early-production defects.",
    mostReliable:
      "The 2021-and-later Model 3 and the 2022-and-later Model Y are the strongest Teslas: proven packs and rear drive units, a heat pump whose early software issues were patched, and far fewer body defects than the first years. The refreshed 2024-on Model 3 adds a quieter cabin and better seals. LFP-battery RWD cars tolerate daily charging to 100% and have shown little capacity loss.",
    leastReliable:
      "The 2012–2015 Model S (drive units, MCU1 screens, pop-out door handles, aging packs), the 2016–2017 Model X (falcon-wing door sensors and actuators, second-row seats, early drive units) and the 2024 Cybertruck, which logged recalls for a sticking accelerator pedal pad, windshield wiper motors, loose trim and a drive inverter that could cut power, have been the most troublesome.",
  },
  ownershipCosts: {
    averagePrice:
      "New Tesla prices change often and without notice. As of early 2026, estimates before options and fees: Model 3 from about $37,000 (Standard) to the mid-$50,000s (Performance); Model Y from about $40,000 (Standard), more for Premium and Performance; Model S from about $95,000 and Model X from about $100,000, Plaid versions more; Cybertruck about $80,000–$115,000. No federal EV tax credit applies to cars acquired after September 30, 2025. Used 2018–2020 Model 3s often sell in the high teens to mid-$20,000s (editorial estimate, varies by battery and mileage).",
    maintenanceCosts:
      "There is no oil, coolant flush, spark plug or transmission service. Tesla's schedule is short: rotate tires every 6,250 miles, replace the cabin filter every 2 years on Model 3/Y, test brake fluid every 4 years, replace the Model 3 A/C desiccant bag every 4 years, and clean and lubricate calipers yearly in salt states. Expect about $300–$700 a year in routine maintenance (estimate, excluding tires); the big recurring bills are tires, often $1,000–$1,800 a set every 20,000–35,000 miles (estimate), and a 12 V battery every few years on older cars.",
    insuranceTrends:
      "Full-coverage premiums run higher than comparably priced gasoline cars because collision repairs are costly: aluminum castings, sensor-laden bumpers, glass roofs and limited access to Tesla-certified body shops and parts stretch repair times and rental bills. Performance, Plaid and Cybertruck trims cost the most to insure. Tesla sells its own insurance in a number of states, priced partly on in-car driving data, and shopping that against national carriers often saves money.",
    depreciationRates:
      "Tesla used values fell sharply in 2023–2024 after Tesla cut new prices by up to about 20% and more EV rivals arrived; three-year-old Model 3s and Model Ys lost roughly half their value in that period (editorial estimate), faster than most gasoline crossovers. New-price moves still ripple straight into resale, and the end of the federal credit in 2025 cut both new and used demand. Cars with Full Self-Driving paid for, long battery-warranty coverage left and clean titles hold value best.",
    warrantyInfo: {
      asOf: "2026-11",
      text: "Recent Teslas carry a 4-year/50,000-mile Basic Vehicle Limited Warranty and a 5-year/60,000-mile supplemental restraint (airbag and belt) warranty. The Battery and Drive Unit Limited Warranty runs 8 years: 100,000 miles on Model 3 and Model Y RWD, 120,000 miles on Model 3/Y Long Range and Performance, and 150,000 miles on Model S, Model X and Cybertruck, with a 70% capacity-retention guarantee on recent cars. Coverage transfers with the car, and Tesla-sold used cars get an extra 1-year/10,000-mile used-vehicle warranty after the basic coverage ends.",
    },
  },
  repairInfo: {
    repairCosts:
      "Tesla service centers bill roughly $175–$230 an hour in most metro areas (estimate), and mobile service handles 12 V batteries, wipers, tires and many small jobs in the driveway. Typical out-of-warranty bills (estimates, parts and labor): front upper control arms $450–$1,000, air strut $1,200–$2,500, rear drive unit $4,000–$8,500, pack $13,000–$22,000. Collision damage to the Model Y's one-piece rear casting or a Cybertruck stainless panel can total a car that would be repairable in steel.",
    diyFixes:
      "Tesla posts its service manuals and parts catalog free online, so owners can do more than they expect. Reasonable DIY jobs: cabin filters (behind the passenger footwell trim on Model 3/Y), wiper blades, the 12 V battery, tire rotation using rubber jack pads only at the marked lift points (Jack mode on air-suspension cars), caliper clean-and-lube, and Model S door-handle microswitch and harness kits. Never cut, unplug or pierce anything in orange insulation: that is high voltage and it can kill.",
    warningSigns:
      "Take these alerts seriously: '12V battery needs service' (replace within days), 'Maximum battery charge level reduced' or 'Vehicle may not restart' (pack or contactor fault), 'Drive unit power reduced' (drive unit or inverter), 'Suspension system needs service', and any steering-assist-reduced message. Listen for low-speed creaks from the front suspension, growling that changes with speed, and scraping on the first stops of the morning, and look at the inner edges of the rear tires every month.",
    preventativeTips:
      "Charge NMC-battery cars to about 80% for daily use and 100% only before trips; Tesla tells LFP-battery RWD owners to charge to 100% at least weekly. Replace lead-acid 12 V batteries proactively at about four years. Rotate tires at 6,250 miles and align yearly or after a hard pothole. In salt states, clean and lubricate the calipers every winter and rinse the underbody. Keep software current, since many recall fixes and heat-pump logic changes arrive only by update, and don't leave Sentry Mode running for days away from a charger.",
    yearsToAvoid:
      "Avoid 2012–2014 Model S unless the pack, drive unit and MCU have already been replaced, since everything failure-prone on them is now out of warranty; 2016–2017 Model X for falcon-wing door, seat and early drive-unit trouble; early 2018 Model 3 and 2020 Model Y builds with poor panel fit, leaks and rattles; and 2024 Cybertrucks that have not had every recall done.",
  },
  recalls: {
    asOf: "2026-11",
    majorCampaigns:
      "Notable U.S. campaigns: the 2021 recall of about 135,000 2012–2018 Model S and 2016–2018 Model X to replace failing MCU1 eMMC memory, which NHTSA formally requested; the 2021 recalls of 356,000 2017–2020 Model 3 for rear-camera cables worn by the trunk hinge and 119,000 2014–2021 Model S for misaligned frunk latches; the 2018 recall of 123,000 Model S built before April 2016 for corroding power-steering assist-motor bolts; the December 2023 over-the-air Autosteer recall covering about 2 million cars; the 2025 software recall of 376,000 2023 Model 3 and Model Y for loss of power-steering assist; and several 2024–2025 Cybertruck recalls for the accelerator pedal pad, wiper motor, drive inverter and exterior trim panels.",
    campaigns: [
      {
        nhtsaCampaign: "21V035",
        recall: "2021: 2012–2018 Model S and 2016–2018 Model X MCU1 eMMC wear (rear camera and defrost loss)",
      },
    ],
    handlingProcess:
      "Tesla files recalls with NHTSA like any automaker, but most are remedied by over-the-air software, often before the owner letter arrives. Hardware recalls are booked through the Tesla app and done at a service center or by mobile technicians. NHTSA has pushed Tesla several times, formally requesting the MCU recall in 2021 and investigating Autopilot, Full Self-Driving and door handles, so some campaigns follow regulator pressure rather than a voluntary filing.",
    ownerSteps:
      "Check the VIN on Tesla's recall lookup or NHTSA.gov, and keep the car's software on the Standard update setting connected to Wi-Fi so OTA remedies install. For hardware recalls, request service in the app under 'Recall'. When buying used, confirm every open recall is closed in the service history, especially the Model 3 trunk harness and Model S/X MCU and power-steering campaigns, and ask Tesla to reimburse any earlier repair for a condition later recalled.",
    patterns:
      "Tesla's recalls split into large software campaigns with no shop visit (Autosteer monitoring, warning-light font size, window auto-reverse, power-steering logic) and smaller hardware recalls clustered in steering and suspension fasteners, body trim and latches, and launch-year defects on each new model. A high recall count partly reflects how readily Tesla files for software changes; the hardware ones deserve the quicker appointment.",
  },
  strengths: {
    excellingAreas: [
      "The Supercharger network, the largest U.S. fast-charging network, whose plug became SAE J3400",
      "Energy efficiency: Model 3 and Model Y travel far per kWh for their size",
      "Over-the-air updates that add features and fix many recalls with no shop visit",
      "Crash protection: IIHS Top Safety Pick+ results for Model 3 and Model Y",
      "Minimal scheduled maintenance: no oil, plugs, belts or transmission fluid",
      "Durable battery packs and drive units on Model 3 and Model Y",
    ],
    uniqueFeatures: [
      "Sentry Mode records the car's surroundings while parked",
      "Dog Mode and Camp Mode hold cabin climate with the car parked",
      "Phone-as-key, with a key card as backup",
      "Falcon-wing rear doors on Model X",
      "Steer-by-wire, rear-wheel steering and a 48-volt low-voltage system on Cybertruck",
      "Free online service manuals and parts catalog",
      "Bioweapon Defense Mode HEPA filtration on Model S and Model X",
    ],
    awards: [
      "Motor Trend Car of the Year 2013 (Model S)",
      "IIHS Top Safety Pick+ (2021–2022 Model Y built after April 2021)",
      "IIHS Top Safety Pick+ 2024 (Model Y)",
    ],
    engineeringApproaches:
      "Tesla engineers the whole car around the battery and software. A single thermal system (the Model Y 'octovalve' heat pump) heats and cools the cabin, pack and motors together; the Model 3 rear motor is a permanent-magnet synchronous reluctance design; the Model Y rear underbody is one aluminum casting; and the Cybertruck moved to an 800-volt pack, 48-volt low-voltage wiring and steer-by-wire. Body electronics are consolidated into a few zone controllers, which saves wiring but means one failed controller can take out many functions. Driver assistance uses cameras only, processed on Tesla's own HW3 and HW4 (AI4) computers.",
    commitments:
      "Tesla publishes service manuals, wiring diagrams and its parts catalog to the public, sells diagnostic Toolbox access to independent shops, and has opened its Supercharger network to other brands, first through adapters from 2024 and then with native J3400 ports on many 2025-and-later rival EVs. It offers at-home mobile service and keeps supporting old cars with software, though some early cars lose features as cellular networks and hardware age out.",
  },
  expertInsights: {
    mechanicPerspectives:
      "In independent shops the Tesla work is mostly suspension arms, tires and alignments, brakes seized from disuse, 12 V batteries, and on old Model S/X cars screens, door handles, air struts and drive units. A shop needs Tesla's Toolbox subscription to read most alerts and run calibrations, rubber jack pads to avoid crushing the pack, and high-voltage training before touching the compressor, pack or drive unit. Parts come from Tesla's catalog, but some structural and pack parts are sold only to approved shops.",
    engineeringAnalysis:
      "The integrated design makes Tesla efficient and cheap to build but hard to fix piecemeal. Many functions live on the touchscreen, so a screen or computer failure disables climate, wipers and defrost controls together. The Model 3/Y front upper arm combines the ball joint with the arm, so a creak means a whole arm. Large castings and a structural pack save weight but turn moderate crashes into big repairs. The upside: no engine, no transmission, few fluids, and drive units and packs that, after the early Model S years, have proven long-lived.",
    qualityOpinions:
      "Panel gaps, paint defects and wind or water leaks have varied by plant and year, with early Fremont Model 3 and Model Y builds the worst. Owners should inspect a new car at delivery and note defects in the app before accepting it, because fixing body fit later is slower. Software quality is mixed: updates add real features, but phantom braking, screen glitches and changing Autopilot behavior frustrate many drivers.",
    futurePredictions:
      "With Model S and Model X production ending in 2026, expect Tesla to support them with parts and software for years, but used S/X values may soften. Off-lease 2022–2024 Model 3 and Model Y cars will keep flooding the used market, helping buyers. The Cybercab and Full Self-Driving claims remain unproven at scale, so buy a Tesla for what it does today. Pack replacement costs will decide how long 2012–2016 Model S cars stay on the road.",
  },
  buyingGuidance: {
    bestModelYears:
      "Best buys are 2021-and-later Model 3 (heat pump, better build, later a lithium-ion low-voltage battery) and 2022-and-later Model Y, ideally with battery-warranty time left; 2024-on Model 3 and 2025-on Model Y are quieter and more refined. Among large Teslas, the 2021-on Model S and Model X with the MCU3 computer and newer drive units are the better bets, if the budget allows for air-suspension repairs.",
    modelsToAvoid:
      "Skip 2012–2015 Model S without documented pack, drive-unit and MCU replacements; 2016–2017 Model X, unless the falcon-wing doors work flawlessly; and salvage-title Teslas, which may lose Supercharging and fast charging until Tesla inspects them. An early 2024 Cybertruck is a gamble unless every recall is closed.",
    inspectionTips:
      "Charge to 100% (or read the battery-health test in the service menu) and compare rated range to the car's original EPA figure. Drive at 5–25 mph with light throttle and listen for drive-unit growl; roll over speed bumps for front-arm creaks; read the inner tire edges; look under the car for pack-shield scrapes and coolant; check the glass roof for cracks; cycle every door, the frunk, trunk and falcon-wing doors; confirm the MCU type and any paid Full Self-Driving package in Controls > Software; and get a VIN recall printout.",
    negotiationTips:
      "New Teslas are fixed-price, so negotiate with timing instead: inventory and demo cars are discounted near quarter-end, when Tesla pushes deliveries, and financing or FSD-transfer promotions come and go. On used Teslas, dealers price against Tesla's own used listings and the current new price, so check both. Use remaining battery-warranty time, tire depth, suspension noise and any out-of-warranty pack or drive-unit history as leverage.",
    dealerAddOns:
      "Tesla sells direct, so the classic dealer add-ons are rare, but Tesla itself upsells Full Self-Driving (Supervised), about $8,000 to buy or $99 a month, and Premium Connectivity at about $9.99 a month (prices at this writing). Third-party shops pitch paint-protection film, ceramic coating and window tint at delivery. Franchise used-car dealers reselling Teslas add nitrogen tires, VIN etching, appearance packages and third-party 'EV protection plans'; decline what you don't need.",
  },
};
