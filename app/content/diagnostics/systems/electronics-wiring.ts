import { gmt800Gmt900Trucks } from "~/content/vehicles";
import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Wiring diagrams, connectors, terminals, corrosion, chafes, splices and voltage-drop testing: how to find the bad wire, repair it so it lasts, and undo accessory installs that hurt it.",
  howItWorks: [
    "Every circuit is a loop: a fused feed from the battery or a module's driver, through switches, connectors and the load, and back to battery negative through ground wires, splices and ground studs on the body and engine. A modern car carries well over a thousand wires bundled into harnesses that join at inline connectors. Connectors in the engine bay and under the car are sealed with silicone wire seals and an interface seal; cabin connectors usually are not. Terminals are tin-plated copper alloy on most circuits, gold-plated on some low-current sensor and airbag circuits, and they depend on spring tension for contact.",
    "A factory wiring diagram gives each wire's color, size (mm² or AWG), connector and pin numbers, the splices and grounds it passes through (labels such as S205 and G102 on GM and Ford diagrams) and the module that powers or switches it. Component locators and connector end views show where each part is and which cavity to probe. The power distribution and ground distribution pages matter most, because faults that hit several things at once usually share a feed, a splice or a ground.",
    "Voltage-drop testing is the core wiring technique: with the circuit switched on and carrying its normal current, a meter across any part of it (a wire, a connector, a switch, a ground path) reads the voltage lost there. As a rule of thumb, a connection should lose under 0.1 V, a ground path under about 0.2 V and a whole power feed under about 0.5 V; sensor grounds should show only a few hundredths. An ohmmeter, by contrast, sends a tiny current and cannot see a wire hanging on by one strand.",
  ],
  howItFails: [
    "Connectors and terminals cause more electrical trouble than the wires between them. Terminals lose spring tension from heat cycles or from probes pushed into them, tin plating wears through from tiny back-and-forth movement and oxidizes, and water gets past a missing or torn seal and turns the copper green. The result is resistance that comes and goes with temperature, moisture and vibration, which shows up as intermittent codes, flickering and parts that test good on the bench.",
    "Wires fail where they move or where they get hot: at door and liftgate hinges, along the engine-to-body harness, where a harness rubs on a bracket for years, and near exhaust manifolds and turbochargers, where insulation goes brittle. Rodents chew harnesses in cars that sit. Water that gets in at a connector or splice wicks through stranded copper under the insulation and corrodes it inches or feet away.",
    "A big share of the wiring faults in independent shops were installed by people: twist-and-tape and quick-splice repairs, taps for remote starters, trailer wiring, light bars, amplifiers and dash cams, wires jammed into fuse boxes, insulation pierced by test probes, and harnesses left resting on the exhaust after engine work. Many of these fail months later as intermittent problems that look like a bad module.",
  ],
  tools: [
    "Factory wiring diagrams with connector end views and component, splice and ground locations",
    "Digital multimeter with min/max capture and 0.01 V resolution for voltage-drop tests",
    "Terminal test kit with probe adapters sized to each terminal series, for pin-drag tests",
    "Back-probe pins and a breakout lead set for sealed connectors, so insulation is never pierced",
    "Incandescent test light or a fused load tool to put a real load on a circuit while measuring",
    "Ratcheting crimper with the right dies, adhesive-lined heat-shrink splices and a heat gun",
    "Terminal release tools and a pick set to remove terminals and locks without damage",
    "Low-amp current clamp and a lab scope to catch dropouts and watch current under load",
    "Short finder (pulsing breaker with a tracer) to locate a short to ground behind panels",
    "Freeze spray, a heat gun and a spray bottle to reproduce temperature- and water-related faults",
  ],
  safety: [
    "Disconnect the battery negative before cutting or splicing, and on airbag circuits wait the time the maker specifies after disconnecting before touching any yellow SRS connector or wire.",
    "Orange cables on hybrids and EVs carry hundreds of volts. Never cut, splice or probe them; only trained technicians with the service disconnect removed and class 0 insulated gloves work near them.",
    "An overheating wire can start a fire: an unfused or over-fused accessory feed, a power wire through sheet metal with no grommet, or a fuse replaced with a higher rating. If you smell burning insulation, stop, shut the car off and disconnect the battery.",
    "Never jump 12 V into a module input, a 5-volt sensor reference or an airbag circuit with a power probe or jumper; it can destroy the module or fire an airbag.",
    "Solder, heat guns and sparks near fuel lines, the fuel tank and EVAP parts are a fire risk; relieve fuel pressure, shield the area and use crimped, sealed splices there.",
  ],
  symptoms: [
    { id: "intermittent", label: "Fault comes and goes with bumps, wiggling or weather" },
    { id: "corrosion-visible", label: "Green, white or black corrosion in a connector or on wires" },
    { id: "blown-fuses", label: "A fuse blows, sometimes only now and then" },
    { id: "melted-burnt", label: "Melted plastic, burning smell or scorched wiring" },
    { id: "dead-circuit", label: "Something stopped working and the fuse is fine" },
    { id: "weak-operation", label: "Motor slow, light dim or load weak with a good battery" },
    { id: "codes-wiring", label: "Sensor or circuit codes that point to wiring" },
    { id: "after-accessory", label: "Trouble started after an accessory was installed" },
    { id: "after-repair", label: "Trouble started after a repair or other work on the car" },
    { id: "heat-cold-wet", label: "Fault appears only hot, cold or wet" },
    { id: "damaged-wires", label: "Wires chewed, chafed, crushed or pinched" },
    { id: "backfeed", label: "Things switch on together or run with the switch off" },
    { id: "diagram-confusion", label: "Wiring diagram doesn't match what's in the car" },
    { id: "airbag-light", label: "Airbag light after seat, dash or wiring work" },
  ],
  problems: [
    {
      slug: "intermittent-fault-wiggle-test",
      title: "Electrical fault comes and goes when the harness is wiggled or the car hits a bump",
      summary:
        "A loose terminal, a wire cracked inside its insulation or a half-latched connector is breaking contact. Reproduce it with a wiggle test while watching a meter or live data, narrow it to one connector or section, then fix the terminal or wire, not the part.",
      symptoms: [
        "A gauge, light, motor or sensor reading drops out for a moment over bumps or railroad tracks",
        "Intermittent circuit codes (P0339 for a crank sensor, for example) that clear and come back",
        "Moving or tapping one harness or connector makes the fault appear",
        "Parts have already been replaced without curing it",
      ],
      symptomIds: ["intermittent", "codes-wiring", "dead-circuit"],
      causes: [
        {
          likelihood: "common",
          part: "Female terminal with weak spring tension",
          why: "A terminal that no longer grips its pin makes contact only when the harness lies a certain way; vibration opens the circuit for milliseconds.",
        },
        {
          likelihood: "occasional",
          part: "Wire broken inside intact insulation at a flex point",
          why: "Copper strands fatigue where a harness bends with the engine, a door or the suspension; the insulation holds the ends together until movement parts them.",
        },
        {
          likelihood: "occasional",
          part: "Connector not fully latched",
          why: "A connector short of its latch has its terminals barely engaged, and vibration walks it loose.",
        },
        {
          likelihood: "rare",
          part: "Cracked solder joint inside the component itself",
          why: "If the fault follows tapping the part rather than moving the harness, the break is on its circuit board and the part is the fix.",
        },
      ],
      checks: [
        {
          step: "Use the wiring diagram to list every connector, splice and ground between the module and the component.",
          tools: ["Wiring diagram"],
          expect: "A short list of test points in order along the circuit.",
        },
        {
          step: "With the circuit on, watch the signal in live data or on a meter set to min/max while wiggling and tapping the harness section by section, connectors first.",
          tools: ["Digital multimeter with min/max", "Scan tool"],
          expect: "A spike or dropout when one section moves pins the fault within a few inches.",
        },
        {
          step: "At the suspect connector, check each female terminal's grip with the matching probe from a terminal test kit.",
          tools: ["Terminal test kit"],
          expect: "The correct-size probe should drag noticeably; one that slides in with no drag is a loose terminal.",
        },
        {
          step: "Flex the suspect wire while measuring voltage drop along it with the circuit loaded.",
          tools: ["Digital multimeter"],
          expect: "A steady reading under 0.1 V; one that jumps as the wire bends shows broken strands.",
        },
      ],
      fix: "Replace loose terminals with new ones of the correct series, or cut out the fatigued section and splice in the same gauge wire with crimped, sealed butt splices. Clip the harness back in its original retainers so it can't flex at the same spot, clear codes and repeat the wiggle test.",
      difficulty: 3,
      cost: {
        partsLow: 5,
        partsHigh: 80,
        laborHoursLow: 0.6,
        laborHoursHigh: 2.4,
        excludes:
          "Estimate; intermittent faults are billed by the hour and can run past this; excludes a new harness section from the dealer.",
      },
      verdict: "careful",
      verdictReason:
        "How risky it is depends on the circuit: an intermittent on lights, the fuel pump or engine sensors can leave you dark or stalled, so have it traced soon.",
      codes: ["P0339"],
      terms: ["wiggle test", "terminal tension", "pin drag test"],
      related: [
        "female-terminals-spread-by-probing",
        "connector-half-seated-after-repair",
        "fretting-corrosion-codes-clear-when-replugged",
      ],
    },
    {
      slug: "female-terminals-spread-by-probing",
      title: "Circuit became intermittent right after someone probed the connector",
      summary:
        "A meter probe or paper clip pushed into the front of a female terminal spreads it so it no longer grips its pin. Drag-test the terminals with the right probe size and replace any that are loose; probe from the back or with adapters next time.",
      symptoms: [
        "Fault began after a diagnosis visit or a do-it-yourself test on that connector",
        "One terminal opening looks oval, bigger than its neighbors or bent",
        "The component works while the connector is pushed sideways and fails when released",
        "Scratches or probe marks visible on the terminal face",
      ],
      symptomIds: ["intermittent", "after-repair"],
      causes: [
        {
          likelihood: "common",
          part: "Oversize probe forced into a small female terminal",
          why: "Terminals as small as 0.64 mm are built for pins that size; a standard meter probe tip is much larger and bends the contact spring for good.",
        },
        {
          likelihood: "occasional",
          part: "Back-probe pin pushed in at an angle through the wire seal",
          why: "A pin that misses the seal path tears the silicone and can bend the terminal, which lets water in later.",
        },
        {
          likelihood: "rare",
          part: "Terminal lock cracked during probing",
          why: "A broken lock lets the terminal slide back when the connector is mated, so contact is lost only sometimes.",
        },
      ],
      checks: [
        {
          step: "Inspect the connector face with a magnifier and a light, comparing each terminal opening with its neighbors.",
          tools: ["Magnifier", "Flashlight"],
          expect: "A flared, oval or scratched opening marks the probed terminal.",
        },
        {
          step: "Drag-test each terminal with the matching probe from a terminal test kit.",
          tools: ["Terminal test kit"],
          expect: "Equal drag on all terminals; one with little or no drag is spread.",
        },
        {
          step: "Check the wire seals on the back of the connector for tears.",
          tools: ["Flashlight"],
          expect: "Seals intact and snug on each wire; a torn seal needs replacing with the terminal.",
        },
        {
          step: "With the connector mated and the circuit loaded, measure voltage drop across the connection.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect: "Under 0.1 V; higher or unstable readings confirm the poor contact.",
        },
      ],
      fix: "Release the terminal lock, pull the spread terminal out the back, and crimp a new terminal of the same series and plating onto the wire with a new seal, or replace the pigtail. Don't re-bend a spread contact; it won't hold tension. Use back-probes or correctly sized adapters for future testing.",
      difficulty: 3,
      cost: {
        partsLow: 5,
        partsHigh: 60,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes:
          "Estimate; excludes a complete connector or harness when individual terminals aren't sold, and dealer rates.",
      },
      verdict: "careful",
      verdictReason:
        "A loose terminal on an engine, fuel or lighting circuit can cut out while driving; get it repaired before relying on the car for long trips.",
      codes: [],
      terms: ["female terminal", "pin drag test", "back-probing"],
      related: ["intermittent-fault-wiggle-test", "pierced-insulation-corrosion", "terminal-backed-out-of-connector"],
    },
    {
      slug: "green-corrosion-in-connector",
      title: "Green or white crust inside a connector and the component works only sometimes",
      summary:
        "Water got past a missing or damaged seal and corroded the terminals. Clean light film, replace pitted terminals or the pigtail, find how the water got in and reseal; grease doesn't bring back a corroded terminal.",
      symptoms: [
        "Green, white or blue powder on pins and sockets when the connector is opened",
        "Worse after rain, car washes or winter salt",
        "Connector sits low on the chassis, in a wheel well, or under a leaking cowl or sunroof drain",
        "Voltage at the component lower than at its source while it runs",
      ],
      symptomIds: ["corrosion-visible", "intermittent", "heat-cold-wet"],
      causes: [
        {
          likelihood: "common",
          part: "Missing, torn or displaced connector seal",
          why: "Sealed connectors keep water out only with every wire seal and the interface seal in place; one damaged seal lets water in and then traps it.",
        },
        {
          likelihood: "occasional",
          part: "Water running down the harness into the connector",
          why: "A harness routed above the connector without a drip loop carries rain and wash water straight to the seals.",
        },
        {
          likelihood: "occasional",
          part: "Cabin leak from a cowl, sunroof drain or door membrane",
          why: "Unsealed cabin connectors under the carpet or in the kick panels corrode fast once water reaches them.",
        },
        {
          likelihood: "rare",
          part: "Mismatched terminal plating after an earlier repair",
          why: "A tin terminal mated to a gold one corrodes faster in moisture than a matched pair.",
        },
      ],
      checks: [
        {
          step: "Open the connector and inspect pins, sockets and seals with a light and magnifier.",
          tools: ["Flashlight", "Magnifier"],
          expect: "Powdery deposits or pitted metal confirm corrosion; note any missing seal or plug.",
        },
        {
          step: "Reconnect and measure voltage drop across the connector with the circuit running.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect: "Under 0.1 V is good; several tenths of a volt confirm resistance from corrosion.",
        },
        {
          step: "Trace how water reaches it: harness routing, drip loop, cowl, drains and door membranes.",
          tools: ["Flashlight", "Spray bottle"],
          expect: "An entry path that must be fixed, or the repair will corrode again.",
        },
        {
          step: "Cut back the insulation an inch from the terminal on one affected wire.",
          tools: ["Wire strippers"],
          expect:
            "Bright copper means the damage is limited to the terminal; dark strands mean corrosion has wicked into the wire.",
        },
      ],
      fix: "For a light film, clean with electrical contact cleaner and a nylon brush, dry it and reassemble with new seals. Replace pitted or blackened terminals, or the pigtail, with sealed parts. Grease goes on seals or where the service information calls for it, not as a cure for a bad contact. Fix the water entry and add a drip loop.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean the connector and fit new seals",
            partsLow: 10,
            partsHigh: 25,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace pitted terminals or the pigtail",
            partsLow: 40,
            partsHigh: 120,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes leak repairs such as cowl or sunroof drains, a new harness section and dealer rates.",
      },
      verdict: "careful",
      verdictReason:
        "Corroded connectors on lighting, fuel pump or engine circuits can fail outright; repair them before they leave you stranded.",
      codes: [],
      terms: ["connector seal", "drip loop", "voltage drop"],
      related: [
        "corrosion-wicked-inside-insulation",
        "pierced-insulation-corrosion",
        "engine-bay-pressure-wash-faults",
      ],
    },
    {
      slug: "corrosion-wicked-inside-insulation",
      title: "Wire looks fine outside but the copper is black or green under the insulation",
      summary:
        "Water entered at a connector, splice or break and wicked along the strands, corroding copper well away from the entry point. Cut back until the copper is bright, splice in new wire with sealed connections, and fix where the water got in.",
      symptoms: [
        "Stripped wire shows dark, green or powdery strands instead of bright copper",
        "Insulation feels stiff or swollen near a connector or an old splice",
        "Voltage drop under load along a length of wire that looks undamaged",
        "Earlier repairs at the connector failed within months",
      ],
      symptomIds: ["corrosion-visible", "weak-operation", "intermittent"],
      causes: [
        {
          likelihood: "common",
          part: "Capillary wicking from a corroded connector or terminal",
          why: "Stranded wire acts like a wick, drawing water and salt inside the insulation inches to feet from where it entered.",
        },
        {
          likelihood: "occasional",
          part: "Unsealed splice or nicked insulation",
          why: "Tape or a bare crimp lets water in at the splice, and it spreads along the strands in both directions.",
        },
        {
          likelihood: "occasional",
          part: "Battery acid creeping up a cable or nearby wires",
          why: "Acid from a leaking or overcharged battery travels up the strands and turns them to green powder under the insulation.",
        },
        {
          likelihood: "rare",
          part: "Flood or deep-water exposure",
          why: "Salt or dirty water left inside the strands after submersion keeps corroding long after the outside dries.",
        },
      ],
      checks: [
        {
          step: "Measure voltage drop along the suspect wire with the circuit on and loaded.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect: "More than about 0.2 V across a short run of wire at normal current is too much for healthy copper.",
        },
        {
          step: "Flex the wire near the connector and feel for stiffness or crunching.",
          tools: [],
          expect: "Healthy wire bends smoothly; corroded strands feel stiff and gritty.",
        },
        {
          step: "Strip back a short section near the connector end and look at the strands.",
          tools: ["Wire strippers", "Magnifier"],
          expect: "Bright copper clears the wire; dark or green strands confirm wicking.",
        },
        {
          step: "Keep checking back 1–2 inches at a time until the copper is bright.",
          tools: ["Wire strippers"],
          expect:
            "The point where bright copper starts is where the splice goes; if it runs into a molded harness, plan a harness section.",
        },
      ],
      fix: "Replace the affected section, often the whole run back to the next connector, with the same gauge and insulation type using adhesive-lined heat-shrink splices, and replace the terminal at the connector. Seal the entry point. When corrosion runs deep into a molded harness, replace that harness section instead.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Splice in a short section and a new terminal",
            partsLow: 10,
            partsHigh: 50,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the run or harness section to the connector",
            partsLow: 80,
            partsHigh: 400,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.2,
          },
        ],
        excludes: "Estimate; excludes a battery or module the corrosion reached, dealer rates and taxes.",
      },
      verdict: "careful",
      verdictReason: "Corroded wire keeps losing strands and can fail open or overheat under load; repair it soon.",
      codes: [],
      terms: ["wicking", "heat-shrink splice", "stranded wire"],
      related: ["green-corrosion-in-connector", "twist-and-tape-previous-repair", "continuity-good-fails-under-load"],
    },
    {
      slug: "connector-half-seated-after-repair",
      title: "Warning light or dead component right after a repair, though the connector looks plugged in",
      summary:
        "A connector that looks home but isn't latched, or one missing its connector position assurance (CPA) lock, loses contact with heat and vibration. Push every disturbed connector home until it clicks, fit the CPA lock, and clear the codes.",
      symptoms: [
        "New warning light or code right after engine, dash or body work",
        "A connector pulls off without pressing its release tab",
        "Colored CPA lock missing, hanging loose or taped in place",
        "Fault comes and goes as the engine warms up or the car is driven",
      ],
      symptomIds: ["after-repair", "dead-circuit", "intermittent", "codes-wiring"],
      causes: [
        {
          likelihood: "common",
          part: "Connector not pushed past its latch",
          why: "Sealed connectors need firm force to compress their seals; stopping early leaves terminals only partly engaged.",
        },
        {
          likelihood: "occasional",
          part: "CPA lock not installed",
          why: "The CPA keeps the latch from releasing; without it vibration can walk the connector loose.",
        },
        {
          likelihood: "occasional",
          part: "Pin folded over inside the male connector",
          why: "Pushed in misaligned, a pin bends over instead of entering its terminal, opening that one circuit.",
        },
        {
          likelihood: "rare",
          part: "Look-alike connectors swapped",
          why: "Some engines have identical plugs within reach of each other, such as two cam sensors; swapped, they set correlation or circuit codes.",
        },
      ],
      checks: [
        {
          step: "List every connector the repair touched from the repair order or by looking for fresh fingerprints and moved clips.",
          tools: ["Flashlight"],
          expect: "A short list of suspects near the work area.",
        },
        {
          step: "Without pressing the release, give each connector a firm pull, then push it home until it clicks and fit its CPA.",
          tools: [],
          expect: "A connector that comes off or clicks further is the fault.",
        },
        {
          step: "Unplug the connector named by the code and inspect the male pins.",
          tools: ["Flashlight", "Magnifier"],
          expect: "All pins straight and at even height; a folded pin needs straightening or replacement.",
        },
        {
          step: "Check connector keys, colors and labels against the diagram where similar plugs sit close together.",
          tools: ["Wiring diagram"],
          expect: "Each plug on its correct component.",
        },
        {
          step: "With the circuit loaded, back-probe the same wire on both sides of the reseated connector and read the voltage drop across it.",
          tools: ["Multimeter", "Back-probe pins"],
          expect:
            "Under 0.1 V across a fully latched connector; 0.3 V or more, or a reading that jumps when the connector body is pushed sideways, means it is still not home.",
        },
      ],
      fix: "Seat and lock each disturbed connector and fit its CPA; straighten a folded pin only if it isn't cracked, otherwise replace the connector half or terminal. Swap crossed plugs back. Clear codes, run the engine to temperature and recheck.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 40,
        laborHoursLow: 0.3,
        laborHoursHigh: 1.2,
        excludes:
          "Estimate; usually free from the shop that did the work; excludes a new connector half or harness if a pin broke.",
      },
      verdict: "careful",
      verdictReason:
        "A loose engine or chassis connector can drop a sensor or an actuator at speed; have it checked promptly, ideally by the shop that did the work.",
      codes: [],
      terms: ["CPA lock", "connector latch", "male pin"],
      related: [
        "terminal-backed-out-of-connector",
        "intermittent-fault-wiggle-test",
        "harness-melted-on-exhaust-after-repair",
      ],
    },
    {
      slug: "terminal-backed-out-of-connector",
      title: "Connector is plugged in and latched but one circuit through it is open",
      summary:
        "A terminal has backed out of its cavity because its lock tang is bent or the terminal position assurance (TPA) wasn't seated, so it no longer meets its mate. Reseat or replace the terminal and close the TPA.",
      symptoms: [
        "One function dead while others through the same connector work",
        "Looking into the connector face, one terminal sits deeper than its neighbors",
        "Often follows a terminal being removed for repair, or a connector being forced",
        "Voltage present on one side of the connector and missing on the other",
      ],
      symptomIds: ["dead-circuit", "after-repair", "intermittent"],
      causes: [
        {
          likelihood: "common",
          part: "Terminal lock tang flattened",
          why: "The small tang that catches in the cavity gets bent when a terminal is removed or pushed in crooked; mating the connector then pushes the terminal back.",
        },
        {
          likelihood: "occasional",
          part: "TPA or secondary lock left open",
          why: "The TPA backs up the tang; left open, terminals can slide back under the force of mating.",
        },
        {
          likelihood: "occasional",
          part: "Wrong replacement terminal",
          why: "A terminal from another series may crimp onto the wire but never lock in the cavity.",
        },
        {
          likelihood: "rare",
          part: "Cracked connector body",
          why: "A cracked cavity wall can't hold the lock tang at all.",
        },
      ],
      checks: [
        {
          step: "Measure voltage on both sides of the connector with the circuit switched on.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "Battery voltage (about 12.6 V) on the feed-side wire and 0 V on the matching load-side wire locates the open inside this connector.",
        },
        {
          step: "Unplug and compare terminal depth across the connector face.",
          tools: ["Flashlight", "Magnifier"],
          expect: "All terminals flush with each other; a recessed one has backed out.",
        },
        {
          step: "Give each wire a light tug from the back of the connector.",
          tools: [],
          expect: "Locked terminals don't move; one that slides is unlocked.",
        },
        {
          step: "Check the TPA or secondary lock is closed fully.",
          tools: ["Pick set"],
          expect:
            "The TPA sits flush and won't close if a terminal is out of position, which also points to the culprit.",
        },
      ],
      fix: "Release the terminal, re-form its lock tang with a pick so it springs out again, reseat it until it clicks and close the TPA. Replace the terminal with the correct series if the tang is broken or the part is wrong, and replace a cracked connector body.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Re-form the lock tang and reseat the terminal",
            partsLow: 2,
            partsHigh: 10,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace the terminal or connector body",
            partsLow: 15,
            partsHigh: 60,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.3,
          },
        ],
        excludes: "Estimate; excludes connector bodies sold only with a harness and dealer rates.",
      },
      verdict: "careful",
      verdictReason:
        "An open circuit can kill anything from a headlamp to a fuel injector; how urgent it is depends on what that wire feeds.",
      codes: [],
      terms: ["terminal position assurance", "lock tang", "terminal release tool"],
      related: ["connector-half-seated-after-repair", "female-terminals-spread-by-probing", "bad-crimp-new-pigtail"],
    },
    {
      slug: "melted-connector-high-current-circuit",
      title: "Melted or browned connector at a blower motor, cooling fan or heated seat",
      summary:
        "High current through a terminal with weak grip or corrosion heats it until the plastic melts, and a worn motor drawing extra current makes it worse. Replace the pigtail and the terminals on both sides, and check the load's current before calling it fixed.",
      symptoms: [
        "Burnt plastic smell with the blower on high or the cooling fan running",
        "Connector at the blower motor, blower resistor or fan motor browned, melted or stuck to the part",
        "Blower works only on some speeds or cuts out; fan stops and restarts",
        "The fuse is still good, because the heat comes from resistance rather than a short",
      ],
      symptomIds: ["melted-burnt", "weak-operation", "intermittent"],
      causes: [
        {
          likelihood: "common",
          part: "Loose or corroded terminal in a high-current connector",
          why: "Heat at a connection rises with current squared times resistance; at 25 A, just 0.05 Ω makes about 30 watts at one terminal, enough to soften the housing.",
        },
        {
          likelihood: "occasional",
          part: "Motor drawing too much current from worn brushes or bearings",
          why: "A dragging blower or fan motor pulls more amps and cooks an already marginal terminal.",
        },
        {
          likelihood: "occasional",
          part: "Blower resistor or fan control module running hot",
          why: "These parts shed heat into their own connectors; the blower resistor plug on 2000s GM full-size trucks and SUVs is a well-known melter.",
        },
        {
          likelihood: "rare",
          part: "Undersized aftermarket pigtail from an earlier repair",
          why: "Thinner wire and cheap terminals can't carry the current, so the repair itself overheats.",
        },
      ],
      checks: [
        {
          step: "Unplug the connector with the key off and inspect both halves for browning, melted cavities and blackened pins.",
          tools: ["Flashlight"],
          expect: "Heat damage on the part's pins as well as the harness side means both halves need replacing.",
        },
        {
          step: "Measure the load's current with a clamp on high and compare with spec.",
          tools: ["Current clamp"],
          expect:
            "Many blowers draw roughly 12–20 A on high and radiator fans 15–30 A (check the spec); more than spec means the motor is part of the problem.",
        },
        {
          step: "With the load running, measure voltage drop across the connector and along the feed and ground wires.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect: "Under 0.1–0.2 V across the connector; anything higher is heat you can feel.",
        },
        {
          step: "Feel the connector and wires after 5 minutes of running, carefully, or use an infrared thermometer.",
          tools: ["Infrared thermometer"],
          expect: "Barely warm is normal; a connector much hotter than the wire beside it is the resistance point.",
        },
      ],
      fix: "Cut out the damaged connector and install a repair pigtail of the same or heavier gauge with crimped, sealed splices. Replace the motor, resistor or fan module if its pins are burned or it draws too much current, because a new pigtail on burned pins will melt again.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Repair pigtail with sealed splices",
            partsLow: 15,
            partsHigh: 50,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Pigtail plus a blower resistor or fan control module",
            partsLow: 80,
            partsHigh: 250,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Estimate; excludes a new blower or fan motor, heated-seat elements and dealer rates.",
      },
      verdict: "careful",
      verdictReason:
        "A melting connector can start a fire; switch that load off and drive only to a shop, and pull over and shut down if you smell burning or see smoke.",
      codes: [],
      terms: ["repair pigtail", "current draw", "voltage drop"],
      related: [
        "light-bar-wired-without-relay",
        "voltage-drop-power-side-weak-load",
        "undersized-repair-wire",
        "ac-system/blower-only-works-on-high",
      ],
      commonOn: gmt800Gmt900Trucks,
    },
    {
      slug: "fretting-corrosion-codes-clear-when-replugged",
      title: "Sensor codes go away after unplugging and replugging the connector, then return weeks later",
      summary:
        "This is fretting corrosion: tiny movements wear through the tin plating and the exposed spots oxidize, adding resistance on low-current sensor circuits. Replugging wipes the film for a while; new terminals and a stop to the movement cure it.",
      symptoms: [
        "Circuit high, low or erratic codes that clear after the connector is unplugged and refitted",
        "The code returns after weeks or months, often with big temperature swings",
        "Contacts show dull, dark gray spots where they touch, without green corrosion",
        "Connector bolted to the engine or transmission, which vibrates with it",
      ],
      symptomIds: ["codes-wiring", "intermittent", "corrosion-visible"],
      causes: [
        {
          likelihood: "common",
          part: "Fretting of tin-plated terminals",
          why: "Engine vibration and heat cycles rub the contact point back and forth microscopically, wearing away the tin and building oxide debris; 5-volt sensor signals are very sensitive to the added resistance.",
        },
        {
          likelihood: "occasional",
          part: "Harness not clipped, so the connector moves",
          why: "A harness hanging free lets the connector rock on its pins with every engine movement.",
        },
        {
          likelihood: "occasional",
          part: "Terminal spring tension reduced",
          why: "Weak grip lets the contact move more, speeding up the wear.",
        },
        {
          likelihood: "rare",
          part: "Sensor drifting internally",
          why: "If new terminals don't cure it, the sensor itself is failing.",
        },
      ],
      checks: [
        {
          step: "Read the freeze-frame data and watch the sensor in live data while tapping the connector.",
          tools: ["Scan tool"],
          expect: "A signal that jumps when tapped points to the connection rather than the sensor.",
        },
        {
          step: "Key on, measure voltage drop from the sensor ground pin to the module's ground and check the 5 V reference at the sensor.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "A few hundredths of a volt on the ground and 4.9–5.1 V reference; more ground drop or a low reference means resistance.",
        },
        {
          step: "Inspect the contacts under magnification and drag-test the female terminals.",
          tools: ["Magnifier", "Terminal test kit"],
          expect: "Dark wear spots and low drag confirm fretting.",
        },
        {
          step: "Check that the harness is clipped to its brackets near the connector.",
          tools: ["Flashlight"],
          expect: "Every retainer in place; a missing clip explains the movement.",
        },
      ],
      fix: "Replace the terminals on both halves (or the sensor and its pigtail) with matching plating, clip the harness so the connector can't move, and use dielectric grease only where the maker specifies it for that connector. Clear codes and confirm over a full drive cycle.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the terminals on both halves",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the sensor pigtail and clip the harness",
            partsLow: 50,
            partsHigh: 150,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Estimate; excludes a new sensor if it proves faulty and dealer rates.",
      },
      verdict: "careful",
      verdictReason:
        "Most of these codes only light the dash, but a throttle or crank sensor affected this way can cause limp mode or a stall, so repair it soon.",
      codes: ["P0118", "P0113", "P0123"],
      terms: ["fretting corrosion", "5-volt reference", "tin plating"],
      related: ["intermittent-fault-wiggle-test", "green-corrosion-in-connector", "fault-only-when-hot"],
    },
    {
      slug: "intermittent-short-chafed-harness",
      title: "Fuse blows only over bumps or when the steering wheel is turned",
      summary:
        "A harness has rubbed through its insulation on a bracket, body seam or moving part and touches metal only when the car flexes. Put a test lamp or short finder in place of the fuse, flex the harness section by section, then repair and reroute the wire.",
      symptoms: [
        "A new fuse lasts days, then blows again, often on rough roads",
        "The circuit works normally right up until the fuse pops, with no smoke",
        "Shiny bare copper or worn-through loom at a bracket, frame rail or steering column",
        "Blows when the wheel is turned lock to lock, or when a door, seat or hood moves",
      ],
      symptomIds: ["blown-fuses", "intermittent", "damaged-wires"],
      causes: [
        {
          likelihood: "common",
          part: "Insulation worn through where a harness rubs a bracket or sheet-metal edge",
          why: "Years of vibration saw through the loom and insulation; once copper shows, any flex that lets it touch metal is a dead short to ground.",
        },
        {
          likelihood: "occasional",
          part: "Wire pinched under a panel, seat track or newly installed part",
          why: "A trapped wire is cut slowly by the edge pressing on it, and shorts only when that panel or seat moves.",
        },
        {
          likelihood: "occasional",
          part: "Harness loose near the steering shaft, suspension or an engine mount",
          why: "A broken clip lets the harness drift into a moving part that wears it through at one spot.",
        },
        {
          likelihood: "rare",
          part: "Component shorting internally under vibration",
          why: "A motor or lamp socket with a loose internal part can short only on bumps; unplugging it during the test rules it in or out.",
        },
      ],
      checks: [
        {
          step: "Find every load on that fuse in the wiring diagram and note where the circuit runs.",
          tools: ["Wiring diagram"],
          expect:
            "A route to follow, with the likely rub points such as brackets, pass-throughs and the steering column marked.",
        },
        {
          step: "Replace the fuse with an incandescent test lamp or a short finder's pulsing breaker across the fuse terminals.",
          tools: ["Test light", "Short finder"],
          expect:
            "A 1156-type lamp limits the short to about 2 A and lights fully only while the short is present, so you can hunt for it without blowing more fuses.",
        },
        {
          step: "Unplug the loads on the circuit one at a time while the lamp is lit.",
          tools: [],
          expect: "If the lamp stays lit with every load unplugged, the short is in the wiring.",
        },
        {
          step: "Flex the harness section by section, turn the steering and move seats and doors while watching the lamp or the short finder's meter.",
          tools: ["Helper", "Short finder"],
          expect: "The lamp changes at one spot, which is where the wire is touching metal.",
        },
      ],
      fix: "Repair the insulation with adhesive-lined heat-shrink if the copper is intact, or splice in new wire if strands are damaged. Add abrasion sleeve or tape at the rub point, refit or replace the clip, reroute the harness away from the edge, and install the correct fuse rating.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Heat-shrink repair and reroute at the rub point",
            partsLow: 5,
            partsHigh: 40,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.8,
          },
          {
            name: "Splice in new wire with dash or seat removal",
            partsLow: 30,
            partsHigh: 120,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.8,
          },
        ],
        excludes:
          "Estimate; tracing is billed by the hour and can run past this if dash or seat removal is needed; excludes dealer harness sections.",
      },
      verdict: "careful",
      verdictReason:
        "A fuse that blows without warning can take out lights or the engine on the road; carry spares of the right rating and get the chafe found soon.",
      codes: [],
      terms: ["short to ground", "short finder", "abrasion sleeve"],
      related: [
        "screw-through-harness-after-install",
        "circuits-backfeed-short-to-voltage",
        "door-jamb-harness-broken-wires",
      ],
    },
    {
      slug: "rodent-chewed-wiring",
      title: "Wiring chewed by mice or squirrels after the car sat outside or in storage",
      summary:
        "Rodents nest in engine bays and chew insulation, leaving opens, shorts and a string of codes. Inspect every harness, repair or replace damaged sections, clean out nests safely and deter rodents; comprehensive insurance often covers it.",
      symptoms: [
        "Check engine light with several circuit codes, a misfire or a no-start after the car sat",
        "Nesting material, acorns, droppings or chewed insulation on the engine, airbox or battery tray",
        "Debris in the cabin air filter or a bad smell when the blower runs",
        "Exposed copper or cut wires visible along the harness",
      ],
      symptomIds: ["damaged-wires", "codes-wiring", "dead-circuit"],
      causes: [
        {
          likelihood: "common",
          part: "Chewed insulation on the engine harness",
          why: "Rodents gnaw to wear down their teeth, and a warm, sheltered engine bay makes a good nest; wires on top of the engine and along the cowl go first.",
        },
        {
          likelihood: "occasional",
          part: "Chewed harness under the car or near the wheels",
          why: "Fuel pump, O2 sensor and wheel-speed sensor leads along the frame and body are within reach from the ground.",
        },
        {
          likelihood: "occasional",
          part: "Chewed vacuum or washer hoses alongside the wires",
          why: "Damaged hoses add lean codes or dead washers that look like electrical faults.",
        },
        {
          likelihood: "rare",
          part: "Nest material packed against the exhaust",
          why: "Dry nesting on a hot manifold or catalytic converter is a fire risk on the first long drive.",
        },
      ],
      checks: [
        {
          step: "Scan all modules and list every circuit code before clearing anything.",
          tools: ["Scan tool"],
          expect: "The codes name circuits to trace and show how widespread the damage is.",
        },
        {
          step: "Remove the engine cover, airbox and cowl panel and inspect every harness and loom with a bright light, including underneath.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Chewed loom and bare wires located; note each damaged wire's color and circuit.",
        },
        {
          step: "Check the air intake and filter box for nesting or food stores.",
          tools: ["Flashlight"],
          expect: "A clean intake; debris there must be removed before the engine is run.",
        },
        {
          step: "Test each repaired circuit for continuity and voltage drop under load before refitting covers.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "Under 1 Ω end to end with no continuity to ground on every chewed wire.",
        },
      ],
      fix: "Repair chewed wires with crimped, sealed splices of the same gauge, staggered so the harness doesn't bulk up; replace the harness when many wires or a connector body are damaged. Wet droppings and nests with disinfectant before removing them with gloves and a mask, since deer mouse droppings can carry hantavirus. Wrap repairs in rodent-deterrent tape; Honda sells a capsaicin-treated tape for this.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Splice a few chewed wires and clean out the nest",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.8,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace an engine harness section or the whole engine harness",
            partsLow: 600,
            partsHigh: 1300,
            laborHoursLow: 4,
            laborHoursHigh: 8,
          },
        ],
        excludes:
          "Estimate; excludes towing, the insurance deductible, chewed fuel or coolant hoses and dealer harness prices, which run higher.",
      },
      verdict: "careful",
      verdictReason:
        "Drive only after the harness is inspected; if fuel or brake lines were chewed or you smell fuel, don't start it at all.",
      codes: ["P0300", "P0201", "P0351"],
      terms: ["engine harness", "staggered splices", "rodent-deterrent tape", "hantavirus"],
      related: [
        "heat-brittle-engine-harness",
        "intermittent-short-chafed-harness",
        "twist-and-tape-previous-repair",
        "can-bus-network/rodent-chewed-network-harness",
        "engine-wont-start/crank-sensor-no-tach",
        "engine-wont-start/no-spark-all-cylinders",
      ],
    },
    {
      slug: "door-jamb-harness-broken-wires",
      title: "Several things in one door quit together and come back when the door is moved",
      summary:
        "Wires break inside the rubber boot between the door and the body after years of opening and closing. Flex the boot while watching the component or a meter, then splice in new wire with staggered sealed splices or fit the maker's repair harness.",
      symptoms: [
        "Window, lock, mirror or speaker in one door dead, or working only with the door held at a certain angle",
        "Door-ajar light or chime flickers while driving",
        "Usually the driver's door, because it opens the most",
        "The rubber boot in the jamb is cracked or torn",
      ],
      symptomIds: ["intermittent", "dead-circuit", "damaged-wires"],
      causes: [
        {
          likelihood: "common",
          part: "Copper fatigue inside the door jamb boot",
          why: "Each opening bends the wires at the same point; after tens of thousands of cycles the strands break inside the insulation.",
        },
        {
          likelihood: "occasional",
          part: "Torn boot letting water reach the pillar connector",
          why: "Water running into the connector at the A- or B-pillar corrodes it, so several door functions fade together.",
        },
        {
          likelihood: "occasional",
          part: "Loose or corroded pass-through connector",
          why: "The round connector where the door harness meets the body harness can work loose or corrode, opening several circuits at once.",
        },
        {
          likelihood: "rare",
          part: "Failed door control module",
          why: "On cars with a module in the door, a module fault also kills several functions; good wiring through the boot points to it.",
        },
      ],
      checks: [
        {
          step: "Pull back the boot and look at the wires where they bend.",
          tools: ["Flashlight", "Trim tools"],
          expect: "Cracked insulation, kinks or a wire that feels empty points to the break.",
        },
        {
          step: "Operate the window or lock while opening and closing the door slowly.",
          tools: ["Helper"],
          expect: "Function that returns at one door angle confirms a broken wire in the boot.",
        },
        {
          step: "On a car with a networked door module, watch that module's communication status on an enhanced scan tool while swinging the door.",
          tools: ["Enhanced scan tool"],
          expect:
            "A module that drops off the bus and returns with the door's movement, setting U0199 or U0200, confirms broken CAN or LIN wires in the boot.",
        },
        {
          step: "Measure continuity of each wire through the boot with the door fully open, then fully closed, flexing as you go.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "Under 1 Ω steady in every position; a reading that goes open while flexing marks the broken wire.",
        },
        {
          step: "Separate the pass-through connector and inspect its pins.",
          tools: ["Flashlight"],
          expect: "Clean, tight terminals; corrosion or pushed-back pins need repair.",
        },
      ],
      fix: "Pull the harness out of the boot and splice in fine-stranded wire of the same gauge, staggering the splices so they don't bunch inside the boot, or install the maker's door harness repair kit, keeping any CAN pair twisted. Refit or replace the boot and test every function through its full range.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Splice the broken wires inside the boot",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Maker's door harness repair kit or a complete door harness",
            partsLow: 120,
            partsHigh: 250,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, a door control module and its programming.",
      },
      verdict: "ok",
      verdictReason:
        "A nuisance rather than a hazard, but make sure the door latches and locks and the window isn't stuck open before leaving the car.",
      codes: ["U0199", "U0200"],
      terms: ["door jamb boot", "staggered splices", "pass-through connector"],
      related: [
        "liftgate-hinge-harness-broken",
        "intermittent-fault-wiggle-test",
        "intermittent-short-chafed-harness",
        "can-bus-network/wiring-chafe-network-drops-over-bumps",
        "can-bus-network/lin-line-one-slave-shorted-kills-others",
      ],
    },
    {
      slug: "liftgate-hinge-harness-broken",
      title: "Backup camera, hatch release and license lights on the liftgate all act up together",
      summary:
        "The harness that runs from the roof into the liftgate or trunk lid cracks at the hinge, taking out everything on the gate. Open and close the gate while watching the circuits, then repair the broken wires in the hinge loom or fit the maker's repair harness.",
      symptoms: [
        "Backup camera blinks or goes blue, plate light out, rear wiper dead or hatch release unresponsive",
        "Symptoms change with the gate open versus closed",
        "Power liftgate stops, reverses or shows an error",
        "Loom at the hinge cracked, with wires showing",
      ],
      symptomIds: ["intermittent", "dead-circuit", "damaged-wires"],
      causes: [
        {
          likelihood: "common",
          part: "Wires fatigued where they cross the liftgate or trunk hinge",
          why: "The loom bends at one point every time the gate opens; after years the strands snap inside the insulation.",
        },
        {
          likelihood: "occasional",
          part: "Corroded connector in the D-pillar or headliner",
          why: "A leaking gate seal or spoiler mount drips onto the connector where the gate harness joins the body.",
        },
        {
          likelihood: "occasional",
          part: "Harness chafed on the hinge arm or strut",
          why: "A clip that lets go puts the harness in the hinge's path, which cuts through it.",
        },
        {
          likelihood: "rare",
          part: "Failed liftgate module",
          why: "With wiring proven, a power-gate or rear body module can be the common failure point.",
        },
      ],
      checks: [
        {
          step: "Open the gate slowly while a helper watches the camera view or the plate lamp.",
          tools: ["Helper"],
          expect: "A function that cuts in and out at certain gate positions confirms a hinge-area break.",
        },
        {
          step: "Remove the headliner edge or hinge cover and inspect the loom and connector.",
          tools: ["Trim tools", "Flashlight"],
          expect: "Kinked, cracked or green wires where the loom bends.",
        },
        {
          step: "Measure continuity through each wire across the hinge while moving the gate.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "Under 1 Ω in every position; any wire that opens while moving is broken.",
        },
      ],
      fix: "Splice in fine-stranded wire of matching gauge with staggered, sealed splices, using the maker's approved parts for camera video wires, or fit a repair harness. Secure the loom in its clips and check the gate seals for leaks before closing up.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Splice fine-stranded wire at the hinge",
            partsLow: 15,
            partsHigh: 60,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.8,
          },
          {
            name: "Fit a liftgate hinge repair harness",
            partsLow: 100,
            partsHigh: 300,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate; excludes a full gate harness, a new camera and dealer rates.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive; without the camera, back up by looking, and make sure the plate and brake lamps work to avoid a ticket.",
      codes: [],
      terms: ["liftgate harness", "hinge loom", "repair harness"],
      related: ["door-jamb-harness-broken-wires", "intermittent-fault-wiggle-test"],
    },
    {
      slug: "heat-brittle-engine-harness",
      title: "Engine harness insulation cracks and falls apart near the exhaust manifold or turbo",
      summary:
        "Years of underhood heat bake the insulation and conduit until it cracks, exposing copper that shorts or opens, especially on O2 sensor, injector and coil wires near hot parts. Replace the brittle section or the harness and restore heat shields and clips.",
      symptoms: [
        "Insulation cracks when a wire is bent, and bare copper is visible",
        "Misfire, O2 sensor heater or injector circuit codes on a high-mileage engine",
        "Split or missing plastic conduit and heat sleeves near the manifold",
        "Trouble worse once the engine is fully warm",
      ],
      symptomIds: ["damaged-wires", "codes-wiring", "heat-cold-wet"],
      causes: [
        {
          likelihood: "common",
          part: "Insulation hardened by heat cycling",
          why: "PVC and even cross-linked insulation lose their plasticizers over years of heat and turn brittle, then crack with engine vibration.",
        },
        {
          likelihood: "occasional",
          part: "Heat shield missing or harness clip broken",
          why: "A harness that sags toward the exhaust sees far more heat than it was designed for.",
        },
        {
          likelihood: "occasional",
          part: "Oil-soaked harness from a valve cover or cam seal leak",
          why: "Oil swells and softens insulation, which then cracks and wears through.",
        },
        {
          likelihood: "rare",
          part: "Aftermarket header, turbo or exhaust routed closer to the harness",
          why: "Performance parts can put glowing-hot pipes inches from a harness never meant to be there.",
        },
      ],
      checks: [
        {
          step: "Scan for codes and note which circuits are affected.",
          tools: ["Scan tool"],
          expect:
            "Heater, injector or coil circuit codes on the hot side of the engine point to the harness near the exhaust.",
        },
        {
          step: "With the engine cold, trace the harness along the exhaust side, bending the conduit gently.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Cracked or powdery insulation, melted conduit or bare copper locates the damage.",
        },
        {
          step: "Measure each affected wire for continuity and for shorts to ground and to neighboring wires.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "Under 1 Ω end to end and no continuity to ground or other circuits.",
        },
        {
          step: "Check that heat shields, standoffs and harness clips are all present.",
          tools: ["Flashlight"],
          expect: "Harness held at its designed distance from hot parts; missing pieces must be replaced.",
        },
      ],
      fix: "Replace the brittle section with high-temperature wire and sleeving using sealed splices, or replace the engine harness when cracking is widespread. Fix oil leaks soaking it, refit heat shields and clips, and clear codes with a drive cycle.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace the brittle section with high-temp wire",
            partsLow: 50,
            partsHigh: 150,
            laborHoursLow: 0.8,
            laborHoursHigh: 3,
          },
          { name: "Replace the engine harness", partsLow: 600, partsHigh: 1500, laborHoursLow: 4, laborHoursHigh: 6 },
        ],
        excludes:
          "Estimate; excludes the oil-leak repairs soaking the harness, new heat shields, dealer rates and taxes.",
      },
      verdict: "careful",
      verdictReason: "Bare wires near the exhaust can short, stall the engine or start a fire; drive only to a shop.",
      codes: ["P0031", "P0037", "P0201", "P0300"],
      terms: ["engine harness", "heat sleeve", "conduit"],
      related: ["harness-melted-on-exhaust-after-repair", "rodent-chewed-wiring", "fault-only-when-hot"],
    },
    {
      slug: "twist-and-tape-previous-repair",
      title: "Problem traced to an old repair where wires were twisted together and taped",
      summary:
        "Twisted-and-taped joints loosen, let water in and corrode, adding resistance that comes and goes. Cut out every such joint on the circuit and redo it with crimped, adhesive-lined heat-shrink splices of the right size.",
      symptoms: [
        "Lumps of electrical tape in the harness, often unwinding or gummy",
        "Fault comes and goes with temperature or moisture",
        "Voltage drop across the joint when the circuit is loaded",
        "Green or black wire ends inside the tape",
      ],
      symptomIds: ["after-repair", "intermittent", "corrosion-visible"],
      causes: [
        {
          likelihood: "common",
          part: "Twisted joint loosening",
          why: "Twisted strands have no clamping force; heat cycles and vibration loosen them until they touch only lightly.",
        },
        {
          likelihood: "occasional",
          part: "Corrosion trapped under the tape",
          why: "Tape doesn't seal; moisture gets in, can't get out, and corrodes the joint and the wire beyond it.",
        },
        {
          likelihood: "occasional",
          part: "Wrong wires joined in the earlier repair",
          why: "Guesswork repairs sometimes connect a wire to the wrong circuit, causing odd behavior that the diagram won't explain.",
        },
        {
          likelihood: "rare",
          part: "Tape unwound in heat, leaving bare copper",
          why: "Tape adhesive softens near the engine and the wrap slides off, exposing the joint to short against metal.",
        },
      ],
      checks: [
        {
          step: "Trace the circuit and mark every tape lump and non-factory joint along it.",
          tools: ["Flashlight", "Wiring diagram"],
          expect: "A list of repairs to inspect; factory splices are usually inside the harness tape with no lump.",
        },
        {
          step: "Measure voltage drop across each joint with the circuit on.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "Under 0.05 V across a good joint with the load running; 0.1 V or more across one twisted joint marks it for cutting out and splicing properly.",
        },
        {
          step: "Unwrap each joint and check the copper and the wire colors against the diagram.",
          tools: ["Wiring diagram", "Wire strippers"],
          expect: "Bright copper joined to the correct wires; anything else is redone.",
        },
      ],
      fix: "Cut out each twisted joint back to clean copper and rejoin it with a correctly sized crimped butt splice covered by adhesive-lined heat-shrink, or solder and heat-shrink where the maker approves it. Correct any wrong connections and retest the circuit under load.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Redo one or two joints", partsLow: 5, partsHigh: 20, laborHoursLow: 0.4, laborHoursHigh: 1 },
          {
            name: "Redo several joints and correct wrong connections",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes replacing corroded wire beyond the joint and further repairs hidden in the harness.",
      },
      verdict: "careful",
      verdictReason:
        "Taped joints can fail open or short at any time; fix them before a long trip, especially on lighting and engine circuits.",
      codes: [],
      terms: ["butt splice", "adhesive-lined heat-shrink", "crimp"],
      related: [
        "quick-splice-tap-corroded",
        "corrosion-wicked-inside-insulation",
        "soldered-splice-cracked-from-vibration",
      ],
    },
    {
      slug: "quick-splice-tap-corroded",
      title: "Circuit failing at a blue or red quick-splice tap left from an old accessory install",
      summary:
        "Insulation-displacement taps (Scotchlok-style T-taps) cut into the wire, loosen over time and corrode, weakening the factory circuit. Remove them, repair the cut strands with a proper splice, and reconnect the accessory correctly or not at all.",
      symptoms: [
        "Plastic tap connectors clamped over factory wires behind the dash, at the taillights or near the hitch",
        "The factory function on that wire is weak, flickering or dead",
        "Green corrosion where the tap's blade bites the wire",
        "The accessory is long gone but the tap is still there",
      ],
      symptomIds: ["after-accessory", "corrosion-visible", "intermittent"],
      causes: [
        {
          likelihood: "common",
          part: "Tap blade cutting through strands",
          why: "The blade has to slice the insulation and often cuts strands too, while a tap sized for thicker wire barely touches a thin one.",
        },
        {
          likelihood: "occasional",
          part: "Corrosion at the tap",
          why: "The cut insulation is open to moisture, so the blade and copper corrode, especially at taillights and under the car.",
        },
        {
          likelihood: "occasional",
          part: "Accessory tapped onto a sensor or module signal wire",
          why: "An accessory input on a signal wire can pull the voltage down or add noise, so the factory module misreads it.",
        },
        {
          likelihood: "rare",
          part: "Tap shorting to a neighboring wire",
          why: "A tap clamped over two wires, or pressed against another circuit, joins them.",
        },
      ],
      checks: [
        {
          step: "Find every tap on the affected circuit and note what accessory each one fed.",
          tools: ["Flashlight", "Trim tools"],
          expect: "A list of taps to remove; any still feeding a needed accessory gets rewired properly.",
        },
        {
          step: "Measure voltage drop across the tapped section with the factory circuit on.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "A few hundredths of a volt (under 0.05 V) across clean wire; 0.1 V or more right at the tap means its blade cut strands or let corrosion in.",
        },
        {
          step: "Remove the tap and inspect the wire underneath.",
          tools: ["Wire strippers"],
          expect: "Cut strands or green copper mean that section must be spliced, not just taped over.",
        },
      ],
      fix: "Cut out the damaged section and splice in the same gauge wire with crimped, heat-shrink-covered splices. If the accessory stays, feed it from a proper fused source or the maker's accessory connector with a relay, never from a sensor or module signal wire.",
      difficulty: 2,
      cost: {
        partsLow: 5,
        partsHigh: 60,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes:
          "Estimate; excludes reinstalling the accessory properly and repairing other damage from the original install.",
      },
      verdict: "ok",
      verdictReason:
        "Usually a nuisance; if the tap sits on a brake light, turn signal or fuel pump wire, fix it before driving much further.",
      codes: [],
      terms: ["insulation-displacement tap", "T-tap", "butt splice"],
      related: ["twist-and-tape-previous-repair", "trailer-wiring-splice-problems", "remote-starter-splices-stalling"],
    },
    {
      slug: "undersized-repair-wire",
      title: "Repaired wire gets hot, or the component is weak, after someone spliced in thinner wire",
      summary:
        "Wire smaller than the original can't carry the current without losing voltage and heating up. Redo the repair with the same or larger gauge and the right insulation, and check the fuse rating is back to spec.",
      symptoms: [
        "A section of wire visibly thinner than the factory wire on either side",
        "Motor slow or lamp dim since the repair",
        "The repair section warm to the touch or its insulation softened",
        "A bigger fuse was fitted to stop it blowing",
      ],
      symptomIds: ["after-repair", "weak-operation", "melted-burnt"],
      causes: [
        {
          likelihood: "common",
          part: "Repair wire gauge too small for the load",
          why: "Resistance rises as wire gets thinner: 10 feet of 18 AWG copper is about 0.064 Ω against 0.025 Ω for 14 AWG, so at 15 A that's about 1 V lost instead of 0.4 V, and the difference becomes heat.",
        },
        {
          likelihood: "occasional",
          part: "Metric size misread when choosing wire",
          why: "Factory diagrams list mm²; 0.5 mm² is about 20 AWG, 0.8 mm² about 18 AWG and 2.0 mm² about 14 AWG, and picking by eye often goes a size or two small.",
        },
        {
          likelihood: "occasional",
          part: "Copper-clad aluminum wire from a cheap kit",
          why: "CCA wire has noticeably higher resistance than pure copper of the same size and breaks more easily where it flexes.",
        },
        {
          likelihood: "rare",
          part: "Fuse upsized after the first failure",
          why: "A larger fuse no longer protects the thin wire, so it can overheat before anything blows.",
        },
      ],
      checks: [
        {
          step: "Compare the repair wire with the gauge in the wiring diagram and with the factory wire beside it.",
          tools: ["Wiring diagram", "Wire gauge"],
          expect: "Same size or larger is correct; smaller needs redoing.",
        },
        {
          step: "Measure voltage drop across the repair section with the load running.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "About 0.02–0.05 V across a short repair at full load; 0.3 V or more, with the section warm to the touch, means it is undersized or poorly joined.",
        },
        {
          step: "Check the fuse rating against the label and the diagram.",
          tools: ["Wiring diagram"],
          expect: "The specified rating; a larger fuse must go back to spec after the wire is fixed.",
        },
      ],
      fix: "Replace the repair with pure copper automotive wire of the same or larger gauge and the right insulation rating for its location, using crimped, heat-shrink-covered splices, and put the correct fuse back in. Retest voltage drop under load.",
      difficulty: 2,
      cost: {
        partsLow: 5,
        partsHigh: 60,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes: "Estimate; excludes heat damage to nearby wires or connectors found during the repair.",
      },
      verdict: "careful",
      verdictReason:
        "An undersized wire with an oversized fuse can overheat and start a fire; put the correct fuse back now and get the wire redone.",
      codes: [],
      terms: ["wire gauge", "AWG", "copper-clad aluminum"],
      related: [
        "melted-connector-high-current-circuit",
        "voltage-drop-power-side-weak-load",
        "twist-and-tape-previous-repair",
      ],
    },
    {
      slug: "soldered-splice-cracked-from-vibration",
      title: "Soldered wire repair broke right at the edge of the solder after a few months",
      summary:
        "Solder wicks up the strands and leaves a stiff section; vibration concentrates at its edge and the copper snaps there. Redo it with a crimped, sealed splice (or solder with heat-shrink strain relief where specified) and support the harness.",
      symptoms: [
        "Open circuit right beside an earlier soldered joint",
        "The wire breaks cleanly at the end of a shiny, stiff section",
        "The harness moves with the engine, a door or the suspension",
        "The repair lasted months, not years",
      ],
      symptomIds: ["after-repair", "dead-circuit", "intermittent"],
      causes: [
        {
          likelihood: "common",
          part: "Solder wicked along the strands into a rigid section",
          why: "Flexible stranded wire becomes a solid rod where solder soaks in, so every vibration bends the copper at the exact point the solder stops.",
        },
        {
          likelihood: "occasional",
          part: "No strain relief or support near the joint",
          why: "Without heat-shrink extending past the stiff section and a clip holding the harness, the joint carries the harness's movement.",
        },
        {
          likelihood: "occasional",
          part: "Cold solder joint",
          why: "A joint that never got hot enough is grainy and weak and cracks under vibration.",
        },
        {
          likelihood: "rare",
          part: "Acid-core plumbing solder or flux left in the joint",
          why: "Acid flux keeps eating the copper after the repair; electrical work needs rosin-core solder.",
        },
      ],
      checks: [
        {
          step: "Inspect the old repair and bend the wire gently either side of it.",
          tools: ["Flashlight", "Magnifier"],
          expect: "A break or kink right at the solder's edge confirms the cause.",
        },
        {
          step: "Measure voltage drop across the joint with the circuit loaded while flexing it.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "Under 0.05 V and steady on a sound joint; a reading that jumps toward full source voltage as the wire flexes at the solder's edge marks the crack.",
        },
        {
          step: "Check for green residue or white crust around the joint.",
          tools: ["Magnifier"],
          expect: "Residue points to acid flux, so cut back past all affected copper.",
        },
      ],
      fix: "Cut out the joint plus an inch either side and rejoin with a crimped butt splice under adhesive-lined heat-shrink. Where the service information calls for soldered splices, use rosin-core solder sparingly so it doesn't wick far and cover it with adhesive heat-shrink that reaches past the stiff section. Clip the harness so the splice can't flex.",
      difficulty: 2,
      cost: {
        partsLow: 5,
        partsHigh: 50,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.3,
        excludes:
          "Estimate; excludes access time for harnesses behind the dash or under the engine and related repairs.",
      },
      verdict: "careful",
      verdictReason:
        "A joint that has cracked once will open again without warning; fix it properly before relying on that circuit.",
      codes: [],
      terms: ["solder wicking", "strain relief", "rosin-core solder"],
      related: ["twist-and-tape-previous-repair", "door-jamb-harness-broken-wires", "bad-crimp-new-pigtail"],
    },
    {
      slug: "shielded-sensor-wire-repair-noise",
      title: "Erratic crank or knock sensor signal after a repair to its shielded or twisted wires",
      summary:
        "Shielded and twisted-pair sensor wires reject noise only if the shield stays continuous and grounded at one end and the twist is kept. Restore the drain wire, keep the twist through the repair, and route it away from ignition and charging leads.",
      symptoms: [
        "Crankshaft position, knock or misfire codes soon after a harness repair",
        "Tach needle jumps, the engine stumbles or stalls at random",
        "A scope shows spikes on the sensor signal that line up with ignition firing",
        "The repaired section has been straightened out or its foil or braid shield cut away",
      ],
      symptomIds: ["codes-wiring", "after-repair", "intermittent"],
      causes: [
        {
          likelihood: "common",
          part: "Shield or drain wire left unconnected",
          why: "The shield only drains noise if it is continuous and grounded where the maker grounds it, usually at the module end; cut it and it becomes an antenna.",
        },
        {
          likelihood: "occasional",
          part: "Twist removed over the repair length",
          why: "Twisting makes noise induce equally in both wires so the module's differential input cancels it; a straight run picks up noise unequally.",
        },
        {
          likelihood: "occasional",
          part: "Harness rerouted beside coil, injector or alternator wiring",
          why: "Ignition and charging wires radiate sharp voltage spikes into any sensor wire lying along them.",
        },
        {
          likelihood: "rare",
          part: "Shield grounded at both ends",
          why: "Grounding the shield at both ends can create a ground loop that carries current and induces noise instead of draining it.",
        },
      ],
      checks: [
        {
          step: "Scope the sensor signal at the module with the engine running and compare with a known-good pattern.",
          tools: ["Lab scope", "Back-probe pins"],
          expect: "A clean waveform; spikes or hash riding on it confirm noise pickup.",
        },
        {
          step: "Inspect the repair for a cut shield, a missing drain wire and an untwisted section.",
          tools: ["Flashlight"],
          expect: "Shield and twist carried through the repair; anything missing is the fault.",
        },
        {
          step: "With the battery disconnected, check shield continuity to its ground point and that it is grounded only where the diagram shows.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "Under 1 Ω from the shield to its single ground and open to ground at the other end.",
        },
        {
          step: "Check the route for ignition, injector or alternator wires bundled alongside.",
          tools: ["Flashlight"],
          expect: "Sensor wires in their own clips, away from high-current and ignition leads.",
        },
      ],
      fix: "Redo the repair keeping the pair twisted about once per inch or as the original, reconnect the drain wire, wrap the section in foil shield tape connected to the drain, and restore the original routing. Or replace the sensor pigtail. Clear codes and confirm a clean waveform.",
      difficulty: 3,
      cost: {
        partsLow: 10,
        partsHigh: 80,
        laborHoursLow: 0.6,
        laborHoursHigh: 2,
        excludes: "Estimate; excludes a new sensor or engine harness and dealer rates.",
      },
      verdict: "careful",
      verdictReason:
        "A noisy crank signal can stall the engine in traffic; drive gently and only to a shop until the repair is redone.",
      codes: ["P0335", "P0336", "P0325", "P0300"],
      terms: ["shielded cable", "drain wire", "twisted pair"],
      related: ["soldered-splice-cracked-from-vibration", "fault-only-when-hot", "heat-brittle-engine-harness"],
    },
    {
      slug: "airbag-wire-damaged",
      title: "Airbag light on after a yellow airbag harness wire was nicked, pinched or cut",
      summary:
        "Airbag circuits are watched for tiny resistance changes, and most makers allow repairs only with their approved kits, and none at all in some spots. Disarm the system, repair with the maker's SRS parts or replace the harness, then clear codes with a scan tool.",
      symptoms: [
        "Airbag warning lamp stays on after dash, console, carpet or pillar work",
        "A yellow wire or yellow-sleeved harness damaged where trim or a panel was removed",
        "Scan shows a deployment or pretensioner circuit resistance high, low or shorted",
        "A connector in the airbag system was unplugged during the job",
      ],
      symptomIds: ["airbag-light", "after-repair", "damaged-wires"],
      causes: [
        {
          likelihood: "common",
          part: "Wire pinched by a trim panel, screw or bracket during other work",
          why: "The module tests each deployment loop's resistance at every start; a crushed or nicked wire changes it enough to set a fault.",
        },
        {
          likelihood: "occasional",
          part: "Connector not fully seated, leaving its shorting bar closed",
          why: "Airbag connectors short the loop when unplugged to prevent accidental firing; a connector short of its lock leaves the bar touching and the module sees a short.",
        },
        {
          likelihood: "occasional",
          part: "Earlier non-approved splice adding resistance",
          why: "Deployment loops are only a few ohms, so a poor splice adding even a few tenths can push the reading out of range.",
        },
        {
          likelihood: "rare",
          part: "Damaged clock spring or seat harness outside the work area",
          why: "If the visible damage is repaired and the code remains, the fault lies elsewhere in the same loop.",
        },
      ],
      checks: [
        {
          step: "Read and save the airbag codes, noting which deployment loop is named.",
          tools: ["Scan tool with SRS access"],
          expect: "A specific loop narrows the search to one harness path.",
        },
        {
          step: "Disarm: ignition off, battery negative disconnected, and wait the time the maker specifies before touching any SRS connector.",
          tools: ["Airbag service procedure"],
          expect:
            "Disarmed after the wait, typically 1–3 minutes with the negative cable off and isolated (some makers specify longer; confirm in the service information), before any connector is opened.",
        },
        {
          step: "Inspect the named loop's harness along the area that was worked on and check each connector's lock.",
          tools: ["Flashlight", "Trim tools"],
          expect: "A crushed wire or an unlocked connector that explains the code.",
        },
        {
          step: "Test the wiring with the maker's airbag simulator or load tool in place of the inflator, never with an ohmmeter across an airbag.",
          tools: ["Airbag simulator", "Digital multimeter"],
          expect:
            "With the simulator connected the code clears if the wiring is good; if not, the fault is in the harness or module.",
        },
      ],
      fix: "Repair only with the maker's SRS repair kit and method, or replace the harness where repairs aren't allowed. Reseat connectors and their locks, reconnect the battery with nobody in the car, clear codes and confirm the lamp goes out after its self-test.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "SRS repair-kit splice on one wire pair",
            partsLow: 15,
            partsHigh: 60,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the SRS harness section",
            partsLow: 150,
            partsHigh: 400,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate; excludes a clock spring, seat belt pretensioner or airbag module and dealer rates.",
      },
      verdict: "careful",
      verdictReason:
        "With the airbag light on, one or more airbags or pretensioners may not fire in a crash; get it repaired promptly.",
      codes: [],
      terms: ["SRS", "deployment loop", "shorting bar", "airbag simulator"],
      related: ["connector-half-seated-after-repair", "screw-through-harness-after-install"],
    },
    {
      slug: "voltage-drop-power-side-weak-load",
      title: "Motor runs slow or a lamp glows dim even though the battery reads a full 12.6 volts",
      summary:
        "Resistance somewhere in the feed or ground is eating voltage before it reaches the load. Measure voltage drop across the power side and the ground side separately with the circuit running, then walk the bad side until the loss is found.",
      symptoms: [
        "Fuel pump, blower, window or wiper motor slow; a headlamp or single lamp dim",
        "Battery voltage normal at the posts",
        "Voltage at the component's connector well below battery voltage while it runs",
        "The component runs fine on the bench with fused jumper leads",
      ],
      symptomIds: ["weak-operation", "dead-circuit"],
      causes: [
        {
          likelihood: "common",
          part: "Corroded or loose ground connection",
          why: "A ground eyelet on rusty metal or a loose bolt adds resistance that lowers the voltage the load sees.",
        },
        {
          likelihood: "common",
          part: "Burned switch or relay contacts",
          why: "Arcing pits the contacts, which then drop a volt or more under load; headlamp and blower switches are frequent offenders.",
        },
        {
          likelihood: "occasional",
          part: "Corroded connector or splice on the feed",
          why: "Every poor connection in series adds its own loss, and at high current a few tenths each adds up.",
        },
        {
          likelihood: "rare",
          part: "Wire too small for the load",
          why: "An undersized wire from an earlier repair loses voltage along its length.",
        },
      ],
      checks: [
        {
          step: "Measure voltage across the battery posts with the load running.",
          tools: ["Digital multimeter"],
          expect: "About 12.4–12.6 V engine off or 13.5–14.8 V running; this is the reference.",
        },
        {
          step: "With the load running, put one meter lead on the battery positive post and the other on the component's feed terminal.",
          tools: ["Digital multimeter", "Long test lead", "Back-probe pins"],
          expect: "Under about 0.5 V for a typical circuit; more means the loss is on the feed side.",
        },
        {
          step: "With the load running, measure from the component's ground terminal to the battery negative post.",
          tools: ["Digital multimeter", "Long test lead", "Back-probe pins"],
          expect: "Under about 0.2 V; more means the loss is on the ground side.",
        },
        {
          step: "On the bad side, move one lead point by point across each connector, fuse, switch, splice and ground.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "The reading falls sharply once you pass the bad point, which holds the resistance.",
        },
      ],
      fix: "Repair the point found: clean a ground to bare metal and protect it, replace burned switch or relay contacts, replace corroded terminals or splices, or upsize a thin wire. Recheck both sides' voltage drop under load to confirm.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Clean and protect a ground", partsLow: 5, partsHigh: 20, laborHoursLow: 0.4, laborHoursHigh: 1 },
          {
            name: "Replace a relay, switch contacts or corroded splice",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Estimate; excludes a new motor if it was damaged by running on low voltage and dealer rates.",
      },
      verdict: "ok",
      verdictReason:
        "Usually safe to drive; dim headlamps or a weak fuel pump deserve attention soon, since both can get worse suddenly.",
      codes: [],
      terms: ["voltage drop", "loaded test", "ground side"],
      related: [
        "continuity-good-fails-under-load",
        "twelve-volts-present-but-nothing-works",
        "melted-connector-high-current-circuit",
      ],
    },
    {
      slug: "continuity-good-fails-under-load",
      title: "Wire tests good for continuity, yet the circuit still fails under load",
      summary:
        "An ohmmeter pushes only milliamps, so a wire hanging on by a strand or a corroded terminal can read under an ohm and still collapse when real current flows. Test with the circuit loaded, using voltage drop or a load in place of the component.",
      symptoms: [
        "Meter reads a fraction of an ohm end to end, but the component won't run",
        "New parts fitted and all test good on the bench",
        "Voltage present with the component unplugged, falling away once it's connected",
        "The circuit sometimes works for a second, then quits",
      ],
      symptomIds: ["dead-circuit", "weak-operation", "intermittent"],
      causes: [
        {
          likelihood: "common",
          part: "Wire broken down to one or two strands",
          why: "A few strands carry the meter's tiny current with almost no drop, but at several amps they act as a resistor or a fuse.",
        },
        {
          likelihood: "occasional",
          part: "Corroded terminal with a tiny contact area",
          why: "A small clean spot passes meter current easily but heats and drops voltage under load.",
        },
        {
          likelihood: "occasional",
          part: "Burned relay contacts",
          why: "Pitted contacts may close well enough to pass continuity yet fail when asked to carry the load.",
        },
        {
          likelihood: "rare",
          part: "Meter on the wrong range or leads not zeroed",
          why: "Lead resistance or a coarse range can hide a few tenths of an ohm that matter at high current.",
        },
      ],
      checks: [
        {
          step: "Touch the meter leads together to zero them, then re-measure the wire's resistance.",
          tools: ["Digital multimeter"],
          expect: "A low reading here is necessary but not proof the wire can carry current.",
        },
        {
          step: "Connect a load such as a headlamp bulb or a load tool in place of the component and measure voltage across it.",
          tools: ["Load tool", "Test light", "Digital multimeter"],
          expect:
            "Within about 0.5 V of battery voltage; a reading that sags badly confirms high resistance in the circuit.",
        },
        {
          step: "Measure voltage drop along the feed and ground wires with the load connected.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect: "The wire or connection showing most of the loss is the fault.",
        },
        {
          step: "Flex that section and look closely at the insulation for kinks or swelling.",
          tools: ["Flashlight"],
          expect: "A stiff, kinked or swollen spot shows where strands are broken.",
        },
      ],
      fix: "Replace the broken wire section or corroded terminal, or the relay, with correctly sized parts and sealed splices. Confirm the repair with a loaded voltage-drop test, not just an ohmmeter.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace a corroded terminal or relay",
            partsLow: 5,
            partsHigh: 50,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the broken wire section",
            partsLow: 20,
            partsHigh: 100,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes parts replaced earlier without fixing it and dealer rates.",
      },
      verdict: "careful",
      verdictReason:
        "A wire down to a strand can fail completely or overheat; find it before the circuit it feeds quits on the road.",
      codes: [],
      terms: ["voltage drop", "load tool", "ohmmeter"],
      related: [
        "voltage-drop-power-side-weak-load",
        "twelve-volts-present-but-nothing-works",
        "corrosion-wicked-inside-insulation",
      ],
    },
    {
      slug: "twelve-volts-present-but-nothing-works",
      title: "Full 12 volts at the connector, but the motor or lamp still does nothing",
      summary:
        "A voltmeter draws almost no current, so it reads full voltage through a bad feed and can't see an open ground. Measure across the feed and ground pins together, load the circuit with a test light, and check module-switched grounds before condemning the part.",
      symptoms: [
        "Meter reads battery voltage from the feed pin to chassis ground",
        "The component works when jumped straight from the battery with fused leads",
        "Meter across the feed and ground pins of the same connector reads much less, or nothing",
        "A test light on the feed pin glows dim or not at all",
      ],
      symptomIds: ["dead-circuit", "weak-operation"],
      causes: [
        {
          likelihood: "common",
          part: "Open or high-resistance ground circuit",
          why: "With the ground open, the component has voltage on one side and nowhere to send current, so it does nothing while the feed looks perfect.",
        },
        {
          likelihood: "occasional",
          part: "Feed so resistive it shows voltage only with no load",
          why: "A meter's tiny current drops almost nothing across a bad connection, but any real load pulls the voltage down.",
        },
        {
          likelihood: "occasional",
          part: "Module-switched ground not being commanded",
          why: "Many loads are switched on the ground side by a body or engine module; without the command there is no ground.",
        },
        {
          likelihood: "rare",
          part: "The component itself has failed",
          why: "Only after the circuit passes loaded tests is the part the likely fault.",
        },
      ],
      checks: [
        {
          step: "With the circuit switched on, measure between the feed pin and the ground pin of the component's connector.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "Close to battery voltage between the two pins; far less than the feed-to-chassis reading points to the ground side.",
        },
        {
          step: "Put an incandescent test light across the feed and ground pins.",
          tools: ["Test light"],
          expect:
            "A bright lamp means the circuit can deliver current; dim or dark confirms a high-resistance feed or ground.",
        },
        {
          step: "Check in the diagram whether a module switches the ground, and command it with a scan tool.",
          tools: ["Wiring diagram", "Scan tool"],
          expect: "The ground pin pulls low when commanded; no change points to the module or its input.",
        },
        {
          step: "Measure voltage drop from the ground pin to battery negative with the test light connected.",
          tools: ["Digital multimeter"],
          expect: "Under about 0.2 V; more locates the bad ground path.",
        },
      ],
      fix: "Repair the open or corroded ground, the resistive feed connection or the module input found; replace the component only if the circuit lights a test lamp brightly and the part still fails with power and ground proven at its pins.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Repair the open or corroded ground",
            partsLow: 0,
            partsHigh: 20,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Repair a resistive feed connection or module input",
            partsLow: 20,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Estimate; excludes a module replacement and its programming, and parts already bought.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive unless the dead item is a headlamp, brake lamp, wiper or fuel pump; then fix it before driving in those conditions.",
      codes: [],
      terms: ["open ground", "test light", "module-switched ground"],
      related: ["continuity-good-fails-under-load", "voltage-drop-power-side-weak-load", "open-circuit-no-blown-fuse"],
    },
    {
      slug: "wire-colors-dont-match-diagram",
      title: "Wire colors in the car don't match the wiring diagram",
      summary:
        "Mid-year changes, trim-specific harnesses, faded insulation and earlier repairs all break color matching. Confirm the diagram's year, build date and option codes, then identify wires by connector cavity number and continuity rather than by color alone.",
      symptoms: [
        "The diagram calls for a gray wire with a black stripe and the connector has none",
        "Connector shape or pin count differs from the end view",
        "Several wires of the same color in one connector",
        "Faded, dirty or heat-darkened insulation",
      ],
      symptomIds: ["diagram-confusion"],
      causes: [
        {
          likelihood: "common",
          part: "Diagram for a different build date, engine, trim or production change",
          why: "Harnesses change mid-year and by option package; a diagram for the wrong variant shows different colors and pinouts.",
        },
        {
          likelihood: "occasional",
          part: "Color codes misread",
          why: "The first color is the base and the second the stripe (BK/WH is black with white); VW and Audi diagrams use German abbreviations such as sw for black and ws for white.",
        },
        {
          likelihood: "occasional",
          part: "An earlier repair using whatever wire was on hand",
          why: "A section of the wrong color in the middle of a run throws off anyone tracing by color.",
        },
        {
          likelihood: "rare",
          part: "Harness or module from another vehicle",
          why: "A salvage harness from a different trim or year carries its own colors and pinouts.",
        },
      ],
      checks: [
        {
          step: "Pull the diagram by VIN and check the production date on the door-jamb label and the option codes (on GM, the RPO codes on the glovebox label).",
          tools: ["Service information", "VIN decoder"],
          expect: "A diagram for the exact build; colors often match once the variant is right.",
        },
        {
          step: "Identify the wire by the cavity number on the connector end view instead of its color.",
          tools: ["Wiring diagram", "Flashlight"],
          expect: "Cavity numbers molded on the connector match the diagram even when colors don't.",
        },
        {
          step: "Confirm the wire by continuity from a known point, such as a module pin, with the battery disconnected.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect: "Under 1 Ω to the expected pin proves the wire's identity.",
        },
      ],
      fix: "Work from the correct build-specific diagram, identify wires by cavity and continuity, and label them with tape during the repair. Note any mismatches or earlier repairs on the repair order for the next technician.",
      difficulty: 2,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.3,
        laborHoursHigh: 0.8,
        excludes: "Estimate for extra diagnostic time only; excludes a wiring-information subscription.",
      },
      verdict: "ok",
      verdictReason:
        "This is a diagnosis problem, not a driving one; the car is as safe as whatever fault is being traced.",
      codes: [],
      terms: ["wiring diagram", "connector end view", "cavity number", "RPO code"],
      related: ["buried-factory-splice-corroded", "open-circuit-no-blown-fuse"],
      commonOn: [{ make: "volkswagen" }, { make: "audi" }],
    },
    {
      slug: "buried-factory-splice-corroded",
      title: "Intermittent fault traced to a factory splice buried inside the harness wrap",
      summary:
        "Factory splices join several wires under the harness tape, and one that corrodes or loosens upsets every circuit sharing it. Find the splice on the diagram, open the wrap at that spot, and redo it with a sealed connection.",
      symptoms: [
        "Two or three related items misbehave together, such as sensors sharing a 5 V reference or a ground",
        "The diagram shows those circuits meeting at one splice",
        "A harness bulge or damp section near a leak or a low point",
        "Voltage drop appears on the shared wire, not on the individual branches",
      ],
      symptomIds: ["intermittent", "codes-wiring", "corrosion-visible"],
      causes: [
        {
          likelihood: "common",
          part: "Splice corroded where water runs along the harness",
          why: "Water follows the harness to its lowest point; a splice there corrodes inside the tape where nobody sees it.",
        },
        {
          likelihood: "occasional",
          part: "Crimped or welded splice cracked",
          why: "Vibration or a harness pulled tight during other work cracks the joint between the shared wire and its branches.",
        },
        {
          likelihood: "occasional",
          part: "Splice stretched during engine or dash removal",
          why: "Harnesses yanked to free a connector pull on splices, loosening a strand bundle.",
        },
        {
          likelihood: "rare",
          part: "Splice shorted to a neighboring wire",
          why: "A splice with its insulation broken can touch another circuit inside the bundle.",
        },
      ],
      checks: [
        {
          step: "In the diagram, find what the affected circuits have in common and the splice that joins them.",
          tools: ["Wiring diagram"],
          expect: "A splice ID and its location from the component locator.",
        },
        {
          step: "Measure voltage drop from each branch's component pin to the source, then from the splice side to the source.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "The same loss, often 0.3 V or more, on every branch past the splice and under 0.05 V on the feed up to it places the fault at the splice.",
        },
        {
          step: "Open the harness wrap at the splice location and inspect it.",
          tools: ["Trim tools", "Flashlight"],
          expect: "Green corrosion, a loose crimp or a broken strand bundle at the splice.",
        },
      ],
      fix: "Cut out the splice and rejoin all the wires with a crimped splice of the right size under adhesive-lined heat-shrink, fix any water path along the harness, rewrap it and clear codes.",
      difficulty: 3,
      cost: {
        partsLow: 5,
        partsHigh: 60,
        laborHoursLow: 0.6,
        laborHoursHigh: 2.4,
        excludes: "Estimate; excludes dash, seat or carpet removal beyond a few hours and water-leak repairs.",
      },
      verdict: "careful",
      verdictReason:
        "A failing shared splice can drop several engine sensors at once and stall the car; have it repaired soon.",
      codes: ["P0641", "P0651"],
      terms: ["factory splice", "shared circuit", "5-volt reference"],
      related: [
        "wire-colors-dont-match-diagram",
        "corrosion-wicked-inside-insulation",
        "fretting-corrosion-codes-clear-when-replugged",
      ],
    },
    {
      slug: "remote-starter-splices-stalling",
      title: "Car stalls, flickers or loses accessories where a remote starter was spliced into the ignition",
      summary:
        "Aftermarket remote starters tie into high-current ignition and accessory feeds at the column; loose taps, overloaded onboard relays or a failing bypass module cause stalls and dead accessories. Inspect every connection, then fix, replace or remove the install.",
      symptoms: [
        "Engine dies while driving over bumps, or the dash flickers",
        "Heater blower, radio or wipers cut out for a moment",
        "A remote-start unit and a bundle of added wires zip-tied under the steering column",
        "The security or key-not-detected light flashes when it stalls",
      ],
      symptomIds: ["after-accessory", "intermittent", "dead-circuit"],
      causes: [
        {
          likelihood: "common",
          part: "Loose or corroded taps on the ignition and accessory feeds",
          why: "These wires carry tens of amps on many cars; a tap that isn't solid drops the feed with vibration and the engine computer loses power.",
        },
        {
          likelihood: "occasional",
          part: "Remote starter's onboard relay overloaded",
          why: "Small relays in the unit burn their contacts switching heavy ignition loads, adding resistance or opening under load.",
        },
        {
          likelihood: "occasional",
          part: "Immobilizer bypass module dropping out",
          why: "The module that imitates the key for the immobilizer can glitch, and the engine computer shuts the engine off as if the key were gone.",
        },
        {
          likelihood: "rare",
          part: "Factory wire cut and rejoined badly during the install",
          why: "Some installs cut and reroute ignition or starter wires; a poor rejoin fails with heat and movement.",
        },
      ],
      checks: [
        {
          step: "Remove the lower dash panel and inspect every connection the installer made.",
          tools: ["Trim tools", "Flashlight"],
          expect: "Tight, insulated joints; twisted, taped or quick-splice joints on heavy feeds are suspect.",
        },
        {
          step: "With the engine running, measure voltage drop across each tapped ignition and accessory joint while wiggling it.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "Under 0.1 V and steady across each tapped joint at idle with its load on; a jump of tenths of a volt or more while moving one joint locates the fault.",
        },
        {
          step: "Unplug the remote starter's harness (or the plug-in T-harness on vehicle-specific units) and drive the car.",
          tools: [],
          expect: "If stalls stop with the unit disconnected, the install is the problem.",
        },
        {
          step: "Scan for immobilizer or lost-key codes stored at the time of a stall.",
          tools: ["Scan tool"],
          expect: "Security codes at each stall point to the bypass module rather than the power taps.",
        },
      ],
      fix: "Redo heavy connections as crimped or soldered, insulated joints, or replace a hard-wired unit with a vehicle-specific plug-in harness; replace a failing unit or bypass module. If the owner doesn't need it, remove the system and restore the factory wires with proper splices.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Redo the heavy-feed joints properly",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Plug-in T-harness, or removal with factory splices",
            partsLow: 80,
            partsHigh: 300,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes:
          "Estimate; excludes a new remote starter, its programming and repairs to modules damaged by the install.",
      },
      verdict: "careful",
      verdictReason:
        "Stalling at speed takes away power steering and brake assist; drive only locally and gently until the wiring is corrected.",
      codes: [],
      terms: ["remote starter", "immobilizer bypass", "T-harness"],
      related: ["quick-splice-tap-corroded", "add-a-fuse-or-jammed-wire-in-fuse-box", "intermittent-fault-wiggle-test"],
    },
    {
      slug: "amplifier-power-wire-unsafe",
      title: "Aftermarket amplifier power wire runs through bare sheet metal with no fuse near the battery",
      summary:
        "An amp feed with no fuse within about 18 inches of the battery, or run through the firewall without a grommet, can short to the body and burn. Stop using it, disconnect the battery, and rerun the feed with a fuse at the battery and a grommet.",
      symptoms: [
        "A thick power wire from the battery with no fuse holder, or one far down the wire in the cabin or trunk",
        "Wire passes through a hole in the firewall with no grommet, its insulation scuffed",
        "Burning smell, melted carpet or a hot wire",
        "Main amp fuse blows, or the battery runs flat",
      ],
      symptomIds: ["after-accessory", "melted-burnt", "damaged-wires", "blown-fuses"],
      causes: [
        {
          likelihood: "common",
          part: "No fuse at the battery end of the feed",
          why: "A fuse protects the wire, so it must sit at the source; any short between the battery and a fuse mounted in the trunk is unprotected and can carry hundreds of amps.",
        },
        {
          likelihood: "occasional",
          part: "Missing grommet where the wire passes through metal",
          why: "Engine vibration saws the sheet-metal edge through the insulation until the copper touches the body.",
        },
        {
          likelihood: "occasional",
          part: "Wire too small for the amplifier, or copper-clad aluminum",
          why: "An undersized feed heats up at full volume, and its fuse is often upsized to stop it blowing.",
        },
        {
          likelihood: "rare",
          part: "Amp ground bolted to painted or seam-sealed metal",
          why: "A high-resistance ground gets hot and can push return current through other paths.",
        },
      ],
      checks: [
        {
          step: "Follow the amp feed from the battery and measure how far the fuse holder sits from the terminal.",
          tools: ["Tape measure", "Flashlight"],
          expect: "A fuse within about 18 inches of the battery; anything farther, or none, is unsafe.",
        },
        {
          step: "Inspect every pass-through and bend for a grommet, loom and scuffed insulation.",
          tools: ["Flashlight"],
          expect: "Wire protected wherever it meets metal, clear of moving parts and the exhaust.",
        },
        {
          step: "Compare the fuse rating with the wire gauge's rating and the amp maker's recommendation.",
          tools: ["Wire gauge"],
          expect: "Fuse no larger than the wire can safely carry; an oversized fuse must come down.",
        },
        {
          step: "With the system playing loudly, measure voltage drop along the power and ground wires.",
          tools: ["Digital multimeter"],
          expect: "Under about 0.5 V on each; more means undersized wire or a poor ground.",
        },
      ],
      fix: "Fit a fuse holder within about 18 inches of the battery sized to protect the wire, pass the wire through a grommet, loom it and route it away from sharp edges, moving parts and heat. Ground to bare metal near the amp, and use pure copper wire of the gauge the amp maker recommends.",
      difficulty: 2,
      cost: {
        partsLow: 20,
        partsHigh: 150,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes:
          "Estimate; excludes repairs to anything already heat-damaged, carpet replacement and new audio equipment.",
      },
      verdict: "stop",
      verdictReason:
        "An unfused battery feed touching the body can start a fire in seconds; don't drive or play the system until it's fixed, and disconnect the battery if you smell burning.",
      codes: [],
      terms: ["fuse at the source", "grommet", "power wire gauge"],
      related: ["undersized-repair-wire", "light-bar-wired-without-relay", "melted-connector-high-current-circuit"],
    },
    {
      slug: "trailer-wiring-splice-problems",
      title: "Taillights, turn signals or bulb-out warnings act up after trailer wiring was spliced in",
      summary:
        "A spliced-in trailer kit or unpowered converter can overload factory lamp circuits, backfeed them, or confuse lamp-out monitoring on cars with module-driven lamps. Use a powered converter fed from the battery, or the vehicle's plug-in tow harness.",
      symptoms: [
        "Turn signals flash fast, brake lamps glow, or bulb-out warnings appear since the hitch wiring went in",
        "Trailer lights work but the car's own taillights misbehave",
        "Quick-splice taps or an unpowered converter box behind the taillights",
        "A lamp fuse blows, or the lamps quit, when the trailer is plugged in",
      ],
      symptomIds: ["after-accessory", "backfeed", "blown-fuses", "intermittent"],
      causes: [
        {
          likelihood: "common",
          part: "Unpowered converter drawing trailer lamp current through factory circuits",
          why: "Many taillight circuits are driven by a body module that watches current; trailer bulbs added to them overload the outputs or trip fault detection.",
        },
        {
          likelihood: "occasional",
          part: "Poor or corroded taps on the taillight wires",
          why: "Taps under the rear bumper sit in spray and corrode, adding resistance to the factory lamps.",
        },
        {
          likelihood: "occasional",
          part: "Converter backfeeding between circuits",
          why: "A failed or cheap converter can feed voltage from one lamp circuit into another, so brake lights glow with the parking lamps.",
        },
        {
          likelihood: "rare",
          part: "Trailer ground poor, so lamp current returns through other circuits",
          why: "With a weak trailer ground, return current looks for other paths through the converter and the car's lamps.",
        },
      ],
      checks: [
        {
          step: "Identify the kit: plug-in T-connector, tap-in converter, or powered converter with its own fused battery feed.",
          tools: ["Flashlight", "Trim tools"],
          expect: "An unpowered tap-in converter on a module-driven lamp system is the likely cause.",
        },
        {
          step: "Unplug the converter from the vehicle harness and check the car's lamps.",
          tools: [],
          expect: "Lamps and warnings return to normal if the converter or its connection is the problem.",
        },
        {
          step: "On a powered converter, check its battery feed fuse and ground, and measure that feed with the lamps on.",
          tools: ["Digital multimeter", "Test light"],
          expect:
            "12.4 V or more at the converter's fused feed with the lamps on and under 0.1 V on its ground; a dead feed means it is drawing from the lamp circuits.",
        },
        {
          step: "Inspect and voltage-drop test each tap on the factory wires.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect: "Near-zero loss at each tap; corrosion or cut strands need repair.",
        },
      ],
      fix: "Replace the tap-in kit with a vehicle-specific plug-in tow harness and a powered, isolated converter fed by a fused wire from the battery, or use the factory tow package connector. Repair any factory wires damaged by taps, and check all lamps with and without the trailer connected.",
      difficulty: 2,
      cost: {
        partsLow: 30,
        partsHigh: 200,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes: "Estimate; excludes a body module damaged by overload, trailer-side repairs and a brake controller.",
      },
      verdict: "careful",
      verdictReason:
        "Wrong or missing brake and turn signals on the car or trailer get you rear-ended; fix it before towing or driving at night.",
      codes: [],
      terms: ["powered converter", "T-connector harness", "lamp-out monitoring"],
      related: ["quick-splice-tap-corroded", "trailer-7-pin-socket-corroded", "circuits-backfeed-short-to-voltage"],
    },
    {
      slug: "light-bar-wired-without-relay",
      title: "Aftermarket light bar or off-road lights melted the switch or keep blowing fuses",
      summary:
        "A light bar wired straight through a dash switch, or tapped into the headlamp circuit, pulls more current than that circuit was built for. Rewire with a relay, a fused feed from the battery sized to the wire, and a switch that only triggers the relay.",
      symptoms: [
        "Dash switch hot, melted or sticking",
        "Headlamp fuse blows, or the headlamps flicker, with the bar on",
        "Wire to the bar warm, or its insulation soft",
        "Installed with thin wire from a universal kit, or tapped into the high-beam wire",
      ],
      symptomIds: ["after-accessory", "melted-burnt", "blown-fuses"],
      causes: [
        {
          likelihood: "common",
          part: "No relay, so the switch carries the full lamp current",
          why: "A 240-watt LED bar pulls about 20 A at 12 V, far beyond what a small dash switch is built for, so the contacts arc and melt.",
        },
        {
          likelihood: "occasional",
          part: "Bar tapped into a module-controlled headlamp circuit",
          why: "Many newer trucks drive headlamps from a body module that senses current; the extra load sets faults or damages the output.",
        },
        {
          likelihood: "occasional",
          part: "Undersized wire or no fuse near the battery",
          why: "Kit wire is often too thin for the run, and without a fuse at the source a short has no protection.",
        },
        {
          likelihood: "rare",
          part: "Water in the bar's connector",
          why: "Cheap connectors at the bumper or roof fill with water and short, blowing the fuse.",
        },
      ],
      checks: [
        {
          step: "Trace the installation from the battery to the bar and note whether a relay, a fuse and a dedicated switch circuit exist.",
          tools: ["Flashlight", "Wiring diagram"],
          expect: "A relay near the battery, a fuse close to the source and a switch that feeds only the relay coil.",
        },
        {
          step: "Measure the bar's current with a clamp meter.",
          tools: ["Current clamp"],
          expect: "Current matching the bar's wattage divided by 12 V; compare with the wire and switch ratings.",
        },
        {
          step: "Check whether any part of the install connects to factory headlamp wiring and scan the body module for lamp faults.",
          tools: ["Scan tool"],
          expect: "No connection to factory lamp circuits; lamp output faults in the module point to the tap.",
        },
      ],
      fix: "Remove taps on factory lamp wiring, then install a relay fed by a fused wire from the battery sized for the bar's current, a ground to bare metal, and a switch that only drives the relay coil (fed from an ignition-switched source). Replace melted switches and any damaged factory wiring.",
      difficulty: 2,
      cost: {
        partsLow: 20,
        partsHigh: 120,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes: "Estimate; excludes a body module damaged by overload and a new light bar.",
      },
      verdict: "careful",
      verdictReason:
        "Don't use the bar until it's rewired; an overloaded switch or headlamp circuit can melt or leave you without headlights.",
      codes: [],
      terms: ["relay", "fused feed", "auxiliary lighting"],
      related: [
        "amplifier-power-wire-unsafe",
        "melted-connector-high-current-circuit",
        "add-a-fuse-or-jammed-wire-in-fuse-box",
      ],
    },
    {
      slug: "add-a-fuse-or-jammed-wire-in-fuse-box",
      title: "Circuits went intermittent after an add-a-fuse tap or a bare wire was pushed into the fuse box",
      summary:
        "A wire jammed beside a fuse blade, or an add-a-fuse in the wrong slot, spreads the fuse-box terminal so the original fuse loses contact. Remove it, check terminal grip, and feed the accessory from a correctly oriented add-a-fuse on a suitable circuit.",
      symptoms: [
        "A dash cam, radar detector or phone charger wired into the fuse box",
        "The factory item on that fuse now cuts in and out",
        "A fuse sits loose in its slot, or the terminal looks discolored",
        "A stripped wire wedged next to a fuse blade",
      ],
      symptomIds: ["after-accessory", "intermittent", "dead-circuit"],
      causes: [
        {
          likelihood: "common",
          part: "Fuse terminal spread by a jammed wire or a thick tap blade",
          why: "Fuse-box terminals grip a blade of one thickness; forcing in a wire or a thicker blade bends them open, so the fuse later wobbles and loses contact.",
        },
        {
          likelihood: "occasional",
          part: "Add-a-fuse fitted the wrong way round",
          why: "Installed backward, the original circuit's fuse can end up carrying the accessory's load as well, so it runs hot or blows.",
        },
        {
          likelihood: "occasional",
          part: "Tap on an airbag, engine or other critical circuit",
          why: "Adding load or noise to those circuits can set faults, and a short in the accessory can take down a system the car needs.",
        },
        {
          likelihood: "rare",
          part: "Bare wire touching a neighboring terminal",
          why: "An exposed strand bridging two slots ties circuits together or shorts them.",
        },
      ],
      checks: [
        {
          step: "Inspect the fuse box for taps, jammed wires and heat discoloration.",
          tools: ["Flashlight"],
          expect: "Anything other than fuses and proper add-a-fuse taps in the slots is the suspect.",
        },
        {
          step: "Remove the tap and refit the original fuse, then feel how firmly it holds.",
          tools: ["Fuse puller"],
          expect: "A fuse should need a firm pull to remove; one that drops out means a spread terminal.",
        },
        {
          step: "With the circuit running, measure voltage drop across the fuse from terminal to terminal.",
          tools: ["Digital multimeter"],
          expect: "Well under 0.2 V for a healthy mini fuse at normal load; more means poor terminal contact.",
        },
        {
          step: "Check which slots are ignition-switched and which circuits are airbag or engine related.",
          tools: ["Wiring diagram", "Test light"],
          expect:
            "A non-critical ignition-switched slot, such as an accessory or power outlet fuse, to reuse for the accessory.",
        },
      ],
      fix: "Remove jammed wires, replace any spread fuse-box terminal (many boxes take replacement terminals) or the box itself, and reinstall the accessory with a correctly oriented add-a-fuse on a suitable switched slot and a good ground, or its own fused feed.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Remove jammed wires and refit a proper add-a-fuse",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          {
            name: "Replace spread fuse-box terminals",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the fuse box or power module",
            partsLow: 300,
            partsHigh: 700,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes programming an integrated power module where the maker requires it, the accessory itself, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A fuse losing contact can kill the circuit without warning, and a jammed wire may bypass protection; fix it before relying on the car.",
      codes: [],
      terms: ["add-a-fuse", "fuse-box terminal", "ignition-switched circuit"],
      related: ["remote-starter-splices-stalling", "light-bar-wired-without-relay", "quick-splice-tap-corroded"],
    },
    {
      slug: "harness-melted-on-exhaust-after-repair",
      title: "Wires melted against the exhaust or turbo after engine or exhaust work",
      summary:
        "A harness left out of its clips or heat sleeve after a repair sagged onto a hot pipe and melted. Stop driving if copper is exposed, replace the damaged wires or harness section, and restore every clip, standoff and heat shield.",
      symptoms: [
        "New O2 sensor, injector, coil or starter codes within days of engine or exhaust work",
        "Smell of hot plastic after a drive",
        "Melted loom or bare copper touching the manifold, downpipe or turbo",
        "Harness clips, standoffs or the heat sleeve left off or broken",
      ],
      symptomIds: ["after-repair", "melted-burnt", "codes-wiring", "damaged-wires"],
      causes: [
        {
          likelihood: "common",
          part: "Harness not reclipped after the repair",
          why: "Harness clips hold wires at a designed distance from hot parts; left loose, the harness drops onto the exhaust as the engine rocks.",
        },
        {
          likelihood: "occasional",
          part: "O2 sensor pigtail left hanging",
          why: "Replacement sensors come with long leads that must be routed through the original clips; left loose, they touch the pipe.",
        },
        {
          likelihood: "occasional",
          part: "Heat shield not refitted",
          why: "Without the shield, radiant heat from the manifold bakes nearby wires even without contact.",
        },
        {
          likelihood: "rare",
          part: "Exhaust leak blowing hot gas onto the harness",
          why: "A cracked manifold or loose flange blows gas at well over 1,000°F onto anything nearby.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, inspect every harness near the exhaust from above and below.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Melted loom, fused insulation or bare copper at the contact point.",
        },
        {
          step: "Scan codes and match them to the damaged wires.",
          tools: ["Scan tool", "Wiring diagram"],
          expect: "Codes on circuits running through the melted area confirm the damage is the cause.",
        },
        {
          step: "Check each damaged wire for shorts to ground and to neighboring wires with the battery disconnected.",
          tools: ["Digital multimeter"],
          expect:
            "OL, or well above 100 kΩ, to ground and between neighboring circuits once the harness is separated; any low reading means fused insulation that must be cut out.",
        },
        {
          step: "Listen and feel for exhaust leaks near the harness with the engine idling.",
          tools: [],
          expect: "No ticking or gas flow at flanges near the wiring.",
        },
      ],
      fix: "Replace the melted wires with high-temperature wire and sleeving using sealed splices, or replace the harness section or sensor pigtail. Refit every clip, standoff and heat shield, repair exhaust leaks, clear codes and check clearance with the engine at full temperature.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Splice in high-temp wire and sleeving",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.8,
          },
          {
            name: "Replace the harness section or sensor pigtail",
            partsLow: 100,
            partsHigh: 400,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate; excludes a full engine harness and exhaust repairs; often owed by the shop that did the earlier work.",
      },
      verdict: "stop",
      verdictReason:
        "Bare wires on a hot exhaust can short out the engine or start a fire; don't drive it until the harness is repaired and rerouted.",
      codes: ["P0031", "P0135", "P0201"],
      terms: ["heat shield", "harness clip", "high-temperature sleeving"],
      related: ["heat-brittle-engine-harness", "connector-half-seated-after-repair"],
    },
    {
      slug: "trailer-7-pin-socket-corroded",
      title: "Trailer lights dead or flickering, traced to the truck's 7-pin socket",
      summary:
        "The socket at the bumper sits in road spray and its terminals corrode, while the trailer often tries to ground through a rusty hitch. Test each pin at the socket, clean or replace the socket, and make sure the trailer has a solid ground wire.",
      symptoms: [
        "Trailer turn or brake lamps dead on one side, or every lamp dim",
        "Lights work when the plug is wiggled",
        "Green corrosion on the socket terminals or the trailer plug blades",
        "Trailer brakes weak or a trailer-disconnected message on trucks with a brake controller",
      ],
      symptomIds: ["corrosion-visible", "intermittent", "dead-circuit"],
      causes: [
        {
          likelihood: "common",
          part: "Corroded socket terminals",
          why: "The socket faces road spray and salt; corroded blades add resistance that dims lamps and weakens electric brakes.",
        },
        {
          likelihood: "occasional",
          part: "Trailer grounding through the coupler and ball",
          why: "Rust and grease at the ball make a poor ground; the trailer's white ground wire must connect solidly to both frames.",
        },
        {
          likelihood: "occasional",
          part: "Blown trailer fuse or relay in the vehicle",
          why: "Factory tow packages feed the socket through their own fuses and relays, which fail separately from the vehicle's lamps.",
        },
        {
          likelihood: "rare",
          part: "Harness behind the bumper damaged",
          why: "A backing bump or a dragging chain can crush the wires feeding the socket.",
        },
      ],
      checks: [
        {
          step: "Plug a 7-pin tester into the vehicle socket and operate each lamp function.",
          tools: ["7-pin circuit tester"],
          expect:
            "Every function lights at the socket; a missing one points to the vehicle side, all present points to the trailer.",
        },
        {
          step: "Inspect and clean the socket and plug terminals.",
          tools: ["Flashlight", "Contact cleaner", "Nylon brush"],
          expect: "Bright blades and terminals after cleaning; pitted ones need a new socket or plug.",
        },
        {
          step: "Measure voltage drop from the trailer frame to the vehicle battery negative with the trailer lamps on.",
          tools: ["Digital multimeter", "Long test lead"],
          expect: "Under about 0.3 V; more means a poor trailer ground.",
        },
        {
          step: "Check the tow-package fuses and relays in the vehicle's fuse box.",
          tools: ["Test light", "Wiring diagram"],
          expect: "Power on both sides of each trailer fuse with the function on.",
        },
      ],
      fix: "Replace a corroded socket or trailer plug, repair damaged wiring behind the bumper with sealed splices, run the trailer's ground wire to clean frame metal on the trailer, and replace failed fuses or relays. Put a thin film of dielectric grease on the blades and close the socket cover when not towing.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Replace the 7-pin socket", partsLow: 15, partsHigh: 60, laborHoursLow: 0.3, laborHoursHigh: 0.8 },
          {
            name: "Socket plus wiring repair behind the bumper",
            partsLow: 50,
            partsHigh: 150,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.3,
          },
        ],
        excludes: "Estimate; excludes trailer-side wiring and lamps and a brake controller.",
      },
      verdict: "careful",
      verdictReason:
        "A trailer without working brake lamps, signals or electric brakes is dangerous; fix it before towing.",
      codes: [],
      terms: ["7-pin socket", "trailer ground", "dielectric grease"],
      related: ["trailer-wiring-splice-problems", "green-corrosion-in-connector"],
    },
    {
      slug: "screw-through-harness-after-install",
      title: "Fuses started blowing right after trim, a dash accessory or a bed liner was installed",
      summary:
        "A screw, self-tapping bolt or trim clip went through a harness hidden behind the panel and shorted it to the body. Back out the fasteners added during the install, inspect the wiring behind them, and repair the wire with a sealed splice.",
      symptoms: [
        "A fuse blows at once or within minutes of switching a circuit on, starting the day of the install",
        "A screw or bolt added where harnesses run: kick panels, under the dash, the cargo area or a bed rail",
        "The fault stops when that screw is backed out",
        "Several circuits affected if the screw pierced more than one wire",
      ],
      symptomIds: ["after-accessory", "blown-fuses", "damaged-wires"],
      causes: [
        {
          likelihood: "common",
          part: "Self-tapping screw driven through a harness behind a panel",
          why: "The screw tip cuts through insulation into copper and grounds the circuit to the body it's threaded into.",
        },
        {
          likelihood: "occasional",
          part: "Drill bit nicked insulation",
          why: "A hole drilled for an accessory can graze a harness, leaving bare copper that shorts later with vibration.",
        },
        {
          likelihood: "occasional",
          part: "Wire pinched between a panel and the body when refitted",
          why: "A harness out of its channel gets crushed by the panel, cutting through slowly.",
        },
        {
          likelihood: "rare",
          part: "Screw touching a module or connector",
          why: "A fastener pressing on a connector can short pins inside it or crack the housing.",
        },
      ],
      checks: [
        {
          step: "List the fasteners and holes added during the install and look up which harnesses run behind them.",
          tools: ["Wiring diagram", "Flashlight"],
          expect: "Any added fastener over a harness route is a suspect.",
        },
        {
          step: "Put a test lamp in place of the blown fuse and back out the suspect screws one at a time.",
          tools: ["Test light", "Screwdriver set"],
          expect: "The lamp goes out when the offending screw is removed.",
        },
        {
          step: "Remove the panel and inspect the harness behind that screw.",
          tools: ["Trim tools", "Flashlight"],
          expect:
            "A puncture or crushed section; with the fuse out and loads unplugged, a good circuit reads OL to body ground, while under 1 Ω means copper is still touching metal.",
        },
      ],
      fix: "Repair each damaged wire with a crimped, adhesive-lined heat-shrink splice, protect the harness with tape or sleeve, and remount the accessory with shorter fasteners or at a spot clear of wiring. Replace the fuses with the correct rating and test every affected circuit.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Splice one or two punctured wires",
            partsLow: 5,
            partsHigh: 20,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Repair several wires behind the panel",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes modules damaged by the short and reinstalling the accessory.",
      },
      verdict: "careful",
      verdictReason:
        "Until the short is cleared, the circuit on that fuse is dead and fuses will keep blowing; fix it before relying on lights or other affected systems.",
      codes: [],
      terms: ["short to ground", "test lamp", "heat-shrink splice"],
      related: ["intermittent-short-chafed-harness", "airbag-wire-damaged", "add-a-fuse-or-jammed-wire-in-fuse-box"],
    },
    {
      slug: "pierced-insulation-corrosion",
      title: "Green corrosion spreading from a pinhole in a wire's insulation",
      summary:
        "Someone pierced the insulation with a probe or a test-light point, and water got in through the hole and is corroding the copper inside. Cut out the damaged section, splice in new wire with sealed connections, and back-probe at connectors from now on.",
      symptoms: [
        "A tiny hole or nick in the insulation with a green stain around it, often in a wheel well or under the car",
        "The fault developed months after a diagnostic visit",
        "Voltage drop along that section under load",
        "The wire feels stiff near the hole",
      ],
      symptomIds: ["corrosion-visible", "after-repair", "intermittent"],
      causes: [
        {
          likelihood: "common",
          part: "Piercing-probe hole never sealed",
          why: "Insulation doesn't close up behind a piercing probe; water and salt enter the hole and travel along the strands.",
        },
        {
          likelihood: "occasional",
          part: "Test-light point nicked the insulation",
          why: "A sharp point pushed against a wire to check it leaves a slit that opens as the wire flexes.",
        },
        {
          likelihood: "occasional",
          part: "Hole covered only with tape",
          why: "Tape traps moisture against the hole rather than sealing it.",
        },
        {
          likelihood: "rare",
          part: "Several holes from repeated testing over the years",
          why: "Each diagnosis added another entry point, so corrosion runs along a long section.",
        },
      ],
      checks: [
        {
          step: "Inspect the harness in the area where the circuit was last tested for holes and green stains.",
          tools: ["Flashlight", "Magnifier"],
          expect: "A pinhole with staining confirms a piercing point.",
        },
        {
          step: "Load the circuit and read voltage drop over the short stretch of wire either side of the pinhole.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "Under 0.05 V over a short section at full load is good; 0.1 V or more means the copper under the pinhole has been eaten away by corrosion.",
        },
        {
          step: "Strip the insulation back on each side of the hole until the copper is bright.",
          tools: ["Wire strippers"],
          expect: "The length of dark copper sets how much wire to replace.",
        },
      ],
      fix: "Cut out the corroded section and splice in the same gauge wire with crimped, adhesive-lined heat-shrink splices. Test at connectors with back-probes and terminal adapters; if a piercing probe is ever unavoidable, seal the hole with liquid electrical tape or an adhesive heat-shrink patch immediately.",
      difficulty: 2,
      cost: {
        partsLow: 5,
        partsHigh: 60,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes: "Estimate; excludes longer harness sections if corrosion has spread to a connector.",
      },
      verdict: "ok",
      verdictReason:
        "Usually not urgent, but the wire keeps corroding and will eventually fail open; repair it at the next visit or sooner on a lighting or engine circuit.",
      codes: [],
      terms: ["piercing probe", "back-probing", "liquid electrical tape"],
      related: [
        "female-terminals-spread-by-probing",
        "corrosion-wicked-inside-insulation",
        "green-corrosion-in-connector",
      ],
    },
    {
      slug: "engine-bay-pressure-wash-faults",
      title: "Misfires, warning lights or a rough idle after pressure-washing the engine bay",
      summary:
        "High-pressure water forces past connector seals and into coil wells, sensor plugs and fuse boxes. Dry everything with compressed air, check coil wells for standing water, and clean and reseal any connector that took water; most cases clear once dry.",
      symptoms: [
        "Flashing check engine light or a misfire right after an engine wash",
        "Water in the spark plug wells when the coils are pulled",
        "Gauges or warning lights acting up, then settling as the engine bay dries",
        "Fog or droplets inside an under-hood fuse box cover",
      ],
      symptomIds: ["heat-cold-wet", "codes-wiring", "intermittent"],
      causes: [
        {
          likelihood: "common",
          part: "Water in the spark plug wells",
          why: "Water pooled around the coil boot lets the spark track to the cylinder head instead of jumping the plug gap.",
        },
        {
          likelihood: "occasional",
          part: "Water forced past connector seals",
          why: "A pressure wand at close range drives water past seals designed for rain and splash, shorting sensor signals.",
        },
        {
          likelihood: "occasional",
          part: "Water in the under-hood fuse box or relay center",
          why: "Water bridging relay or fuse terminals makes circuits act up until it evaporates.",
        },
        {
          likelihood: "rare",
          part: "Corrosion weeks later in connectors that stayed wet",
          why: "Water trapped in a sealed connector can't dry out and corrodes the terminals long after the wash.",
        },
      ],
      checks: [
        {
          step: "Read codes and note which cylinders or circuits are named.",
          tools: ["Scan tool"],
          expect: "Misfire codes on specific cylinders point to those coil wells.",
        },
        {
          step: "Pull the coils on the named cylinders and look and blow into the wells with compressed air.",
          tools: ["Compressed air", "Flashlight"],
          expect: "Standing water in a well confirms the cause; dry it fully before refitting the coil.",
        },
        {
          step: "Open the under-hood fuse box and the main sensor connectors and blow them dry.",
          tools: ["Compressed air", "Trim tools"],
          expect: "Dry terminals with no corrosion; any green film needs cleaning and new seals.",
        },
        {
          step: "Clear codes and let the engine idle to full temperature with the hood open, then road-test.",
          tools: ["Scan tool"],
          expect:
            "Once coolant passes about 195 °F and the bay has dried, misfires and warnings don't return; a misfire that stays on one cylinder points to a tracked coil boot.",
        },
      ],
      fix: "Dry the coil wells, connectors and fuse box with compressed air, replace any coil boot that shows carbon tracking, and clean and reseal connectors that took water. Clean the engine bay in future with low-pressure water, covering the alternator, intake and fuse box, and never aim a wand at connectors.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Dry out the coil wells and connectors",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace tracked coil boots and reseal connectors",
            partsLow: 30,
            partsHigh: 200,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Estimate; excludes a damaged coil, alternator or module and corrosion repairs found later.",
      },
      verdict: "careful",
      verdictReason:
        "A flashing check engine light means raw fuel is reaching the catalytic converter; drive gently or not at all until the misfire is dried out.",
      codes: ["P0300", "P0301", "P0302"],
      terms: ["coil boot", "carbon tracking", "connector seal"],
      related: ["green-corrosion-in-connector", "fault-only-when-hot", "intermittent-fault-wiggle-test"],
    },
    {
      slug: "bad-crimp-new-pigtail",
      title: "New connector pigtail installed and the circuit still fails or runs hot",
      summary:
        "A crimp made with pliers, the wrong die or the wrong terminal size grips the wire poorly, adding resistance or letting it pull out. Pull-test and voltage-drop the crimps, check the pigtail's pinout, and redo them with a ratcheting crimper.",
      symptoms: [
        "A wire slips out of a butt splice or terminal with a light tug",
        "Crimp barrel flattened or split, or insulation caught inside it",
        "Heat or voltage drop at the new splice under load",
        "The fault continues after a pigtail replacement that should have fixed it",
      ],
      symptomIds: ["after-repair", "intermittent", "weak-operation"],
      causes: [
        {
          likelihood: "common",
          part: "Crimped with pliers or a cheap stamped tool",
          why: "Without the right die shape and full compression, the barrel holds the strands loosely and resistance rises as it oxidizes.",
        },
        {
          likelihood: "occasional",
          part: "Splice or terminal too big for the wire gauge",
          why: "A splice made for 12–10 AWG on an 18 AWG wire never closes tightly on the strands.",
        },
        {
          likelihood: "occasional",
          part: "Insulation under the crimp, or strands cut while stripping",
          why: "Insulation in the barrel keeps copper from contacting it, and nicked strands reduce the wire's capacity right at the joint.",
        },
        {
          likelihood: "rare",
          part: "Pigtail with a different pinout from the original",
          why: "Universal or aftermarket pigtails may use different colors or cavity order, so matching color to color crosses circuits.",
        },
      ],
      checks: [
        {
          step: "Give each new crimp a firm, steady pull by hand.",
          tools: [],
          expect: "A good crimp doesn't move; any that slips is redone.",
        },
        {
          step: "Inspect each crimp for shape, split barrels and insulation caught inside.",
          tools: ["Magnifier"],
          expect: "An even crimp on bare strands, with the insulation support gripping the insulation.",
        },
        {
          step: "Measure voltage drop across each splice with the circuit loaded.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "Each crimp shows under 0.05 V at full load; one reading 0.1 V or more, or warm to the touch after a few minutes, is cut out and recrimped.",
        },
        {
          step: "Compare the pigtail's cavity numbers with the wiring diagram for each wire.",
          tools: ["Wiring diagram"],
          expect: "Every circuit landed on its correct cavity regardless of wire color.",
        },
      ],
      fix: "Cut out bad crimps and redo them with a ratcheting crimper, the correct die and terminals or splices sized to the wire, under adhesive-lined heat-shrink. Correct any crossed circuits from a mismatched pigtail, then retest under load.",
      difficulty: 2,
      cost: {
        partsLow: 5,
        partsHigh: 80,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes: "Estimate; excludes a replacement OE pigtail and damage caused by crossed circuits.",
      },
      verdict: "careful",
      verdictReason:
        "A loose crimp can open or overheat without warning; have it redone before relying on that circuit.",
      codes: [],
      terms: ["ratcheting crimper", "crimp die", "pull test"],
      related: ["terminal-backed-out-of-connector", "soldered-splice-cracked-from-vibration", "undersized-repair-wire"],
    },
    {
      slug: "fault-only-when-hot",
      title: "Electrical fault shows up only once the engine bay is hot and disappears when it cools",
      summary:
        "Heat expands terminals and cracked conductors apart, or softens brittle insulation, so contact is lost only at temperature. Reproduce it with a heat gun section by section and chill suspects with freeze spray to pin down the connector, wire or part.",
      symptoms: [
        "Stalls, dropouts or codes only after 20–30 minutes of driving or in summer heat",
        "Starts and runs fine again after cooling off",
        "Freeze-frame data shows high coolant or intake temperature when the code set",
        "Shows up sooner in traffic than on the highway",
      ],
      symptomIds: ["heat-cold-wet", "intermittent", "codes-wiring"],
      causes: [
        {
          likelihood: "common",
          part: "Terminal that loosens as it heats",
          why: "Terminal springs lose tension at temperature and the housing expands, so a marginal contact opens when hot.",
        },
        {
          likelihood: "occasional",
          part: "Cracked wire or solder joint that separates when expanded",
          why: "Heat pulls the two sides of a hairline crack apart; cooling closes it again.",
        },
        {
          likelihood: "occasional",
          part: "Component with a heat-sensitive internal fault",
          why: "Crank sensors, ignition coils and some modules fail internally only when hot, which looks just like a wiring fault.",
        },
        {
          likelihood: "rare",
          part: "Insulation softening near the exhaust and shorting",
          why: "Heat-damaged insulation can let a wire touch its neighbor or ground only at temperature.",
        },
      ],
      checks: [
        {
          step: "Read freeze-frame data and note temperatures and conditions when the code set.",
          tools: ["Scan tool"],
          expect: "A pattern of high engine-bay temperature confirms a heat-related fault.",
        },
        {
          step: "With the engine cold and the circuit monitored in live data or on a scope, warm one connector or harness section at a time with a heat gun.",
          tools: ["Heat gun", "Scan tool", "Lab scope"],
          expect:
            "The fault appears when one area reaches roughly 150–200 °F on an infrared thermometer, the range a hot engine bay sees, which narrows it to that section.",
        },
        {
          step: "Once the fault is present hot, spray freeze spray on suspects one at a time.",
          tools: ["Freeze spray"],
          expect: "The signal returns when the faulty connector, wire or part is cooled.",
        },
        {
          step: "Check the identified connector's terminals and the wire for cracks.",
          tools: ["Terminal test kit", "Magnifier"],
          expect: "A loose terminal or cracked conductor confirms a wiring repair; a good circuit condemns the part.",
        },
      ],
      fix: "Replace the loose terminals, cracked wire section or heat-damaged harness, or the heat-sensitive component if the circuit proves good. Add heat shielding where the harness runs near hot parts, clear codes and confirm with a long hot drive.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace loose terminals at the hot connector",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace a heat-damaged harness section or part",
            partsLow: 80,
            partsHigh: 300,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate; intermittent diagnosis can take longer; excludes a new module and its programming.",
      },
      verdict: "careful",
      verdictReason: "A heat-related dropout can stall the engine in traffic; keep trips short and get it traced soon.",
      codes: ["P0335"],
      terms: ["heat gun", "freeze spray", "freeze-frame data"],
      related: [
        "intermittent-fault-wiggle-test",
        "heat-brittle-engine-harness",
        "fretting-corrosion-codes-clear-when-replugged",
      ],
    },
    {
      slug: "circuits-backfeed-short-to-voltage",
      title: "Two unrelated circuits switch on together, or something runs with its switch off",
      summary:
        "Two wires have melted or chafed together, or a lost ground sends current back through another circuit, so one feeds the other. Find where the two circuits share a harness, connector or ground, then separate and repair them.",
      symptoms: [
        "A motor or lamp runs with its switch off, or the wipers twitch when the horn is pressed",
        "Pulling a circuit's fuse doesn't stop it from working",
        "A melted spot in a harness where two circuits run side by side",
        "Short-to-battery or circuit-high codes, such as P0032 on an O2 sensor heater",
      ],
      symptomIds: ["backfeed", "melted-burnt", "codes-wiring"],
      causes: [
        {
          likelihood: "common",
          part: "Insulation melted or chafed between two wires in the same bundle",
          why: "Once the copper of two circuits touches, switching on one powers the other.",
        },
        {
          likelihood: "occasional",
          part: "Open ground sending current through another load",
          why: "A lamp or motor that has lost its ground finds a return through a shared bulb, switch or module, lighting something else dimly.",
        },
        {
          likelihood: "occasional",
          part: "Corrosion bridging two pins in a connector",
          why: "A wet, corroded connector can conduct between neighboring terminals.",
        },
        {
          likelihood: "rare",
          part: "Accessory or converter tying circuits together",
          why: "A poorly designed accessory or failed trailer converter can join lamp or ignition circuits.",
        },
      ],
      checks: [
        {
          step: "Pull the fuse for the circuit that shouldn't be live and measure voltage on its load side.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "Voltage with its own fuse out proves a feed from another circuit; switch other circuits on and off to find which one.",
        },
        {
          step: "Find every harness, connector and ground the two circuits share in the diagram.",
          tools: ["Wiring diagram"],
          expect: "A short list of places where the two could meet.",
        },
        {
          step: "Measure ground-side voltage drop on the affected loads with them operating.",
          tools: ["Digital multimeter"],
          expect:
            "Under about 0.2 V; a high reading points to a lost ground causing backfeed rather than a wire-to-wire short.",
        },
        {
          step: "Inspect the shared harness sections and connectors for melting and corrosion.",
          tools: ["Flashlight", "Trim tools"],
          expect: "Fused insulation or corroded, bridged pins where the two circuits meet.",
        },
      ],
      fix: "Separate and repair the damaged wires with new insulation or spliced sections, replace a corroded connector, or repair the lost ground. Find and fix what caused the melting, such as an overloaded circuit or a hot exhaust, and test each circuit on its own afterward.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Separate and repair the crossed wires",
            partsLow: 5,
            partsHigh: 40,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.8,
          },
          {
            name: "Replace a melted connector or harness section",
            partsLow: 80,
            partsHigh: 250,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.8,
          },
        ],
        excludes:
          "Estimate; excludes modules damaged by the crossed circuits and dash or seat removal beyond a few hours.",
      },
      verdict: "careful",
      verdictReason:
        "Crossed circuits can drain the battery, damage modules or overheat; fix it soon and disconnect the battery if anything gets hot.",
      codes: ["P0032", "P0262"],
      terms: ["short to voltage", "backfeed", "shared ground"],
      related: [
        "intermittent-short-chafed-harness",
        "trailer-wiring-splice-problems",
        "voltage-drop-power-side-weak-load",
      ],
    },
    {
      slug: "open-circuit-no-blown-fuse",
      title: "Component dead, fuse good, and no visible damage anywhere along the wire",
      summary:
        "There's an open somewhere between the fuse and ground. Split the circuit at a connector near the middle, check it with a test light under load, and keep halving until the break is found; connectors and flex points are the usual spots.",
      symptoms: [
        "One item dead with its fuse intact and its switch clicking",
        "Test light bright at the fuse and dark at the component",
        "No melted, chafed or chewed spots visible",
        "Items past a certain connector dead while those before it work",
      ],
      symptomIds: ["dead-circuit", "diagram-confusion"],
      causes: [
        {
          likelihood: "common",
          part: "Open at a connector terminal",
          why: "A backed-out, spread or corroded terminal opens the path while everything looks connected.",
        },
        {
          likelihood: "occasional",
          part: "Wire broken at a flex point",
          why: "Doors, liftgates, seats and engine-to-body runs fatigue copper inside intact insulation.",
        },
        {
          likelihood: "occasional",
          part: "Switch or relay contacts not closing",
          why: "A switch that clicks can still have burned contacts that never make the circuit.",
        },
        {
          likelihood: "rare",
          part: "Open factory splice or fusible link",
          why: "A splice or an inline fusible link inside the harness can fail without any outside sign.",
        },
      ],
      checks: [
        {
          step: "In the diagram, list the path from fuse to ground with every connector, switch, relay and splice.",
          tools: ["Wiring diagram"],
          expect: "A numbered list of test points along the circuit.",
        },
        {
          step: "With the circuit switched on, probe a connector near the middle of the path with a test light.",
          tools: ["Test light", "Back-probe pins"],
          expect:
            "Battery voltage (12.4 V or more) and a bright lamp mean the open is beyond that point; 0 V and no lamp means it is before it.",
        },
        {
          step: "Keep halving the remaining section until the lamp changes between two adjacent points.",
          tools: ["Test light"],
          expect: "The open lies between the last good and first bad point.",
        },
        {
          step: "Check the ground side the same way with the test light connected to battery positive.",
          tools: ["Test light"],
          expect: "Bright at each ground point back to the ground stud; dark marks an open ground.",
        },
      ],
      fix: "Repair the open found: replace or reseat the terminal, splice the broken wire with sealed connections, replace the switch or relay, or repair the splice or fusible link. Confirm the component works and check voltage drop under load.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Reseat or replace a terminal, or splice the wire",
            partsLow: 0,
            partsHigh: 30,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace a switch, relay or fusible link",
            partsLow: 30,
            partsHigh: 100,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes trim or seat removal beyond a couple of hours and a replacement switch assembly.",
      },
      verdict: "ok",
      verdictReason:
        "Fine to drive unless the dead item is a lamp, wiper or anything needed to drive safely in current conditions.",
      codes: [],
      terms: ["open circuit", "half-split testing", "test light"],
      related: [
        "twelve-volts-present-but-nothing-works",
        "terminal-backed-out-of-connector",
        "wire-colors-dont-match-diagram",
      ],
    },
    {
      slug: "power-probe-damaged-sensor-circuit",
      title: "Sensor or module stopped working after circuits were tested with a power probe or jumper",
      summary:
        "Putting 12 V on a 5-volt reference, a sensor signal or a module output burns out the sensor or the module's internal driver. Check the reference and outputs, replace what was damaged, and test those circuits with a meter and scan tool only.",
      symptoms: [
        "Several sensors sharing a 5 V reference dead or reading full scale after testing",
        "Reference voltage reads 0 V or battery voltage instead of about 5 V",
        "A module output that was tested with 12 V no longer works",
        "Burnt smell from a sensor, or a fuse blew during testing",
      ],
      symptomIds: ["after-repair", "codes-wiring", "dead-circuit"],
      causes: [
        {
          likelihood: "common",
          part: "12 V applied to a 5-volt reference circuit",
          why: "The module regulates the reference at about 5 V and can supply only a small current; 12 V from a probe overloads the regulator and can destroy it.",
        },
        {
          likelihood: "occasional",
          part: "Module output driver grounded or powered directly",
          why: "Injector, solenoid and relay drivers are transistors; grounding or powering them directly at the wrong moment overloads and kills them.",
        },
        {
          likelihood: "occasional",
          part: "Sensor destroyed by reversed polarity",
          why: "Hall-effect and other electronic sensors are damaged instantly by power on the wrong pin.",
        },
        {
          likelihood: "rare",
          part: "Airbag or other safety module damaged",
          why: "Probing airbag circuits can fire a device or damage the module, which then needs replacement.",
        },
      ],
      checks: [
        {
          step: "Key on, measure each 5-volt reference at a sensor connector.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect: "About 4.9–5.1 V; 0 V or battery voltage means damage or a short.",
        },
        {
          step: "Unplug sensors on the reference one at a time and watch the reference voltage.",
          tools: ["Digital multimeter"],
          expect:
            "If the reference recovers when one sensor is unplugged, that sensor is shorted; if it never recovers, the module is damaged.",
        },
        {
          step: "Command module outputs with a scan tool and watch them with a test light or a noid light.",
          tools: ["Scan tool", "Noid light"],
          expect: "Each output switches when commanded; a dead output points to a damaged driver.",
        },
      ],
      fix: "Replace damaged sensors; repair or replace a module with a damaged reference or driver, then program it to the vehicle. Use a meter, back-probes and scan-tool output tests on electronic circuits, and keep power probes for simple lamp and motor circuits proven in the diagram.",
      difficulty: 4,
      cost: {
        scenarios: [
          { name: "Replace the damaged sensor", partsLow: 40, partsHigh: 250, laborHoursLow: 0.6, laborHoursHigh: 1.5 },
          {
            name: "Replace and program the damaged module",
            partsLow: 500,
            partsHigh: 1300,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.3,
          },
        ],
        excludes:
          "Estimate; excludes a second circuit or module damaged by the same probe, dealer rates, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Depending on what was damaged, the engine may run poorly or stall; have the circuits checked before driving far.",
      codes: ["P0641", "P0651", "P0697"],
      terms: ["5-volt reference", "power probe", "output driver"],
      related: ["buried-factory-splice-corroded", "twelve-volts-present-but-nothing-works", "airbag-wire-damaged"],
    },
    {
      slug: "passenger-airbag-loop-code-after-dash-work",
      title: "Airbag light with a passenger frontal airbag code after dash, glove box or recall work",
      summary:
        "The airbag module reads the passenger front airbag circuit out of range, most often a connector not fully locked behind the dash after a recall inflator swap or dash work. Airbag work is dangerous: disarm the system before touching any connector.",
      symptoms: [
        "Airbag lamp on with a code naming the passenger frontal stage 1, 2 or 3 circuit",
        "Light came on after the passenger airbag was replaced under a recall, or after glove box, radio or heater core work",
        "Fault type reads resistance high or low, or a short to ground or to battery",
        "Lamp flickers over bumps when the connector is only partly engaged",
      ],
      symptomIds: ["airbag-light", "after-repair"],
      causes: [
        {
          likelihood: "common",
          part: "Passenger airbag connector not fully latched or its lock left open",
          why: "The plug at the back of the passenger airbag has a secondary lock; seated without it, the shorting clip can still touch or the pins make poor contact, so the loop reads shorted or high.",
        },
        {
          likelihood: "occasional",
          part: "Harness pinched or stretched during dash or glove box removal",
          why: "The lead to the passenger airbag runs behind the glove box and along the dash support, where a bracket or screw can crush it on reassembly.",
        },
        {
          likelihood: "occasional",
          part: "Corrosion from a windshield or cowl leak",
          why: "Water running down behind the dash reaches the passenger airbag connector and raises the loop's resistance.",
        },
        {
          likelihood: "rare",
          part: "Failed passenger airbag igniter or wrong replacement part",
          why: "An internal fault, or a replacement with the wrong part number or number of stages, leaves a loop the airbag module cannot accept.",
        },
        {
          likelihood: "rare",
          part: "Restraints module measuring fault",
          why: "A module whose loop-measuring circuit has failed reports a healthy passenger loop as faulty; it is the last part to condemn.",
        },
      ],
      checks: [
        {
          step: "Read every SRS code with its fault type and, where the scan tool shows it, the measured loop resistance.",
          tools: ["SRS-capable scan tool"],
          expect:
            "The stage named and the fault type steer the search: high resistance or open to a connector, a short to ground or battery to the harness.",
        },
        {
          step: "Ask what work was done last and look up the VIN for a completed passenger inflator recall.",
          tools: ["Phone or computer", "VIN"],
          expect: "A lamp that came on right after recall or dash work points to that connector first.",
        },
        {
          step: "Disarm the system (key off, battery negative off, wait the time the maker specifies), then open the glove box or dash panel and inspect the passenger airbag connector and its lock.",
          tools: ["Service information", "Trim tools", "Flashlight"],
          expect: "A fully seated connector with its lock closed; a half-seated plug or an open lock is the fault.",
        },
        {
          step: "Plug an airbag simulator into the harness in place of the passenger airbag, reconnect the battery with nobody in the car and rescan.",
          tools: ["Airbag simulator", "SRS-capable scan tool"],
          expect:
            "The code clearing with the simulator condemns the airbag; the code staying means the harness or the restraints module.",
        },
        {
          step: "With the battery disconnected and both the restraints module and airbag unplugged, check each passenger loop wire end to end and to ground.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "Under about 1 Ω end to end and no continuity to ground, to battery voltage or between loops.",
        },
      ],
      fix: "Reseat and lock the connector, repair the harness only with the maker's SRS repair kit, or replace the passenger airbag with the correct part for the VIN. Never probe an airbag with a meter; carry it with the trim facing away from you and set it down trim side up. With nobody in the car, reconnect the battery, clear the codes and watch the airbag lamp finish its self-check and go out.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Reseat and lock the passenger airbag connector",
            partsLow: 0,
            partsHigh: 20,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          { name: "SRS repair-kit harness splice", partsLow: 30, partsHigh: 80, laborHoursLow: 1, laborHoursHigh: 2 },
          {
            name: "Replace the passenger airbag",
            partsLow: 450,
            partsHigh: 850,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.7,
          },
        ],
        excludes:
          "Estimate; free under an open recall; excludes dash or glove box parts broken during the earlier work, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "The passenger front airbag may not deploy in a crash; until it is fixed, seat passengers in the back.",
      codes: ["B0010", "B0011", "B0012"],
      terms: ["SRS", "Deployment loop", "Airbag simulator", "Connector position assurance"],
      related: [
        "airbag-wire-damaged",
        "obd/occupant-classification-airbag-off",
        "obd/b0001-driver-airbag-clock-spring",
      ],
    },
    {
      slug: "curtain-airbag-loop-code-after-headliner-work",
      title: "Airbag light with a curtain airbag code after headliner, pillar trim or roof work",
      summary:
        "A side curtain airbag circuit reads out of range, usually a connector above the headliner or behind a pillar disturbed during sunroof, roof rack, dash cam or headliner work. Disarm the system first; a curtain fires with enough force to injure.",
      symptoms: [
        "Airbag lamp on with a code naming the left or right curtain circuit",
        "Light appeared after the headliner was lowered, a sunroof drain was cleared or a roof rack or dome light was fitted",
        "A dash cam or accessory wire tucked behind the A-pillar trim",
        "Water stains on the headliner or pillar trim from a sunroof drain leak",
      ],
      symptomIds: ["airbag-light", "after-repair", "after-accessory"],
      causes: [
        {
          likelihood: "common",
          part: "Curtain connector disturbed above the headliner or behind a pillar",
          why: "Curtain inflators sit in the roof rail or a pillar with their connectors near the A, B or C pillar; lowering the headliner tugs them loose or leaves a lock open.",
        },
        {
          likelihood: "occasional",
          part: "Wire pinched by trim or an accessory install",
          why: "Screws for roof racks, grab handles or rear screens, and cables pushed behind pillar trim, can crush the curtain harness.",
        },
        {
          likelihood: "occasional",
          part: "Water from a clogged sunroof drain",
          why: "Sunroof drain tubes run down the pillars beside the curtain harness; a leak corrodes the connector and raises the loop's resistance.",
        },
        {
          likelihood: "rare",
          part: "Failed curtain inflator igniter",
          why: "If the harness tests good with a simulator in place of the curtain, the curtain module itself is at fault and is replaced as a unit.",
        },
      ],
      checks: [
        {
          step: "Read the SRS codes and fault type, noting the side and whether the curtain's first or second loop is named.",
          tools: ["SRS-capable scan tool"],
          expect: "One curtain loop named narrows the search to that side's roof rail and pillars.",
        },
        {
          step: "Look for accessory wires or cables run behind the pillar trim on that side.",
          tools: ["Flashlight", "Trim tools"],
          expect:
            "Nothing in the curtain's path; a cable behind the A-pillar trim can also deflect a deploying curtain, so reroute it.",
        },
        {
          step: "Disarm the system (key off, battery negative off, wait the maker's time), remove the pillar trim and lower the headliner edge enough to reach the curtain connectors.",
          tools: ["Service information", "Trim tools"],
          expect: "Connectors fully seated with their locks closed, no water marks and no pinched wires.",
        },
        {
          step: "Fit an airbag simulator in place of the curtain at its connector, reconnect the battery with nobody in the car and rescan.",
          tools: ["Airbag simulator", "SRS-capable scan tool"],
          expect:
            "A code that clears with a typical 2–3 Ω simulator in place condemns the curtain; one that stays points to the harness or the restraints module.",
        },
      ],
      fix: "Reseat and lock the connector, repair the harness with the maker's SRS repair parts, clear the sunroof drains and fix the leak, or replace the curtain airbag. Fit new one-time pillar trim clips or tethers where the maker calls for them so the trim stays put when the curtain fires. Reconnect the battery with nobody inside, clear codes and confirm the lamp self-test.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Reseat the connector and fit new trim clips",
            partsLow: 15,
            partsHigh: 40,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the curtain airbag with headliner removal",
            partsLow: 350,
            partsHigh: 800,
            laborHoursLow: 2,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Estimate; excludes sunroof drain and leak repair, a water-stained headliner, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason: "The curtain on that side may not deploy in a side impact or rollover; get it repaired promptly.",
      codes: ["B0021", "B0022", "B0029", "B002A"],
      terms: ["SRS", "Deployment loop", "Airbag simulator", "Sunroof drain"],
      related: [
        "airbag-wire-damaged",
        "electrical/water-leak-electrical-gremlins",
        "passenger-airbag-loop-code-after-dash-work",
      ],
    },
    {
      slug: "seat-belt-buckle-sensor-airbag-light",
      title: "Airbag light and a wrong seat belt reminder from a faulty buckle sensor",
      summary:
        "The buckle sensor tells the airbag module whether each front occupant is belted; a failed switch, debris in the buckle or a loose plug under the seat sets a seat belt sensor code. Disarm the system before unplugging anything under the seat.",
      symptoms: [
        "Airbag lamp on with a driver, passenger or front center seat belt sensor code",
        "Belt reminder chimes with the belt fastened, or stays silent when it is not",
        "Buckle status in the cluster flickers as someone shifts in the seat",
        "A seat belt alarm-stopper plug or a loose extender has been used in the buckle",
        "Coins, crumbs or a spilled drink found in the buckle",
      ],
      symptomIds: ["airbag-light", "intermittent", "after-accessory"],
      causes: [
        {
          likelihood: "common",
          part: "Failed buckle switch or Hall-effect sensor",
          why: "The sensor inside the buckle wears or sticks, so the module sees an open, a short or a signal that never changes instead of clean buckled and unbuckled states.",
        },
        {
          likelihood: "common",
          part: "Debris, liquid or an alarm-stopper plug in the buckle",
          why: "Sticky residue or a fake latch plate holds the sensor in one state or bends its contacts, and the plugs also defeat the reminder meant to get people belted.",
        },
        {
          likelihood: "occasional",
          part: "Connector or harness under the seat",
          why: "The buckle lead runs under the seat beside the track, where a loose connector or a pinched wire breaks the signal as the seat moves.",
        },
        {
          likelihood: "rare",
          part: "Restraints module input fault",
          why: "If the buckle and its wiring test good, the module input that reads the sensor is at fault.",
        },
      ],
      checks: [
        {
          step: "Read the SRS codes and watch the buckle status PID while fastening and releasing each belt.",
          tools: ["SRS-capable scan tool"],
          expect:
            "Status changes cleanly between unbuckled and buckled every time; a value that never changes or jumps points to that buckle or its wiring.",
        },
        {
          step: "Look into the buckle slot for debris or an alarm-stopper plug and blow it clean.",
          tools: ["Flashlight", "Compressed air"],
          expect:
            "A clean slot and a latch that clicks fully home; a buckle that keeps sticking after cleaning still needs replacing.",
        },
        {
          step: "Disarm the system, then inspect the buckle connector under the seat and run the seat through its full travel while watching the harness.",
          tools: ["Service information", "Flashlight"],
          expect: "A latched connector and no wire stretched or crushed by the seat track.",
        },
        {
          step: "Measure the buckle sensor at its connector in both states and compare with service information.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "Two distinct readings to spec: a switch or resistor type stepping between two values, a two-wire Hall type drawing roughly 5–7 mA one way and 12–17 mA the other (typical; confirm in the service information).",
        },
      ],
      fix: "Clean or replace the buckle (on many cars the buckle carries a pyrotechnic pretensioner, handled with the same care as an airbag), re-latch the connector or repair the harness with the maker's SRS kit, and throw away any alarm-stopper plug. Reconnect with nobody in the car, clear codes and confirm the reminder and airbag lamp behave normally.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Clean the buckle and re-latch its connector",
            partsLow: 10,
            partsHigh: 20,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the buckle with its pretensioner",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.7,
          },
        ],
        excludes:
          "Estimate; excludes seat trim broken during removal, dealer pricing for the buckle, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "With the belt state unknown the airbag module may skip the pretensioner or choose the wrong airbag response; repair it soon and keep wearing the belt.",
      codes: ["B0050", "B0051", "B0052"],
      terms: ["SRS", "Hall-effect sensor", "Connector"],
      related: ["obd/srs-seat-connector-side-airbag", "obd/occupant-classification-airbag-off", "airbag-wire-damaged"],
    },
    {
      slug: "airbag-impact-sensor-code",
      title: "Airbag light with a front or side impact sensor code after bodywork, a minor hit or a wet door",
      summary:
        "A crash sensor at the front of the car, in a door or in a pillar has stopped reporting correctly to the airbag module. Check its connector and mounting in the damaged or repaired area and replace it with the exact part; disarm the system before starting.",
      symptoms: [
        "Airbag lamp on with a code naming a left or right frontal or side restraints sensor",
        "Began after a fender-bender, bumper or headlight work, or a door panel removal",
        "Water inside a door, or a corroded connector near the radiator support",
        "Fault type reads communication error, internal fault or wrong sensor",
      ],
      symptomIds: ["airbag-light", "after-repair", "heat-cold-wet"],
      causes: [
        {
          likelihood: "common",
          part: "Corroded or loose front impact sensor connector",
          why: "Front sensors sit on or near the radiator support in the path of road spray; a corroded plug breaks the sensor's data signal to the airbag module.",
        },
        {
          likelihood: "common",
          part: "Sensor disturbed or damaged in a minor collision or repair",
          why: "A small hit, or bumper, headlight or door panel removal, can crack a sensor, loosen its mounting bolt or leave it unplugged.",
        },
        {
          likelihood: "occasional",
          part: "Water inside a door with a door-mounted side sensor",
          why: "Door pressure or acceleration sensors live in the door cavity; clogged door drains or a torn water shield let water reach the connector.",
        },
        {
          likelihood: "occasional",
          part: "Wrong or used replacement sensor",
          why: "Sensors are matched to a location and vehicle; a wrong part number, or a used sensor from a crashed car, can report an identity or configuration fault.",
        },
        {
          likelihood: "rare",
          part: "Harness open or short between the sensor and the module",
          why: "A chafed lead through a door jamb boot or along the frame rail opens or shorts the sensor's two-wire line.",
        },
      ],
      checks: [
        {
          step: "Read SRS codes with fault types and note which sensor (left or right, frontal or side, and its number) is named.",
          tools: ["SRS-capable scan tool"],
          expect:
            "The position named tells you which sensor to find in service information; the fault type separates a sensor fault from a wiring fault.",
        },
        {
          step: "Disarm the system (key off, battery negative off, wait the maker's time), then inspect the named sensor's mounting and connector.",
          tools: ["Service information", "Flashlight", "Torque wrench"],
          expect:
            "The mounting bolt tight to its specified torque, the sensor facing the right way, a latched connector and dry, clean pins.",
        },
        {
          step: "Where service information shows the left and right sensors share a part number and allows it, swap them and rescan with nobody in the car.",
          tools: ["SRS-capable scan tool"],
          expect:
            "A code that moves to the other side condemns the sensor; one that stays points to the harness or module.",
        },
        {
          step: "With the battery disconnected and the sensor and module unplugged, check the sensor wires for continuity and shorts.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "Each wire under about 1 Ω from module pin to sensor pin, open to chassis ground and to any feed, and open across the pair; a partial short often traces to water in a door sensor plug.",
        },
      ],
      fix: "Clean and re-latch the connector, repair the harness with the maker's SRS repair kit, or replace the sensor with the exact part for that position, torqued and oriented as specified. After any deployment most makers require new impact sensors in the crush zone. Reconnect with nobody in the car, clear codes and confirm the lamp self-test.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Clean and re-latch the sensor connector",
            partsLow: 10,
            partsHigh: 30,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the impact sensor with trim removal",
            partsLow: 80,
            partsHigh: 350,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes bumper or body repair, the water leak into the door, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "The airbags that sensor serves may deploy late or not at all in a crash; get it repaired promptly.",
      codes: ["B0090", "B0091", "B0092", "B0093", "B0095", "B0096", "B0097", "B0098"],
      terms: ["SRS", "Connector", "Corrosion", "Door jamb boot"],
      related: ["airbag-wire-damaged", "obd/srs-crash-data-stored", "door-jamb-harness-broken-wires"],
    },
  ],
};
