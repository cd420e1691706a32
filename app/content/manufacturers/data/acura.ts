import { marketShareText } from "../market-share";
import type { Manufacturer } from "../schema";

export const manufacturer: Manufacturer = {
  slug: "acura",
  name: "Acura",
  category: "luxury",
  marketShare: marketShareText("acura"),
  shortDescription:
    "Acura is Honda's luxury brand and, since 1986, the first Japanese luxury marque sold in the U.S. Its Ohio-built MDX, RDX and Integra are durable; the big bills come from VCM and timing-belt work on the V6, 9-speed and dual-clutch transmissions and early-2000s automatics.",
  description:
    "Mostly durable Honda hardware with known soft spots: VCM misfires and mount vibration on the J35 V6, ZF 9-speed and 8DCT shift complaints, V6 timing belts, Denso fuel-pump stalling recalls, True Touchpad freezes and early-2000s automatics.",
  countryOrigin: "Japan",
  headquarters: "Torrance, California (American Honda Motor Co.); parent Honda Motor Co. in Tokyo",
  philosophy:
    "Acura's tagline, Precision Crafted Performance, sums up the pitch: Honda engineering (VTEC, the aluminum-bodied NSX, SH-AWD torque vectoring, Type S performance trims) in a luxury car priced below the German brands. Most U.S. Acuras are built in Ohio, with the MDX and RDX at East Liberty and the Integra, TLX and NSX at Marysville, and they share a great deal of hardware with Honda models, which keeps parts prices closer to Honda than to Lexus or BMW. For a technician that means Honda-grade durability along with Honda's own habits: interference timing belts on every V6, Variable Cylinder Management on the J35 V6 of the 2013–2018 RDX and 2014–2020 MDX, TLX and RLX, and service driven by the Maintenance Minder's letter and number codes rather than a fixed mileage chart.",
  recentNews: {
    asOf: "2026-11",
    text: "Acura reshaped its lineup in 2025: the ADX subcompact crossover (1.5 L turbo, CVT, optional SH-AWD) arrived, TLX production ended in July, and the GM-built, Ultium-based ZDX EV ended production in September after a single (2024) model year. In January 2026 Acura said RDX production would end that spring, with a fourth-generation RDX, Acura's first with a two-motor hybrid system, due in about two years. The RSX, an electric crossover on Honda's in-house EV platform running the new ASIMO OS, was scheduled in January 2026 to start production at Honda's Ohio EV Hub in the second half of 2026. The Integra Type S and MDX get updates for 2026; the 2025 MDX refresh replaced the True Touchpad with a touchscreen.",
  },
  marketPosition:
    "At about 0.8% of U.S. new-vehicle sales in 2024 (about 123,000 vehicles), Acura sits in the entry and mid-luxury tier below Lexus, BMW and Mercedes-Benz, competing with Lexus, Audi, Volvo, Genesis and Infiniti. As of November 2026, nearly all volume comes from crossovers: the MDX, which Acura markets as the best-selling three-row luxury SUV of all time, the RDX and the new ADX, plus the Integra as the brand's only car after the TLX's exit. Its pitch is Honda reliability, sharper handling and a lower price than European rivals; its weakness is a thin lineup and no hybrid until the next RDX.",
  commonProblems: [
    {
      title: "VCM misfires, fouled plugs and vibration (J35 V6 with VCM)",
      affected:
        "2013–2018 RDX, 2014–2020 MDX, 2015–2020 TLX V6 and 2014–2020 RLX with the 3.5 L J35 V6 and Variable Cylinder Management (VCM)",
      symptoms:
        "Shudder or a droning vibration at 30–65 mph steady cruise when the engine drops to three cylinders, an intermittent rattle or flashing check-engine light under light load, misfire codes P0300–P0306 and rising oil use between Maintenance Minder services.",
      cause:
        "Sticking VCM rocker-arm pins (the hydraulic pins that lock and unlock rocker pairs to pause valves), oil getting past the rings of the cylinders that are repeatedly shut off and fouling their spark plugs, and failed active control engine mounts that are supposed to cancel three-cylinder vibration.",
      fix:
        "Run the VCM and rocker-arm checks in Honda's diagnostic software (HDS) and replace sticking rocker arms following Honda's service information, replace fouled plugs and measure oil consumption over 1,000 miles, and test the active engine mounts and their wiring. Aftermarket VCM disablers exist but are not factory-approved and can complicate warranty claims.",
      cost: "Estimate: $250–$450 for plugs and diagnosis; $900–$1,800 for VCM rocker arms; $450–$900 per active engine mount. The 6-year/70,000-mile powertrain warranty covers engine internals, but as of November 2026 most affected cars are past it.",
      system: "advanced-engine",
    },
    {
      title: "ZF 9-speed rough shifts, Park-engagement and warmer-leak faults",
      affected:
        "2015–2020 TLX V6 and 2016–2020 MDX (not the Sport Hybrid) with the ZF-designed 9-speed automatic and push-button gear selector",
      symptoms:
        "Harsh or delayed 1–2 and 2–3 shifts, clunky downshifts while coasting to a stop, hesitation pulling away, and confusion at the push-button selector; P0700 with gear-ratio codes stored in the TCM. On affected 2015 TLX V6s the display could show P while Park was not engaged, so the car could roll away.",
      cause:
        "Early shift calibrations; a 2015 TLX V6 recall for manufacturing contamination or a damaged park rod that could keep the parking pawl from engaging; and improperly made transmission warmers on 2015–2016 TLX and 2016 MDX that let coolant and ATF mix.",
      fix:
        "Install the newest TCM software released for the VIN and run the transmission learning procedure, then check the Park recall and the warmer campaign by VIN. The Park remedy was transmission replacement on affected cars; a leaking warmer needs a new warmer, fresh fluid and, where coolant reached the ATF or the engine overheated, a transmission, radiator and thermostat. Use only the ATF Acura specifies for the 9-speed and set the parking brake until the recall is done.",
      cost: "Estimate: $150–$300 for software and a fluid service; $4,500–$7,000 for a replacement 9-speed installed. Recall and campaign repairs are free; powertrain coverage runs 6 years/70,000 miles.",
      system: "transmission",
      asOf: "2026-11",
    },
    {
      title: "Timing belt, hydraulic tensioner and water pump (J-series V6)",
      affected:
        "Every Acura J-series V6: 2001–2025 MDX with the 3.5 L or 3.7 L, 1999–2014 TL, 2001–2003 CL, 2005–2012 RL, 2014–2020 RLX, 2015–2020 TLX V6, 2013–2018 RDX and 2010–2013 ZDX",
      symptoms:
        "Usually nothing before the belt fails, which is why the interval matters. Warning signs are coolant weeping from the water pump behind the timing covers, a ticking or whine from a failing tensioner or idler pulley, oil on the belt from a leaking cam or crank seal, and cam/crank correlation or cam-sensor performance codes (P0016, P0341) if the belt has jumped a tooth.",
      cause:
        "The rubber belt and its hydraulic tensioner age with time and miles, and the belt-driven water pump and oil seals leak as they age. J-series engines are interference designs, so a broken belt lets pistons strike open valves.",
      fix:
        "Replace the belt, hydraulic tensioner, idler pulley and water pump together, plus cam and crank seals if they seep, when the Maintenance Minder shows sub-code 4 (roughly every 7 years or 105,000 miles). Align the timing marks carefully, then refill and bleed the cooling system with Honda Type 2 coolant.",
      cost: "Estimate: $900–$1,500 for belt, tensioner, idler and water pump at an independent shop; $1,300–$2,000 at a dealer; seeping seals add parts and labor. A snapped belt typically means $2,500–$5,000 or more in head and valve work.",
      system: "timing-system",
    },
    {
      title: "Low-pressure fuel pump failure and stalling (Denso recall)",
      affected:
        "2018–2020 ILX, MDX, MDX Sport Hybrid, RDX, RLX and TLX and 2017–2020 NSX (Denso impeller recalls); 2016–2018 MDX and 2015–2019 TLX V6 under an earlier fuel-pump recall",
      symptoms:
        "Hard starting, rough running, a check-engine light with lean or low fuel-pressure codes (P0171, P0087), loss of power and stalling while driving, sometimes without warning. A stall at speed can cause a crash: pull over safely and have the car towed rather than restarting it repeatedly.",
      cause:
        "The in-tank low-pressure pump's Denso impeller was molded with low density, absorbs fuel, swells and rubs the pump housing until the pump stops. The earlier V6 recall involved fuel particulates sticking inside the pump and slowing it.",
      fix:
        "The dealer replaces the fuel pump module under the impeller recalls; the earlier V6 campaign updated the fuel-injection ECU software and replaced pumps where needed. Check the VIN for both, because some cars were covered by more than one campaign.",
      cost: "Free under the recalls. A non-recall in-tank pump replacement is an estimate of $600–$1,100 for the module and labor, diagnosis extra.",
      system: "fuel-system",
      asOf: "2026-11",
    },
    {
      title: "Infotainment freezes, reboots and battery drain (AcuraLink, True Touchpad)",
      affected:
        "2014–2020 MDX and 2015–2020 TLX with the two-screen system; 2019-on RDX, 2021-on TLX and 2022–2024 MDX with the True Touchpad Interface; 2025 MDX touchscreen (recall)",
      symptoms:
        "Screens freeze, lag, go black or reboot while driving, Bluetooth and CarPlay drop out, the backup-camera image is slow to appear, and some cars have a dead battery after sitting a day or two because a module never goes to sleep.",
      cause:
        "Software faults in the audio/navigation head unit and the AcuraLink telematics unit (TCU), corrupted user data, and head units or TCUs that keep the CAN network awake and draw current with the car locked.",
      fix:
        "Install the current head-unit and TCU software (USB or dealer), do a factory reset, load-test the battery and measure parasitic draw with a clamp meter after the modules should have slept. Pull fuses one at a time to find the module that stays awake, then replace the head unit or TCU if software does not cure it. On the 2025 MDX, a recall replaces center displays that can go black instead of showing the backup camera.",
      cost: "Estimate: $0–$200 for updates and draw testing; $1,000–$2,500 for a head unit or display. Covered by the 4-year/50,000-mile basic warranty while it lasts.",
      system: "infotainment",
      asOf: "2026-11",
    },
    {
      title: "8-speed dual-clutch hesitation and low-speed judder (8DCT)",
      affected:
        "2015–2020 TLX 2.4 L and 2016–2022 ILX with Acura's 8-speed dual-clutch transmission, which pairs the clutches with a torque converter",
      symptoms:
        "Hesitation or a lurch pulling away and creeping in traffic, judder on the 1–2 shift, a clunk when shifting from reverse to drive, and roll-back on hills before the clutch bites; P0700 with TCM-stored clutch or shift codes.",
      cause:
        "Early clutch-control software, dual-clutch wear and clutch-position learning values that drift as the clutches wear; a shuddering torque converter can add to it.",
      fix:
        "Update the TCM software, then run the clutch and shift-position learning procedures with Honda's scan software and change the DCT fluid when the Maintenance Minder calls for it. A unit that keeps juddering after software and learning needs internal clutch work or a replacement transmission.",
      cost: "Estimate: $150–$350 for software, learning and fluid; $3,500–$5,500 for a replacement transmission outside the 6-year/70,000-mile powertrain warranty.",
      system: "transmission",
    },
    {
      title: "SH-AWD rear drive unit chatter and transfer-assembly leaks",
      affected:
        "2007–2013 MDX, 2007–2012 RDX, 2009–2014 TL SH-AWD and 2005–2012 RL with the first-generation Super Handling All-Wheel Drive rear unit",
      symptoms:
        "Groan, chatter or shudder from the rear in tight slow turns such as parking lots, a whine that rises with speed, a clunk on take-off, an SH-AWD warning on the dash, and gear-oil drips from the transfer assembly where the front of the driveshaft connects.",
      cause:
        "The rear unit's electromagnetic clutch packs, which overdrive the outside rear wheel in corners, wear out their fluid; old fluid makes the clutches grab and chatter. Transfer-assembly seals and O-rings harden with heat and start to leak.",
      fix:
        "Drain and refill the rear unit with the fluid Acura specifies for SH-AWD (Maintenance Minder sub-code 6), then drive slow figure-eights to work it through the clutches; reseal the transfer assembly with new seals and O-rings. Replace the rear drive unit only if noise remains after fresh fluid.",
      cost: "Estimate: $150–$250 for rear-unit fluid; $500–$1,200 to reseal the transfer assembly; $2,500–$4,500 for a replacement rear drive unit. Diagnosis extra.",
    },
    {
      title: "Power door lock actuator failure (TL, TSX, MDX, RDX)",
      affected: "2004–2014 TL and TSX, 2007–2013 MDX and 2007–2012 RDX",
      symptoms:
        "A door that will not lock or unlock from the remote or the switch, buzzing or grinding inside the door when locking, the alarm sounding, the door-ajar light staying on, and keyless or walk-away locking that refuses to work because one door reads as unlocked.",
      cause:
        "The small electric motor and plastic gears inside the combined latch and actuator assembly wear out; on Acuras of this era the actuator is not sold separately from the latch.",
      fix:
        "Confirm power and ground at the door connector and inspect the wiring in the rubber boot between door and body for breaks, then replace the latch/actuator assembly. After installing it, check the door-ajar switch, the inside and outside handles and the rear child lock.",
      cost: "Estimate: $250–$500 per door for the latch/actuator and labor at an independent shop; dealers charge more, and diagnosis of wiring faults is extra.",
      system: "electronics-wiring",
    },
    {
      title: "Turbocharger and wastegate faults on the first RDX (K23A1)",
      affected: "2007–2012 RDX with the 2.3 L turbocharged K23A1 four-cylinder and its variable-flow turbocharger",
      symptoms:
        "Loss of boost and sluggish acceleration, a rattle from the turbo area at idle or tip-in, whistling or hissing from a boost leak, blue-gray smoke and oil in the intake tract, with underboost or boost-performance codes such as P0299 or P2263.",
      cause:
        "Sticking variable-flow control valve or wastegate actuators, cracked boost hoses and intercooler couplers, and turbo shaft-seal wear made worse by stretched oil-change intervals and hot shutdowns.",
      fix:
        "Smoke-test the intake and charge-air path, check the variable-flow valve and wastegate for free movement, and measure turbo shaft play and oil in the compressor outlet. Replace the turbocharger with a new oil feed line and gaskets if play or seals are bad, then clear codes and road-test under boost.",
      cost: "Estimate: $200–$600 for hoses or actuator repairs; $2,500–$4,000 for a turbocharger with gaskets and feed line installed. Smoke testing and diagnosis extra.",
      system: "turbo-supercharger",
    },
    {
      title: "Early automatic transmission slipping and failure (MDX, TL, CL)",
      affected:
        "2001–2006 MDX, 1999–2006 TL and 2001–2003 CL with Honda's 4- and 5-speed automatics; 2001–2003 models were the worst",
      symptoms:
        "Flaring between gears, a harsh or delayed 2–3 shift, sudden downshifts at highway speed, a flashing D or D5 light and codes P0730 (incorrect gear ratio), P0740 (torque converter clutch) and P0780 (shift malfunction). An abrupt downshift at speed can unsettle the car, especially on wet roads.",
      cause:
        "Overheated second-gear parts and third-clutch wear, with clutch debris clogging the shift solenoids and screens; fluid left in too long made it worse.",
      fix:
        "Install a Honda remanufactured unit, which comes with updated PCM software, and flush the cooler and lines; used units for these years are a gamble. Afterward, change the ATF with Honda DW-1 every 30,000 miles using repeated drain-and-fills rather than a pressure flush.",
      cost: "Estimate: $2,800–$4,200 for a reman unit installed. Honda's warranty extensions on these transmissions expired long ago; diagnosis and cooler flushing extra.",
      system: "transmission",
    },
  ],
  modelLineup: {
    asOf: "2026-11",
    current: [
      "ADX subcompact crossover (2025 on)",
      "Integra and Integra Type S",
      "MDX and MDX Type S",
    ],
    bestSelling: ["MDX", "RDX", "Integra", "ADX"],
    upcoming: [
      "RSX electric crossover on Honda's own EV platform (second half of 2026, built in Ohio)",
      "Fourth-generation RDX with a two-motor hybrid system (announced for about two years out)",
      "Updated Integra Type S and enhanced MDX (announced for 2026)",
    ],
    discontinued: [
      "TLX (2015–2025)",
      "RDX, third generation (2019–2026; Acura said in January 2026 that production would end that spring)",
      "ZDX crossover coupe (2010–2013) and ZDX electric SUV (2024, built by GM on its Ultium platform)",
      "NSX (1991–2005 and 2017–2022)",
      "ILX (2013–2022)",
      "RLX (2014–2020)",
      "TL (1996–2014)",
      "TSX (2004–2014)",
      "RL (1996–2012)",
      "RSX coupe (2002–2006)",
      "CL coupe (1997–1999 and 2001–2003)",
      "Legend and the original Integra (1986–2001)",
    ],
    specialization:
      "Acura builds front-drive-based luxury crossovers and sport compacts on Honda architecture, with its SH-AWD torque-vectoring system as the signature: the RDX and MDX use it, and the Integra and ADX share Honda Civic and HR-V underpinnings. Powertrains a shop sees today are the 1.5 L turbo (Integra, ADX), 2.0 L turbo K20C (RDX, Integra Type S, 2021-on TLX), the 3.5 L J35 V6 (MDX) and the 3.0 L turbo V6 in the MDX Type S, with Honda's 10-speed automatic in the RDX and MDX and a CVT or 6-speed manual in the Integra.",
  },
  reliabilityInfo: {
    overallScore:
      "Acura generally lands in the upper half of Consumer Reports' brand reliability rankings, usually behind Lexus and near or a little below its Honda parent, with first-year hardware (the 2015 TLX, the 2016 MDX's new 9-speed, the 2019 RDX's infotainment) pulling its scores down. The core engines are long-lived: J-series V6s and K-series fours routinely pass 200,000 miles with timing belts and oil changes done on time.",
    comparison:
      "Against BMW, Mercedes-Benz and Audi, an Acura of the same age costs noticeably less to keep running and suffers fewer oil leaks and electrical faults. Against Lexus, Acura is a little less consistent, mainly because of transmissions (ZF 9-speed, 8DCT, early 5-speeds) and infotainment, while Lexus's RX and ES rely on long-proven hardware. Against Infiniti, Acura usually holds value better and has fewer expensive engine and CVT failures.",
    trends:
      "The 2014–2020 period brought new, less proven hardware (VCM on every V6, ZF's 9-speed, the 8DCT, two-screen and True Touchpad infotainment), and Acura's reliability reputation dipped with it. Since then it has simplified: Honda's own 10-speed automatic in the RDX and MDX, a conventional CVT or manual in the Integra, and a touchscreen on the 2025 MDX. The Denso fuel-pump recalls were the main safety blemish of the late 2010s.",
    mostReliable:
      "The 2004–2014 TSX, the 2010–2013 MDX with the 6-speed automatic, the 2017–2018 RDX V6 with service records, and the 2023-on Integra have the best records we see. The 2019-on RDX 2.0 L turbo with the 10-speed has held up well apart from early infotainment bugs.",
    leastReliable:
      "2001–2003 MDX, TL and CL for automatic-transmission failures; the 2015 TLX V6 (Park recall, 9-speed complaints); the 2016 MDX (first-year 9-speed and warmer issues); 2014–2016 MDX and RLX for VCM rocker-arm and mount complaints; 2019 RDX for infotainment faults; and 2018–2020 models in general until the fuel-pump recall is done.",
  },
  ownershipCosts: {
    averagePrice:
      "New prices (editorial estimates, before destination): ADX from about $35,000, Integra from about $33,000 with the Type S around $52,000, RDX from the mid-$40,000s to the high $50,000s, and MDX from about $51,000 to roughly $75,000 for a loaded Type S. Acura pricing runs several thousand dollars below comparably equipped BMW, Mercedes-Benz or Audi models.",
    maintenanceCosts:
      "Service follows the Maintenance Minder: an A service (oil change) is about $90–$150 and a B service (oil, filter, inspections, tire rotation) about $200–$400 at a dealer, less at an independent (estimates). Sub-codes add items such as spark plugs and the timing belt (code 4), rear differential fluid (code 6) and brake fluid (code 7, roughly every 3 years). Most Acuras list premium (91 AKI) fuel as recommended. Expect roughly $500–$900 a year (estimate) through 100,000 miles, plus the $900–$2,000 timing-belt job on V6 models.",
    insuranceTrends:
      "Insurance on the MDX, RDX and Integra usually prices below German rivals and a little above the matching Honda models, helped by AcuraWatch driver aids (collision mitigation braking, lane keeping) being standard. The Integra Type S and MDX Type S cost more to insure for their performance and pricier wheels, tires and brakes.",
    depreciationRates:
      "Acura SUVs hold value better than most German luxury SUVs but not as well as Lexus; an MDX or RDX typically keeps around half its value after five years (editorial estimate). Sedans such as the TLX, RLX and ILX lost value faster, and the one-year-only 2024 ZDX EV has depreciated steeply. The manual-only Integra Type S has held value unusually well.",
    warrantyInfo: {
      asOf: "2026-11",
      text: "Acura's coverage on recent model years is longer than Honda's: 4 years/50,000 miles basic, 6 years/70,000 miles powertrain, 5 years/unlimited miles against corrosion perforation, and roadside assistance for 4 years/50,000 miles. Hybrid components on past Sport Hybrid models and the ZDX EV's battery carry 8 years/100,000 miles, longer for some parts in California-emissions states. Acura Precision Certified used cars extend powertrain coverage to 7 years/100,000 miles from the original in-service date.",
    },
  },
  repairInfo: {
    repairCosts:
      "Independent-shop estimates for the Acura jobs we quote most: V6 timing belt with water pump $900–$1,500, active engine mount $450–$900, front brakes on an MDX $350–$650, A/C compressor $1,100–$2,000, door lock actuator $250–$500 per door, reman 9-speed or 10-speed automatic $4,500–$7,000. Parts shared with Honda keep many repairs closer to Honda prices, but Acura-only parts such as SH-AWD units and True Touchpad electronics are dealer-priced.",
    diyFixes:
      "Owners can do oil and filter changes (resetting the Maintenance Minder from the instrument menu), engine and cabin air filters, wiper blades, key fob batteries and brake pads on most models. Spark plugs are an easy job on the four-cylinder models; on the transverse V6 the rear bank sits tight against the firewall and takes patience. Leave the timing belt, transmission fluid level checks on the 9-speed and 10-speed, and SH-AWD or ADAS calibration to a shop with Honda's diagnostic software.",
    warningSigns:
      "A flashing check-engine light with shudder at cruise on a V6 points to VCM misfires: reduce load and get it scanned. Any stall or hard start on a 2015–2020 model means check the fuel-pump recalls before driving far. A 2015 TLX V6 that creeps with P on the display needs its parking brake set and the Park recall checked; coolant loss with no visible leak on a 2015–2016 TLX or 2016 MDX points to the transmission-warmer campaign. On an older V6, coolant at the timing cover or a new whine from the belt area means do the timing belt before it fails.",
    preventativeTips:
      "Do the timing belt, tensioner and water pump on time at sub-code 4 and never stretch it on these interference engines. Change ATF and DCT fluid when the Maintenance Minder asks, and SH-AWD rear fluid at code 6, using Honda-specified fluids only. Watch oil level monthly on VCM V6s and replace plugs promptly if misfires appear. Install head-unit and TCU software updates at each dealer visit, and run the VIN for recalls twice a year.",
    yearsToAvoid:
      "2001–2003 MDX, TL and CL for transmission failures unless a replacement is documented; 2015 TLX V6 and 2016 MDX for first-year 9-speed problems; 2014–2016 MDX and 2013–2016 RDX with VCM complaints and no records; 2019 RDX for infotainment bugs; and the 2024 ZDX only at a steep discount, since parts and software support depend on GM's Ultium platform.",
  },
  recalls: {
    asOf: "2026-11",
    majorCampaigns:
      "Acura's largest campaigns: Takata airbag inflators, including the highest-risk inflators in 2002–2003 TL and 2003 CL, which Honda urges owners not to drive until repaired; the Denso low-pressure fuel-pump recalls (from 2020 onward) on 2017–2020 NSX and 2018–2020 ILX, MDX, RDX, RLX and TLX; a 2019 fuel-pump recall on 2016–2018 MDX and 2015–2019 TLX V6; and the late-2014 recall and stop-sale of 2015 TLX V6 models whose 9-speed might not engage Park.",
    handlingProcess:
      "American Honda mails recall notices using state registration data, lists open campaigns on the Acura owners site and NHTSA's database, and issues stop-sales to dealers for affected inventory, used cars included. Dealers perform recall repairs free regardless of age or mileage; for Takata inflators Honda has offered mobile repair and towing in many areas. Acura's software campaigns, such as the V6 fuel-pump ECU update, are usually done in an hour or two with Honda's HDS diagnostic system.",
    ownerSteps:
      "Check the VIN at nhtsa.gov/recalls or the Acura owners site before buying and every six months afterward. If a 2002–2003 TL or 2003 CL still has an unrepaired Takata inflator, do not drive it: call Acura for a tow or mobile repair. Keep repair orders from fuel-pump, transmission and VCM work, since later warranty claims and resale value depend on them.",
    patterns:
      "Acura's recall history clusters around supplier parts shared across Honda (Takata inflators, Denso fuel pumps) rather than Acura-specific design faults. Transmission issues have mostly been handled through extensions, bulletins and software rather than recalls, with the 2015 TLX Park defect the notable exception.",
  },
  strengths: {
    excellingAreas: [
      "Durable J-series V6 and K-series four-cylinder engines",
      "Lower purchase and repair costs than German luxury rivals",
      "Sharp handling from SH-AWD torque vectoring",
      "Strong crash-test results across the MDX and RDX",
      "Ohio production with widely shared Honda parts",
      "Six-speed manual offered in the 2026 Integra",
    ],
    uniqueFeatures: [
      "SH-AWD torque-vectoring all-wheel drive",
      "Type S performance models (Integra Type S, MDX Type S)",
      "ELS Studio premium audio developed with Grammy-winning producer Elliot Scheiner",
      "True Touchpad Interface with absolute positioning (introduced on the 2019 RDX)",
      "Jewel Eye LED headlights",
    ],
    awards: [
      "Acura Integra: 2023 North American Car of the Year",
      "Numerous IIHS Top Safety Pick and Top Safety Pick+ ratings for MDX, RDX and TLX model years",
    ],
    engineeringApproaches:
      "Acura engineering is Honda engineering with more power and technology layered on: high-revving VTEC engines, a preference for lightweight aluminum suspension parts, SH-AWD that can send most of the rear torque to the outside wheel in a corner, and the two-generation NSX as a technology flagship (the second with a three-motor hybrid drivetrain). It has been willing to buy outside hardware when needed, from ZF's 9-speed to GM's Ultium platform for the ZDX, and several of those choices produced its worst service headaches.",
    commitments:
      "Honda has committed to carbon neutrality by 2050 and is building EVs, hybrids and gasoline models on the same flexible lines at its Ohio EV Hub, where the RSX will start production. Acura has softened earlier all-EV targets, promising hybrid-electric models (starting with the next RDX) alongside EVs, and continues to fit the AcuraWatch driver-assistance suite as standard equipment.",
  },
  expertInsights: {
    mechanicPerspectives:
      "A well-serviced Acura is one of the easiest luxury cars to keep past 150,000 miles, and most failures give warning. The two things that ruin them are skipped timing belts on the V6 and ignored transmission fluid. VCM-era V6s need their plugs and oil level watched, and almost every 2014–2020 Acura needs its software brought up to date. Honda's diagnostic software is required for VCM tests, transmission learning and ADAS calibration, so a general shop without it will send these jobs to the dealer.",
    engineeringAnalysis:
      "Variable Cylinder Management uses oil pressure to pin rocker arms together or let them slide, so oil quality and level directly affect whether cylinders deactivate cleanly; sticking pins explain the rattle and misfires. ZF's 9-speed uses two dog clutches that must be unloaded precisely before they engage or release; early software did this slowly, which produced the delayed and harsh shifts owners complained about. SH-AWD's rear unit relies on fluid in electromagnetic clutch packs, which is why fluid age shows up as chatter in tight turns.",
    qualityOpinions:
      "Ohio build quality on the MDX, RDX and Integra is consistent, with tight panel gaps and durable paint, and interiors age better than many European rivals. Weak spots are soft-touch trim that scuffs, door lock actuators on 2004–2014 models and electronics: infotainment units and telematics modules account for many of the warranty visits we see on 2014-on Acuras.",
    futurePredictions:
      "Expect a smaller lineup built around the MDX, a hybrid RDX and the ADX, with the Integra as the lone car and the RSX as Acura's first EV built by Honda itself. Hybrids should make future Acuras easier on brakes and engines but add high-voltage systems that independent shops will need training and tools for. ZDX owners will depend on GM's Ultium parts and software network for years.",
  },
  buyingGuidance: {
    bestModelYears:
      "The Acuras we recommend used: 2009–2014 TSX, 2010–2013 MDX with timing-belt records, 2017–2020 MDX with the VCM bulletin work and software updates done, 2017–2018 RDX V6, 2020-on RDX 2.0 L turbo, 2021-on TLX and the 2023-on Integra, including the Type S with its 6-speed manual.",
    modelsToAvoid:
      "Skip 2001–2003 MDX, TL and CL without a documented transmission replacement, 2015 TLX V6 and 2016 MDX without their recalls and transmission campaigns completed, and any V6 Acura past 100,000 miles with no proof of a timing-belt job. Be cautious with the 2024 ZDX unless the price reflects its depreciation and GM-based parts support.",
    inspectionTips:
      "Drive at steady 30–65 mph on level road to feel for VCM shudder and watch for a flashing check-engine light; scan for stored misfire and TCM codes. Shift the 9-speed through Park, Reverse and Drive on a slope and make sure Park holds without the parking brake. Look for a timing-belt sticker under the hood and receipts for sub-code 4 work. Make tight figure-eights to listen for SH-AWD chatter, cycle every door lock from the remote, and let the infotainment run 15 minutes for freezes. Run the VIN for Takata and fuel-pump recalls.",
    negotiationTips:
      "Acura dealers offer lease cash and loyalty or conquest rebates more often than Lexus dealers do; check Acura's current offers and quote the same MDX or RDX from several dealers by email. On a used V6, deduct the cost of a timing belt ($900–$1,500) if it is due, and use open recalls, missing Maintenance Minder records or worn SH-AWD fluid as leverage. A TLX or 2024 ZDX from remaining stock should be heavily discounted now that both have ended production.",
    dealerAddOns:
      "Common Acura dealer add-ons include paint and interior protection packages, nitrogen-filled tires, window tint, wheel-and-tire protection, VIN etching and pre-installed splash guards or door-edge guards. Acura Care extended service contracts and prepaid maintenance plans are offered in finance; a prepaid plan can make sense if it covers the timing-belt service, but price it against an independent shop's estimate first.",
  },
};
