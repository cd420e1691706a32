import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Why the A/C blows warm, the fan quits, the vents smell or the air comes out the wrong place: refrigerant, compressor, blower and blend-door faults with real gauge readings.",
  howItWorks: [
    "The compressor, turned by the accessory belt through an electromagnetic clutch (or running clutchless with an internal displacement control valve), squeezes refrigerant vapor to high pressure. The condenser in front of the radiator sheds that heat and turns the vapor to liquid, a receiver-drier or accumulator traps moisture in its desiccant, and an expansion valve (TXV) or fixed orifice tube meters liquid into the evaporator behind the dash, where it boils, pulls heat out of the cabin air and wrings out humidity.",
    "U.S. vehicles built through the mid-2010s use R-134a; most new models switched to R-1234yf between about 2014 and 2021. The two run at nearly the same pressures, but R-1234yf has its own service couplers, is rated mildly flammable (A2L) and costs several times more per pound. Both carry PAG oil (electric compressors on hybrids and EVs use an insulating POE oil), and the charge is set by weight from the underhood label, typically 1–2 lb in a car and more in a van or SUV with rear A/C.",
    "On the air side, a blower motor, its speed set by a resistor pack or an electronic power module, pushes air through the cabin filter and evaporator and then past the heater core. Electric actuators, or vacuum motors on older trucks, swing the blend (temperature), mode (vent) and recirculation doors; automatic systems steer them from in-car, ambient, sun-load and evaporator temperature sensors.",
  ],
  howItFails: [
    "Most warm-air complaints are slow leaks: hardened O-rings, Schrader valve cores, condensers holed by road debris and evaporators corroded from the inside all let the charge fall until the low-pressure switch stops the compressor. Compressors fail next, either electrically (clutch coil, relay, air gap) or mechanically, and a mechanical failure spreads metal through the whole circuit, which is why a proper compressor job includes the drier, the metering device and a flush.",
    "Air-side faults are cheaper and more varied: blower resistors and power modules burn out, plastic actuator gears strip and click (notorious on 2003–2014 GM full-size trucks and SUVs and the 2004–2014 Ford F-150), cabin filters clog, and evaporator drains plug so condensate ends up on the passenger floor. Automatic systems add sensors and control heads that can make a healthy refrigerant circuit look broken.",
  ],
  tools: [
    "Manifold gauge set for R-134a or R-1234yf (the couplers differ) to read low- and high-side pressures",
    "Recovery/recharge machine with a scale, for legal recovery, deep vacuum and charging by weight",
    "Refrigerant identifier to catch mixed refrigerant, air or hydrocarbons before they contaminate a machine",
    "Electronic leak detector (heated-diode or infrared) plus UV dye and a UV lamp",
    "Digital probe thermometer for vent, line and ambient temperatures",
    "Scan tool with HVAC and engine data: pressure-sensor PID, compressor command, actuator counts and self-tests",
    "Digital multimeter and a fused jumper lead for clutch, blower and actuator circuits",
    "Clamp-on DC ammeter for blower-motor and clutch-coil current",
    "Feeler gauges and clutch hub puller/installer for checking and resetting the clutch air gap",
    "Inspection camera to look at blower cages, blend doors and the evaporator face",
  ],
  safety: [
    "Venting refrigerant is illegal in the U.S. under the Clean Air Act: R-134a and R-1234yf must be recovered with approved equipment, and anyone servicing vehicle A/C for pay needs EPA Section 609 certification.",
    "Liquid refrigerant boils at about −15 °F (R-134a) or −21 °F (R-1234yf) at atmospheric pressure and freezes skin and eyes on contact; wear safety glasses and gloves whenever you couple or uncouple hoses.",
    "High-side pressure passes 250 psi on a hot day: never loosen a fitting or remove a component with the system charged, and never connect a DIY can to the high-side port, where it can rupture.",
    "R-1234yf is mildly flammable: use only equipment certified for it and keep sparks and flames away when it may have leaked into a closed space such as the cabin.",
    "On hybrids and EVs the compressor runs on the high-voltage battery; the orange cables and the compressor stay dangerous until the system is shut down by the factory procedure, and only the specified POE oil may enter the circuit.",
    "Keep hands, sleeves and gauge hoses clear of the belt, the clutch hub and the electric fans, which can start on their own with the key on.",
  ],
  symptoms: [
    { id: "blows-warm", label: "A/C blows warm or only slightly cool air" },
    { id: "cools-then-warms", label: "Cold at first, then warm after a while of driving" },
    { id: "warm-at-idle", label: "Cold while moving, warm at idle or in traffic" },
    { id: "weak-airflow", label: "Weak airflow from the vents even on high" },
    { id: "blower-not-working", label: "Blower fan dead, stuck on one speed or running on its own" },
    { id: "compressor-not-engaging", label: "Compressor clutch doesn't click on" },
    { id: "compressor-noise", label: "Grinding, rumbling or squealing under the hood with A/C on" },
    { id: "dash-noise", label: "Clicking, ticking, hissing or whirring behind the dashboard" },
    { id: "wrong-temperature", label: "Temperature won't change, or one side differs from the other" },
    { id: "wrong-vents", label: "Air comes out of the wrong vents" },
    { id: "bad-smell", label: "Musty, sour or chemical smell from the vents" },
    { id: "water-inside", label: "Water on the floor or mist from the vents" },
    { id: "foggy-windows", label: "Windows fog up and the defroster can't clear them" },
    { id: "refrigerant-leak-signs", label: "Oily residue, dye or hissing at A/C parts" },
    { id: "engine-drag", label: "Idle dips, engine stumbles or belt squeals when A/C turns on" },
    { id: "controls-dead", label: "Climate control panel or display not responding" },
  ],
  problems: [
    {
      slug: "slow-refrigerant-leak",
      title: "A/C gets a little warmer every week until it barely cools",
      summary:
        "A slow refrigerant leak is the usual cause. Find it with dye or an electronic detector, repair it, then evacuate and recharge to the label weight rather than topping off with a can.",
      symptoms: [
        "Vent air that read about 40 °F last month now reads 50–60 °F on max A/C",
        "Compressor clutch clicks on and off more often than it used to",
        "Cooling fades first at idle and on the hottest afternoons",
        "Oily, dirt-caked film at a fitting, the condenser face or the compressor",
      ],
      symptomIds: ["blows-warm", "refrigerant-leak-signs"],
      causes: [
        {
          likelihood: "common",
          part: "Hardened O-ring at a line fitting or the compressor manifold",
          why: "Years of heat cycles flatten and harden the rubber, so refrigerant seeps out and carries PAG oil that collects road dirt at the joint.",
        },
        {
          likelihood: "common",
          part: "Pinhole in the condenser",
          why: "The condenser sits ahead of the radiator where grit and road salt hit it, and its thin aluminum tubes pit through.",
        },
        {
          likelihood: "occasional",
          part: "Compressor shaft seal",
          why: "The front lip seal wears against the spinning shaft and sprays a ring of oil across the clutch and the hood underside.",
        },
        {
          likelihood: "rare",
          part: "Evaporator core corroded from inside the HVAC case",
          why: "The leak is hidden behind the dash, so nothing shows under the hood; only a detector at the drain tube or a vent finds it.",
        },
      ],
      checks: [
        {
          step: "Measure center-vent temperature on max A/C, recirculation, fan on high, engine held at 1,500 rpm for five minutes.",
          tools: ["Probe thermometer"],
          expect:
            "A healthy system usually gives 38–48 °F at 70–85 °F ambient; 50 °F or warmer with the clutch engaged points to low charge or another refrigerant fault.",
        },
        {
          step: "Couple the gauges engine-off and note static pressure, then run at 1,500 rpm with A/C on max and read both sides.",
          tools: ["Manifold gauges for the car's refrigerant", "Thermometer"],
          expect:
            "Static pressure near 85–90 psi at 80 °F for either refrigerant only proves some charge remains; running, about 35–45 psi low and 175–225 psi high is typical at 80 °F, and a low charge pulls both sides below that.",
        },
        {
          step: "Inspect every fitting, the condenser face, the compressor front seal and the service ports with a UV lamp; if there is no dye in the system, add a dose and recheck after a few days of driving.",
          tools: ["UV lamp and yellow glasses", "Dye injector"],
          expect: "A bright yellow-green glow marks the leak point; oily dirt alone is a strong hint but not proof.",
        },
        {
          step: "Sweep lines, components and the evaporator drain outlet slowly with an electronic leak detector, engine off.",
          tools: ["Electronic leak detector"],
          expect:
            "A repeatable alarm at one spot after blowing the area clean with shop air pinpoints the leak; an alarm at the drain tube implicates the evaporator.",
        },
        {
          step: "Recover what is left with a machine and compare the recovered weight with the underhood label.",
          tools: ["Recovery/recharge machine"],
          expect:
            "Recovering 0.8 lb from a 1.5 lb system, for example, confirms the circuit has lost about half its charge.",
        },
      ],
      fix: "Replace the leaking O-rings (lubricated with the system's oil), valve core, seal or component. Then pull a vacuum to 500 microns or lower, confirm it holds for 15–30 minutes, and charge the exact label weight of the correct refrigerant. Add oil only for the parts replaced, in the amount the service information lists.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace O-rings or a valve core and recharge",
            partsLow: 20,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace a leaking hose or condenser and recharge",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate; excludes leak-detection time, taxes, an evaporator or compressor when the leak is there, and the higher price of R-1234yf on cars that use it.",
      },
      verdict: "ok",
      verdictReason:
        "A leaking A/C circuit doesn't affect brakes, steering or engine cooling; the main risk is running the compressor short of oil for months.",
      codes: ["P0534"],
      terms: ["Schrader valve", "PAG oil", "UV dye", "static pressure", "evacuation"],
      related: [
        "sudden-total-refrigerant-loss",
        "schrader-valve-leak",
        "fitting-o-ring-leak",
        "condenser-leak-road-damage",
        "evaporator-core-leak",
      ],
    },
    {
      slug: "sudden-total-refrigerant-loss",
      title: "A/C went from cold to warm overnight and the compressor won't kick on",
      summary:
        "A large leak emptied the system, so the low-pressure switch now blocks the compressor. Look for a holed condenser, burst hose or blown fitting, repair it, replace the drier and recharge by weight.",
      symptoms: [
        "Cooling stopped completely from one drive to the next",
        "Compressor clutch never engages when A/C is selected",
        "Oil spray on the condenser, a hose or the underside of the hood",
        "Sometimes a loud hiss or a puff of mist was noticed when it happened",
      ],
      symptomIds: ["blows-warm", "compressor-not-engaging", "refrigerant-leak-signs"],
      causes: [
        {
          likelihood: "common",
          part: "Condenser punctured by road debris",
          why: "A rock through the condenser core lets the whole charge escape within minutes, leaving a wet, oily spot on the tubes.",
        },
        {
          likelihood: "occasional",
          part: "Burst or chafed A/C hose, or a crimp pulled loose",
          why: "Rubber sections soften with heat and rub on brackets; once through, the high side empties fast.",
        },
        {
          likelihood: "occasional",
          part: "O-ring blown out of a fitting after a collision or earlier repair",
          why: "A loose or misaligned joint lets the O-ring extrude under high-side pressure.",
        },
        {
          likelihood: "rare",
          part: "Compressor relief valve stuck open after an overpressure event",
          why: "If the valve does not reseat after venting, refrigerant keeps bleeding out through it.",
        },
      ],
      checks: [
        {
          step: "Connect gauges with the engine off and read static pressure.",
          tools: ["Manifold gauges"],
          expect:
            "Zero or a few psi confirms the circuit is essentially empty; the pressure switch will keep the compressor off below roughly 25–30 psi.",
        },
        {
          step: "Look over the condenser through the grille, every hose and the compressor for fresh oil and damage.",
          tools: ["Flashlight"],
          expect:
            "A fresh, clean-edged oily patch or a visible hole is the leak; older grime is usually a slower, separate leak.",
        },
        {
          step: "Pressurize the empty system with dry nitrogen to about 150 psi and listen and spray soap solution at suspect joints.",
          tools: ["Nitrogen cylinder with regulator", "Leak-detection soap"],
          expect:
            "Bubbles or an audible hiss find the leak; a gauge that holds steady for 15–30 minutes clears the circuit.",
        },
        {
          step: "For tiny leaks, use forming gas (5% hydrogen, 95% nitrogen) and a hydrogen sniffer instead.",
          tools: ["Forming gas", "Hydrogen leak detector"],
          expect: "The sniffer alarms at leaks too small for soap, including inside the dash at the drain tube.",
        },
      ],
      fix: "Replace the holed condenser, hose or fitting O-ring. Because the circuit was open to humid air, replace the receiver-drier or accumulator (or the condenser's desiccant bag), pull a vacuum to 500 microns or lower, prove it holds, and charge the label weight. Add the oil lost with the leaked component.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace a hose or blown O-ring, drier and recharge",
            partsLow: 60,
            partsHigh: 400,
            laborHoursLow: 1.3,
            laborHoursHigh: 3,
          },
          {
            name: "Replace the condenser and drier, then recharge",
            partsLow: 200,
            partsHigh: 900,
            laborHoursLow: 2,
            laborHoursHigh: 4.3,
          },
        ],
        excludes:
          "Diagnosis fee, taxes, grille or bumper cover repair after the impact, and dealer pricing; R-1234yf cars sit near the top.",
      },
      verdict: "ok",
      verdictReason:
        "With the refrigerant gone, the compressor stays off and the car drives normally; it just won't cool.",
      codes: ["P0534"],
      terms: ["receiver-drier", "accumulator", "low-pressure switch", "forming gas"],
      related: ["slow-refrigerant-leak", "condenser-leak-road-damage", "high-pressure-relief-valve-vented"],
    },
    {
      slug: "compressor-clutch-coil-open",
      title: "Compressor clutch won't engage though the gauges show refrigerant",
      summary:
        "If the system holds a normal charge and the clutch gets power but doesn't pull in, the clutch field coil has failed. Replace the coil or clutch; the refrigerant usually stays sealed in.",
      symptoms: [
        "The clutch hub stays still while the pulley spins with A/C selected",
        "No click from the compressor when A/C is turned on",
        "Static pressure is normal for the outside temperature",
        "Vents blow outside-temperature air while the blower works normally",
      ],
      symptomIds: ["blows-warm", "compressor-not-engaging"],
      causes: [
        {
          likelihood: "common",
          part: "Open clutch field coil",
          why: "Heat from a slipping clutch or age breaks the winding, so no magnetic field forms to pull the armature plate against the pulley.",
        },
        {
          likelihood: "occasional",
          part: "Broken wire or corroded connector at the compressor",
          why: "The harness sits low near the exhaust or in road spray, so the coil never sees its 12 V feed or its ground.",
        },
        {
          likelihood: "rare",
          part: "Shorted coil that blows the A/C clutch fuse",
          why: "Turns shorted together drop resistance and draw enough current to open the fuse on every engagement.",
        },
      ],
      checks: [
        {
          step: "Confirm refrigerant is present with gauges and that the scan tool shows A/C requested and clutch commanded on.",
          tools: ["Manifold gauges", "Scan tool"],
          expect:
            "Static pressure near ambient saturation and a clutch command of ON with no engagement rules out lockout by the pressure switch.",
        },
        {
          step: "Back-probe the clutch connector with the A/C commanded on and read voltage to a good ground.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "Within about 0.5 V of battery voltage means the feed is good and the fault is at the coil or its ground.",
        },
        {
          step: "Unplug the coil and measure its resistance across the terminals (or terminal to case on single-wire coils).",
          tools: ["Digital multimeter"],
          expect: "Most coils read about 2.5–5 Ω; OL is an open coil, and well under 2 Ω is a shorted one.",
        },
        {
          step: "As a final confirmation, feed the coil directly from the battery through a fused jumper for two or three seconds.",
          tools: ["Fused jumper lead (15 A)"],
          expect: "A healthy coil pulls in with a loud click; no movement confirms the coil is dead.",
        },
      ],
      fix: "Replace the clutch coil, or the whole clutch kit (coil, pulley, bearing, hub), which on many compressors can be done on the car without opening the refrigerant circuit. Set the air gap to spec with shims. Where the clutch is not sold separately, the compressor is replaced along with the drier, evacuated and recharged.",
      difficulty: 3,
      cost: {
        partsLow: 80,
        partsHigh: 380,
        laborHoursLow: 1,
        laborHoursHigh: 3,
        excludes: "Diagnosis fee and taxes; a full compressor job if the clutch is not sold separately costs far more.",
      },
      verdict: "ok",
      verdictReason: "A dead clutch simply leaves the compressor freewheeling; nothing else on the engine is affected.",
      codes: [],
      terms: ["clutch field coil", "armature plate", "air gap"],
      related: ["ac-clutch-relay-or-fuse", "clutch-drops-out-when-hot", "compressor-pulley-bearing-noise"],
    },
    {
      slug: "ac-clutch-relay-or-fuse",
      title: "A/C button lights up but nothing happens under the hood",
      summary:
        "The clutch relay or fuse is the cheap first suspect when the A/C request is accepted but the compressor never engages. Swap the relay, check the fuse, and only then chase wiring or the control module.",
      symptoms: [
        "A/C indicator in the button or display comes on normally",
        "No click from under the hood and the compressor hub does not turn",
        "Often works again for a day after a bump or a relay tap, then quits",
        "Idle does not rise slightly as it normally would when the A/C engages",
      ],
      symptomIds: ["compressor-not-engaging", "blows-warm"],
      causes: [
        {
          likelihood: "common",
          part: "A/C clutch relay with burned contacts",
          why: "Each engagement arcs the contacts; once pitted they stop passing current even though the relay still clicks.",
        },
        {
          likelihood: "common",
          part: "Blown A/C clutch fuse",
          why: "A tired clutch coil or a chafed wire draws enough current to open the fuse, cutting power to the relay output.",
        },
        {
          likelihood: "occasional",
          part: "PCM not commanding the relay",
          why: "A pressure-sensor fault, high engine temperature or a lost A/C request message keeps the engine computer from grounding the relay coil.",
        },
        {
          likelihood: "rare",
          part: "Corroded relay socket in the underhood fuse box",
          why: "Water intrusion turns the terminals green and adds resistance the clutch current cannot get past.",
        },
      ],
      checks: [
        {
          step: "Check the A/C clutch fuse with a test light on both sides, key on.",
          tools: ["Test light", "Fuse puller"],
          expect:
            "Power on both sides of the fuse; a dead side means a blown fuse (and a short to find if it blows again).",
        },
        {
          step: "Swap the A/C clutch relay with an identical relay from the same box (horn or fog lamp), then retry the A/C.",
          tools: [],
          expect:
            "If the compressor now engages, the original relay is bad; if the horn now fails, that confirms it too.",
        },
        {
          step: "With the relay pulled, bridge the socket's switched terminals (usually 30 and 87) with a fused jumper for two or three seconds, engine running.",
          tools: ["Fused jumper lead (15 A)"],
          expect:
            "A clutch that snaps in on the jumper proves the coil and wiring, leaving the relay or its control side; a coil that stays dead should read about 2.5–5 Ω at 68 °F (typical; confirm in the service information), and OL means an open coil.",
        },
        {
          step: "Read engine data for A/C request, refrigerant pressure and clutch command, and look for codes.",
          tools: ["Scan tool"],
          expect:
            "Request YES with command OFF points to an input blocking it (pressure, coolant temperature or throttle); P0645 flags the relay control circuit itself.",
        },
      ],
      fix: "Replace the relay or fuse, and if the fuse blew, measure clutch-coil resistance before trusting the repair. Clean or replace a corroded socket terminal. If the PCM is not commanding the relay, fix the input that inhibits it rather than the relay.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Replace the A/C clutch relay",
            partsLow: 10,
            partsHigh: 45,
            laborHoursLow: 0.2,
            laborHoursHigh: 0.5,
          },
          {
            name: "Replace the fuse and clean a corroded socket",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
        ],
        excludes:
          "Diagnosis fee and taxes; a shorted clutch coil or harness repair found behind a blown fuse is extra.",
      },
      verdict: "ok",
      verdictReason: "Nothing beyond the A/C is affected, so the car is safe to drive while you get a relay.",
      codes: ["P0645", "P0646", "P0647"],
      terms: ["relay", "A/C request", "PCM"],
      related: ["compressor-clutch-coil-open", "refrigerant-pressure-sensor-fault", "clutch-stays-engaged"],
    },
    {
      slug: "clutch-drops-out-when-hot",
      title: "A/C quits after a long drive on a hot day, then works again after cooling off",
      summary:
        "A compressor clutch with too wide an air gap, or a heat-weakened coil, lets go once everything is hot. Measure the gap and coil; re-shim or replace the clutch, which is a well-known fix on 2000s Hondas.",
      symptoms: [
        "A/C is cold for the first 20–40 minutes, then blows warm",
        "Clutch can be seen engaging and releasing, or not engaging at all, when the engine is hot",
        "Cooling returns after the car sits for an hour",
        "Worse in stop-and-go traffic when underhood heat builds",
      ],
      symptomIds: ["cools-then-warms", "compressor-not-engaging"],
      causes: [
        {
          likelihood: "common",
          part: "Clutch air gap worn beyond spec",
          why: "Wear on the friction faces widens the gap, and a hot coil with higher resistance no longer has the magnetic pull to close it.",
        },
        {
          likelihood: "occasional",
          part: "Compressor thermal protector opening",
          why: "Some Honda and Denso compressors carry a thermal switch in the clutch circuit that opens when hot and, when weak, opens too early.",
        },
        {
          likelihood: "occasional",
          part: "Low voltage at the clutch from a corroded connector or ground",
          why: "Resistance grows as the connector heats, so the coil gets 10–11 V instead of battery voltage and cannot hold.",
        },
        {
          likelihood: "rare",
          part: "Clutch coil with failing insulation",
          why: "Partly shorted windings heat up quickly and lose pull, sometimes with a burnt-varnish smell.",
        },
      ],
      checks: [
        {
          step: "With the fault present and the engine hot, watch the clutch hub while someone toggles the A/C.",
          tools: ["Flashlight"],
          expect:
            "A hub that engages briefly then slips or drops out, with commanded ON on the scan tool, points to the clutch itself.",
        },
        {
          step: "Measure the air gap between the armature plate and pulley at three points, engine off.",
          tools: ["Feeler gauges"],
          expect:
            "Typical spec is about 0.35–0.65 mm (0.014–0.026 in.); 0.8 mm (0.031 in.) or more is excessive. Check the exact value for the compressor.",
        },
        {
          step: "Measure voltage at the clutch connector while engaged, hot.",
          tools: ["Digital multimeter"],
          expect:
            "Within 0.5 V of battery voltage is fine; a larger drop means cleaning or repairing the feed or ground.",
        },
        {
          step: "Measure coil resistance cold and again hot, and on Hondas check continuity of the thermal protector.",
          tools: ["Digital multimeter"],
          expect:
            "Coil resistance should stay near its 2.5–5 Ω spec; a protector that reads open while hot and closes after cooling is faulty.",
        },
      ],
      fix: "Remove the clutch hub and take out a shim (or replace the hub and plate) to bring the gap back to spec; replace the clutch kit if the faces are scored or blued, and replace the thermal protector where fitted. Repair any voltage-drop fault. The refrigerant circuit stays sealed for all of this.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Reset the clutch air gap (remove a shim)",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.2,
          },
          {
            name: "Repair a voltage drop at the clutch feed or ground",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the compressor clutch kit",
            partsLow: 150,
            partsHigh: 350,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Diagnosis fee, taxes and a compressor if the clutch faces show heat damage from long slipping.",
      },
      verdict: "ok",
      verdictReason: "The clutch simply stops driving the compressor; the belt and engine are unaffected.",
      codes: [],
      terms: ["air gap", "thermal protector", "voltage drop"],
      related: ["compressor-clutch-coil-open", "moisture-freezing-expansion-valve", "evaporator-icing-airflow-drops"],
      commonOn: [{ make: "honda" }],
    },
    {
      slug: "refrigerant-pressure-sensor-fault",
      title: "Compressor won't run and the scan tool shows a strange refrigerant pressure",
      summary:
        "A failed A/C pressure transducer, or a break in its 5-volt circuit, tells the engine computer the pressure is unsafe, so it never engages the compressor. Compare the sensor reading with gauges, then replace the sensor or repair the wiring.",
      symptoms: [
        "Compressor never engages though the system is fully charged",
        "Check engine light with an A/C pressure sensor code on many cars",
        "Radiator fan may run on high constantly with the key on",
        "Scan-tool pressure reading is stuck at 0 psi, or at a value near 500 psi",
      ],
      symptomIds: ["compressor-not-engaging", "blows-warm"],
      causes: [
        {
          likelihood: "common",
          part: "Failed A/C pressure transducer on the high-side line",
          why: "The three-wire sensor sits in road spray and heat, and a failed element sends a signal the PCM reads as too low or too high to allow the compressor.",
        },
        {
          likelihood: "occasional",
          part: "Corroded connector or broken signal wire",
          why: "An open signal wire pulls the reading to 0 psi; corrosion raises resistance and skews it.",
        },
        {
          likelihood: "rare",
          part: "5-volt reference shorted by another sensor on the same circuit",
          why: "The PCM shares its 5 V reference among several sensors, so a shorted one drags the transducer's supply down too.",
        },
      ],
      checks: [
        {
          step: "Read the A/C pressure PID and compare it with a gauge on the high side, engine off and then running.",
          tools: ["Scan tool", "Manifold gauges"],
          expect:
            "The PID should track the gauge within about 10–15 psi; a stuck 0 or maximum value, or a large mismatch, condemns the sensor circuit.",
        },
        {
          step: "With the harness connected and the key on, back-probe the high-side transducer's three wires: 5 V reference, sensor ground and the pressure signal.",
          tools: ["Digital multimeter"],
          expect:
            "Reference 4.8–5.2 V, ground under 0.1 V, and a signal that sits between roughly 0.5 and 4.5 V and changes as pressure rises.",
        },
        {
          step: "Unplug the sensor and watch the PID, then jumper signal to reference briefly with a fused jumper.",
          tools: ["Scan tool", "Fused jumper lead"],
          expect:
            "The PID should swing from minimum to maximum; if it does, the wiring and PCM are good and the sensor is bad.",
        },
        {
          step: "If the reference is low, unplug other sensors that share it one at a time.",
          tools: ["Wiring diagram", "Digital multimeter"],
          expect: "A reference that jumps back to 5 V when one sensor is unplugged identifies the shorted part.",
        },
      ],
      fix: "Replace the transducer. Many screw onto a valve-core fitting and can be changed without recovering the charge (check the service information; some do need recovery). Repair wiring faults with sealed splices, clear codes and confirm clutch command and a normal pressure PID.",
      difficulty: 2,
      cost: {
        partsLow: 30,
        partsHigh: 160,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.7,
        excludes: "Diagnosis fee, taxes and recovery and recharge on designs without a valve-core fitting.",
      },
      verdict: "ok",
      verdictReason: "Only the A/C is disabled; if the cooling fan is stuck on high it is just noisy, not harmful.",
      codes: ["P0530", "P0531", "P0532", "P0533"],
      terms: ["pressure transducer", "5-volt reference", "PID"],
      related: ["ac-clutch-relay-or-fuse", "condenser-fan-not-running-with-ac", "compressor-short-cycling"],
    },
    {
      slug: "compressor-internal-failure",
      title: "Grinding or knocking from the A/C compressor and the vents blow warm",
      summary:
        "The compressor has failed internally and is shedding metal into the system. It needs a compressor, drier, expansion valve or orifice tube, a flush or new condenser, and a charge by weight; a compressor alone will fail again.",
      symptoms: [
        "Grinding, knocking or loud rattling that starts when the clutch engages",
        "Cooling weak or gone, with both gauge readings close together",
        "Clutch may slip, smoke or squeal the belt",
        "Gray or black sludge in the oil from a service port or a removed line",
      ],
      symptomIds: ["compressor-noise", "blows-warm"],
      causes: [
        {
          likelihood: "common",
          part: "Worn swash plate, pistons or shoes from oil starvation",
          why: "A low charge circulates too little oil, so internal parts scuff and the compressor loses its ability to pump.",
        },
        {
          likelihood: "occasional",
          part: "Liquid slugging from overcharge or a stuck-open expansion valve",
          why: "Liquid refrigerant reaching the compressor washes oil away and hammers valves and reeds.",
        },
        {
          likelihood: "rare",
          part: "Wrong or contaminated oil from earlier service",
          why: "Mixed oils, sealant or moisture form sludge that blocks oil passages and scores bearings.",
        },
      ],
      checks: [
        {
          step: "Run the engine and toggle the A/C to confirm the noise follows the clutch, not the belt or another pulley.",
          tools: ["Mechanic's stethoscope"],
          expect:
            "Noise that appears at the instant of engagement and stops when it releases is internal to the compressor.",
        },
        {
          step: "With the clutch engaged and A/C on max, read both gauges at 1,500 rpm, then at 2,500 rpm, and see whether the gap between them widens.",
          tools: ["Manifold gauges"],
          expect:
            "A low side of 50 psi or more with a high side under about 150 psi at 80 °F, with little change as rpm rises, shows a compressor that can no longer pump.",
        },
        {
          step: "Recover the charge, then remove the suction line or the orifice tube and inspect the oil and screen.",
          tools: ["Recovery machine", "Orifice tube tool"],
          expect: "Metal flakes or black oil confirm debris has reached the circuit and set the scope of the repair.",
        },
        {
          step: "Check the condenser type before quoting a flush.",
          tools: ["Service information"],
          expect: "Parallel-flow condensers cannot be reliably flushed and should be replaced after a debris failure.",
        },
      ],
      fix: "Replace the compressor, receiver-drier or accumulator, and expansion valve or orifice tube; replace a parallel-flow condenser and flush the lines and evaporator with approved solvent. Fit an in-line filter if the maker recommends one, adjust oil to spec, evacuate to 500 microns and charge by weight. Most compressor warranties require the drier and a flush.",
      difficulty: 4,
      cost: {
        partsLow: 450,
        partsHigh: 1900,
        laborHoursLow: 3.3,
        laborHoursHigh: 8.7,
        excludes:
          "Diagnosis fee, taxes and dealer pricing; R-1234yf refrigerant and a parallel-flow condenser raise the total.",
      },
      verdict: "careful",
      verdictReason:
        "Switch the A/C off to stop the noise; if the clutch or belt is smoking, stop and have the belt checked, since it may also drive the water pump.",
      codes: [],
      terms: ["black death", "swash plate", "flush", "parallel-flow condenser", "in-line filter"],
      related: ["compressor-seized-belt-squeal", "weak-compressor-or-txv-stuck-open", "system-overcharged"],
    },
    {
      slug: "compressor-seized-belt-squeal",
      title: "Belt squeals or smokes the moment the A/C is switched on",
      summary:
        "The compressor has locked or is binding, so the clutch slips and the belt drags. Turn the A/C off and get it repaired; on a clutchless compressor that seizes, stop driving because the belt cannot be spared.",
      symptoms: [
        "Loud squeal or chirp every time the A/C engages",
        "Burning rubber or hot clutch smell, sometimes light smoke near the compressor",
        "Compressor hub won't turn by hand with the engine off",
        "Idle drops sharply or the engine nearly stalls when the A/C comes on",
      ],
      symptomIds: ["compressor-noise", "engine-drag"],
      causes: [
        {
          likelihood: "common",
          part: "Seized compressor from internal failure",
          why: "With the pistons or swash plate locked, the engaged clutch has to slip against the pulley, and the belt slips over the pulley.",
        },
        {
          likelihood: "occasional",
          part: "Excessive head pressure from overcharge or a dead condenser fan",
          why: "Pressure above 350–400 psi loads the compressor so hard that the belt slips even though the compressor still turns.",
        },
        {
          likelihood: "rare",
          part: "Clutchless compressor seized with its pulley limiter intact",
          why: "On clutchless designs the pulley normally keeps turning; if the torque limiter does not shear, the whole belt drags.",
        },
      ],
      checks: [
        {
          step: "Engine off, try to rotate the compressor clutch hub by hand (not the pulley).",
          tools: ["Gloves"],
          expect:
            "A good compressor turns with light, even resistance; a hub that will not move or binds at one point is seized.",
        },
        {
          step: "Start the engine with A/C off and listen; then switch it on for no more than a few seconds.",
          tools: [],
          expect:
            "Quiet with A/C off and squealing on engagement isolates the compressor rather than the belt or tensioner.",
        },
        {
          step: "Read high-side pressure during the brief engagement.",
          tools: ["Manifold gauges"],
          expect:
            "Pressure climbing past 300 psi in seconds points to an airflow or overcharge problem; little pressure rise with belt slip points to a seized unit.",
        },
        {
          step: "Inspect the belt for glazing, burns or missing ribs.",
          tools: ["Flashlight", "Belt wear gauge"],
          expect: "A burned or glazed belt must be replaced along with the compressor repair.",
        },
      ],
      fix: "Replace the compressor with the drier and metering device, flush or replace the condenser as the debris dictates, and fit a new belt. If head pressure was the cause, repair the fan, condenser airflow or charge instead. Charge by weight and confirm the belt tracks straight afterward.",
      difficulty: 4,
      cost: {
        partsLow: 400,
        partsHigh: 1800,
        laborHoursLow: 3,
        laborHoursHigh: 8,
        excludes: "Diagnosis fee, taxes, a damaged belt tensioner and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Keep the A/C off so the clutch freewheels; if the compressor is clutchless or the belt is burned, stop, because losing the belt can stop the water pump and alternator.",
      codes: [],
      terms: ["seized compressor", "torque limiter", "clutchless compressor"],
      related: ["compressor-internal-failure", "compressor-pulley-bearing-noise", "idle-drops-when-ac-engages"],
    },
    {
      slug: "compressor-pulley-bearing-noise",
      title: "Rumble from the A/C compressor pulley even with the A/C switched off",
      summary:
        "A worn pulley bearing is the usual cause of a rumble at the compressor that is present with the A/C off. Replace the bearing or clutch pulley before it seizes and throws the belt.",
      symptoms: [
        "Growl or rumble from the compressor area with the A/C off",
        "The noise may change or quiet down when the A/C engages",
        "Wobble visible at the pulley with the engine idling",
        "Belt edge fraying on that pulley",
      ],
      symptomIds: ["compressor-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Worn clutch pulley bearing",
          why: "The pulley spins on its own bearing whenever the engine runs; once the grease is cooked out, the bearing rumbles regardless of A/C use.",
        },
        {
          likelihood: "occasional",
          part: "Worn idler or tensioner next to the compressor",
          why: "A nearby pulley can sound like the compressor because noise travels along the belt and brackets.",
        },
        {
          likelihood: "rare",
          part: "Compressor internal noise transmitted while disengaged",
          why: "Some variable-displacement compressors keep turning internally at minimum stroke, so worn internals can be heard even with A/C off.",
        },
      ],
      checks: [
        {
          step: "Listen with a stethoscope on the compressor body, pulley hub area, idlers and tensioner, engine idling.",
          tools: ["Mechanic's stethoscope"],
          expect: "The loudest rumble at the compressor nose points to its pulley bearing.",
        },
        {
          step: "Remove the belt and spin the compressor pulley by hand, then rock it side to side.",
          tools: ["Serpentine belt tool"],
          expect:
            "A good bearing spins smoothly and silently with no play; roughness, a dry whir or tilt means the bearing is worn.",
        },
        {
          step: "Spin the idlers and tensioner pulley while the belt is off.",
          tools: [],
          expect: "If those are smooth and the compressor pulley is rough, the diagnosis is confirmed.",
        },
      ],
      noMeasurement:
        "A worn compressor pulley bearing is condemned by sound and by feel with the belt off: roughness or tilt at the pulley rim. Makers give no play figure for it, and the A/C pressures stay normal.",
      fix: "Replace the pulley bearing (pressed into the pulley) or the complete clutch assembly; both can usually be done without opening the refrigerant circuit. Check and set the clutch air gap on reassembly and install a new belt if the edges are damaged.",
      difficulty: 3,
      cost: {
        partsLow: 25,
        partsHigh: 350,
        laborHoursLow: 1,
        laborHoursHigh: 2.7,
        excludes: "Diagnosis fee, taxes, a new belt and any idler or tensioner found worn at the same time.",
      },
      verdict: "careful",
      verdictReason:
        "A bearing that seizes can shred the belt and take the water pump and alternator drive with it; get it replaced soon.",
      codes: [],
      terms: ["pulley bearing", "clutch assembly", "mechanic's stethoscope"],
      related: ["compressor-seized-belt-squeal", "compressor-clutch-coil-open"],
    },
    {
      slug: "compressor-control-valve-failure",
      title: "Compressor always turning but the vents stay lukewarm",
      summary:
        "On clutchless variable-displacement compressors, a failed control valve leaves the compressor at minimum stroke. Confirm with gauges and the scan tool, then replace the valve or the compressor.",
      symptoms: [
        "No clutch click at all, because the compressor has no clutch or the clutch stays engaged",
        "Vent air only 10–15 °F cooler than outside",
        "Low-side pressure stays high and high side stays low",
        "No leak found and the charge weight is correct",
      ],
      symptomIds: ["blows-warm"],
      causes: [
        {
          likelihood: "common",
          part: "Electronic control valve (ECV) failed open circuit or stuck",
          why: "The PCM or HVAC module pulses the valve to set piston stroke; a dead or stuck valve defaults the compressor to minimum displacement.",
        },
        {
          likelihood: "occasional",
          part: "Wiring or driver fault on the control-valve circuit",
          why: "Without the pulse-width signal the valve never moves the swash plate off minimum stroke.",
        },
        {
          likelihood: "rare",
          part: "Mechanical control valve stuck on an older Delphi V5-type compressor",
          why: "The internally controlled valve senses suction pressure; once stuck it holds the compressor at low stroke.",
        },
      ],
      checks: [
        {
          step: "Read pressures at 1,500 rpm with A/C on max and the doors open.",
          tools: ["Manifold gauges", "Thermometer"],
          expect:
            "A low side of 50–70 psi with a high side near 100–150 psi at 80 °F, with a correct charge, fits a compressor stuck at minimum stroke.",
        },
        {
          step: "Check the scan tool for the commanded compressor displacement or control-valve current.",
          tools: ["Scan tool with HVAC data"],
          expect:
            "A high command (or current) while pressures stay unchanged points to the valve; a zero command points to the control side.",
        },
        {
          step: "Measure control-valve coil resistance at its connector and compare it with the service-information spec.",
          tools: ["Digital multimeter"],
          expect: "OL or a reading far from spec confirms a failed valve coil.",
        },
        {
          step: "Back-probe the valve signal with a scope or duty-cycle meter while changing the temperature setting.",
          tools: ["Lab scope or duty-cycle meter"],
          expect: "A pulse-width signal that changes with demand clears the wiring and controller.",
        },
      ],
      fix: "Replace the control valve where it is serviced separately (common on Sanden and Denso units, including the VW/Audi N280 valve), which needs recovery and recharge. If the valve isn't sold alone, replace the compressor with the drier. Evacuate and charge by weight; no relearn is usually needed.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace the control valve and recharge",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 1.7,
            laborHoursHigh: 3,
          },
          {
            name: "Replace the compressor and drier",
            partsLow: 500,
            partsHigh: 1100,
            laborHoursLow: 3,
            laborHoursHigh: 5.3,
          },
        ],
        excludes: "Diagnosis fee, taxes, refrigerant beyond a normal charge and dealer pricing.",
      },
      verdict: "ok",
      verdictReason: "The compressor keeps turning harmlessly at minimum stroke; you only lose cooling.",
      codes: [],
      terms: ["variable displacement", "control valve", "clutchless compressor", "duty cycle"],
      related: ["weak-compressor-or-txv-stuck-open", "compressor-internal-failure"],
    },
    {
      slug: "condenser-airflow-blocked",
      title: "A/C weak in city traffic with high pressure on the gauges",
      summary:
        "Leaves, bugs, mud or bent fins between the condenser and radiator choke airflow, so head pressure climbs and cooling drops. Clean the condenser from the engine side and straighten the fins.",
      symptoms: [
        "Cooling noticeably better on the highway than in stop-and-go traffic",
        "High-side pressure well above normal at idle",
        "Leaves or a layer of bugs visible through the grille",
        "Compressor may cut out on high pressure in heavy heat",
      ],
      symptomIds: ["warm-at-idle", "blows-warm"],
      causes: [
        {
          likelihood: "common",
          part: "Debris packed between condenser and radiator",
          why: "Leaves and seed fluff build up in the gap where you can't see them and block the air that removes heat from the refrigerant.",
        },
        {
          likelihood: "occasional",
          part: "Flattened condenser fins",
          why: "Pressure washing or road debris lays the fins over, cutting the effective surface area.",
        },
        {
          likelihood: "rare",
          part: "Internal restriction in the condenser",
          why: "Debris from an earlier compressor failure plugs some tubes, so part of the condenser stays cool while the rest overheats.",
        },
      ],
      checks: [
        {
          step: "Read both gauges at idle with the car parked, noting whether the condenser fan runs, then again at 1,500 rpm on max A/C.",
          tools: ["Manifold gauges", "Thermometer"],
          expect:
            "A high side of 275–350 psi at 80–85 °F with a normal-to-high low side points to poor condenser heat rejection.",
        },
        {
          step: "Mist the condenser face with a garden hose while watching the high-side gauge.",
          tools: ["Garden hose"],
          expect:
            "A drop of 50 psi or more within seconds proves airflow or surface area is the problem, not the charge.",
        },
        {
          step: "Look between the condenser and radiator with a light and camera.",
          tools: ["Flashlight", "Inspection camera"],
          expect: "Matted leaves or debris confirm the cause.",
        },
        {
          step: "Feel or measure the condenser tubes from top to bottom with the A/C running.",
          tools: ["Infrared thermometer"],
          expect:
            "An even temperature drop from inlet to outlet is normal; cold spots or bands indicate internal blockage.",
        },
      ],
      fix: "Remove the debris (often through the grille or after removing the upper radiator cover or bumper cover), rinse the condenser gently from the engine side outward, and comb straight any folded fins. Replace an internally blocked condenser with the drier, evacuate and recharge.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean out debris and comb the fins",
            partsLow: 0,
            partsHigh: 10,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the condenser and drier, evacuate and recharge",
            partsLow: 180,
            partsHigh: 480,
            laborHoursLow: 2,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Diagnosis fee and taxes; R-1234yf refrigerant and bumper-cover removal add to the condenser job.",
      },
      verdict: "careful",
      verdictReason:
        "The debris that starves the condenser also starves the radiator behind it; watch the temperature gauge in traffic and clean both before hot weather.",
      codes: [],
      terms: ["head pressure", "condenser", "heat rejection"],
      related: [
        "condenser-fan-not-running-with-ac",
        "system-overcharged",
        "high-pressure-relief-valve-vented",
        "cooling-system/radiator-fins-blocked",
      ],
    },
    {
      slug: "condenser-leak-road-damage",
      title: "Oily spot on the condenser behind the grille and the A/C is fading",
      summary:
        "The condenser is leaking, usually from stone damage or corrosion. Confirm with dye or a detector, then replace it with the drier and recharge by weight; Honda's August 2019 extension covers factory-defective 2016–2018 Civic condensers for 10 years.",
      symptoms: [
        "Dirty, oily patch or dye glow on the condenser face",
        "A/C gets weaker over days or weeks, worst at idle",
        "Rock chips or a bent area visible through the grille",
        "Repeated DIY top-offs that last only a short while",
      ],
      symptomIds: ["blows-warm", "warm-at-idle", "refrigerant-leak-signs"],
      causes: [
        {
          likelihood: "common",
          part: "Stone hit on the condenser core",
          why: "Thin-wall aluminum tubes sit just behind the grille openings and crack or pinhole under a direct hit.",
        },
        {
          likelihood: "occasional",
          part: "Corrosion from road salt",
          why: "Salt and moisture pit the tubes and the joints where tubes meet the headers, especially on the bottom rows.",
        },
        {
          likelihood: "occasional",
          part: "Factory-defective condenser on 2016–2018 Honda Civic",
          why: "Honda found some condensers were not built to specification and extended coverage to 10 years with unlimited miles on affected cars.",
        },
        {
          likelihood: "rare",
          part: "Leak at the condenser line fittings or pressure-sensor port",
          why: "Fittings on the condenser's edge can leak and look like a core leak at first glance.",
        },
      ],
      checks: [
        {
          step: "Look at the condenser face with a light and UV lamp, including the bottom rows and the side tanks.",
          tools: ["Flashlight", "UV lamp"],
          expect: "A glowing or oily spot on the core is a core leak; glow only at a fitting needs O-rings instead.",
        },
        {
          step: "Probe the condenser with an electronic leak detector, engine off, after blowing away loose dirt.",
          tools: ["Electronic leak detector"],
          expect:
            "A strong, repeatable alarm at the same spot on the core confirms it; a detector meeting SAE J2791 (R-134a) or J2913 (R-1234yf) picks up leaks of about 0.15 oz a year, so a quiet core on its high setting clears it.",
        },
        {
          step: "On a Honda, run the VIN for warranty extensions and recalls.",
          tools: ["Dealer or manufacturer VIN lookup"],
          expect: "An open extension means the dealer repairs it at no cost.",
        },
      ],
      fix: "Replace the condenser (many include the receiver-drier or a desiccant bag; otherwise replace it separately), add the oil amount the maker specifies for a new condenser, evacuate and charge by weight. A grille screen behind the bumper opening helps on cars that eat condensers.",
      difficulty: 3,
      cost: {
        partsLow: 120,
        partsHigh: 550,
        laborHoursLow: 1.7,
        laborHoursHigh: 4,
        excludes:
          "Diagnosis fee, taxes and bumper cover removal on some models; covered at no charge under an applicable warranty extension.",
      },
      verdict: "ok",
      verdictReason: "A condenser leak only costs you cooling; the engine's radiator is a separate core.",
      codes: ["P0534"],
      terms: ["condenser", "desiccant", "warranty extension"],
      related: ["slow-refrigerant-leak", "sudden-total-refrigerant-loss", "condenser-airflow-blocked"],
      commonOn: [{ make: "honda", models: ["civic"], years: [2016, 2018] }],
    },
    {
      slug: "condenser-fan-not-running-with-ac",
      title: "A/C is cold on the highway but warm at stoplights",
      summary:
        "When cooling fails only when the car is stopped, the electric fan that pulls air through the condenser usually isn't running. Check the fan, its relay and fuse; if the engine temperature climbs too, don't keep driving.",
      symptoms: [
        "Vent air warms up within a minute of stopping and cools again once moving",
        "Electric fan behind the radiator does not start when the A/C is switched on",
        "High-side pressure climbs steadily at idle",
        "Engine temperature gauge may creep up in traffic",
      ],
      symptomIds: ["warm-at-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Failed cooling fan motor",
          why: "Worn brushes or a seized motor leave no airflow across the condenser at idle, so the refrigerant cannot shed heat.",
        },
        {
          likelihood: "occasional",
          part: "Fan relay, fan control module or fuse",
          why: "The motor is fine but never receives power; fan modules on many cars fail from heat and water.",
        },
        {
          likelihood: "rare",
          part: "PCM not commanding the fan because of a pressure-sensor fault",
          why: "Many cars run the fan on A/C pressure; a sensor reading too low never triggers the fan.",
        },
      ],
      checks: [
        {
          step: "Engine idling, switch A/C on max and look at the fan(s).",
          tools: ["Flashlight"],
          expect:
            "Most cars run at least one fan whenever the A/C is on, or once high side passes about 200 psi; no rotation is the fault.",
        },
        {
          step: "Command the fan on with the scan tool, or apply battery power and ground directly to the fan connector.",
          tools: ["Scan tool", "Fused jumper leads"],
          expect:
            "A fan that runs on direct power but not on command points to the relay, module or wiring; one that won't run on direct power is dead.",
        },
        {
          step: "Measure fan current while it runs on direct power.",
          tools: ["Clamp-on ammeter"],
          expect:
            "Many single fans draw about 10–25 A on high; a much higher draw or a labored start shows a worn motor.",
        },
        {
          step: "Compare the A/C pressure PID with a gauge.",
          tools: ["Scan tool", "Manifold gauges"],
          expect: "A PID far below the gauge reading explains a fan that never gets commanded.",
        },
      ],
      fix: "Replace the fan motor or fan assembly, relay or control module as found, then confirm the fan runs with the A/C and high-side pressure settles below about 250 psi at idle on an 80–85 °F day.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Replace the fan motor", partsLow: 80, partsHigh: 250, laborHoursLow: 0.8, laborHoursHigh: 1.8 },
          {
            name: "Replace the fan relay or fuse",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Replace the fan assembly or control module",
            partsLow: 200,
            partsHigh: 450,
            laborHoursLow: 1,
            laborHoursHigh: 2.3,
          },
        ],
        excludes: "Diagnosis fee, taxes and dealer pricing; a fan module on some European cars costs more.",
      },
      verdict: "careful",
      verdictReason:
        "The same fan usually cools the engine; if the temperature gauge rises above normal, pull over and shut off before it overheats.",
      codes: [],
      terms: ["cooling fan", "fan control module", "head pressure"],
      related: [
        "condenser-airflow-blocked",
        "high-pressure-relief-valve-vented",
        "refrigerant-pressure-sensor-fault",
        "cooling-system/cooling-fan-motor-dead",
      ],
    },
    {
      slug: "system-overcharged",
      title: "A/C got worse after adding a can of refrigerant",
      summary:
        "Too much refrigerant (or oil) from a DIY top-off raises both pressures and cuts cooling. Recover the charge, weigh it, and recharge the exact amount on the underhood label.",
      symptoms: [
        "Vent air warmer than before the top-off, especially at idle",
        "Compressor cycles off on high pressure, or groans under load",
        "Can gauge showed the needle in the green while the air stayed warm",
        "Engine labors or idle dips more when the A/C engages",
      ],
      symptomIds: ["blows-warm", "warm-at-idle", "engine-drag"],
      causes: [
        {
          likelihood: "common",
          part: "Refrigerant overcharge from adding cans by low-side pressure alone",
          why: "Low-side pressure doesn't show how much liquid is in the system; extra refrigerant backs up in the condenser and raises head pressure.",
        },
        {
          likelihood: "occasional",
          part: "Excess oil from cans that contain oil or sealant",
          why: "Each oil-charged can adds oil that coats the condenser and evaporator tubes and insulates them.",
        },
        {
          likelihood: "rare",
          part: "Air drawn in during a DIY top-off",
          why: "Non-condensable air collects in the condenser and adds pressure without adding cooling.",
        },
      ],
      checks: [
        {
          step: "Read pressures at 1,500 rpm with A/C on max and note ambient temperature.",
          tools: ["Manifold gauges", "Thermometer"],
          expect:
            "A low side of 50–60 psi and a high side of 275 psi or more at 80 °F, with a clean condenser and working fan, fits overcharge.",
        },
        {
          step: "Check static pressure against the saturation pressure for the ambient temperature after the car sits for an hour.",
          tools: ["Manifold gauges", "Pressure-temperature chart"],
          expect: "Static pressure 10 psi or more above the chart value suggests air in the system.",
        },
        {
          step: "Recover the entire charge and compare the recovered weight with the label.",
          tools: ["Recovery/recharge machine"],
          expect:
            "Recovering, say, 2.1 lb from a 1.6 lb system confirms the overcharge; the machine's refrigerant identifier should also pass the sample.",
        },
      ],
      fix: "Recover the refrigerant, evacuate to 500 microns, and charge the exact label weight. If several oil or sealant cans were used, the compressor oil is overfilled and a flush or component replacement may be needed; tell the shop what was added.",
      difficulty: 2,
      cost: {
        partsLow: 10,
        partsHigh: 250,
        laborHoursLow: 0.8,
        laborHoursHigh: 1.7,
        excludes: "Diagnosis fee, taxes and any flush needed after sealant or excess oil.",
      },
      verdict: "ok",
      verdictReason:
        "Driving is safe, but running an overcharged system in heat stresses the compressor; switch the A/C off until it is corrected.",
      codes: [],
      terms: ["overcharge", "non-condensables", "charge by weight"],
      related: ["sealant-contaminated-system", "slow-refrigerant-leak", "condenser-airflow-blocked"],
    },
    {
      slug: "sealant-contaminated-system",
      title: "Shop refuses to service the A/C because of stop-leak in the system",
      summary:
        "A refrigerant identifier or sealant test flagged sealant or a foreign refrigerant, which would ruin a recovery machine. Expect separate recovery and, if the sealant has hardened, replacement of clogged parts.",
      symptoms: [
        "A DIY can with leak sealer or 'stop leak' was added at some point",
        "Shop reports a failed refrigerant identifier test or sealant detector test",
        "Cooling weak or erratic even though pressures looked acceptable on a can gauge",
        "Frost or sudden pressure drop at the expansion valve or orifice tube",
      ],
      symptomIds: ["blows-warm", "cools-then-warms"],
      causes: [
        {
          likelihood: "common",
          part: "Polymer sealant from a DIY can",
          why: "Sealant is made to harden when it meets air and moisture, so it also hardens inside valves, filters and machine hoses.",
        },
        {
          likelihood: "occasional",
          part: "Wrong refrigerant or a hydrocarbon blend",
          why: "Replacement blends and propane-based products sold as refrigerant mix with R-134a and fail the identifier's purity test.",
        },
        {
          likelihood: "rare",
          part: "Air contamination above the identifier's limit",
          why: "Large amounts of air from open-system top-offs also fail the purity check.",
        },
      ],
      checks: [
        {
          step: "Ask what was added and look for a DIY can label or a colored sealant residue at the low-side port.",
          tools: ["Flashlight"],
          expect: "A sealant brand or sticky residue at the port answers the question before any machine is connected.",
        },
        {
          step: "Run a refrigerant identifier sample from the low-side port.",
          tools: ["Refrigerant identifier"],
          expect: "Less than 98% purity for the expected refrigerant, or hydrocarbon detected, fails the test.",
        },
        {
          step: "Test for sealant with a sealant-detection kit before connecting a recovery machine.",
          tools: ["Sealant detection kit"],
          expect: "A positive result means a dedicated recovery unit or disposal cylinder must be used.",
        },
        {
          step: "If the system runs, check for a restriction at the metering device.",
          tools: ["Manifold gauges", "Thermometer"],
          expect:
            "A low side sinking toward vacuum with frost right after the valve or orifice shows sealant has plugged it.",
        },
      ],
      fix: "Recover into a dedicated contaminated-refrigerant cylinder. Replace the expansion valve or orifice tube and drier, plus any component that sealant has blocked, flush what can be flushed, evacuate and charge with virgin refrigerant by weight. Then fix the original leak properly.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Metering device, drier and flush",
            partsLow: 100,
            partsHigh: 400,
            laborHoursLow: 1.7,
            laborHoursHigh: 4,
          },
          {
            name: "Also replace a blocked condenser and lines",
            partsLow: 500,
            partsHigh: 1500,
            laborHoursLow: 4,
            laborHoursHigh: 6.7,
          },
        ],
        excludes:
          "Diagnosis fee, taxes, contaminated-refrigerant disposal fees and a compressor if the sealant reached it.",
      },
      verdict: "ok",
      verdictReason: "A contaminated A/C circuit is a cost problem, not a driving hazard.",
      codes: [],
      terms: ["refrigerant identifier", "A/C sealant", "contaminated refrigerant"],
      related: ["system-overcharged", "expansion-valve-stuck-closed", "orifice-tube-clogged"],
    },
    {
      slug: "moisture-freezing-expansion-valve",
      title: "A/C cools for 15 minutes, blows warm, then comes back on its own",
      summary:
        "Moisture in the refrigerant is freezing at the expansion valve or orifice and blocking flow until it thaws. Recover, replace the drier or accumulator, and pull a long deep vacuum before recharging.",
      symptoms: [
        "Cold air for the first 10–20 minutes, then warm air for several minutes, then cold again",
        "Low-side gauge drops toward vacuum when the air turns warm",
        "No change in blower airflow during the warm spell",
        "History of the system being left open or topped off from a leaking can",
      ],
      symptomIds: ["cools-then-warms"],
      causes: [
        {
          likelihood: "common",
          part: "Saturated desiccant in the receiver-drier or accumulator",
          why: "Once the desiccant is full, free water travels with the refrigerant and freezes into ice at the coldest restriction.",
        },
        {
          likelihood: "occasional",
          part: "Moisture from an open-system repair without a proper vacuum",
          why: "Humid air left inside after a hose or compressor change condenses and circulates as water.",
        },
        {
          likelihood: "rare",
          part: "Refrigerant contaminated with water from a poor recovery source",
          why: "Recycled refrigerant that was not properly filtered brings moisture with it.",
        },
      ],
      checks: [
        {
          step: "Watch the low-side gauge through a full cycle of cold, warm and cold again.",
          tools: ["Manifold gauges"],
          expect:
            "A low side that falls from about 30–40 psi to near 0 or into vacuum, then snaps back, fits ice forming and melting at the metering device.",
        },
        {
          step: "Feel or measure the line just after the expansion valve or orifice during the warm spell.",
          tools: ["Infrared thermometer"],
          expect: "Frost or a sudden temperature change at that point shows the blockage location.",
        },
        {
          step: "Warm the expansion valve body with a heat gun on low while it is blocked.",
          tools: ["Heat gun"],
          expect: "Flow that resumes within a minute or two of warming confirms ice rather than debris.",
        },
      ],
      fix: "Recover the charge and replace the receiver-drier or accumulator (and the orifice tube on CCOT systems). Evacuate for at least 45 minutes, down to 500 microns or below, with a decay test that holds under about 1,000 microns, then charge by weight.",
      difficulty: 3,
      cost: {
        partsLow: 40,
        partsHigh: 250,
        laborHoursLow: 1.3,
        laborHoursHigh: 3,
        excludes: "Diagnosis fee, taxes and an expansion valve if the one fitted is also damaged.",
      },
      verdict: "ok",
      verdictReason: "Only cooling comfort is affected, though long-term moisture will corrode the system from inside.",
      codes: [],
      terms: ["desiccant", "micron gauge", "decay test", "CCOT"],
      related: ["evaporator-icing-airflow-drops", "expansion-valve-stuck-closed", "clutch-drops-out-when-hot"],
    },
    {
      slug: "evaporator-icing-airflow-drops",
      title: "Airflow fades to a trickle after long A/C use and recovers when switched off",
      summary:
        "The evaporator is freezing over and blocking its own airflow, usually from a failed evaporator temperature sensor or a low charge. Let it thaw, then test the sensor and the charge before replacing anything.",
      symptoms: [
        "Strong airflow at first that weakens after 30–60 minutes on max A/C",
        "Air that is still very cold but barely coming out of the vents",
        "Airflow returns after running the fan with the A/C off for several minutes",
        "A burst of water drains under the car after it thaws",
        "Suction line at the firewall frosted white",
      ],
      symptomIds: ["weak-airflow", "cools-then-warms"],
      causes: [
        {
          likelihood: "common",
          part: "Failed evaporator temperature sensor (thermistor) or cycling switch",
          why: "The sensor tells the controller to drop the compressor before the fins reach 32 °F; a sensor reading too warm lets the core ice over.",
        },
        {
          likelihood: "occasional",
          part: "Low refrigerant charge on an orifice-tube system",
          why: "A starved evaporator runs below freezing at its inlet and builds ice there, especially with a long compressor run.",
        },
        {
          likelihood: "occasional",
          part: "Clogged cabin filter or dirty evaporator face",
          why: "Too little warm air crosses the core to keep it above freezing.",
        },
        {
          likelihood: "rare",
          part: "Compressor clutch relay stuck closed",
          why: "A compressor that never cycles keeps pulling the evaporator colder until it freezes.",
        },
      ],
      checks: [
        {
          step: "Run max A/C with the fan on low for 30 minutes and watch airflow and the suction line.",
          tools: ["Probe thermometer"],
          expect: "Vent temperature at or below about 32–34 °F and dropping airflow confirm icing.",
        },
        {
          step: "Read the evaporator temperature PID and compare it with a probe in the center vent closest to the evaporator.",
          tools: ["Scan tool", "Probe thermometer"],
          expect:
            "The PID should be within roughly 5 °F of the actual air off the core; a reading stuck high or far off condemns the sensor.",
        },
        {
          step: "Measure sensor resistance at its connector and compare with the temperature chart in the service information.",
          tools: ["Digital multimeter"],
          expect: "Resistance that does not match the chart, or OL, confirms a bad thermistor.",
        },
        {
          step: "Check the cabin filter and the charge (pressures, then recovered weight if in doubt).",
          tools: ["Manifold gauges"],
          expect: "A clean filter and correct charge leave the sensor or its control as the cause.",
        },
      ],
      fix: "Replace the evaporator temperature sensor or cycling switch; many clip into the evaporator fins through the blower or filter opening, others need the HVAC case split. Correct any low charge and replace a dirty filter, then run a 30-minute test to confirm the compressor cycles before the core ices.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the evaporator sensor through the blower opening",
            partsLow: 20,
            partsHigh: 120,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the sensor with the HVAC case split",
            partsLow: 20,
            partsHigh: 120,
            laborHoursLow: 2.5,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Diagnosis fee, taxes and leak repair; a low charge adds recovery and recharge.",
      },
      verdict: "ok",
      verdictReason: "No harm to the car; just switch the A/C off for a few minutes when airflow drops.",
      codes: ["P0535", "P0536", "P0537", "P0538"],
      terms: ["evaporator temperature sensor", "thermistor", "cycling switch"],
      related: ["moisture-freezing-expansion-valve", "cabin-air-filter-clogged", "clutch-stays-engaged"],
    },
    {
      slug: "expansion-valve-stuck-closed",
      title: "Frost on the A/C line at the firewall but warm air inside",
      summary:
        "A thermal expansion valve stuck nearly closed starves the evaporator, so the low side drops toward vacuum and frost forms at the valve. Replace the TXV and drier, then evacuate and recharge.",
      symptoms: [
        "Vents blow cool at best, never cold",
        "Frost or heavy sweating right at the expansion valve or the line after it",
        "Low-side gauge near 0–10 psi or in vacuum while the high side reads normal or low",
        "Compressor may cycle off on low pressure even with a full charge",
      ],
      symptomIds: ["blows-warm", "compressor-not-engaging"],
      causes: [
        {
          likelihood: "common",
          part: "Expansion valve stuck closed or with a lost sensing-bulb charge",
          why: "The valve's power head loses its gas charge or the pin sticks, so too little liquid enters the evaporator.",
        },
        {
          likelihood: "occasional",
          part: "Debris or sealant blocking the valve's inlet screen",
          why: "Particles from compressor wear or hardened sealant catch in the screen and choke flow.",
        },
        {
          likelihood: "rare",
          part: "Moisture freezing in the valve port",
          why: "Ice forms at the valve's orifice, but it usually thaws and recovers, which separates it from a mechanical fault.",
        },
      ],
      checks: [
        {
          step: "Read both sides at 1,500 rpm with A/C on max.",
          tools: ["Manifold gauges", "Thermometer"],
          expect:
            "A low side at 0–10 psi or vacuum with a high side in the normal to low range fits a restriction at the valve.",
        },
        {
          step: "Compare temperatures on the liquid line before and after the TXV.",
          tools: ["Infrared thermometer"],
          expect: "A sharp temperature drop and frost right at the valve confirm the restriction point.",
        },
        {
          step: "Warm the valve body (or the sensing bulb on block-type valves) gently with a heat gun.",
          tools: ["Heat gun"],
          expect:
            "If the low side rises and cooling returns briefly, moisture freezing is more likely; no change means a stuck or plugged valve.",
        },
        {
          step: "After recovery, remove the valve and inspect its inlet screen.",
          tools: ["Recovery machine", "Line wrenches"],
          expect: "Metal or sealant on the screen means the contamination source must also be dealt with.",
        },
      ],
      fix: "Recover the charge, replace the expansion valve with new O-rings and replace the receiver-drier. If debris was found, flush the lines and evaporator and trace the source. Evacuate to 500 microns and charge by weight. Block valves at the firewall are quick; valves inside the HVAC case can mean hours of dash work.",
      difficulty: 3,
      cost: {
        partsLow: 50,
        partsHigh: 300,
        laborHoursLow: 1.3,
        laborHoursHigh: 6,
        excludes:
          "Diagnosis fee, taxes and flushing if debris is found; valves inside the dash sit at the top of the labor range.",
      },
      verdict: "ok",
      verdictReason:
        "A blocked valve doesn't endanger the car; keep the A/C off to spare the compressor until it is fixed.",
      codes: [],
      terms: ["thermal expansion valve", "TXV", "restriction", "power head"],
      related: ["moisture-freezing-expansion-valve", "orifice-tube-clogged", "sealant-contaminated-system"],
    },
    {
      slug: "weak-compressor-or-txv-stuck-open",
      title: "Both A/C gauges read close together and the air is only cool",
      summary:
        "When the low side is high and the high side low, either the compressor has stopped pumping well or the expansion valve is stuck open. Line temperatures at the compressor tell the two apart.",
      symptoms: [
        "Vent air 55–65 °F on max A/C with a full charge",
        "Low side above about 50 psi and high side under about 150 psi on an 80 °F day",
        "Raising engine speed barely changes the gauge readings",
        "Suction line at the compressor either sweating ice-cold or barely cool",
      ],
      symptomIds: ["blows-warm"],
      causes: [
        {
          likelihood: "common",
          part: "Worn compressor reed valves or piston seals",
          why: "Internal leakage lets compressed gas slip back to the suction side, so the compressor cannot build a pressure difference.",
        },
        {
          likelihood: "occasional",
          part: "Expansion valve stuck open",
          why: "Too much liquid floods the evaporator and reaches the suction line, raising low-side pressure and dragging high-side pressure down.",
        },
        {
          likelihood: "rare",
          part: "Slipping compressor clutch",
          why: "A clutch that engages but slips turns the compressor too slowly to pump.",
        },
      ],
      checks: [
        {
          step: "Confirm the charge is correct (recover and weigh if there is any doubt), the condenser fan runs and the clutch is fully locked.",
          tools: ["Recovery/recharge machine", "Strobe or marker on hub"],
          expect: "A correct charge and a hub that turns with the pulley clear charge and clutch problems.",
        },
        {
          step: "Feel or measure the suction line at the compressor inlet.",
          tools: ["Infrared thermometer"],
          expect:
            "Frosty or ice-cold suction line points to a stuck-open TXV flooding the compressor; a suction line only slightly cool points to a weak compressor.",
        },
        {
          step: "Raise engine speed from idle to 2,000 rpm and watch the gauges.",
          tools: ["Manifold gauges"],
          expect:
            "A healthy compressor pulls the low side toward 25–40 psi and lifts the high side noticeably at 80–90 °F ambient; a low side that stays above about 50 psi with the high side under about 150 psi marks a worn compressor.",
        },
        {
          step: "On variable-displacement compressors, check the control-valve command before blaming the pumping parts.",
          tools: ["Scan tool"],
          expect:
            "A full-stroke command with no pressure change implicates the compressor; a low command points to the control system.",
        },
      ],
      fix: "Replace the expansion valve and drier if the valve is flooding; replace the compressor, drier and metering device (and flush) if the compressor is weak. Evacuate and charge by weight either way.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace the expansion valve and drier",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 1.7,
            laborHoursHigh: 4,
          },
          {
            name: "Replace the compressor, drier and metering device, with a flush",
            partsLow: 500,
            partsHigh: 1400,
            laborHoursLow: 4,
            laborHoursHigh: 7.3,
          },
        ],
        excludes: "Diagnosis fee, taxes and condenser replacement if the old compressor shed debris.",
      },
      verdict: "ok",
      verdictReason:
        "Weak cooling is the only effect; a flooding valve can eventually damage the compressor, so keep A/C use light.",
      codes: [],
      terms: ["reed valve", "suction line", "flooding", "superheat"],
      related: ["compressor-internal-failure", "compressor-control-valve-failure", "expansion-valve-stuck-closed"],
    },
    {
      slug: "orifice-tube-clogged",
      title: "Poor cooling with frost on the liquid line near the front of the engine",
      summary:
        "On orifice-tube systems (many Ford and GM trucks and SUVs), a screen clogged with debris starves the evaporator. Replace the orifice tube and accumulator, and flush if metal is found.",
      symptoms: [
        "Frost or a sharp cold spot on the small line where the orifice tube sits",
        "Low side drops low and the compressor cycles rapidly",
        "High side reads normal to high",
        "Cooling poor even after a recharge",
      ],
      symptomIds: ["blows-warm", "compressor-not-engaging"],
      causes: [
        {
          likelihood: "common",
          part: "Orifice tube screen clogged with compressor wear debris",
          why: "Fine aluminum and brass particles from the compressor collect on the screen, the first filter they meet.",
        },
        {
          likelihood: "occasional",
          part: "Orifice tube plugged by sludge or sealant",
          why: "Degraded oil or hardened sealant closes the tiny fixed orifice.",
        },
        {
          likelihood: "rare",
          part: "Wrong orifice tube size fitted at an earlier repair",
          why: "A smaller-than-specified orifice meters too little refrigerant for the system.",
        },
      ],
      checks: [
        {
          step: "Find the orifice location (Ford: usually the evaporator inlet line; GM: in the liquid line, often marked by dimples) and check temperatures on both sides of it.",
          tools: ["Infrared thermometer", "Service information"],
          expect: "A large drop right at that point with frost after it confirms a restriction there.",
        },
        {
          step: "Read pressures with the clutch engaged at 1,500 rpm.",
          tools: ["Manifold gauges"],
          expect:
            "Low side pulled under about 20 psi while the high side sits normal or high fits a clogged orifice rather than a low charge.",
        },
        {
          step: "Recover, pull the orifice tube and examine its screen.",
          tools: ["Recovery machine", "Orifice tube remover"],
          expect:
            "Black sludge or metallic glitter on the screen confirms it and means the compressor is shedding debris.",
        },
      ],
      fix: "Replace the orifice tube and the accumulator. If metal is on the screen, the compressor is failing: replace it, flush the lines and evaporator, replace the condenser if it is parallel-flow, and consider an in-line filter. Evacuate and charge by weight.",
      difficulty: 3,
      cost: {
        partsLow: 50,
        partsHigh: 200,
        laborHoursLow: 1.3,
        laborHoursHigh: 3,
        excludes: "Diagnosis fee, taxes and the compressor-failure repair if metal is found.",
      },
      verdict: "ok",
      verdictReason: "A plugged orifice only affects cooling, but debris on it means the compressor may fail soon.",
      codes: [],
      terms: ["orifice tube", "accumulator", "CCOT", "liquid line"],
      related: ["expansion-valve-stuck-closed", "compressor-internal-failure", "compressor-short-cycling"],
      commonOn: [
        { make: "ford", models: ["f-150", "f-250", "f-350", "expedition", "explorer", "ranger"] },
        { make: "chevrolet", models: ["silverado", "tahoe", "suburban"] },
        { make: "gmc", models: ["sierra", "yukon"] },
      ],
    },
    {
      slug: "evaporator-core-leak",
      title: "Refrigerant smell inside the car and no leak found under the hood",
      summary:
        "A leaking evaporator core behind the dash is the likely cause when the charge keeps disappearing and nothing shows under the hood. Confirm at the drain tube or a vent with a detector; replacement usually means removing the dash.",
      symptoms: [
        "A/C loses its charge over weeks or months with no visible outside leak",
        "Faint sweet or chemical odor from the vents when the fan first starts",
        "Dye glow at the evaporator drain outlet under the car",
        "Electronic detector alarms at the center vents with the fan off",
      ],
      symptomIds: ["blows-warm", "bad-smell", "refrigerant-leak-signs"],
      causes: [
        {
          likelihood: "common",
          part: "Evaporator core corroded through",
          why: "Constant condensate and trapped debris eat through the thin aluminum plates, especially where a drain stays wet.",
        },
        {
          likelihood: "occasional",
          part: "Leaking evaporator inlet or outlet joint at the block fitting",
          why: "The O-rings at the firewall block can leak into the HVAC case and look like a core leak.",
        },
        {
          likelihood: "rare",
          part: "Expansion valve body leak inside the case",
          why: "On designs with the TXV inside the dash, its seals leak into the same airspace.",
        },
      ],
      checks: [
        {
          step: "Shut the engine off, set the fan off for 10 minutes, then probe the drain tube outlet and a center vent with an electronic detector.",
          tools: ["Electronic leak detector"],
          expect: "A strong alarm at the drain or vent, with no alarm at the firewall fittings, points to the core.",
        },
        {
          step: "Look at the drain outlet and its drip with a UV lamp if dye is in the system.",
          tools: ["UV lamp"],
          expect: "Fluorescent drips or residue at the drain confirm refrigerant oil leaving the case.",
        },
        {
          step: "Where the blower motor or resistor can be removed, look at the core face with an inspection camera.",
          tools: ["Inspection camera", "UV lamp"],
          expect: "Glowing or oily patches on the fins confirm the location before the dash comes apart.",
        },
        {
          step: "Recover the refrigerant with a machine that weighs it, and compare the recovered weight with the charge on the underhood label.",
          tools: ["Recovery/recharge machine with scale"],
          expect:
            "A recovered charge well short of the label (for example 0.9 lb out of 1.5 lb) confirms a real loss worth chasing inside the case; a full charge sends the smell hunt elsewhere.",
        },
      ],
      fix: "Recover the charge, remove the dash or HVAC case as the design requires, and replace the evaporator core with new O-rings; replace the expansion valve and drier at the same time. Evacuate, charge by weight, and recalibrate HVAC actuators afterward. Some models allow the core to be replaced by splitting the case under the dash.",
      difficulty: 5,
      cost: {
        partsLow: 150,
        partsHigh: 700,
        laborHoursLow: 4.7,
        laborHoursHigh: 13.3,
        excludes: "Diagnosis fee, taxes, airbag or trim clips broken during dash removal and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "The leak itself is not dangerous in the small amounts involved; ventilate the cabin if the smell is strong, especially with R-1234yf.",
      codes: ["P0534"],
      terms: ["evaporator core", "HVAC case", "drain tube"],
      related: ["slow-refrigerant-leak", "musty-smell-from-vents", "evaporator-drain-clogged"],
    },
    {
      slug: "schrader-valve-leak",
      title: "Hiss or oily dye at an A/C service port",
      summary:
        "A leaking Schrader valve core in the low- or high-side service port lets the charge bleed away slowly. Replace the core and fit sealing caps, then recharge by weight.",
      symptoms: [
        "Service port cap missing, or dirt and oil caked around one port",
        "Faint hiss or bubbles when soap solution is applied to the uncapped port",
        "Slow loss of cooling over a season with no other leak found",
      ],
      symptomIds: ["refrigerant-leak-signs", "blows-warm"],
      causes: [
        {
          likelihood: "common",
          part: "Worn or dirty Schrader valve core",
          why: "Grit on the tiny seal keeps the valve from closing fully after each service connection.",
        },
        {
          likelihood: "occasional",
          part: "Missing service-port cap",
          why: "The cap's O-ring is the secondary seal; without it, any seep at the core goes straight to air.",
        },
        {
          likelihood: "rare",
          part: "Damaged port threads or body",
          why: "Overtightened or cross-threaded couplers damage the port so the core cannot seat.",
        },
      ],
      checks: [
        {
          step: "Remove the caps and apply leak-detection solution to each port with the system charged.",
          tools: ["Leak-detection soap"],
          expect:
            "Static pressure near ambient saturation (about 70 psi at 70 °F, 87 psi at 80 °F for R-134a) gives enough push; growing bubbles at the core opening confirm a leaking valve.",
        },
        {
          step: "Probe each port with an electronic leak detector before and after removing the cap.",
          tools: ["Electronic leak detector"],
          expect:
            "An alarm only with the cap off shows the cap was holding the leak; either way the core needs replacing.",
        },
        {
          step: "Look inside the cap for its sealing O-ring.",
          tools: ["Flashlight"],
          expect: "A cap without an O-ring or with a flattened one should be replaced too.",
        },
      ],
      fix: "Recover the charge (or use a valve-core replacement tool that works under pressure where allowed) and replace the core with the correct type; R-1234yf and R-134a cores are not interchangeable. Fit new sealing caps, then evacuate and charge to the label weight.",
      difficulty: 2,
      cost: {
        partsLow: 5,
        partsHigh: 30,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.7,
        excludes: "Diagnosis fee, taxes and the refrigerant for a full recharge.",
      },
      verdict: "ok",
      verdictReason: "It is a slow comfort problem only; keep the caps on in the meantime.",
      codes: [],
      terms: ["Schrader valve", "service port", "valve core tool"],
      related: ["slow-refrigerant-leak", "fitting-o-ring-leak"],
    },
    {
      slug: "fitting-o-ring-leak",
      title: "Oily, dirty film around an A/C hose fitting or the compressor manifold",
      summary:
        "Oil mixed with dirt at a fitting is refrigerant oil escaping with the gas. Confirm with a detector or dye, then replace the O-rings or sealing washers and torque the fitting to spec.",
      symptoms: [
        "Wet, dark grime collected at one joint while the rest of the line is dry",
        "Dye glow under UV at a compressor manifold, condenser or firewall fitting",
        "Cooling drops slowly over a month or two",
        "Hose crimp shows oil seeping from the ferrule",
      ],
      symptomIds: ["refrigerant-leak-signs", "blows-warm"],
      causes: [
        {
          likelihood: "common",
          part: "Hardened O-ring at a line joint",
          why: "Heat and age shrink the rubber so it no longer fills the groove against the flare.",
        },
        {
          likelihood: "occasional",
          part: "Compressor manifold sealing washer or gasket",
          why: "Flat metal-rubber washers under the block fitting lose their grip with vibration and heat.",
        },
        {
          likelihood: "occasional",
          part: "Leaking hose crimp",
          why: "The rubber shrinks inside the metal ferrule, opening a path at the crimp.",
        },
        {
          likelihood: "rare",
          part: "Loose fitting bolt after earlier work",
          why: "An untorqued block fitting lets the O-ring move and leak under high-side pressure.",
        },
      ],
      checks: [
        {
          step: "Clean the suspect joint with brake cleaner on a rag, then run the A/C 10 minutes and recheck.",
          tools: ["Shop rags", "UV lamp"],
          expect: "Fresh oil or dye at the cleaned joint confirms it.",
        },
        {
          step: "Sweep the joint with an electronic detector with the engine off.",
          tools: ["Electronic leak detector"],
          expect: "A repeatable alarm at the joint, not just nearby, pins it down.",
        },
        {
          step: "Check the torque on block fittings and the condition of the mating surfaces after recovery.",
          tools: ["Torque wrench", "Recovery machine"],
          expect: "Pitted or scratched sealing faces mean the line must be replaced, not just the O-ring.",
        },
        {
          step: "After the new O-rings go in, evacuate the system, close the manifold valves and watch the low-side gauge for 15 minutes with the pump off.",
          tools: ["Recovery/recharge machine", "Manifold gauge set"],
          expect:
            "Vacuum holding within about 1 inHg of its start (near 29–30 inHg at sea level) shows the joint sealed; a steady climb means the leak is still there and the charge would leave again.",
        },
      ],
      fix: "Recover, replace the O-rings (HNBR type, lubricated with the system's oil or mineral oil as specified) or sealing washers, torque block fittings to spec, and replace a line with a leaking crimp. Evacuate and charge by weight.",
      difficulty: 3,
      cost: {
        partsLow: 10,
        partsHigh: 350,
        laborHoursLow: 1,
        laborHoursHigh: 2.7,
        excludes: "Diagnosis fee and taxes; the high parts figure assumes a replacement hose assembly.",
      },
      verdict: "ok",
      verdictReason: "A fitting leak doesn't affect how the car drives.",
      codes: [],
      terms: ["O-ring", "block fitting", "hose crimp"],
      related: ["slow-refrigerant-leak", "schrader-valve-leak", "rear-ac-line-leak"],
    },
    {
      slug: "rear-ac-line-leak",
      title: "Rear A/C in a minivan or three-row SUV stopped cooling",
      summary:
        "On vans and SUVs with rear A/C, the long underbody lines to the rear evaporator rust or chafe and leak, emptying front and rear together. Find the leak, replace the line section, and charge the larger label weight.",
      symptoms: [
        "Rear vents go warm first, then the front follows",
        "Rusty or oily underbody A/C lines along the frame rail",
        "System needs refrigerant every summer",
        "Dye glow at a line joint under the floor or at the rear evaporator drain",
      ],
      symptomIds: ["blows-warm", "refrigerant-leak-signs", "wrong-temperature"],
      causes: [
        {
          likelihood: "common",
          part: "Corroded steel or aluminum underbody line",
          why: "Lines run along the frame or floor on vans and three-row SUVs, where road salt pits them through.",
        },
        {
          likelihood: "occasional",
          part: "Leaking joint at the rear line connectors",
          why: "Joints under the body see spray and movement, and their O-rings fail like any other.",
        },
        {
          likelihood: "occasional",
          part: "Rear evaporator core or rear expansion valve",
          why: "The rear HVAC unit in the quarter panel or roof has its own core and TXV, which can leak or stick.",
        },
        {
          likelihood: "rare",
          part: "Rear blower or rear blend actuator fault",
          why: "A dead rear blower or stuck rear blend door mimics a refrigerant fault even with a good charge.",
        },
      ],
      checks: [
        {
          step: "Confirm the rear blower runs at every speed and the rear temperature control moves its blend door.",
          tools: [],
          expect: "Good airflow and audible door movement mean the refrigerant side is the suspect.",
        },
        {
          step: "Inspect the rear lines along their full length with the car on a lift.",
          tools: ["Lift", "Flashlight", "UV lamp"],
          expect: "Oily grime, dye glow or heavy scale at a spot marks the leak.",
        },
        {
          step: "Compare front and rear vent temperatures with the system freshly charged.",
          tools: ["Probe thermometer"],
          expect:
            "Front center vents around 35–45 °F at 80 °F ambient on max are normal; rear vents more than about 15 °F warmer with a full charge point to the rear TXV or rear blend door.",
        },
      ],
      fix: "Replace the leaking line section (many aftermarket kits include splice fittings) or the rear evaporator or TXV as found, replace the drier, evacuate and charge the full label weight, which is larger on rear-A/C models. Some owners with failed rear units have a shop fit a block-off kit, which needs a recalculated charge.",
      difficulty: 3,
      cost: {
        partsLow: 80,
        partsHigh: 600,
        laborHoursLow: 1.7,
        laborHoursHigh: 5.3,
        excludes:
          "Diagnosis fee, taxes and the extra refrigerant for the larger charge, which matters most with R-1234yf.",
      },
      verdict: "ok",
      verdictReason:
        "Leaking underbody lines affect comfort only; check that a line hasn't dropped low enough to snag.",
      codes: ["P0534"],
      terms: ["rear evaporator", "underbody line", "block-off kit"],
      related: ["fitting-o-ring-leak", "slow-refrigerant-leak", "dual-zone-sides-mismatch"],
    },
    {
      slug: "high-pressure-relief-valve-vented",
      title: "Loud hiss and a burst of oily mist from under the hood with the A/C on",
      summary:
        "The compressor's high-pressure relief valve opened because head pressure got dangerously high. Find out why (dead condenser fan, blocked condenser, overcharge) before recharging, or it will happen again.",
      symptoms: [
        "A sudden loud hiss and a cloud of vapor from near the compressor",
        "Oily spray on the underside of the hood or the engine front",
        "A/C blows warm afterward because much of the charge is gone",
        "Engine temperature may have been running high at the same time",
      ],
      symptomIds: ["refrigerant-leak-signs", "blows-warm", "warm-at-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Condenser fan not running",
          why: "With no airflow at idle, high-side pressure climbs until the relief valve opens, typically somewhere around 450–550 psi.",
        },
        {
          likelihood: "occasional",
          part: "Overcharge or air in the system",
          why: "Extra refrigerant or non-condensables push head pressure past what the condenser can handle on a hot day.",
        },
        {
          likelihood: "occasional",
          part: "High-pressure cutout not working",
          why: "The pressure switch or sensor should stop the compressor at about 400–450 psi; if it doesn't, the relief valve is the last line of defense.",
        },
        {
          likelihood: "rare",
          part: "Blocked condenser or liquid line",
          why: "A restriction downstream of the compressor builds pressure rapidly.",
        },
      ],
      checks: [
        {
          step: "Look for oil spray around the relief valve on the compressor's high-side.",
          tools: ["Flashlight"],
          expect: "Fresh oil sprayed outward from the valve confirms it vented.",
        },
        {
          step: "Check that the condenser fan runs with the A/C commanded on.",
          tools: ["Scan tool"],
          expect: "A fan that does not run is the most likely reason for the overpressure.",
        },
        {
          step: "After repairs, charge by weight and watch the high side at idle on a hot day.",
          tools: ["Manifold gauges", "Thermometer"],
          expect:
            "High side should settle well under 300 psi at 90 °F with good airflow; climbing past 350 psi means the root cause remains.",
        },
        {
          step: "Probe the relief valve with an electronic detector once recharged.",
          tools: ["Electronic leak detector"],
          expect: "No alarm means the valve reseated; a continuous leak means it must be replaced.",
        },
      ],
      fix: "Repair the fan, condenser or charge problem first. Replace the relief valve if it leaks after reseating, replace the drier if the system took on air, then evacuate and charge by weight and verify high-side pressure under load.",
      difficulty: 3,
      cost: {
        partsLow: 20,
        partsHigh: 450,
        laborHoursLow: 1.3,
        laborHoursHigh: 3.3,
        excludes: "Diagnosis fee, taxes and the fan or condenser repair that caused the overpressure.",
      },
      verdict: "careful",
      verdictReason:
        "The A/C itself is safe to leave off, but the same dead fan can overheat the engine; watch the temperature gauge closely.",
      codes: [],
      terms: ["relief valve", "high-pressure cutout", "head pressure"],
      related: ["condenser-fan-not-running-with-ac", "condenser-airflow-blocked", "system-overcharged"],
    },
    {
      slug: "blower-motor-dead",
      title: "No air from any vent at any fan speed",
      summary:
        "A dead blower motor, blown fuse or failed blower relay stops all airflow. Check the fuse and for power and ground at the blower connector; a motor that runs only after a tap on the housing is worn out.",
      symptoms: [
        "No airflow from any vent, though the A/C light and temperature controls work",
        "Fan sometimes starts after hitting a bump or tapping under the glove box",
        "Squeal or grinding from behind the glove box before it quit",
        "Windshield cannot be defrosted",
      ],
      symptomIds: ["blower-not-working", "foggy-windows"],
      causes: [
        {
          likelihood: "common",
          part: "Worn blower motor brushes or bearings",
          why: "Worn brushes leave dead spots on the commutator and dry bearings drag the motor, so it stalls and eventually stops completely.",
        },
        {
          likelihood: "occasional",
          part: "Blown blower fuse from a binding motor",
          why: "A dragging motor draws more current than normal and opens the fuse.",
        },
        {
          likelihood: "occasional",
          part: "Failed blower relay or power module",
          why: "The motor is fine but receives no power or no ground control.",
        },
        {
          likelihood: "rare",
          part: "Broken ground wire or corroded connector",
          why: "Water dripping from the cowl corrodes the blower connector under the dash.",
        },
      ],
      checks: [
        {
          step: "Check the blower fuse (some cars have one in the cabin and one under the hood).",
          tools: ["Test light"],
          expect: "A blown fuse means the motor may be drawing too much current; test it before fitting a new fuse.",
        },
        {
          step: "Back-probe the blower connector on high speed, key on.",
          tools: ["Digital multimeter"],
          expect:
            "Battery voltage across the terminals with a silent motor condemns the motor; no voltage points upstream.",
        },
        {
          step: "Measure motor current on high with a clamp meter.",
          tools: ["Clamp-on ammeter"],
          expect: "Most blowers draw roughly 10–20 A on high; well above spec or a slow start confirms a worn motor.",
        },
        {
          step: "Check the power side and the ground side of the motor circuit separately for voltage drop while it should be running.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "More than about 0.5 V lost on either side points to a connector, relay or ground fault.",
        },
      ],
      fix: "Replace the blower motor (usually three to six screws under the passenger dash) and clean or replace a heat-darkened connector. Replace the fuse with the correct rating, check the relay or power module, and confirm all speeds work.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace an accessible blower motor",
            partsLow: 50,
            partsHigh: 200,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace a blower motor behind dash panels",
            partsLow: 60,
            partsHigh: 280,
            laborHoursLow: 1.2,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Diagnosis fee, taxes and a blower resistor or module if that failed too.",
      },
      verdict: "careful",
      verdictReason:
        "Without the blower you cannot defog the windshield; avoid driving in rain, cold or humid weather until it is fixed.",
      codes: [],
      terms: ["blower motor", "commutator", "voltage drop"],
      related: ["blower-only-works-on-high", "blower-runs-with-key-off", "windshield-fogs-defrost-weak"],
    },
    {
      slug: "blower-only-works-on-high",
      title: "Fan works only on the highest setting",
      summary:
        "A failed blower motor resistor is almost always the cause, because the top speed bypasses it. Replace the resistor, and replace a burned connector and a worn motor too, or the new resistor will fail again.",
      symptoms: [
        "Speeds 1 through 3 (or all but the top) do nothing",
        "Highest speed blows normally",
        "Burnt plastic smell or melted connector at the resistor under the dash",
      ],
      symptomIds: ["blower-not-working"],
      causes: [
        {
          likelihood: "common",
          part: "Blower motor resistor with its thermal fuse blown",
          why: "The resistor pack sits in the airstream; its thermal fuse opens from heat or age and kills every speed that passes through it.",
        },
        {
          likelihood: "occasional",
          part: "Blower motor drawing excess current",
          why: "A worn motor overheats the resistor and causes repeated failures.",
        },
        {
          likelihood: "occasional",
          part: "Burned resistor connector",
          why: "High current through a loose terminal melts the connector and opens the circuit.",
        },
        {
          likelihood: "rare",
          part: "Failed blower switch in the control head",
          why: "The switch contacts for the lower speeds burn out inside the control panel.",
        },
      ],
      checks: [
        {
          step: "Find the resistor (usually on the HVAC case near the blower) and inspect the connector and coils.",
          tools: ["Flashlight"],
          expect: "Browned plastic, melted pins or a visibly broken coil confirm the fault.",
        },
        {
          step: "Measure resistance across each resistor step with it unplugged.",
          tools: ["Digital multimeter"],
          expect: "A few ohms or less per step is normal; OL on all steps means the thermal fuse is open.",
        },
        {
          step: "Measure blower motor current on high.",
          tools: ["Clamp-on ammeter"],
          expect:
            "Current above the motor's spec (many run 10–20 A) means the motor should be replaced with the resistor.",
        },
        {
          step: "Check for voltage at each switch output with the control set to each speed.",
          tools: ["Test light", "Wiring diagram"],
          expect: "No output on a speed with a good resistor points to the switch.",
        },
      ],
      fix: "Replace the resistor and the connector pigtail if it is heat-damaged, and the blower motor if its current draw is high. Confirm every speed works and the connector stays cool after 10 minutes on medium.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Replace the blower motor resistor",
            partsLow: 15,
            partsHigh: 60,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Resistor, connector pigtail and blower motor",
            partsLow: 80,
            partsHigh: 280,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.3,
          },
        ],
        excludes: "Diagnosis fee and taxes; a failed blower switch in the control head is extra.",
      },
      verdict: "careful",
      verdictReason:
        "High speed still defrosts the windshield, but a failed resistor often cooks its connector; if the plug is brown or melted, switch the blower off and repair it promptly.",
      codes: [],
      terms: ["blower motor resistor", "thermal fuse", "pigtail connector"],
      related: [
        "blower-motor-dead",
        "blower-runs-with-key-off",
        "electronics-wiring/melted-connector-high-current-circuit",
      ],
    },
    {
      slug: "blower-runs-with-key-off",
      title: "Blower keeps running after the car is off, or its speed changes on its own",
      summary:
        "A stuck blower relay or a shorted electronic blower control module can leave the fan running with the key out and drain the battery. Pull the blower fuse for now, then replace the relay or module.",
      symptoms: [
        "Fan runs at full speed with the key off or the car locked",
        "Fan speed surges or ignores the switch on automatic climate control",
        "Battery flat after the car sits overnight",
        "Module under the dash is very hot to the touch",
      ],
      symptomIds: ["blower-not-working", "controls-dead"],
      causes: [
        {
          likelihood: "common",
          part: "Shorted transistor in the blower power module (linear power module)",
          why: "A failed output transistor conducts all the time, grounding the motor at full speed whatever the command.",
        },
        {
          likelihood: "occasional",
          part: "Blower relay contacts welded shut",
          why: "Arcing sticks the contacts together so the motor keeps power after ignition off.",
        },
        {
          likelihood: "rare",
          part: "HVAC control head sending a false speed command",
          why: "A failing control panel outputs a command even when off.",
        },
      ],
      checks: [
        {
          step: "With the key off, pull the blower relay (if fitted) and see if the fan stops.",
          tools: ["Fuse puller"],
          expect: "A fan that stops when the relay is removed and restarts when replaced condemns the relay.",
        },
        {
          step: "Unplug the control signal wire at the blower module with the fan running.",
          tools: ["Wiring diagram"],
          expect: "A fan that keeps running with no command means the module's output is shorted.",
        },
        {
          step: "Measure parasitic draw if the battery keeps dying.",
          tools: ["Digital multimeter (10 A range)"],
          expect:
            "Normal draw after modules sleep is under about 50 mA; several amps confirms the blower is the drain.",
        },
      ],
      fix: "Replace the relay or the blower control module (coat the new module's heat sink contact with thermal paste if specified), and replace a worn blower motor whose high current burned the module. Recharge or test the battery afterward.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Replace the blower relay", partsLow: 10, partsHigh: 40, laborHoursLow: 0.3, laborHoursHigh: 0.6 },
          {
            name: "Replace the blower power module",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.7,
          },
        ],
        excludes:
          "Diagnosis fee, taxes, a replacement battery if it was deeply discharged and a new blower motor if needed.",
      },
      verdict: "ok",
      verdictReason: "The car is safe to drive; pull the blower fuse when parking so the battery isn't drained.",
      codes: [],
      terms: ["blower control module", "relay", "parasitic draw"],
      related: ["blower-only-works-on-high", "blower-motor-dead", "climate-control-panel-dead"],
    },
    {
      slug: "blower-debris-noise",
      title: "Ticking, flapping or whirring from behind the glove box when the fan runs",
      summary:
        "Leaves, paper or a rodent nest in the blower cage cause a ticking or flapping that changes with fan speed. Remove the blower and clean it out, and fit a cabin filter if the slot is empty.",
      symptoms: [
        "Noise speeds up and slows down with the fan setting, not engine speed",
        "Ticking at low speed that becomes a roar on high",
        "Leaves or seeds come out of the vents",
        "Musty or animal smell with a nest",
      ],
      symptomIds: ["dash-noise", "weak-airflow", "bad-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Leaves or debris inside the blower wheel",
          why: "Debris falls in through the cowl intake, lodges in the squirrel-cage fins and slaps the housing each rotation.",
        },
        {
          likelihood: "occasional",
          part: "Rodent nest in the blower or filter housing",
          why: "Mice and rats pack nesting material into the air intake, which restricts airflow and rattles against the blades.",
        },
        {
          likelihood: "occasional",
          part: "Cracked or unbalanced blower wheel",
          why: "A broken fin or loose wheel wobbles and whirs, especially on high.",
        },
        {
          likelihood: "rare",
          part: "Worn blower motor bearing",
          why: "A dry bearing whines or squeals regardless of debris.",
        },
      ],
      checks: [
        {
          step: "Run the fan through every speed with the engine off.",
          tools: [],
          expect: "A noise that tracks fan speed is in the blower; one that tracks engine speed is under the hood.",
        },
        {
          step: "Pull the cabin filter and look into the housing.",
          tools: ["Flashlight"],
          expect: "Leaves, nest material or droppings confirm the source.",
        },
        {
          step: "Remove the blower motor and inspect the wheel and housing.",
          tools: ["Screwdrivers or sockets", "Inspection camera"],
          expect: "Debris in the fins or a cracked wheel confirms the diagnosis.",
        },
      ],
      noMeasurement:
        "Leaves or nest material in the blower wheel are found by ear and by looking into the housing; blower current stays normal unless the wheel jams, so no reading confirms the debris.",
      fix: "Clean out the blower wheel and housing, replace a cracked wheel or worn motor, fit a new cabin filter, and clear the cowl drains and intake screen. After a rodent nest, disinfect the housing with an HVAC cleaner and wear gloves and a mask (hantavirus risk).",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean out the blower wheel and housing",
            partsLow: 0,
            partsHigh: 30,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the blower wheel or motor",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Diagnosis fee, taxes and chewed wiring repair after a rodent nest.",
      },
      verdict: "ok",
      verdictReason: "Noise and reduced airflow are nuisances, not hazards.",
      codes: [],
      terms: ["blower wheel", "cowl intake", "cabin air filter"],
      related: ["cabin-air-filter-clogged", "musty-smell-from-vents", "blower-motor-dead"],
    },
    {
      slug: "cabin-air-filter-clogged",
      title: "Weak airflow and a whistle from the vents on high",
      summary:
        "A clogged cabin air filter is the cheapest and most common cause of weak airflow. Replace it (typically every 15,000–30,000 miles, sooner in dusty areas) and check the intake for debris.",
      symptoms: [
        "Airflow weaker than it used to be at every speed",
        "Whistling or hissing from the dash on high",
        "Windows slower to defog",
        "Dusty or musty smell when the fan starts",
      ],
      symptomIds: ["weak-airflow", "bad-smell", "dash-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Cabin air filter packed with dust and debris",
          why: "The pleats fill up and restrict airflow, and on high the blower pulls air around the edges with a whistle.",
        },
        {
          likelihood: "occasional",
          part: "Wet, collapsed filter",
          why: "Water from a clogged cowl drain soaks the filter and folds it against the blower inlet.",
        },
        {
          likelihood: "rare",
          part: "Filter fitted upside down or wrong size",
          why: "An ill-fitting filter collapses or blocks part of the opening.",
        },
      ],
      checks: [
        {
          step: "Remove the filter (usually behind the glove box) and hold it up to a light.",
          tools: ["Flashlight"],
          expect: "A dark filter you cannot see light through is clogged.",
        },
        {
          step: "Compare airflow on high with and without the filter for a quick test.",
          tools: [],
          expect: "A big jump in airflow confirms the filter was the restriction.",
        },
        {
          step: "Check the cowl drain and intake screen under the wipers.",
          tools: [],
          expect: "Standing water or leaves mean the new filter will clog quickly unless cleared.",
        },
      ],
      noMeasurement:
        "A clogged cabin filter is judged by holding it to a light and by the airflow jump with it removed; makers publish no vent air-velocity figure to test against.",
      fix: "Fit a new cabin filter with the airflow arrow in the direction marked on the housing, clear the cowl intake and drains, and consider an activated-carbon filter for odor control.",
      difficulty: 1,
      cost: {
        scenarios: [
          { name: "Owner fits a new filter", partsLow: 15, partsHigh: 50, laborHoursLow: 0, laborHoursHigh: 0 },
          { name: "Shop replaces the filter", partsLow: 15, partsHigh: 50, laborHoursLow: 0.2, laborHoursHigh: 0.4 },
        ],
        excludes: "Taxes and shop supply fees; cleaning a clogged cowl drain is extra.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive; defogging is just slower until the filter is replaced.",
      codes: [],
      terms: ["cabin air filter", "cowl"],
      related: ["blower-debris-noise", "evaporator-icing-airflow-drops", "musty-smell-from-vents"],
    },
    {
      slug: "blend-door-actuator-clicking",
      title: "Steady clicking behind the dash that starts as soon as the car is turned on",
      summary:
        "A blend or mode door actuator with stripped plastic gears is trying to reach a position it can't. Replace the actuator and run the HVAC recalibration; notorious on 2003–2014 GM trucks and SUVs and 2004–2014 Ford F-150s.",
      symptoms: [
        "Repeating click or knock from the dash, often near the center console or glove box",
        "Clicking starts at key-on or when temperature is changed and may stop after a minute",
        "Temperature or vent control may stop working on that side",
        "Noise comes back after every engine start",
      ],
      symptomIds: ["dash-noise", "wrong-temperature"],
      causes: [
        {
          likelihood: "common",
          part: "Stripped gear inside the blend door actuator",
          why: "A broken tooth on the plastic gear slips every time the motor drives, producing a click on each revolution.",
        },
        {
          likelihood: "occasional",
          part: "Broken blend door or door shaft",
          why: "With the door's shaft broken, the actuator spins without reaching a stop and clicks at its end-of-travel search.",
        },
        {
          likelihood: "rare",
          part: "Actuator out of calibration after a battery disconnect",
          why: "Without a relearn the actuator drives past its endpoints and clicks against the stop.",
        },
      ],
      checks: [
        {
          step: "Listen along the dash with the HVAC on and change temperature and vent settings.",
          tools: ["Mechanic's stethoscope"],
          expect:
            "The clicking is loudest at one actuator; on many trucks the driver's blend actuator sits by the center console.",
        },
        {
          step: "Run the HVAC self-test or read actuator positions on the scan tool.",
          tools: ["Scan tool with HVAC data"],
          expect:
            "An actuator whose commanded and actual positions never match is the faulty one; on 5-wire actuators the feedback pin sweeps smoothly from about 0.5 to 4.5 V over the door's travel (typical; confirm in the service information).",
        },
        {
          step: "With the actuator unbolted, turn the blend door shaft by hand from full hot to full cold and look at the actuator's output gear for missing teeth.",
          tools: ["Sockets", "Flashlight"],
          expect:
            "A door that swings smoothly stop to stop leaves the stripped actuator gear as the cause; a shaft that spins without moving the door, or a door that jams part-way, needs door or case repair.",
        },
      ],
      fix: "Replace the actuator. Then run the recalibration: on many GM vehicles, remove the HVAC fuse for about a minute with the key off, reinstall it, turn the key on and leave the controls alone for a minute while the actuators find their stops; others use a scan-tool routine. Confirm full hot and cold on each zone.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace an accessible actuator and recalibrate",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace a buried actuator with dash panels off",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Diagnosis fee, taxes and dash disassembly for a broken door shaft.",
      },
      verdict: "ok",
      verdictReason: "A clicking actuator is annoying but harmless unless it jams the defrost door shut.",
      codes: [],
      terms: ["blend door actuator", "HVAC recalibration", "mode door"],
      related: ["temperature-stuck-hot-or-cold", "dual-zone-sides-mismatch", "mode-door-stuck-defrost"],
      commonOn: [
        { make: "chevrolet", models: ["silverado", "tahoe", "suburban", "avalanche"], years: [2003, 2014] },
        { make: "gmc", models: ["sierra", "yukon"], years: [2003, 2014] },
        { make: "ford", models: ["f-150"], years: [2004, 2014] },
      ],
    },
    {
      slug: "temperature-stuck-hot-or-cold",
      title: "Temperature stays hot (or cold) no matter where the knob is set",
      summary:
        "A blend door stuck at one end, usually from a failed actuator or broken door, keeps the air at a single temperature. Confirm the engine side is fine (both heater hoses hot) before replacing the actuator.",
      symptoms: [
        "Air stays hot even on full cold, or cold even on full hot",
        "A/C compressor runs but cold air never arrives",
        "No sound of a door moving when the temperature setting changes",
        "May follow a battery replacement or a clicking noise that stopped",
      ],
      symptomIds: ["wrong-temperature", "blows-warm"],
      causes: [
        {
          likelihood: "common",
          part: "Failed blend door actuator",
          why: "A dead motor or burnt circuit board leaves the door wherever it last stopped.",
        },
        {
          likelihood: "occasional",
          part: "Broken blend door or shaft",
          why: "The actuator turns but the door doesn't follow because its plastic shaft or pivot has snapped.",
        },
        {
          likelihood: "occasional",
          part: "Blend door actuator not calibrated",
          why: "After power loss or part replacement, the controller no longer knows the door's endpoints.",
        },
        {
          likelihood: "rare",
          part: "Control head not sending a command or cable disconnected",
          why: "On cable-operated systems the cable pops off; on electronic ones the output driver fails.",
        },
      ],
      checks: [
        {
          step: "With the engine warm and temperature on full hot, feel both heater hoses at the firewall.",
          tools: ["Infrared thermometer"],
          expect:
            "Both hot (within about 20 °F of each other) clears coolant supply; a cold hose is a cooling-side problem.",
        },
        {
          step: "Engine warm and A/C off, put a probe thermometer in a center vent and sweep the temperature setting from full cold to full hot.",
          tools: [],
          expect:
            "A working blend door swings the vent from near outside air temperature to roughly 120–160 °F within a minute (typical at warm idle); no change in either direction points to the actuator, its wiring or the door.",
        },
        {
          step: "Check actuator command and feedback on the scan tool.",
          tools: ["Scan tool with HVAC data"],
          expect:
            "A commanded position that changes while feedback stays fixed confirms a dead actuator or jammed door.",
        },
        {
          step: "Back-probe the actuator connector while changing settings.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "Drive voltage that switches polarity or a changing LIN/5 V signal with no movement condemns the actuator.",
        },
      ],
      fix: "Replace the blend door actuator and run the recalibration procedure, or repair the door or shaft where it has broken (some require HVAC case removal; repair kits exist for several models). Reattach or adjust the cable on manual systems.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Recalibrate the blend door actuator",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Replace the blend door actuator and recalibrate",
            partsLow: 40,
            partsHigh: 180,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Dash-out blend door or shaft repair",
            partsLow: 80,
            partsHigh: 350,
            laborHoursLow: 6,
            laborHoursHigh: 12,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis fee, taxes and heater core or coolant repairs; the dash-out job adds A/C recovery and recharge on cars whose case holds the evaporator.",
      },
      verdict: "ok",
      verdictReason: "Comfort only, unless it is stuck on cold in winter and the windshield can't be defrosted.",
      codes: [],
      terms: ["blend door", "heater core", "actuator feedback"],
      related: ["blend-door-actuator-clicking", "dual-zone-sides-mismatch", "auto-climate-wrong-temperature"],
    },
    {
      slug: "dual-zone-sides-mismatch",
      title: "Driver side blows cold but the passenger side is warm",
      summary:
        "On dual-zone systems, a low refrigerant charge often shows first as one side warmer, because part of the evaporator starves. If the charge is right, a stuck blend actuator on the warm side is next.",
      symptoms: [
        "One side's vents run 10–20 °F warmer than the other with both set to full cold",
        "Difference appears or grows on hot days and at idle",
        "Synchronizing the zones with the SYNC or DUAL button doesn't fix it",
        "No clicking or unusual noise from the dash",
      ],
      symptomIds: ["wrong-temperature", "blows-warm"],
      causes: [
        {
          likelihood: "common",
          part: "Low refrigerant charge",
          why: "With too little liquid, the evaporator section fed last becomes superheated vapor and warms the air crossing that side of the core.",
        },
        {
          likelihood: "occasional",
          part: "Passenger-side blend door actuator failed or out of calibration",
          why: "A door stuck partly open to the heater core mixes warm air into one side only.",
        },
        {
          likelihood: "occasional",
          part: "Expansion valve partly restricted",
          why: "An underfed evaporator behaves like a low charge even with a correct refrigerant weight.",
        },
        {
          likelihood: "rare",
          part: "Faulty zone duct temperature sensor",
          why: "A sensor reading too cold makes the controller add heat to that side.",
        },
      ],
      checks: [
        {
          step: "Set both zones to LO, fan on high, recirculation on, and measure left and right center vents.",
          tools: ["Probe thermometer"],
          expect: "Within about 5 °F is normal; a larger spread confirms the complaint.",
        },
        {
          step: "Turn the warm side's temperature to HI and back to LO, listening for door movement and watching vent temperature.",
          tools: [],
          expect: "No temperature change on that side points to its blend actuator or door.",
        },
        {
          step: "Read pressures and, if marginal, recover and weigh the charge.",
          tools: ["Manifold gauges", "Recovery/recharge machine"],
          expect:
            "A recovered weight below the label, with sides equalizing after a correct charge, confirms a low charge (and a leak to find).",
        },
        {
          step: "Compare zone duct temperature sensor PIDs with probe readings.",
          tools: ["Scan tool with HVAC data"],
          expect: "A sensor more than a few degrees off actual duct temperature is faulty.",
        },
      ],
      fix: "If the charge was low, find and repair the leak, evacuate and charge by weight; do not just top off. If the charge is correct, replace or recalibrate the blend actuator, or replace the faulty sensor.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Recalibrate or replace the passenger blend actuator",
            partsLow: 20,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace a zone duct temperature sensor",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          { name: "Evacuate and charge by weight", partsLow: 40, partsHigh: 300, laborHoursLow: 1, laborHoursHigh: 2 },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and the refrigerant leak repair when low charge is what starves the passenger side.",
      },
      verdict: "ok",
      verdictReason: "It is a comfort fault only.",
      codes: [],
      terms: ["dual-zone", "superheat", "blend door actuator"],
      related: ["slow-refrigerant-leak", "temperature-stuck-hot-or-cold", "blend-door-actuator-clicking"],
    },
    {
      slug: "mode-door-stuck-defrost",
      title: "Air only comes out of the defroster or the wrong vents",
      summary:
        "A mode door stuck in one position sends air to the wrong outlets. On older trucks with vacuum-operated doors, a vacuum leak defaults them to defrost; on newer cars, the mode actuator has failed.",
      symptoms: [
        "Air goes to the windshield no matter which vent setting is chosen",
        "Air switches to defrost when accelerating or climbing a hill",
        "Floor or dash vents dead while the blower runs strongly",
        "Hissing under the dash when changing vent settings",
      ],
      symptomIds: ["wrong-vents", "dash-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Failed electric mode door actuator",
          why: "The motor or its position sensor fails and leaves the mode door in one place.",
        },
        {
          likelihood: "occasional",
          part: "Vacuum leak on vacuum-operated HVAC doors",
          why: "Older systems default to defrost without vacuum; a cracked supply hose or leaking check valve loses vacuum, worst when engine vacuum drops under load.",
        },
        {
          likelihood: "occasional",
          part: "Mode door linkage popped off or broken",
          why: "The actuator moves but the door doesn't follow.",
        },
        {
          likelihood: "rare",
          part: "Control head mode switch or vacuum selector failure",
          why: "The control panel never sends the new position.",
        },
      ],
      checks: [
        {
          step: "Cycle through every mode and feel each outlet.",
          tools: [],
          expect: "Identifies which positions work and whether the door moves at all.",
        },
        {
          step: "On vacuum systems, tee a vacuum gauge into the HVAC supply line at the engine and at the control head.",
          tools: ["Vacuum gauge"],
          expect:
            "Engine vacuum of about 17–21 inHg at idle should reach the control head; a loss points to the hose or check valve.",
        },
        {
          step: "On electric systems, read the mode actuator command and feedback or run the HVAC self-test.",
          tools: ["Scan tool with HVAC data"],
          expect: "A commanded change with no feedback change points to the actuator.",
        },
        {
          step: "Remove the actuator and move the mode door by hand.",
          tools: ["Sockets"],
          expect: "A door that moves freely clears it; a stuck or loose door needs case repair.",
        },
      ],
      fix: "Replace the mode actuator and recalibrate, reconnect the linkage, or repair the vacuum supply hose, check valve or actuator diaphragm as found.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the mode door actuator",
            partsLow: 30,
            partsHigh: 200,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.5,
          },
          {
            name: "Repair a vacuum hose or check valve",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Reconnect or repair the mode door linkage",
            partsLow: 10,
            partsHigh: 80,
            laborHoursLow: 0.8,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Diagnosis fee, taxes and dash removal for a broken door.",
      },
      verdict: "ok",
      verdictReason:
        "Being stuck on defrost is safe; being stuck away from defrost is a winter visibility problem, so fix it before cold weather.",
      codes: [],
      terms: ["mode door", "vacuum actuator", "check valve"],
      related: ["blend-door-actuator-clicking", "recirculation-door-stuck", "windshield-fogs-defrost-weak"],
    },
    {
      slug: "recirculation-door-stuck",
      title: "Recirculation button does nothing and outside fumes come into the cabin",
      summary:
        "The recirculation door actuator or door has failed, so the system can't switch between outside and inside air. Replace or free the door and actuator; a stuck-on-recirc door also fogs windows.",
      symptoms: [
        "Exhaust smell in traffic even with recirculation selected",
        "No change in blower sound when pressing the recirc button",
        "A/C takes longer to cool the cabin on hot days",
        "If stuck on recirc, windows fog and the air feels stale",
      ],
      symptomIds: ["bad-smell", "foggy-windows", "blows-warm"],
      causes: [
        {
          likelihood: "common",
          part: "Failed recirculation door actuator",
          why: "The small motor wears out or strips, leaving the door in fresh or recirculate.",
        },
        {
          likelihood: "occasional",
          part: "Leaves jamming the recirc door",
          why: "Debris from the cowl intake gets under the door and blocks its travel.",
        },
        {
          likelihood: "rare",
          part: "Broken door or control-panel fault",
          why: "The door breaks at its pivot, or the panel never commands the change.",
        },
      ],
      checks: [
        {
          step: "Press recirc with the fan on medium and listen at the passenger footwell.",
          tools: [],
          expect: "A brief motor whir and a change in blower sound is normal; silence points to the actuator.",
        },
        {
          step: "Remove the glove box and watch the actuator while toggling.",
          tools: ["Flashlight"],
          expect:
            "On a two-wire reversing motor, no movement with about 12 V across its pins, swapping polarity as you toggle, confirms the actuator (LIN-bus actuators are judged by scan-tool command instead); movement without the door following means a broken link.",
        },
        {
          step: "Check the recirc door for leaves by removing the cabin filter or blower.",
          tools: ["Inspection camera"],
          expect: "Debris under the door explains a jam.",
        },
      ],
      fix: "Replace the recirc actuator (usually reached behind the glove box), clear debris and lubricate the door pivot, then confirm both positions work. Many automatic systems calibrate the recirc door on the next key cycle.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clear debris and free the recirculation door",
            partsLow: 0,
            partsHigh: 20,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the recirculation door actuator",
            partsLow: 25,
            partsHigh: 150,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Diagnosis fee and taxes; a broken door inside the case costs more.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive; crack a window if fumes build up in heavy traffic.",
      codes: [],
      terms: ["recirculation door", "fresh-air mode"],
      related: ["mode-door-stuck-defrost", "windshield-fogs-defrost-weak", "blower-debris-noise"],
    },
    {
      slug: "musty-smell-from-vents",
      title: "Musty, dirty-sock smell for the first minute after turning on the A/C",
      summary:
        "Mold and bacteria growing on the wet evaporator cause the smell. Clean the evaporator with a foaming HVAC cleaner, fit a new cabin filter and make sure the drain flows.",
      symptoms: [
        "Sour, mildew smell strongest when the A/C first starts",
        "Smell fades after a few minutes of driving",
        "Worse in humid weather and after the car sits",
        "Dirty or damp cabin filter",
      ],
      symptomIds: ["bad-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Microbial growth on the evaporator core",
          why: "The evaporator stays wet after shutdown, and the dark, damp fins grow mold that releases odor when air flows again.",
        },
        {
          likelihood: "occasional",
          part: "Dirty, damp cabin air filter",
          why: "A filter loaded with leaves and moisture grows mildew itself.",
        },
        {
          likelihood: "occasional",
          part: "Slow or partly blocked evaporator drain",
          why: "Standing water in the case keeps the evaporator soaking.",
        },
        {
          likelihood: "rare",
          part: "Rodent nest or debris in the air intake",
          why: "Decaying material in the intake gives an animal or rotting smell.",
        },
      ],
      checks: [
        {
          step: "Smell the vents with the fan on, A/C off, then with A/C on.",
          tools: [],
          expect: "A smell that comes with airflow and peaks with A/C on points to the evaporator.",
        },
        {
          step: "Pull and inspect the cabin filter.",
          tools: ["Flashlight"],
          expect: "A dark, damp or leaf-packed filter adds to or causes the smell.",
        },
        {
          step: "Run the A/C for 10 minutes on a humid day and check for a steady drip from the drain under the car.",
          tools: [],
          expect: "A steady drip is normal; none means the drain needs clearing.",
        },
      ],
      noMeasurement:
        "Mold and bacteria on the evaporator are found by smell; no shop meter reads the odor, and the drain and filter are checked by eye, so the test is the smell before and after cleaning.",
      fix: "Apply a foaming evaporator cleaner through the drain tube or the filter/blower opening (as the product directs), fit a new cabin filter, clear the drain, and run the fan only (A/C off) for a few minutes before parking to dry the core. Some cars offer an afterblow module that does this automatically.",
      difficulty: 1,
      cost: {
        partsLow: 15,
        partsHigh: 70,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.3,
        excludes: "Taxes and evaporator replacement if a leak is also found.",
      },
      verdict: "ok",
      verdictReason:
        "The smell is unpleasant but not a hazard for most people; anyone with allergies or asthma should have it cleaned soon.",
      codes: [],
      terms: ["evaporator core", "afterblow", "cabin air filter"],
      related: ["cabin-air-filter-clogged", "evaporator-drain-clogged", "evaporator-core-leak"],
    },
    {
      slug: "evaporator-drain-clogged",
      title: "Water soaking the passenger-side floor carpet",
      summary:
        "A blocked A/C evaporator drain is the usual cause: condensate fills the HVAC case and spills inside. Clear the drain from under the car and dry the carpet before electronics under it corrode.",
      symptoms: [
        "Wet carpet on the passenger side after A/C use",
        "No water dripping under the car on a humid day with the A/C running",
        "Sloshing sound behind the dash when braking or turning",
        "Musty smell and foggy windows from the moisture",
      ],
      symptomIds: ["water-inside", "bad-smell", "foggy-windows"],
      causes: [
        {
          likelihood: "common",
          part: "Evaporator drain tube plugged by debris or insects",
          why: "Leaves, dirt or a mud-dauber nest block the outlet, so the case fills and overflows into the cabin.",
        },
        {
          likelihood: "occasional",
          part: "Drain tube kinked or knocked off the case",
          why: "A hose disturbed during other work drains inside the car instead of outside.",
        },
        {
          likelihood: "rare",
          part: "Cracked HVAC case",
          why: "A split at the bottom of the case leaks condensate even with a clear drain.",
        },
      ],
      checks: [
        {
          step: "Run the A/C on a humid day and look under the car for the drain drip, usually near the firewall on the passenger side.",
          tools: ["Flashlight"],
          expect: "A steady drip is normal; none means the drain is blocked or disconnected.",
        },
        {
          step: "Feel and smell the water soaked into the carpet.",
          tools: [],
          expect:
            "Clear, odorless water is condensate; sweet, slick fluid is coolant from the heater core, and a wet carpet after rain points to a body leak.",
        },
        {
          step: "Clear the drain outlet with a soft wire or low-pressure compressed air.",
          tools: ["Compressed air (under 30 psi)", "Drain pan"],
          expect: "A gush of water confirms the blockage.",
        },
      ],
      noMeasurement:
        "A blocked drain is proven by the missing drip on a humid day and the gush when it is cleared; the water itself is identified by smell and feel, not by a meter.",
      fix: "Clear the drain and refit or replace the drain hose, then pull up the carpet and dry the padding fully (it holds water for weeks). Check any modules or connectors under the carpet for corrosion and treat the evaporator for odor.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Clear the evaporator drain tube",
            partsLow: 0,
            partsHigh: 10,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Clear the drain and dry the carpet and padding",
            partsLow: 0,
            partsHigh: 40,
            laborHoursLow: 1,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Taxes, carpet drying beyond a basic job, and any corroded module under the floor.",
      },
      verdict: "ok",
      verdictReason: "Not a driving hazard, but clear it soon: water under the carpet can ruin modules and wiring.",
      codes: [],
      terms: ["evaporator drain", "condensate"],
      related: ["musty-smell-from-vents", "white-vapor-from-vents", "windshield-fogs-defrost-weak"],
    },
    {
      slug: "white-vapor-from-vents",
      title: "White mist blowing out of the dash vents with the A/C on",
      summary:
        "On humid days, a wisp of white vapor from the vents is normal condensation from very cold air. A thick fog that smells sweet or leaves a greasy film is coolant from the heater core and needs a cooling-system repair.",
      symptoms: [
        "Thin white mist from the center vents on hot, humid days",
        "Mist disappears within a minute or two as the cabin dries",
        "No smell and no film on the inside of the windshield",
      ],
      symptomIds: ["water-inside", "foggy-windows"],
      causes: [
        {
          likelihood: "common",
          part: "Normal condensation from very cold evaporator air",
          why: "Air leaving the evaporator near 35–40 °F meets warm, humid cabin air and its moisture condenses into a visible fog.",
        },
        {
          likelihood: "occasional",
          part: "Water-logged HVAC case from a slow drain",
          why: "Standing water gets picked up by the airflow and blows out as mist.",
        },
        {
          likelihood: "rare",
          part: "Heater core leaking coolant vapor",
          why: "A leaking heater core puts ethylene glycol into the air, which smells sweet and coats the windshield.",
        },
      ],
      checks: [
        {
          step: "Note the conditions: humidity, time since start, and whether the mist fades.",
          tools: [],
          expect:
            "Mist only on humid days (roughly above 60% relative humidity), with vent air at 35–45 °F and fading as the cabin cools, is normal condensation.",
        },
        {
          step: "Smell the vapor and wipe the inside of the windshield with a clean cloth.",
          tools: ["Clean cloth"],
          expect: "A sweet smell or greasy film means coolant, not condensation.",
        },
        {
          step: "Check the drain for a steady drip and the coolant level over a week.",
          tools: [],
          expect: "A dripping drain and steady coolant level rule out both a clog and a heater core leak.",
        },
      ],
      fix: "No repair is needed for normal condensation; switching to fresh air or raising the temperature slightly reduces it. Clear a slow drain if the case is holding water, and have the heater core checked if coolant is suspected.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0,
        laborHoursHigh: 0,
        excludes: "Drain clearing or heater core diagnosis if the mist turns out not to be normal condensation.",
      },
      verdict: "ok",
      verdictReason: "Plain condensation is harmless; only sweet-smelling fog calls for a prompt cooling-system check.",
      codes: [],
      terms: ["condensation", "dew point", "heater core"],
      related: ["evaporator-drain-clogged", "windshield-fogs-defrost-weak"],
    },
    {
      slug: "idle-drops-when-ac-engages",
      title: "Engine stumbles or the idle dips hard when the A/C kicks on",
      summary:
        "A small idle dip is normal, but a deep sag or stall means the engine can't compensate for the compressor load: usually a dirty throttle body or excessive head pressure. Clean and relearn the throttle, then check pressures.",
      symptoms: [
        "Idle drops 200 rpm or more, or the engine nearly stalls, when the clutch engages",
        "Car shudders at stoplights with the A/C on",
        "Stalls when turning the steering at low speed with the A/C running",
        "Check engine light with an idle control code on some cars",
      ],
      symptomIds: ["engine-drag"],
      causes: [
        {
          likelihood: "common",
          part: "Carbon-coated throttle body",
          why: "Deposits restrict the small idle opening, so the engine computer runs out of airflow range when it tries to add air for the A/C load.",
        },
        {
          likelihood: "occasional",
          part: "Excessive head pressure from overcharge or poor condenser airflow",
          why: "A compressor pumping against 350+ psi needs far more torque than the idle strategy expects.",
        },
        {
          likelihood: "occasional",
          part: "Failing idle air control valve on older engines",
          why: "A sticking IAC valve on a cable-throttle engine can't open quickly enough to catch the load.",
        },
        {
          likelihood: "rare",
          part: "Compressor beginning to bind",
          why: "Internal wear raises the torque needed to turn it, causing a harder drag each engagement.",
        },
      ],
      checks: [
        {
          step: "Watch engine rpm on the scan tool as the compressor engages at warm idle.",
          tools: ["Scan tool"],
          expect:
            "A brief dip under about 100 rpm that recovers within a second is normal; a deeper or lasting sag is the fault.",
        },
        {
          step: "Look into the throttle body with the intake duct off.",
          tools: ["Flashlight"],
          expect: "A black ring of carbon around the plate edge is enough to upset idle control.",
        },
        {
          step: "Read pressures at idle with the A/C on.",
          tools: ["Manifold gauges"],
          expect: "A high side above about 275 psi at 80 °F adds load and points to charge or airflow problems.",
        },
        {
          step: "Check for idle control codes and long-term fuel trim.",
          tools: ["Scan tool"],
          expect:
            "P0505 or P0506 supports an idle airflow problem; normal codes and pressures with a hard drag point back to the compressor.",
        },
      ],
      fix: "Clean the throttle body with throttle-body cleaner (without pushing the plate open on electronic throttles), then perform the idle or throttle relearn the maker specifies. Correct an overcharge or airflow fault; replace a binding compressor as a full compressor job.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean the throttle body and relearn idle",
            partsLow: 10,
            partsHigh: 20,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Correct an overcharge or replace the IAC valve",
            partsLow: 20,
            partsHigh: 300,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Diagnosis fee, taxes and compressor replacement if it is binding.",
      },
      verdict: "careful",
      verdictReason: "Stalling in traffic or mid-turn can be dangerous; drive with the A/C off until it is fixed.",
      codes: ["P0505", "P0506"],
      terms: ["throttle body", "idle relearn", "idle air control"],
      related: ["system-overcharged", "compressor-seized-belt-squeal", "condenser-airflow-blocked"],
    },
    {
      slug: "compressor-short-cycling",
      title: "A/C compressor clicks on and off every few seconds",
      summary:
        "Rapid clutch cycling almost always means a low refrigerant charge tripping the low-pressure switch. Confirm on gauges, fix the leak and recharge by weight rather than replacing the switch.",
      symptoms: [
        "Clutch clicks in and out every 3–10 seconds",
        "Idle rises and falls with each cycle",
        "Air is cool but not cold",
        "Gauge needle on the low side swings widely",
      ],
      symptomIds: ["compressor-not-engaging", "blows-warm", "engine-drag"],
      causes: [
        {
          likelihood: "common",
          part: "Low refrigerant charge",
          why: "Low side pressure drops below the switch cut-out (about 25 psi on many orifice-tube systems) seconds after the clutch engages, then recovers above cut-in (about 45 psi) once it disengages.",
        },
        {
          likelihood: "occasional",
          part: "Faulty low-pressure or cycling switch",
          why: "A switch that opens too early cycles the compressor even with a full charge.",
        },
        {
          likelihood: "occasional",
          part: "Restricted orifice tube or expansion valve",
          why: "A restriction pulls the low side down quickly, so the switch keeps tripping.",
        },
        {
          likelihood: "rare",
          part: "Evaporator sensor reading too cold",
          why: "A sensor that reports the core near freezing makes the controller drop the clutch repeatedly.",
        },
      ],
      checks: [
        {
          step: "Time the cycles at 1,500 rpm with A/C on max and the doors open on a warm day.",
          tools: ["Watch"],
          expect:
            "On orifice-tube systems, longer cycles of 30+ seconds on, a few seconds off, are normal; repeated cycles under 10 seconds are not.",
        },
        {
          step: "Watch the low-side gauge through several cycles.",
          tools: ["Manifold gauges"],
          expect: "A low side that drops from about 45 to 25 psi within seconds fits a low charge or a restriction.",
        },
        {
          step: "Jumper the cycling switch briefly while watching pressures (orifice-tube systems only).",
          tools: ["Fused jumper lead", "Manifold gauges"],
          expect:
            "If the low side goes under 20 psi with the switch bypassed, the charge is low; a steady 30+ psi means the switch was faulty. Do not leave it bypassed.",
        },
        {
          step: "Recover and weigh the charge if the readings are ambiguous.",
          tools: ["Recovery/recharge machine"],
          expect: "A recovered weight below the label confirms a leak.",
        },
      ],
      fix: "Find and repair the leak, replace the accumulator or drier if the system was opened, evacuate and charge the label weight. If the charge was correct, replace the cycling switch (usually on a Schrader fitting) or the evaporator sensor.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the cycling switch or evaporator sensor",
            partsLow: 15,
            partsHigh: 100,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          {
            name: "Evacuate, replace the accumulator and charge by weight",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and finding and fixing the leak that let the charge drop low enough to short-cycle.",
      },
      verdict: "ok",
      verdictReason: "It is hard on the clutch over time but poses no driving danger.",
      codes: [],
      terms: ["cycling switch", "low-pressure switch", "orifice tube"],
      related: ["slow-refrigerant-leak", "orifice-tube-clogged", "refrigerant-pressure-sensor-fault"],
    },
    {
      slug: "clutch-stays-engaged",
      title: "A/C compressor keeps running even with the A/C switched off",
      summary:
        "A clutch that stays engaged with the A/C off usually has a relay with welded contacts or a shorted control circuit. Replace the relay first; a compressor that never cycles will freeze the evaporator.",
      symptoms: [
        "Clutch hub spinning with the A/C button off",
        "Airflow drops off during long drives as the evaporator ices",
        "Fuel economy and power slightly lower than usual",
        "Removing the clutch relay stops the compressor",
      ],
      symptomIds: ["weak-airflow", "engine-drag"],
      causes: [
        {
          likelihood: "common",
          part: "A/C clutch relay with contacts welded closed",
          why: "Arcing fuses the contacts together so power stays on the clutch regardless of the command.",
        },
        {
          likelihood: "occasional",
          part: "Relay control circuit shorted to ground",
          why: "A chafed wire between the relay and PCM grounds the relay coil permanently.",
        },
        {
          likelihood: "rare",
          part: "PCM output driver shorted",
          why: "The internal driver that grounds the relay stays on.",
        },
      ],
      checks: [
        {
          step: "Pull the A/C clutch relay with the engine idling and the A/C off.",
          tools: ["Fuse puller"],
          expect: "If the clutch releases, the relay or its control circuit is keeping it engaged.",
        },
        {
          step: "Install a known-good identical relay and test again.",
          tools: [],
          expect: "A clutch that now disengages with A/C off confirms the old relay.",
        },
        {
          step: "If a new relay still stays on, check the relay control terminal for ground with the A/C off.",
          tools: ["Test light", "Wiring diagram"],
          expect:
            "On the usual ground-switched relay, about 12 V on the control terminal with A/C off is normal; under about 1 V with A/C commanded off means a shorted wire or PCM driver, often with P0646 or P0647 stored.",
        },
      ],
      fix: "Replace the clutch relay; repair a shorted control wire; replace or repair the PCM only after the wiring checks out (a replacement PCM usually needs programming to the VIN).",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the A/C clutch relay",
            partsLow: 10,
            partsHigh: 45,
            laborHoursLow: 0.2,
            laborHoursHigh: 0.5,
          },
          {
            name: "Repair a shorted relay control wire",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
        ],
        excludes: "Diagnosis fee, taxes, and PCM repair or replacement with programming if the driver is at fault.",
      },
      verdict: "ok",
      verdictReason: "The car is safe to drive; pull the relay to stop the compressor until it is fixed.",
      codes: ["P0646", "P0647"],
      terms: ["clutch relay", "welded contacts", "PCM driver"],
      related: ["ac-clutch-relay-or-fuse", "evaporator-icing-airflow-drops"],
    },
    {
      slug: "ac-cuts-out-under-load",
      title: "A/C goes warm for a few seconds when flooring it or climbing long hills",
      summary:
        "Most engines switch the compressor off at wide-open throttle, which is normal. If the A/C drops out for minutes at a time on hills or in heat, look at high head pressure or engine temperature instead.",
      symptoms: [
        "Vent air warms briefly during hard acceleration, then recovers",
        "A/C cuts out during long climbs or while towing on hot days",
        "Temperature gauge higher than normal when it happens",
        "Compressor clutch clicks off with the pedal near the floor",
      ],
      symptomIds: ["cools-then-warms", "compressor-not-engaging"],
      causes: [
        {
          likelihood: "common",
          part: "Normal wide-open-throttle compressor cutout",
          why: "The engine computer drops the compressor for a few seconds at full throttle to give the engine all its power.",
        },
        {
          likelihood: "occasional",
          part: "High-pressure cutout from condenser airflow or overcharge",
          why: "Under sustained load, head pressure rises to the cutout point and the compressor shuts off until it falls.",
        },
        {
          likelihood: "occasional",
          part: "Engine-temperature A/C cutout",
          why: "Many engines disable the A/C near 230–240 °F coolant temperature to reduce load and heat.",
        },
        {
          likelihood: "rare",
          part: "Throttle position or pedal sensor fault",
          why: "A sensor reading full throttle when it isn't triggers the cutout at partial pedal.",
        },
      ],
      checks: [
        {
          step: "Note whether the A/C returns within 5–15 seconds of lifting off the pedal.",
          tools: [],
          expect: "A quick return points to normal wide-open-throttle cutout.",
        },
        {
          step: "Watch coolant temperature and A/C pressure PIDs during a climb or tow.",
          tools: ["Scan tool"],
          expect: "Coolant over about 230 °F or high-side pressure near 400 psi when it cuts out explains the drop.",
        },
        {
          step: "Check throttle position at light throttle.",
          tools: ["Scan tool"],
          expect: "Throttle percentage that reads near 100% at part pedal indicates a sensor fault.",
        },
      ],
      fix: "Nothing is needed for a normal full-throttle cutout. Fix condenser airflow, charge or engine-cooling problems if pressure or temperature triggers the cutout; replace a faulty throttle or pedal sensor if it reads wrong.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "No repair: normal full-throttle cutout",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Clean the condenser or correct the charge",
            partsLow: 0,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace a throttle or pedal position sensor",
            partsLow: 80,
            partsHigh: 250,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
        ],
        excludes: "Diagnosis fee, taxes and any engine-cooling repair found.",
      },
      verdict: "careful",
      verdictReason:
        "A brief full-throttle cutout is harmless, but a cutout with the temperature gauge climbing means the engine is running hot; ease off, and pull over if it keeps rising.",
      codes: [],
      terms: ["WOT cutout", "high-pressure cutout"],
      related: ["condenser-airflow-blocked", "condenser-fan-not-running-with-ac", "idle-drops-when-ac-engages"],
    },
    {
      slug: "hissing-after-shutoff",
      title: "Hissing or gurgling from behind the dash after the engine is shut off",
      summary:
        "A short hiss from the dash after shutting the engine off is usually normal: high- and low-side pressures equalize through the expansion valve. It only matters if cooling is also getting worse.",
      symptoms: [
        "Soft hiss or gurgle behind the glove box for 10–60 seconds after shutdown",
        "Happens after the A/C was running",
        "Cooling performance is unchanged",
      ],
      symptomIds: ["dash-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Normal pressure equalization through the TXV",
          why: "High-pressure refrigerant bleeds through the expansion valve into the evaporator until both sides match, making a hissing sound.",
        },
        {
          likelihood: "occasional",
          part: "Refrigerant boiling in the evaporator",
          why: "Liquid left in the warm evaporator boils off and gurgles for a short time.",
        },
        {
          likelihood: "rare",
          part: "Evaporator or TXV leak",
          why: "A leak would show as a longer-lasting hiss with a loss of cooling over time.",
        },
      ],
      checks: [
        {
          step: "Time the hiss after shutdown on several occasions.",
          tools: ["Watch"],
          expect: "Under a minute and consistent is normal equalization.",
        },
        {
          step: "Track vent temperature over a few weeks on max A/C.",
          tools: ["Probe thermometer"],
          expect:
            "A center vent holding steady, typically 35–45 °F at 70–85 °F ambient on max, rules out a meaningful leak; a vent creeping up by 10 °F or more over the weeks means the charge is leaving.",
        },
        {
          step: "If cooling is fading, probe the center vents and drain outlet with a leak detector.",
          tools: ["Electronic leak detector"],
          expect: "An alarm at the vents or drain means the evaporator or TXV is leaking.",
        },
      ],
      fix: "No repair is needed for normal equalization. If a leak is confirmed, repair it as an evaporator or expansion-valve leak and recharge by weight.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0,
        laborHoursHigh: 0,
        excludes:
          "Leak testing and any evaporator or valve repair, which are priced separately if cooling is also fading.",
      },
      verdict: "ok",
      verdictReason: "A brief hiss after shutdown is a normal sound.",
      codes: [],
      terms: ["pressure equalization", "TXV"],
      related: ["evaporator-core-leak", "expansion-valve-stuck-closed"],
    },
    {
      slug: "climate-control-panel-dead",
      title: "Climate control buttons or display stopped responding",
      summary:
        "A dead HVAC control head, a blown fuse or lost communication with the HVAC module leaves the panel unresponsive. Check fuses, scan for network codes, then replace or reprogram the control panel.",
      symptoms: [
        "Climate display blank or frozen",
        "Buttons light up but do nothing, or some buttons work and others don't",
        "Blower stuck at one speed or vents stuck in one mode",
        "U-code stored for the HVAC module",
      ],
      symptomIds: ["controls-dead", "blower-not-working", "wrong-vents"],
      causes: [
        {
          likelihood: "common",
          part: "Failed HVAC control head (cracked solder joints or worn switches)",
          why: "Heat cycles crack solder joints on the circuit board, and heavily used buttons wear out.",
        },
        {
          likelihood: "occasional",
          part: "Blown fuse for the HVAC module or panel",
          why: "Without power or ignition feed, the panel cannot wake up.",
        },
        {
          likelihood: "occasional",
          part: "Lost communication between panel and HVAC module",
          why: "On networked systems a wiring or module fault cuts the message path, so commands never arrive.",
        },
        {
          likelihood: "rare",
          part: "Software fault needing an update",
          why: "Some models received HVAC module updates for frozen controls; a module can hang until reflashed.",
        },
      ],
      checks: [
        {
          step: "Check the HVAC and panel fuses on both sides with a meter or test light, key on.",
          tools: ["Test light"],
          expect:
            "Battery voltage (about 12.4–12.6 V, engine off) on both sides of every related fuse; 0 V on one side is a blown fuse to trace.",
        },
        {
          step: "Disconnect the battery for 10 minutes or pull the HVAC fuse to reset the module, then retest.",
          tools: ["Wrench"],
          expect: "A panel that works after a reset but fails again points to a module or software fault.",
        },
        {
          step: "Scan all modules for communication codes.",
          tools: ["Scan tool"],
          expect:
            "U0164 (lost communication with HVAC control module) or similar codes point to the network or module power.",
        },
        {
          step: "Check for technical service bulletins on the model's HVAC controls.",
          tools: ["Service information"],
          expect: "A TSB for a software update or updated panel points straight to the fix.",
        },
      ],
      fix: "Replace the fuse, replace or repair the control head (some need programming or configuration to the VIN), or apply the software update. Run the actuator calibration afterward.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the fuse or reset the module",
            partsLow: 10,
            partsHigh: 20,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Software update for the HVAC controls",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the control head and configure it",
            partsLow: 200,
            partsHigh: 700,
            laborHoursLow: 0.8,
            laborHoursHigh: 2.3,
          },
        ],
        excludes: "Diagnosis fee, taxes, programming fees and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Driving is fine, but if the system is stuck away from defrost, the windshield can't be cleared in cold or wet weather.",
      codes: ["U0164"],
      terms: ["HVAC control head", "TSB", "U-code"],
      related: ["blower-runs-with-key-off", "auto-climate-wrong-temperature", "mode-door-stuck-defrost"],
    },
    {
      slug: "auto-climate-wrong-temperature",
      title: "Automatic climate control blows too hot or too cold for the set temperature",
      summary:
        "A failed in-car temperature sensor, a clogged aspirator or a bad ambient sensor gives the automatic system wrong information. Compare each sensor's reading with a thermometer and replace the one that disagrees.",
      symptoms: [
        "Set to 72 °F but the cabin ends up far too warm or cold",
        "Blower runs on high constantly in AUTO",
        "Outside temperature display wrong or stuck",
        "Works better in manual mode than in AUTO",
      ],
      symptomIds: ["wrong-temperature", "blower-not-working"],
      causes: [
        {
          likelihood: "common",
          part: "In-car temperature sensor or aspirator blocked or failed",
          why: "A small fan or tube draws cabin air across the sensor; dust or a dead aspirator motor leaves it reading the dash's own temperature.",
        },
        {
          likelihood: "occasional",
          part: "Ambient air temperature sensor damaged behind the bumper",
          why: "The sensor sits in the grille area where impacts and corrosion skew its reading.",
        },
        {
          likelihood: "occasional",
          part: "Sun-load sensor on the dash failed",
          why: "The controller thinks there is strong sun and adds cooling, or vice versa.",
        },
        {
          likelihood: "rare",
          part: "Blend actuator out of calibration",
          why: "The controller commands the right position but the door is somewhere else.",
        },
      ],
      checks: [
        {
          step: "Compare the outside-temperature display with a thermometer in the shade after a 10-minute drive.",
          tools: ["Thermometer"],
          expect:
            "Within a few degrees is normal; a reading stuck at −40 °F or far off points to the ambient sensor or its wiring.",
        },
        {
          step: "Read all climate sensor PIDs (in-car, ambient, sun-load, duct temperatures).",
          tools: ["Scan tool with HVAC data"],
          expect: "Each should roughly match a thermometer in the same spot; the one that doesn't is the fault.",
        },
        {
          step: "Hold a tissue near the in-car sensor grille (usually a small slotted opening in the dash or headliner).",
          tools: ["Tissue"],
          expect:
            "The tissue should be drawn gently toward the grille; no pull means the aspirator is clogged or dead.",
        },
      ],
      fix: "Clean the aspirator grille or replace the in-car sensor and aspirator, replace the ambient or sun-load sensor, or recalibrate the actuators. Clear codes and test AUTO mode.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Recalibrate actuators or clean the aspirator",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace the in-car, ambient or sun-load sensor",
            partsLow: 25,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Diagnosis fee, taxes and bumper trim removal on some cars.",
      },
      verdict: "ok",
      verdictReason: "Comfort only; switch to manual control while waiting for the repair.",
      codes: ["P0070", "P0071", "P0072", "P0073"],
      terms: ["in-car temperature sensor", "aspirator", "ambient air temperature sensor", "sun-load sensor"],
      related: ["temperature-stuck-hot-or-cold", "climate-control-panel-dead", "dual-zone-sides-mismatch"],
    },
    {
      slug: "hybrid-electric-compressor-fault",
      title: "A/C stopped cooling on a hybrid or electric car",
      summary:
        "Hybrids and EVs use a high-voltage electric compressor; leaks, a failed compressor inverter or oil contamination are the usual faults. Only a technician trained on high-voltage systems should open it, using POE oil and dedicated equipment.",
      symptoms: [
        "A/C blows warm while the car drives normally",
        "No compressor hum when A/C is on and the car is in READY",
        "Hybrid system warning or insulation fault message in some cases",
        "Cabin doesn't cool while parked in READY with the engine off",
      ],
      symptomIds: ["blows-warm", "compressor-not-engaging"],
      causes: [
        {
          likelihood: "common",
          part: "Refrigerant leak (condenser, lines or fittings)",
          why: "The circuit leaks like any other, and the compressor controller refuses to run on low pressure.",
        },
        {
          likelihood: "occasional",
          part: "Failed electric compressor or its built-in inverter",
          why: "The motor windings or the drive electronics inside the compressor fail and set hybrid or A/C inverter codes.",
        },
        {
          likelihood: "occasional",
          part: "PAG oil or a DIY can added to a POE-oil system",
          why: "PAG oil insulates far less well than POE; mixed into the circuit it lowers the compressor's insulation resistance and can trigger an isolation fault.",
        },
        {
          likelihood: "rare",
          part: "Low 12-volt battery upsetting the control modules",
          why: "A weak auxiliary battery causes communication faults that disable the A/C.",
        },
      ],
      checks: [
        {
          step: "Scan all modules, including the hybrid and A/C inverter, for codes.",
          tools: ["Scan tool with hybrid coverage"],
          expect:
            "P0AA6 (isolation fault) or A/C inverter codes point to the compressor; low-pressure codes point to a leak.",
        },
        {
          step: "Check static pressure with the car off.",
          tools: ["Manifold gauges for the car's refrigerant"],
          expect:
            "Static pressure near saturation for the ambient temperature (about 70 psi at 70 °F, 87 psi at 80 °F) means refrigerant is present; well below that is a leak, not a compressor fault.",
        },
        {
          step: "Check service records for DIY cans or non-POE oil.",
          tools: [],
          expect: "Any PAG oil or sealant added to this system is a serious contamination risk.",
        },
        {
          step: "After following the high-voltage shutdown, measure compressor insulation resistance with a megohmmeter (trained technicians only).",
          tools: ["Insulation tester (megohmmeter)", "High-voltage gloves"],
          expect: "A value below the manufacturer's minimum confirms internal contamination or failure.",
        },
      ],
      fix: "Follow the high-voltage disable procedure, recover with equipment kept free of PAG oil, repair the leak or replace the electric compressor, flush out any PAG contamination, and add only the specified POE oil (such as Denso ND-11). Evacuate and charge by weight, then clear codes and verify insulation resistance.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Repair the leak and recharge with POE oil",
            partsLow: 150,
            partsHigh: 500,
            laborHoursLow: 1.7,
            laborHoursHigh: 3,
          },
          {
            name: "Replace the electric compressor",
            partsLow: 1200,
            partsHigh: 2800,
            laborHoursLow: 3,
            laborHoursHigh: 5,
          },
          {
            name: "Compressor plus a flush of PAG contamination",
            partsLow: 1400,
            partsHigh: 2800,
            laborHoursLow: 5,
            laborHoursHigh: 6.7,
          },
        ],
        excludes:
          "Diagnosis fee, taxes and dealer pricing; check whether the maker's hybrid-component warranty lists the electric compressor.",
      },
      verdict: "careful",
      verdictReason:
        "A plain leak is harmless, but an isolation fault means high voltage may reach the compressor housing; keep hands off and have it checked soon.",
      codes: ["P0AA6"],
      terms: ["electric compressor", "POE oil", "isolation fault", "high-voltage"],
      related: [
        "slow-refrigerant-leak",
        "compressor-internal-failure",
        "sealant-contaminated-system",
        "electric-vehicle/battery-chiller-fault-slow-charge-in-heat",
      ],
    },
    {
      slug: "windshield-fogs-defrost-weak",
      title: "Windshield fogs up inside and the defroster can't clear it",
      summary:
        "Defrost depends on the A/C drying the air. If the compressor isn't running, recirculation is stuck on or the carpet is wet, the glass fogs. Fix the root cause quickly because this is a visibility hazard.",
      symptoms: [
        "Inside of the windshield fogs faster than the defroster clears it",
        "Fog returns when switching to recirculation",
        "Damp smell or wet carpet",
        "A/C light on in defrost but compressor not engaging",
      ],
      symptomIds: ["foggy-windows", "compressor-not-engaging", "water-inside"],
      causes: [
        {
          likelihood: "common",
          part: "A/C compressor not running in defrost",
          why: "Without the evaporator pulling moisture out, humid air hits cold glass and condenses.",
        },
        {
          likelihood: "occasional",
          part: "Recirculation door stuck in recirculate",
          why: "Breath and wet-clothes moisture keep circulating and collect on the glass.",
        },
        {
          likelihood: "occasional",
          part: "Wet carpet from a clogged drain or body leak",
          why: "Water under the carpet evaporates into the cabin air all the time.",
        },
        {
          likelihood: "rare",
          part: "Leaking heater core",
          why: "Coolant vapor leaves a greasy, sweet-smelling film that fogs the glass and is hard to wipe off.",
        },
      ],
      checks: [
        {
          step: "Select defrost and watch the compressor clutch or the A/C status on the scan tool.",
          tools: ["Flashlight", "Scan tool"],
          expect:
            "The compressor should run in defrost above about 40 °F ambient; no engagement sends you to the compressor entries.",
        },
        {
          step: "Toggle recirculation and listen for the door and feel for outside air.",
          tools: [],
          expect: "No change in airflow or sound means the recirc door may be stuck.",
        },
        {
          step: "Press the carpet in both front footwells and the rear seats.",
          tools: [],
          expect: "Damp carpet explains constant fogging.",
        },
        {
          step: "Wipe the glass with a clean white cloth and smell it.",
          tools: ["Clean white cloth"],
          expect: "A greasy, sweet residue means heater-core coolant.",
        },
      ],
      fix: "Restore compressor operation (relay, clutch, leak repair), repair the recirc door, or dry the carpet and clear the drain. Clean the inside of the glass once the cause is fixed; a film-covered windshield fogs faster.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clear the drain and dry the carpet",
            partsLow: 0,
            partsHigh: 20,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the recirculation door actuator",
            partsLow: 25,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Restore the compressor (relay, clutch or leak repair)",
            partsLow: 60,
            partsHigh: 400,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Diagnosis fee, taxes and heater core replacement, which costs much more.",
      },
      verdict: "careful",
      verdictReason:
        "Poor visibility is a crash risk; keep a window cracked, use fresh-air mode and pull over if the glass fogs over.",
      codes: [],
      terms: ["defrost", "recirculation door", "dew point"],
      related: ["recirculation-door-stuck", "evaporator-drain-clogged", "blower-motor-dead", "ac-clutch-relay-or-fuse"],
    },
  ],
};
