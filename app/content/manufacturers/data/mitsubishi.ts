import { marketShareText } from "../market-share";
import type { Manufacturer } from "../schema";

export const manufacturer: Manufacturer = {
  slug: "mitsubishi",
  name: "Mitsubishi",
  category: "import",
  marketShare: marketShareText("mitsubishi"),
  shortDescription:
    "Mitsubishi sells a small U.S. lineup of crossovers (Outlander, Outlander PHEV, Outlander Sport and Eclipse Cross) backed by a 10-year/100,000-mile powertrain warranty for the first owner. The Mirage subcompact ended production in 2024.",
  description:
    "Budget Japanese brand: watch for Jatco CVT judder and failure, salt-belt front crossmember rot that can drop a control arm, Outlander PHEV 12-volt and EV-system faults, and interference V6 timing belts on older Outlanders.",
  countryOrigin: "Japan",
  headquarters: "Tokyo, Japan; U.S. arm Mitsubishi Motors North America in Franklin, Tennessee",
  philosophy:
    "Mitsubishi Motors builds practical, moderately priced crossovers and leans on three things: all-wheel-drive know-how from its rally years (S-AWC, 'Super All-Wheel Control'), plug-in hybrid technology it pioneered with the Outlander PHEV, and a long powertrain warranty that reassures buyers of a smaller brand. Since Nissan became its largest shareholder in 2016, Mitsubishi has shared platforms inside the Renault–Nissan–Mitsubishi Alliance: the 2022-on Outlander rides on the same architecture as the Nissan Rogue, with Nissan's 2.5 L engine and CVT, while Mitsubishi supplies plug-in hybrid hardware in return. Its U.S. plan, 'Momentum 2030', promises a new or significantly revised model every year from 2026 through 2030.",
  recentNews: {
    asOf: "2026-11",
    text: "Mitsubishi Motors North America sold 109,843 vehicles in 2024, its best year since 2019, led by record Outlander and Outlander PHEV sales and a late surge of the Mirage, whose production then ended. The 2025 Outlander PHEV moved to a larger 22.7 kWh battery, and Mitsubishi has confirmed a battery-electric crossover built by Nissan on the third-generation Leaf for U.S. showrooms in 2026, while it supplies a plug-in hybrid to Nissan for North America the same year. Like other importers, Mitsubishi faces U.S. tariffs on Japanese-built vehicles in 2025.",
  },
  marketPosition:
    "Mitsubishi is one of the smallest mainstream brands in the U.S., with fewer than 400 U.S. dealers. It competes on price, financing offers and warranty rather than refinement, and it has found a niche with buyers who want a standard third-row seat in a compact SUV (Outlander) or one of the lowest-priced three-row plug-in hybrid SUVs (Outlander PHEV). Outlander Sport and Eclipse Cross are older designs that sell on price. With the Mirage gone, its cheapest model starts in the mid-$20,000s, and its future U.S. products lean heavily on Nissan engineering.",
  commonProblems: [
    {
      title: "CVT judder, whine and failure (Jatco units)",
      affected:
        "Jatco CVTs in 2008–2017 Lancer, 2007–2020 Outlander four-cylinder, 2011-on Outlander Sport, 2018-on Eclipse Cross, 2014–2015 and 2017–2024 Mirage (JF015E) and the Nissan-shared CVT in the 2022-on Outlander",
      symptoms:
        "Shudder when pulling away or at 20–40 mph on light throttle, a whine or drone that rises with road speed, delayed engagement into Drive or Reverse, flare or slip, and a CVT overheat warning with limp mode on long grades or in heat; codes such as P0776, P0746, P0841 or a transmission-related P0700.",
      cause:
        "Wear of the steel push belt and pulley faces, sticking pressure-control solenoids or valve body, and a worn torque-converter lockup clutch, all accelerated by fluid left in too long (older schedules only called for inspecting it) and by heat from towing and hill climbing.",
      fix:
        "Update the transmission software, check fluid at the temperature the scan tool shows, and change it with the Dia Queen CVT fluid grade specified for that unit. Slipping belts or scored pulleys mean a remanufactured CVT, followed by the CVT learning procedure with the MUT-III scan tool. Certain 2015–2016 Outlander Sport, 2016 Outlander and 2016 Lancer CVTs were recalled in 2016 to reprogram the CVT computer, which could cut torque and delay acceleration after a range-switch signal dropout.",
      cost:
        "$150–$300 estimate for a CVT fluid service; $3,500–$5,500 estimate for a remanufactured CVT installed, diagnosis extra; covered for the original owner within the 10-year/100,000-mile powertrain warranty.",
      system: "transmission",
      asOf: "2026-11",
    },
    {
      title: "Front crossmember rust that can drop a lower control arm",
      affected:
        "Salt states: 2002–2007 Lancer and 2004 wagon, 2003–2006 Lancer Evolution, 2003–2006 Outlander and 2007–2013 Outlander V6 (2016 recall); 2008–2010 Lancer, 2010 Lancer Sportback, 2008–2013 Outlander, 2011–2016 Outlander Sport (2020 recall)",
      symptoms:
        "Clunks over bumps, a pull or wandering steering, a front wheel visibly tilted or set back, and heavy scale or holes in the front subframe where the lower control arms mount. In the worst cases the lower arm tears out of the crossmember and the driver loses steering control.",
      cause:
        "Rust protection inside and outside the front cross member (subframe) wasn't good enough for road-salt slush, so the lower-arm mounting points corrode from the inside out.",
      fix:
        "Two recalls covered cars originally sold in or ever registered in salt-belt states and D.C. (22 states in the 2020 campaign): the dealer inspects the crossmember, then applies a sealing anti-corrosion coating or replaces it. Run the VIN even if the car has since moved to the South. Outside the recalls, replace the crossmember and arms and align the car. Don't drive one with a rotted subframe: a detached arm means no steering.",
      cost:
        "Free under the 2016 and 2020 recalls; $1,200–$2,500 estimate to replace a crossmember, lower arms and alignment outside them, seized-bolt labor extra.",
      system: "suspension",
      asOf: "2026-11",
    },
    {
      title: "'EV system service required' and charging faults (Outlander PHEV)",
      affected:
        "2018–2022 Outlander PHEV (2.0 L 4B11 through 2020, 2.4 L 4B12 in 2021–2022) and 2023-on Outlander PHEV (2.4 L 4B12, 20 kWh then 22.7 kWh battery)",
      symptoms:
        "'EV system service required, stop safely', 'Charging system service required' or brake and stability warnings all at once, a car that won't start or won't charge ('charge interrupted due to system malfunction'), an engine that won't run in Charge mode, and shrinking EV range.",
      cause:
        "Most often a weak 12 V auxiliary battery whose low voltage makes the hybrid control units log faults; after that, a failed on-board charger, DC-DC converter, charge port or main-battery contactor, and tired traction-battery cells on high-mileage cars.",
      fix:
        "Load-test and replace the 12 V battery first, clear codes and retest; then diagnose with the MUT-III and replace the charger, converter, port or contactor as found. The traction system runs at roughly 300–350 V: only trained technicians with insulated tools and rated gloves should open it, and only after removing the service plug per Mitsubishi's procedure.",
      cost:
        "$180–$300 estimate for a 12 V battery installed; $1,500–$4,000 estimate for an on-board charger or DC-DC converter, diagnosis extra; traction-battery defects fall under the main-battery warranty.",
      system: "electrical",
    },
    {
      title: "Snapped timing belt on V6 interference engines",
      affected:
        "2007–2020 Outlander V6 (3.0 L 6B31); 2004–2012 Galant, 2006–2012 Eclipse GT and 2004–2011 Endeavor and 2003–2006 Montero (3.8 L 6G75)",
      symptoms:
        "Usually none before it breaks: the engine quits while driving and then cranks fast with no compression. When there is warning, it is ticking or whirring from a failing tensioner or idler, coolant weeping from the water pump behind the timing cover, or oil from cam and crank seals soaking the belt.",
      cause:
        "These V6s are interference engines, so when an aged belt, tensioner or idler fails, pistons hit open valves and bend them. Oil from leaking cam seals and coolant from the belt-driven water pump shorten belt life.",
      fix:
        "Replace the belt, hydraulic tensioner, idler and tensioner pulleys, water pump and cam and crank seals together at the interval in the car's maintenance book (commonly 105,000 miles on later V6s, sooner for severe service or older schedules), or by age on low-mileage cars. After a snapped belt, leak-down test before choosing head repair or a used engine. A belt that fails at highway speed leaves you without power in traffic.",
      cost:
        "$900–$1,500 estimate for a V6 belt, tensioner and water-pump job; $2,500–$4,500 estimate for bent-valve head repair or a used engine after a snapped belt; towing extra.",
      system: "timing-system",
    },
    {
      title: "Headlights and wipers cutting out (ETACS body computer)",
      affected:
        "Certain 2009–2010 Lancer and Outlander and 2010 Lancer Sportback and Lancer Evolution covered by Mitsubishi's 2015 ETACS recall",
      symptoms:
        "Headlights, taillights and windshield wipers shut off or work intermittently while driving, with the check-engine and/or brake warning lamp lit, which is the warning Mitsubishi's recall notice describes.",
      cause:
        "A manufacturing flaw in electrical parts inside the ETACS (Electronic Time and Alarm Control System) body control unit causes high resistance and unstable voltage, so its lighting and wiper outputs drop out.",
      fix:
        "The 2015 recall replaced the ETACS unit at no charge, so check the VIN. On cars outside it with the same symptoms, check grounds and ETACS connectors, then replace and program the unit with the MUT-III. Losing headlights and wipers at night or in rain is dangerous: pull over and don't drive the car until it's fixed.",
      cost:
        "Free under the 2015 recall; $400–$900 estimate for an ETACS unit with programming outside it, diagnosis extra.",
      system: "electrical",
      asOf: "2026-11",
    },
    {
      title: "Frozen head unit and blank rearview camera",
      affected:
        "2022–2025 Outlander and 2023–2025 Outlander PHEV with the 8- or 9-inch touchscreen infotainment unit; 2018–2020 Outlander, Outlander Sport and Eclipse Cross with Smartphone-link Display Audio",
      symptoms:
        "Black or frozen screen when shifting into Reverse, no rearview image, a touchscreen that reboots or ignores input, Apple CarPlay or Android Auto dropping out, and Bluetooth phones that won't reconnect.",
      cause:
        "Head-unit software faults, the basis of the 2022 recall of about 56,000 2022 Outlanders whose infotainment unit could fail to show the rearview image; weak 12 V batteries and interrupted updates make freezes worse. Older Display Audio units also suffer internal faults and worn USB ports.",
      fix:
        "Check the VIN for the camera recall, which reprograms the infotainment unit; have the newest head-unit software loaded and load-test the 12 V battery. Replace the head unit or camera only after software and power supply are ruled out. Until then, back up with mirrors and a shoulder check, since a dead camera is why these were safety recalls.",
      cost:
        "Free under recall or warranty; $800–$2,000 estimate for a replacement head unit out of warranty, programming and diagnosis extra.",
      system: "infotainment",
      asOf: "2026-11",
    },
    {
      title: "False automatic braking (Forward Collision Mitigation)",
      affected:
        "2017–2018 Outlander, 2018 Outlander PHEV and Outlander Sport, and 2018–2019 Eclipse Cross with pedestrian-detecting Forward Collision Mitigation (FCM); any FCM car after windshield or bumper work",
      symptoms:
        "Automatic braking that holds on after a pedestrian has cleared the path, extra-hard deceleration when the driver brakes at the same time, and FCM or adaptive-cruise warning messages after a windshield replacement or minor front-end hit.",
      cause:
        "On the recalled cars, incorrect FCM-ECU software could keep the brakes applied longer than needed after a pedestrian was no longer detected (2018 recall, remedied by reprogramming). On later cars a windshield camera or grille radar knocked out of aim, or replacement glass without the correct camera bracket, confuses the system.",
      fix:
        "Install the recall software; after any windshield, camera, radar or bumper work, aim and calibrate the camera and radar with the MUT-III and the specified targets. Unexpected hard braking can cause a rear-end crash: until it's repaired, switch FCM off in the vehicle settings and leave extra following distance.",
      cost:
        "Free under the recall; $250–$600 estimate for camera or radar calibration after glass or bumper work; glass, bumper repair and diagnosis extra.",
      system: "adas-sensor-calibration",
      asOf: "2026-11",
    },
    {
      title: "Seized rear parking-brake calipers on Outlanders",
      affected:
        "2014–2016 Outlander and 2013–2016 Outlander Sport (2018 recall) and further 2016 Outlander and Outlander Sport (2020 recall); older salt-state Outlanders and Lancers",
      symptoms:
        "Parking brake that won't hold on a slope or won't fully release, a hot rear wheel with a burning smell from dragging pads, uneven rear pad wear, and lever travel that feels wrong.",
      cause:
        "Water gets past the rear caliper boot and rusts the parking-brake actuating shaft inside the caliper until it binds; on some 2016 cars the shaft's anti-rust coating was scratched off during assembly.",
      fix:
        "The recalls replace the boot and lever, the piston assembly or the whole rear caliper free; check the VIN. Otherwise replace rear calipers in pairs with pads, flush the brake fluid and adjust the parking-brake cable. A parking brake that won't hold lets a parked car roll away: leave it in Park with wheels chocked or turned to the curb until repaired.",
      cost:
        "Free under the 2018 and 2020 recalls; $450–$900 estimate for a pair of rear calipers with pads and a fluid flush outside them; rotors extra if scored.",
      system: "brake-system",
      asOf: "2026-11",
    },
    {
      title: "Rusted liftgate struts letting the hatch drop",
      affected:
        "Salt-state 2014–2020 Outlander and 2018–2022 Outlander PHEV; 2011–2012 and some 2016 Outlander Sport",
      symptoms:
        "A liftgate that creeps down or falls from fully open, worst in cold weather, a power liftgate that strains or reverses, and visible rust on the strut shafts.",
      cause:
        "Gas-spring support cylinders with too little anti-corrosion treatment rust, leak pressure and, in the worst cases, rupture, so they can no longer hold the liftgate up.",
      fix:
        "Check the VIN for the liftgate-strut recalls, which replace the support cylinders free. Otherwise replace both struts together with the correct part for manual or power liftgates and re-initialize a power liftgate afterward. A falling liftgate can strike someone's head: prop it or stand clear until it's repaired.",
      cost: "Free under recall; $150–$400 estimate for a pair of struts installed outside it; power-liftgate struts cost more.",
      asOf: "2026-11",
    },
    {
      title: "TC-SST dual-clutch faults (Lancer Evolution X and Ralliart)",
      affected:
        "2008–2015 Lancer Evolution X MR and 2009–2015 Lancer Ralliart with the Getrag-built six-speed Twin Clutch SST",
      symptoms:
        "'Service transmission' on the display, sudden loss of drive or neutral at speed, harsh or slipping launches, clunks between gears, no reverse, and clutch-pressure or shift-position codes in the transmission controller.",
      cause:
        "Worn wet clutch packs, failing solenoids and mechatronic (valve body and controller) units, and cooked fluid: Mitsubishi's dedicated SSTF-I fluid breaks down quickly with launch control, track days or a tune that adds torque.",
      fix:
        "Scan with the MUT-III, change the SST fluid and filter and run the clutch learning procedure; then replace the mechatronic unit or clutch pack as diagnosed, or fit a remanufactured transmission. Change fluid about every 30,000 miles, much sooner on tuned or tracked cars. Losing drive at highway speed is dangerous: get off the road and tow it in.",
      cost:
        "$250–$400 estimate for a fluid and filter service; $3,000–$5,000 estimate for a mechatronic unit; $6,000–$10,000 estimate for a remanufactured TC-SST installed; diagnosis and towing extra.",
      system: "transmission",
    },
  ],
  modelLineup: {
    asOf: "2026-11",
    current: [
      "Outlander (2022-on, shares its platform with the Nissan Rogue; 2.5 L four-cylinder, CVT, standard third row)",
      "Outlander PHEV (2023-on; 2.4 L engine, front and rear motors, 22.7 kWh battery from 2025)",
      "Outlander Sport (on sale since 2011; 2.0 L and 2.4 L four-cylinders over its run, CVT)",
      "Eclipse Cross (since 2018; 1.5 L turbocharged four-cylinder, CVT)",
    ],
    bestSelling: [
      "Outlander (about 45,000 U.S. sales in 2024, plus about 7,000 Outlander PHEV)",
      "Mirage and Mirage G4 (about 30,000 in 2024, their last year of production)",
      "Outlander Sport",
      "Eclipse Cross",
    ],
    upcoming: [
      "Battery-electric crossover based on the third-generation Nissan Leaf (U.S. launch planned for 2026)",
      "A new or significantly revised model each year from 2026 through 2030 under the 'Momentum 2030' plan",
    ],
    discontinued: [
      "Mirage hatchback and Mirage G4 sedan (sixth generation sold 2014–2024)",
      "Lancer (2002–2017 in the U.S.)",
      "Lancer Evolution VIII, IX and X (2003–2015)",
      "Galant (through 2012)",
      "Eclipse coupe and Spyder (through 2012)",
      "Endeavor (2004–2011)",
      "Montero (through 2006) and Montero Sport (through 2004)",
      "Raider pickup (2006–2009, Dodge Dakota-based)",
      "i-MiEV electric city car (2012–2017)",
      "Diamante (through 2004)",
    ],
    specialization:
      "Today Mitsubishi sells only crossovers in the U.S., all with CVTs except the PHEV, which uses electric motors and a fixed reduction gear instead of a conventional transmission. Its signatures are S-AWC all-wheel drive with drive modes for snow and gravel, the twin-motor plug-in hybrid system first sold in the U.S. on the 2018 Outlander PHEV, and the 4B11/4B12 engine family co-developed under the Global Engine Manufacturing Alliance with Chrysler and Hyundai. Enthusiasts know the brand for the rally-bred Lancer Evolution and the Dakar-winning Montero (Pajero), both gone from the U.S. lineup.",
  },
  reliabilityInfo: {
    overallScore:
      "Mitsubishi's reliability record is middling. Owner surveys such as Consumer Reports' generally treat the simple port-injected Outlander Sport and Mirage powertrains as dependable, while CVT complaints and a run of recalls on the redesigned 2022 Outlander count against it. Mitsubishi models score poorly in road tests for noise, ride and acceleration even when they hold up mechanically, and the brand's low sales mean reliability data for individual models is thinner than for bigger brands.",
    comparison:
      "Compared with Toyota, Honda and Mazda crossovers, a Mitsubishi is cruder and depreciates faster but is often cheaper to buy and carries a longer powertrain warranty. Against its Alliance partner, the 2022-on Outlander shares the Nissan Rogue's platform, 2.5 L engine and CVT, so its CVT risks mirror the Rogue's. Hyundai and Kia match the 10-year/100,000-mile powertrain coverage with more modern products, which is Mitsubishi's toughest comparison in showrooms.",
    trends:
      "Two patterns stand out. First, corrosion: front crossmembers, rear parking-brake calipers and liftgate struts on 2000s and 2010s models all drew salt-state recalls, pointing to weak rust-proofing in that era. Second, borrowing: moving the Outlander onto Nissan's platform in 2022 brought better crash scores and refinement but also Nissan's CVT and a first-year cluster of recalls (fuel pump, seat-belt retractors, rearview camera). The Outlander PHEV's twin-motor system, with no CVT, has become the brand's technical strong point.",
    mostReliable:
      "The Outlander Sport with the 2.0 L engine and regular CVT fluid changes, the Mirage (a simple 1.2 L three-cylinder that is cheap to keep running, if slow), and the 2023-on Outlander PHEV, whose hybrid drive avoids a belt-type CVT entirely, have the best records. Gasoline Outlanders from 2023 on have drawn fewer campaigns than the first-year 2022 model.",
    leastReliable:
      "The Lancer Evolution X MR and Ralliart with the TC-SST dual-clutch, salt-state 2008–2013 Outlanders and Lancers (crossmember rust), 2014–2016 Outlander and Outlander Sport (parking-brake calipers), the first-year 2022 Outlander, and 2004–2012 V6 Galant, Eclipse and Endeavor models with tired automatics and timing belts are the ones to be wary of.",
  },
  ownershipCosts: {
    averagePrice:
      "New-vehicle MSRPs before destination, editorial estimates for recent model years: Outlander Sport roughly $24,000–$29,000, Eclipse Cross about $28,000–$33,000, Outlander about $29,000–$42,000, and Outlander PHEV about $41,000–$51,000. Mitsubishi dealers typically advertise incentives and low-APR financing, so transaction prices often land below sticker. Used Mirages and Outlander Sports are among the cheapest late-model crossovers and cars on the market.",
    maintenanceCosts:
      "Routine maintenance on the four-cylinder models is cheap: expect about $400–$650 a year for oil changes, filters, tire rotations and brakes (estimate, excluding tires). Budget for a CVT fluid change about every 30,000 miles ($150–$300 estimate) even where the book only says inspect, and a $900–$1,500 timing-belt job on older V6 Outlanders. The Outlander PHEV needs engine oil changes like any gasoline car, and owners who rarely run the engine should follow the fuel and oil guidance in the owner's manual.",
    insuranceTrends:
      "Low purchase prices and inexpensive parts keep collision premiums for the Mirage, Outlander Sport and Eclipse Cross toward the low end of the market, though drivers pay more on models with ADAS cameras and radar in the windshield and grille. The Outlander PHEV costs more to insure because of its price and battery. Rates depend far more on the driver's record and ZIP code than on the badge.",
    depreciationRates:
      "Mitsubishis depreciate faster than Toyota, Honda or Subaru rivals, often losing roughly 50–60% of their value in five years (editorial estimate), because of heavy incentives, fleet and rental sales and a powertrain warranty that shrinks for second owners. That makes a 2- to 4-year-old Outlander or Outlander PHEV one of the better used values, provided the buyer prices in the shorter remaining coverage.",
    warrantyInfo: {
      asOf: "2026-11",
      text: "Recent Mitsubishis carry a 5-year/60,000-mile New Vehicle Limited Warranty, a 10-year/100,000-mile Powertrain Limited Warranty for the original owner (later owners get 5 years/60,000 miles from the original in-service date), 7-year/100,000-mile anti-corrosion perforation coverage and 5 years of unlimited-mile roadside assistance. The Outlander PHEV's main-drive lithium-ion battery is covered for 10 years/100,000 miles on current models; confirm the term for 2018–2022 cars in the warranty booklet.",
    },
  },
  repairInfo: {
    repairCosts:
      "Mitsubishi dealer labor rates are usually lower than luxury or big-city Toyota stores, and aftermarket parts are plentiful for the Lancer, Outlander Sport and older Outlander. Typical bills (estimates, parts and labor): CVT replacement $3,500–$5,500, V6 timing-belt service $900–$1,500, pair of rear calipers $450–$900, crossmember replacement outside the recall $1,200–$2,500, Outlander PHEV on-board charger $1,500–$4,000. The smaller dealer network can mean a long drive for warranty or recall work.",
    diyFixes:
      "Good DIY jobs on Mitsubishis: engine air and cabin filters, wiper blades, brake pads on Outlander Sport and Lancer, replacing liftgate struts, and the 12 V auxiliary battery on the Outlander PHEV, which clears many 'EV system' warnings. A CVT fluid drain-and-fill is possible at home, but the level must be set at the temperature specified, so a scan tool that reads CVT fluid temperature is needed. Anything under orange high-voltage covers on the PHEV is for trained technicians only.",
    warningSigns:
      "Act on a CVT shudder or whine early, before the belt and pulleys are damaged; a flashing or 'CVT overheat' message means stop and let it cool. On salt-state cars, clunks from the front end or a tilted front wheel can be the crossmember letting go. Outlander PHEV owners should treat 'EV system service required' as a 12 V battery test first. On V6 Outlanders with unknown history, lack of timing-belt records is itself the warning sign.",
    preventativeTips:
      "Change CVT fluid about every 30,000 miles with Mitsubishi's fluid and avoid towing at the limit. In salt states, rinse the underbody and have the front crossmember, rear calipers and liftgate struts inspected every winter, and make sure recall anti-corrosion work was done. Do the V6 timing belt, tensioner and water pump on schedule. Keep the Outlander PHEV's 12 V battery healthy (test it yearly after year three) and run the engine occasionally if you drive only on electricity.",
    yearsToAvoid:
      "Avoid salt-state 2008–2013 Outlander and Lancer without proof of the crossmember recall; 2014–2016 Outlander and Outlander Sport unless the parking-brake recall is closed; the 2022 Outlander unless all of its first-year recalls (fuel pump, seat-belt retractor, rearview camera) are done; and 2008–2015 Evolution X MR or Ralliart with the TC-SST unless there are records of regular fluid changes.",
  },
  recalls: {
    asOf: "2026-11",
    majorCampaigns:
      "Notable U.S. campaigns: two salt-state front crossmember recalls, in 2016 (2002–2007 Lancer, 2003–2006 Lancer Evolution and Outlander, 2007–2013 Outlander V6) and 2020 (about 141,000 2008–2010 Lancer, 2010 Lancer Sportback, 2008–2013 Outlander and 2011–2016 Outlander Sport), because a lower control arm could detach; rear parking-brake caliper recalls for about 170,000 2014–2016 Outlander and 2013–2016 Outlander Sport (2018) and further 2016 models (2020); liftgate gas-strut corrosion recalls (2011–2012 and some 2016 Outlander Sport in 2016; salt-state 2014–2020 Outlander and 2018–2022 Outlander PHEV from 2025); the 2015 ETACS recall for lost lighting and wipers on certain 2009–2010 Lancer and Outlander and 2010 Lancer Sportback and Evolution; and on the 2022 Outlander, a fuel-pump recall for stalling, a seat-belt retractor recall and a rearview-camera software recall.",
    handlingProcess:
      "Mitsubishi Motors North America notifies owners by mail, and dealers perform the repair free. Many of its corrosion recalls are limited to cars originally sold in, or ever registered in, salt states, with inspection first and replacement only when corrosion passes a limit. Because the dealer network is thin in some regions, parts and appointments for large campaigns can take weeks.",
    ownerSteps:
      "Run the 17-digit VIN at Mitsubishi's owner site or NHTSA.gov at least twice a year and whenever you buy a used Mitsubishi, especially one that has lived in the Northeast or Midwest. Ask the dealer to print the completed-campaign history. If you paid for a repair before a recall covered it, such as rear calipers or a crossmember, submit the receipt for reimbursement.",
    patterns:
      "Mitsubishi's recalls cluster around corrosion on salt-state cars (crossmembers, parking-brake shafts, liftgate struts), body electronics and software (ETACS, head units, FCM), and first-year defects on the redesigned 2022 Outlander. Airbag recalls also touched some older Lancer and Raider models, so a used-car VIN check is never wasted.",
  },
  strengths: {
    excellingAreas: [
      "Long coverage: 10-year/100,000-mile powertrain warranty for the first owner",
      "Plug-in hybrid experience: the Outlander PHEV's twin-motor system",
      "Capable all-wheel drive (S-AWC) with snow and gravel modes",
      "Low purchase prices and frequent financing offers",
      "A standard third-row seat in the compact Outlander",
      "Cheap parts and simple port-injected engines on older models",
    ],
    uniqueFeatures: [
      "Outlander PHEV can run as an EV, series hybrid or parallel hybrid without a conventional transmission",
      "1,500-watt AC power outlets on the Outlander PHEV for tools or home backup",
      "S-AWC torque vectoring inherited from the Lancer Evolution",
      "Seven-seat Outlander in a compact-SUV footprint",
      "Yamaha premium audio on recent Outlanders",
    ],
    awards: [
      "IIHS Top Safety Pick+ (2022 Outlander built after June 2021)",
      "IIHS Top Safety Pick (2023 Outlander PHEV built after May 2023)",
      "12 overall Dakar Rally wins with the Pajero/Montero, the most of any car maker",
      "1998 World Rally Championship manufacturers' title (Lancer Evolution)",
      "Four straight WRC drivers' titles for Tommi Mäkinen in Lancer Evolutions (1996–1999)",
    ],
    engineeringApproaches:
      "Mitsubishi's most distinctive engineering is the Outlander PHEV: front and rear electric motors driven from a lithium-ion pack, and a gasoline engine that mostly acts as a generator and clutches directly to the front wheels only at highway speeds, so there is no CVT or stepped automatic to wear out. S-AWC uses brake-based and, on some models, clutch-based torque vectoring descended from the Evolution's Active Yaw Control. Elsewhere Mitsubishi keeps engineering conservative and shares costs: Jatco CVTs, GEMA-derived 4B11/4B12 engines, and Nissan's platform and 2.5 L engine under the current Outlander.",
    commitments:
      "Mitsubishi's U.S. 'Momentum 2030' plan commits to a new or significantly updated model every year from 2026 through 2030 and to a mix of gasoline, plug-in hybrid and battery-electric models, starting with a Leaf-based EV in 2026. It also keeps its 10-year/100,000-mile powertrain warranty as a fixture of the brand and has widened recall campaigns for corrosion when field reports showed earlier fixes fell short.",
  },
  expertInsights: {
    mechanicPerspectives:
      "Shops see Mitsubishis for CVT complaints, rusted brakes and suspension in the salt belt, timing belts on V6 Outlanders, and 12 V-triggered warning storms on Outlander PHEVs. The cars are easy to work on and parts are cheap, but a MUT-III-compatible scan tool helps a lot for CVT learning, ADAS calibration and PHEV diagnosis. The first question on any Mitsubishi that has lived up north is whether the crossmember recall was done, and the second is when the CVT fluid was last changed.",
    engineeringAnalysis:
      "Mitsubishi's gasoline models are built from proven, low-tech parts: port-injected 2.0 L and 2.4 L four-cylinders with timing chains in the Outlander Sport, Jatco CVTs, and simple strut-front suspensions. That makes them cheap but leaves them exposed to the CVT's weak points. The PHEV is the standout: by using two motors and a direct engine clutch instead of a CVT, it sidesteps the brand's most common expensive failure while adding high-voltage components that need trained hands.",
    qualityOpinions:
      "Interior materials and noise insulation lag the class, particularly in the Outlander Sport and Mirage, and rust-proofing on 2000s and early-2010s models was plainly inadequate given the number of corrosion recalls. The Nissan-based 2022-on Outlander raised fit and finish noticeably. Buyers should judge each Mitsubishi on its powertrain and rust exposure rather than the brand badge.",
    futurePredictions:
      "Expect Mitsubishi's U.S. lineup to rely even more on Nissan, starting with the Leaf-based EV in 2026, while its own plug-in hybrid hardware flows the other way into Nissan products. The aging Outlander Sport and Eclipse Cross will need replacements to keep showrooms busy after the Mirage ended production in 2024. Used Mirages should stay in demand as cheap commuters for years, and Outlander PHEV values should firm up as more buyers shop plug-in hybrids.",
  },
  buyingGuidance: {
    bestModelYears:
      "Best bets: 2023-and-later Outlander PHEV for its transmission-free hybrid drive, with 2025-on cars getting the bigger battery; 2023-and-later gasoline Outlanders once the first-year recalls were resolved; and late Outlander Sport (2020-on) with the 2.0 L engine and documented CVT fluid changes. A 2017–2024 Mirage with service records makes a cheap, economical commuter.",
    modelsToAvoid:
      "Pass on rust-belt Lancers and Outlanders of the 2000s and early 2010s without crossmember-recall records, V6 Galant, Eclipse, Endeavor and Outlander models with no timing-belt history, TC-SST Evolution X and Ralliart cars that have been tuned or tracked, and any CVT Mitsubishi that shudders or whines on the test drive.",
    inspectionTips:
      "On a lift, inspect the front crossmember around the lower-arm mounts for flaking or holes, the rear calipers for seized parking brakes, and the liftgate struts for rust. Test-drive from a stop on light throttle and at 25–40 mph to feel for CVT judder, and ask for fluid-change receipts. For an Outlander PHEV, check the EV range on a full charge against the original rating, test AC and DC charging, and read hybrid codes with a scan tool. Confirm whether the seller is the original owner, since that sets the powertrain warranty left.",
    negotiationTips:
      "Mitsubishi dealers discount harder than most, and factory cash, 0% or low-APR financing and lease offers rotate frequently, so compare the out-the-door price against Nissan Rogue and Kia or Hyundai quotes. On used cars, point out that a second owner gets only 5 years/60,000 miles of powertrain coverage and that Mitsubishis depreciate quickly, then price accordingly. Model-year changeover and month-end are good times to buy.",
    dealerAddOns:
      "Expect to be offered extended service contracts, including Mitsubishi's Diamond Care plans, paint and fabric protection, nitrogen tire fill, VIN etching, window tint and GAP insurance, often bundled into the payment by dealers that specialize in credit-challenged buyers. Ask for an itemized out-the-door price, decline what you don't want, and remember the factory warranty already covers the powertrain for 10 years if you're the first owner.",
  },
};
