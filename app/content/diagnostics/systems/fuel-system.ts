import { duramaxLmlTrucks, gmt800Trucks } from "~/content/vehicles";
import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Fuel pumps, pressure, port and direct injectors, filters, EVAP and fuel leaks on U.S. cars and trucks: what the symptom means, how to test it and whether it is safe to drive.",
  howItWorks: [
    "An electric pump inside the tank, part of a fuel pump module with its strainer, level sender and often the filter and pressure regulator, pushes gasoline forward through steel or nylon lines. Older return-style systems hold 38–50 psi with a vacuum-referenced regulator on the rail and send surplus fuel back to the tank; most vehicles built since the mid-2000s are returnless, regulating roughly 45–65 psi (by make) in the tank module or varying pump speed through a fuel pump driver module to hit a target read by a rail pressure sensor.",
    "Port injection sprays fuel behind each intake valve at rail pressure. Gasoline direct injection (GDI), used on most new engines, adds a cam-driven high-pressure pump that raises the 50–90 psi lift-pump supply to roughly 500 psi at idle and 2,000–5,000 psi under load, feeding injectors that fire straight into the cylinder. Light diesels such as the Duramax, Power Stroke, Cummins and EcoDiesel use a common-rail pump that reaches 20,000–30,000 psi and a water-separating filter, because water and debris destroy those parts.",
    "The EVAP system keeps gasoline vapor out of the air. Vapor from the sealed tank is stored in a charcoal canister; the PCM opens a purge valve to burn it in the engine and closes a vent valve to seal the system and test it for leaks as small as 0.020 inch, which is why a loose gas cap can turn on the check engine light.",
  ],
  howItFails: [
    "In-tank pumps wear gradually: brushes and commutators lose output, strainers clog with rust and varnish, and the first sign is power loss at high load or a long crank, not a sudden stop. Connectors at the top of the tank and pump driver modules on the frame corrode and overheat, which gives intermittent stalling that comes and goes with bumps, heat or rain.",
    "Injectors clog on port engines that sit or run cheap fuel, leak when their seats wear, and lose their O-rings to heat and age. Direct-injection high-pressure pumps and injectors are the expensive failures of the last 15 years (BMW N54, VW/Audi 2.0T FSI), and common-rail diesel pumps such as the Bosch CP4 can shed metal through the whole system when run on water-contaminated or poor-lubricity fuel; diesel fuel faults are covered one by one under Diesel (Comprehensive).",
    "Leaks are the dangerous failure. In the salt belt, steel lines, filler necks, tank straps and tank seams rust through on vehicles older than about 10 years; nylon quick-connects and rail O-rings crack with heat. EVAP faults are rarely dangerous but very common: caps, vent and purge valves, cracked hoses and canisters fouled by overfilling or road dirt.",
  ],
  tools: [
    "Fuel pressure gauge kit with Schrader and banjo adapters for rail pressure, pressure hold and regulator tests",
    "Graduated fuel-safe container and line adapters for a pump volume test",
    "Scan tool with fuel trim, rail pressure and fuel pump duty-cycle PIDs and bidirectional pump, purge and vent commands",
    "Digital multimeter with back-probe pins for pump voltage, ground voltage drop and injector resistance",
    "Low-amp current clamp and lab scope for pump current ramps and injector waveforms",
    "Noid light set to confirm the PCM is pulsing each port injector",
    "EVAP smoke machine with a cap adapter, and a hand vacuum/pressure pump for purge and vent valves",
    "Fuel line disconnect tool set for spring-lock and quick-connect fittings",
    "Combustible gas detector to sniff out small vapor leaks around the tank, lines and rail",
    "Class B fire extinguisher within reach and a fuel-safe catch can whenever a line is opened",
  ],
  safety: [
    "Liquid fuel dripping or spraying anywhere on the vehicle is a fire waiting for an ignition source: shut the engine off, keep people away, do not start it again and have it towed.",
    "Relieve fuel pressure before opening any line: pull the pump fuse or relay and run the engine until it stalls, then wrap the fitting in a shop towel. Direct-injection rails hold thousands of psi and common-rail diesel lines can inject fuel through skin, which needs an emergency room, not a bandage.",
    "Work on fuel in open air with no pilot lights, drop lights with exposed bulbs, grinders or cigarettes nearby; disconnect the battery before unplugging the pump module, and ground a gas can to the floor when draining a tank.",
    "Never run a fuel pump dry for more than a few seconds, and never apply 12 V to a pump lying on the bench in open air: sparks at the terminals can ignite vapor.",
    "A raw-gasoline smell in the cabin means vapor at concentrations you can smell in a closed space: open the windows, stop somewhere safe and find the source before continuing.",
  ],
  symptoms: [
    { id: "fuel-smell-outside", label: "Gasoline smell around the car or in the garage" },
    { id: "fuel-smell-cabin", label: "Gasoline smell inside the cabin" },
    { id: "fuel-leak", label: "Fuel dripping, spraying or a wet spot under the car" },
    { id: "hard-start", label: "Long crank or hard starting" },
    { id: "stalling", label: "Stalls or cuts out while driving or at idle" },
    { id: "hesitation", label: "Hesitates or loses power when accelerating" },
    { id: "rough-idle", label: "Rough, shaky or unstable idle" },
    { id: "misfire", label: "Misfire, shaking or a flashing check engine light" },
    { id: "check-engine-light", label: "Check engine light on" },
    { id: "refuel-problems", label: "Trouble refueling: nozzle clicks off or fuel door won't open" },
    { id: "tank-noise", label: "Whine, hum or buzz from the fuel tank area" },
    { id: "engine-ticking", label: "Ticking or clatter from the fuel pump or injectors" },
    { id: "poor-mileage", label: "Fuel economy has dropped" },
    { id: "black-smoke", label: "Black smoke or a rich, raw-fuel exhaust smell" },
    { id: "fuel-in-oil", label: "Engine oil smells of gasoline or the level rises" },
  ],
  problems: [
    {
      slug: "bogs-under-load-weak-fuel-pump",
      title: "Engine bogs and loses power climbing hills or merging onto the highway",
      summary:
        "Usually a worn in-tank fuel pump or a clogged pump strainer that can no longer keep up at high demand. Confirm with a pressure test under load, then replace the pump module; avoid full throttle until it is fixed.",
      symptoms: [
        "Idles and cruises normally but falls flat at wide-open throttle or on a long grade",
        "Power returns the moment you ease off the accelerator",
        "Worse with less than a quarter tank or on hot days",
        "Check engine light may show lean codes (P0171/P0174) or low fuel pressure (P0087)",
        "A whine from the tank that has grown louder over months",
      ],
      symptomIds: ["hesitation", "check-engine-light", "tank-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Worn in-tank electric fuel pump",
          why: "Worn brushes, commutator and pump vanes lower flow; pressure looks fine at idle but sags when the injectors stay open longer under load, so the mixture goes lean.",
        },
        {
          likelihood: "common",
          part: "Clogged pump inlet strainer (sock)",
          why: "Rust flakes, debris or varnish restrict what the pump can draw, so it starves at high flow, especially when the fuel is low and hot.",
        },
        {
          likelihood: "occasional",
          part: "Clogged inline or in-tank fuel filter",
          why: "A loaded filter drops pressure in proportion to flow, so the loss only appears when the engine asks for the most fuel.",
        },
        {
          likelihood: "occasional",
          part: "Voltage drop in the pump power or ground circuit",
          why: "A corroded connector or ground leaves the pump running on 10–11 V instead of about 13.5 V, so it spins slower and moves less fuel.",
        },
        {
          likelihood: "rare",
          part: "Leaking regulator or split hose inside the tank module",
          why: "Fuel that escapes back into the tank from inside the module never reaches the rail, so volume falls short only at full demand.",
        },
      ],
      checks: [
        {
          step: "Record live data during a safe full-throttle run: long-term and short-term fuel trims, upstream O2 or air-fuel sensor, and rail pressure PID if fitted.",
          tools: ["Scan tool with data recording"],
          expect:
            "Trims climbing past +15% or the upstream sensor reading lean (O2 under 0.2 V, or lambda above 1.05) under load points to fuel supply rather than ignition.",
        },
        {
          step: "Connect a gauge to the rail test port and read pressure key-on engine-off, at idle and on a snap throttle.",
          tools: ["Fuel pressure gauge with adapters"],
          expect:
            "Returnless port systems commonly hold about 45–65 psi (GM near 55–62, many Toyotas 44–50, Ford electronic returnless varying with load) and return-style systems 38–50 psi (typical; confirm in the service information). A drop of more than about 5 psi on a snap throttle means the supply is marginal.",
        },
        {
          step: "Secure the gauge outside under a wiper arm, or use a long hose, and drive up a grade at full throttle with a helper watching.",
          tools: ["Fuel pressure gauge", "Helper"],
          expect:
            "Pressure that sags several psi just as the engine falls flat confirms the pump, strainer or filter cannot keep up.",
        },
        {
          step: "Run a volume test: route pump output into a graduated fuel-safe container for 15 seconds with the pump commanded on.",
          tools: ["Graduated fuel container", "Fuel line adapters", "Scan tool or fused jumper"],
          expect:
            "Roughly a pint (0.5 L) or more in 15 seconds on most car systems; check the spec. Good pressure with poor volume means a worn pump or a restriction.",
        },
        {
          step: "Back-probe the pump connector with the pump running and measure supply voltage and ground-side voltage drop.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "Within about 0.5 V of battery voltage on the feed and under 0.2 V on the ground side; anything worse is a wiring repair first.",
        },
        {
          step: "Clamp a low-amp probe on the pump circuit and capture the current waveform on a scope.",
          tools: ["Low-amp current clamp", "Lab scope"],
          expect:
            "A healthy car pump draws roughly 4–8 A with an even ripple from each commutator segment; irregular humps or dropouts mean a worn pump.",
        },
      ],
      fix: "Replace the fuel pump module (pump, strainer and usually the level sender) and any serviceable filter, and look inside the tank for rust or debris before installing. Fit a new lock-ring seal, cycle the key and check for leaks before starting, clear codes and re-test pressure under load. Repair any voltage drop first, or the new pump will fail early.",
      difficulty: 3,
      cost: {
        partsLow: 180,
        partsHigh: 750,
        laborHoursLow: 1.3,
        laborHoursHigh: 4,
        excludes:
          "Estimate excludes diagnosis, taxes, a new tank or straps if rusted, and dealer OEM pricing; trucks that need the bed lifted sit at the top of the labor range.",
      },
      verdict: "careful",
      verdictReason:
        "It can lose power in the middle of a merge or pass; drive gently, keep the tank above a quarter and get it tested soon.",
      codes: ["P0087", "P0171", "P0174"],
      terms: ["fuel pump module", "fuel trim", "volume test", "pump strainer"],
      related: ["fuel-pump-whine-from-tank", "clogged-inline-fuel-filter", "runs-worse-after-new-fuel-pump"],
    },
    {
      slug: "fuel-pump-whine-from-tank",
      title: "Loud whine or hum from under the back seat while the engine runs",
      summary:
        "A pump that has become noisy is usually starving on a clogged strainer or low fuel, or is wearing out. Fill the tank and test pressure and current; replace the module if it stays loud or draws abnormal current.",
      symptoms: [
        "High-pitched whine from the rear seat or trunk area that does not follow engine speed",
        "Louder below a quarter tank and after a hot drive",
        "Noise rises and falls with a pulsing or howling tone",
        "May come before hesitation under load or a long crank",
      ],
      symptomIds: ["tank-noise", "hesitation"],
      causes: [
        {
          likelihood: "common",
          part: "Worn fuel pump bearings or armature",
          why: "Wear lets the armature and impeller run out of true, which turns the normal faint hum into a loud whine carried by the tank and body.",
        },
        {
          likelihood: "common",
          part: "Restricted inlet strainer or habitually low fuel level",
          why: "A starving pump cavitates, drawing vapor bubbles that collapse in the pump and make a howl; low fuel also removes the liquid that cools and damps it.",
        },
        {
          likelihood: "occasional",
          part: "Pump isolator, hose or bracket inside the module broken",
          why: "When the rubber isolator or pulse damper hose fails, the pump touches the module housing and its vibration is amplified through the tank.",
        },
        {
          likelihood: "rare",
          part: "Aftermarket pump with a different motor or speed",
          why: "Some low-cost replacement pumps run louder by design, especially on returnless systems whose driver module varies speed.",
        },
      ],
      checks: [
        {
          step: "Fill the tank completely and listen again at idle with the windows down and the rear seat folded if possible.",
          tools: [],
          expect:
            "A whine that drops noticeably with a full tank points to cavitation or a marginal strainer rather than a failing motor.",
        },
        {
          step: "Check fuel pressure at idle and on a snap throttle while listening for the noise.",
          tools: ["Fuel pressure gauge"],
          expect:
            "Pressure in spec (about 45–65 psi on most returnless systems, lower on many Toyotas than on GM; confirm in the service information) with a loud whine means the pump still works but is worn; pressure below spec with noise means replace soon.",
        },
        {
          step: "Measure pump current with a low-amp clamp and view the waveform.",
          tools: ["Low-amp current clamp", "Lab scope"],
          expect:
            "Current well above 8–10 A on a car pump, or an uneven ripple, confirms mechanical drag or worn segments.",
        },
        {
          step: "Use a mechanic's stethoscope on the tank or pump access cover while a helper cycles the pump with the key or scan tool.",
          tools: ["Mechanic's stethoscope", "Scan tool"],
          expect: "Noise clearly loudest at the module, not at a line clip or the filter, confirms the source.",
        },
      ],
      fix: "Replace the pump module or, where the design allows, the pump and strainer as a kit, and clean or replace a rusty tank. Use a quality OEM-equivalent pump: cheap units are a common source of come-back noise. Check for leaks at the lock ring, and advise keeping the tank above a quarter to help cooling.",
      difficulty: 3,
      cost: {
        partsLow: 120,
        partsHigh: 700,
        laborHoursLow: 1,
        laborHoursHigh: 3.7,
        excludes:
          "Estimate excludes diagnosis, taxes and tank cleaning or replacement; dealer modules and labor cost more.",
      },
      verdict: "ok",
      verdictReason:
        "A whining pump usually still delivers fuel; it is safe to drive, but plan the repair before it leaves you stranded.",
      codes: [],
      terms: ["cavitation", "fuel pump module", "pump strainer"],
      related: ["bogs-under-load-weak-fuel-pump", "runs-worse-after-new-fuel-pump"],
    },
    {
      slug: "melted-fuel-pump-connector",
      title: "Stalls at random and the wiring plug on top of the fuel tank is scorched",
      summary:
        "A burnt fuel pump harness connector at the tank is a classic on 2000s GM full-size trucks and SUVs and happens on many others. Replace the pigtail and the module-side terminals, and check the pump's current draw so it does not happen again.",
      symptoms: [
        "Engine cuts out without warning, then may restart after a few minutes",
        "Stalling gets worse over bumps or after long highway runs",
        "Melted, brown or brittle plastic at the pump module connector when the tank or bed is off",
        "Fuel pressure drops to zero at the moment of a stall",
      ],
      symptomIds: ["stalling", "hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Loose or corroded terminal in the pump module connector",
          why: "A weak terminal grip creates resistance; at 6–10 A that spot heats, softens the plastic, loosens the fit further and eventually opens the circuit.",
        },
        {
          likelihood: "occasional",
          part: "Worn fuel pump drawing excessive current",
          why: "A dragging pump pulls more amps than the connector was rated to carry continuously, cooking the weakest terminal.",
        },
        {
          likelihood: "rare",
          part: "Water intrusion from a cracked connector seal",
          why: "Road spray reaches the terminals through a missing seal, corroding them and raising resistance in the same way.",
        },
      ],
      checks: [
        {
          step: "With the engine stalled, listen for the pump at key-on and check for pressure at the rail test port.",
          tools: ["Fuel pressure gauge"],
          expect:
            "Zero pressure and no pump hum during a stall points to power loss to the pump, not an ignition fault.",
        },
        {
          step: "Back-probe the pump feed and ground at the tank connector with the engine running and wiggle the harness.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "Voltage within about 0.5 V of battery and steady while flexing the harness; a drop or flicker confirms a connector fault.",
        },
        {
          step: "Access the top of the module (seat access panel, or lower the tank or lift the truck bed) and inspect the connector on both sides.",
          tools: ["Flashlight", "Basic hand tools"],
          expect:
            "Discolored or deformed housing and blued or loose terminals condemn the connector and the module's mating pins.",
        },
        {
          step: "With the connector repaired or jumpered, measure the pump's current draw.",
          tools: ["Low-amp current clamp"],
          expect:
            "Roughly 4–8 A on cars and up to about 10 A on some trucks is normal; higher draw means the pump also needs replacing.",
        },
      ],
      fix: "Install a new pigtail with soldered and sealed or crimped and heat-shrunk splices, and replace the module if its terminals are burnt (most are not serviceable separately). Add dielectric grease only where the connector design calls for it. Replace a high-current pump at the same time, then road-test over rough pavement.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Pump connector pigtail replacement",
            partsLow: 30,
            partsHigh: 80,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Pump module with burnt terminals replaced",
            partsLow: 250,
            partsHigh: 650,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.3,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes, a fuse box socket or relay burnt by the same overload, and dealer pricing.",
      },
      verdict: "stop",
      verdictReason:
        "A cooking connector sits on top of the fuel tank, where it can start a fire, and its next open circuit stalls the engine at speed; tow it in rather than drive.",
      codes: ["P0087", "P0230"],
      terms: ["pigtail", "voltage drop", "fuel pump module"],
      related: [
        "fuel-pump-fuse-keeps-blowing",
        "ford-fuel-pump-driver-module-corrosion",
        "engine-cuts-out-briefly-then-catches",
      ],
      commonOn: gmt800Trucks,
    },
    {
      slug: "regulator-diaphragm-leaking-fuel",
      title: "Black smoke, a raw-gas smell and fuel in the regulator vacuum hose",
      summary:
        "On return-style systems a ruptured fuel pressure regulator diaphragm pulls gasoline straight into the intake, making the engine run rich. Pull the vacuum hose: if it is wet with fuel, replace the regulator and change the oil.",
      symptoms: [
        "Black smoke and a strong gasoline smell from the tailpipe, worst at idle",
        "Rough idle and hard hot restarts",
        "Liquid gasoline in the small vacuum hose at the regulator on the fuel rail",
        "Fuel economy drops sharply, and the oil may smell of gas",
      ],
      symptomIds: ["black-smoke", "rough-idle", "poor-mileage", "fuel-in-oil", "hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Ruptured vacuum-referenced fuel pressure regulator diaphragm",
          why: "Fuel at rail pressure passes through the torn diaphragm into the vacuum side, and manifold vacuum sucks it into the intake as unmetered fuel.",
        },
        {
          likelihood: "occasional",
          part: "Restricted fuel return line",
          why: "A kinked or crushed return line keeps surplus fuel from getting back to the tank, so rail pressure climbs above spec and every injector over-fuels.",
        },
        {
          likelihood: "rare",
          part: "Regulator stuck closed",
          why: "A regulator whose valve stays shut sends no fuel back, so pressure rises to the pump's maximum and the engine runs rich everywhere.",
        },
      ],
      checks: [
        {
          step: "With the engine off, pull the vacuum hose from the regulator and look and smell inside it, then cycle the key on.",
          tools: ["Flashlight"],
          expect: "Any liquid fuel in the hose or dripping from the regulator nipple at key-on condemns the diaphragm.",
        },
        {
          step: "Read fuel pressure key-on engine-off, then at idle with the vacuum hose on and off.",
          tools: ["Fuel pressure gauge"],
          expect:
            "Typical return systems hold 38–50 psi key-on (check the spec) and drop 8–10 psi at idle with vacuum connected; pressure well above spec means a restriction or stuck regulator.",
        },
        {
          step: "Pinch or block the return line briefly with the correct tool while watching the gauge.",
          tools: ["Fuel line clamp", "Fuel pressure gauge"],
          expect:
            "A sharp rise in pressure shows the regulator is controlling; no change when blocked means the pump or regulator is at fault.",
        },
        {
          step: "Check short- and long-term fuel trims at warm idle.",
          tools: ["Scan tool"],
          expect:
            "Combined trims more negative than about -10% with no other fault confirms the engine is being over-fueled.",
        },
      ],
      fix: "Replace the fuel pressure regulator and its O-rings, and clear any kinks in the return line. Change the engine oil if it smells of gasoline, since fuel thins it. Replace fouled spark plugs, clear codes and confirm fuel trims settle near 0% after a drive.",
      difficulty: 2,
      cost: {
        partsLow: 30,
        partsHigh: 150,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.7,
        excludes:
          "Estimate excludes diagnosis, taxes, an oil change, spark plugs and a catalytic converter damaged by long rich running.",
      },
      verdict: "careful",
      verdictReason:
        "Rich running can overheat the catalytic converter and wash down cylinder walls; drive only to the shop and avoid long trips.",
      codes: ["P0172", "P0175"],
      terms: ["return-style fuel system", "fuel pressure regulator", "fuel trim"],
      related: ["gasoline-in-engine-oil", "sudden-fuel-economy-drop", "leaking-injector-misfire-after-hot-soak"],
    },
    {
      slug: "clogged-inline-fuel-filter",
      title: "Sputters at highway speed on an older truck with a frame-rail fuel filter",
      summary:
        "Vehicles with a serviceable inline filter (many pre-2010 trucks, vans and Jeeps) starve when it plugs. Replace the filter; if it came out full of rust, the tank and pump strainer need attention too.",
      symptoms: [
        "Surging, sputtering or bucking at steady highway speed",
        "Loss of power on long hills or when towing",
        "Starts and idles fine",
        "The filter has not been changed in well over 30,000 miles or since the truck was bought",
      ],
      symptomIds: ["hesitation", "stalling"],
      causes: [
        {
          likelihood: "common",
          part: "Plugged inline fuel filter",
          why: "Sediment and rust trapped in the paper element limit flow, so pressure drops at the high fuel demand of steady highway speed or towing.",
        },
        {
          likelihood: "occasional",
          part: "Rust shedding inside an aging steel tank",
          why: "Rust flakes load a fresh filter within a few thousand miles, so the problem keeps coming back until the tank is replaced.",
        },
        {
          likelihood: "rare",
          part: "Fuel line crushed or kinked near the filter",
          why: "A line dented by a jack, a rock or a trailer hitch restricts flow exactly like a plugged filter.",
        },
      ],
      checks: [
        {
          step: "Check the owner's manual or service information to confirm a serviceable external filter exists and find it on the frame rail or under the floor.",
          tools: ["Service information", "Flashlight"],
          expect:
            "Most newer vehicles use a lifetime in-tank filter; if there is none outside, look to the pump module instead.",
        },
        {
          step: "Measure fuel pressure at the rail at idle and with the engine held at 2,500 rpm.",
          tools: ["Fuel pressure gauge"],
          expect:
            "Pressure holding within about 2–3 psi of the idle reading is normal; a sag of 5 psi or more at 2,500 rpm, worse under load on a road test, is consistent with a plugged filter.",
        },
        {
          step: "Remove the filter and drain it into a clear glass jar, and blow through it gently in the direction of flow.",
          tools: ["Line disconnect tools", "Clear jar"],
          expect:
            "Dark fuel, rust particles, water or heavy resistance to airflow confirm a plugged filter and dirty tank.",
        },
        {
          step: "Re-test pressure and volume with the new filter installed.",
          tools: ["Fuel pressure gauge", "Graduated fuel container"],
          expect:
            "Pressure back in spec and volume of at least about a pint in 15 seconds (typical; confirm in the service information) clears the pump; still low means the pump or strainer is worn too.",
        },
      ],
      fix: "Relieve pressure, replace the filter noting the flow arrow, and replace the plastic retaining clips with new ones. Check for leaks at key-on before starting. If rust came out, inspect the pump strainer and tank; a rusty tank needs replacing, or the new filter will plug again.",
      difficulty: 2,
      cost: {
        partsLow: 15,
        partsHigh: 80,
        laborHoursLow: 0.3,
        laborHoursHigh: 1.2,
        excludes:
          "Estimate excludes diagnosis, taxes, seized or rusted line fittings and any tank or pump work found necessary.",
      },
      verdict: "careful",
      verdictReason:
        "It may surge or lose power on the highway or with a trailer; keep speeds moderate and replace the filter before towing.",
      codes: ["P0087", "P0171", "P0174"],
      terms: ["inline fuel filter", "lifetime filter"],
      related: ["bogs-under-load-weak-fuel-pump", "contaminated-fuel-after-fill-up"],
    },
    {
      slug: "ford-fuel-pump-driver-module-corrosion",
      title: "Ford truck or SUV cuts out over bumps or in the rain, with a fuel pump module code",
      summary:
        "On many 2000s–2010s Ford trucks and body-on-frame SUVs the fuel pump driver module (FPDM) mounted on the frame rusts or cracks and drops the pump. Replace the module and clean its connector and ground.",
      symptoms: [
        "Intermittent stalling or stumbling, sometimes a no-start",
        "Worse after driving through water or on rough roads",
        "Check engine light with a fuel pump module code",
        "White corrosion bloom on the aluminum module housing on the frame or spare-tire crossmember",
      ],
      symptomIds: ["stalling", "check-engine-light", "hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Corroded fuel pump driver module",
          why: "The aluminum housing corrodes against its steel mount until water reaches the circuit board, and the module stops driving the pump.",
        },
        {
          likelihood: "occasional",
          part: "Corroded FPDM connector or ground",
          why: "Moisture in the connector raises resistance on the power, ground or PCM command wires, so the module resets or drops the pump over bumps.",
        },
        {
          likelihood: "rare",
          part: "Open command circuit between the PCM and FPDM",
          why: "A chafed command wire means the module gets no duty-cycle request and shuts the pump off.",
        },
      ],
      checks: [
        {
          step: "Scan the PCM for stored codes and watch the fuel pump duty-cycle and rail pressure PIDs while driving over rough pavement.",
          tools: ["Scan tool"],
          expect:
            "Fuel pump module codes with rail pressure falling to near zero at each stumble point to the FPDM circuit.",
        },
        {
          step: "Inspect the FPDM (frame rail, spare-tire crossmember or behind a trim panel, depending on the model) and its connector.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Bubbled paint, white powder, cracks in the housing or green terminals confirm the failure.",
        },
        {
          step: "Back-probe FPDM power and ground with the key on and load-test them.",
          tools: ["Digital multimeter", "Test light"],
          expect:
            "Battery voltage on the feed and under 0.2 V drop on the ground; a failure here is a wiring repair before any module.",
        },
        {
          step: "Scope the PCM command and the FPDM output to the pump while commanding the pump on.",
          tools: ["Lab scope", "Scan tool"],
          expect: "A valid command with no pump output condemns the module.",
        },
      ],
      fix: "Replace the FPDM with an updated part, and add an insulating spacer where the replacement kit supplies one so aluminum does not sit against steel. Clean or replace a corroded connector, check the pump's current draw, clear codes and road-test. Check whether an open recall or extended coverage applies to the VIN.",
      difficulty: 2,
      cost: {
        partsLow: 80,
        partsHigh: 300,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.3,
        excludes:
          "Estimate excludes diagnosis, taxes, a pump that has also failed and any open recall work that would be free at a Ford dealer.",
      },
      verdict: "stop",
      verdictReason:
        "A corroded FPDM cuts the pump without warning, so the truck can stall at highway speed and lose brake and steering assist; don't drive it until the module is replaced.",
      codes: [{ code: "P1233", makes: ["ford"] }, { code: "P1235", makes: ["ford"] }, "P0627"],
      terms: ["FPDM", "duty cycle", "returnless fuel system"],
      related: ["melted-fuel-pump-connector", "engine-cuts-out-briefly-then-catches", "bogs-under-load-weak-fuel-pump"],
      appliesTo: [
        { make: "ford", models: ["explorer", "explorer-sport-trac"], years: [2002, 2010] },
        { make: "ford", models: ["expedition"], years: [2003, 2014] },
        { make: "ford", models: ["f-150"], years: [2004, 2014] },
        { make: "lincoln", models: ["navigator"], years: [2003, 2014] },
        { make: "lincoln", models: ["mark-lt"], years: [2006, 2008] },
        { make: "mercury", models: ["mountaineer"], years: [2002, 2010] },
      ],
    },
    {
      slug: "clogged-port-injector-lean-misfire",
      title: "One cylinder misfires and the engine runs lean after the car sat for months",
      summary:
        "A port fuel injector clogged with varnish from stale fuel starves one cylinder. Confirm with a swap test or balance test, then clean or replace the injector.",
      symptoms: [
        "Steady shake at idle that smooths a little with rpm",
        "Check engine light with a single-cylinder misfire code",
        "Lean fuel trims, worse on the bank with the bad cylinder",
        "Started after a long storage period or a tank of old fuel",
      ],
      symptomIds: ["misfire", "rough-idle", "check-engine-light"],
      causes: [
        {
          likelihood: "common",
          part: "Varnish-clogged port injector",
          why: "Evaporating old gasoline leaves gum on the injector's filter basket and pintle, so it sprays less and in a poor pattern, and that cylinder goes lean.",
        },
        {
          likelihood: "occasional",
          part: "Injector inlet filter screen plugged with debris",
          why: "Rust or particles from the tank or a line repair collect on the small screen inside the injector inlet and cut flow.",
        },
        {
          likelihood: "rare",
          part: "Weak injector coil or high-resistance connector",
          why: "A coil near the end of its life opens the injector slowly, shortening the actual spray time.",
        },
      ],
      checks: [
        {
          step: "On a warm engine, note which cylinder's misfire counter climbs and read long-term trim on that cylinder's bank.",
          tools: ["Scan tool"],
          expect:
            "Misfires concentrated on one cylinder with long-term trim over +10% on that bank fits a lean injector.",
        },
        {
          step: "Swap the coil and spark plug from the misfiring cylinder with a neighbor, clear codes and drive.",
          tools: ["Basic hand tools"],
          expect: "If the misfire stays on the same cylinder, the ignition is cleared and the injector is suspect.",
        },
        {
          step: "Measure the injector's resistance and check for pulse with a noid light.",
          tools: ["Digital multimeter", "Noid light"],
          expect:
            "Most high-impedance port injectors read about 11–16 ohms (check spec) and the noid light flashes; a good electrical result with a misfire points to a mechanical clog.",
        },
        {
          step: "Build rail pressure with the key, then use an injector pulser to fire one injector at a time for an identical pulse, logging the gauge drop for each.",
          tools: ["Fuel pressure gauge", "Injector pulse tester"],
          expect: "Drops should be within about 10% of each other; a clearly smaller drop marks the clogged injector.",
        },
      ],
      fix: "Have the injector ultrasonically cleaned and flow-tested or replace it, with new O-rings and filter baskets lubricated with clean engine oil. Drain very old fuel, refill with fresh gasoline, clear codes and confirm misfire counters and trims are normal. Matched flow-tested sets are worth it on high-mileage engines.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Injector ultrasonically cleaned and flow-tested",
            partsLow: 40,
            partsHigh: 100,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "One injector replaced with new O-rings",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Matched flow-tested injector set",
            partsLow: 250,
            partsHigh: 600,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes, intake gaskets if the manifold must come off, and draining a tank of stale fuel.",
      },
      verdict: "careful",
      verdictReason:
        "A steady misfire pushes unburned fuel into the catalytic converter; drive gently and briefly, and stop if the light flashes.",
      codes: ["P0300", "P0301", "P0171", "P0174"],
      terms: ["port fuel injection", "injector balance test", "noid light", "misfire counter"],
      related: [
        "runs-rough-after-storage-on-old-gas",
        "injector-circuit-dead-cylinder",
        "leaking-injector-misfire-after-hot-soak",
      ],
    },
    {
      slug: "leaking-injector-misfire-after-hot-soak",
      title: "Shakes and misfires for a few seconds after a hot restart, then smooths out",
      summary:
        "A port or direct injector that drips after shutdown floods one cylinder during a hot soak. Confirm with a pressure-hold test and plug reading, then replace the leaking injector.",
      symptoms: [
        "Rough, smoky start after a 10–30 minute stop on a warm engine",
        "Single-cylinder misfire code that sets at start-up only",
        "Puff of black smoke and a raw-gas smell on restart",
        "One spark plug wet or black compared with the rest",
      ],
      symptomIds: ["misfire", "black-smoke", "hard-start", "check-engine-light"],
      causes: [
        {
          likelihood: "common",
          part: "Injector leaking at its seat",
          why: "Dirt or wear keeps the pintle or ball from sealing, so residual rail pressure pushes fuel into the cylinder while the engine sits.",
        },
        {
          likelihood: "occasional",
          part: "Rail pressure too high after shutdown",
          why: "Heat soak raises pressure in a sealed returnless rail, forcing marginal injectors to drip more than they would cold.",
        },
        {
          likelihood: "rare",
          part: "Cracked injector body or internal O-ring",
          why: "Fuel bypasses the valve entirely and pools in the intake port or, on direct injection, in the cylinder.",
        },
      ],
      checks: [
        {
          step: "Record misfire counters for the first minute after a hot restart.",
          tools: ["Scan tool"],
          expect:
            "Misfires on one cylinder only during the first seconds of running point to that cylinder's injector.",
        },
        {
          step: "Pressurize the rail, shut everything off and watch the gauge for 5–10 minutes.",
          tools: ["Fuel pressure gauge"],
          expect:
            "Most systems hold within about 10 psi of the key-on reading for 5 minutes; a steady fall with the supply line clamped points to the injectors.",
        },
        {
          step: "After a hot soak, pull the spark plugs and compare them.",
          tools: ["Spark plug socket"],
          expect: "One fuel-wet or sooty plug among clean ones identifies the leaking injector.",
        },
        {
          step: "On port-injection engines, remove the rail with injectors attached, pressurize it over rags and watch each tip.",
          tools: ["Fuel pressure gauge", "Shop rags", "Safety glasses"],
          expect: "More than a drop or two per minute from any tip condemns that injector.",
        },
      ],
      fix: "Replace the leaking injector (on direct injection, with new combustion seals and the correct install tool) and replace fouled plugs. Change the oil if fuel has washed into it, clear codes and verify hot-restart misfire counters stay at zero. Some direct-injection injectors need their trim codes entered into the PCM.",
      difficulty: 3,
      cost: {
        partsLow: 60,
        partsHigh: 450,
        laborHoursLow: 1,
        laborHoursHigh: 4,
        excludes:
          "Estimate excludes diagnosis, taxes, spark plugs, an oil change and injector coding where the PCM requires it; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "Raw fuel is reaching the cylinder and catalyst; drive to a shop soon and avoid repeated short hot stops.",
      codes: ["P0300", "P0172", "P0175"],
      terms: ["hot soak", "pressure hold test", "injector seat"],
      related: ["regulator-diaphragm-leaking-fuel", "gasoline-in-engine-oil", "direct-injector-leak-bmw-n54"],
    },
    {
      slug: "injector-circuit-dead-cylinder",
      title: "Engine shakes on one dead cylinder with an injector circuit code",
      summary:
        "An injector with an open coil or a broken wire leaves one cylinder with no fuel at all. Check the injector's resistance and its harness; repair the wire or replace the injector, and check the PCM driver only if both test good.",
      symptoms: [
        "Constant miss at every speed that does not change warm or cold",
        "Check engine light with an injector circuit code (P0201–P0208) and a matching misfire code",
        "Engine idles noticeably rough and feels down on power",
        "No pulse at that injector connector on a noid light",
      ],
      symptomIds: ["misfire", "rough-idle", "check-engine-light"],
      causes: [
        {
          likelihood: "common",
          part: "Injector coil open or shorted",
          why: "With the winding broken, the PCM's driver has nothing to switch, so the injector never opens and the cylinder gets no fuel.",
        },
        {
          likelihood: "common",
          part: "Broken or chafed injector wire or spread connector terminal",
          why: "Harnesses under the intake crack from heat and vibration; an open feed or control wire stops the injector just as surely as a dead coil.",
        },
        {
          likelihood: "occasional",
          part: "Rodent damage to the injector harness",
          why: "Chewed insulation opens or shorts individual injector wires, often at the back of the engine where the damage is hidden.",
        },
        {
          likelihood: "rare",
          part: "Failed injector driver inside the PCM",
          why: "A driver transistor can burn out, usually after a shorted injector pulled too much current through it.",
        },
      ],
      checks: [
        {
          step: "Read codes and misfire counters to confirm which cylinder is dead and whether the circuit code is current.",
          tools: ["Scan tool"],
          expect:
            "A circuit code (P0201 = cylinder 1, and so on) with misfires only on that cylinder points to that injector's circuit.",
        },
        {
          step: "Unplug the injector and measure its resistance, comparing it with a good one on the same engine.",
          tools: ["Digital multimeter"],
          expect:
            "High-impedance port injectors typically read about 11–16 ohms and direct injectors about 1–3 ohms (check spec); an open reading or one far from the others condemns it.",
        },
        {
          step: "With the key on, check the injector feed at the harness connector; then crank with a noid light plugged in.",
          tools: ["Test light", "Noid light"],
          expect:
            "Battery voltage on the feed and a flashing noid light mean the harness and PCM are fine, so the injector is bad.",
        },
        {
          step: "Scope the injector control wire with the engine running.",
          tools: ["Lab scope"],
          expect:
            "A sharp turn-off spike, typically about 35–80 V depending on how the PCM driver clamps it, matching the other cylinders; a missing spike with a good pulse means an open coil, no pulse at all means wiring or the PCM.",
        },
        {
          step: "If there is no pulse, check continuity of the control wire from the injector to the PCM pin, flexing the harness.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "Under about 1 ohm end to end; an open or intermittent reading locates the break.",
        },
      ],
      fix: "Repair the harness with sealed, soldered splices or replace the injector with new O-rings. Before replacing a PCM, confirm no injector on that driver is shorted, or the new module will fail the same way; a replacement PCM usually needs programming to the VIN. Clear codes and confirm misfire counters stay at zero.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Injector harness repaired with sealed splices",
            partsLow: 20,
            partsHigh: 40,
            laborHoursLow: 0.7,
            laborHoursHigh: 2,
          },
          {
            name: "Injector replacement with new O-rings",
            partsLow: 60,
            partsHigh: 450,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes, intake removal gaskets, and PCM replacement and programming, which cost far more.",
      },
      verdict: "careful",
      verdictReason:
        "A dead cylinder is mainly a power and catalytic converter concern; drive gently to a shop and stop if the check engine light flashes.",
      codes: ["P0201", "P0202", "P0203", "P0204", "P0205", "P0206", "P0207", "P0208", "P0261", "P0300"],
      terms: ["injector driver", "noid light", "high-impedance injector"],
      related: ["clogged-port-injector-lean-misfire", "leaking-injector-misfire-after-hot-soak"],
    },
    {
      slug: "fuel-leak-at-rail-or-injector-seals",
      title: "Strong gas smell under the hood and wet fuel around the injectors or fuel rail",
      summary:
        "Hardened injector O-rings, a leaking quick-connect or a cracked rail is putting fuel on a hot engine. Do not drive it: find the leak with the key on and engine off, and reseal it before the next start.",
      symptoms: [
        "Raw gasoline smell at the front of the car, strongest right after a start",
        "Wet, shiny fuel or a clean-washed spot around an injector, the rail or the supply line",
        "Smell drifts into the cabin through the fresh-air vents",
        "May follow recent work on the intake, injectors or high-pressure lines",
      ],
      symptomIds: ["fuel-smell-outside", "fuel-leak", "fuel-smell-cabin"],
      causes: [
        {
          likelihood: "common",
          part: "Hardened upper injector O-rings",
          why: "Years of heat cycles harden the rubber so it no longer seals against the rail cup, especially when cold, and fuel seeps past at full rail pressure.",
        },
        {
          likelihood: "common",
          part: "Leaking quick-connect or crimped hose at the rail supply",
          why: "The O-rings inside plastic quick-connects crack and crimped rubber sections split, letting fuel weep where the line joins the rail.",
        },
        {
          likelihood: "occasional",
          part: "High-pressure line or fitting on a direct-injection engine",
          why: "Many DI high-pressure lines are single-use; a reused line or an under-torqued fitting can seep or spray at 2,000 psi or more.",
        },
        {
          likelihood: "rare",
          part: "Cracked fuel rail, pressure sensor seal or Schrader valve core",
          why: "Plastic rails crack with age, and a leaking sensor O-ring or test-port core releases fuel at the top of the engine.",
        },
      ],
      checks: [
        {
          step: "Engine cold, hood open: cycle the key on two or three times without starting and watch and smell every joint on the rail and supply line.",
          tools: ["Flashlight", "Shop mirror"],
          expect:
            "A drop forming or a wet ring at an injector, fitting or sensor under key-on pressure pinpoints the leak.",
        },
        {
          step: "Sweep the rail, injectors and lines with a combustible gas detector.",
          tools: ["Combustible gas detector"],
          expect: "A sharp rise in reading at one joint confirms a vapor leak too small to see.",
        },
        {
          step: "Brush soapy water on the test-port Schrader valve with the system pressurized, then check the cap is present.",
          tools: ["Soapy water", "Brush"],
          expect: "Bubbles at the valve core mean it needs a new core and cap.",
        },
        {
          step: "Run a pressure hold test with the supply line clamped.",
          tools: ["Fuel pressure gauge", "Fuel line clamp"],
          expect:
            "A fall of more than about 10 psi in 5 minutes with no visible drip points inside, to the injectors; a visible drip during the fall is the external leak.",
        },
      ],
      fix: "Replace all injector O-rings as a set (never one), lubricating them with clean engine oil, or replace the leaking line, quick-connect, sensor seal or rail. On direct-injection engines install new high-pressure lines where specified and torque the fittings to spec. Recheck at key-on before starting and again hot.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Injector O-ring set replacement",
            partsLow: 15,
            partsHigh: 60,
            laborHoursLow: 0.7,
            laborHoursHigh: 2,
          },
          {
            name: "Rail supply quick-connect or hose replacement",
            partsLow: 20,
            partsHigh: 120,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "DI high-pressure line or fitting replacement",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Fuel rail or pressure sensor seal replacement",
            partsLow: 150,
            partsHigh: 400,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.3,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes, intake manifold gaskets and any recall repair that would be covered by the dealer.",
      },
      verdict: "stop",
      verdictReason:
        "Fuel leaking onto a hot engine can ignite; do not drive it, and keep it away from the garage until the leak is fixed.",
      codes: [],
      terms: ["fuel rail", "quick-connect fitting", "Schrader valve"],
      related: ["faint-gas-smell-in-garage", "injector-circuit-dead-cylinder", "rusted-steel-fuel-line-leak"],
    },
    {
      slug: "direct-injector-leak-bmw-n54",
      title: "BMW N54 twin-turbo misfires and blows a cloud of smoke on cold start",
      summary:
        "Leaking piezo injectors are the usual cause on BMW's N54 six (335i, 135i, 535i, Z4 sDrive35i). Find the leaking cylinder by misfire data and plug condition, then fit latest-revision injectors and code them to the DME.",
      symptoms: [
        "Rough running and a puff of smoke for the first seconds after a cold start",
        "Misfire codes on one or more cylinders, sometimes with the drivetrain malfunction message",
        "Strong fuel smell at the tailpipe on start-up",
        "Spark plug on one cylinder black or wet with fuel",
        "Oil level rises slightly or smells of gasoline",
      ],
      symptomIds: ["misfire", "black-smoke", "fuel-in-oil", "check-engine-light", "hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Leaking piezo direct injector",
          why: "Earlier injector revisions on the N54 drip after shutdown, filling a cylinder with fuel that fouls the plug and misfires on the next start.",
        },
        {
          likelihood: "occasional",
          part: "Worn spark plugs or ignition coil",
          why: "Turbo direct-injection engines blow out a weak spark under boost; a bad coil mimics an injector misfire and must be ruled out first.",
        },
        {
          likelihood: "rare",
          part: "Failed injector combustion seal",
          why: "A leaking Teflon combustion seal lets gases and soot past the injector body, causing rough running and a sooty injector bore.",
        },
      ],
      checks: [
        {
          step: "Read misfire counters and injector adaptation values with a BMW-capable scan tool after a cold start.",
          tools: ["BMW-capable scan tool"],
          expect:
            "Start-up misfires concentrated on one cylinder, or one injector's adaptation far from the rest, point to that injector.",
        },
        {
          step: "Swap the coil on the misfiring cylinder with another cylinder and re-test.",
          tools: ["Basic hand tools"],
          expect: "A misfire that follows the coil is ignition; one that stays put points to the injector.",
        },
        {
          step: "Pull and read all six spark plugs after the car has sat overnight.",
          tools: ["Spark plug socket", "Torque wrench"],
          expect: "A plug black, wet or smelling of fuel among tan ones marks the leaking cylinder.",
        },
        {
          step: "Check fuel trims and smell the oil on the dipstick or via the oil level reading.",
          tools: ["Scan tool"],
          expect:
            "Trims more negative than about -10% on the bank holding the suspect cylinder, plus fuel-smelling oil, support an injector leak rather than a pure ignition fault.",
        },
      ],
      fix: "Replace the leaking injectors (many shops do all six) with the latest revision, new combustion seals and new mounting hardware, and code each injector's calibration number to the DME. Replace fouled plugs, change the oil if diluted, clear adaptations and codes, and re-check start-up misfires after an overnight soak.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "One injector with new seals, coded to the DME",
            partsLow: 300,
            partsHigh: 550,
            laborHoursLow: 1.3,
            laborHoursHigh: 2.5,
          },
          {
            name: "All six injectors with seals and hardware, coded",
            partsLow: 1800,
            partsHigh: 2700,
            laborHoursLow: 3.5,
            laborHoursHigh: 6,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes, spark plugs, coils and an oil change; dealer pricing and coding fees are higher.",
      },
      verdict: "careful",
      verdictReason:
        "Repeated fuel-fouled starts can damage the catalytic converters and dilute the oil; drive it gently to a shop, not on a road trip.",
      codes: ["P0300", "P0301", "P0302", "P0303", "P0304", "P0305", "P0306"],
      terms: ["piezo injector", "injector coding", "combustion seal", "direct injection"],
      related: [
        "leaking-injector-misfire-after-hot-soak",
        "high-pressure-fuel-pump-limp-mode",
        "gasoline-in-engine-oil",
      ],
      appliesTo: [{ make: "bmw", years: [2007, 2016], engines: [{ name: "N54 3.0L twin-turbo I6", liters: 3 }] }],
    },
    {
      slug: "high-pressure-fuel-pump-limp-mode",
      title: "Direct-injection engine stumbles under hard throttle and drops into limp mode",
      summary:
        "A failing cam-driven high-pressure fuel pump can't hold rail pressure, so the PCM cuts power. Compare desired and actual rail pressure and confirm the low-side supply before buying the pump.",
      symptoms: [
        "Hesitation or a sudden loss of power under boost or hard acceleration",
        "Reduced-power or engine-malfunction message, sometimes after a long crank",
        "Check engine light with low rail pressure codes",
        "Problem worse when hot, or after a fill-up with low-quality fuel",
      ],
      symptomIds: ["hesitation", "check-engine-light", "stalling", "hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Worn high-pressure fuel pump or failed volume control solenoid",
          why: "Internal leakage or a sticking inlet control valve keeps the pump from building the 1,500–3,000 psi the injectors need under load.",
        },
        {
          likelihood: "common",
          part: "Low supply from the in-tank lift pump",
          why: "The high-pressure pump can only multiply what it receives; a weak lift pump starves it, which looks exactly like a bad high-pressure pump.",
        },
        {
          likelihood: "occasional",
          part: "Worn pump follower or camshaft drive lobe",
          why: "A worn tappet or lobe shortens the pump's stroke, so each revolution moves less fuel.",
        },
        {
          likelihood: "rare",
          part: "Faulty rail pressure sensor or stuck-open relief valve",
          why: "A sensor that reads low makes the PCM chase pressure that is really there; a leaking relief valve dumps pressure back to the low side.",
        },
      ],
      checks: [
        {
          step: "Graph desired and actual rail pressure and low-side pressure (where a PID exists) at idle and during a full-throttle run.",
          tools: ["Scan tool with graphing"],
          expect:
            "Actual should track desired within a few percent; typical rail pressure is roughly 500–800 psi at idle rising to 2,000 psi or more under load. A widening gap under load indicates a supply problem.",
        },
        {
          step: "Check the low-side pressure with a gauge at the supply line or read the low-pressure sensor.",
          tools: ["Fuel pressure gauge", "Scan tool"],
          expect:
            "Most GDI lift pumps supply about 50–90 psi (BMW N54 about 72 psi); low or falling low-side pressure points to the in-tank pump, not the high-pressure pump.",
        },
        {
          step: "Check the volume control solenoid's resistance and the PCM command to it.",
          tools: ["Digital multimeter", "Lab scope"],
          expect:
            "A resistance within spec (often under 2 ohms) and a clean PWM command clear the circuit; an open coil or missing command is electrical.",
        },
        {
          step: "Compare the rail pressure sensor reading with the engine off and cold against a mechanical gauge where the rail allows, or against a known-good sensor.",
          tools: ["Scan tool", "Known-good sensor"],
          expect: "A reading that disagrees with real pressure condemns the sensor rather than the pump.",
        },
      ],
      fix: "Replace the high-pressure pump with new seals and, where used, a new follower; some designs use single-use bolts and high-pressure lines. Replace a weak lift pump first if low-side pressure is short. Clear codes and fuel adaptations and confirm rail pressure tracks desired under load. On BMW N54 models, check for open campaigns, although the old extended pump coverage has expired on most cars.",
      difficulty: 4,
      cost: {
        partsLow: 300,
        partsHigh: 1200,
        laborHoursLow: 1,
        laborHoursHigh: 4,
        excludes: "Estimate excludes diagnosis, taxes, a lift pump or camshaft if also worn, and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Sudden power loss in traffic is the risk; drive gently and only to a shop until rail pressure is fixed.",
      codes: ["P0087", "P0090", "P0191", "P228C"],
      terms: ["high-pressure fuel pump", "lift pump", "volume control solenoid", "rail pressure"],
      related: [
        "vw-audi-fsi-cam-follower-wear",
        "direct-injector-leak-bmw-n54",
        "bogs-under-load-weak-fuel-pump",
        "obd/p0087-fuel-rail-pressure-low",
      ],
    },
    {
      slug: "vw-audi-fsi-cam-follower-wear",
      title: "VW or Audi 2.0T FSI loses power with fuel pressure codes and a worn cam follower",
      summary:
        "On the 2006–2009 2.0T FSI (GTI, GLI, Passat, Eos, A3, A4) the high-pressure pump's cam follower wears through and then grinds the cam lobe. Pull the pump and inspect the follower now: the follower is cheap, a camshaft is not.",
      symptoms: [
        "Power falls off under boost and the EPC or check engine light comes on",
        "Low fuel pressure codes, often P0087 or P2293",
        "Rough idle or stalling as wear progresses",
        "No service record of a follower inspection in the last 30,000–50,000 miles",
      ],
      symptomIds: ["hesitation", "check-engine-light", "stalling"],
      causes: [
        {
          likelihood: "common",
          part: "Worn high-pressure pump cam follower",
          why: "The flat-faced follower rides on the intake camshaft's pump lobe under heavy load; once its hardened face wears through, pump stroke drops and high-side pressure falls.",
        },
        {
          likelihood: "occasional",
          part: "Camshaft drive lobe worn by a failed follower",
          why: "A worn-through follower lets the pump plunger or metal-on-metal contact gouge the lobe, so even a new follower cannot restore full stroke.",
        },
        {
          likelihood: "rare",
          part: "Failed high-pressure pump internals",
          why: "The pump itself can wear or its seals leak, producing the same low-pressure codes with a healthy follower.",
        },
      ],
      checks: [
        {
          step: "Read measuring blocks for specified and actual high-side pressure during a full-throttle pull.",
          tools: ["VW-capable scan tool"],
          expect:
            "Actual falling well below specified under load, for example under about 70 bar (1,000 psi) when about 100–110 bar is asked for at full throttle (typical; confirm in the service information), supports follower or pump wear.",
        },
        {
          step: "Remove the high-pressure pump and pull out the cam follower for inspection.",
          tools: ["Basic hand tools", "Torque wrench"],
          expect:
            "A shiny, flat face is fine; a dished wear spot or a hole worn through the hardened cap means replace it now.",
        },
        {
          step: "Inspect the exposed cam lobe with a light and a magnet in the pump bore.",
          tools: ["Flashlight", "Magnetic pickup"],
          expect:
            "A smooth lobe is reusable; scoring, flats or metal in the oil means the camshaft needs replacing too.",
        },
        {
          step: "If the follower and lobe are good, check low-side supply pressure.",
          tools: ["Fuel pressure gauge"],
          expect:
            "Low-side pressure in spec with low high-side pressure after the follower is confirmed good points to the pump.",
        },
      ],
      fix: "Replace the follower (and the pump's O-ring) and torque the pump to spec; if the lobe is damaged, replace the intake camshaft and change the oil to remove metal. Replace the pump only when pressure stays low with a good follower. Set a follower inspection every oil change or two on these engines.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Cam follower and pump O-ring replacement",
            partsLow: 80,
            partsHigh: 150,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.2,
          },
          {
            name: "High-pressure pump and follower replacement",
            partsLow: 400,
            partsHigh: 800,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Intake camshaft, follower and pump replacement",
            partsLow: 700,
            partsHigh: 1500,
            laborHoursLow: 4,
            laborHoursHigh: 6,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes, timing parts and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Keep driving and a cheap follower turns into a camshaft; drive gently and get it inspected within days.",
      codes: ["P0087", "P2293"],
      terms: ["cam follower", "FSI", "high-pressure fuel pump"],
      related: ["high-pressure-fuel-pump-limp-mode", "direct-injection-ticking-noise"],
      appliesTo: [
        {
          make: "volkswagen",
          models: ["gti", "jetta", "passat", "eos"],
          years: [2006, 2009],
          engines: [{ name: "2.0T FSI turbo I4", liters: 2 }],
        },
        {
          make: "audi",
          models: ["a3"],
          years: [2006, 2009],
          engines: [{ name: "2.0T FSI turbo I4", liters: 2 }],
        },
        {
          make: "audi",
          models: ["a4"],
          years: [2006, 2008],
          engines: [{ name: "2.0T FSI turbo I4", liters: 2 }],
        },
      ],
    },
    {
      slug: "direct-injection-ticking-noise",
      title: "Loud sewing-machine ticking from a direct-injection engine",
      summary:
        "Fast, even ticking from a direct-injection engine is usually the normal sound of its injectors and high-pressure pump. Compare with a sister vehicle and check misfire counters and rail pressure; only a new or changed noise needs work.",
      symptoms: [
        "Rapid, light ticking at idle that is loudest with the hood open",
        "Ticking speeds up with engine rpm and is most obvious cold",
        "No misfire, no warning light and normal power",
        "Often noticed after moving from an older port-injected car",
      ],
      symptomIds: ["engine-ticking"],
      causes: [
        {
          likelihood: "common",
          part: "Normal direct injector and high-pressure pump operation",
          why: "Solenoid DI injectors snap shut against 500–3,000 psi and the pump's inlet valve clicks every cam stroke, which makes a distinct tick through the head.",
        },
        {
          likelihood: "occasional",
          part: "Worn high-pressure pump follower or loose pump mounting",
          why: "Extra clearance between pump, follower and cam adds a heavier knock on each pump stroke.",
        },
        {
          likelihood: "occasional",
          part: "Valve train noise from lifters or lash",
          why: "A collapsed lifter or excess valve lash ticks at half engine speed and is easily mistaken for injector noise.",
        },
        {
          likelihood: "rare",
          part: "Injector with a failing solenoid",
          why: "One injector that clicks noticeably louder or irregularly may be sticking and is often accompanied by a misfire.",
        },
      ],
      checks: [
        {
          step: "Listen with a stethoscope on each injector, the high-pressure pump and the valve cover.",
          tools: ["Mechanic's stethoscope"],
          expect:
            "An even tick at every injector and the pump is normal; one much louder spot, or a noise centered on the valve cover, needs a closer look.",
        },
        {
          step: "Compare with another vehicle with the same engine, or with the manufacturer's noise bulletins.",
          tools: [],
          expect: "Same sound on a sister car means normal operation.",
        },
        {
          step: "Check misfire counters, fuel trims and desired versus actual rail pressure.",
          tools: ["Scan tool"],
          expect:
            "Zero misfires, trims within about ±10% and rail pressure tracking desired confirm a healthy fuel system.",
        },
      ],
      fix: "Nothing is needed if the noise is normal. A worn pump follower or loose pump is replaced or re-torqued; a loud single injector is replaced and coded where required. Valve train noise belongs to engine mechanical diagnosis.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Normal injector and pump noise: no repair",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Pump follower replaced or pump mounting re-torqued",
            partsLow: 30,
            partsHigh: 250,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Noisy direct injector replaced and coded",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes and valve train repairs, which belong to engine mechanical diagnosis.",
      },
      verdict: "ok",
      verdictReason: "An even injector tick with no codes and normal power is the engine working as designed.",
      codes: [],
      terms: ["direct injection", "high-pressure fuel pump", "mechanic's stethoscope"],
      related: ["vw-audi-fsi-cam-follower-wear", "high-pressure-fuel-pump-limp-mode"],
    },
    {
      slug: "contaminated-fuel-after-fill-up",
      title: "Misfires, stumbling and a check engine light the day after filling up",
      summary:
        "Water or contaminated gasoline from the station is likely when trouble starts right after a fill-up. Take a fuel sample from the rail or tank; if it separates or looks wrong, drain the tank, replace any filter and keep the receipt.",
      symptoms: [
        "Engine ran fine until a fill-up, then stumbles, surges or misfires",
        "Worse as the tank empties and the fuel at the pickup is the new fuel",
        "Multiple misfire codes or lean codes appear within a day",
        "Other drivers who used the same station report problems",
      ],
      symptomIds: ["misfire", "hesitation", "stalling", "check-engine-light"],
      causes: [
        {
          likelihood: "common",
          part: "Water in the fuel",
          why: "E10 can hold only about half a percent of water before the ethanol and water drop out as a separate layer, which the pump picks up and the engine cannot burn.",
        },
        {
          likelihood: "occasional",
          part: "Sediment or debris from the station's underground tank",
          why: "A fresh delivery stirs up tank-bottom sludge that clogs strainers, filters and injectors within days.",
        },
        {
          likelihood: "occasional",
          part: "Wrong fuel: E85 or low octane in an engine that needs premium",
          why: "E85 in a non-flex-fuel car leans the mixture beyond what fuel trims can correct; low octane in a high-compression turbo engine causes knock and heavy timing retard.",
        },
        {
          likelihood: "rare",
          part: "Station mix-up with diesel in the gasoline tank",
          why: "A small amount of diesel in gasoline fouls plugs and causes misfire and smoke.",
        },
      ],
      checks: [
        {
          step: "Check the receipt and ask whether other customers had trouble, and note the octane and ethanol label of the pump used.",
          tools: [],
          expect: "A pattern of complaints from one station points strongly to contaminated fuel.",
        },
        {
          step: "Draw a sample from the rail test port or the tank into a clear glass jar and let it settle for 10 minutes.",
          tools: ["Fuel pressure gauge with bleed hose", "Clear glass jar"],
          expect:
            "Clean gasoline is clear and single-layer; a cloudy lower layer, droplets or sediment confirms contamination.",
        },
        {
          step: "Use water-finding paste on a dowel in the tank or a graduated ethanol test tube with water.",
          tools: ["Water-finding paste", "Ethanol test kit"],
          expect:
            "Paste changes color at the water layer; an ethanol test well above about 10–15% on regular gasoline suggests E85 contamination.",
        },
        {
          step: "Watch fuel trims and knock retard on the scan tool.",
          tools: ["Scan tool"],
          expect:
            "Trims above +20% on a non-flex car fit E85; heavy knock retard fits low octane; erratic misfire on all cylinders fits water.",
        },
      ],
      fix: "Drain the tank through the pump module opening or drain port, replace any serviceable filter and the strainer if debris is present, flush the rail and refill with fresh fuel. Replace fouled plugs, clear codes and run the engine through a drive cycle. File a claim with the station and your state's weights and measures office, and keep the receipt and sample.",
      difficulty: 3,
      cost: {
        partsLow: 20,
        partsHigh: 200,
        laborHoursLow: 1,
        laborHoursHigh: 3,
        excludes:
          "Estimate excludes diagnosis, taxes, replacement fuel, spark plugs and any injectors or pump damaged by debris.",
      },
      verdict: "stop",
      verdictReason:
        "Water or debris in the fuel can stall the engine in traffic and its misfires overheat the converter; stop driving and have the tank sampled and drained.",
      codes: ["P0300", "P0171", "P0174"],
      terms: ["phase separation", "water-finding paste", "E10", "E85"],
      related: [
        "diesel-put-in-gasoline-car",
        "runs-rough-after-storage-on-old-gas",
        "clogged-inline-fuel-filter",
        "engine-wont-start/bad-gas-or-wrong-fuel",
      ],
    },
    {
      slug: "diesel-put-in-gasoline-car",
      title: "Diesel fuel went into a gasoline car by mistake",
      summary:
        "Don't start it, or shut it off the moment you notice: diesel won't burn properly in a gasoline engine and fouls plugs, injectors and the catalytic converter. Have the tank drained and the system flushed before driving.",
      symptoms: [
        "Realized at the pump or from the receipt that diesel went in, often from a can or a truck-lane nozzle",
        "If driven: heavy smoke, misfires, knocking and loss of power within a few miles",
        "Engine stalls and then won't restart",
        "Exhaust smells like a diesel truck",
      ],
      symptomIds: ["misfire", "black-smoke", "stalling", "check-engine-light"],
      causes: [
        {
          likelihood: "common",
          part: "Diesel added from a jerry can or a mislabeled container",
          why: "Modern gasoline filler necks are sized to reject the larger diesel nozzle, so most misfuels come from cans; diesel's low volatility and octane mean it won't vaporize or resist knock in a spark-ignition engine.",
        },
        {
          likelihood: "occasional",
          part: "Older vehicle or aftermarket filler without a nozzle restrictor",
          why: "Without the restrictor a diesel nozzle fits, and a full tank of diesel can go in before anyone notices.",
        },
        {
          likelihood: "rare",
          part: "Station delivery error",
          why: "A tanker dropping diesel into a gasoline storage tank contaminates every car filled there until the tank is pumped out.",
        },
      ],
      checks: [
        {
          step: "Confirm the fuel type from the receipt, pump number and the smell at the filler neck.",
          tools: [],
          expect: "A diesel smell (oily, not sharp like gasoline) at the filler confirms the misfuel.",
        },
        {
          step: "Take a sample into a clear jar and compare with known gasoline.",
          tools: ["Clear glass jar", "Fuel pressure gauge with bleed hose"],
          expect:
            "Diesel or a mixture is oily, often yellowish, and leaves a greasy film where gasoline evaporates cleanly.",
        },
        {
          step: "If the engine was run, pull the spark plugs and read misfire counters after the flush.",
          tools: ["Spark plug socket", "Scan tool"],
          expect:
            "Wet, sooty plugs need replacing; misfires that continue on fresh fuel point to fouled injectors or a damaged converter.",
        },
      ],
      noMeasurement:
        "Diesel in a gasoline tank is confirmed by the receipt, the smell and a jar sample; the tank is drained and flushed whatever the amount, so no meter or gauge reading changes the repair.",
      fix: "Tow it, drain the tank, flush the lines and rail, replace any serviceable filter and refill with fresh gasoline. Replace fouled spark plugs, clear codes and monitor misfire counters and catalyst readiness. A gallon of diesel in a nearly full tank is sometimes diluted on older port-injected engines, but on direct-injection engines drain it.",
      difficulty: 3,
      cost: {
        partsLow: 20,
        partsHigh: 250,
        laborHoursLow: 1,
        laborHoursHigh: 3.3,
        excludes:
          "Estimate excludes towing, diagnosis, taxes, replacement fuel, and a catalytic converter or injectors damaged by driving on diesel.",
      },
      verdict: "stop",
      verdictReason:
        "Running on diesel can stall the car in traffic and overheat the catalytic converter; do not start or drive it until the tank is drained.",
      codes: ["P0300", "P0420"],
      terms: ["misfueling", "filler neck restrictor"],
      related: ["contaminated-fuel-after-fill-up", "runs-rough-after-storage-on-old-gas"],
    },
    {
      slug: "runs-rough-after-storage-on-old-gas",
      title: "Runs rough and won't hold an idle after sitting for months on old gas",
      summary:
        "Gasoline left for more than a few months loses its easily vaporized fractions and leaves varnish in the pump, strainer and injectors. Replace most of the old fuel with fresh, then test injectors and pressure if the roughness stays.",
      symptoms: [
        "Long crank on first start after storage, then a lumpy, hunting idle",
        "Hesitation and stumble until a tank or two of fresh fuel has gone through",
        "Fuel drawn from the tank smells sour or like varnish and looks darker than new gas",
        "Misfire or lean codes after a winter or a long repair",
      ],
      symptomIds: ["rough-idle", "hard-start", "hesitation", "misfire"],
      causes: [
        {
          likelihood: "common",
          part: "Stale, oxidized gasoline",
          why: "The light ends that help cold starting evaporate through the EVAP system over months, and oxidation lowers octane, so the fuel ignites poorly and vaporizes badly.",
        },
        {
          likelihood: "common",
          part: "Varnish on injectors and the pump strainer",
          why: "Gum left behind as fuel evaporates restricts injector spray and pump inlet flow, leaving some cylinders lean.",
        },
        {
          likelihood: "occasional",
          part: "Water from condensation in a part-empty tank",
          why: "Temperature swings condense moisture in the air space above the fuel, and ethanol blends absorb it until a water layer forms at the pickup.",
        },
        {
          likelihood: "rare",
          part: "Sticking pump or check valve after long storage",
          why: "A pump that sat in varnished fuel can stick at its brushes or vanes, starting weakly until it frees up.",
        },
      ],
      checks: [
        {
          step: "Draw a fuel sample into a clear jar and compare its color and smell with fresh gasoline.",
          tools: ["Clear glass jar"],
          expect:
            "Dark amber fuel with a sour or turpentine smell, or a separate bottom layer, confirms stale or wet fuel.",
        },
        {
          step: "Check key-on and idle fuel pressure and listen for a normal pump prime.",
          tools: ["Fuel pressure gauge"],
          expect:
            "Pressure in spec means delivery is fine and the fuel or injectors are the issue; low pressure suggests a varnished strainer or a sticky pump.",
        },
        {
          step: "After refilling with fresh fuel, read misfire counters and fuel trims at idle and 2,500 rpm.",
          tools: ["Scan tool"],
          expect:
            "Trims settling within about ±10% and no misfires after two tanks means the problem has cleared; persistent single-cylinder misfire means a clogged injector.",
        },
      ],
      fix: "Pump out or dilute the old fuel with at least a full tank of fresh gasoline; drain it completely if water or separation is found. Add a PEA-based fuel system cleaner, replace a clogged strainer or injector, clear codes and drive. Before the next storage period, fill the tank, add stabilizer and run the engine 10 minutes to carry it through.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Owner adds fresh fuel and a fuel system cleaner",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Shop drains the old fuel from the tank",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Tank drained plus strainer or injector service",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes, the fresh gasoline itself, and injector or pump replacement if varnish damage is permanent.",
      },
      verdict: "careful",
      verdictReason:
        "It may stall at idle or stumble pulling out into traffic; burn through fresh fuel on quiet roads before trusting it.",
      codes: ["P0300", "P0171", "P0174"],
      terms: ["fuel stabilizer", "varnish", "PEA cleaner"],
      related: ["clogged-port-injector-lean-misfire", "contaminated-fuel-after-fill-up"],
    },
    {
      slug: "fuel-tank-leaking-rust-or-damage",
      title: "Gas dripping from the fuel tank itself, worst right after filling up",
      summary:
        "A rusted steel tank seam, a punctured or cracked tank, or a leaking pump module seal is letting fuel out. Park it outside away from ignition sources and have it towed for a new tank or seal; patches are only a temporary fix.",
      symptoms: [
        "Steady drip or wet streak on the tank, heaviest with a full tank",
        "Strong gasoline smell around the rear of the vehicle",
        "Puddle that evaporates quickly and leaves a rainbow sheen or a clean spot",
        "Fuel gauge drops faster than normal driving explains",
      ],
      symptomIds: ["fuel-leak", "fuel-smell-outside", "check-engine-light"],
      causes: [
        {
          likelihood: "common",
          part: "Rusted seam or strap area on a steel fuel tank",
          why: "Mud and road salt trapped between steel straps and the tank hold moisture until the tank metal rusts through, usually along the seam or under a strap.",
        },
        {
          likelihood: "common",
          part: "Pump module lock ring seal or flange gasket",
          why: "A hardened or misaligned seal on top of the tank leaks only when fuel reaches it, which is why the leak is worst when the tank is full.",
        },
        {
          likelihood: "occasional",
          part: "Tank punctured or cracked by road debris or an off-road hit",
          why: "Plastic tanks can crack or be holed by a rock or a jack placed in the wrong spot, and steel tanks dent into sharp cracks.",
        },
        {
          likelihood: "rare",
          part: "Broken tank strap letting the tank rub",
          why: "A rusted strap lets the tank drop and chafe on the frame or exhaust until it wears through.",
        },
      ],
      checks: [
        {
          step: "With the vehicle outside and the engine off, look under the tank with a light and note where the drip starts and whether it is worse with a full tank.",
          tools: ["Flashlight", "Jack stands or lift"],
          expect:
            "Fuel running from a seam or strap means the tank; fuel appearing from the top of the tank points to the pump module seal or a line.",
        },
        {
          step: "Wipe the area dry and sweep it with a combustible gas detector.",
          tools: ["Shop towels", "Combustible gas detector"],
          expect: "The first place fuel reappears, or the highest reading, is the source.",
        },
        {
          step: "Inspect the tank straps and mounting bolts for rust and looseness.",
          tools: ["Flashlight", "Pry bar"],
          expect: "Straps with heavy scale or thinning mean replacing them with the tank.",
        },
      ],
      noMeasurement:
        "A leaking tank is found by sight and smell at the seam, strap area or pump flange; a gas detector only points to the spot, and no measured value decides whether the tank is replaced.",
      fix: "Drain the tank into approved containers, lower it and replace it (plastic or coated steel), with new straps and a new pump module lock ring seal; transfer the module if it is in good condition. Tank-sealing putty can get a car to a shop but is not a repair. Check for leaks at key-on and after filling, and clear any EVAP codes.",
      difficulty: 4,
      cost: {
        partsLow: 150,
        partsHigh: 950,
        laborHoursLow: 1.7,
        laborHoursHigh: 4.3,
        excludes:
          "Estimate excludes towing, diagnosis, taxes, a new pump module or filler neck if also rusted, and dealer pricing.",
      },
      verdict: "stop",
      verdictReason:
        "Leaking gasoline can ignite from a hot exhaust or a spark; do not drive it or park it in a garage, and have it towed.",
      codes: ["P0455", "P0442"],
      terms: ["fuel tank strap", "lock ring", "HDPE tank"],
      related: ["filler-neck-leak-when-full", "rusted-steel-fuel-line-leak", "gas-smell-in-cabin-near-back-seat"],
    },
    {
      slug: "filler-neck-leak-when-full",
      title: "Fuel leaks near a rear wheel only when the tank is filled to the top",
      summary:
        "A rusted steel filler neck or a cracked rubber filler hose leaks once fuel stands in it. Replace the filler neck assembly with new hoses and clamps; until then do not fill past about three-quarters, and do not drive it while it drips.",
      symptoms: [
        "Drip or wet streak behind the rear wheel, or inside the wheel well, right after a fill-up",
        "Gas smell that fades as the tank level drops",
        "EVAP leak code or a loose-cap message that returns after a new cap",
        "Rust scale or a wet spot at the filler pipe behind the wheel liner",
      ],
      symptomIds: ["fuel-leak", "fuel-smell-outside", "check-engine-light"],
      causes: [
        {
          likelihood: "common",
          part: "Rusted steel filler neck",
          why: "Salt and water trapped behind the wheel-well liner rust the neck from outside, often at the bottom bend where fuel stands right after a fill-up.",
        },
        {
          likelihood: "occasional",
          part: "Cracked or loose rubber filler hose or clamp",
          why: "The short hose joining neck to tank hardens and splits, or its clamp loosens, so liquid fuel escapes when the neck is full.",
        },
        {
          likelihood: "rare",
          part: "Rusted vapor recirculation tube alongside the neck",
          why: "The small vent tube beside the neck carries vapor and liquid during filling and rusts through the same way.",
        },
      ],
      checks: [
        {
          step: "Fill the tank to the first click, then look at the neck from underneath and behind the wheel-well liner.",
          tools: ["Flashlight", "Trim clip tool"],
          expect: "Fuel seeping from rust pits, the hose or the clamp identifies the leak.",
        },
        {
          step: "Smoke-test the EVAP system at the filler with the vent valve commanded closed.",
          tools: ["EVAP smoke machine", "Scan tool"],
          expect:
            "With the machine at its EVAP setting (no more than about 0.5 psi), smoke leaving the neck, hose or recirculation tube confirms a leak even when no fuel is in the neck.",
        },
        {
          step: "Tap along the neck with a screwdriver handle and probe scaled areas.",
          tools: ["Screwdriver"],
          expect: "Soft spots or flaking through the metal mean replace the neck, even if it is not leaking there yet.",
        },
      ],
      fix: "Lower the tank as needed and replace the filler neck assembly, filler hose and clamps; reconnect the ground strap used to carry static away from the neck. Replace the tank straps if rusted. Clear EVAP codes and check for leaks after a full fill.",
      difficulty: 3,
      cost: {
        partsLow: 60,
        partsHigh: 350,
        laborHoursLow: 0.8,
        laborHoursHigh: 3,
        excludes: "Estimate excludes diagnosis, taxes, tank straps or a tank if rusted, and dealer pricing.",
      },
      verdict: "stop",
      verdictReason:
        "Liquid fuel is escaping close to the exhaust and brakes; do not drive while it drips, and never park it indoors.",
      codes: ["P0455", "P0456", "P0442"],
      terms: ["filler neck", "recirculation tube", "EVAP smoke test"],
      related: ["fuel-tank-leaking-rust-or-damage", "check-fuel-cap-light-after-fill-up"],
    },
    {
      slug: "rusted-steel-fuel-line-leak",
      title: "Fuel dripping or spraying from a line along the frame rail",
      summary:
        "Corroded steel fuel lines on older salt-belt vehicles rust through and leak at full pump pressure. Do not start it again: tow it in and replace the line sections, and check the brake lines beside them.",
      symptoms: [
        "Drip or mist of fuel under the driver's side or center of the car, worst with the engine running",
        "Strong gas smell outside and sometimes in the cabin",
        "Wet, clean-washed streak along a line or around a fitting",
        "Hard start or stall once enough pressure is lost",
      ],
      symptomIds: ["fuel-leak", "fuel-smell-outside", "hard-start", "stalling"],
      causes: [
        {
          likelihood: "common",
          part: "Corroded steel fuel supply line",
          why: "Road salt eats the coating and steel, especially under plastic clips and along frame rails, until a pinhole opens at 55–65 psi.",
        },
        {
          likelihood: "occasional",
          part: "Chafed nylon line or loose quick-connect",
          why: "A nylon line rubbing on a bracket or exhaust heat shield wears through, and a quick-connect not fully latched can seep.",
        },
        {
          likelihood: "rare",
          part: "Line damaged by a jack, debris or rodents",
          why: "A crushed or chewed line cracks at the damaged point and may leak only under pressure.",
        },
      ],
      checks: [
        {
          step: "Outside, engine off, cycle the key on to prime the pump while a helper watches along the full line route.",
          tools: ["Flashlight", "Helper"],
          expect: "A spray or fresh drip at key-on pinpoints the hole without running the engine.",
        },
        {
          step: "Clean the suspected section and inspect the whole line, plus the brake lines beside it, for scale and pitting.",
          tools: ["Wire brush", "Flashlight"],
          expect:
            "Heavy scaling or pitting along much of the run means replacing the full line, not patching one spot.",
        },
        {
          step: "After the repair, run a pressure hold test.",
          tools: ["Fuel pressure gauge"],
          expect: "Pressure holding within about 10 psi for 5 minutes with no drip confirms the repair.",
        },
      ],
      fix: "Replace the corroded section with OEM or pre-bent lines, or nylon line with approved push-connect fittings; short splices use only fuel-injection-rated hose and clamps, and never compression fittings. Replace brake lines that show the same rust. Prime and check for leaks before starting.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Corroded section replaced with approved fittings",
            partsLow: 30,
            partsHigh: 120,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Chafed nylon line or quick-connect replaced",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Full-length pre-bent line replacement",
            partsLow: 150,
            partsHigh: 350,
            laborHoursLow: 2.5,
            laborHoursHigh: 4.3,
          },
        ],
        excludes:
          "Estimate excludes towing, diagnosis, taxes, brake line repairs and tank removal where the line joins the module.",
      },
      verdict: "stop",
      verdictReason:
        "Pressurized fuel spraying near a hot exhaust can start a fire in seconds; do not run the engine, and have it towed.",
      codes: [],
      terms: ["quick-connect fitting", "nylon fuel line"],
      related: ["fuel-tank-leaking-rust-or-damage", "fuel-leak-at-rail-or-injector-seals", "faint-gas-smell-in-garage"],
    },
    {
      slug: "gas-smell-in-cabin-near-back-seat",
      title: "Gas smell inside the car, strongest near the back seat after a fill-up",
      summary:
        "Vapor is usually escaping from the top of the tank, at the fuel pump module seal or a vent line, under the rear seat access cover. Check there first; replace the seal or line, and drive with windows open until it is fixed.",
      symptoms: [
        "Gasoline odor in the cabin, strongest in the rear seat",
        "Worst right after filling up and on hot days",
        "Smell fades as the tank level drops",
        "Possibly an EVAP leak code",
      ],
      symptomIds: ["fuel-smell-cabin", "fuel-smell-outside", "check-engine-light"],
      causes: [
        {
          likelihood: "common",
          part: "Leaking pump module lock ring seal",
          why: "The seal on top of the tank hardens or is pinched after pump work, so vapor and splashed fuel escape into the space under the seat access panel.",
        },
        {
          likelihood: "occasional",
          part: "Cracked EVAP or vent line on top of the tank",
          why: "Brittle nylon or rubber vent lines crack where they connect to the module or rollover valves, letting vapor out near the cabin floor.",
        },
        {
          likelihood: "occasional",
          part: "Cracked pump module flange",
          why: "The plastic flange cracks around its line nipples or connector, leaking vapor or fuel at full tank levels.",
        },
        {
          likelihood: "rare",
          part: "Spilled fuel or a gas can in the trunk",
          why: "A small spill in a cargo area or a can with a loose vent cap soaks into carpet and smells for weeks.",
        },
      ],
      checks: [
        {
          step: "Remove the rear seat cushion or trunk access cover and inspect the top of the pump module with a full tank.",
          tools: ["Flashlight", "Trim tools"],
          expect: "Wet or stained areas around the lock ring, connector or line nipples pinpoint the leak.",
        },
        {
          step: "Sweep the module, lines and access opening with a combustible gas detector.",
          tools: ["Combustible gas detector"],
          expect:
            "A strong reading at one joint confirms the source; nothing at the module sends you to the filler and EVAP lines.",
        },
        {
          step: "Smoke-test the EVAP system and watch the tank top and cabin floor.",
          tools: ["EVAP smoke machine"],
          expect: "Smoke at the module or a vent line confirms a vapor leak.",
        },
        {
          step: "Check the trunk, spare-tire well and carpet for fuel-soaked areas.",
          tools: [],
          expect: "A soaked spot with no leak under the car means a spill, not a vehicle fault.",
        },
      ],
      noMeasurement:
        "A leak at the pump module is located by stains, a gas detector and smoke at the lock ring, connector and line nipples; the repair follows what is seen, not a measured value.",
      fix: "Replace the lock ring seal (always use a new one after the ring is disturbed) and tighten the ring fully to its stop; replace cracked vent lines or the module if its flange is cracked. Reseal the access cover. Clear EVAP codes and sniff again after the next fill-up.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Lock ring seal replaced and ring tightened",
            partsLow: 15,
            partsHigh: 40,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "Cracked vent line on the tank top replaced",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Pump module with a cracked flange replaced",
            partsLow: 200,
            partsHigh: 400,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate excludes diagnosis and taxes; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "Breathing fuel vapor causes headaches and a spark could ignite it; drive with windows open straight to a shop, and stop if you see liquid fuel.",
      codes: ["P0455", "P0442", "P0456"],
      terms: ["lock ring", "fuel pump module", "rollover valve"],
      related: ["fuel-tank-leaking-rust-or-damage", "fuel-smell-after-topping-off", "faint-gas-smell-in-garage"],
    },
    {
      slug: "fuel-smell-after-topping-off",
      title: "Fuel smell and a rough idle after topping off past the first click",
      summary:
        "Topping off pushes liquid fuel into the charcoal canister, which then floods the engine through the purge valve and vents raw vapor. Stop topping off; if the smell and rough idle persist, replace the saturated canister and check the vent valve.",
      symptoms: [
        "Gas smell around the car for days after a fill-up",
        "Rough idle or stumble right after refueling",
        "Fuel dripping from the canister or vent filter near the tank",
        "EVAP codes that appear weeks after the habit began",
      ],
      symptomIds: ["fuel-smell-outside", "rough-idle", "refuel-problems", "check-engine-light"],
      causes: [
        {
          likelihood: "common",
          part: "Charcoal canister saturated with liquid fuel",
          why: "The canister is made to hold vapor; liquid forced in by topping off swamps the charcoal, which then purges slugs of fuel and leaks vapor from its vent.",
        },
        {
          likelihood: "occasional",
          part: "Vent valve fouled by fuel and charcoal dust",
          why: "Wet charcoal migrates into the vent valve, which then sticks and sets vent codes or blocks the tank from breathing.",
        },
        {
          likelihood: "rare",
          part: "Fill limit or rollover valve in the tank stuck open",
          why: "If the valve that stops fuel entering the vapor line fails, even a normal fill can send liquid to the canister.",
        },
      ],
      checks: [
        {
          step: "Ask about refueling habits and smell the canister vent and its filter after a fill-up.",
          tools: [],
          expect: "Regular topping off plus a strong smell or wet fuel at the vent fits a flooded canister.",
        },
        {
          step: "Watch short-term fuel trim at idle as the purge valve opens after refueling.",
          tools: ["Scan tool"],
          expect:
            "Short-term trim diving well below -20% when purge starts shows heavy liquid fuel coming from the canister.",
        },
        {
          step: "Remove the canister and compare its weight with spec or a new one, and tip it to check for sloshing.",
          tools: ["Basic hand tools"],
          expect: "A noticeably heavy canister, liquid fuel inside or charcoal in the ports condemns it.",
        },
        {
          step: "Command the vent valve closed and open and blow through it.",
          tools: ["Scan tool", "Hand vacuum/pressure pump"],
          expect:
            "Free flow when open and a complete seal when closed; sticking or wet internals mean replace it with the canister.",
        },
      ],
      fix: "Replace the charcoal canister and, if contaminated, the vent valve and purge valve, and clear charcoal from the lines. Clear codes and confirm the EVAP monitor runs. Stop at the first automatic click when refueling: that is the full mark.",
      difficulty: 2,
      cost: {
        partsLow: 100,
        partsHigh: 500,
        laborHoursLow: 0.7,
        laborHoursHigh: 2,
        excludes:
          "Estimate excludes diagnosis, taxes and a purge valve if charcoal reached it; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "Raw vapor around the car is a fire and breathing risk and the idle may falter; fix it soon and keep it out of closed garages.",
      codes: ["P0455", "P0446", "P0441"],
      terms: ["charcoal canister", "purge valve", "vent valve", "ORVR"],
      related: [
        "nozzle-clicks-off-slow-fill",
        "check-fuel-cap-light-after-fill-up",
        "gas-smell-in-cabin-near-back-seat",
        "engine-wont-start/evap-purge-stuck-after-refuel",
        "obd/p0441-evap-incorrect-purge-flow",
        "obd/p0496-evap-flow-during-non-purge",
      ],
    },
    {
      slug: "check-fuel-cap-light-after-fill-up",
      title: "Check engine light or a check fuel cap message a day or two after refueling",
      summary:
        "The EVAP self-test found the tank won't hold a seal, most often because the cap wasn't clicked tight or its seal is worn. Tighten or replace the cap with an OEM-quality one; the light goes out by itself after several clean tests.",
      symptoms: [
        "Light or message appears one or two drives after a fill-up",
        "Car runs exactly as before",
        "Cap turns without clicking, or its rubber seal is cracked or flattened",
        "On a capless filler, the inner flap is dirty or doesn't snap shut",
      ],
      symptomIds: ["check-engine-light", "refuel-problems"],
      causes: [
        {
          likelihood: "common",
          part: "Gas cap loose or left off",
          why: "An unsealed filler looks to the EVAP test like a large leak, so it sets a gross-leak code within a drive or two.",
        },
        {
          likelihood: "common",
          part: "Worn or wrong gas cap",
          why: "A hardened O-ring or a cheap cap that doesn't match the neck leaks enough to fail the small-leak test.",
        },
        {
          likelihood: "occasional",
          part: "Capless filler flap not sealing",
          why: "On capless systems such as Ford's Easy Fuel, dirt or damage from a non-approved funnel holds the flap open slightly.",
        },
        {
          likelihood: "rare",
          part: "Rusted or dented filler neck lip",
          why: "A damaged sealing lip at the top of the neck lets vapor escape past a perfectly good cap.",
        },
      ],
      checks: [
        {
          step: "Remove the cap, inspect its seal, wipe the neck lip and reinstall it until it clicks.",
          tools: ["Flashlight"],
          expect: "A cracked, flattened or missing seal, or a cap that won't click, condemns the cap.",
        },
        {
          step: "Read the stored code and freeze frame.",
          tools: ["Scan tool"],
          expect:
            "P0455 or P0457 right after a fill-up fits a cap left loose; P0456 (a leak as small as 0.020 in.) or P0442 (0.040 in.) suggests a worn seal or a true small leak.",
        },
        {
          step: "Test the cap on a cap tester with the correct adapter, or smoke-test at the filler.",
          tools: ["Gas cap tester", "EVAP smoke machine"],
          expect:
            "A cap that won't hold pressure fails; smoke escaping around the neck lip or capless flap pinpoints a filler leak.",
        },
      ],
      fix: "Tighten or replace the cap with an OEM or equivalent cap matched to the vehicle, or clean and inspect the capless flap and use only the manufacturer's funnel. Clear the code or let it clear after the EVAP monitor passes on several drives, which can take a week.",
      difficulty: 1,
      cost: {
        scenarios: [
          { name: "Owner fits an OEM-type gas cap", partsLow: 15, partsHigh: 40, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Capless filler assembly replacement",
            partsLow: 80,
            partsHigh: 250,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.3,
          },
          {
            name: "Filler neck replacement for a rusted lip",
            partsLow: 100,
            partsHigh: 300,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.5,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes and smoke testing.",
      },
      verdict: "ok",
      verdictReason:
        "A loose or worn cap affects emissions, not how the car drives; fix it, but a light that starts flashing needs a different diagnosis.",
      codes: ["P0455", "P0457", "P0456", "P0442"],
      terms: ["EVAP monitor", "capless filler", "gross leak"],
      related: ["recurring-evap-leak-after-new-cap", "filler-neck-leak-when-full"],
      commonOn: [{ make: "ford" }, { make: "lincoln" }],
    },
    {
      slug: "nozzle-clicks-off-slow-fill",
      title: "Gas pump nozzle keeps shutting off and the tank takes forever to fill",
      summary:
        "The tank can't push air out as fuel goes in, usually because the canister vent valve or charcoal canister is blocked. Test the vent path, replace the vent valve or canister, and clear any mud or insect nests from the vent line.",
      symptoms: [
        "Nozzle clicks off every few seconds at any pump",
        "Filling only works at a trickle with the nozzle held partly open",
        "Fuel may spit back out of the filler",
        "Possible whoosh of air when the cap is opened, or EVAP vent codes",
      ],
      symptomIds: ["refuel-problems", "check-engine-light"],
      causes: [
        {
          likelihood: "common",
          part: "Canister vent valve stuck closed or clogged",
          why: "The vent valve is the tank's exhaust path during filling; on many trucks it sits near the frame and packs with road dirt or spider webs, so displaced air can't escape.",
        },
        {
          likelihood: "common",
          part: "Charcoal canister plugged",
          why: "Broken-down charcoal from age or habitual topping off blocks airflow through the canister, backing vapor up into the filler.",
        },
        {
          likelihood: "occasional",
          part: "Kinked or blocked fill vent line",
          why: "The line from tank to canister can be pinched by a strap or blocked by debris, stopping air flow.",
        },
        {
          likelihood: "rare",
          part: "Fill limit or ORVR valve in the tank stuck closed",
          why: "A stuck internal vapor valve makes the tank behave as full while it is still partly empty.",
        },
      ],
      checks: [
        {
          step: "Try another pump, nozzle angle and fill speed.",
          tools: [],
          expect: "If it clicks off at every pump, the vehicle's vent path is blocked, not the nozzle.",
        },
        {
          step: "Command the vent valve open and closed with a scan tool and listen and feel for it click.",
          tools: ["Scan tool"],
          expect:
            "A click each time shows the solenoid moves; silence or a set P0446/P0449 points to the valve or its circuit.",
        },
        {
          step: "Disconnect the fresh-air hose from the vent valve and blow through the canister and valve path.",
          tools: ["Hand vacuum/pressure pump"],
          expect: "Air should pass freely with the valve open; heavy resistance locates the clog.",
        },
        {
          step: "With the vent hose disconnected at the canister, try filling again.",
          tools: [],
          expect: "A normal fill now confirms the blockage is downstream in the canister or vent valve.",
        },
        {
          step: "Unplug the canister vent valve and measure its coil resistance at room temperature.",
          tools: ["Digital multimeter"],
          expect:
            "Usually a few tens of ohms, about 10–60 Ω by make (typical; confirm in the service information); an open (OL) or near-zero reading condemns the valve, while a good coil that won't open points to a canister full of charcoal or dirt.",
        },
      ],
      fix: "Replace the vent valve and any clogged filter or canister, and clear mud or nests from the vent hose. Relocate or shield the vent inlet if the manufacturer offers an updated kit. Clear codes, fill the tank and confirm a normal fill rate.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Canister vent valve replacement",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Vent hose cleared of mud or nests",
            partsLow: 0,
            partsHigh: 20,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Charcoal canister and vent valve replacement",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.3,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes and tank work if an internal valve is at fault; dealer pricing is higher.",
      },
      verdict: "ok",
      verdictReason:
        "It is safe to drive; fill slowly and never force the nozzle, since spit-back fuel on skin or clothes is the real hazard.",
      codes: ["P0446", "P0449", "P0455"],
      terms: ["vent valve", "charcoal canister", "ORVR"],
      related: ["fuel-smell-after-topping-off", "air-rushes-when-gas-cap-opened"],
    },
    {
      slug: "recurring-evap-leak-after-new-cap",
      title: "EVAP leak code keeps coming back even after a new gas cap",
      summary:
        "With a good cap ruled out, the leak is in a hose, the canister, the vent or purge valve, or the filler neck. A smoke test with the vent sealed finds it in minutes; replace the leaking part and let the EVAP monitor rerun.",
      symptoms: [
        "Check engine light returns within days or weeks of clearing it",
        "No smell and no drivability change",
        "Same small or large leak code each time",
        "May fail a state emissions inspection on the EVAP monitor",
      ],
      symptomIds: ["check-engine-light"],
      causes: [
        {
          likelihood: "common",
          part: "Cracked or disconnected EVAP hose",
          why: "Rubber and nylon vapor hoses under the hood and along the frame crack at bends and connectors, letting the system lose its test vacuum or pressure.",
        },
        {
          likelihood: "common",
          part: "Vent valve not sealing",
          why: "Dirt or charcoal dust on the vent valve seat keeps it from closing fully when the PCM seals the system for the leak test.",
        },
        {
          likelihood: "occasional",
          part: "Purge valve leaking through when closed",
          why: "A purge valve that doesn't seal lets the system breathe into the intake during an engine-off test, which the PCM reads as a leak.",
        },
        {
          likelihood: "occasional",
          part: "Cracked charcoal canister shell",
          why: "Impact, age or freeze damage cracks the plastic canister case, opening the system to air.",
        },
        {
          likelihood: "rare",
          part: "Leaking tank pressure sensor seal or pump module seal",
          why: "Sensor grommets and module lock ring seals on top of the tank are part of the sealed system and leak vapor as they harden.",
        },
      ],
      checks: [
        {
          step: "Read the code, freeze frame and fuel level at the time it set.",
          tools: ["Scan tool"],
          expect:
            "P0455 is a large leak, P0442 about 0.040 inch and P0456 about 0.020 inch; the size tells you whether to look for a missing hose or a pinhole.",
        },
        {
          step: "Seal the vent valve (command it closed or cap the fresh-air port) and inject smoke at the EVAP service port or the filler.",
          tools: ["EVAP smoke machine", "Scan tool", "Bright LED light"],
          expect:
            "Smoke escaping at a hose, valve, canister or the tank top marks the leak; the machine's flow gauge should drop to near zero once the system fills if there is none.",
        },
        {
          step: "Apply vacuum to the closed purge valve with a hand pump.",
          tools: ["Hand vacuum pump"],
          expect: "It should hold about 15 inHg without falling for 30 seconds; a bleed-down means it leaks through.",
        },
        {
          step: "With the scan tool holding the canister vent solenoid shut, push low-pressure air into its fresh-air port.",
          tools: ["Scan tool", "Hand vacuum/pressure pump"],
          expect: "A closed vent valve should hold pressure; airflow through it means replace it.",
        },
      ],
      fix: "Replace the leaking hose, valve, canister or seal, clear codes and drive so the EVAP monitor can run. Many systems only test with the fuel tank between about 15% and 85% and after a cold soak, so the monitor may need several days.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Cracked EVAP hose replacement",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.2,
          },
          {
            name: "Vent or purge valve replacement",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.2,
          },
          { name: "Charcoal canister replacement", partsLow: 100, partsHigh: 450, laborHoursLow: 1, laborHoursHigh: 2 },
        ],
        excludes:
          "Estimate excludes the smoke-test diagnosis fee, taxes and tank removal when the leak is at the tank top.",
      },
      verdict: "ok",
      verdictReason:
        "A small EVAP leak doesn't change how the car drives or stops; repair it to clear the light and pass inspection.",
      codes: ["P0442", "P0455", "P0456"],
      terms: ["EVAP monitor", "smoke test", "vent valve", "purge valve"],
      related: [
        "check-fuel-cap-light-after-fill-up",
        "air-rushes-when-gas-cap-opened",
        "faint-gas-smell-in-garage",
        "obd/p0442-small-evap-leak",
        "obd/p0455-large-evap-leak",
      ],
    },
    {
      slug: "air-rushes-when-gas-cap-opened",
      title: "Loud rush of air into or out of the tank when you open the gas cap",
      summary:
        "A soft hiss is normal on a sealed system, but a long whoosh means vacuum or pressure is building: usually a purge valve stuck open or a blocked vent. Test both valves and replace the faulty one before the tank deforms.",
      symptoms: [
        "Strong suction or a long whoosh when the cap is loosened",
        "Rough idle or a long crank right after refueling",
        "Fuel gauge reading jumps after the cap is opened",
        "EVAP codes for flow during non-purge or vent performance",
      ],
      symptomIds: ["refuel-problems", "rough-idle", "check-engine-light", "hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Purge valve stuck open",
          why: "Engine vacuum pulls on the tank through the open valve all the time, so the tank goes into vacuum and air rushes in when the cap opens.",
        },
        {
          likelihood: "common",
          part: "Vent valve or vent line blocked",
          why: "The tank cannot breathe to atmosphere, so it builds pressure on hot days or vacuum as fuel is used.",
        },
        {
          likelihood: "occasional",
          part: "Plugged charcoal canister",
          why: "A packed canister blocks the vent path just as a stuck vent valve does.",
        },
        {
          likelihood: "rare",
          part: "Cap with a stuck vacuum-relief valve",
          why: "Some older caps include a relief valve; if it sticks, the cap itself stops the tank from equalizing.",
        },
      ],
      checks: [
        {
          step: "Note whether air rushes in (tank vacuum) or out (tank pressure) when the cap is loosened after a drive.",
          tools: [],
          expect: "Strong inward suction points to the purge side; outward pressure points to a blocked vent path.",
        },
        {
          step: "Watch the fuel tank pressure PID at idle with the cap on, then pinch the purge hose.",
          tools: ["Scan tool", "Hose pinch pliers"],
          expect:
            "Tank pressure near zero, within about 2 in. H2O, with the vent open; a deep vacuum that recovers when the purge hose is pinched condemns the purge valve.",
        },
        {
          step: "With the engine off, apply vacuum to the purge valve and command the vent valve open while blowing through the vent path.",
          tools: ["Hand vacuum/pressure pump", "Scan tool"],
          expect: "The closed purge valve should hold vacuum; the open vent path should flow freely.",
        },
        {
          step: "Look at the tank for dents or a deformed shape if it has been under strong vacuum.",
          tools: ["Flashlight"],
          expect: "A plastic tank pulled inward can upset the level sender and may need replacing.",
        },
      ],
      fix: "Replace the stuck purge valve or the blocked vent valve or canister, clear any debris from the vent line, clear codes and confirm tank pressure stays near zero. A tank distorted by vacuum should be replaced.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Purge valve replacement", partsLow: 25, partsHigh: 120, laborHoursLow: 0.5, laborHoursHigh: 1 },
          {
            name: "Vent valve replaced or vent line cleared",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          { name: "Owner replaces the gas cap", partsLow: 15, partsHigh: 40, laborHoursLow: 0, laborHoursHigh: 0 },
          { name: "Charcoal canister replacement", partsLow: 150, partsHigh: 450, laborHoursLow: 1, laborHoursHigh: 2 },
        ],
        excludes: "Estimate excludes diagnosis, taxes and a fuel tank if it has collapsed; dealer pricing is higher.",
      },
      verdict: "ok",
      verdictReason:
        "It is safe to drive, but open the cap slowly, and repair it before a stuck purge valve causes stalling after fill-ups.",
      codes: ["P0496", "P0446", "P0455"],
      terms: ["purge valve", "vent valve", "fuel tank pressure sensor"],
      related: [
        "nozzle-clicks-off-slow-fill",
        "recurring-evap-leak-after-new-cap",
        "plug-in-hybrid-fuel-door-pressurized-tank",
      ],
    },
    {
      slug: "faint-gas-smell-in-garage",
      title: "Faint gas smell in the garage every morning but no drip under the car",
      summary:
        "Vapor is escaping from the EVAP system or a seeping fitting that evaporates before it can drip. Sniff the engine bay, canister and tank top when the car is cold, then smoke-test; fix it before it becomes a liquid leak.",
      symptoms: [
        "Gas odor noticeable when opening the garage, fading once the car is outside",
        "No puddle or stain under the vehicle",
        "Smell strongest near one area: engine bay, rear wheel or tank",
        "Possibly an EVAP leak code",
      ],
      symptomIds: ["fuel-smell-outside", "check-engine-light"],
      causes: [
        {
          likelihood: "common",
          part: "Cracked EVAP hose or canister",
          why: "Vapor pushed out of the tank as it warms in the afternoon escapes through a crack instead of being stored in the charcoal.",
        },
        {
          likelihood: "occasional",
          part: "Seeping injector O-ring or rail fitting",
          why: "A small seep on a warm engine evaporates as fast as it forms, leaving only a smell and a faint clean spot.",
        },
        {
          likelihood: "occasional",
          part: "Pump module seal or filler hose seep",
          why: "A weeping seal at the tank top or filler hose lets vapor out whenever the tank is warm and fairly full.",
        },
        {
          likelihood: "rare",
          part: "Gasoline-soaked lawn equipment or cans in the garage",
          why: "A mower, can or spilled fuel nearby is easily mistaken for a car leak.",
        },
      ],
      checks: [
        {
          step: "Before starting the car in the morning, sniff the engine bay, each wheel well, the tank area and the canister with a combustible gas detector.",
          tools: ["Combustible gas detector", "Flashlight"],
          expect: "The highest reading narrows the search to the engine, filler or tank and canister area.",
        },
        {
          step: "Look for clean-washed spots, stained dust or wet fittings at the rail, lines and tank top.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "A clean streak on a dirty engine or line shows where fuel has been evaporating.",
        },
        {
          step: "Smoke-test the EVAP system with the vent sealed.",
          tools: ["EVAP smoke machine", "Scan tool"],
          expect: "Smoke at a hose, the canister or the tank top confirms a vapor leak.",
        },
        {
          step: "Key on to build rail pressure, shut off, and watch the gauge for 5 minutes with the supply side blocked, so a seep at the rail or injectors is the only way out.",
          tools: ["Fuel pressure gauge"],
          expect: "Pressure holding within about 10 psi for 5 minutes points away from a liquid fuel seep.",
        },
      ],
      fix: "Replace the cracked EVAP hose or canister, the injector O-rings, or the leaking seal, then clear codes and re-sniff the next morning. Move fuel cans and equipment out of the garage to confirm the car was the source.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Cracked EVAP hose replacement", partsLow: 10, partsHigh: 60, laborHoursLow: 0.5, laborHoursHigh: 1 },
          {
            name: "Injector O-ring or rail fitting seal replacement",
            partsLow: 20,
            partsHigh: 100,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Pump module seal or filler hose replacement",
            partsLow: 20,
            partsHigh: 100,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.7,
          },
          {
            name: "Charcoal canister replacement",
            partsLow: 100,
            partsHigh: 450,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
        ],
        excludes:
          "Estimate excludes the diagnosis and smoke-test fee, taxes and tank removal if a tank-top seal leaks.",
      },
      verdict: "careful",
      verdictReason:
        "A daily smell means a real leak that can worsen; park it outside or ventilate the garage, keep ignition sources away and get it checked soon.",
      codes: ["P0442", "P0456"],
      terms: ["combustible gas detector", "smoke test", "charcoal canister"],
      related: [
        "fuel-leak-at-rail-or-injector-seals",
        "recurring-evap-leak-after-new-cap",
        "gas-smell-in-cabin-near-back-seat",
      ],
    },
    {
      slug: "engine-cuts-out-briefly-then-catches",
      title: "Engine cuts out for a second or two at random, then catches again",
      summary:
        "A momentary loss of fuel pump power is the usual cause: a fuel pump relay with burnt contacts, a loose pump or ground connection, or a worn pump with a dead spot. Catch it in the act with a scan tool or a gauge and repair the circuit.",
      symptoms: [
        "Sudden brief stumble or total cut-out, then the engine picks up again",
        "Tachometer and dash stay normal while the engine drops out",
        "Happens more when hot or over bumps, with no pattern to speed",
        "Usually no codes, or a lean code after repeated events",
      ],
      symptomIds: ["stalling", "hesitation"],
      causes: [
        {
          likelihood: "common",
          part: "Fuel pump relay with worn contacts or cracked solder joints",
          why: "Burnt contacts or cracked internal solder open the pump circuit for a split second when hot or jarred.",
        },
        {
          likelihood: "occasional",
          part: "Loose or corroded pump connector or body ground",
          why: "A marginal terminal breaks contact momentarily over bumps, dropping pump voltage to zero.",
        },
        {
          likelihood: "occasional",
          part: "Fuel pump with a worn commutator dead spot",
          why: "A worn pump can stop on a dead segment and restart when vibration moves it, producing random brief cut-outs.",
        },
        {
          likelihood: "rare",
          part: "Fuse box terminal fretting",
          why: "Spread or corroded terminals in the relay or fuse socket heat up and lose contact intermittently.",
        },
      ],
      checks: [
        {
          step: "Drive with a scan tool recording RPM, rail pressure (or fuel pump command) and fuel trims until an event happens.",
          tools: ["Scan tool with data recording"],
          expect:
            "Rail pressure falling to near zero at the moment of the cut-out proves fuel delivery; normal pressure sends you to ignition or crank sensor faults.",
        },
        {
          step: "Swap the fuel pump relay with an identical relay from a non-critical circuit.",
          tools: [],
          expect: "If the cut-outs stop or move to the other circuit, replace the relay.",
        },
        {
          step: "With the engine idling, tap the relay and fuse box and wiggle the pump harness and ground.",
          tools: ["Screwdriver handle"],
          expect: "A stumble on tapping pinpoints the relay, socket or connector.",
        },
        {
          step: "Capture pump current with a low-amp clamp during a long idle and while tapping the tank.",
          tools: ["Low-amp current clamp", "Lab scope"],
          expect:
            "A steady draw, often about 4–8 A on a port-injection pump (typical); current falling to 0 A while voltage is present, or a missing hump in the ripple, points to the pump itself.",
        },
      ],
      fix: "Replace the relay, repair spread fuse box terminals or a corroded connector, clean and tighten the ground, or replace the pump module if it drops out. Road-test with data recording to confirm no further drops.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Fuel pump relay replacement", partsLow: 15, partsHigh: 60, laborHoursLow: 0.3, laborHoursHigh: 0.5 },
          {
            name: "Pump connector, ground or fuse box terminal repair",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Fuel pump module replacement",
            partsLow: 250,
            partsHigh: 650,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.3,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes and fuse box replacement.",
      },
      verdict: "careful",
      verdictReason:
        "The engine keeps turning through a one-second cut-out, so steering and brake assist stay, but a relay or pump that cuts out can soon stall outright; fix it this week.",
      codes: [],
      terms: ["fuel pump relay", "data recording", "voltage drop"],
      related: ["melted-fuel-pump-connector", "ford-fuel-pump-driver-module-corrosion", "fuel-pump-fuse-keeps-blowing"],
    },
    {
      slug: "sudden-fuel-economy-drop",
      title: "Gas mileage suddenly dropped 15–25% with nothing else obviously wrong",
      summary:
        "First rule out the normal causes: winter-blend fuel and short cold trips. If the drop is real, check coolant temperature and fuel trims; a stuck-open thermostat, a leaking injector or a lazy oxygen sensor is usually to blame.",
      symptoms: [
        "Fewer miles per tank with the same routes and driving",
        "Faint rich smell at the tailpipe",
        "Temperature gauge sits lower than usual, or the heater is weaker",
        "No warning light, or a late-setting thermostat or rich code",
      ],
      symptomIds: ["poor-mileage", "black-smoke"],
      causes: [
        {
          likelihood: "common",
          part: "Winter-blend gasoline and short trips in cold weather",
          why: "Winter fuel holds slightly less energy and a cold engine runs enriched for longer, so a 10% or larger winter drop is normal.",
        },
        {
          likelihood: "common",
          part: "Thermostat stuck open or coolant sensor reading cold",
          why: "The PCM adds fuel while it believes the engine is cold; an engine that never reaches 195–220 °F runs rich all the time.",
        },
        {
          likelihood: "occasional",
          part: "Leaking injector or excessive fuel pressure",
          why: "Extra fuel enters beyond what the PCM commands; trims pull it out only partly and the rest is wasted.",
        },
        {
          likelihood: "occasional",
          part: "Aging upstream oxygen or air-fuel sensor",
          why: "A slow sensor lets the mixture wander rich before the PCM corrects it.",
        },
        {
          likelihood: "rare",
          part: "Dragging brake or under-inflated tires",
          why: "Added rolling drag costs fuel without any engine fault at all.",
        },
      ],
      checks: [
        {
          step: "Measure mileage by the fill-up method over two tanks and check tire pressures.",
          tools: ["Tire pressure gauge"],
          expect:
            "A confirmed drop of more than about 10% with correct tire pressures and unchanged driving is worth chasing.",
        },
        {
          step: "Read coolant temperature after a 15-minute drive.",
          tools: ["Scan tool"],
          expect:
            "Most engines hold 195–220 °F; a reading that stalls around 160–180 °F points to the thermostat or sensor.",
        },
        {
          step: "Log long-term trim on a fully warm engine at idle, at a steady 2,500 rpm in Park and at a 55 mph cruise, looking for the engine being fed extra fuel.",
          tools: ["Scan tool"],
          expect:
            "Combined trims more negative than -10% show the engine is getting extra fuel from a leak or high pressure.",
        },
        {
          step: "Watch the upstream oxygen sensor at 2,500 rpm.",
          tools: ["Scan tool", "Lab scope"],
          expect:
            "A narrowband sensor should switch between about 0.1 and 0.9 V several times a second; slow, lazy switching suggests an aged sensor.",
        },
        {
          step: "After a drive, compare wheel temperatures with an infrared thermometer.",
          tools: ["Infrared thermometer"],
          expect: "One wheel much hotter than the others indicates a dragging brake.",
        },
      ],
      fix: "Repair what the readings point to: thermostat or coolant temperature sensor, a leaking injector or regulator, an aging oxygen sensor, or a dragging brake. Clear codes, reset long-term trims and re-measure mileage over two tanks.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "No repair: winter-blend fuel and short trips",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          { name: "Thermostat replacement", partsLow: 30, partsHigh: 90, laborHoursLow: 0.8, laborHoursHigh: 1.8 },
          {
            name: "Upstream oxygen or air-fuel sensor replacement",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          {
            name: "Leaking injector or fuel pressure regulator replacement",
            partsLow: 80,
            partsHigh: 450,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes and brake work; nothing is spent if seasonal fuel is the only cause.",
      },
      verdict: "ok",
      verdictReason:
        "Lower mileage alone is not a safety issue, although a rich-running engine will eventually harm the catalytic converter.",
      codes: ["P0128", "P0172", "P0175", "P0133"],
      terms: ["winter-blend fuel", "fuel trim", "thermostat"],
      related: ["regulator-diaphragm-leaking-fuel", "leaking-injector-misfire-after-hot-soak"],
    },
    {
      slug: "fuel-pump-runs-with-key-off",
      title: "Fuel pump keeps humming after the engine is off and the battery goes flat",
      summary:
        "A fuel pump that runs with the key off almost always has a relay stuck closed or a control circuit shorted to ground. Pull the relay to stop it now, then replace the relay or repair the wire.",
      symptoms: [
        "Hum from the tank area continues after the key is out and doors are locked",
        "Battery dead after a few hours or overnight",
        "Pump stops only when the relay or fuse is pulled",
        "Sometimes follows remote-start or alarm installation",
      ],
      symptomIds: ["tank-noise", "hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Fuel pump relay with welded contacts",
          why: "Contacts that arc and weld together stay closed whatever the coil is told, so the pump runs continuously.",
        },
        {
          likelihood: "occasional",
          part: "Relay control wire shorted to ground",
          why: "A chafed control wire grounds the relay coil, energizing it without the PCM's command.",
        },
        {
          likelihood: "occasional",
          part: "Aftermarket remote start or alarm miswired to the pump circuit",
          why: "An add-on module back-feeding the ignition or relay circuit can keep the pump powered after shutdown.",
        },
        {
          likelihood: "rare",
          part: "PCM or pump driver module fault holding the pump on",
          why: "An internal driver failure in the module that commands the pump can keep it energized.",
        },
      ],
      checks: [
        {
          step: "Remove the key or leave the fob away from the car for 10 minutes and listen at the fuel filler or rear seat.",
          tools: [],
          expect:
            "Any pump hum at that point is abnormal; most pumps run only about two seconds after key-on without cranking.",
        },
        {
          step: "Pull the fuel pump relay and see if the pump stops; then test the relay on the bench.",
          tools: ["Relay puller", "Digital multimeter", "Fused jumper"],
          expect: "Continuity across the switch terminals with the coil unpowered means welded contacts.",
        },
        {
          step: "With the relay out and key off, check the coil control terminal in the socket for a path to ground.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "The control side should not be grounded with the key off; a ground points to a chafed wire or a module holding it on.",
        },
        {
          step: "Measure the parasitic draw with the relay installed and removed.",
          tools: ["Digital multimeter", "Current clamp"],
          expect: "A 4–8 A draw that disappears when the relay is pulled confirms the pump as the drain.",
        },
      ],
      fix: "Replace the relay (and the fuse box if its socket is burnt), or repair the shorted control wire. Remove or correct any aftermarket wiring tied into the pump circuit. Recharge or replace the battery and confirm the pump stops two seconds after key-on.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Fuel pump relay replacement", partsLow: 15, partsHigh: 50, laborHoursLow: 0.3, laborHoursHigh: 0.5 },
          {
            name: "Shorted relay control wire repaired",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Aftermarket wiring removed or corrected",
            partsLow: 0,
            partsHigh: 20,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Relay plus a burnt fuse box socket terminal",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 1.2,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes, a new battery and any PCM or fuse box replacement.",
      },
      verdict: "careful",
      verdictReason:
        "A pump that never switches off would keep feeding fuel after a crash; pull the relay when parked and fix it promptly.",
      codes: [],
      terms: ["fuel pump relay", "parasitic draw", "prime"],
      related: ["engine-cuts-out-briefly-then-catches", "fuel-pump-fuse-keeps-blowing"],
    },
    {
      slug: "gasoline-in-engine-oil",
      title: "Oil level keeps rising and the dipstick smells like gasoline",
      summary:
        "Fuel is getting into the crankcase: on turbo direct-injection engines driven on short cold trips, through a leaking injector, or past a ruptured regulator diaphragm. Change the oil, find the source, and watch the level until it is fixed.",
      symptoms: [
        "Dipstick reads above full between oil changes",
        "Oil smells strongly of gasoline and looks thin",
        "Worse in winter and with short trips, on some engines",
        "Oil-life or oil-pressure warnings on some vehicles",
      ],
      symptomIds: ["fuel-in-oil", "fuel-smell-outside"],
      causes: [
        {
          likelihood: "common",
          part: "Fuel dilution from short cold trips on a turbo DI engine",
          why: "Fuel sprayed into a cold cylinder washes past the rings and never boils off when the oil doesn't get hot; the 2017–2018 Honda CR-V 1.5 L turbo in cold climates is the known example.",
        },
        {
          likelihood: "occasional",
          part: "Leaking fuel injector",
          why: "An injector that drips after shutdown fills a cylinder with fuel that drains past the rings into the sump.",
        },
        {
          likelihood: "occasional",
          part: "Ruptured vacuum-referenced fuel pressure regulator",
          why: "On return-style systems, fuel pulled into the intake through the diaphragm floods a cylinder and ends up in the oil.",
        },
        {
          likelihood: "rare",
          part: "Internal seal leak in a cam-driven high-pressure pump",
          why: "A failed pump shaft seal can leak fuel straight into the cylinder head on designs where the pump sits in the oil.",
        },
      ],
      checks: [
        {
          step: "Mark the dipstick level on a cold engine and track it over a week of normal driving.",
          tools: [],
          expect: "A rising level with a fuel smell confirms dilution rather than overfilling at the last oil change.",
        },
        {
          step: "Send an oil sample for analysis.",
          tools: ["Oil sample kit"],
          expect: "Fuel dilution above about 2–5% is excessive for most engines and justifies chasing a cause.",
        },
        {
          step: "Check fuel trims at warm idle and run a fuel pressure hold test.",
          tools: ["Scan tool", "Fuel pressure gauge"],
          expect:
            "Negative trims and a falling pressure hold point to a leaking injector or regulator rather than driving pattern.",
        },
        {
          step: "On return-style systems, pull the regulator vacuum hose and look for fuel; on affected Hondas, check for software updates and extended coverage.",
          tools: ["Flashlight", "Scan tool"],
          expect: "Fuel in the hose condemns the regulator; an available update or campaign should be applied first.",
        },
      ],
      fix: "Change the oil and filter, then fix the source: injector, regulator or pump seal, or the manufacturer's software update for dilution-prone engines. Where dilution is from driving pattern, one 20–30 minute highway drive a week helps boil fuel out. Recheck the level after 500 miles.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Oil change and the maker's software update",
            partsLow: 40,
            partsHigh: 90,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          {
            name: "Vacuum-referenced pressure regulator replacement",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          { name: "Leaking injector replacement", partsLow: 100, partsHigh: 500, laborHoursLow: 1, laborHoursHigh: 3 },
          {
            name: "High-pressure pump replacement",
            partsLow: 300,
            partsHigh: 900,
            laborHoursLow: 1,
            laborHoursHigh: 3.3,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes and oil analysis; warranty or extended coverage may pay for the repair on affected engines.",
      },
      verdict: "careful",
      verdictReason:
        "Fuel-thinned oil protects bearings poorly and an overfilled sump can foam; change the oil now and fix the cause soon.",
      codes: [],
      terms: ["oil dilution", "oil analysis", "direct injection"],
      related: [
        "regulator-diaphragm-leaking-fuel",
        "leaking-injector-misfire-after-hot-soak",
        "direct-injector-leak-bmw-n54",
      ],
      commonOn: [
        { make: "honda", models: ["cr-v"], years: [2017, 2018], engines: [{ name: "1.5L turbo I4", liters: 1.5 }] },
      ],
    },
    {
      slug: "flex-fuel-sensor-e85-stumble",
      title: "Hard start and stumbling after switching between E85 and regular gasoline",
      summary:
        "The PCM isn't seeing the right ethanol content, either from a failed flex fuel sensor on GM and other FFVs or a learning error on sensorless systems. Compare the ethanol reading with a tested sample, then replace the sensor or run the relearn.",
      symptoms: [
        "Long crank and rough idle after a fill-up with a different fuel blend",
        "Hesitation and lean or rich codes that follow the blend change",
        "Ethanol percentage on the scan tool stuck or obviously wrong",
        "Check engine light with a fuel composition sensor code",
      ],
      symptomIds: ["hard-start", "hesitation", "check-engine-light", "rough-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Failed flex fuel composition sensor or wiring",
          why: "The sensor in the supply line reports ethanol content as a frequency; if it sticks or drops out, the PCM fuels for the wrong blend.",
        },
        {
          likelihood: "occasional",
          part: "Ethanol learning not updated after a fill-up",
          why: "Sensorless systems estimate ethanol from oxygen-sensor feedback after refueling; a short trip or a fault during learning leaves the estimate wrong.",
        },
        {
          likelihood: "occasional",
          part: "E85 used in a vehicle that isn't flex-fuel",
          why: "Without flex-fuel calibration and parts, E85's roughly 30% higher fuel demand drives the engine lean beyond trim limits.",
        },
        {
          likelihood: "rare",
          part: "Pump or injectors unable to supply E85 demand",
          why: "E85 needs more fuel volume; a weak pump that copes on gasoline falls short on E85 under load.",
        },
      ],
      checks: [
        {
          step: "Confirm the vehicle is flex-fuel (yellow gas cap or filler ring, FFV badge or owner's manual).",
          tools: ["Owner's manual"],
          expect: "A non-flex vehicle with E85 in it needs the tank diluted with gasoline, not a sensor.",
        },
        {
          step: "Read the ethanol percentage PID and test a fuel sample with an ethanol test tube.",
          tools: ["Scan tool", "Ethanol test kit"],
          expect:
            "The PID should agree with the measured sample within about 10 points; a big disagreement points to the sensor or learning.",
        },
        {
          step: "On sensor-equipped GM vehicles, back-probe the sensor signal with a frequency meter.",
          tools: ["Digital multimeter with frequency", "Back-probe pins"],
          expect:
            "About 50 Hz for straight gasoline up to about 150 Hz for pure ethanol; no signal or a fixed value means a failed sensor or circuit.",
        },
        {
          step: "Check fuel trims and fuel pressure under load on E85.",
          tools: ["Scan tool", "Fuel pressure gauge"],
          expect:
            "Trims near their limit with pressure sagging at load show a supply shortfall, not a composition error.",
        },
      ],
      fix: "Replace a failed sensor or repair its wiring, or run the ethanol relearn procedure where the manufacturer provides one. Dilute E85 with gasoline in a non-flex vehicle. Clear codes and drive 10–15 minutes after any fuel change so the PCM can adapt.",
      difficulty: 2,
      cost: {
        partsLow: 60,
        partsHigh: 320,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.7,
        excludes: "Estimate excludes diagnosis, taxes, fuel and any pump replacement; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "It may stall or stumble pulling into traffic; stick to regular gasoline and short trips until it is repaired.",
      codes: ["P0176", "P0178", "P0179", "P0171"],
      terms: ["flex-fuel vehicle", "E85", "fuel composition sensor"],
      related: ["contaminated-fuel-after-fill-up", "bogs-under-load-weak-fuel-pump"],
      commonOn: [{ make: "chevrolet" }, { make: "gmc" }],
    },
    {
      slug: "fuel-pump-fuse-keeps-blowing",
      title: "Fuel pump fuse blows again every time it is replaced",
      summary:
        "Either the pump is seized and drawing too much current, or its feed wire is shorted to ground. Isolate the pump at the tank connector to tell which, and never fit a bigger fuse.",
      symptoms: [
        "Engine dies and won't restart, and the fuel pump fuse is blown",
        "New fuse blows instantly at key-on, or after a few minutes of driving",
        "No pump prime sound at key-on",
        "Sometimes follows tank, exhaust or hitch work near the wiring",
      ],
      symptomIds: ["stalling", "hard-start"],
      causes: [
        {
          likelihood: "common",
          part: "Seized or dragging fuel pump",
          why: "A pump with worn bearings or debris jammed in the impeller pulls well above its normal current, so the fuse opens after a short run.",
        },
        {
          likelihood: "common",
          part: "Pump feed wire chafed to ground",
          why: "A wire rubbing on a tank strap, frame edge or heat shield wears through and shorts, blowing the fuse the instant power arrives.",
        },
        {
          likelihood: "occasional",
          part: "Water or corrosion shorting the pump connector",
          why: "Water in the tank-top connector bridges the feed and ground terminals.",
        },
        {
          likelihood: "rare",
          part: "Wrong fuse rating installed",
          why: "A fuse smaller than specified opens under the pump's normal running current.",
        },
      ],
      checks: [
        {
          step: "Compare the fuse in the pump cavity with the amperage printed on the fuse box lid and in the wiring diagram.",
          tools: ["Wiring diagram"],
          expect: "Most pump fuses are 15–25 A; a smaller fuse than specified explains a blow with a healthy pump.",
        },
        {
          step: "With the fuse out, unplug the pump at the tank and measure from the feed wire to ground.",
          tools: ["Digital multimeter"],
          expect: "An open reading is normal; continuity to ground with the pump unplugged is a shorted wire.",
        },
        {
          step: "Power the pump through an ammeter or use a fused jumper with a current clamp.",
          tools: ["Current clamp", "Fused jumper"],
          expect:
            "A healthy car pump draws about 4–8 A; a draw near the fuse rating, or one that climbs as it runs, condemns the pump.",
        },
        {
          step: "Inspect the tank-top connector and the harness along the tank straps and frame.",
          tools: ["Flashlight"],
          expect: "Burned terminals, green corrosion or bare copper show where the short happened.",
        },
      ],
      fix: "Replace the seized pump module or repair the shorted wire with sealed splices and re-route it clear of edges and heat. Replace a damaged connector. Fit the correct fuse and confirm pump current is normal before returning the vehicle.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Chafed feed wire repaired and correct fuse fitted",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Pump connector pigtail replacement",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Seized fuel pump module replacement",
            partsLow: 250,
            partsHigh: 650,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.7,
          },
        ],
        excludes: "Estimate excludes towing, diagnosis and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "With the fuse blown the engine won't run, and a bigger fuse can turn a short beside the tank into a fire; have it towed.",
      codes: ["P0230", "P0087"],
      terms: ["short to ground", "current draw", "fused jumper"],
      related: ["melted-fuel-pump-connector", "fuel-pump-runs-with-key-off", "engine-cuts-out-briefly-then-catches"],
    },
    {
      slug: "runs-worse-after-new-fuel-pump",
      title: "Runs worse than before after a new fuel pump was installed",
      summary:
        "A low-quality replacement pump, a strainer folded against the tank bottom, or a module line left disconnected is the usual cause. Check pressure and volume against spec and inspect the installation before buying anything else.",
      symptoms: [
        "Hesitation, surging or lean codes that began right after the pump job",
        "Fuel gauge reads wrong or runs out early since the repair",
        "Pump louder than the original",
        "Long crank after sitting that was not there before",
      ],
      symptomIds: ["hesitation", "hard-start", "tank-noise", "check-engine-light"],
      causes: [
        {
          likelihood: "common",
          part: "Low-flow or wrong aftermarket pump",
          why: "Some budget pumps flow less than OEM or use a different regulator setting, so pressure or volume falls short under load.",
        },
        {
          likelihood: "occasional",
          part: "Strainer folded, kinked or not clipped on",
          why: "A sock crushed against the tank bottom or pushed off its inlet restricts flow or lets debris straight into the pump.",
        },
        {
          likelihood: "occasional",
          part: "Internal hose, jet pump line or saddle-tank crossover left disconnected",
          why: "On modules with an internal hose or a jet pump that transfers fuel from the other side of a saddle tank, a loose line dumps fuel back into the tank.",
        },
        {
          likelihood: "rare",
          part: "Connector not fully seated or poorly spliced pigtail",
          why: "A marginal connection leaves the new pump short of voltage and produces the same symptoms as a weak pump.",
        },
      ],
      checks: [
        {
          step: "Compare the installed part number with the OEM catalog and check pressure at key-on, idle and under load.",
          tools: ["Fuel pressure gauge", "Parts catalog"],
          expect:
            "Pressure below the engine's spec (returnless systems run about 45–65 psi depending on make) or a regulator value different from OEM identifies a wrong or weak part.",
        },
        {
          step: "Run a 15-second volume test.",
          tools: ["Graduated fuel container", "Scan tool or fused jumper"],
          expect: "Volume well under spec, often about a pint in 15 seconds, confirms a flow problem inside the tank.",
        },
        {
          step: "Measure pump voltage at the connector while running.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect: "Within about 0.5 V of battery voltage; more drop points to the connection, not the pump.",
        },
        {
          step: "Remove the module and inspect the strainer, internal hoses and jet pump line.",
          tools: ["Lock ring tool", "Flashlight"],
          expect: "A kinked sock, loose hose or disconnected crossover line explains the fault.",
        },
      ],
      fix: "Correct the installation or replace the pump with an OEM or OE-supplier module, with a new lock ring seal and a properly seated connector. Check for leaks before starting, clear codes, confirm pressure and volume in spec and verify the fuel gauge reads correctly at full and near empty.",
      difficulty: 3,
      cost: {
        partsLow: 150,
        partsHigh: 700,
        laborHoursLow: 1,
        laborHoursHigh: 3.3,
        excludes:
          "Estimate excludes diagnosis, taxes and any warranty reimbursement from the original installer or parts supplier.",
      },
      verdict: "careful",
      verdictReason:
        "The car may stumble or run out of fuel unexpectedly; keep trips short and the tank above half until it is corrected.",
      codes: ["P0087", "P0171", "P0174"],
      terms: ["jet pump", "saddle tank", "pump strainer"],
      related: ["bogs-under-load-weak-fuel-pump", "fuel-pump-whine-from-tank", "melted-fuel-pump-connector"],
    },
    {
      slug: "plug-in-hybrid-fuel-door-pressurized-tank",
      title: "Plug-in hybrid fuel door won't open, or fuel spits back when you open the cap",
      summary:
        "Many plug-in hybrids use a sealed, pressurized fuel tank that must vent through the canister before the door unlocks. Use the refuel button and wait for the ready message; if it still won't open, the isolation valve or door actuator has failed.",
      symptoms: [
        "Fuel door stays locked after pressing the fuel door or refuel button",
        "Long wait or a message saying the tank is depressurizing",
        "Fuel or vapor spits out when the cap is opened early or on a hot day",
        "EVAP or fuel tank pressure codes",
      ],
      symptomIds: ["refuel-problems", "check-engine-light"],
      causes: [
        {
          likelihood: "common",
          part: "Normal depressurization sequence not completed",
          why: "The tank holds pressure between fill-ups so vapor isn't lost during long electric-only driving; the door stays locked until the pressure sensor reads near zero.",
        },
        {
          likelihood: "occasional",
          part: "Fuel tank isolation valve stuck closed",
          why: "If the valve that vents the tank to the canister won't open, pressure never drops and the door never unlocks.",
        },
        {
          likelihood: "occasional",
          part: "Fuel door lock actuator or release failure",
          why: "A failed actuator, corroded connector or broken linkage keeps the door locked even after venting finishes.",
        },
        {
          likelihood: "rare",
          part: "Fuel tank pressure sensor reading wrong",
          why: "A sensor reporting pressure that isn't there makes the system wait forever before unlocking.",
        },
      ],
      checks: [
        {
          step: "Press the refuel or fuel door button with the vehicle on, wait for the ready-to-refuel message, and follow the owner's manual sequence.",
          tools: ["Owner's manual"],
          expect: "Normal systems unlock within about 20 seconds to a few minutes, longer on a hot day.",
        },
        {
          step: "Read tank pressure and command the isolation valve with a scan tool.",
          tools: ["Bidirectional scan tool"],
          expect: "Pressure should fall toward zero as the valve opens; no change points to the valve or its circuit.",
        },
        {
          step: "Command the door lock actuator and check power and ground at its connector.",
          tools: ["Scan tool", "Digital multimeter"],
          expect: "Voltage arriving with no movement condemns the actuator; no voltage points to wiring or the module.",
        },
        {
          step: "Use the manual fuel door release cable in the trunk or cargo area if the manual shows one.",
          tools: ["Trim tools"],
          expect: "The door opening manually confirms the tank and filler are fine and the fault is the release.",
        },
      ],
      fix: "Replace a stuck isolation valve, failed door actuator or pressure sensor, clear codes and confirm a normal refuel sequence. Open the cap slowly after venting. Owners should know that some plug-ins, such as the Chevrolet Volt, also run the engine on their own if fuel sits too long.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Normal venting sequence explained: no repair",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Fuel door lock actuator replacement",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.2,
          },
          {
            name: "Tank pressure sensor replacement",
            partsLow: 50,
            partsHigh: 200,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "Fuel tank isolation valve replacement",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.3,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes and dealer-only programming; many of these systems are still under emissions warranty.",
      },
      verdict: "ok",
      verdictReason:
        "The car drives normally, but never force the cap open before the tank has vented or fuel can spray out.",
      codes: ["P0451", "P0455"],
      terms: ["fuel tank isolation valve", "sealed fuel tank", "plug-in hybrid"],
      related: ["air-rushes-when-gas-cap-opened", "check-fuel-cap-light-after-fill-up"],
    },
    {
      slug: "denso-fuel-pump-recall-stalling",
      title: "Toyota, Lexus, Honda or Acura stalls or runs rough, with an open fuel pump recall",
      summary:
        "Many roughly 2013–2020 Toyota, Lexus, Honda and Acura vehicles are under recall for Denso low-pressure fuel pumps whose plastic impeller can swell and jam. Check the VIN for an open recall; the dealer replaces the pump free.",
      symptoms: [
        "Rough running, hesitation or a check engine light that appeared suddenly",
        "Engine stalls while driving, sometimes at higher speed, and may not restart",
        "Long crank or no-start after the engine quits",
        "Recall notice in the mail or an open recall on the VIN",
      ],
      symptomIds: ["stalling", "rough-idle", "hard-start", "check-engine-light"],
      causes: [
        {
          likelihood: "common",
          part: "Recalled Denso fuel pump with a swelling impeller",
          why: "The impeller material can absorb fuel and deform until it rubs the pump housing, cutting flow or stopping the pump.",
        },
        {
          likelihood: "occasional",
          part: "Unrelated pump wear or circuit fault",
          why: "A vehicle outside the recall population can still have a worn pump, relay or connector with the same symptoms.",
        },
      ],
      checks: [
        {
          step: "Enter the 17-character VIN at NHTSA's recall lookup or the manufacturer's owner site.",
          tools: ["Phone or computer"],
          expect: "An open fuel pump recall on the VIN means the dealer should replace the pump at no charge.",
        },
        {
          step: "Scan for codes and read fuel trims and rail pressure.",
          tools: ["Scan tool"],
          expect:
            "Lean codes or low rail pressure support a pump fault; codes pointing elsewhere need separate diagnosis.",
        },
        {
          step: "Measure fuel pressure and volume if the vehicle isn't covered.",
          tools: ["Fuel pressure gauge", "Graduated fuel container"],
          expect:
            "Port-injected Toyota and Honda systems typically hold about 44–55 psi (confirm in the service information); pressure or volume below spec on a non-recall vehicle points to a worn pump.",
        },
      ],
      fix: "The dealer replaces the fuel pump assembly under the recall; bring the notice, and ask the dealer about towing help if the car has already stalled. If the VIN is not covered, diagnose and repair as for any weak pump.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0,
        laborHoursHigh: 0,
        excludes:
          "The recall repair is free at the dealer; towing and any unrelated repairs found at the same visit are not included.",
      },
      verdict: "stop",
      verdictReason:
        "A recalled pump that is already acting up can quit at highway speed; have it towed or driven a short distance straight to the dealer.",
      codes: ["P0171", "P0087", "P0300"],
      terms: ["recall", "VIN lookup", "fuel pump impeller"],
      related: ["bogs-under-load-weak-fuel-pump", "engine-cuts-out-briefly-then-catches"],
      appliesTo: [
        { make: "toyota", years: [2013, 2020] },
        { make: "lexus", years: [2013, 2020] },
        { make: "honda", years: [2017, 2020] },
        { make: "acura", years: [2017, 2020] },
      ],
    },
    {
      slug: "fuel-trim-code-no-lean-or-rich",
      title: "Check engine light for a fuel trim fault that doesn't say lean or rich",
      summary:
        "P0170 or P0173 means a bank ran out of fuel correction without saying which way. The freeze-frame trims settle it: large positive numbers mean unmetered air or weak fuel delivery, large negative ones extra fuel or vapor.",
      symptoms: [
        "Steady check engine light, often with no change in how the engine runs",
        "Freeze frame shows long-term trim on one bank pinned at a large positive or negative value, often 20–30%",
        "Idle hunts or stumbles on cold mornings, or fuel mileage has slowly drifted",
        "On a V6 or V8, one bank's trims sit far from the other bank's",
        "A misfire count or a separate lean or rich code sometimes joins it a few drives later",
      ],
      symptomIds: ["check-engine-light", "rough-idle", "poor-mileage", "hesitation"],
      causes: [
        {
          likelihood: "common",
          part: "Unmetered air: cracked breather hose, leaking intake gasket or failed PCV valve",
          why: "Air that never passed the MAF leans the mixture, so the trim climbs toward its positive limit, most of all at idle, where the leak is a large share of total airflow.",
        },
        {
          likelihood: "common",
          part: "MAF sensor reading wrong",
          why: "A contaminated hot-film element under-reports air and drives both banks positive; a sensor that over-reads, less often, drives them negative.",
        },
        {
          likelihood: "occasional",
          part: "Fuel pressure off spec: weak pump or clogged filter low, failed regulator high",
          why: "Injector flow follows rail pressure, so the PCM has to stretch or shorten every pulse to make up for it until the correction runs out of range.",
        },
        {
          likelihood: "occasional",
          part: "Leaking injector, stuck-open purge valve or gasoline in the oil",
          why: "Fuel the PCM never metered, whether dripped from an injector, drawn from the canister or boiled out of fuel-diluted oil through the PCV, pushes the trims negative.",
        },
        {
          likelihood: "rare",
          part: "Exhaust leak ahead of the upstream sensor, or a biased upstream sensor",
          why: "Outside air drawn in at the leak, or a sensor that reads off, makes the PCM correct a mixture that was never wrong.",
        },
      ],
      checks: [
        {
          step: "Read the freeze frame for the code: short- and long-term trim on each bank, rpm, load and coolant temperature when it set.",
          tools: ["Scan tool"],
          expect:
            "Short plus long-term trim far above zero means the bank was lean, far below zero means rich; a fault that set at idle only points to a leak or purge, one under load to fuel delivery.",
        },
        {
          step: "On a fully warm engine, log both banks' trims at hot idle and at a steady 2,500 rpm.",
          tools: ["Scan tool"],
          expect:
            "Within ±10% at both points is normal. Positive at idle that improves with rpm is a vacuum leak, positive everywhere suggests the MAF or fuel pressure, and one bank alone points to that side of the engine.",
        },
        {
          step: "If the trims ran positive, smoke-test the intake and crankcase breather hoses and compare MAF airflow at hot idle with the engine's size.",
          tools: ["Smoke machine", "Scan tool"],
          expect:
            "Smoke at a hose, gasket or breather finds the leak; a MAF reading clearly under about 1 g/s per liter of displacement at warm idle means the sensor under-reports.",
        },
        {
          step: "If the trims ran negative, pinch the purge hose at idle, check any rail-mounted regulator's vacuum hose for fuel, and smell the dipstick.",
          tools: ["Hose pinch pliers", "Scan tool"],
          expect:
            "Trims returning toward zero with the purge hose pinched condemn the purge valve; liquid fuel in the regulator hose condemns the regulator; oil that smells of gasoline explains rich trims after short trips.",
        },
        {
          step: "Check fuel pressure at idle, on a snap of the throttle and for 15 minutes after shutdown.",
          tools: ["Fuel pressure gauge"],
          expect:
            "Pressure within the engine's spec that holds after shutdown clears delivery; low pressure explains lean trims, and high pressure or a fast bleed-down explains rich ones.",
        },
      ],
      fix: "Repair whatever the trim direction pointed to: seal the intake or breather leak, clean or replace the MAF, restore fuel pressure, or replace the leaking injector, purge valve or regulator. Then reset fuel adaptations with the scan tool and drive until long-term trims settle within ±10% at idle and cruise.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Breather hose, PCV valve or vacuum hose repair",
            partsLow: 10,
            partsHigh: 80,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          { name: "MAF sensor replacement", partsLow: 80, partsHigh: 250, laborHoursLow: 0.2, laborHoursHigh: 0.5 },
          {
            name: "Leaking injector or stuck purge valve replacement",
            partsLow: 50,
            partsHigh: 350,
            laborHoursLow: 0.6,
            laborHoursHigh: 2,
          },
          {
            name: "Intake manifold gasket or fuel pump replacement",
            partsLow: 60,
            partsHigh: 650,
            laborHoursLow: 2,
            laborHoursHigh: 3.2,
          },
        ],
        excludes:
          "Estimate; excludes the diagnosis fee (often an hour for a smoke test and pressure checks), taxes, and intake removal when a buried gasket leaks.",
      },
      verdict: "ok",
      verdictReason:
        "Usually safe to drive while you track it down; a rough idle, a misfire or a strong fuel smell means get it in within days.",
      codes: ["P0170", "P0173"],
      terms: ["fuel trim", "freeze frame", "MAF sensor", "smoke test"],
      related: ["obd/p0171-p0174-lean-both-banks", "obd/p0172-p0175-system-too-rich", "gasoline-in-engine-oil"],
    },
    {
      slug: "rail-pressure-too-high-regulator-fault",
      title: "Engine drops into reduced power with a fuel pressure too high or regulator code",
      summary:
        "Rail pressure went above what the PCM asked for, or would not follow the regulator. On gasoline direct injection suspect the pump's control valve or a rail sensor reading high; on a diesel, the metering or rail pressure control valve.",
      symptoms: [
        "Reduced power or limp mode, often right after lifting off the throttle or coming to a stop",
        "Rail pressure in live data swinging hundreds of psi above desired, or saw-toothing around it",
        "Idle surges or stumbles, and the engine may stall as it returns to idle",
        "Check engine light with P0088 or P0089, sometimes joined by P0090",
      ],
      symptomIds: ["hesitation", "stalling", "rough-idle", "check-engine-light"],
      causes: [
        {
          likelihood: "common",
          part: "Sticking fuel volume control valve on a gasoline direct-injection pump",
          why: "The solenoid valve on the cam-driven pump decides how much of each stroke reaches the rail; stuck or sluggish, it keeps feeding when the PCM wants less, so pressure overshoots on deceleration and at idle.",
        },
        {
          likelihood: "common",
          part: "Rail pressure sensor reading higher than the real pressure",
          why: "A drifting sensor reports pressure that isn't there, so the PCM cuts delivery and logs an overpressure it never had, while the real pressure may be sagging.",
        },
        {
          likelihood: "occasional",
          part: "Oil-soaked or heat-damaged connector at the pump's control valve",
          why: "The pump sits on the cylinder head or cam cover, and oil wicking into the connector or a cracked lock tab makes the valve respond late or not at all.",
        },
        {
          likelihood: "occasional",
          part: "Diesel inlet metering valve or rail pressure control valve contaminated",
          why: "Water, varnish or metal from a wearing pump jams the valve; on Bosch CP3 and CP4 systems the metering valve on the pump is the usual suspect, and the 2011–2016 Duramax LML adds a second regulator on the rail.",
        },
      ],
      checks: [
        {
          step: "Graph desired and actual rail pressure together at idle, on a snap to 3,000 rpm and on the closed-throttle drop back to idle.",
          tools: ["Scan tool with graphing"],
          expect:
            "Actual should track desired within about 10% and settle within a second or two; an overshoot that lingers after the throttle closes, or a saw-tooth around a steady target, is the regulator losing control.",
        },
        {
          step: "After the engine has sat overnight, read the rail pressure PID key on, engine off.",
          tools: ["Scan tool"],
          expect:
            "A soaked gasoline DI rail reads near the lift-pump supply (roughly 50–90 psi) or zero, and a diesel rail near zero; a sensor claiming hundreds or thousands of psi on a dead engine is the fault.",
        },
        {
          step: "Measure the control valve's coil resistance and scope its command, and inspect the connector for oil, heat damage and loose pins.",
          tools: ["Digital multimeter", "Lab scope"],
          expect:
            "A coil within spec (a few ohms or less on most pump control valves) and a clean pulse-width command that changes with desired pressure clear the circuit; an open coil or oily pins account for P0090 and a pressure that won't follow.",
        },
        {
          step: "On a diesel, drain a sample from the fuel filter housing into a clear container and inspect the filter element.",
          tools: ["Clear container", "Flashlight"],
          expect:
            "Clean, dry fuel clears contamination; water, glitter or black sludge means the valve stuck for a reason, and the pump itself may be shedding metal.",
        },
      ],
      fix: "On most gasoline DI engines the control valve is part of the high-pressure pump, so the pump is replaced with its seals and any single-use bolts or lines; replace the rail sensor instead if it read wrong at rest, and repair an oil-soaked connector. On a diesel, replace the metering or pressure control valve and the filters, and check the pump for wear before calling it done. Reset fuel adaptations and confirm rail pressure tracks desired through snaps and decelerations.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Rail pressure sensor replacement",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "Pump control valve connector repair",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Diesel metering or pressure control valve and filters",
            partsLow: 200,
            partsHigh: 600,
            laborHoursLow: 1.5,
            laborHoursHigh: 4,
          },
          {
            name: "Gasoline DI high-pressure pump replacement",
            partsLow: 300,
            partsHigh: 1300,
            laborHoursLow: 1.2,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate; excludes a full contaminated-diesel repair, diagnosis, taxes and dealer programming.",
      },
      verdict: "careful",
      verdictReason:
        "The PCM limits power to protect the injectors, which can leave you short of power in traffic; a fuel smell under the hood means stop, because high-pressure fuel is a fire risk.",
      codes: ["P0088", "P0089", "P0090"],
      terms: ["rail pressure", "high-pressure fuel pump", "fuel rail pressure sensor", "direct injection"],
      related: [
        "high-pressure-fuel-pump-limp-mode",
        "obd/p0087-fuel-rail-pressure-low",
        "obd/p0191-p0193-fuel-rail-pressure-sensor",
        "diesel-comprehensive/diesel-cp4-pump-metal-in-filter",
      ],
      commonOn: duramaxLmlTrucks,
    },
    {
      slug: "injector-circuit-low-cylinder-flooding",
      title: "Injector circuit low code, with a dead cylinder or one that fills with fuel",
      summary:
        "The PCM saw too little voltage on that injector's control wire, most often a wire rubbed through to ground. On a port-injected engine that holds the injector open and can flood the cylinder, so check it for fuel before cranking again.",
      symptoms: [
        "Steady misfire on the cylinder the code names, at every speed",
        "Raw-fuel smell or black smoke after the key has been on, and a long crank before a lurching start",
        "Engine cranks unevenly or stops turning partway, a sign of liquid fuel in a cylinder",
        "Oil level above the full mark or smelling of gasoline",
        "The code returns the moment the engine starts, even after clearing",
      ],
      symptomIds: ["misfire", "hard-start", "black-smoke", "fuel-in-oil", "check-engine-light"],
      causes: [
        {
          likelihood: "common",
          part: "Injector control wire chafed through to ground",
          why: "Rubbing against a bracket, the intake or a valve-cover edge wears the insulation away; once the wire touches metal, a port injector opens whenever its feed is live, with or without the PCM.",
        },
        {
          likelihood: "occasional",
          part: "Open injector coil or open feed circuit",
          why: "Some PCMs also log the low code when nothing pulls the monitored wire up to battery voltage, which is what an open winding or a lost feed looks like with the driver off.",
        },
        {
          likelihood: "occasional",
          part: "Corroded or water-filled injector connector",
          why: "Green corrosion bridging the pins leaks the control wire toward ground or opens it; pressure washing the engine and blocked cowl drains put water in the plugs.",
        },
        {
          likelihood: "rare",
          part: "PCM injector driver failed shorted",
          why: "A driver transistor that fails shorted acts like a grounded wire and holds the injector open; it is condemned only after the harness and injector test good.",
        },
      ],
      checks: [
        {
          step: "Before cranking again, unplug that cylinder's coil, pull the fuel pump fuse and remove the spark plug to look for liquid fuel.",
          tools: ["Spark plug socket", "Flashlight"],
          expect:
            "A dry plug means the cylinder is not flooding; a plug dripping with fuel means the injector has been held open, so leave the pump disabled and crank briefly, away from the open hole, to clear the cylinder.",
        },
        {
          step: "Plug a noid light into the injector's harness connector and turn the key on without cranking.",
          tools: ["Noid light"],
          expect:
            "The light stays dark until cranking, then flickers; a light glowing steadily with the key on proves the control wire is grounded.",
        },
        {
          step: "Key off, unplug the injector and the PCM connector, and measure from the control wire to engine ground, flexing the harness.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "An open reading (OL) is correct; a few ohms is bare wire touching metal, and a reading that comes and goes as you flex the harness locates the rub point.",
        },
        {
          step: "Measure the injector's coil and check its feed for battery voltage with the key on.",
          tools: ["Digital multimeter"],
          expect:
            "About 11–18 ohms on a high-impedance port injector and battery voltage on the feed; an open coil or a dead feed explains the low reading when no short is found.",
        },
        {
          step: "If the cylinder flooded, check the oil and replace the fouled plug before the engine runs under load.",
          tools: ["Dipstick", "Spark plug socket"],
          expect:
            "Oil above full or smelling of fuel needs changing now; a plug washed clean or black and wet is replaced.",
        },
      ],
      fix: "Repair a chafed control wire with a soldered splice sealed in adhesive heat-shrink and re-route or loom it away from the edge that cut it; replace an injector with an open coil along with its O-rings. After flooding, clear the cylinder, fit a new plug and change the oil. Repair or replace the PCM only after the harness and injector test good; clear codes and confirm the misfire count stays at zero.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Chafed injector control wire repaired",
            partsLow: 10,
            partsHigh: 30,
            laborHoursLow: 0.6,
            laborHoursHigh: 2,
          },
          { name: "Injector connector repair", partsLow: 10, partsHigh: 40, laborHoursLow: 0.5, laborHoursHigh: 1.2 },
          {
            name: "Injector replacement with new O-rings",
            partsLow: 60,
            partsHigh: 450,
            laborHoursLow: 1,
            laborHoursHigh: 3.3,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, the oil change and plugs after flooding, intake removal to reach a buried harness, and PCM replacement and programming.",
      },
      verdict: "stop",
      verdictReason:
        "Until you know the injector isn't held open, don't keep cranking or driving: a flooded cylinder can hydrolock and bend a rod, and raw fuel overheats the converter.",
      codes: ["P0261", "P0264", "P0267", "P0270", "P0273", "P0276", "P0279", "P0282"],
      terms: ["injector driver", "noid light", "hydrolock", "high-impedance injector"],
      related: [
        "injector-circuit-dead-cylinder",
        "leaking-injector-misfire-after-hot-soak",
        "gasoline-in-engine-oil",
        "four-stroke/hydrolock-bent-rod",
      ],
    },
    {
      slug: "evap-purge-valve-circuit-code",
      title: "Check engine light for the EVAP purge valve circuit, with the car running normally",
      summary:
        "P0443 and its open, shorted, low and high versions mean the PCM saw the wrong voltage on the purge valve's wiring, not a vapor leak. An open valve coil or a corroded connector is the usual find; check the fuse that feeds it before buying parts.",
      symptoms: [
        "Check engine light with P0443, P0444, P0445, P0458 or P0459",
        "No click from the purge valve when purge is commanded with a scan tool",
        "Fuel-vapor smell around the car after refueling, because the canister is never emptied",
        "EVAP monitor still incomplete when the car goes for inspection",
        "Rough idle after a fill-up if the control wire is shorted and the valve is held open",
      ],
      symptomIds: ["check-engine-light", "fuel-smell-outside", "rough-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Purge valve coil open or shorted",
          why: "Heat from the intake or nearby exhaust cracks the winding or its terminals, so the driver sees no current path (open) or too much current (shorted).",
        },
        {
          likelihood: "common",
          part: "Corroded, loose or broken connector at the valve",
          why: "Engine heat hardens the connector's seal so water gets in, and a broken lock tab lets the plug back off until one pin loses contact.",
        },
        {
          likelihood: "occasional",
          part: "Blown fuse or open feed shared with other emission solenoids",
          why: "The purge valve usually shares an ignition-switched fuse with the vent valve, EGR or other solenoids, so a short in any of them takes the feed away from all.",
        },
        {
          likelihood: "occasional",
          part: "Harness chafed against the intake, a bracket or the exhaust",
          why: "Rubbed-through insulation shorts the control wire to ground, which holds the valve open, or a melted section opens the circuit.",
        },
        {
          likelihood: "rare",
          part: "PCM purge driver failed",
          why: "A driver usually dies after a shorted coil drew too much current through it; fit a new PCM without fixing the coil and the new driver fails too.",
        },
      ],
      checks: [
        {
          step: "Find the purge valve on the line from the canister to the intake and inspect its connector, lock tab and hoses.",
          tools: ["Flashlight"],
          expect:
            "A seated connector with clean pins; green pins, a plug that has backed off or a melted stretch of harness is the fault.",
        },
        {
          step: "With the key on, check the feed pin for battery voltage, and check the fuse that supplies it.",
          tools: ["Test light", "Digital multimeter"],
          expect:
            "Battery voltage on the feed; none sends you to the fuse, and a fuse that blows again means a short somewhere on the circuits it feeds.",
        },
        {
          step: "Unplug the valve and measure its coil resistance across the two terminals.",
          tools: ["Digital multimeter"],
          expect:
            "Typically somewhere in the 20–40 ohm range at room temperature (check the spec); an open reading or only a few ohms condemns the valve.",
        },
        {
          step: "With the valve connected, command purge on and off while watching the control wire with a scope or a test light clipped to battery positive.",
          tools: ["Bidirectional scan tool", "Lab scope"],
          expect:
            "Near battery voltage with purge off, pulled toward ground in pulses as the duty cycle rises; a wire stuck at 0 V with purge off is shorted to ground, and one that never pulses points to the wire or the driver.",
        },
        {
          step: "If the valve and feed test good, unplug the PCM and check the control wire end to end and to ground.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "Under about 1 ohm end to end and open to ground; anything else locates the harness fault.",
        },
      ],
      fix: "Replace the purge valve with new hose clamps or quick-connect seals, or repair the connector or wiring; replace a blown fuse only after finding the short that blew it. Clear codes, command purge to hear the click and see the trims move, and drive until the EVAP monitor completes.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Purge valve connector or wiring repair",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          { name: "Purge valve replacement", partsLow: 30, partsHigh: 150, laborHoursLow: 0.3, laborHoursHigh: 1 },
        ],
        excludes: "Estimate excludes diagnosis, taxes, and a charcoal canister if it saturated while purge was dead.",
      },
      verdict: "ok",
      verdictReason:
        "A dead purge circuit affects emissions only; if the valve is held open, expect a rough idle after refueling and get it fixed soon.",
      codes: ["P0443", "P0444", "P0445", "P0458", "P0459"],
      terms: ["purge valve", "EVAP system", "charcoal canister", "duty cycle"],
      related: [
        "obd/p0441-evap-incorrect-purge-flow",
        "obd/p0496-evap-flow-during-non-purge",
        "fuel-smell-after-topping-off",
      ],
    },
  ],
};
