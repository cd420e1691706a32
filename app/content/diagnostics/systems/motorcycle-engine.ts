import { bmwBoxerTwins } from "~/content/vehicles";
import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Motorcycle engine and charging faults on the bikes U.S. shops see most: stators, regulator-rectifiers, cam-chain tensioners, shim valves, carb and throttle-body sync, and bike fuel injection.",
  howItWorks: [
    "A motorcycle charges its battery with a permanent-magnet alternator: a flywheel rotor full of magnets spins around a fixed stator coil bolted inside the engine case, usually bathed in oil. The stator makes raw AC whose voltage rises with rpm, and a regulator-rectifier turns it into DC and caps it near 14–15 V. Most Japanese bikes use a three-phase stator (three yellow wires) feeding a shunt regulator that dumps surplus current to ground as heat; Harley-Davidson Twin Cam and Milwaukee-Eight twins use a single-phase stator feeding a finned regulator on the frame downtube. Older BMW oilhead boxers are the exception, with a car-style belt-driven alternator on the front of the engine.",
    "Fuel comes through constant-velocity (CV) carburetors on older and smaller bikes, or through electronic fuel injection on nearly everything built since the late 2000s: Delphi-based systems on Harley-Davidson, PGM-FI on Honda, and similar Keihin, Mikuni and Denso systems on Yamaha, Kawasaki and Suzuki. Multi-cylinder bikes have one throttle plate or carb slide per cylinder, so the throttles must be balanced (synchronized) with vacuum gauges for a smooth idle. A tip-over (bank-angle) sensor and the kill switch, sidestand, clutch and neutral switches all sit in the ignition or starter circuit and can stop the engine on purpose.",
    "Inside, sportbikes and standards typically run double overhead cams driven by a chain with an automatic tensioner, and set valve clearance with shims under buckets or on top of them. Harley Big Twins use pushrods, hydraulic lifters and a chain-driven cam chest, with the primary drive and compensator sprocket in a separate case; BMW boxers hang their cylinders out in the air stream on each side. Many engines share oil between crankshaft, gearbox and wet clutch, and the oil is often hotter and more shear-loaded than in a car.",
  ],
  howItFails: [
    "Charging failures are the classic bike breakdown. Stators cook in hot oil and short a winding to the core, shunt regulators run hot enough to cook themselves and the plug beside them, and a bike with a dead charging system simply runs until the battery drops below what the fuel pump and ignition need. Small AGM and lithium batteries have little reserve, so a bike that dies after a 40-minute ride often has a charging fault rather than a bad battery, and a bike that dies after sitting a month often has a drain, not a failure.",
    "Mechanically, chain-driven cams wear their tensioners and guides (Harley Twin Cam spring-loaded shoes, Japanese automatic tensioners that stop ratcheting), shim-adjusted valves close up with mileage until the engine starts hard when hot and burns a valve, and air-cooled twins leak oil at gaskets and run hot enough to ping in traffic. Fuel systems suffer from storage: ethanol varnish blocks carb pilot jets and injector screens, and a stuck float can pour gasoline into the crankcase.",
    "Many complaints are the bike protecting itself or doing what emissions tuning demands: a sidestand switch killing the engine in gear, a tripped bank-angle sensor that stops the fuel pump, an immobilizer waiting for its fob, or a lean factory fuel map that surges at steady low speed and pops on deceleration once a louder exhaust is fitted.",
  ],
  tools: [
    "Digital multimeter with AC volts and a 200-ohm range, for stator output, stator resistance and charging voltage",
    "Battery tester and a smart maintainer with separate AGM and lithium (LiFePO4) modes",
    "Vacuum gauge set or electronic synchronizer (such as a Twinmax or Morgan Carbtune), for carb and throttle-body sync",
    "Fuel pressure gauge with bike-specific adapters for quick-disconnect and in-tank pump outlets",
    "Harley-capable scan tool (dealer Digital Technician or aftermarket), and a Honda SCS connector for blink codes",
    "Feeler gauges in 0.01 mm (0.0005 in.) steps, a micrometer and a shim kit, for valve clearance work",
    "Compression gauge with a long-reach 10 mm and 12 mm plug adapter, and a leak-down tester",
    "Mechanic's stethoscope, for telling cam-chain, valve-train and primary noises apart",
    "Motorcycle lift or paddock stands, so the bike is upright and stable for oil-level and sync work",
    "Inline spark tester and a spark plug socket with a rubber insert, for plugs buried under tanks and frames",
  ],
  safety: [
    "Support the bike on a lift or stands before working: a motorcycle tipping off its sidestand while you are under it or turning the engine can break a foot or the fuel tank fitting.",
    "Fuel-injected bikes hold 40–60 psi in the line; relieve pressure by pulling the pump fuse and running the engine until it stalls, and catch fuel with a rag before pulling a quick-disconnect under a hot tank.",
    "Synchronizing throttles means running the engine with the tank propped or on a remote fuel supply next to hot headers; keep a fire extinguisher in reach and the tank vent and lines secure.",
    "Never run a bike in a closed garage during sync or idle work, and keep hands and hose loops away from the chain, sprocket and cooling fan with the engine running.",
    "A stalling or cutting-out engine at speed can lock the rear wheel against engine braking or leave the rider without power in traffic; move to the shoulder at the first stumble, and tow it instead of riding again.",
    "Hot exhaust headers, air-cooled cylinders and Harley oil tanks stay hot enough to burn skin for 30 minutes or more after a ride; let the engine cool before reaching around it.",
  ],
  symptoms: [
    { id: "not-charging", label: "Battery runs down while riding or voltage stays under 13 V" },
    { id: "overcharging", label: "Voltage over 15 V, battery boiling or bulbs blowing" },
    { id: "battery-dead-parked", label: "Battery dead after the bike sits parked" },
    { id: "burnt-connector", label: "Melted, brown or burnt plug near the stator or regulator" },
    { id: "no-crank", label: "Starter silent, clicks, spins or grinds at the button" },
    { id: "hard-start", label: "Cranks but is hard to start or will not fire" },
    { id: "dies-while-riding", label: "Engine cuts out, stalls or dies while riding" },
    { id: "rough-idle", label: "Rough, hunting, hanging or stalling idle" },
    { id: "stumble-surge-pop", label: "Stumbles, surges or pops on throttle or deceleration" },
    { id: "low-power", label: "Down on power or will not rev out" },
    { id: "top-end-noise", label: "Ticking, tapping or rattling from the top end or cam chest" },
    { id: "lower-end-noise", label: "Clunk, knock or heavy rattle from the lower engine or primary" },
    { id: "oil-leak-smoke", label: "Oil leaking, spitting from the breather or blue smoke" },
    { id: "overheating", label: "Runs hot, fan stays off or coolant disappears" },
    { id: "warning-light", label: "Check engine, FI or oil pressure light on" },
    { id: "rich-running", label: "Black plugs, raw fuel smell or poor mileage" },
  ],
  problems: [
    {
      slug: "stator-burnt-battery-flat-while-riding",
      title: "Bike dies after an hour of riding and the battery reads under 12.5 V with the engine running",
      summary:
        "Most often a stator with a shorted or grounded winding, so the regulator has nothing to pass to the battery. Confirm with AC output and resistance tests at the stator plug, then replace the stator and check the regulator and plug before riding again.",
      symptoms: [
        "Voltage at the battery is the same or lower with the engine at 5,000 rpm as with it off",
        "Headlight dims, turn signals slow and the fuel pump whines harder as the ride goes on",
        "Bike restarts after a jump or a charge and then quits again after roughly 30–90 minutes",
        "Oil drained from the stator cover smells burnt or shows dark varnished flakes of winding insulation",
      ],
      symptomIds: ["not-charging", "dies-while-riding", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Stator winding shorted to the core or between phases",
          why: "Insulation baked by hot engine oil breaks down, so one or more legs produce little or no AC and the regulator cannot hold the battery up.",
        },
        {
          likelihood: "occasional",
          part: "Regulator-rectifier with an open diode or dead control circuit",
          why: "The stator produces AC but it never reaches the battery as DC, which looks identical from the seat.",
        },
        {
          likelihood: "occasional",
          part: "Corroded or loose stator-to-regulator connector",
          why: "High resistance at one pin chokes a phase and heats the plug until it stops carrying current.",
        },
        {
          likelihood: "rare",
          part: "Rotor magnets loosened or cracked on the flywheel",
          why: "A weakened magnetic field drops output on every phase equally, and a loose magnet can gouge the stator.",
        },
      ],
      checks: [
        {
          step: "Measure battery voltage engine off, then at idle and at 5,000 rpm (about 3,000 rpm on a Harley) with the headlight on.",
          tools: ["Digital multimeter"],
          expect:
            "A healthy system rises to about 13.5–15.0 V; no rise above the engine-off reading means no charge is getting through.",
        },
        {
          step: "Engine off, unplug the stator connector and measure resistance between each pair of stator leads.",
          tools: ["Digital multimeter"],
          expect:
            "Typically 0.1–1.0 ohm, equal across all pairs on a three-phase stator (about 0.1–0.2 ohm on a Harley single-phase stator); one pair reading high or open condemns it.",
        },
        {
          step: "Measure from each stator lead to engine ground on the ohms range.",
          tools: ["Digital multimeter"],
          expect:
            "Open circuit (infinite) is correct; any continuity to ground means a winding is shorted to the core.",
        },
        {
          step: "With the stator unplugged, run the engine and measure AC volts between each pair of leads.",
          tools: ["Digital multimeter"],
          expect:
            "Many three-phase sportbike stators make more than 50 VAC per pair at 5,000 rpm, equal on all pairs; Harley single-phase stators make roughly 16–26 VAC per 1,000 rpm. Low or unequal output condemns the stator.",
        },
        {
          step: "Pull the stator cover if the tests condemn it and inspect the windings and rotor magnets.",
          tools: ["Hand tools", "Drain pan"],
          expect:
            "Blackened, flaking windings confirm the failure; a loose magnet or rub marks on the rotor mean the rotor needs replacing too.",
        },
      ],
      fix: "Replace the stator with a new cover gasket or sealant, torque the cover bolts in a crisscross pattern and refill the oil if the cover held oil. Check the regulator output and the connector at the same time, since a failing shunt regulator often killed the stator. Fully charge or replace the battery, then confirm 13.5–15.0 V at 5,000 rpm.",
      difficulty: 3,
      cost: {
        partsLow: 90,
        partsHigh: 450,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.7,
        excludes:
          "Estimate for a stator and cover gasket; excludes a regulator or battery replaced at the same time, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "It runs on the battery alone until voltage falls too low for the pump and ignition, so ride only a short hop on a full charge with the headlight off where legal.",
      codes: ["P0562"],
      terms: ["stator", "three-phase stator", "AC output test"],
      related: [
        "regulator-rectifier-no-charge",
        "melted-stator-regulator-connector",
        "battery-dead-after-sitting-parked",
      ],
    },
    {
      slug: "regulator-rectifier-no-charge",
      title: "Motorcycle stator tests good but the battery still is not charging",
      summary:
        "The regulator-rectifier has failed open, or its ground or output wire has lost contact. Test its output and diodes, fix its ground, and replace it with a quality unit, ideally a MOSFET type, mounted where air reaches its fins.",
      symptoms: [
        "Stator AC output is healthy and even, yet battery voltage does not rise with rpm",
        "Regulator body is unusually hot to the touch, or stone cold after a ride",
        "Voltmeter or dash battery reading fluctuates or drops with the headlight on",
        "Low-voltage warning or FI lamp appears late in a ride on bikes that monitor voltage",
      ],
      symptomIds: ["not-charging", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Failed shunt regulator-rectifier (common on 2000s Honda, Yamaha and Suzuki sportbikes)",
          why: "Shunt regulators run hot all the time because they short surplus current to ground, and heat eventually opens a rectifier diode or the control circuit.",
        },
        {
          likelihood: "occasional",
          part: "Poor regulator ground or corroded mounting",
          why: "The regulator's reference and return path go through its ground wire or case; resistance there makes it undercharge or cut out.",
        },
        {
          likelihood: "occasional",
          part: "Blown main fuse or broken output wire between regulator and battery",
          why: "The regulator makes DC that never reaches the battery.",
        },
        {
          likelihood: "rare",
          part: "Battery with a shorted cell pulling the system down",
          why: "A cell that has failed short holds the battery near 10.5 V and absorbs all the charge the regulator can give.",
        },
      ],
      checks: [
        {
          step: "Check the main fuse and clean and tighten the battery terminals and the regulator ground to the frame.",
          tools: ["Screwdriver", "Wire brush"],
          expect:
            "Under 0.2 V drop between the regulator ground wire and battery negative with the engine running at 5,000 rpm.",
        },
        {
          step: "With the engine at 5,000 rpm, measure DC volts at the regulator output wire and at the battery.",
          tools: ["Digital multimeter"],
          expect:
            "Most Japanese bikes spec about 14.0–15.0 V; Harleys about 14.3–14.7 V. Good stator AC input with low DC output condemns the regulator.",
        },
        {
          step: "Unplug the regulator and diode-test each AC input pin to the output and ground pins in both directions.",
          tools: ["Digital multimeter (diode mode)"],
          expect:
            "Each diode should read roughly 0.3–0.7 V one way and open the other; a short or open in either direction confirms a failed rectifier.",
        },
        {
          step: "Load-test the battery after charging it.",
          tools: ["Battery tester", "Smart charger"],
          expect:
            "A battery that drops below 9.6 V while cranking or fails a conductance test must be replaced along with any regulator.",
        },
      ],
      fix: "Replace the regulator-rectifier; many owners fit a MOSFET series-type unit such as the Shindengen FH020AA family with the matching connector. Mount it where air reaches the fins, with a clean ground, use new crimped or soldered terminals rather than a scorched plug, then charge the battery and confirm voltage at 5,000 rpm.",
      difficulty: 2,
      cost: {
        partsLow: 60,
        partsHigh: 300,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.3,
        excludes:
          "Estimate for a regulator-rectifier; excludes a stator or battery, new connectors or harness repair, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "The bike runs only as long as the battery lasts; ride it straight to a shop or home on a full charge and avoid night riding.",
      codes: ["P0562"],
      terms: ["regulator-rectifier", "shunt regulator", "MOSFET regulator", "diode test"],
      related: [
        "stator-burnt-battery-flat-while-riding",
        "regulator-overcharging-battery-boiling",
        "melted-stator-regulator-connector",
      ],
      commonOn: [
        { make: "honda", models: ["cbr600f", "cbr600rr", "cbr929rr", "cbr954rr", "cbr1000rr"], years: [2000, 2009] },
        { make: "yamaha", models: ["yzf-r6", "yzf-r1", "fz1", "fz6"], years: [2000, 2009] },
        { make: "suzuki", models: ["gsx-r600", "gsx-r750", "gsx-r1000", "gsx1300r", "sv650"], years: [2000, 2009] },
      ],
    },
    {
      slug: "regulator-overcharging-battery-boiling",
      title: "Motorcycle battery smells of acid, swells or leaks and headlight bulbs keep blowing",
      summary:
        "The regulator has stopped limiting voltage and the stator's full output is cooking the battery. Measure charging voltage; over about 15.5 V means replace the regulator and the battery, and stop riding until then.",
      symptoms: [
        "Battery voltage climbs above 15.5 V and keeps rising with rpm",
        "Headlight and turn-signal bulbs burn out within weeks of each other",
        "Acid or rotten-egg smell near the battery, wet residue around the vents, or a swollen case",
        "Gauge cluster flickers, resets or shows a high-voltage warning on newer bikes",
      ],
      symptomIds: ["overcharging", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Regulator-rectifier with a failed voltage-sensing or shunt circuit",
          why: "The regulator no longer diverts surplus stator current, so battery voltage tracks engine speed with no ceiling.",
        },
        {
          likelihood: "occasional",
          part: "Corroded regulator sense wire or high resistance in the ignition feed",
          why: "The regulator sees a lower voltage than the battery actually has and keeps charging.",
        },
        {
          likelihood: "rare",
          part: "Wrong battery type, such as lithium on a charging system that holds it above its maximum",
          why: "Some lithium batteries are damaged above about 14.8–15 V; a regulator at the top of its range cooks them.",
        },
      ],
      checks: [
        {
          step: "With a charged battery, hold the engine at 5,000 rpm (about 3,000 rpm on a Harley) and watch whether battery voltage keeps climbing.",
          tools: ["Digital multimeter"],
          expect:
            "A sound regulator holds roughly 13.5–14.5 V (some makers allow up to 15.0 V; Harley 14.3–14.7 V); a reading past about 15.0–15.5 V, or one still rising, is overcharging.",
        },
        {
          step: "Measure voltage drop between the battery positive and the regulator sense or ignition feed wire with the engine running.",
          tools: ["Digital multimeter"],
          expect:
            "More than about 0.3 V drop on that wire makes the regulator overcharge; fix the connector or switch before blaming the regulator.",
        },
        {
          step: "Inspect the battery case and vents, then load-test it once cooled.",
          tools: ["Battery tester"],
          expect:
            "A swollen, leaking or hot battery must be replaced; even an intact one often fails a load test after overcharging.",
        },
      ],
      fix: "Replace the regulator-rectifier and the battery, repair any sense-wire resistance, and neutralize acid on the frame and harness with baking soda and water. Recheck charging voltage at 5,000 rpm with the new battery; a lithium battery needs a regulator that holds within its maker's limit.",
      difficulty: 2,
      cost: {
        partsLow: 130,
        partsHigh: 550,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.3,
        excludes:
          "Estimate for a regulator and battery; excludes blown bulbs, damaged gauges or modules, diagnosis, taxes and dealer pricing.",
      },
      verdict: "stop",
      verdictReason:
        "An overcharged battery can vent hydrogen and acid under the seat or burst, and the spikes can kill gauges and the ECU; park it until the regulator is replaced.",
      codes: ["P0563"],
      terms: ["regulator-rectifier", "overcharging", "sense wire"],
      related: ["regulator-rectifier-no-charge", "battery-dead-after-sitting-parked"],
    },
    {
      slug: "melted-stator-regulator-connector",
      title: "Plug between the stator and the regulator on my bike is melted and brown",
      summary:
        "A high-resistance pin in the stator-to-regulator plug has overheated, a known problem on bikes such as the 1998–2001 Honda VFR800. Cut out the plug, join the wires with solder or quality crimps, and test the stator and regulator, which are often damaged too.",
      symptoms: [
        "Plastic connector housing is discolored, bubbled or fused to the terminals",
        "Charging voltage is low or cuts in and out over bumps",
        "Burnt-plastic smell after a ride, often under the seat or side cover",
        "One yellow stator wire is darker or stiffer than the others near the plug",
      ],
      symptomIds: ["burnt-connector", "not-charging"],
      causes: [
        {
          likelihood: "common",
          part: "Loose or corroded terminal in the stator plug",
          why: "Full stator current flows through each pin; a small contact resistance turns into enough heat to melt the housing and further loosen the terminal.",
        },
        {
          likelihood: "occasional",
          part: "Shunt regulator running hot next to the plug",
          why: "The regulator heats the connector from the outside and loads the stator at full current all the time.",
        },
        {
          likelihood: "rare",
          part: "Shorted stator phase pulling unequal current",
          why: "An unbalanced stator overloads one pin and cooks it while the others stay cool.",
        },
      ],
      checks: [
        {
          step: "Unplug the connector and look at every pin and socket for discoloration, pitting and loose fit.",
          tools: ["Flashlight", "Small pick"],
          expect:
            "Blackened or loose terminals confirm the plug as the heat source; a single cooked pin suggests a bad crimp or an uneven stator phase.",
        },
        {
          step: "Measure stator resistance and ground isolation at the stator side of the plug.",
          tools: ["Digital multimeter"],
          expect: "Equal resistance on every pair and no continuity to ground show the stator survived.",
        },
        {
          step: "With the wires temporarily joined, measure charging voltage at 5,000 rpm.",
          tools: ["Digital multimeter"],
          expect:
            "About 14.0–15.0 V with the repaired joint; still low means the regulator or stator was damaged by the heat.",
        },
      ],
      fix: "Cut out the melted connector and join the stator leads to the regulator with soldered, heat-shrunk splices or with a new sealed connector with correctly crimped terminals. Replace the regulator and stator if they fail their tests, then route the wires away from the regulator fins and recheck the charging voltage.",
      difficulty: 2,
      cost: {
        partsLow: 10,
        partsHigh: 150,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.2,
        excludes:
          "Estimate for the connector repair only; excludes a regulator or stator, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "The joint can fail completely at any time and leave the bike on battery power, and a hot plug can scorch nearby wiring; fix it before the next long ride.",
      codes: [],
      terms: ["stator connector", "solder splice", "heat shrink"],
      related: ["stator-burnt-battery-flat-while-riding", "regulator-rectifier-no-charge"],
      commonOn: [
        {
          make: "honda",
          models: ["interceptor"],
          years: [1998, 2001],
          engines: [{ name: "VFR800 781cc V4", liters: 0.8 }],
        },
      ],
    },
    {
      slug: "battery-dead-after-sitting-parked",
      title: "Motorcycle will not crank after sitting two or three weeks",
      summary:
        "A small bike battery is easily pulled down by an alarm, a clock, an accessory or a factory security system while parked. Charge it with the right mode for AGM or lithium, measure the parasitic draw, and keep it on a maintainer when parked.",
      symptoms: [
        "Starter clicks or turns slowly, or the dash does not light at all",
        "Bike started fine the day it was parked and runs normally after a jump",
        "Battery voltage at rest is below about 12.4 V on an AGM battery",
        "Problem returns after every long park, worst in cold weather",
      ],
      symptomIds: ["battery-dead-parked", "no-crank"],
      causes: [
        {
          likelihood: "common",
          part: "Normal draw from the ECU memory, clock and security system on a small battery",
          why: "A steady 3–5 mA removes roughly 2–4 Ah a month, enough to leave a small 6–14 Ah battery too low to crank within weeks if it was not full when parked, and sooner in the cold.",
        },
        {
          likelihood: "occasional",
          part: "Aftermarket accessory wired to constant power (heated gear lead, GPS, USB charger, alarm)",
          why: "An accessory that never switches off can draw tens of milliamps and drain the battery in days.",
        },
        {
          likelihood: "occasional",
          part: "Aged or sulfated AGM battery, or a lithium battery drained below its cutoff",
          why: "Lost capacity means even a normal draw flattens it quickly; deeply drained lithium cells may refuse a normal charge.",
        },
        {
          likelihood: "rare",
          part: "Leaking regulator-rectifier diode",
          why: "A shorted rectifier diode can draw current from the battery back through the stator with the key off.",
        },
      ],
      checks: [
        {
          step: "Measure battery voltage at rest, at least an hour after charging.",
          tools: ["Digital multimeter"],
          expect:
            "A full AGM battery rests at about 12.8–13.0 V and a full lithium (LiFePO4) battery at about 13.2–13.4 V; an AGM under 12.4 V needs charging.",
        },
        {
          step: "Charge with a maintainer on the correct AGM or lithium mode, then load-test.",
          tools: ["Smart charger", "Battery tester"],
          expect: "A battery that will not hold above 12.6 V (AGM) overnight, or fails the load test, needs replacing.",
        },
        {
          step: "With the key off and the security system allowed to arm, measure current with an ammeter in series at the negative terminal.",
          tools: ["Digital multimeter (mA range)"],
          expect:
            "Under about 1 mA on most bikes without an alarm, a few milliamps with factory security; tens of milliamps points to an accessory or a fault.",
        },
        {
          step: "Unplug the regulator-rectifier and recheck the draw.",
          tools: ["Digital multimeter (mA range)"],
          expect: "A draw that drops when the regulator is unplugged confirms a leaking rectifier diode.",
        },
      ],
      fix: "Fully charge or replace the battery with the correct type, rewire any accessory to a switched circuit or relay, replace a leaking regulator, and fit a pigtail for a maintainer. Lithium batteries need a lithium-compatible charger, never a desulfation mode, and some need a wake-up cycle after a deep drain.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Recharge and load-test the battery",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          { name: "Replace the AGM battery", partsLow: 80, partsHigh: 180, laborHoursLow: 0.3, laborHoursHigh: 0.5 },
          {
            name: "Lithium battery and an accessory relay",
            partsLow: 180,
            partsHigh: 300,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
        ],
        excludes: "Estimate; excludes accessory rewiring beyond a relay, diagnosis, taxes and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "Once charged and tested it is safe to ride; the risk is being stranded if a tired battery is left in.",
      codes: [],
      terms: ["parasitic draw", "AGM battery", "LiFePO4 battery", "battery maintainer"],
      related: ["starter-silent-at-button", "regulator-rectifier-no-charge"],
    },
    {
      slug: "bmw-oilhead-charging-light",
      title: "Charging light comes on while riding a BMW R1100 or R1150 boxer",
      summary:
        "Oilhead boxers use a car-style alternator driven by a belt under the front cover; a slipping or broken belt or worn brushes in the alternator is the usual cause. Check the belt first, then the alternator output.",
      symptoms: [
        "Red charging lamp stays lit above idle or flickers at low rpm",
        "Squeal or chirp from the front of the engine, especially on cold starts",
        "Voltage at the battery stays near 12.5 V at 4,000 rpm",
        "Battery drains over a long ride and the bike eventually stalls",
      ],
      symptomIds: ["not-charging", "warning-light", "dies-while-riding"],
      causes: [
        {
          likelihood: "common",
          part: "Worn, glazed or broken alternator drive belt",
          why: "The alternator pulley slips or stops turning, so output falls even though the alternator itself is fine.",
        },
        {
          likelihood: "occasional",
          part: "Worn alternator brushes or failed internal regulator",
          why: "Without field current the rotor is not magnetized and output stops.",
        },
        {
          likelihood: "rare",
          part: "Loose belt tension after a previous belt job",
          why: "The oilhead belt is tensioned by moving the alternator, and an under-tensioned belt slips under load.",
        },
      ],
      checks: [
        {
          step: "Remove the front engine cover and inspect and deflect the belt.",
          tools: ["Hex keys", "Flashlight"],
          expect: "A cracked, glazed, frayed or loose belt explains the lamp; replace it rather than retension it.",
        },
        {
          step: "With the oilhead's headlight on, clip a meter to the battery posts and compare the idle reading with the reading held at 4,000 rpm.",
          tools: ["Digital multimeter"],
          expect:
            "About 13.5–14.5 V at 4,000 rpm is normal; no rise over the engine-off reading with a good belt points to the alternator.",
        },
        {
          step: "Remove the alternator and measure brush length and regulator function on the bench.",
          tools: ["Vernier caliper", "Bench power supply"],
          expect:
            "Brushes worn close to their wear line, or no field current at the regulator, confirm the alternator as the cause.",
        },
      ],
      fix: "Replace the belt and tension it per the BMW manual, or replace the brush and regulator assembly or the whole alternator. Reinstall the front cover with clean seals, then verify charging voltage at 4,000 rpm.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace and tension the alternator belt",
            partsLow: 30,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the brush and regulator assembly",
            partsLow: 60,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 1.8,
          },
          { name: "Replace the alternator", partsLow: 350, partsHigh: 550, laborHoursLow: 1.5, laborHoursHigh: 2.4 },
        ],
        excludes: "Estimate; excludes a battery, diagnosis, taxes and BMW dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "The bike will run on the battery for a limited time and then stall; ride directly to a shop with as few electrical loads as possible.",
      codes: [],
      terms: ["oilhead", "alternator belt", "alternator brushes"],
      related: ["stator-burnt-battery-flat-while-riding", "bmw-boxer-surge-at-steady-throttle"],
      appliesTo: [
        {
          make: "bmw",
          models: [
            "r-1100-gs",
            "r-1100-r",
            "r-1100-rs",
            "r-1100-rt",
            "r-1100-s",
            "r-1150-gs",
            "r-1150-r",
            "r-1150-rs",
            "r-1150-rt",
          ],
          years: [1993, 2006],
          engines: [{ name: "R1100/R1150 oilhead boxer twin", liters: 1.1 }],
        },
      ],
    },
    {
      slug: "starter-silent-at-button",
      title: "Nothing happens when I press the starter button on my motorcycle",
      summary:
        "Usually an interlock that is doing its job: the kill switch is off, the bike is in gear without the clutch pulled, or the sidestand switch or clutch switch has failed. Work through the switches before blaming the starter relay or starter.",
      symptoms: [
        "Dash lights come on but pressing the starter gives no click and no crank",
        "Bike starts if the clutch lever is wiggled or the sidestand is raised",
        "Neutral light does not come on even though the bike is in neutral",
        "A single click from under the seat with no starter motor movement",
      ],
      symptomIds: ["no-crank", "hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Engine stop (kill) switch in the OFF position or corroded inside",
          why: "On most bikes the kill switch also cuts the starter relay circuit, so nothing happens at all.",
        },
        {
          likelihood: "common",
          part: "Failed clutch lever switch or neutral switch",
          why: "The starter circuit is allowed only in neutral or with the clutch pulled; a broken switch tells the bike neither condition is met.",
        },
        {
          likelihood: "occasional",
          part: "Starter relay (solenoid) with burnt contacts or a blown starter fuse",
          why: "The relay clicks but cannot pass the 100+ A the starter needs, or has no power at all.",
        },
        {
          likelihood: "rare",
          part: "Starter motor with worn brushes or a seized armature",
          why: "Full battery voltage reaches the starter but it cannot turn.",
        },
      ],
      checks: [
        {
          step: "Confirm the kill switch is on RUN, pull the clutch fully, select neutral and retry; then try with the sidestand up.",
          tools: [],
          expect: "If it cranks under one of these conditions only, the matching switch or its wiring is the fault.",
        },
        {
          step: "Jumper across the clutch switch connector and retry in neutral.",
          tools: ["Fused jumper wire"],
          expect: "Cranking with the jumper fitted condemns the clutch switch.",
        },
        {
          step: "Measure voltage at the starter relay coil terminal while pressing the button.",
          tools: ["Digital multimeter"],
          expect:
            "Battery voltage at the coil with no click means a failed relay; no voltage sends you back to the switches, fuse and wiring.",
        },
        {
          step: "Measure voltage at the starter motor terminal while cranking.",
          tools: ["Digital multimeter"],
          expect:
            "Above about 9.5 V at the starter with no rotation condemns the starter motor; a big drop across the relay means burnt relay contacts.",
        },
      ],
      fix: "Clean or replace the switch, relay or fuse found at fault; a clutch switch is usually a push-in plunger on the lever perch. Replace or rebuild the starter if it has full voltage and does not turn. Never leave an interlock permanently jumped, as the bike can lurch forward on the starter in gear.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace a switch, relay or fuse",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Rebuild or replace the starter motor",
            partsLow: 120,
            partsHigh: 350,
            laborHoursLow: 1,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Estimate; excludes towing, a battery, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "A no-crank with good lights is not a riding hazard; the risk is bypassing an interlock and the bike lurching in gear.",
      codes: [],
      terms: ["kill switch", "clutch switch", "neutral switch", "starter relay"],
      related: [
        "dies-when-shifted-into-gear",
        "battery-dead-after-sitting-parked",
        "starter-spins-or-grinds-engine-still",
      ],
    },
    {
      slug: "dies-when-shifted-into-gear",
      title: "Motorcycle starts fine but stalls as soon as I click it into first",
      summary:
        "The sidestand switch thinks the stand is down, so the ignition cuts out when a gear is selected. Check the stand is fully up, clean or replace the sidestand switch, and check the neutral switch wiring.",
      symptoms: [
        "Engine idles normally in neutral and dies the instant first gear engages",
        "Problem comes and goes with wet weather or after washing",
        "Sidestand warning lamp on the dash stays lit with the stand up on some models",
        "Bike may also stall if the sidestand is bumped while riding slowly",
      ],
      symptomIds: ["dies-while-riding", "hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Sidestand switch full of grit, water or broken internally",
          why: "The ECU or ignition unit reads the stand as down and cuts spark when the neutral signal disappears.",
        },
        {
          likelihood: "occasional",
          part: "Sidestand spring weak so the stand does not fully retract",
          why: "The switch plunger is never fully released, so the interlock sees the stand as down.",
        },
        {
          likelihood: "rare",
          part: "Chafed wire in the neutral or sidestand switch harness",
          why: "A wire shorting or opening near the swingarm pivot sends the wrong signal to the interlock.",
        },
      ],
      checks: [
        {
          step: "With the bike on a stand, check the sidestand snaps fully up and its spring is intact.",
          tools: ["Paddock stand"],
          expect: "A stand that hangs partly down or returns slowly needs a new spring before the switch is judged.",
        },
        {
          step: "Unplug the sidestand switch and measure continuity while moving the stand up and down.",
          tools: ["Digital multimeter"],
          expect:
            "Under 1 Ω in one stand position and open (OL) in the other, switching cleanly; an intermittent or stuck reading condemns it.",
        },
        {
          step: "Check the neutral lamp and measure the neutral switch signal to ground in neutral and in gear.",
          tools: ["Digital multimeter"],
          expect:
            "Ground in neutral and open in gear is normal; a neutral switch that never opens or a shorted wire confuses the interlock.",
        },
      ],
      fix: "Replace the sidestand switch (usually a two- or three-wire plunger switch bolted at the stand pivot) and spring if weak, then route and secure its harness away from the chain. Confirm the bike runs in gear with the stand up and dies with the stand down, which is how it should work.",
      difficulty: 1,
      cost: {
        partsLow: 20,
        partsHigh: 90,
        laborHoursLow: 0.3,
        laborHoursHigh: 0.8,
        excludes:
          "Estimate for a sidestand switch and spring; excludes harness repair, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "A failing sidestand switch can also kill the engine while moving, so fix it before riding in traffic.",
      codes: [],
      terms: ["sidestand switch", "interlock", "neutral switch"],
      related: ["starter-silent-at-button", "cuts-out-after-tipover-no-fuel-pump"],
    },
    {
      slug: "starter-spins-or-grinds-engine-still",
      title: "Starter whirs or grinds but the motorcycle engine does not turn over",
      summary:
        "The one-way starter clutch (sprag) behind the flywheel or a starter reduction gear is slipping, or the pinion is not engaging. Inspect the starter clutch and idler gears; until then the bike can usually be bump-started.",
      symptoms: [
        "High-pitched whir with the engine stationary, or the engine turns a quarter turn and then the starter spins free",
        "Grinding or ratcheting from the left side case or from behind the cylinders when the button is pressed",
        "Problem is worse when the engine is cold or after a kickback on a hot start",
        "Engine starts and runs normally when bump-started or kick-started",
      ],
      symptomIds: ["no-crank", "hard-start", "lower-end-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Worn or broken one-way starter clutch (sprag rollers or springs)",
          why: "The rollers no longer wedge between the starter gear and the flywheel hub, so the starter gear spins without driving the crank.",
        },
        {
          likelihood: "occasional",
          part: "Stripped starter idler or reduction gear teeth",
          why: "Broken teeth let the starter spin up but cannot carry cranking torque to the crank.",
        },
        {
          likelihood: "occasional",
          part: "Harley starter pinion or jackshaft not engaging the clutch-basket ring gear",
          why: "A worn pinion, sticking jackshaft or failed overrunning clutch in the starter lets the motor spin while the pinion stays back or slips.",
        },
        {
          likelihood: "rare",
          part: "Sheared flywheel key or loose rotor bolt",
          why: "The rotor and starter clutch turn on the crank taper without turning the engine, often with ignition timing thrown off too.",
        },
      ],
      checks: [
        {
          step: "Listen while pressing the button with the bike in neutral: note whether the starter motor spins fast and free or labors.",
          tools: [],
          expect: "A fast, free whine with no crank rotation points past the motor to the starter clutch or gears.",
        },
        {
          step: "Rotate the engine backward by hand (in gear, rolling the rear wheel backward, or with a wrench on the crank) and listen at the left case.",
          tools: ["Socket set"],
          expect: "A clean clicking freewheel is normal; grinding or catching suggests a damaged starter clutch.",
        },
        {
          step: "Drain the oil and remove the left or starter clutch cover to inspect the starter clutch, its rollers and the idler gear teeth.",
          tools: ["Hand tools", "Drain pan", "Flywheel puller"],
          expect: "Flat-spotted rollers, a scored outer race or chipped gear teeth confirm the part to replace.",
        },
        {
          step: "On a Harley, remove the starter and inspect the pinion, jackshaft and ring-gear teeth on the clutch basket.",
          tools: ["Hand tools"],
          expect:
            "Chewed pinion or ring-gear teeth, or a pinion that does not spin freely one way only, confirm the starter drive fault.",
        },
      ],
      noMeasurement:
        "A slipping starter clutch or chewed starter drive is judged by sound and by the rollers, race and gear teeth; the starter's voltage and current read normal because it spins unloaded.",
      fix: "Replace the starter clutch assembly (often sold with the starter driven gear) and any damaged idler gear, with a new cover gasket and the rotor bolt torqued to spec. On a Harley replace the pinion, jackshaft or starter and check the clutch-basket ring gear. Refill oil and check the charging rotor for damage while it is off.",
      difficulty: 4,
      cost: {
        partsLow: 80,
        partsHigh: 500,
        laborHoursLow: 1.3,
        laborHoursHigh: 4,
        excludes:
          "Estimate; excludes a flywheel puller, a clutch basket or rotor if damaged, diagnosis, taxes and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "Once running it rides normally, but a slipping starter clutch can strand you anywhere you cannot bump-start, so repair it soon.",
      codes: [],
      terms: ["starter clutch", "sprag clutch", "starter jackshaft", "bump-start"],
      related: ["starter-silent-at-button", "battery-dead-after-sitting-parked"],
      commonOn: [{ make: "harley-davidson" }],
    },
    {
      slug: "cuts-out-after-tipover-no-fuel-pump",
      title: "Bike fell over and now cranks but will not start, and the fuel pump is silent",
      summary:
        "The bank-angle (tip-over) sensor has cut the fuel pump and ignition, as designed. Stand the bike up and cycle the key off and on; if the pump still will not prime, check the sensor, its mount and for fuel or oil in the air box or cylinders.",
      symptoms: [
        "No fuel pump hum for the usual 2–3 seconds at key-on after a drop or tip-over",
        "Engine cranks normally with no attempt to fire",
        "FI or check engine lamp may flash or stay on",
        "Fuel, oil or coolant dripping from the vent or air box after the bike lay on its side",
      ],
      symptomIds: ["hard-start", "dies-while-riding", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Bank-angle sensor latched after the tip-over",
          why: "Once tilted past roughly 45–65 degrees for a second or more, the sensor tells the ECU to shut down pump and ignition until the key is cycled upright.",
        },
        {
          likelihood: "occasional",
          part: "Bank-angle sensor knocked loose, cracked or rotated on its mount",
          why: "A sensor no longer level reads the bike as down even when upright.",
        },
        {
          likelihood: "occasional",
          part: "Fuel or oil flooded into the air box, plugs or cylinders",
          why: "Lying on its side lets fuel or oil run where it should not, fouling plugs or hydrolocking a cylinder.",
        },
        {
          likelihood: "rare",
          part: "Broken sensor connector or chafed wire from the impact",
          why: "An open circuit to the sensor reads the same as a tip-over on most systems.",
        },
      ],
      checks: [
        {
          step: "With the bike upright, turn the key off for 10 seconds, then on, and listen for the pump priming.",
          tools: [],
          expect:
            "A normal 2–3 second hum means the sensor reset; try starting. No hum means the sensor or its wiring still reads the bike as down.",
        },
        {
          step: "Find the sensor (under the seat, in the tail or inside the Harley security module) and check it sits level with its arrow up and its plug latched.",
          tools: ["Flashlight"],
          expect: "A cracked housing, a rotated mount or an unlatched plug explains the lockout.",
        },
        {
          step: "Read codes and the sensor status in live data where supported.",
          tools: ["Motorcycle scan tool"],
          expect: "An upright bike showing a tipped status confirms a faulty or misaligned sensor.",
        },
        {
          step: "If it cranks unevenly or locks, pull the plugs and spin the engine with the plugs out.",
          tools: ["Spark plug socket", "Rags"],
          expect: "Fuel or oil spraying from a plug hole means the cylinder was flooded; clear it before starting.",
        },
      ],
      fix: "Reset by cycling the key upright; replace or re-level the sensor if damaged, repair its connector, and clean fouled plugs and a soaked air filter. Clear any stored codes afterward. After a hard fall also check the oil level, the fuel tank vent, the shift and brake levers and the throttle return before riding.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner resets by cycling the key upright",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Clean fouled plugs and a fuel-soaked air filter",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          { name: "Replace the tip-over sensor", partsLow: 60, partsHigh: 180, laborHoursLow: 0.4, laborHoursHigh: 1 },
        ],
        excludes: "Estimate; excludes crash damage, towing, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Once it resets it is usually rideable, but check the levers, controls and throttle after any tip-over before riding off.",
      codes: [],
      terms: ["bank-angle sensor", "tip-over sensor", "hydrolock"],
      related: ["efi-fuel-pressure-low-under-load", "dies-when-shifted-into-gear"],
    },
    {
      slug: "security-system-blocks-start",
      title: "Security light flashes and the motorcycle will not start with the key fob present",
      summary:
        "The immobilizer cannot see its fob or key chip, most often because the fob battery is weak. Replace the fob battery (CR2032 on Harley-Davidson hands-free fobs) or try the spare key, and use the PIN override on a Harley to get home.",
      symptoms: [
        "Security or lock icon on the speedometer flashes or stays lit after key-on",
        "Engine cranks and does not fire, or the starter is disabled",
        "Alarm chirps or turn signals flash when trying to start",
        "Worked on one key and not another, or started after the fob was held close to the ignition",
      ],
      symptomIds: ["hard-start", "warning-light", "no-crank"],
      causes: [
        {
          likelihood: "common",
          part: "Weak battery in the hands-free fob",
          why: "The security module cannot detect a weak fob's signal, so the bike stays armed and disables the ignition.",
        },
        {
          likelihood: "occasional",
          part: "Wrong or unprogrammed key chip (Honda HISS and similar transponder systems)",
          why: "A cut key without a registered transponder turns the switch but never releases the immobilizer.",
        },
        {
          likelihood: "occasional",
          part: "Low motorcycle battery voltage",
          why: "The security module may reset or fail to disarm when the battery sags under about 11.5 V while cranking.",
        },
        {
          likelihood: "rare",
          part: "Failed security module or antenna",
          why: "A module that no longer reads any fob or key keeps the bike immobilized no matter what is tried.",
        },
      ],
      checks: [
        {
          step: "Try the spare fob or key, and hold the fob directly against the ignition area or tank console.",
          tools: ["Spare key or fob"],
          expect: "A start with the spare or with the fob held close points to the fob battery or the fob itself.",
        },
        {
          step: "Replace the fob battery and measure the old one.",
          tools: ["CR2032 cell", "Digital multimeter"],
          expect:
            "A fresh coin cell reads about 3.0–3.2 V; under about 2.8 V is weak enough to cause detection problems.",
        },
        {
          step: "Measure motorcycle battery voltage at rest and while cranking.",
          tools: ["Digital multimeter"],
          expect:
            "At least 12.6 V at rest and above about 10 V while cranking; lower voltage can stop the module from disarming.",
        },
        {
          step: "Read body and security codes with a dealer or capable aftermarket tool.",
          tools: ["Motorcycle scan tool"],
          expect:
            "Fob not detected or key not registered codes confirm the immobilizer as the blocker rather than fuel or spark.",
        },
      ],
      fix: "Replace the fob battery or program a new fob or key at a dealer. On a Harley, enter the five-digit PIN through the turn-signal switches per the owner's manual to disarm in the field. Replace the security module only after fob, key and battery are proven good, and program it to the bike.",
      difficulty: 1,
      cost: {
        scenarios: [
          { name: "Owner replaces the fob coin cell", partsLow: 5, partsHigh: 15, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Program a new fob or key at a dealer",
            partsLow: 120,
            partsHigh: 300,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.3,
          },
        ],
        excludes: "Estimate; excludes towing, module replacement, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "It is a no-start, not a riding hazard; once it starts the immobilizer does not shut the engine off on the move.",
      codes: [],
      terms: ["immobilizer", "hands-free fob", "HISS", "PIN override"],
      related: ["battery-dead-after-sitting-parked", "starter-silent-at-button"],
      commonOn: [
        { make: "harley-davidson" },
        { make: "honda", models: ["gold-wing", "gold-wing-tour"], years: [2001, 2027] },
      ],
    },
    {
      slug: "efi-fuel-pressure-low-under-load",
      title: "Fuel-injected motorcycle stutters under load and dies, fuel pump whines loudly",
      summary:
        "Fuel pressure is falling, most often from a clogged in-tank filter or a worn pump. Measure pressure at the rail under load; below spec, replace the filter and pump module and check the tank vent.",
      symptoms: [
        "Engine bucks or loses power at wide-open throttle or climbing hills, then recovers off the throttle",
        "Pump sounds louder, growls or hums for longer than normal at key-on",
        "Bike stalls on the highway and restarts after a few minutes of rest",
        "Symptoms worse with the tank below a quarter full or in hot weather",
      ],
      symptomIds: ["dies-while-riding", "low-power", "stumble-surge-pop", "hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Clogged in-tank fuel filter or pump inlet sock",
          why: "Debris and rust restrict flow; at high demand the pump cannot keep pressure up.",
        },
        {
          likelihood: "common",
          part: "Worn fuel pump",
          why: "A tired pump still primes at key-on but cannot hold pressure at full load or when hot.",
        },
        {
          likelihood: "occasional",
          part: "Blocked fuel tank vent or rollover valve",
          why: "Vacuum builds in the tank as fuel is used, starving the pump until the cap is opened.",
        },
        {
          likelihood: "rare",
          part: "Cracked pump-module hose or leaking regulator inside the tank",
          why: "Pressure leaks back into the tank, so rail pressure is low even with a good pump.",
        },
      ],
      checks: [
        {
          step: "Ride until the symptom appears, stop and open the filler cap.",
          tools: [],
          expect: "A rush of air into the tank and an immediate restart point to the vent rather than the pump.",
        },
        {
          step: "Fit a gauge at the pump-outlet quick-disconnect and read pressure key-on engine-off and at idle.",
          tools: ["Fuel pressure gauge with bike adapters"],
          expect:
            "About 55–62 psi on Harley-Davidson EFI and about 43–50 psi (294–343 kPa) on Japanese bikes, by make and model; check the manual for the exact spec.",
        },
        {
          step: "Hold 4,000–5,000 rpm or ride with the gauge taped where it can be read safely.",
          tools: ["Fuel pressure gauge"],
          expect:
            "Pressure should stay within a few psi of the idle reading; a steady fall under load means restriction or a weak pump.",
        },
        {
          step: "Back-probe the pump feed and ground at the tank connector with the engine idling and compare with battery voltage.",
          tools: ["Digital multimeter"],
          expect:
            "Within about 0.5 V of battery voltage; more drop means a relay, connector or ground problem rather than the pump.",
        },
      ],
      fix: "Replace the in-tank filter and inlet sock, or the pump module, with new O-rings and a new tank-flange gasket; on Harley touring bikes the filter and pump live in the same module. Clear the vent if blocked, then recheck pressure under load and check the flange for seepage after refilling.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the in-tank filter and inlet sock",
            partsLow: 40,
            partsHigh: 120,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          { name: "Replace the fuel pump module", partsLow: 250, partsHigh: 600, laborHoursLow: 1, laborHoursHigh: 2 },
        ],
        excludes: "Estimate; excludes a tank flush for rust, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason: "It can lose power mid-pass or die in traffic; ride only to a shop, gently and in the right lane.",
      codes: [],
      terms: ["fuel pump module", "inlet sock", "tank vent", "quick-disconnect"],
      related: ["cuts-out-after-tipover-no-fuel-pump", "dies-at-highway-speed-fuel-starvation"],
    },
    {
      slug: "throttle-bodies-out-of-sync",
      title: "Inline-four sportbike idles lumpy and buzzes through the bars below 4,000 rpm",
      summary:
        "The throttle bodies are out of balance, so each cylinder pulls a different amount of air at idle and small openings. Balance them with a vacuum gauge set or electronic synchronizer; it is a routine service on most Japanese fours.",
      symptoms: [
        "Idle is uneven or hunts, and sometimes stalls when the throttle is snapped shut",
        "Tingling vibration in the grips and pegs at 2,500–4,000 rpm that smooths out higher up",
        "Jerky on-off throttle response at parking-lot speeds",
        "One header pipe warms noticeably slower than the others after a cold start",
      ],
      symptomIds: ["rough-idle", "stumble-surge-pop"],
      causes: [
        {
          likelihood: "common",
          part: "Throttle-body balance screws out of adjustment with mileage",
          why: "Each cylinder's throttle plate sits at a slightly different opening, so the cylinders make unequal power at idle and small throttle.",
        },
        {
          likelihood: "occasional",
          part: "Loose or cracked vacuum port cap or hose on one intake",
          why: "A small air leak on one cylinder lowers its vacuum and leans it out, throwing the balance off.",
        },
        {
          likelihood: "occasional",
          part: "Carbon build-up on one throttle plate or bypass screw",
          why: "Deposits choke the idle air on one cylinder more than the others.",
        },
      ],
      checks: [
        {
          step: "Check every vacuum port cap and hose on the throttle bodies and the intake boots for cracks.",
          tools: ["Flashlight"],
          expect: "A split cap or cracked boot must be replaced before any sync is attempted.",
        },
        {
          step: "Warm the engine fully, connect a gauge to each cylinder's vacuum port and read at idle with a remote fuel supply if the tank must be removed.",
          tools: ["Vacuum gauge set or electronic synchronizer", "Remote fuel tank"],
          expect:
            "Most manuals want all cylinders within about 1–2 cmHg (0.4–0.8 inHg) of the base cylinder; larger differences confirm a sync is needed.",
        },
        {
          step: "Adjust the bypass or balance screws on each non-base throttle body, blip the throttle, and recheck.",
          tools: ["Vacuum gauge set or electronic synchronizer", "Long screwdriver"],
          expect:
            "Readings settle within spec and stay there after several blips; idle speed back at the manual figure.",
        },
      ],
      fix: "Clean the throttle plates if dirty, balance the throttle bodies to the base cylinder, set idle speed to spec and, where required (some Suzuki and Kawasaki models), reset the throttle position sensor or run an idle relearn. Replace cracked caps and hoses at the same time.",
      difficulty: 3,
      cost: {
        partsLow: 0,
        partsHigh: 40,
        laborHoursLow: 0.7,
        laborHoursHigh: 1.7,
        excludes:
          "Estimate for a sync; excludes a valve-clearance check often done at the same service, diagnosis, taxes and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "It is a smoothness and idle problem, not a safety hazard, as long as it does not stall when coming to a stop.",
      codes: [],
      terms: ["throttle-body synchronization", "base cylinder", "vacuum gauge"],
      related: ["carbs-out-of-sync-after-rebuild", "tight-shim-valves-hard-hot-start"],
    },
    {
      slug: "carbs-out-of-sync-after-rebuild",
      title: "Carbureted four-cylinder bike idles rough and hangs at 2,000 rpm after a carb clean",
      summary:
        "The carbs were not balanced after reassembly, or the idle mixture screws and float heights do not match. Synchronize the carbs with gauges, set the pilot screws to their base turns and check float heights.",
      symptoms: [
        "Idle hangs high for several seconds after closing the throttle",
        "Engine runs rough at idle but smooths out above 3,000 rpm",
        "One or two spark plugs are black and sooty while the others are tan",
        "Popping from the exhaust on closed throttle",
      ],
      symptomIds: ["rough-idle", "stumble-surge-pop", "rich-running"],
      causes: [
        {
          likelihood: "common",
          part: "Carb linkage balance screws not synchronized after the rack was split or cleaned",
          why: "Each slide or butterfly opens a different amount, so the cylinders pull unequally and the idle hangs.",
        },
        {
          likelihood: "occasional",
          part: "Pilot (idle mixture) screws set unequally or with missing O-rings",
          why: "One cylinder runs lean or rich at idle, which shows as hanging idle, pops and odd plug color.",
        },
        {
          likelihood: "occasional",
          part: "Float heights set unevenly",
          why: "A high float richens that carb across the range; a low one leans it out.",
        },
        {
          likelihood: "rare",
          part: "Vacuum leak at a carb-to-intake boot or a missing port cap",
          why: "Unmetered air enters one cylinder, raising idle and leaning that cylinder.",
        },
      ],
      checks: [
        {
          step: "Spray-test around each intake boot and vacuum port cap with the engine idling.",
          tools: ["Carb cleaner or propane torch (unlit)"],
          expect: "A change in idle speed when one spot is sprayed pinpoints a leak to fix first.",
        },
        {
          step: "Warm the engine, connect vacuum gauges to each carb and compare at idle.",
          tools: ["Vacuum gauge set or electronic synchronizer"],
          expect: "Within about 1–2 cmHg of the base carb after adjustment, and still matched after a few blips.",
        },
        {
          step: "Check pilot screw settings by counting turns in to lightly seated.",
          tools: ["Short screwdriver"],
          expect:
            "All carbs at the manual's base setting, often about 2–2.5 turns out; a carb far different from the others is suspect.",
        },
        {
          step: "Remove the float bowls and measure float height on each carb.",
          tools: ["Float level gauge or vernier caliper"],
          expect: "All floats within the manual's spec and within about 0.5 mm of each other.",
        },
      ],
      fix: "Fix any leaks, set pilot screws and float heights to spec, then synchronize the carbs hot on a fan, set idle speed, and road-test. Replace hardened intake boots and pilot screw O-rings while the carbs are off.",
      difficulty: 3,
      cost: {
        partsLow: 0,
        partsHigh: 150,
        laborHoursLow: 0.7,
        laborHoursHigh: 2,
        excludes: "Estimate for adjustment; excludes a full carb rebuild, new intake boots, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "A hanging idle is annoying but not dangerous, unless it surges enough to push the bike at a stop.",
      codes: [],
      terms: ["carb synchronization", "pilot screw", "float height"],
      related: [
        "throttle-bodies-out-of-sync",
        "only-idles-on-choke-after-storage",
        "intake-air-leak-high-hanging-idle",
      ],
    },
    {
      slug: "only-idles-on-choke-after-storage",
      title: "Carbureted bike only runs with the choke on after sitting all winter",
      summary:
        "Ethanol fuel left in the float bowls has evaporated and varnished the small pilot jets and passages. Pull the carbs, clean the pilot jets and passages with carb cleaner and compressed air, and drain the bowls before the next storage.",
      symptoms: [
        "Starts on full choke, dies as soon as the choke is pushed off",
        "Will not idle on its own but runs above about 3,000 rpm",
        "Stale varnish smell or a brown film in the float bowls",
        "Lean popping in the exhaust as the throttle is closed",
      ],
      symptomIds: ["hard-start", "rough-idle", "stumble-surge-pop"],
      causes: [
        {
          likelihood: "common",
          part: "Pilot (slow) jet blocked with varnish",
          why: "The pilot jet's tiny orifice supplies all the fuel at idle; with it blocked, only the choke circuit can keep the engine alive.",
        },
        {
          likelihood: "occasional",
          part: "Blocked pilot air passage or pilot-screw outlet port",
          why: "Varnish in the idle circuit passages upsets the air-fuel mix even with a clean jet.",
        },
        {
          likelihood: "occasional",
          part: "Stuck float needle or gummed float",
          why: "Fuel cannot enter the bowl freely, so the bowl runs low at idle.",
        },
        {
          likelihood: "rare",
          part: "Water in the fuel from condensation in the tank",
          why: "Water collects in the bowl and blocks the jets until drained.",
        },
      ],
      checks: [
        {
          step: "Drain each float bowl into a clear container.",
          tools: ["Screwdriver", "Clear jar"],
          expect:
            "Dark, smelly or gummy fuel, or water beads, confirm stale fuel; clean fuel drains freely and smells sharp.",
        },
        {
          step: "Remove the pilot jets and hold them up to a light.",
          tools: ["Jet screwdriver", "Flashlight"],
          expect: "A clean pilot jet shows a clear pinhole; no light through it means it is blocked.",
        },
        {
          step: "Blow compressed air or spray carb cleaner through the pilot passages with the pilot screw removed.",
          tools: ["Carb cleaner", "Compressed air"],
          expect: "Spray should come out of the idle port near the throttle plate; a blocked passage needs soaking.",
        },
        {
          step: "After cleaning and refitting, warm the engine and set idle speed with the choke fully off.",
          tools: ["Tachometer or dash tach", "Carburetor screwdriver"],
          expect:
            "A steady warm idle at the manual's speed, commonly 1,000–1,300 rpm on carbureted Japanese bikes (typical; confirm in the service information), with no choke confirms the pilot circuit is clear.",
        },
      ],
      fix: "Clean the pilot jets and passages (soak in carb cleaner or use an ultrasonic cleaner), replace them if the hole is damaged, rebuild with new bowl gaskets and pilot screw O-rings, and resync multi-carb bikes. Run ethanol-free fuel or a stabilizer and drain the bowls before storing again.",
      difficulty: 3,
      cost: {
        partsLow: 20,
        partsHigh: 200,
        laborHoursLow: 0.8,
        laborHoursHigh: 3,
        excludes:
          "Estimate; the range runs from a single-carb clean to a multi-carb rebuild and sync; excludes a fuel tank clean-out, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "It runs but stalls when slowing; fix it before riding in traffic where a stall at a light could get you hit.",
      codes: [],
      terms: ["pilot jet", "float bowl", "ethanol varnish"],
      related: ["carbs-out-of-sync-after-rebuild", "fuel-in-oil-from-stuck-float", "two-stroke/bog-off-idle-pilot-jet"],
    },
    {
      slug: "fuel-in-oil-from-stuck-float",
      title: "Motorcycle oil level keeps rising and the oil smells like gasoline",
      summary:
        "Gasoline is leaking past a stuck carb float needle into the cylinder and crankcase, usually helped by a petcock that does not shut off. Do not start it: change the oil, fix the float needle and petcock, and check for a flooded cylinder.",
      symptoms: [
        "Oil sight glass or dipstick reads above the full mark and the oil is thin",
        "Strong gasoline smell from the dipstick or crankcase vent",
        "Fuel dripping from the carb overflow tube when parked",
        "Engine cranks slowly, locks or coughs fuel out of the exhaust when first started",
      ],
      symptomIds: ["rich-running", "oil-leak-smoke", "hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Float needle stuck open or with a worn tip and seat",
          why: "The bowl never stops filling, so fuel overflows into the intake and runs into the cylinder through an open intake valve.",
        },
        {
          likelihood: "common",
          part: "Vacuum petcock with a failed diaphragm, or a manual petcock left on",
          why: "Fuel keeps reaching the carb when the bike is off, feeding the stuck float.",
        },
        {
          likelihood: "occasional",
          part: "Sunk float filled with fuel",
          why: "A float that no longer floats cannot close the needle.",
        },
      ],
      checks: [
        {
          step: "Compare the oil level with the last known reading and smell the oil on the dipstick.",
          tools: ["Rag"],
          expect: "A level well above full with a gasoline smell confirms fuel dilution.",
        },
        {
          step: "Remove the plugs and rotate the engine slowly by hand or with the starter for a second.",
          tools: ["Spark plug socket", "Rags"],
          expect:
            "Fuel spraying from a plug hole means that cylinder was flooded; clearing it prevents hydrolock damage.",
        },
        {
          step: "With the engine off, disconnect the petcock outlet hose and apply vacuum to the vacuum port if it has one.",
          tools: ["Hand vacuum pump", "Clear container"],
          expect:
            "No flow without vacuum and free flow with about 5–10 inHg applied; flow with no vacuum means a leaking petcock.",
        },
        {
          step: "Remove the float bowls and inspect needle tips, seats and float buoyancy.",
          tools: ["Screwdriver", "Flashlight"],
          expect: "A grooved needle tip, gummed seat or a float with fuel inside confirms the carb fault.",
        },
      ],
      fix: "Replace float needles and seats, any sunk float and the petcock or its diaphragm, and reset float heights. Change the oil and filter (twice if heavily diluted) before running the engine for long, and check a wet clutch for slip afterward.",
      difficulty: 3,
      cost: {
        partsLow: 30,
        partsHigh: 200,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.3,
        excludes:
          "Estimate; excludes engine damage from hydrolock or thinned oil, diagnosis, taxes and dealer pricing.",
      },
      verdict: "stop",
      verdictReason:
        "Gasoline-thinned oil can wipe out bearings, and a flooded cylinder can bend a rod on the starter; do not run it until repaired and the oil changed.",
      codes: [],
      terms: ["float needle", "vacuum petcock", "fuel dilution", "hydrolock"],
      related: ["only-idles-on-choke-after-storage", "dies-at-highway-speed-fuel-starvation"],
    },
    {
      slug: "dies-at-highway-speed-fuel-starvation",
      title: "Carbureted bike sputters and dies after 20 minutes on the highway, then restarts after a rest",
      summary:
        "The carbs are being starved of fuel at sustained high demand, typically by a weak vacuum petcock, a blocked tank vent or a clogged fuel filter. Run a flow test at the petcock and open the gas cap when it happens to tell them apart.",
      symptoms: [
        "Engine surges, then loses power at a steady 60–70 mph and coasts to a stop",
        "Restarts after sitting 5–10 minutes and runs normally around town",
        "Switching the petcock to PRI or reserve brings it back",
        "A hiss or whoosh of air when the filler cap is opened after the stall",
      ],
      symptomIds: ["dies-while-riding", "low-power", "stumble-surge-pop"],
      causes: [
        {
          likelihood: "common",
          part: "Vacuum petcock diaphragm stiff, torn or with a cracked vacuum hose",
          why: "The petcock opens only partly, so it flows enough for town riding but not for sustained high-rpm demand.",
        },
        {
          likelihood: "occasional",
          part: "Blocked tank vent, rollover valve or EVAP canister line",
          why: "A vacuum forms in the tank as fuel is drawn out until flow to the carbs stops.",
        },
        {
          likelihood: "occasional",
          part: "Clogged inline fuel filter or petcock strainer",
          why: "Rust and debris limit flow at high demand and clear a little when the engine stops.",
        },
        {
          likelihood: "rare",
          part: "Float level set too low",
          why: "The bowls hold too little fuel to carry the engine through high-demand stretches.",
        },
      ],
      checks: [
        {
          step: "Ride until it starts to falter, pull over safely and open the filler cap.",
          tools: [],
          expect: "A rush of air and an immediate recovery point to the tank vent or a blocked EVAP line.",
        },
        {
          step: "Disconnect the petcock outlet, apply vacuum to the vacuum port and time flow into a measuring container.",
          tools: ["Hand vacuum pump", "Measuring cup"],
          expect:
            "Most bikes need roughly 500 mL per minute or more with the petcock on; much less points to the petcock or its strainer.",
        },
        {
          step: "Inspect the inline filter and the strainer on the petcock pickup.",
          tools: ["Flashlight"],
          expect: "Rust flakes or a brown, clogged screen confirm a restriction and a tank that needs cleaning.",
        },
        {
          step: "Check float height in the carbs against spec.",
          tools: ["Float level gauge"],
          expect: "A float set below spec explains starvation at sustained load.",
        },
      ],
      fix: "Rebuild or replace the vacuum petcock and its vacuum hose, clear or replace the tank vent and EVAP lines, and fit a new inline filter; clean the tank if rust is present. Recheck flow, then road-test at highway speed for at least 30 minutes.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clear the tank vent and fit an inline filter",
            partsLow: 15,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Rebuild or replace the vacuum petcock",
            partsLow: 40,
            partsHigh: 180,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Estimate; excludes tank rust removal or lining, carb cleaning, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Losing power at highway speed in traffic is dangerous; ride on reserve or short trips only until it is fixed.",
      codes: [],
      terms: ["vacuum petcock", "tank vent", "EVAP canister", "flow test"],
      related: [
        "fuel-in-oil-from-stuck-float",
        "efi-fuel-pressure-low-under-load",
        "wont-rev-past-half-throttle-cv-carb",
      ],
    },
    {
      slug: "wont-rev-past-half-throttle-cv-carb",
      title: "Cruiser with CV carbs pulls fine to half throttle, then goes flat when opened wider",
      summary:
        "A torn or stiff constant-velocity (CV) slide diaphragm is letting vacuum escape, so the slide cannot rise and the engine is choked at higher loads. Inspect and replace the diaphragm or slide assembly.",
      symptoms: [
        "Runs normally at light throttle but will not accelerate hard or reach top speed",
        "Opening the throttle wide makes it bog rather than pull",
        "Engine feels like it has a speed limiter around 4,000–5,000 rpm",
        "Problem appeared after a carb clean or after the bike sat for years",
      ],
      symptomIds: ["low-power", "stumble-surge-pop"],
      causes: [
        {
          likelihood: "common",
          part: "Torn, pinholed or hardened CV slide diaphragm",
          why: "The slide is lifted by intake vacuum acting on the diaphragm; a leak bleeds that vacuum off so the slide stays low.",
        },
        {
          likelihood: "occasional",
          part: "Diaphragm lip not seated in its groove after reassembly",
          why: "A pinched or unseated bead leaks vacuum exactly like a tear.",
        },
        {
          likelihood: "occasional",
          part: "Blocked slide vacuum hole or air-vent passage",
          why: "Vacuum cannot reach the top of the slide, or atmospheric air cannot reach below it, so the slide does not lift.",
        },
        {
          likelihood: "rare",
          part: "Main jet blocked or wrong size after a rebuild",
          why: "The main circuit starves the engine at high throttle even with the slide lifting.",
        },
      ],
      checks: [
        {
          step: "Remove the carb top and diaphragm and hold it up to a bright light while stretching it gently.",
          tools: ["Screwdriver", "Flashlight"],
          expect: "Any pinhole, crack or hardened fold condemns the diaphragm.",
        },
        {
          step: "Reassemble the carb top, lift the slide with a finger at the intake, cover the vacuum hole and release it.",
          tools: [],
          expect:
            "A good diaphragm holds the slide up or lets it sink slowly over 5 seconds or more; a drop in under 1 second means it is leaking.",
        },
        {
          step: "With the engine running on a stand, watch the slide through the intake as the throttle is opened.",
          tools: ["Paddock stand", "Flashlight"],
          expect: "The slide should rise smoothly as the revs build; a slide that stays down confirms the fault.",
        },
        {
          step: "Check the main jet for blockage and correct size against the manual.",
          tools: ["Jet screwdriver"],
          expect: "A clear main jet of the specified size rules out the main circuit.",
        },
      ],
      fix: "Replace the diaphragm (often sold attached to the slide) on every carb that shows wear, seat the bead correctly in its groove, and clean the vacuum and vent passages. Resync if the bike has more than one carb and road-test at full throttle.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Replace one slide diaphragm", partsLow: 35, partsHigh: 90, laborHoursLow: 0.4, laborHoursHigh: 0.8 },
          {
            name: "Diaphragms on every carburetor and a sync",
            partsLow: 120,
            partsHigh: 250,
            laborHoursLow: 1.2,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Estimate; excludes a full carb rebuild, jetting for aftermarket exhaust, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "It will not leave you stranded, but the lack of passing power makes merging and overtaking risky.",
      codes: [],
      terms: ["CV carburetor", "slide diaphragm", "main jet"],
      related: ["dies-at-highway-speed-fuel-starvation", "only-idles-on-choke-after-storage"],
    },
    {
      slug: "black-sooty-plugs-rich-running",
      title: "Motorcycle fouls plugs, smells of raw fuel and mileage has dropped",
      summary:
        "The engine is running rich, usually from an enrichener (choke) not fully closing, a clogged air filter, high float levels on a carbureted bike, or a leaking injector or bad temperature sensor on an injected one. Read the plugs and work from the cheapest cause.",
      symptoms: [
        "Spark plugs are dry, fluffy black with soot",
        "Black smoke or a strong fuel smell at idle, stinging eyes behind the bike",
        "Fuel mileage down by 15% or more from normal",
        "Rough idle and lazy acceleration, worse as the engine warms",
      ],
      symptomIds: ["rich-running", "rough-idle", "low-power"],
      causes: [
        {
          likelihood: "common",
          part: "Choke or enrichener plunger not closing fully",
          why: "A sticky cable or bent lever leaves the cold-start circuit open, adding fuel the warm engine does not need.",
        },
        {
          likelihood: "common",
          part: "Clogged or oil-soaked air filter",
          why: "Restricted airflow means the same fuel meets less air.",
        },
        {
          likelihood: "occasional",
          part: "High float level or worn float needles on a carbureted bike",
          why: "Fuel stands higher in the bowl and is pulled into the bore too easily across the range.",
        },
        {
          likelihood: "occasional",
          part: "Leaking injector or a coolant or engine temperature sensor reading cold on an EFI bike",
          why: "A dripping injector adds fuel directly; a sensor reporting a cold engine makes the ECU add warm-up enrichment all the time.",
        },
      ],
      checks: [
        {
          step: "Pull the plugs and compare them.",
          tools: ["Spark plug socket"],
          expect:
            "Light tan insulators are normal; dry black soot on all plugs means overall richness, on one plug only means a single carb, injector or ignition problem.",
        },
        {
          step: "Check that the choke or enrichener lever returns fully and the plunger seats, and inspect the air filter.",
          tools: ["Flashlight"],
          expect: "Cable slack at the carb with the lever off and a clean filter rule out the easy causes.",
        },
        {
          step: "On EFI bikes read coolant or engine temperature in live data with the engine warm.",
          tools: ["Motorcycle scan tool", "Infrared thermometer"],
          expect: "The reading should match the engine within about 10 °F; a sensor stuck cold calls for replacement.",
        },
        {
          step: "On carbureted bikes measure float height, or on EFI bikes watch for fuel-pressure drop after shutdown.",
          tools: ["Float level gauge", "Fuel pressure gauge"],
          expect:
            "Floats within spec; on EFI, pressure holding within a few psi for 5 minutes rules out a leaking injector.",
        },
      ],
      fix: "Free or replace the choke cable and plunger, replace the air filter, reset float heights and replace needles, or replace a leaking injector or bad temperature sensor. Install new plugs of the specified heat range and gap, clear codes on EFI bikes, then recheck plug color after a ride.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Free the choke, new air filter and plugs",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Needles and seats, or a leaking injector",
            partsLow: 80,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes a full carb rebuild, jetting changes, diagnosis, taxes and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to ride short-term, but rich running washes oil from cylinder walls and can foul plugs to the point of stalling.",
      codes: ["P0117", "P0118", "P0172"],
      terms: ["enrichener", "plug reading", "float level"],
      related: ["carbs-out-of-sync-after-rebuild", "fuel-in-oil-from-stuck-float", "misfire-in-rain-after-washing"],
    },
    {
      slug: "lean-surge-at-steady-low-speed",
      title: "Fuel-injected bike surges and lurches at a steady 30–45 mph",
      summary:
        "The closed-loop fuel map is running the engine very lean at light steady throttle to meet emissions, and small air leaks or a louder exhaust make it worse. Rule out intake and exhaust leaks, then consider an emissions-legal fuel remap.",
      symptoms: [
        "Bike bucks or surges in a rhythmic pattern at constant light throttle in third or fourth gear",
        "Smooth under acceleration or deceleration, only bad when holding speed",
        "Worse in hot weather and after fitting a slip-on exhaust or high-flow air filter",
        "Jerky throttle pick-up from fully closed",
      ],
      symptomIds: ["stumble-surge-pop", "rough-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Factory closed-loop map tuned lean near 14.7:1 at light load",
          why: "At light steady throttle a lean mixture burns slowly and unevenly, so torque rises and falls as the O2 sensor swings.",
        },
        {
          likelihood: "occasional",
          part: "Intake boot or manifold seal leak",
          why: "Unmetered air leans the mixture further, beyond what the ECU can correct.",
        },
        {
          likelihood: "occasional",
          part: "Exhaust leak or aftermarket exhaust changing the O2 sensor reading",
          why: "Leaks and reduced backpressure change the signal and the cylinder filling the factory map expects.",
        },
        {
          likelihood: "rare",
          part: "Throttle bodies out of sync or a sticky throttle position sensor",
          why: "Uneven cylinders or a noisy TPS signal make the ECU jump between fueling cells.",
        },
      ],
      checks: [
        {
          step: "Check for exhaust leaks at the header flanges with the engine cold-started and idling.",
          tools: ["Rag or gloved hand"],
          expect: "Ticking or puffing at a header joint must be sealed before judging fueling.",
        },
        {
          step: "Spray around the intake boots and manifold seals at idle.",
          tools: ["Propane torch (unlit) or carb cleaner"],
          expect: "Idle rises or smooths when a leak is sprayed; no change clears the intake.",
        },
        {
          step: "Watch O2 sensor voltage and throttle position in live data while holding a steady speed.",
          tools: ["Motorcycle scan tool"],
          expect:
            "A narrowband sensor should switch steadily between about 0.1 and 0.9 V; long lean dwell matching the surges confirms a lean map.",
        },
        {
          step: "Check throttle-body sync on multi-cylinder bikes.",
          tools: ["Vacuum gauge set or electronic synchronizer"],
          expect: "Cylinders within about 1–2 cmHg of each other.",
        },
      ],
      fix: "Seal any leaks and sync the throttles; if it still surges, a fuel controller or ECU flash that richens light-load cells improves it. On street bikes use a product with a CARB Executive Order number where required, since removing emissions controls or defeating the O2 sensors is tampering under federal law.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Seal exhaust or intake leaks and sync the throttles",
            partsLow: 0,
            partsHigh: 40,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Fuel controller or ECU flash with a dyno tune",
            partsLow: 250,
            partsHigh: 450,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.3,
          },
        ],
        excludes: "Estimate; excludes exhaust parts, diagnosis, taxes and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "A lean surge is uncomfortable rather than dangerous; make sure no exhaust or intake leak is behind it.",
      codes: ["P0171", "P0174"],
      terms: ["closed loop", "narrowband O2 sensor", "fuel controller", "CARB EO"],
      related: ["decel-popping-from-exhaust", "intake-air-leak-high-hanging-idle", "throttle-bodies-out-of-sync"],
    },
    {
      slug: "decel-popping-from-exhaust",
      title: "Exhaust pops and crackles every time I roll off the throttle",
      summary:
        "Extra air is reaching hot exhaust gas, usually from a leak at the header gaskets, the secondary air-injection (PAIR or AIS) system, or a lean mixture after a louder exhaust is fitted. Find and seal the leak first; a remap comes second.",
      symptoms: [
        "Rapid popping or backfiring from the mufflers when closing the throttle from higher revs",
        "Louder after fitting slip-ons or removing baffles",
        "Ticking noise at the cylinder head with the engine cold",
        "Soot streaks around a header flange",
      ],
      symptomIds: ["stumble-surge-pop"],
      causes: [
        {
          likelihood: "common",
          part: "Leaking exhaust header gaskets or loose flange nuts",
          why: "Pressure pulses pull fresh air into the pipe where it ignites unburned fuel on deceleration.",
        },
        {
          likelihood: "common",
          part: "Secondary air-injection (PAIR, AIS) reed valve open on deceleration",
          why: "The system deliberately feeds fresh air into the exhaust ports; with a lean map it makes decel popping louder.",
        },
        {
          likelihood: "occasional",
          part: "Aftermarket exhaust with no fuel remap",
          why: "Less backpressure and a lean stock map leave more oxygen and unburned fuel in the pipe on closed throttle.",
        },
        {
          likelihood: "rare",
          part: "Valve clearance too tight on an exhaust valve",
          why: "A valve that does not fully close leaks burning mixture into the exhaust.",
        },
      ],
      checks: [
        {
          step: "Cold-start the engine and feel (do not touch) or listen around each header flange.",
          tools: ["Mechanic's stethoscope"],
          expect: "Ticking or a puff of air at a flange shows a leak; replace the gasket.",
        },
        {
          step: "Inspect the air-injection valve and hoses on the cylinder head or airbox.",
          tools: ["Screwdriver", "Flashlight"],
          expect: "Cracked hoses or a reed valve that passes air both ways needs replacing.",
        },
        {
          step: "Note whether the popping started with an exhaust or air filter change.",
          tools: [],
          expect: "Popping that appeared with a pipe change points to fueling rather than a leak.",
        },
        {
          step: "Check exhaust valve clearances if other checks pass and the bike is due.",
          tools: ["Feeler gauges"],
          expect:
            "Measured cold, exhaust clearance is commonly 0.20–0.30 mm and intake 0.10–0.20 mm on Japanese sportbikes (typical; confirm in the service information); a tight exhaust valve needs adjusting before it burns.",
        },
      ],
      fix: "Replace header gaskets (Harley-Davidson crush rings should be new each time the pipe is removed) and torque flange nuts to spec. Repair the air-injection system; do not remove it on a street bike, as that is emissions tampering. If a pipe was fitted, add a CARB-legal fuel remap, and adjust tight valves.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace header gaskets or crush rings",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Repair the air-injection valve and hoses",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "CARB-legal fuel remap with dyno time",
            partsLow: 200,
            partsHigh: 400,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes exhaust parts, diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Decel popping is not dangerous in itself, though an exhaust leak near your legs should be fixed soon.",
      codes: [],
      terms: ["PAIR valve", "exhaust gasket", "backpressure"],
      related: ["lean-surge-at-steady-low-speed", "tight-shim-valves-hard-hot-start"],
    },
    {
      slug: "intake-air-leak-high-hanging-idle",
      title: "Harley idles high, hunts and sometimes hisses at the intake",
      summary:
        "Air is leaking around the intake manifold seals or a loose manifold, so the engine gets unmetered air at idle. Spray-test around the manifold, then replace the seals and re-torque the manifold.",
      symptoms: [
        "Idle speed sits above spec or surges up and down on its own",
        "Faint hiss or whistle from between the cylinders",
        "Lean popping on deceleration and hesitation off idle",
        "Front or rear cylinder runs hotter than usual",
      ],
      symptomIds: ["rough-idle", "stumble-surge-pop"],
      causes: [
        {
          likelihood: "common",
          part: "Hardened or split intake manifold seals at the cylinder heads",
          why: "Heat cycling flattens the rubber seals, letting air in after the throttle body where it is not measured.",
        },
        {
          likelihood: "occasional",
          part: "Loose manifold bolts or throttle-body mounting",
          why: "Even slight gaps let air in at the high vacuum of idle.",
        },
        {
          likelihood: "occasional",
          part: "Cracked vacuum hose or fitting on the manifold",
          why: "Hoses to the MAP sensor, EVAP or petcock leak unmetered air and can skew the MAP reading.",
        },
        {
          likelihood: "rare",
          part: "Cracked intake boot on a carbureted or Japanese bike",
          why: "The split boot draws air into one cylinder, raising idle and leaning that cylinder.",
        },
      ],
      checks: [
        {
          step: "At idle, spray carb cleaner or a short burst of unlit propane around each manifold seal and hose.",
          tools: ["Propane torch (unlit) or carb cleaner"],
          expect:
            "An rpm jump or a smoother idle the moment the spray reaches a manifold seal marks the leak; no change clears the intake side.",
        },
        {
          step: "On EFI Harleys, read IAC position and idle rpm in live data once hot.",
          tools: ["Harley-capable scan tool"],
          expect:
            "Warm idle well above the usual Harley EFI target of about 1,000 rpm (typical; confirm in the service information) while IAC steps sit near their minimum tells you extra air is coming in elsewhere.",
        },
        {
          step: "Check manifold bolt torque and look for shiny rub or fretting marks at the seals.",
          tools: ["Torque wrench", "Flashlight"],
          expect: "A bolt that takes more than a small fraction of a turn to reach spec confirms loosening.",
        },
      ],
      fix: "Replace the intake manifold seals and any cracked hoses, center the manifold and torque it to spec, then clear codes and let the ECU relearn idle. On carbureted bikes replace the cracked boot and resync.",
      difficulty: 3,
      cost: {
        partsLow: 20,
        partsHigh: 120,
        laborHoursLow: 0.8,
        laborHoursHigh: 2,
        excludes:
          "Estimate; excludes throttle body or air cleaner parts damaged during removal, diagnosis, taxes and dealer pricing.",
      },
      verdict: "ok",
      verdictReason: "It is rideable, but a lean cylinder runs hot; fix it before long hot rides or two-up touring.",
      codes: ["P0505", "P0171"],
      terms: ["intake manifold seal", "IAC", "vacuum leak"],
      related: ["stalls-when-coming-to-a-stop", "lean-surge-at-steady-low-speed", "carbs-out-of-sync-after-rebuild"],
      commonOn: [{ make: "harley-davidson" }],
    },
    {
      slug: "stalls-when-coming-to-a-stop",
      title: "Fuel-injected Harley stalls when I pull in the clutch and roll to a stop",
      summary:
        "The engine cannot catch a stable idle as the throttle closes, usually from a dirty throttle body and idle air passage or a sticking idle air control (IAC) valve. Clean the throttle body and IAC passage, then let the ECM relearn idle.",
      symptoms: [
        "Rpm drops below idle and the engine dies as the bike slows",
        "Idle is low or lumpy when the engine is hot, better cold",
        "Blipping the throttle as you stop keeps it running",
        "Check engine lamp may show after a stall",
      ],
      symptomIds: ["rough-idle", "dies-while-riding", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Carbon build-up on the throttle plate and in the IAC passage",
          why: "Deposits narrow the idle airflow path, so the IAC cannot supply enough air as the throttle shuts.",
        },
        {
          likelihood: "occasional",
          part: "Sticking or failed IAC stepper motor on cable-throttle models",
          why: "It cannot move to the open position fast enough to catch the falling rpm.",
        },
        {
          likelihood: "occasional",
          part: "Throttle cable adjusted too tight",
          why: "The throttle plate does not close fully, so the ECM thinks it is off idle and does not control idle speed.",
        },
        {
          likelihood: "rare",
          part: "Failing throttle position sensor",
          why: "A TPS reading that sticks above zero throttle stops the ECM entering idle control.",
        },
      ],
      checks: [
        {
          step: "Check for free play in the throttle cables at the grip (usually a few millimeters) and that the grip snaps closed.",
          tools: [],
          expect: "No free play or a slow-returning grip means the cables must be adjusted first.",
        },
        {
          step: "Read idle rpm, IAC steps and TPS in live data with the engine hot.",
          tools: ["Harley-capable scan tool"],
          expect:
            "TPS near 0% closed and idle near the spec for the engine (about 850–1,000 rpm on most Big Twins); IAC steps pinned high suggest a restriction.",
        },
        {
          step: "With the Harley's air cleaner and backplate off, look at the throttle plate edge and the bore behind it.",
          tools: ["Flashlight", "Screwdriver"],
          expect: "A black ring of carbon around the plate edge confirms the throttle body needs cleaning.",
        },
        {
          step: "Clean and retest, and listen for the IAC moving at key-on.",
          tools: ["Throttle-body cleaner", "Mechanic's stethoscope"],
          expect: "Idle stable after cleaning; an IAC that makes no noise or movement at key-on needs replacement.",
        },
      ],
      fix: "Clean the throttle body and IAC passage with a sensor-safe cleaner, adjust cables, and replace the IAC or TPS if faulty. Turn the key on and off per the service manual to reset the IAC, clear codes and let it idle to relearn before riding.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean the throttle body and IAC passage, relearn idle",
            partsLow: 10,
            partsHigh: 25,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          { name: "Replace the IAC or TPS", partsLow: 60, partsHigh: 200, laborHoursLow: 0.8, laborHoursHigh: 1.7 },
        ],
        excludes: "Estimate; excludes a throttle body replacement, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason: "Stalling at junctions can leave you stuck in traffic; fix it before riding in heavy traffic.",
      codes: ["P0505", "P0122", "P0123"],
      terms: ["IAC", "throttle position sensor", "idle relearn"],
      related: [
        "intake-air-leak-high-hanging-idle",
        "harley-o2-sensor-code",
        "engine-wont-start/starts-only-with-gas-pedal",
      ],
      appliesTo: [{ make: "harley-davidson", years: [1995, 2027] }],
    },
    {
      slug: "harley-o2-sensor-code",
      title: "Check engine light on my Harley with a front or rear O2 sensor code",
      summary:
        "An oxygen sensor, its connector or an exhaust leak is giving the ECM an implausible signal. Read the code through the odometer self-diagnostics or a scan tool, check the plug and for exhaust leaks, then replace the sensor if it is dead.",
      symptoms: [
        "Check engine lamp on steady while riding or after starting",
        "Idle a little rougher or fuel mileage down a few miles per gallon",
        "Code appears after a new exhaust or heat shield was installed",
        "Popping or puffing from a header joint",
      ],
      symptomIds: ["warning-light", "rough-idle", "rich-running"],
      causes: [
        {
          likelihood: "common",
          part: "Failed O2 sensor or contaminated element",
          why: "The sensor's signal no longer switches between rich and lean, so the ECM flags it and goes open loop.",
        },
        {
          likelihood: "occasional",
          part: "Damaged connector or wire melted against the exhaust",
          why: "An open or short circuit gives the ECM a fixed low or high reading.",
        },
        {
          likelihood: "occasional",
          part: "Exhaust leak upstream of the sensor",
          why: "Outside air drawn into the pipe makes the sensor read lean even when the mixture is not.",
        },
        {
          likelihood: "rare",
          part: "Aftermarket exhaust with wrong sensor placement or no sensor boss",
          why: "The sensor sits in too cool or diluted a flow and cannot produce a usable signal.",
        },
      ],
      checks: [
        {
          step: "Read codes through the odometer self-diagnostic menu or a Harley-capable scan tool.",
          tools: ["Harley-capable scan tool"],
          expect:
            "The code shows whether it is the front (P0131, P0132, P0134) or rear (P0151, P0152, P0154) sensor and whether it reads low, high or inactive.",
        },
        {
          step: "Follow the sensor wiring to its plug and check for melted insulation and pushed-out pins.",
          tools: ["Flashlight"],
          expect: "Any heat damage or a loose plug must be repaired before replacing the sensor.",
        },
        {
          step: "Right after a cold start, feel and listen around the header flange nearest the O2 sensor bung for puffs or ticking.",
          tools: ["Mechanic's stethoscope"],
          expect: "A ticking or puffing joint upstream of the sensor should be sealed first.",
        },
        {
          step: "Watch the sensor signal in live data at a steady 2,500 rpm fully warm.",
          tools: ["Harley-capable scan tool"],
          expect: "A healthy narrowband signal switches between about 0.1 and 0.9 V; a flat line condemns the sensor.",
        },
      ],
      fix: "Repair wiring or seal exhaust leaks, or replace the sensor with anti-seize on the threads (usually pre-applied) and its harness clipped away from the pipe. Clear codes and ride at least 20 minutes of mixed speeds to let the ECM relearn.",
      difficulty: 2,
      cost: {
        partsLow: 50,
        partsHigh: 180,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.2,
        excludes: "Estimate per sensor; excludes exhaust gaskets, wiring repair, diagnosis, taxes and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "The ECM falls back on a default fuel map, so the bike rides normally; fix it to protect fuel economy and the catalyst.",
      codes: ["P0131", "P0132", "P0134", "P0151", "P0152", "P0154"],
      terms: ["O2 sensor", "open loop", "odometer self-diagnostics"],
      related: ["lean-surge-at-steady-low-speed", "decel-popping-from-exhaust"],
      appliesTo: [{ make: "harley-davidson", years: [2007, 2027] }],
    },
    {
      slug: "twin-cam-cam-chain-tensioner-wear",
      title: "Rattle from the cam cover on a Harley Twin Cam and plastic bits in the oil filter",
      summary:
        "The cam-chain tensioner shoes are worn, a known wear item on 1999–2006 Twin Cams with spring-loaded tensioners. Inspect them under the cam cover, then replace them or convert to hydraulic tensioners or gear-driven cams before debris starves the oil pump.",
      symptoms: [
        "Light rattle or slapping noise from the right-side cam cover at idle, fading with rpm",
        "Orange, brown or white flakes of shoe material in the cut-open oil filter",
        "Oil pressure gauge reading lower than it used to at hot idle",
        "Noise appears at around 20,000–40,000 miles on an engine with original tensioners",
      ],
      symptomIds: ["top-end-noise", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Worn spring-loaded cam-chain tensioner shoes (1999–2006 Twin Cam)",
          why: "The chain grooves the soft shoe until the spring runs out of travel, letting the chain slap and shedding shoe material into the oil.",
        },
        {
          likelihood: "occasional",
          part: "Worn hydraulic tensioner shoes on 2007–2017 Twin Cams",
          why: "Hydraulic tensioners apply less constant pressure and wear much slower, but shoes still wear at high mileage.",
        },
        {
          likelihood: "occasional",
          part: "Worn cam chains or a failing inner cam bearing",
          why: "A stretched chain or a wobbling cam shaft wears the shoe on one edge and adds noise.",
        },
      ],
      checks: [
        {
          step: "Cut open the oil filter at the next change and look through the pleats.",
          tools: ["Filter cutter", "Magnet"],
          expect:
            "Non-magnetic shoe flakes point to tensioner wear; magnetic metal also suggests bearing or chain wear.",
        },
        {
          step: "Listen to the cam cover with a stethoscope at hot idle.",
          tools: ["Mechanic's stethoscope"],
          expect: "A chain slap inside the cam chest, not at the heads, points to the tensioners.",
        },
        {
          step: "Remove the cam cover and measure the remaining shoe thickness.",
          tools: ["Hand tools", "Vernier caliper"],
          expect:
            "A shoe worn to about half its original thickness, or with the chain near the shoe's backing, needs replacement; the service manual gives the minimum.",
        },
        {
          step: "Check oil pressure hot at idle and at 2,500 rpm.",
          tools: ["Oil pressure gauge"],
          expect:
            "Twin Cams commonly show about 7–12 psi at hot idle and 30–38 psi at 2,500 rpm; low pressure with shoe debris means clean the pump and pickup screen too.",
        },
      ],
      fix: "Replace the tensioner shoes, or better, fit a hydraulic tensioner conversion or gear-driven cams. Replace the inner cam bearings while the cams are out, clean the oil pump and pickup screen of debris, and change oil and filter. Torque the cam support plate and cover bolts in sequence.",
      difficulty: 4,
      cost: {
        partsLow: 150,
        partsHigh: 900,
        laborHoursLow: 3,
        laborHoursHigh: 6.7,
        excludes:
          "Estimate; the range runs from new tensioner shoes to a hydraulic conversion or gear-drive cams; excludes new cams, oil pump repairs, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "A worn shoe can let the chain jump or clog the oil pump with debris; ride gently and book the repair soon.",
      codes: [],
      terms: ["cam-chain tensioner", "tensioner shoe", "gear-driven cams", "cam support plate"],
      related: ["twin-cam-inner-cam-bearing-failure", "oil-pressure-light-flickers-hot-idle", "harley-lifter-tick"],
      appliesTo: [
        {
          make: "harley-davidson",
          years: [1999, 2017],
          engines: [
            { name: "Twin Cam 88 V-twin", liters: 1.4 },
            { name: "Twin Cam 96 V-twin", liters: 1.6 },
            { name: "Twin Cam 103 V-twin", liters: 1.7 },
            { name: "Twin Cam 110 V-twin", liters: 1.8 },
          ],
        },
      ],
    },
    {
      slug: "twin-cam-inner-cam-bearing-failure",
      title: "Metallic growl from the right side of a 1999–2006 Twin Cam and metal glitter in the oil",
      summary:
        "The inner cam needle bearings in the crankcase are failing, a known weakness of early Twin Cam engines. Stop riding, inspect the cams and bearings, and replace them with full-complement bearings before the rollers break loose in the engine.",
      symptoms: [
        "Growling or grinding from the cam chest that changes with rpm",
        "Fine metallic glitter in the oil or on the drain plug magnet",
        "Rapidly increasing cam chest noise over a few hundred miles",
        "Tensioner shoes worn unevenly on one edge",
      ],
      symptomIds: ["top-end-noise", "lower-end-noise", "oil-leak-smoke"],
      causes: [
        {
          likelihood: "common",
          part: "Worn caged inner cam needle bearing in the crankcase",
          why: "The original bearing cannot take the cam-chain load over high miles; as its rollers wear, the cam wobbles and the chain misaligns.",
        },
        {
          likelihood: "occasional",
          part: "Worn or loose outer cam bearings in the cam support plate",
          why: "Play at the outer bearing adds noise and uneven chain load.",
        },
        {
          likelihood: "rare",
          part: "Oil contamination from tensioner debris",
          why: "Abrasive particles wear bearings faster and block oil supply to the cam chest.",
        },
      ],
      checks: [
        {
          step: "Wipe the drain plug magnet onto a rag and slit the filter open, looking for hard steel rather than plastic shoe bits.",
          tools: ["Filter cutter", "Magnet"],
          expect: "Steel glitter or needle fragments point to a bearing failure.",
        },
        {
          step: "Listen to the cam chest at idle and at 2,000 rpm.",
          tools: ["Mechanic's stethoscope"],
          expect: "A growl strongest at the cam cover, not at the lifters or primary, points to the cam bearings.",
        },
        {
          step: "Remove the cam cover and check the cams for side play and radial play.",
          tools: ["Dial indicator", "Hand tools"],
          expect:
            "A sound needle bearing shows essentially no radial play on a dial indicator (well under 0.001 in.); any play you can feel, or roughness as the cams turn by hand, confirms bearing wear.",
        },
      ],
      fix: "Remove the cam support plate, press out the inner cam bearings with a puller and install full-complement inner bearings, and replace outer bearings and tensioners as needed. Inspect the cam lobes and lifters, flush debris from the oil system and refill. Torque all cam-chest fasteners to spec.",
      difficulty: 4,
      cost: {
        partsLow: 100,
        partsHigh: 900,
        laborHoursLow: 3.3,
        laborHoursHigh: 7.3,
        excludes: "Estimate; excludes new cams or lifters, crankcase damage, diagnosis, taxes and dealer pricing.",
      },
      verdict: "stop",
      verdictReason:
        "A bearing that breaks apart can drop rollers into the oil pump and destroy the engine; park it until inspected.",
      codes: [],
      terms: ["inner cam bearing", "full-complement bearing", "cam chest"],
      related: ["twin-cam-cam-chain-tensioner-wear", "oil-pressure-light-flickers-hot-idle"],
      appliesTo: [
        { make: "harley-davidson", years: [1999, 2006], engines: [{ name: "Twin Cam 88 V-twin", liters: 1.4 }] },
      ],
    },
    {
      slug: "harley-compensator-clunk",
      title: "Loud clunk from the left side when my Harley starts and a rattle from the primary at idle",
      summary:
        "The compensator sprocket on the crankshaft in the primary case is worn, a common problem on 2007-on Twin Cam and many Milwaukee-Eight engines. Inspect the primary and replace the compensator with the revised Harley-Davidson or an aftermarket unit.",
      symptoms: [
        "Bang or clunk from the primary area as the starter engages or the engine catches",
        "Grinding, ratcheting or rattling noise from the primary at idle",
        "Noise louder when the engine is shut off or when decelerating hard",
        "Starter sometimes grinds or kicks back",
      ],
      symptomIds: ["lower-end-noise", "no-crank"],
      causes: [
        {
          likelihood: "common",
          part: "Worn compensator sprocket ramps, springs or bushing",
          why: "The compensator absorbs crank pulses between sprocket and engine; once worn, it bottoms out and hammers on each start and shutdown.",
        },
        {
          likelihood: "occasional",
          part: "Loose compensator nut",
          why: "A loose nut lets the sprocket move on the shaft and knock.",
        },
        {
          likelihood: "occasional",
          part: "Worn primary chain or tensioner",
          why: "Extra slack adds rattle at idle and shock loads to the compensator.",
        },
        {
          likelihood: "rare",
          part: "Starter drive or ring gear damage from compensator kickback",
          why: "Kickback loads the starter pinion and clutch-basket teeth until they chip.",
        },
      ],
      checks: [
        {
          step: "Listen to the primary case at start-up and shutdown with a stethoscope.",
          tools: ["Mechanic's stethoscope"],
          expect: "A clunk coming from the front of the primary over the crankshaft points to the compensator.",
        },
        {
          step: "Check primary chain free play through the inspection cover.",
          tools: ["Ruler", "Screwdriver"],
          expect:
            "On Twin Cam Big Twins with a manual primary chain adjuster, about 5/8–7/8 in. of free play cold (3/8–5/8 in. hot) is the usual spec (typical; confirm in the service information); more slack needs adjustment or a new chain.",
        },
        {
          step: "Remove the primary cover and inspect the compensator ramps, springs and sprocket for wear or play.",
          tools: ["Hand tools", "Drain pan"],
          expect: "Worn ramps, loose parts or spring play confirm the compensator is at fault.",
        },
        {
          step: "Inspect the starter pinion and ring gear teeth.",
          tools: ["Flashlight"],
          expect: "Chipped teeth mean replacing the starter drive parts at the same time.",
        },
      ],
      fix: "Replace the compensator with Harley-Davidson's revised unit or a quality aftermarket compensator, torque the compensator nut to spec, adjust or replace the primary chain and tensioner, and refill the primary with the specified fluid. Inspect the starter pinion and ring gear at the same time.",
      difficulty: 4,
      cost: {
        partsLow: 250,
        partsHigh: 800,
        laborHoursLow: 1.7,
        laborHoursHigh: 4,
        excludes: "Estimate; excludes starter or clutch basket damage, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "It keeps running but a failing compensator can break apart in the primary; book the repair and avoid long trips.",
      codes: [],
      terms: ["compensator", "primary chain", "primary case"],
      related: ["starter-spins-or-grinds-engine-still", "twin-cam-cam-chain-tensioner-wear"],
      appliesTo: [
        {
          make: "harley-davidson",
          years: [2007, 2027],
          engines: [
            { name: "Twin Cam 96 V-twin", liters: 1.6 },
            { name: "Twin Cam 103 V-twin", liters: 1.7 },
            { name: "Twin Cam 110 V-twin", liters: 1.8 },
            { name: "Milwaukee-Eight 107 V-twin", liters: 1.7 },
            { name: "Milwaukee-Eight 114 V-twin", liters: 1.9 },
            { name: "Milwaukee-Eight 117 V-twin", liters: 1.9 },
          ],
        },
      ],
    },
    {
      slug: "harley-lifter-tick",
      title: "Ticking from the lifters on a Harley Big Twin that does not go away when hot",
      summary:
        "A hydraulic lifter that is not pumping up or has a worn roller is letting the valve train tap. Confirm which lifter with a stethoscope, then replace the lifters and inspect the cam lobes.",
      symptoms: [
        "Steady ticking from the lifter blocks at the base of the cylinders",
        "Tick that does not fade after 2–3 minutes of warm-up",
        "Tick gets louder with rpm and is heard at idle",
        "Power slightly down or a rough idle if a lifter has collapsed",
      ],
      symptomIds: ["top-end-noise", "rough-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Hydraulic lifter bleeding down or stuck from debris",
          why: "A lifter that cannot hold oil pressure leaves clearance in the valve train, so it taps on every opening.",
        },
        {
          likelihood: "occasional",
          part: "Worn lifter roller or axle",
          why: "A failing roller can chatter and eventually gouge the cam lobe.",
        },
        {
          likelihood: "occasional",
          part: "Adjustable pushrods set incorrectly after cam work",
          why: "Too little preload leaves clearance that taps.",
        },
        {
          likelihood: "rare",
          part: "Low oil pressure starving the lifters",
          why: "Without enough pressure the lifters cannot stay pumped up.",
        },
      ],
      checks: [
        {
          step: "Check the oil level and note whether the tick fades after warm-up.",
          tools: [],
          expect: "A tick that lasts only seconds after start-up is normal bleed-down; a constant tick is not.",
        },
        {
          step: "Use a stethoscope on each lifter block and rocker box.",
          tools: ["Mechanic's stethoscope"],
          expect: "The loudest point tells you which lifter or rocker to inspect.",
        },
        {
          step: "Check oil pressure at hot idle.",
          tools: ["Oil pressure gauge"],
          expect:
            "Roughly 7–12 psi at hot idle on a Twin Cam; lower pressure points to the oil supply rather than the lifter.",
        },
        {
          step: "Remove the lifter covers and inspect each lifter for roller play and the cam lobe for pitting.",
          tools: ["Hand tools", "Flashlight"],
          expect: "A rough roller or a pitted lobe confirms the need for new lifters and possibly cams.",
        },
      ],
      fix: "Replace the lifters as a set on that cam, and replace the cam if the lobe is pitted. Adjust pushrods to the specified preload if adjustable, and let lifters bleed down before rotating the engine. Change oil and filter afterward.",
      difficulty: 4,
      cost: {
        partsLow: 150,
        partsHigh: 700,
        laborHoursLow: 2,
        laborHoursHigh: 5.3,
        excludes: "Estimate; excludes cams, tensioner shoes found worn, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "A worn lifter roller can break up and wipe out the cam; get it inspected soon and stop if the tick gets rapidly louder.",
      codes: [],
      terms: ["hydraulic lifter", "bleed-down", "pushrod preload"],
      related: ["twin-cam-cam-chain-tensioner-wear", "oil-pressure-light-flickers-hot-idle"],
      appliesTo: [
        {
          make: "harley-davidson",
          engines: [
            { name: "Evolution 1340 V-twin", liters: 1.3 },
            { name: "Twin Cam 88 V-twin", liters: 1.4 },
            { name: "Twin Cam 96 V-twin", liters: 1.6 },
            { name: "Twin Cam 103 or Milwaukee-Eight 107 V-twin", liters: 1.7 },
            { name: "Twin Cam 110 V-twin", liters: 1.8 },
            { name: "Milwaukee-Eight 114 or 117 V-twin", liters: 1.9 },
          ],
        },
      ],
    },
    {
      slug: "oil-blowing-into-air-cleaner",
      title: "Oil spitting from the air cleaner onto my leg and the right side of the Harley",
      summary:
        "Oil mist is being pushed out through the head breathers into the air cleaner, usually from overfilled oil, hard high-rpm riding, or oil sumping on some early Milwaukee-Eights. Check the level correctly and fit a catch can or updated breather if it continues.",
      symptoms: [
        "Oil film on the right side of the bike, the rider's right leg and the air filter element",
        "Oil level lower after highway runs",
        "Blue smoke briefly on start-up or after a long highway run",
        "Oil drips from the air cleaner cover when parked",
      ],
      symptomIds: ["oil-leak-smoke"],
      causes: [
        {
          likelihood: "common",
          part: "Oil overfilled or checked with the bike on its sidestand",
          why: "Too much oil is thrown around and pushed out through the breathers at high rpm.",
        },
        {
          likelihood: "occasional",
          part: "Breather valves in the heads vent oil mist under hard use",
          why: "High crankcase pressure at sustained speed carries oil through the breather bolts to the air cleaner backplate.",
        },
        {
          likelihood: "occasional",
          part: "Oil sumping on some 2017–2018 Milwaukee-Eight touring models",
          why: "Oil builds up in the crankcase at high speed and is forced out through the breather.",
        },
        {
          likelihood: "rare",
          part: "Worn rings or piston damage raising crankcase pressure",
          why: "Blow-by increases crankcase pressure and pushes more oil mist through the breathers.",
        },
      ],
      checks: [
        {
          step: "Check the oil level hot, with the bike upright, using the model's procedure.",
          tools: [],
          expect: "Above the full mark means drain to the correct level.",
        },
        {
          step: "Inspect the air cleaner backplate breather fittings and element for oil.",
          tools: ["Hex keys"],
          expect: "Oil pooled at the breather holes confirms oil is coming through the breather.",
        },
        {
          step: "Do a compression and leak-down test if the level is right and the breather still spits oil.",
          tools: ["Compression gauge", "Leak-down tester"],
          expect:
            "Compression within about 10% between cylinders and leak-down below about 10% rules out excessive blow-by.",
        },
        {
          step: "Ask a dealer to check for open service campaigns or updates for the VIN.",
          tools: [],
          expect: "An open campaign for breather or oil control changes on early Milwaukee-Eights can cover the fix.",
        },
      ],
      fix: "Correct the oil level; fit a breather catch can or revised air cleaner backplate with a separate breather route; and on Milwaukee-Eights apply any Harley-Davidson update for sumping. Clean the air filter and rear tire of oil, then ride and recheck.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Correct the oil level and clean the air filter",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Fit a breather catch can or revised backplate",
            partsLow: 100,
            partsHigh: 350,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Estimate; excludes engine repairs for blow-by, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason: "Oil on the rear tire can cause a slide; clean the tire and fix the cause before riding hard.",
      codes: [],
      terms: ["breather", "oil sumping", "crankcase pressure"],
      related: ["wet-sumping-smoke-on-start", "air-cooled-oil-seep-base-rocker"],
      appliesTo: [{ make: "harley-davidson" }],
    },
    {
      slug: "wet-sumping-smoke-on-start",
      title: "Sportster smokes heavily on start-up after sitting and the oil tank reads low",
      summary:
        "Oil has drained from the tank into the crankcase while parked (wet sumping), a trait of dry-sump Harley engines. Do not top up a cold tank; run it until the scavenge side returns the oil, and check the pump check valve if it drains within days.",
      symptoms: [
        "Dipstick shows little or no oil after the bike has sat a week or more",
        "Thick blue-white smoke from both pipes for the first minute after starting",
        "Oil spits from the breather into the air cleaner right after start-up",
        "Level is back to normal once checked hot after a 15–20 minute ride",
      ],
      symptomIds: ["oil-leak-smoke", "hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Normal drainback through the oil pump on a dry-sump Sportster or Big Twin",
          why: "With the tank above the pump, oil slowly seeps through the feed gears into the crankcase, which has no room to store it.",
        },
        {
          likelihood: "occasional",
          part: "Check valve in the oil feed stuck open or with a pitted ball seat",
          why: "The valve is meant to block feed oil below a few psi; once it leaks, the tank can empty into the cases in a day or two.",
        },
        {
          likelihood: "occasional",
          part: "Tank topped up cold by an owner who read the low level",
          why: "Once the sumped oil returns, the system is overfilled and blows oil out through the breathers.",
        },
        {
          likelihood: "rare",
          part: "Worn scavenge gerotor or blocked return line",
          why: "Oil is returned to the tank more slowly than it is fed, so the crankcase stays flooded even while riding.",
        },
      ],
      checks: [
        {
          step: "Check the tank level cold, ride 15–20 minutes, then check it hot in the position the owner's manual specifies.",
          tools: ["Shop rag"],
          expect: "A low cold reading that comes back to the full range hot confirms drainback, not oil loss.",
        },
        {
          step: "Note how quickly it sumps: check the cold level one day and seven days after a ride.",
          tools: [],
          expect:
            "A small drop over weeks is normal; the tank down 1 qt or more within a day or two points to the check valve.",
        },
        {
          step: "Remove the check valve from the oil pump or feed fitting and inspect the ball, spring and seat.",
          tools: ["Hand tools", "Magnifier"],
          expect: "A sticky, pitted or debris-held ball confirms the fault; a clean, seating valve points to the pump.",
        },
      ],
      fix: "Clean or replace the check valve, drain any excess oil if the tank was topped up cold, and replace a worn pump if scavenging is slow. Clean the air cleaner and breather passages of oil, and from then on check the level only hot after a ride.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Drain excess oil and clean the air cleaner",
            partsLow: 0,
            partsHigh: 20,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          {
            name: "Clean or replace the oil check valve",
            partsLow: 15,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          { name: "Replace the oil pump", partsLow: 200, partsHigh: 350, laborHoursLow: 1.5, laborHoursHigh: 2 },
        ],
        excludes: "Estimate; normal drainback needs no repair; excludes diagnosis, taxes and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "Start-up smoke from sumping is harmless if the level is checked hot; the danger is overfilling and oil reaching the rear tire.",
      codes: [],
      terms: ["wet sumping", "dry-sump", "check valve", "scavenge pump"],
      related: ["oil-blowing-into-air-cleaner", "oil-pressure-light-flickers-hot-idle"],
      appliesTo: [{ make: "harley-davidson" }],
    },
    {
      slug: "air-cooled-oil-seep-base-rocker",
      title: "Oil weeping at the rocker boxes, pushrod tubes or cylinder base of an air-cooled V-twin",
      summary:
        "Top-end seals on air-cooled twins harden with heat cycles; on Harleys the usual culprits are pushrod tube O-rings, rocker box gaskets and, on early Twin Cam 88s, base gaskets. Clean, find the highest wet point and reseal that joint.",
      symptoms: [
        "Wet, dirt-caked film along a rocker box seam or around the cylinder base",
        "Drips collecting under the lifter blocks or on the frame below the pushrod tubes",
        "Smoke and burnt-oil smell from the hot cylinders at a stop",
        "Oil level drops by a quart or less over a few thousand miles with no blue exhaust smoke",
      ],
      symptomIds: ["oil-leak-smoke"],
      causes: [
        {
          likelihood: "common",
          part: "Flattened pushrod tube O-rings",
          why: "Oil returning from the heads runs down the tubes; the O-rings at each end take a compression set and let it seep past.",
        },
        {
          likelihood: "common",
          part: "Hardened rocker box gaskets",
          why: "Oil splashes constantly inside the rocker boxes, and a gasket that has shrunk with heat cycling weeps at the seams.",
        },
        {
          likelihood: "occasional",
          part: "Cylinder base gasket seep (well known on early Twin Cam 88 engines)",
          why: "Heat and cylinder stud stretch relax the clamp on the base gasket, letting oil weep where the cylinder meets the case.",
        },
        {
          likelihood: "rare",
          part: "Porous casting or cracked head fin",
          why: "Oil wets the metal itself with no gasket joint nearby.",
        },
      ],
      checks: [
        {
          step: "Degrease the top end, ride 10–15 miles and look for the highest point of fresh oil.",
          tools: ["Degreaser", "Flashlight"],
          expect: "Oil always runs down, so the highest wet spot is the leaking joint.",
        },
        {
          step: "If it is unclear, add fluorescent dye to the oil, ride, then inspect with a UV lamp.",
          tools: ["UV dye", "UV lamp"],
          expect: "The dye glows brightest at the leaking seal.",
        },
        {
          step: "Check the rocker box and lifter cover bolts with a torque wrench set to the manual's low inch-pound value.",
          tools: ["Inch-pound torque wrench"],
          expect: "A loose bolt can cause a seep, but do not overtighten; a hardened gasket still needs replacing.",
        },
      ],
      noMeasurement:
        "A seep is found by sight: the highest wet point or the brightest dye glow marks the joint, and no gauge reads a weeping rocker box, pushrod tube or base gasket.",
      fix: "Replace the pushrod tube O-rings (collapsible tubes allow it without pulling the heads), or the rocker box gaskets; base gaskets mean removing heads and cylinders with new head gaskets too. Clean sealing faces, torque in the manual's sequence and recheck after a few heat cycles.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Pushrod tube O-rings or rocker box gaskets",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
          {
            name: "Top-end teardown for base and head gaskets",
            partsLow: 150,
            partsHigh: 300,
            laborHoursLow: 6,
            laborHoursHigh: 8,
          },
        ],
        excludes: "Estimate; excludes machining, diagnosis, taxes and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "A seep is rideable, but keep the oil topped up and make sure none reaches the rear tire or exhaust.",
      codes: [],
      terms: ["rocker box", "pushrod tube", "base gasket", "UV dye"],
      related: ["oil-blowing-into-air-cleaner", "harley-lifter-tick"],
      commonOn: [{ make: "harley-davidson" }],
    },
    {
      slug: "oil-pressure-light-flickers-hot-idle",
      title: "Oil pressure light flickers at a hot idle after a long ride on my bike",
      summary:
        "Pressure is dipping near the switch threshold when the oil is hottest, usually from low oil, the wrong grade, or a failing switch. Check the level and measure real pressure with a gauge before riding again.",
      symptoms: [
        "Red oil can lamp flickers at hot idle and goes out as soon as rpm rises",
        "Happens after highway runs or in hot traffic, not on a cold engine",
        "Sight glass or dipstick at or below the low mark",
        "Top-end ticking or lifter tap heard at the same time",
      ],
      symptomIds: ["warning-light", "top-end-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Low oil level or oil thinner than specified",
          why: "Hot, thin oil leaks out of bearing clearances faster, so pressure at idle sinks toward the lamp switch setting, usually a few psi.",
        },
        {
          likelihood: "occasional",
          part: "Faulty oil pressure switch or chafed switch wire",
          why: "A worn switch opens late, or a wire grounding intermittently lights the lamp with good pressure.",
        },
        {
          likelihood: "occasional",
          part: "Pickup screen or filter clogged with tensioner or clutch debris",
          why: "Restricted flow at the pump inlet drops pressure most at low rpm.",
        },
        {
          likelihood: "rare",
          part: "Worn oil pump or crank and rod bearings",
          why: "Larger clearances let oil escape faster than the pump can supply it at idle.",
        },
      ],
      checks: [
        {
          step: "Check the oil level hot, by the manual's method, and confirm the grade in the engine.",
          tools: ["Shop rag"],
          expect: "Low or wrong-grade oil explains the lamp; correct it and retest.",
        },
        {
          step: "Thread a mechanical gauge into the oil pressure switch port with an adapter and read it hot at idle, then at the rpm the manual names.",
          tools: ["Oil pressure gauge with adapter"],
          expect:
            "Twin Cams commonly show about 7–12 psi at hot idle; Japanese fours spec roughly 30–70 psi at 4,000–6,000 rpm with the oil at about 176 °F (80 °C), by model (typical; confirm in the service information). Good pressure means the switch or wire is at fault.",
        },
        {
          step: "Cut open the oil filter and pull the pickup screen where accessible.",
          tools: ["Filter cutter", "Flashlight"],
          expect: "Plastic flakes, clutch fiber or metal mean another part is failing and must be found.",
        },
      ],
      fix: "Fill with the specified grade (for example 20W-50 in most Harley Big Twins, usually a JASO MA oil in wet-clutch Japanese bikes) and change the filter. Replace a faulty switch or repair its wire, clean the pickup screen, and if pressure is truly low, inspect the pump and bearings before riding.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Oil and filter change to the specified grade",
            partsLow: 40,
            partsHigh: 90,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.6,
          },
          {
            name: "Replace the oil pressure switch or repair its wire",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Clean the pickup screen and replace the oil pump",
            partsLow: 150,
            partsHigh: 400,
            laborHoursLow: 2.5,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate; excludes bottom-end rebuild if bearings are worn, diagnosis, taxes and dealer pricing.",
      },
      verdict: "stop",
      verdictReason: "Real low oil pressure wipes out bearings in minutes; shut it off and check before riding again.",
      codes: [],
      terms: ["oil pressure switch", "pickup screen", "JASO MA"],
      related: ["twin-cam-cam-chain-tensioner-wear", "harley-lifter-tick", "twin-cam-inner-cam-bearing-failure"],
    },
    {
      slug: "cam-chain-rattle-auto-tensioner",
      title: "Sportbike rattles like marbles in a can at startup and around 2,000–3,000 rpm",
      summary:
        "The automatic cam-chain tensioner has stopped taking up slack, a frequent complaint on high-mileage Japanese inline fours. Remove and test the tensioner, check the chain and guides, and replace the tensioner before the chain jumps a tooth.",
      symptoms: [
        "Loud metallic rattle from the right or left end of the cylinder head on cold start",
        "Rattle returns at idle or at light throttle in the 2,000–3,000 rpm band and quiets under load",
        "Noise got worse after the bike was push-started or rolled backward in gear",
        "Rough running or a check engine lamp if the cam timing has shifted",
      ],
      symptomIds: ["top-end-noise", "rough-idle", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Automatic cam-chain tensioner with a worn ratchet or weak spring",
          why: "The plunger backs off under chain pulses instead of holding its position, so the chain slaps the guides; widely reported on Honda CBR600F4i, Suzuki GSX-R and Kawasaki ZX-6R engines.",
        },
        {
          likelihood: "occasional",
          part: "Stretched cam chain",
          why: "Once the chain is long enough for the tensioner to reach the end of its travel, nothing can take up the extra slack.",
        },
        {
          likelihood: "occasional",
          part: "Worn or cracked chain guide",
          why: "A broken guide lets the chain whip and can drop fragments into the sump.",
        },
        {
          likelihood: "rare",
          part: "Low oil pressure to a hydraulically assisted tensioner",
          why: "Some tensioners depend on oil pressure to hold; low pressure lets the chain slap at idle.",
        },
      ],
      checks: [
        {
          step: "Listen with a stethoscope at the tensioner body and at the cam end of the head with the engine cold.",
          tools: ["Mechanic's stethoscope"],
          expect: "A rattle loudest at the tensioner location that fades as rpm rises points to the tensioner.",
        },
        {
          step: "Remove the tensioner with the engine at top dead center, release the ratchet and see whether the plunger extends and locks.",
          tools: ["Hand tools", "Small screwdriver"],
          expect:
            "A good plunger extends fully under spring force and cannot be pushed back; one that slides back freely is worn out.",
        },
        {
          step: "Count how far the plunger had extended versus its full travel, or check the manual's chain-stretch measurement.",
          tools: ["Vernier caliper"],
          expect:
            "Kawasaki-style specs put a 20-link length near 127.0 mm new and a limit near 128.9 mm (typical; confirm in the service information); a chain past it or a plunger near full extension means a new chain and tensioner.",
        },
        {
          step: "With the cam cover off, check cam timing marks and inspect the guides.",
          tools: ["Hand tools", "Flashlight"],
          expect:
            "Marks aligned to spec and guides without cracks or deep grooves; off-by-a-tooth timing means stop and repair now.",
        },
      ],
      fix: "Replace the automatic tensioner with a new OEM unit, or a manual adjustable tensioner that must be set and checked periodically. Replace a stretched chain and worn guides, set the cam timing marks, rotate the engine by hand two full turns and recheck before starting.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the automatic tensioner",
            partsLow: 50,
            partsHigh: 180,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Cam chain, guides and tensioner",
            partsLow: 200,
            partsHigh: 400,
            laborHoursLow: 4,
            laborHoursHigh: 6,
          },
        ],
        excludes: "Estimate; excludes valve or piston damage, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "A chain that jumps a tooth on an interference engine bends valves; keep riding to a minimum until the tensioner is replaced.",
      codes: [],
      terms: ["cam-chain tensioner", "cam chain", "chain guide", "interference engine"],
      related: ["tight-shim-valves-hard-hot-start", "oil-pressure-light-flickers-hot-idle"],
      commonOn: [
        { make: "honda", models: ["cbr600f"], years: [2001, 2006] },
        { make: "kawasaki", models: ["ninja-zx-6r", "zx-6r"] },
        { make: "suzuki", models: ["gsx-r600", "gsx-r750", "gsx-r1000"] },
      ],
    },
    {
      slug: "klr650-doohickey-balancer-noise",
      title: "Kawasaki KLR650 clatters from the left case and vibrates more than it used to",
      summary:
        "The balancer-chain adjuster lever, the KLR650's famous doohickey, has lost its torsion spring or broken. Replace it with an aftermarket lever and heavier spring kit, set the balancer chain, and check the oil for fragments.",
      symptoms: [
        "Clatter from behind the left engine cover at idle that changes with throttle",
        "Buzz through the pegs, bars and mirrors noticeably worse than when the bike was fresh",
        "Pieces of broken spring or lever on the drain-plug magnet",
        "Loosening the balancer adjuster bolt gives no click of the lever taking up slack",
      ],
      symptomIds: ["lower-end-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Broken or fatigued torsion spring on the balancer adjuster lever",
          why: "The spring is what pulls the lever against the chain when the adjuster bolt is loosened; without it the balancer chain runs slack and slaps the case.",
        },
        {
          likelihood: "occasional",
          part: "Cracked or bent stock adjuster lever",
          why: "The stamped lever can crack at its pivot, letting the chain run loose and dropping steel pieces into the crankcase.",
        },
        {
          likelihood: "occasional",
          part: "Balancer chain adjustment skipped for many thousands of miles",
          why: "Chain stretch accumulates until the chain climbs the sprocket teeth and the balancer timing drifts.",
        },
        {
          likelihood: "rare",
          part: "Balancer chain or sprockets worn out",
          why: "Tooth and pin wear adds slack that even a good lever cannot take up.",
        },
      ],
      checks: [
        {
          step: "Pull the drain plug and cut open the oil filter, saving the oil in a clean pan.",
          tools: ["Drain pan", "Filter cutter", "Magnet"],
          expect: "Spring wire ends or flat steel fragments point to the doohickey; fine glitter alone is normal wear.",
        },
        {
          step: "With the engine off, loosen the balancer adjuster bolt on the left cover and listen and feel for the lever snapping over, then retighten to spec.",
          tools: ["Hand tools", "Torque wrench"],
          expect:
            "A clear click and a quieter engine afterward means the spring works; no movement means a broken spring.",
        },
        {
          step: "Remove the left cover (and rotor if needed) and inspect the lever, spring and chain.",
          tools: ["Hand tools", "Flywheel puller"],
          expect: "A broken spring, cracked lever or chain riding high on the sprocket confirms the repair needed.",
        },
      ],
      noMeasurement:
        "The doohickey failure is a broken torsion spring or cracked lever found by the adjuster test and by sight with the cover off; no gauge reads balancer chain slack on this engine.",
      fix: "Fit an aftermarket doohickey kit (heavier lever plus stronger torsion spring), renew the chain and sprockets if worn, and set balancer chain tension by the Kawasaki procedure. Use a new left-cover gasket, torque the rotor bolt and refill the oil, then recheck adjustment at the next oil change.",
      difficulty: 4,
      cost: {
        partsLow: 60,
        partsHigh: 250,
        laborHoursLow: 1.3,
        laborHoursHigh: 3.3,
        excludes:
          "Estimate; excludes a balancer chain and sprockets, engine damage from fragments, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Broken lever pieces can jam gears or the oil pump; keep to short road trips and get it opened up before the next ride off-road.",
      codes: [],
      terms: ["doohickey", "balancer chain", "torsion spring"],
      related: ["cam-chain-rattle-auto-tensioner", "starter-spins-or-grinds-engine-still"],
      appliesTo: [{ make: "kawasaki", models: ["klr650"], years: [1987, 2018] }],
    },
    {
      slug: "tight-shim-valves-hard-hot-start",
      title: "Sportbike cranks a long time before starting when hot and idles lumpy",
      summary:
        "Valve clearances on a shim-adjusted engine have closed up with mileage, so a valve is not fully seating when hot. Measure all clearances cold and reshim to spec before an exhaust valve burns.",
      symptoms: [
        "Starts easily cold but needs long cranking or some throttle after a short stop when hot",
        "Idle uneven and prone to stalling once warm",
        "One cylinder lower on compression than the others",
        "Popping on deceleration and a slight loss of top-end power",
      ],
      symptomIds: ["hard-start", "rough-idle", "low-power"],
      causes: [
        {
          likelihood: "common",
          part: "Exhaust or intake valve clearance below spec",
          why: "As the valve face and seat wear, the valve rises into the head and clearance shrinks; when hot it holds slightly open and leaks compression.",
        },
        {
          likelihood: "occasional",
          part: "Valve check overdue past the service interval",
          why: "Many shim engines are checked every roughly 7,500–26,600 miles depending on model; skipped checks let small closures grow into a burnt valve.",
        },
        {
          likelihood: "rare",
          part: "Burnt or cracked exhaust valve",
          why: "A valve already damaged by tight clearance cannot seal at all and compression stays low even after adjustment.",
        },
      ],
      checks: [
        {
          step: "Do a compression test hot with the throttle held open and all plugs out.",
          tools: ["Compression gauge"],
          expect: "All cylinders within about 10% of each other; one low cylinder points to that cylinder's valves.",
        },
        {
          step: "With the engine cold (under about 95 °F / 35 °C), remove the valve cover and measure each valve with feeler gauges on the base circle of the cam.",
          tools: ["Feeler gauges", "Hand tools"],
          expect:
            "Typical specs are about 0.10–0.20 mm (0.004–0.008 in.) intake and 0.20–0.30 mm (0.008–0.012 in.) exhaust; check the manual for the model.",
        },
        {
          step: "Record readings and calculate new shim sizes.",
          tools: ["Micrometer", "Shim chart"],
          expect: "Shims that bring each valve back to the middle of the spec range.",
        },
        {
          step: "After reshimming, rotate the engine two turns and recheck every valve.",
          tools: ["Feeler gauges"],
          expect: "All clearances within spec; a valve that will not hold clearance indicates a damaged valve or seat.",
        },
      ],
      fix: "Replace shims to bring each valve into spec, replace the valve cover gasket and spark plug seals, and check the cam timing marks before final assembly. If a valve is burnt, repair the head. Many owners have the throttle bodies synced at the same service.",
      difficulty: 4,
      cost: {
        partsLow: 40,
        partsHigh: 200,
        laborHoursLow: 2.7,
        laborHoursHigh: 6.7,
        excludes:
          "Estimate; excludes head repair for burnt valves, throttle body sync, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason: "A valve held open can burn quickly; ride gently and get the clearances checked soon.",
      codes: [],
      terms: ["shim-under-bucket", "valve clearance", "base circle"],
      related: ["throttle-bodies-out-of-sync", "decel-popping-from-exhaust", "dirt-bike-titanium-valves-tightening"],
    },
    {
      slug: "dirt-bike-titanium-valves-tightening",
      title: "Four-stroke motocross bike is hard to start hot and needs the hot-start button every time",
      summary:
        "Titanium intake valves have worn through their coating and are sinking into the seats, well known on mid-2000s Honda CRF250R and CRF450R engines and other 250F and 450F racers. If clearances keep closing, replace valves, springs and seats.",
      symptoms: [
        "Fires on the first or second kick cold, but takes a dozen kicks or the hot-start lever after a stall",
        "Intake clearance smaller at each check, often by more than 0.03–0.05 mm in 10–15 hours",
        "Bottom-end snap and over-rev fall off compared with a fresh top end",
        "Engine pops through the intake or dies when the throttle is snapped shut hot",
      ],
      symptomIds: ["hard-start", "low-power"],
      causes: [
        {
          likelihood: "common",
          part: "Titanium intake valve with its coating worn off the face and stem",
          why: "Bare titanium wears fast against the seat; the valve sinks upward, intake clearance closes and the valve leaks when hot.",
        },
        {
          likelihood: "occasional",
          part: "Dirt ingested past a badly oiled or poorly seated air filter",
          why: "Fine dust grinds the intake valve faces and seats like lapping compound within a few rides.",
        },
        {
          likelihood: "occasional",
          part: "Valve seats worn or pocketed from earlier reshimming only",
          why: "Shimming a sunken valve restores clearance for a while but not the damaged seat contact.",
        },
        {
          likelihood: "rare",
          part: "Fatigued valve springs from over-revving",
          why: "Weak springs let the valves float and hammer the seats, accelerating recession.",
        },
      ],
      checks: [
        {
          step: "Pull the air filter and wipe the intake boot and throttle-body bore with a clean finger.",
          tools: ["Clean rag", "Flashlight"],
          expect:
            "Any grit on the clean side of the filter means dirt is reaching the valves; fix the filter seal first.",
        },
        {
          step: "Measure valve clearances cold and compare with the last recorded values.",
          tools: ["Feeler gauges", "Service log"],
          expect: "Intake clearance at or below the minimum, or dropping steadily between checks, confirms recession.",
        },
        {
          step: "Do a leak-down test at top dead center on compression.",
          tools: ["Leak-down tester"],
          expect:
            "Under about 10% is healthy; higher leakage with air hissing at the throttle body confirms leaking intake valves.",
        },
        {
          step: "Remove the head and inspect the valve faces and seats, measuring valve stem and spring free length.",
          tools: ["Micrometer", "Vernier caliper"],
          expect:
            "Dull grey worn coating, pocketed seats or springs under the service limit confirm the head needs rebuilding.",
        },
      ],
      fix: "Replace the intake (and usually exhaust) valves with new titanium or stainless aftermarket valves and matched springs, recut or replace the seats, and fit new stem seals. Set clearances to spec, break in per the maker, and then check valve clearance at the manual's interval, often every 15–30 hours of racing.",
      difficulty: 5,
      cost: {
        partsLow: 200,
        partsHigh: 800,
        laborHoursLow: 2,
        laborHoursHigh: 5.3,
        excludes:
          "Estimate for a head rebuild; excludes a piston and rings often fitted at the same time, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Rebuild before the next race: a worn titanium valve can snap its head off and wreck the piston, head and cylinder.",
      codes: [],
      terms: ["titanium valve", "valve recession", "leak-down test", "hot-start lever"],
      related: ["tight-shim-valves-hard-hot-start", "screw-adjuster-valves-ticking"],
      commonOn: [{ make: "honda", models: ["crf250r", "crf450r"], years: [2002, 2009] }],
    },
    {
      slug: "screw-adjuster-valves-ticking",
      title: "Loud tapping from the valve covers on a BMW boxer, Shadow, V-Star or big single",
      summary:
        "Valve clearance has opened up on an engine with screw-and-locknut rocker adjusters, such as BMW oilhead boxers, Honda Shadow 600/750, Yamaha V-Star 650, Suzuki DR650 and Honda XR650L. Measure cold and reset the adjusters.",
      symptoms: [
        "Sharp, even tick at half engine speed from one or both valve covers, louder when hot",
        "Noise heard clearly on a BMW boxer by standing beside the exposed cylinder head",
        "Slight loss of power and a lumpier idle as the clearance grows",
        "Tick is the same on every start and does not fade as on a hydraulic-lifter engine",
      ],
      symptomIds: ["top-end-noise", "rough-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Valve clearance grown beyond spec from adjuster screw and rocker-tip wear",
          why: "Excess lash lets the rocker hit the valve stem on each opening instead of picking it up gently.",
        },
        {
          likelihood: "occasional",
          part: "Locknut backed off after the last adjustment",
          why: "The adjuster screw turns in service, opening one valve's clearance quickly.",
        },
        {
          likelihood: "rare",
          part: "Worn cam lobe, rocker shaft or rocker pad",
          why: "Wear in the valve train adds lash that resetting the screw hides only briefly.",
        },
      ],
      checks: [
        {
          step: "Use a stethoscope on each valve cover to find the noisy one, and compare with the service log mileage.",
          tools: ["Mechanic's stethoscope"],
          expect: "A tick localized to one cover on a bike past its valve interval points to lash.",
        },
        {
          step: "With the engine cold and the piston at top dead center on compression, measure each valve with feeler gauges.",
          tools: ["Feeler gauges", "Hand tools"],
          expect:
            "BMW oilheads spec about 0.15 mm (0.006 in.) intake and 0.30 mm (0.012 in.) exhaust; other engines per their manual. A gauge that slips through loosely shows excess lash.",
        },
        {
          step: "Check the rocker tips, adjuster screw ends and cam lobes for pitting while the cover is off.",
          tools: ["Flashlight", "Magnifier"],
          expect: "Smooth, even contact surfaces; pitted tips or lobes need parts, not just adjustment.",
        },
      ],
      fix: "Reset each valve to spec by holding the screw, tightening the locknut to its torque and rechecking. Replace valve cover gaskets and spark plug seals; on BMW boxers, then balance the throttle bodies because lash changes affect idle.",
      difficulty: 3,
      cost: {
        partsLow: 15,
        partsHigh: 80,
        laborHoursLow: 0.7,
        laborHoursHigh: 2.3,
        excludes:
          "Estimate for an adjustment; excludes worn rockers or cams, throttle-body sync, diagnosis, taxes and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "Loose valves are noisy but not urgent; tight valves are the dangerous ones, so book the adjustment at the next service.",
      codes: [],
      terms: ["valve lash", "rocker arm", "locknut adjuster", "top dead center"],
      related: ["bmw-boxer-surge-at-steady-throttle", "tight-shim-valves-hard-hot-start"],
      commonOn: [
        {
          make: "bmw",
          models: [
            "r-850-r",
            "r-1100-gs",
            "r-1100-r",
            "r-1100-rs",
            "r-1100-rt",
            "r-1100-s",
            "r-1150-gs",
            "r-1150-r",
            "r-1150-rs",
            "r-1150-rt",
            "r-1200-c",
            "r-1200-cl",
          ],
          years: [1993, 2006],
        },
        {
          make: "honda",
          models: ["shadow-vlx", "shadow-spirit", "shadow-aero", "shadow-ace", "shadow-phantom", "xr650l"],
        },
        { make: "yamaha", models: ["xvs650-v-star-650"] },
        { make: "suzuki", models: ["dr650se"] },
      ],
    },
    {
      slug: "bmw-boxer-surge-at-steady-throttle",
      title: "BMW boxer surges and lurches at a steady 3,000–4,000 rpm",
      summary:
        "On R1100, R1150 and air/oil-cooled R1200 boxers the left and right throttle bodies drift out of balance, and the lean factory map magnifies it. Set valve lash first, then balance both throttle bodies at idle and off idle with a synchronizer.",
      symptoms: [
        "Rhythmic surge or lurching at a constant 3,000–4,000 rpm, worst in fifth and sixth on the highway",
        "Idle shakes the bike side to side and the mirrors blur",
        "Abrupt, snatchy pick-up from closed throttle in town",
        "Came on after a valve adjustment, a throttle cable change or a tank removal",
      ],
      symptomIds: ["stumble-surge-pop", "rough-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Left and right throttle bodies out of balance off idle",
          why: "The two cylinders sit on opposite sides of the crank; unequal airflow makes one push harder, and the rocking is felt as surging at steady throttle.",
        },
        {
          likelihood: "occasional",
          part: "Stretched or uneven throttle cables from the splitter",
          why: "One throttle plate opens a moment before the other, so balance that is correct at idle goes wrong just above it.",
        },
        {
          likelihood: "occasional",
          part: "Lean closed-loop fueling at light load",
          why: "Running near 14.7:1 at steady cruise leaves little margin, so any imbalance or heat shows as surge.",
        },
        {
          likelihood: "rare",
          part: "Throttle position sensor moved or failing",
          why: "A TPS that reads wrong at closed throttle makes the ECU (Motronic on R1100 and R1150) pick the wrong fueling for idle and light load.",
        },
      ],
      checks: [
        {
          step: "Confirm valve clearances are in spec before balancing, since lash changes each cylinder's vacuum.",
          tools: ["Feeler gauges"],
          expect: "Clearances to spec; balancing over bad lash will not hold.",
        },
        {
          step: "Check that both throttle cables have equal slight free play at the throttle-body pulleys with the bars straight and at full lock.",
          tools: ["Flashlight"],
          expect:
            "Both pulleys start to move together when the grip is turned; one moving late needs its cable adjusted.",
        },
        {
          step: "Connect a two-port synchronizer to the throttle-body vacuum ports, warm fully, and compare at a steady 3,000 rpm and then at idle.",
          tools: ["Twinmax or two-gauge vacuum set"],
          expect:
            "Balanced readings at both speeds; an imbalance at 3,000 rpm is set with the cable adjuster, at idle with the air bypass screws.",
        },
        {
          step: "Read fault codes and TPS in live data with a BMW-capable tool.",
          tools: ["BMW-capable motorcycle scan tool"],
          expect: "No stored faults and a TPS value at closed throttle matching the manual figure.",
        },
      ],
      fix: "Set valve lash, then balance the throttle bodies off idle with the cable adjuster and at idle with the bypass screws, and set idle speed. If surge remains, richer light-load fueling (a remap, or a plug-in intake-air-temperature device) helps; confirm it is legal for street use in your state.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Valve lash and throttle-body balance",
            partsLow: 0,
            partsHigh: 30,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "Add a remap or intake-air-temperature fueling device",
            partsLow: 150,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes new cables, diagnosis, taxes and BMW dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "Surging is tiring rather than dangerous, and a proper throttle-body balance usually cures most of it.",
      codes: [],
      terms: ["throttle-body balance", "air bypass screw", "Motronic", "closed loop"],
      related: ["screw-adjuster-valves-ticking", "lean-surge-at-steady-low-speed", "bmw-oilhead-charging-light"],
      appliesTo: [
        {
          make: "bmw",
          models: [
            "r-1100-gs",
            "r-1100-r",
            "r-1100-rs",
            "r-1100-rt",
            "r-1100-s",
            "r-1150-gs",
            "r-1150-r",
            "r-1150-rs",
            "r-1150-rt",
            "r-1200-c",
            "r-1200-cl",
            "r-1200-gs",
            "r-1200-r",
            "r-1200-rt",
            "r-1200-s",
            "r-1200-st",
          ],
          years: [1993, 2014],
          engines: [
            { name: "R1100/R1150 oilhead boxer twin", liters: 1.1 },
            { name: "R1200 air/oil-cooled boxer twin", liters: 1.2 },
          ],
        },
      ],
    },
    {
      slug: "bmw-boxer-smoke-after-sidestand",
      title: "BMW boxer puffs blue smoke from the left pipe after being parked on the sidestand",
      summary:
        "Oil has seeped past the rings into the low-side (left) cylinder while the bike leaned on its sidestand, and it burns off at start-up. It is normal for boxers; park on the center stand, and look deeper only if smoke lasts after warm-up or oil use climbs.",
      symptoms: [
        "Cloud of blue smoke from the left muffler for 10–30 seconds after a cold start",
        "No smoke when the bike was parked on the center stand",
        "Left spark plug slightly oily compared with the right",
        "Oil level sight glass reads lower when the bike sits on the sidestand than upright",
      ],
      symptomIds: ["oil-leak-smoke", "rough-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Oil pooling in the left cylinder while the bike leans on its sidestand",
          why: "With the cylinders horizontal, crankcase oil can run past the rings of the lower cylinder and burns when the engine starts.",
        },
        {
          likelihood: "occasional",
          part: "Overfilled oil from checking the sight glass with the bike leaning",
          why: "The level reads low on the sidestand, so owners top up and overfill, increasing smoke and breather oil.",
        },
        {
          likelihood: "rare",
          part: "Worn rings or valve guides",
          why: "Heavy wear lets oil into the combustion chamber at all times, not just after parking.",
        },
      ],
      checks: [
        {
          step: "Park the bike on its center stand overnight and start it cold.",
          tools: [],
          expect: "No smoke after center-stand parking confirms it is sidestand seep, which is normal.",
        },
        {
          step: "Check oil level on the center stand, warm, after a few minutes of sitting.",
          tools: [],
          expect: "Level between the marks in the sight glass; above the top means overfilled.",
        },
        {
          step: "Track oil consumption over 1,000 miles and do a compression and leak-down test if smoke persists.",
          tools: ["Compression gauge", "Leak-down tester"],
          expect:
            "Both cylinders within about 10% on compression and under about 10% leak-down, with steady consumption, mean no engine wear issue.",
        },
      ],
      fix: "Use the center stand for overnight parking, keep oil at the correct level, and change the plugs if fouled. If smoke continues after warm-up or consumption is high, plan a top-end inspection for rings or valve guides.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner parks it on the center stand overnight",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Set the oil level and replace fouled plugs",
            partsLow: 20,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
        ],
        excludes:
          "Estimate for checks and plugs; excludes engine repair for rings or guides, diagnosis, taxes and BMW dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "Brief sidestand smoke on a boxer is harmless; only persistent smoke or rising oil use needs attention.",
      codes: [],
      terms: ["boxer engine", "center stand", "oil consumption"],
      related: ["bmw-boxer-surge-at-steady-throttle", "oil-blowing-into-air-cleaner"],
      appliesTo: [bmwBoxerTwins],
    },
    {
      slug: "radiator-fan-not-running-overheat",
      title: "Liquid-cooled bike overheats in traffic and the radiator fan never comes on",
      summary:
        "The fan is not being switched on: usually a blown fan fuse, a seized fan motor, a failed thermo switch or relay, or a coolant sensor reading low. Power the fan directly with 12 V to split motor from control, and do not keep idling a hot engine.",
      symptoms: [
        "Temperature bars or needle climb steadily at lights and in stop-and-go traffic, then fall once moving",
        "No whir and no hot air blowing onto the rider's legs from behind the radiator",
        "Coolant pushes out of the overflow bottle hose onto the ground after stopping",
        "Flashing temperature warning or HI on the dash, sometimes with an FI lamp",
      ],
      symptomIds: ["overheating", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Blown fan fuse or corroded fan connector behind the radiator shroud",
          why: "Road spray reaches the fan plug; corrosion or a fuse blown by a sticking motor leaves the fan with no power.",
        },
        {
          likelihood: "common",
          part: "Fan motor with worn brushes or a seized bearing",
          why: "The motor draws power but cannot turn, and often blows its fuse as it stalls.",
        },
        {
          likelihood: "occasional",
          part: "Thermo switch in the radiator or a fan relay that no longer closes",
          why: "Most fans are meant to switch on near 208–221 °F (98–105 °C); a dead switch or relay never sends current.",
        },
        {
          likelihood: "rare",
          part: "Coolant temperature sensor reporting a cooler engine than reality",
          why: "On ECU-controlled fans the computer never commands the fan relay because it thinks the engine is cool.",
        },
      ],
      checks: [
        {
          step: "Check the coolant reservoir level cold, then find and test the fan fuse.",
          tools: ["Test light"],
          expect: "Coolant between the marks and an intact fuse; a blown fuse usually means a stalling motor.",
        },
        {
          step: "Unplug the fan and feed it battery voltage through a fused jumper.",
          tools: ["Fused jumper leads"],
          expect: "A healthy fan spins up instantly and quietly; a slow, noisy or dead fan needs replacing.",
        },
        {
          step: "With the engine hot, bridge the thermo switch terminals or the relay's switched contacts.",
          tools: ["Fused jumper wire"],
          expect: "If the fan runs when bridged but not on its own, replace the switch or relay.",
        },
        {
          step: "Compare coolant temperature in live data or on the dash with an infrared reading at the thermostat housing.",
          tools: ["Motorcycle scan tool", "Infrared thermometer"],
          expect: "Within about 10 °F of each other; a sensor reading far cooler must be replaced.",
        },
        {
          step: "If the fan now cycles but the level still drops, pump the radiator to its cap pressure with the engine cold.",
          tools: ["Cooling system pressure tester"],
          expect:
            "Pressure held for 10 minutes at the cap rating (commonly about 16 psi / 1.1 bar) rules out a leak feeding the overheating.",
        },
      ],
      fix: "Replace the fuse, fan motor, thermo switch, relay or sensor found at fault and seal the fan plug with dielectric grease. Refill with the specified coolant, bleed air from the bleed screws per the manual, and let the bike idle until the fan cycles on and off before riding.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the fan fuse, relay or thermo switch",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace the radiator fan motor",
            partsLow: 120,
            partsHigh: 300,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.7,
          },
        ],
        excludes:
          "Estimate; excludes coolant, warped-head or head-gasket damage from overheating, diagnosis, taxes and dealer pricing.",
      },
      verdict: "stop",
      verdictReason:
        "Idling in traffic without a fan boils the coolant within minutes and can warp the head; shut it off and let it cool, then ride only where air keeps flowing.",
      codes: ["P0480", "P0217"],
      terms: ["thermo switch", "fan relay", "coolant temperature sensor", "bleed screw"],
      related: ["water-pump-weep-hole-leak", "milky-oil-coolant-in-oil"],
    },
    {
      slug: "water-pump-weep-hole-leak",
      title: "Coolant drips from a small hole under the water pump on my motorcycle",
      summary:
        "The water pump's mechanical seal is worn and coolant is escaping through the weep hole that is there to show exactly that. Replace the pump seals (or the pump) soon, before coolant gets past the inner oil seal into the engine oil.",
      symptoms: [
        "Drips or crusty green, blue or pink residue below a small hole in the pump housing or cover",
        "Coolant reservoir needs topping up every few hundred miles with no other leak found",
        "Sweet coolant smell after a ride, sometimes a wisp of steam off the headers",
        "Oil instead of coolant at the weep hole on some engines, when the inner oil seal is the one leaking",
      ],
      symptomIds: ["overheating", "oil-leak-smoke"],
      causes: [
        {
          likelihood: "common",
          part: "Worn water pump mechanical seal",
          why: "The spring-loaded ceramic face seal wears or is scored by grit in old coolant, and coolant seeps along the shaft to the weep hole.",
        },
        {
          likelihood: "occasional",
          part: "Leaking inner oil seal on the pump shaft",
          why: "Oil from the crankcase side escapes along the shaft to the same weep hole, and the next step is oil and coolant mixing.",
        },
        {
          likelihood: "occasional",
          part: "Hardened pump cover O-ring or loose cover bolts",
          why: "Coolant seeps from the cover joint and runs down to look like a weep-hole leak.",
        },
        {
          likelihood: "rare",
          part: "Worn pump shaft bearing or eroded impeller",
          why: "Shaft wobble destroys new seals quickly and a damaged impeller moves less coolant.",
        },
      ],
      checks: [
        {
          step: "Clean the area, ride until hot and look with a light at the weep hole and the pump cover joint.",
          tools: ["Flashlight", "Shop rag"],
          expect:
            "Fluid appearing from the weep hole itself confirms a pump seal; wetness starting at the cover joint points to the O-ring.",
        },
        {
          step: "Rub the fluid between your fingers and smell it.",
          tools: ["Nitrile gloves"],
          expect: "Slick, sweet fluid is coolant (mechanical seal); dark, oily fluid means the oil seal.",
        },
        {
          step: "Check engine oil on the sight glass or dipstick for a milky tint.",
          tools: ["Flashlight"],
          expect: "Clean oil means the leak is still external; milky oil means coolant is already mixing in.",
        },
        {
          step: "Pump the system to the pressure stamped on the radiator cap and watch the weep hole with a light for 10 minutes.",
          tools: ["Cooling system pressure tester"],
          expect:
            "Drops at the weep hole as the gauge sags below the cap rating (often 16 psi, 1.1 bar) confirm the seal; a steady gauge with no drips clears the pump.",
        },
      ],
      fix: "Replace the mechanical seal and oil seal (many shops fit a complete pump or pump kit), with a new cover O-ring, bearing if worn, and torque the cover to spec. Refill with the specified coolant, bleed the air, and change the oil if any coolant reached it.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Press new seals into the water pump",
            partsLow: 30,
            partsHigh: 80,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.2,
          },
          {
            name: "Replace the complete water pump",
            partsLow: 150,
            partsHigh: 400,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.8,
          },
        ],
        excludes:
          "Estimate; excludes coolant, an oil change, clutch-cover removal on some engines, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "A weep is slow, but the seal can let go suddenly or flood the oil with coolant; carry coolant and book the repair.",
      codes: [],
      terms: ["weep hole", "mechanical seal", "water pump"],
      related: [
        "milky-oil-coolant-in-oil",
        "radiator-fan-not-running-overheat",
        "cooling-system/water-pump-weep-hole-leak",
      ],
    },
    {
      slug: "milky-oil-coolant-in-oil",
      title: "Oil in my liquid-cooled bike's sight glass looks like chocolate milk",
      summary:
        "Coolant is mixing into the oil, most often through a failed water-pump inner seal on bikes, less often a head gasket or cylinder base O-ring. Stop riding, find the path with pressure and combustion-gas tests, repair it, then flush the oil twice.",
      symptoms: [
        "Sight glass shows tan, milky or foamy oil, or mayonnaise under the filler cap",
        "Coolant level keeps falling with no drips outside the engine",
        "White sweet-smelling exhaust smoke that stays after warm-up",
        "Temperature runs higher than usual or the bike overheats in traffic",
      ],
      symptomIds: ["overheating", "oil-leak-smoke", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Failed inner oil seal and mechanical seal in the water pump",
          why: "With both seals leaking, coolant passes along the pump shaft straight into the crankcase instead of out of the weep hole.",
        },
        {
          likelihood: "occasional",
          part: "Head gasket failure after an overheat",
          why: "A breach between a coolant jacket and an oil return passage lets coolant into the oil, or combustion gas into the coolant.",
        },
        {
          likelihood: "occasional",
          part: "Leaking cylinder base O-ring or liner seal on singles and twins",
          why: "Coolant around the cylinder base seeps directly into the crankcase.",
        },
        {
          likelihood: "rare",
          part: "Cracked cylinder head or oil cooler",
          why: "A crack or a failed oil-to-coolant heat exchanger mixes the two fluids under pressure.",
        },
      ],
      checks: [
        {
          step: "Ride a short distance on a cold morning, then compare with a known condensation film under the filler cap.",
          tools: ["Flashlight"],
          expect:
            "A thin film that clears after a long ride is condensation; milky oil throughout the sight glass is coolant contamination.",
        },
        {
          step: "Pressure-test the cooling system at the cap rating with the engine cold and watch the gauge for 10–15 minutes.",
          tools: ["Cooling system pressure tester"],
          expect:
            "A loss of 1–2 psi or more from the cap rating (commonly 16 psi) with nothing dripping outside means coolant is going inside the engine.",
        },
        {
          step: "With the engine cold, remove the radiator cap, then start it and run a combustion-gas (block) test at the filler neck as it warms; never open the cap hot.",
          tools: ["Combustion leak tester"],
          expect:
            "Fluid changing color means combustion gas in the coolant: head gasket or cracked head. No change points to the water pump or base seals.",
        },
        {
          step: "Remove the water pump and inspect the seals, shaft and bearing.",
          tools: ["Hand tools", "Drain pan"],
          expect: "Scored seal faces or a wet shaft on the oil side confirm the pump as the path.",
        },
      ],
      fix: "Repair the leak path (pump seals, head gasket or base seal) with the manual's torque sequence, refill and bleed the coolant, then change oil and filter, run briefly and change them again. Check the wet clutch and bearings if the bike ran long on contaminated oil.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Water pump seals with two oil changes",
            partsLow: 40,
            partsHigh: 120,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
          {
            name: "Top-end job for a head or base gasket",
            partsLow: 200,
            partsHigh: 500,
            laborHoursLow: 5,
            laborHoursHigh: 8,
          },
        ],
        excludes: "Estimate; excludes bearing or clutch damage, machining, diagnosis, taxes and dealer pricing.",
      },
      verdict: "stop",
      verdictReason:
        "Coolant-laden oil cannot protect the bearings, and the engine will overheat as coolant disappears; park it until repaired.",
      codes: [],
      terms: ["combustion leak test", "head gasket", "mechanical seal"],
      related: ["water-pump-weep-hole-leak", "radiator-fan-not-running-overheat"],
    },
    {
      slug: "air-cooled-twin-pinging-under-load",
      title: "Air-cooled V-twin pings or rattles when I roll on the throttle uphill on a hot day",
      summary:
        "The engine is detonating: heat, low-octane fuel, carbon build-up or a lean aftermarket tune lets the mixture ignite on its own. Fill with the octane the manual calls for (91 on most late Harley Big Twins), then look at carbon, tune and heat.",
      symptoms: [
        "Metallic pinging or marbles-in-a-can rattle under heavy throttle at low rpm in a high gear",
        "Worst on hot days, two-up or pulling a trailer, and after sitting in traffic",
        "Power falls off and the engine feels hotter than usual",
        "Spark plug insulators show tiny black or silver peppering from detonation",
      ],
      symptomIds: ["lower-end-noise", "low-power", "overheating"],
      causes: [
        {
          likelihood: "common",
          part: "Fuel octane below the manual's requirement",
          why: "Lower-octane fuel resists auto-ignition less, so end gas ignites before the flame front reaches it.",
        },
        {
          likelihood: "common",
          part: "Lugging the engine at low rpm in a high gear",
          why: "Heavy load at low rpm gives the highest cylinder pressure and longest burn time, the classic detonation condition.",
        },
        {
          likelihood: "occasional",
          part: "Lean aftermarket exhaust or air cleaner without a proper tune",
          why: "A lean mixture burns hotter and makes an air-cooled head heat-soak, so it knocks more readily.",
        },
        {
          likelihood: "occasional",
          part: "Carbon build-up on the piston crowns and chambers",
          why: "Carbon raises compression and holds hot spots that pre-ignite the charge.",
        },
        {
          likelihood: "rare",
          part: "Failed knock sensor or its wiring on engines that use one",
          why: "Milwaukee-Eight engines use knock sensors to pull timing; a dead sensor leaves timing fully advanced.",
        },
      ],
      checks: [
        {
          step: "Confirm the octane in the tank and ride a tank of the manual's required octane.",
          tools: [],
          expect: "Pinging that stops on premium fuel confirms a fuel issue.",
        },
        {
          step: "Ride the same hill one gear lower, keeping revs above about 2,500 rpm.",
          tools: [],
          expect:
            "If the pinging goes away in the lower gear, it is load-related detonation rather than a mechanical knock.",
        },
        {
          step: "Read knock retard or spark advance in live data during a roll-on.",
          tools: ["Harley-capable scan tool"],
          expect:
            "Retard of a few degrees now and then is normal; retard repeatedly reaching 5–10 degrees on a roll-on confirms detonation (typical; confirm in the service information), and knock-sensor codes point to the circuit.",
        },
        {
          step: "Look at the piston crowns with a borescope through the plug holes.",
          tools: ["Borescope"],
          expect: "Thick carbon deposits confirm build-up that should be cleaned.",
        },
      ],
      fix: "Run the specified octane, downshift rather than lug, clean carbon with a fuel-system cleaner or a top-end decarbonizing service, and get an emissions-legal tune for exhaust and intake changes. Replace a faulty knock sensor and clear codes.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Owner switches to the required octane",
            partsLow: 0,
            partsHigh: 10,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          { name: "Top-end decarbonizing service", partsLow: 20, partsHigh: 60, laborHoursLow: 1, laborHoursHigh: 2 },
          {
            name: "Fuel controller and dyno tune",
            partsLow: 250,
            partsHigh: 450,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate; excludes piston damage, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Sustained detonation can crack pistons and blow head gaskets; back off the throttle when you hear it and fix the cause.",
      codes: ["P0325", "P0330"],
      terms: ["detonation", "octane", "knock sensor", "carbon build-up"],
      related: ["lean-surge-at-steady-low-speed", "decel-popping-from-exhaust"],
      commonOn: [{ make: "harley-davidson" }],
    },
    {
      slug: "dies-when-hot-restarts-when-cool",
      title: "Motorcycle dies after 20–30 minutes of riding and will not restart until it cools",
      summary:
        "A heat-sensitive ignition part is opening up when hot: most often the crankshaft position sensor (pickup or pulser coil), sometimes an ignition coil. Catch it while it is dead: no spark and a tach at zero while cranking point to the pickup.",
      symptoms: [
        "Engine cuts out cleanly, as if the key were switched off, once fully warm",
        "Tachometer drops to zero while cranking after the stall on bikes that read rpm from the crank sensor",
        "Cranks normally but will not fire until it has cooled for 15–30 minutes",
        "Problem starts with occasional stumbles on hot days before it dies outright",
      ],
      symptomIds: ["dies-while-riding", "hard-start", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Crankshaft position sensor or pickup coil with a cracked winding",
          why: "Heat expands the coil or its solder joints until the circuit opens, so the ECU or ignition unit gets no crank signal and fires nothing.",
        },
        {
          likelihood: "occasional",
          part: "Ignition coil with an internal break that opens when hot",
          why: "The secondary winding stops delivering spark to one or both cylinders as it heats.",
        },
        {
          likelihood: "occasional",
          part: "Chafed pickup wire where it exits the engine cover",
          why: "The wire shorts against the cover or frame only when the engine expands and vibrates.",
        },
        {
          likelihood: "rare",
          part: "Failing ignition module or ECU",
          why: "An internal component fails with heat and cuts spark or injection.",
        },
      ],
      checks: [
        {
          step: "Right after it dies, check for spark on each plug with a spark tester and watch the tach while cranking.",
          tools: ["Inline spark tester"],
          expect:
            "No spark on any cylinder and a dead tach point to the crank sensor; spark missing on only one coil points to that coil.",
        },
        {
          step: "Measure crank sensor or pickup coil resistance cold, then hot straight after a stall.",
          tools: ["Digital multimeter"],
          expect:
            "Within the manual's range (often a few hundred ohms) both times; a reading that goes open or jumps when hot condemns it.",
        },
        {
          step: "Measure pickup peak voltage while cranking, hot, using a peak-voltage adapter.",
          tools: ["Peak voltage adapter", "Digital multimeter"],
          expect:
            "Honda specifies about 0.7 V minimum for many pulse generators; a near-zero peak when hot confirms failure.",
        },
        {
          step: "Read codes on EFI bikes.",
          tools: ["Motorcycle scan tool"],
          expect:
            "Crank position circuit or intermittent codes (such as P0335 or P0339, or Harley-Davidson's own crank-sensor codes) support the diagnosis.",
        },
      ],
      fix: "Replace the crank position sensor or pickup coil (some are part of the stator assembly and need the cover off with a new gasket), or the coil found faulty. Secure any chafed wire, clear codes, and ride long enough to reach full heat before returning the bike.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Replace the ignition coil", partsLow: 40, partsHigh: 150, laborHoursLow: 0.4, laborHoursHigh: 1 },
          {
            name: "Replace the crank position sensor or pickup coil",
            partsLow: 80,
            partsHigh: 400,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes stator replacement if combined, towing, diagnosis, taxes and dealer pricing.",
      },
      verdict: "stop",
      verdictReason:
        "The engine can die without warning at speed or in an intersection; do not ride until the part is replaced.",
      codes: ["P0335", "P0339"],
      terms: ["crankshaft position sensor", "pickup coil", "peak voltage"],
      related: ["misfire-in-rain-after-washing", "stator-burnt-battery-flat-while-riding"],
    },
    {
      slug: "misfire-in-rain-after-washing",
      title: "Bike misfires or runs on one cylinder in the rain or right after a wash",
      summary:
        "Water is reaching the plug caps, stick coils or plug wires and letting spark track to ground instead of across the plug. Blow out the plug wells, replace cracked caps or coils, and seal the boots with dielectric grease.",
      symptoms: [
        "Stumbling, popping or a flat, lumpy exhaust note as soon as the engine gets wet",
        "One header stays cool to the touch (do not touch it) or shows no heat haze while the others do",
        "Fine once the engine dries out after 10–20 minutes of running",
        "Misfire lamp or code on newer bikes that support it, blink codes on others",
      ],
      symptomIds: ["stumble-surge-pop", "low-power", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Water pooled in the spark plug wells under the valve cover of an inline four",
          why: "Pressure-washing or heavy rain fills the wells when their drain holes are blocked; the spark finds ground through the water around the coil boot.",
        },
        {
          likelihood: "occasional",
          part: "Cracked stick-coil boot, plug cap or plug wire",
          why: "Heat-hardened rubber splits, water wicks in and the spark jumps to the head through the crack.",
        },
        {
          likelihood: "occasional",
          part: "Exposed plug caps and leads on V-twins and BMW boxers",
          why: "The caps sit in direct road spray beside the cylinder, so a worn seal lets water reach the terminal.",
        },
        {
          likelihood: "rare",
          part: "Resistor cap or wire gone open, which only shows when damp",
          why: "A cap whose resistance has drifted high weakens spark until moisture tips it into misfire.",
        },
      ],
      checks: [
        {
          step: "Pull each coil or cap and blow the well out with compressed air before removing the plug.",
          tools: ["Compressed air", "Flashlight"],
          expect: "Standing water, rust on the plug hex or a mud-blocked drain hole confirms the source.",
        },
        {
          step: "Inspect every boot, cap and lead for cracks, white powder or black carbon tracking lines.",
          tools: ["Flashlight", "Magnifier"],
          expect: "A carbon track or split shows where the spark has been escaping; replace that part.",
        },
        {
          step: "Measure resistor plug cap resistance.",
          tools: ["Digital multimeter"],
          expect:
            "Typical NGK-style resistor caps read about 5 kΩ at room temperature; open or far higher means replace the cap.",
        },
        {
          step: "In a dark garage, mist the ignition parts with water from a spray bottle with the engine idling.",
          tools: ["Spray bottle"],
          expect: "Visible blue sparking on a boot, cap or wire pinpoints the leak.",
        },
      ],
      fix: "Dry the wells and clear the drain holes, replace cracked coils, caps or leads, and put a thin film of dielectric grease on the boot seal (not the terminal). Fit new plugs if they were sitting in water, clear codes, and avoid aiming a pressure washer at the cylinder head.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Dry the wells, clear the drains and fit new plugs",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace cracked caps, leads or one stick coil",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Replace a set of stick coils",
            partsLow: 200,
            partsHigh: 350,
            laborHoursLow: 1,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Estimate; excludes tank or fairing removal on some models, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Losing a cylinder in heavy rain and traffic leaves little power to get clear; fix it before the next wet ride.",
      codes: ["P0300", "P0301", "P0302"],
      terms: ["stick coil", "plug well", "dielectric grease", "resistor cap"],
      related: ["dies-when-hot-restarts-when-cool", "black-sooty-plugs-rich-running"],
      commonOn: [bmwBoxerTwins],
    },
    {
      slug: "fi-light-on-japanese-bike-no-scan-tool",
      title: "FI light is on or blinking on my Honda, Yamaha, Kawasaki or Suzuki and I have no scan tool",
      summary:
        "The ECU has stored a sensor or circuit fault that you can read through the bike's own self-diagnostic mode. Pull the code by the manual's procedure, then test that sensor, its plug and wiring before buying parts.",
      symptoms: [
        "FI or engine-shaped lamp lit steady, or flashing in a long-short pattern",
        "Dash shows a two-digit code in diagnostic mode on some Yamaha and Kawasaki models",
        "Bike may run in a fallback mode with a rough idle or soft throttle response",
        "Light came on after rain, a wash, a tip-over or work under the tank",
      ],
      symptomIds: ["warning-light", "rough-idle", "low-power"],
      causes: [
        {
          likelihood: "common",
          part: "Loose, wet or corroded sensor connector",
          why: "Work under the tank or water ingress breaks contact at a TPS, MAP, IAT or coolant sensor plug and the ECU sees an out-of-range signal.",
        },
        {
          likelihood: "occasional",
          part: "Failed sensor (throttle position, intake air temperature, coolant temperature, O2)",
          why: "A sensor that reads open, shorted or stuck sets its code and the ECU substitutes a default value.",
        },
        {
          likelihood: "occasional",
          part: "Bank-angle sensor or gear position sensor fault after a drop",
          why: "Impact can damage these sensors or their wiring and set a code while the bike still runs.",
        },
        {
          likelihood: "rare",
          part: "Low system voltage or failing ECU",
          why: "A weak battery or charging fault makes sensor readings unreliable and can set several unrelated codes at once.",
        },
      ],
      checks: [
        {
          step: "Read the code: on Honda PGM-FI bridge the diagnostic connector with an SCS service connector and count the lamp's long (tens) and short (ones) blinks; Suzuki uses a dealer-mode plug; many Yamahas and Kawasakis show codes through the dash buttons.",
          tools: ["Honda SCS connector or jumper", "Service manual"],
          expect: "A numbered code that the manual's table maps to one sensor or circuit.",
        },
        {
          step: "Unplug, inspect and reseat that sensor's connector, looking for green corrosion, pushed-back pins or water.",
          tools: ["Flashlight", "Electrical contact cleaner"],
          expect: "A wet or corroded plug is often the whole fault.",
        },
        {
          step: "Back-probe the sensor with the key on and compare with the manual.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "About 5 V reference and a signal that changes smoothly (a TPS sweeping from under 1 V closed to about 4 V open on many bikes); no reference or a stuck signal identifies wiring or sensor.",
        },
        {
          step: "Clear the code by the manual's procedure and ride to see if it returns.",
          tools: ["Service manual"],
          expect: "A code that does not come back after a full warm-up ride was a one-off connection fault.",
        },
      ],
      fix: "Clean and seal the connector with dielectric grease, repair damaged wiring, or replace the sensor named by the code; some bikes need a TPS reset or idle relearn after a throttle-body sensor is changed. Clear codes and confirm the lamp stays off through a full heat cycle.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean and seal the sensor connector",
            partsLow: 0,
            partsHigh: 15,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace the sensor named by the code",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Estimate; excludes ECU replacement, tank or fairing removal, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Most FI codes leave the bike rideable in a fallback mode, but a rough or stalling engine in traffic is a hazard; ride gently and get the code read.",
      codes: ["P0122", "P0113", "P0118"],
      terms: ["self-diagnostic mode", "SCS connector", "blink code", "fallback mode"],
      related: [
        "black-sooty-plugs-rich-running",
        "cuts-out-after-tipover-no-fuel-pump",
        "stalls-when-coming-to-a-stop",
      ],
      appliesTo: [
        {
          make: "honda",
          years: [2001, 2027],
          models: [
            "cbr600f",
            "cbr600rr",
            "cbr1000rr",
            "cbr250r",
            "cbr300r",
            "cbr500r",
            "cbr650f",
            "cbr650r",
            "cb300r",
            "cb500f",
            "cb500x",
            "cb650r",
            "cb1000r",
            "nc700x",
            "nc750x",
            "africa-twin",
            "gold-wing",
            "gold-wing-tour",
            "st1300",
            "interceptor",
            "rebel-300",
            "rebel-500",
            "rebel-1100",
            "grom",
          ],
        },
        { make: "yamaha", years: [2001, 2027] },
        { make: "kawasaki", years: [2001, 2027] },
        {
          make: "suzuki",
          years: [2001, 2027],
          models: [
            "gsx-r600",
            "gsx-r750",
            "gsx-r1000",
            "gsx1300r",
            "hayabusa",
            "sv650",
            "dl650",
            "dl1000",
            "v-strom-650",
            "v-strom-1050",
            "gsx-s750",
            "gsx-s1000",
            "vzr1800",
            "katana",
            "gsx-8s",
            "gsx-8r",
            "tu250x",
            "dr-z400sm",
          ],
        },
      ],
    },
  ],
};
