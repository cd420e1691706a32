import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "No-crank, crank-no-start, hard-start and starts-then-dies problems traced end to end: battery, starter, immobilizer, fuel, spark and compression. Diesel and hybrid no-starts have their own systems.",
  howItWorks: [
    "A start needs three things in order: enough electrical power to spin the engine, permission from the security system, then fuel, spark and compression to make it fire. Turning the key or pressing START asks the PCM or body module to close the starter relay; that feeds the solenoid's S terminal, the solenoid throws the pinion into the flywheel ring gear and connects the starter motor to the battery, which then carries 100–250 A on a typical gasoline engine.",
    "While the engine cranks at roughly 150–300 rpm, the crankshaft and camshaft position sensors tell the PCM where each piston is. Once the immobilizer accepts the key's transponder code, the PCM runs the fuel pump (most prime for about two seconds at key-on), pulses the injectors and fires the coils. Diesels light their fuel with compression heat instead of spark, helped by glow plugs or an intake grid heater when cold, and their injectors won't fire until rail pressure (or high-pressure oil on Ford's HEUI engines) is high enough.",
    "Hybrids start differently. Pressing POWER wakes the hybrid control computer on the 12 V auxiliary battery; it checks the key, brake pedal and shifter, precharges the inverter and closes the high-voltage contactors. READY on the dash means the drive system is live, and the gasoline engine starts later, only when the computer wants it.",
  ],
  howItFails: [
    "Batteries cause more no-starts than anything else, most of them on the first hard freeze or after the car sits: a three- to five-year-old battery (younger in hot states) that cranked fine in September can't do it at 10 °F. Next come loose or corroded terminals and cables, starters whose solenoid contacts or brushes are worn, and park/neutral or brake switches that stop the starter from ever being commanded.",
    "Crank-no-start splits into four groups: no fuel (pump, relay, Ford's frame-mounted pump driver module, an empty tank behind a lying gauge), no spark or no engine-position signal (crank sensor, coil power feed), a security system refusing the key (GM Passlock, Ford PATS, Chrysler's WIN module, Nissan's electronic steering lock), and no compression (a snapped timing belt or a jumped chain). Scan-tool RPM while cranking, a spark tester and a fuel pressure gauge separate them in minutes.",
    "Diesels add gelled fuel, dead glow plugs and high-pressure pump failures such as the Bosch CP4.2 on LML Duramax and 6.7 L Power Stroke engines, while 6.0 L Power Strokes lose their FICM voltage or leak high-pressure oil. A hybrid that won't go to READY usually has a tired 12 V auxiliary battery, not a failed high-voltage pack. Diesel (Comprehensive) and Hybrid Systems take those faults one by one.",
  ],
  tools: [
    "Digital multimeter: resting and cranking voltage, voltage drop, sensor circuits",
    "Battery conductance tester or carbon-pile load tester",
    "Inductive amp clamp for starter draw and fuel pump current",
    "Test light and fused jumper leads for fuses, relays and feeds",
    "Scan tool with live data: cranking RPM, immobilizer status, rail pressure",
    "Fuel pressure gauge kit with Schrader and quick-connect adapters",
    "Adjustable spark tester set to about 25 kV",
    "Compression gauge to confirm a broken belt or low cylinder",
    "Breaker bar and crank-bolt socket to turn the engine by hand",
    "Jump pack or heavy-gauge booster cables",
  ],
  safety: [
    "Jump-start positive to positive, then the booster's negative to bare engine metal on the dead car, away from its battery: a charging battery vents hydrogen that a spark at the post can ignite.",
    "Crank no longer than 10–15 seconds at a time and rest at least 30 seconds between tries; a starter run continuously overheats and can melt its windings or cables.",
    "Never pour gasoline into the intake to get an engine going, and never use starting fluid on a diesel with glow plugs or an intake grid heater: either can cause an intake fire or explosion.",
    "Disconnect the battery negative before touching starter wiring; the starter's B+ stud is live at all times and a wrench bridging it to the block can weld itself red hot.",
    "Hybrid high-voltage cables are orange: never cut, unplug or probe them. Only technicians trained and equipped with rated insulating gloves should open the high-voltage system.",
    "Fuel rails hold 35–65 psi on port injection and far more on direct-injection and diesel systems; relieve pressure, keep flames and sparks away and have an extinguisher at hand before opening a line.",
  ],
  symptoms: [
    { id: "single-click", label: "One click, then nothing, when trying to start" },
    { id: "rapid-clicking", label: "Rapid clicking or chattering from under the hood" },
    { id: "no-crank-no-sound", label: "Nothing happens at all when turning the key or pressing START" },
    { id: "dash-dark", label: "Dash and lights dim, flicker or stay completely dark" },
    { id: "slow-crank", label: "Engine cranks slowly or sounds labored" },
    { id: "cranks-no-start", label: "Engine cranks at normal speed but never fires" },
    { id: "security-light", label: "Security, key or theft light on or flashing" },
    { id: "key-problem", label: "Key won't turn, or the key fob isn't detected" },
    { id: "hard-start-cold", label: "Hard to start when the engine is cold" },
    { id: "hard-start-hot", label: "Hard to start when hot or after a short stop" },
    { id: "starts-then-dies", label: "Starts, then dies within seconds or at the first stop" },
    { id: "fuel-smell", label: "Strong raw-fuel smell while cranking" },
    { id: "starter-noise", label: "Grinding, whirring or clunking noise when starting" },
    { id: "long-crank", label: "Cranks a long time before it finally starts" },
  ],
  problems: [
    {
      slug: "dead-battery-rapid-clicking",
      title: "Rapid clicking and a dim dash when you try to start",
      summary:
        "Almost always a discharged or worn-out battery that can't hold the starter solenoid in. Jump-start or charge it, then load-test the battery and check charging voltage before trusting it again.",
      symptoms: [
        "Fast machine-gun clicking from the engine bay for as long as the key is held in START",
        "Dash lights dim hard or flicker in time with the clicking",
        "Dome light weak, power locks slow or silent",
        "A jump start cranks the engine at normal speed right away",
      ],
      symptomIds: ["rapid-clicking", "dash-dark", "slow-crank"],
      causes: [
        {
          likelihood: "common",
          part: "Discharged battery (lights left on, short trips, weeks parked)",
          why: "Below roughly 12.0 V at rest the solenoid pulls in, the starter load drags voltage down, the hold-in winding lets go and the cycle repeats many times a second: that is the clicking.",
        },
        {
          likelihood: "occasional",
          part: "Battery at end of life with a failed cell or sulfated plates",
          why: "It can show 12.4 V with no load yet collapse under the starter's draw because its internal resistance has climbed; three- to five-year-old batteries in hot states fail this way most.",
        },
        {
          likelihood: "occasional",
          part: "Charging system not keeping the battery up",
          why: "A failed alternator or slipping belt lets the car run down its battery while driving, so it dies at the next restart; a battery light or under 13 V running gives it away.",
        },
      ],
      checks: [
        {
          step: "With everything off and the car parked at least 30 minutes, measure voltage directly on the battery posts.",
          tools: ["Digital multimeter"],
          expect:
            "12.6 V is full charge, 12.4 V about 75%, 12.2 V about half; under 12.0 V is too flat to crank and explains the clicking by itself.",
        },
        {
          step: "Watch the voltage at the posts while a helper tries to crank.",
          tools: ["Digital multimeter"],
          expect:
            "A healthy battery stays at or above 9.6 V; a fall to 6–8 V with clicking confirms it can't deliver starter current.",
        },
        {
          step: "Charge it fully, then run a conductance test, or a load test at half the CCA rating for 15 seconds.",
          tools: ["Smart battery charger", "Battery conductance tester", "Carbon-pile load tester"],
          expect:
            "Voltage holding above 9.6 V at about 70 °F passes; a conductance result well under rated CCA or a 'replace' verdict condemns it.",
        },
        {
          step: "Run the engine and measure battery voltage at idle and at 2,000 rpm with headlights and blower on high.",
          tools: ["Digital multimeter"],
          expect:
            "13.5–14.8 V means the alternator is charging; under 13 V means the battery was drained by a charging fault, not only by age.",
        },
      ],
      fix: "Recharge a healthy but flat battery on a smart charger (a 20-minute drive does not refill a deeply discharged one); replace one that fails the load or conductance test with the correct group size, CCA and type. On cars with a battery monitor sensor, common on stop-start BMW, Mercedes-Benz, VW/Audi and Ford models, register the new battery with a scan tool. Clean and tighten both terminals.",
      difficulty: 1,
      cost: {
        partsLow: 120,
        partsHigh: 350,
        laborHoursLow: 0,
        laborHoursHigh: 0.6,
        excludes:
          "Estimate; excludes jump or tow fee, taxes, core charge, and registration on cars that need a scan tool for it.",
      },
      verdict: "careful",
      verdictReason:
        "Once jumped it drives normally but may not restart; go straight to a battery test and don't shut it off where you can't get help.",
      codes: ["P0562"],
      terms: ["CCA", "load test", "conductance tester", "battery monitor sensor"],
      related: [
        "loose-corroded-battery-terminal",
        "weak-battery-cold-morning",
        "electrical/battery-drains-after-sitting",
      ],
    },
    {
      slug: "loose-corroded-battery-terminal",
      title: "Everything goes dead the moment you turn the key to START",
      summary:
        "A loose or corroded battery terminal is the usual cause: it passes enough current for lights but not for the starter. Clean and tighten both clamps, then confirm with a voltage-drop test.",
      symptoms: [
        "Dash, radio and dome light work normally until the key reaches START, then everything blacks out",
        "Sometimes one faint tick before the darkness",
        "White or blue-green crust on a post, or a clamp that twists by hand",
        "Wiggling the cable at the battery brings the power back",
        "The battery tests good once it's off the car",
      ],
      symptomIds: ["dash-dark", "single-click", "no-crank-no-sound"],
      causes: [
        {
          likelihood: "common",
          part: "Corrosion between the battery post and clamp",
          why: "Sulfate and copper corrosion add resistance at the joint; at 150 A or more even 0.05 Ω drops most of the voltage, so the whole car loses power at once.",
        },
        {
          likelihood: "common",
          part: "Loose clamp, or a clamp that has bottomed out on a worn post",
          why: "A clamp that can rotate touches only at a few points; it carries the few amps the lights need but opens up under cranking load.",
        },
        {
          likelihood: "occasional",
          part: "Cable corroded inside its insulation near the end",
          why: "Acid wicks up the copper strands; the outside looks fine, but resistance climbs every season. Side-post GM batteries often corrode under the terminal bolt the same way.",
        },
        {
          likelihood: "rare",
          part: "Battery post broken loose from its internal strap",
          why: "Overtightening or vibration can crack the post inside the case, so contact comes and goes and no amount of cleaning helps.",
        },
      ],
      checks: [
        {
          step: "With the engine off, try to twist each clamp by hand and look under the clamp edges for crust.",
          tools: ["Gloves and eye protection"],
          expect: "Neither clamp should move at all; any rotation or white or green deposit is a likely answer.",
        },
        {
          step: "Measure voltage drop from each battery post itself (not the clamp) to its clamp while a helper cranks or tries to.",
          tools: ["Digital multimeter"],
          expect:
            "Under 0.1 V across each post-to-clamp joint is good; 0.5 V or more, or a reading jumping toward battery voltage, pins the bad connection.",
        },
        {
          step: "Measure the drop along the whole positive path (post to starter B+ stud) and the ground path (negative post to engine block) during cranking.",
          tools: ["Digital multimeter", "Long test leads"],
          expect:
            "About 0.5 V or less on the positive side and 0.3 V or less on the ground side; more points to the cable itself.",
        },
        {
          step: "Squeeze and flex the first few inches of each cable next to its terminal.",
          tools: [],
          expect:
            "A cable that feels crunchy, swollen or stiff, or shows green at the insulation edge, is corroded inside and should be replaced, not cleaned.",
        },
      ],
      fix: "Disconnect negative first, clean posts and clamps to bright metal with a post brush and baking-soda solution, refit positive then negative, and tighten until the clamp can't rotate without crushing the soft lead post. Replace any cable that's corroded under the insulation or a clamp that bottoms out with a complete cable, not a bolt-on repair clamp. Coat with terminal protector. Expect to reset power-window auto-up and radio presets.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner cleans and tightens the clamps",
            partsLow: 0,
            partsHigh: 10,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Shop replaces a corroded battery cable",
            partsLow: 30,
            partsHigh: 120,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
        ],
        excludes: "Estimate; excludes taxes, and a battery if the post itself is damaged.",
      },
      verdict: "ok",
      verdictReason:
        "Nothing about how it drives is unsafe; the risk is being stranded, and a poor terminal can also upset charging voltage.",
      codes: [],
      terms: ["voltage drop", "side-post battery", "battery terminal"],
      related: ["dead-battery-rapid-clicking", "electrical/missing-engine-ground-strap", "starter-single-click"],
      commonOn: [
        { make: "chevrolet" },
        { make: "gmc" },
        { make: "buick" },
        { make: "cadillac" },
        { make: "pontiac" },
        { make: "oldsmobile" },
      ],
    },
    {
      slug: "weak-battery-cold-morning",
      title: "Slow, labored cranking on the first cold morning of the year",
      summary:
        "An aging battery loses much of its cranking power below freezing while cold oil makes the engine harder to turn. Load-test the battery; most that fail the first cold snap are four or more years old.",
      symptoms: [
        "Engine turns over sluggishly, rrr… rrr… rrr, then starts reluctantly or not at all",
        "Started fine yesterday afternoon at 50 °F and struggles at 15 °F",
        "Cranking gets slower with every attempt",
        "Headlights dim noticeably during cranking",
      ],
      symptomIds: ["slow-crank", "hard-start-cold", "dash-dark"],
      causes: [
        {
          likelihood: "common",
          part: "Battery near the end of its life",
          why: "A fully charged battery has well under two-thirds of its warm-weather cranking power at 0 °F while the engine needs more to turn, so a battery with lost capacity falls short on the first hard freeze.",
        },
        {
          likelihood: "occasional",
          part: "Oil heavier than the engine specifies",
          why: "A 10W-30 or 20W-50 in an engine built for 0W-20 multiplies cold cranking drag, so the starter can't spin it fast enough for a clean crank signal and good fuel atomization.",
        },
        {
          likelihood: "occasional",
          part: "Battery chronically undercharged by short winter trips",
          why: "Ten-minute trips with heater, lights and rear defrost on never replace what each cold start takes, so the battery lives partly charged and sulfates.",
        },
      ],
      checks: [
        {
          step: "Read open-circuit battery voltage after the car has sat overnight.",
          tools: ["Digital multimeter"],
          expect:
            "12.6 V or more is full; 12.4 V or less on a cold morning means it starts the day already short of charge.",
        },
        {
          step: "Read the date code on the battery case and compare its CCA rating with the owner's manual.",
          tools: [],
          expect:
            "More than about four years old, or rated below the original CCA (many V6 and V8 cars call for 600–800 CCA), makes the battery the prime suspect.",
        },
        {
          step: "Charge fully, let it rest an hour, then conductance-test it or load-test at half CCA for 15 seconds.",
          tools: ["Smart battery charger", "Battery conductance tester"],
          expect:
            "At least 9.6 V at the end of the load (slightly less allowed for a cold battery per the tester's chart) passes.",
        },
        {
          step: "Check the oil grade on the last service record against the oil filler cap or manual.",
          tools: [],
          expect: "Any heavier grade than specified should be changed before a starter gets blamed.",
        },
      ],
      fix: "Replace a battery that fails with one that meets or beats the original CCA and type (AGM where the car came with AGM), and register it on cars with a battery monitor. For cars parked outside through northern winters, a block heater or a plug-in battery maintainer makes a big difference. Use the oil grade on the filler cap.",
      difficulty: 1,
      cost: {
        partsLow: 130,
        partsHigh: 350,
        laborHoursLow: 0,
        laborHoursHigh: 0.5,
        excludes:
          "Estimate; excludes block heater installation, taxes, and battery registration where a scan tool is required.",
      },
      verdict: "careful",
      verdictReason:
        "Once running it drives normally, but the next cold start may fail; replace the battery before relying on the car.",
      codes: [],
      terms: ["CCA", "AGM battery", "block heater", "open-circuit voltage"],
      related: [
        "dead-battery-rapid-clicking",
        "starter-slow-crank-high-draw",
        "electrical/battery-drains-after-sitting",
      ],
    },
    {
      slug: "starter-single-click",
      title: "One loud click from under the hood and the engine won't turn over",
      summary:
        "A single click with a bright dash usually means the starter solenoid closes but its worn contacts or motor pass no current. Prove battery and cables good with a voltage-drop test, then replace the starter.",
      symptoms: [
        "One solid clack each time the key is turned, no cranking",
        "Dash lights stay bright and don't dim when you try",
        "Repeated tries sometimes catch and it cranks normally",
        "Tapping the starter body while a helper holds START may get it to crank",
        "Happened more often over a few weeks before it quit completely",
      ],
      symptomIds: ["single-click", "no-crank-no-sound"],
      causes: [
        {
          likelihood: "common",
          part: "Burned or pitted solenoid main contacts",
          why: "Every start arcs the copper contacts; once eroded, the plunger still closes (the click) but the contact disc no longer conducts, so no current reaches the motor.",
        },
        {
          likelihood: "common",
          part: "Worn starter brushes or an armature dead spot",
          why: "Short brushes or a burned commutator segment leave no current path at that rotor position; a tap on the case jars the brushes into contact, which is why the hammer trick works.",
        },
        {
          likelihood: "occasional",
          part: "High resistance in the battery cable or ground path",
          why: "Enough voltage reaches the solenoid to click it, but a corroded cable drops so much under load that the motor stalls; the dash stays bright because almost no current flows.",
        },
        {
          likelihood: "rare",
          part: "Engine mechanically locked",
          why: "With a hydrolocked or seized engine the solenoid engages and the motor stalls against the load, giving the same click and perhaps a grunt.",
        },
      ],
      checks: [
        {
          step: "Check resting battery voltage and note whether the dash dims when you turn to START.",
          tools: ["Digital multimeter"],
          expect: "12.4 V or more with bright, steady lights during the click points away from the battery.",
        },
        {
          step: "Measure voltage drop from the battery positive post to the starter B+ stud during a start attempt.",
          tools: ["Digital multimeter", "Long test leads"],
          expect: "0.5 V or less; more means the cable or a connection is starving the starter.",
        },
        {
          step: "Back-probe the solenoid S terminal while a helper turns the key.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect: "10.5 V or more shows the control circuit is doing its job and the fault is inside the starter.",
        },
        {
          step: "Measure from the motor terminal (the strap between solenoid and motor) to ground during the attempt.",
          tools: ["Digital multimeter"],
          expect:
            "Near 0 V with good voltage on B+ and S means the solenoid contacts aren't closing; voltage present with no rotation means brushes or armature.",
        },
        {
          step: "Put a breaker bar on the crankshaft bolt and turn the engine one full revolution in its normal direction.",
          tools: ["Breaker bar", "Crank-bolt socket"],
          expect:
            "It should turn with even, rhythmic compression resistance; if it won't move, stop and diagnose a locked engine before fitting a starter.",
        },
      ],
      fix: "Replace the starter with a new or quality remanufactured unit; on Denso-type starters common on Toyota and Honda the solenoid contacts and plunger can be replaced alone. Clean the mounting face, torque the mounting bolts, hold the B+ stud while tightening its nut, and refit any heat shield. Labor climbs where the starter sits under the intake manifold, as on Toyota's 5.7 L V8 in the Tundra and Sequoia.",
      difficulty: 3,
      cost: {
        partsLow: 150,
        partsHigh: 450,
        laborHoursLow: 0.8,
        laborHoursHigh: 5.3,
        excludes:
          "Estimate; excludes diagnosis, taxes, intake gaskets where the starter sits under the manifold, and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "Once it's running it drives normally; just avoid shutting it off anywhere you couldn't wait for a tow.",
      codes: [],
      terms: ["starter solenoid", "S terminal", "B+ terminal", "voltage drop"],
      related: ["starter-relay-or-fuse", "loose-corroded-battery-terminal", "seized-engine", "hydrolocked-engine"],
    },
    {
      slug: "starter-slow-crank-high-draw",
      title: "Engine cranks slowly even with a new, fully charged battery",
      summary:
        "With the battery proven good, a worn starter pulling too much current or resistance in the cables is the usual cause. A current-draw test plus a voltage-drop test separates the two in ten minutes.",
      symptoms: [
        "Cranking sounds lazy and uneven, often worse when the engine is hot",
        "Battery is new or tests good",
        "A jump pack or second battery barely helps",
        "Hot-wiring or electrical smell near the starter after several tries",
        "Once it fires, the engine runs normally",
      ],
      symptomIds: ["slow-crank", "hard-start-hot"],
      causes: [
        {
          likelihood: "common",
          part: "Starter motor with worn bushings or a dragging armature",
          why: "When the bushings wear, the armature rubs the field magnets; the motor draws far more current and turns slower, and heat makes the drag worse.",
        },
        {
          likelihood: "common",
          part: "Corroded positive cable or engine ground",
          why: "Resistance in the high-current path robs voltage from the motor while the battery stays fairly high, so the battery tests good but the starter starves.",
        },
        {
          likelihood: "occasional",
          part: "Excess mechanical drag in the engine",
          why: "Oil much heavier than specified, a seizing A/C compressor or alternator bearing, or a failing crank bearing makes the engine itself hard to turn.",
        },
      ],
      checks: [
        {
          step: "Disable fuel or ignition (pull the EFI or fuel pump fuse) and measure battery voltage during a 5-second crank.",
          tools: ["Digital multimeter", "Fuse puller"],
          expect:
            "9.6–10.5 V is normal; if the battery holds above 10.5 V yet cranking is slow, the loss is in cables or starter.",
        },
        {
          step: "Voltage-drop test the positive cable (battery post to starter B+) and ground (negative post to engine block) while cranking.",
          tools: ["Digital multimeter", "Long test leads"],
          expect: "No more than about 0.5 V positive and 0.3 V ground; a higher reading pins the fault on that side.",
        },
        {
          step: "Clamp an inductive ammeter around the battery cable and crank for a few seconds with the engine disabled.",
          tools: ["Inductive amp clamp"],
          expect:
            "Typical steady draw is about 100–150 A for a four-cylinder, 125–200 A for a V6 and 150–250 A for a V8; well above that with slow speed means a dragging starter or engine.",
        },
        {
          step: "Remove the accessory belt and turn the crankshaft by hand with a breaker bar, then spin each accessory pulley.",
          tools: ["Breaker bar", "Serpentine belt tool"],
          expect:
            "Smooth effort apart from compression strokes; a pulley that grinds or resists points to that accessory, not the starter.",
        },
      ],
      fix: "Replace the starter when draw is high and the engine turns freely; replace any cable or ground strap with excess drop, and any dragging accessory. Refill with the specified oil grade. Recheck cranking speed and draw afterward so the new starter isn't fighting the same resistance.",
      difficulty: 3,
      cost: {
        partsLow: 150,
        partsHigh: 450,
        laborHoursLow: 0.8,
        laborHoursHigh: 4,
        excludes: "Estimate; excludes diagnosis, taxes, and cables or accessories found bad during testing.",
      },
      verdict: "ok",
      verdictReason: "Driving isn't affected; the risk is a hot restart that fails somewhere inconvenient.",
      codes: [],
      terms: ["current draw", "inductive amp clamp", "voltage drop"],
      related: ["weak-battery-cold-morning", "electrical/missing-engine-ground-strap", "starter-heat-soak"],
    },
    {
      slug: "starter-grinding-or-freewheeling",
      title: "Grinding or a high whir when starting, and the engine may not turn",
      summary:
        "The starter pinion isn't meshing properly with the flywheel ring gear: a worn starter drive or chipped ring-gear teeth. Inspect the ring gear through the starter opening before buying only a starter.",
      symptoms: [
        "Harsh metallic grinding as the key is turned, sometimes only at certain engine stop positions",
        "High-pitched whir with the engine not turning (starter spinning free)",
        "Brief grinding after the engine has already started",
        "Metal filings around the starter nose or bellhousing opening",
      ],
      symptomIds: ["starter-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Worn starter drive (overrunning clutch) or pinion teeth",
          why: "A slipping one-way clutch lets the motor spin without driving the pinion, which is the free whir; chipped pinion teeth skate over the ring gear and grind.",
        },
        {
          likelihood: "occasional",
          part: "Damaged teeth on the flywheel or flexplate ring gear",
          why: "Engines tend to stop in a few favored positions, so the same ring-gear teeth take every engagement; once those chip, it grinds only when the engine stops there.",
        },
        {
          likelihood: "occasional",
          part: "Loose starter mounting bolts or a missing shim",
          why: "A starter that moves away from the ring gear under load meshes only partway and chews the tips of both gears; some GM V8 starters need shims for correct pinion depth.",
        },
        {
          likelihood: "rare",
          part: "Starter staying engaged after the engine starts",
          why: "A sticking solenoid or ignition switch keeps the pinion in mesh, so the running engine overspins and grinds it; a starter still running after the key is released must be disconnected at once.",
        },
      ],
      checks: [
        {
          step: "Listen from outside the car while a helper cranks, and note whether the engine turns.",
          tools: [],
          expect:
            "A whir with no rotation points to the starter drive; grinding with rotation points to pinion or ring-gear teeth.",
        },
        {
          step: "With the battery disconnected, check that both starter mounting bolts are present and tight.",
          tools: ["Socket set"],
          expect:
            "Both bolts present and tight, commonly about 18–50 ft-lb depending on the engine (typical; confirm in the service information); a loose or missing bolt lets the pinion chip teeth.",
        },
        {
          step: "Remove the starter, then turn the engine slowly by hand and inspect the entire ring gear through the opening or inspection cover.",
          tools: ["Breaker bar", "Flashlight", "Inspection mirror"],
          expect:
            "Square, even teeth all the way round; one or two patches of chipped, rounded or missing teeth confirm ring-gear damage.",
        },
        {
          step: "Turn the removed starter's pinion by hand in both directions, then bench-test it with jumper cables clamped in a vise.",
          tools: ["Bench vise", "Jumper cables"],
          expect:
            "The pinion should lock one way and freewheel the other, and shoot out and spin hard on the bench; freewheeling both ways confirms a failed drive.",
        },
      ],
      fix: "Replace the starter if only the pinion or drive is damaged. Chipped ring-gear teeth mean a new flexplate (automatic) or flywheel or ring gear (manual), which requires removing the transmission and multiplies the labor. Set mesh and shims where specified, torque the bolts, and confirm the starter drops out the moment the key is released.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Starter replacement", partsLow: 150, partsHigh: 450, laborHoursLow: 0.8, laborHoursHigh: 2.5 },
          {
            name: "Mounting bolts tightened or shim refitted",
            partsLow: 0,
            partsHigh: 20,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Flexplate or flywheel replaced with the transmission out",
            partsLow: 250,
            partsHigh: 700,
            laborHoursLow: 5,
            laborHoursHigh: 9.3,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, and a clutch kit or rear main seal often replaced while the transmission is out.",
      },
      verdict: "careful",
      verdictReason:
        "It will drive, but each grinding start chews more teeth, and a starter that keeps running after the key is released can overheat and start a fire.",
      codes: [],
      terms: ["ring gear", "flexplate", "overrunning clutch", "starter pinion"],
      related: ["starter-single-click", "starter-slow-crank-high-draw"],
      commonOn: [
        {
          make: "chevrolet",
          years: [1981, 2002],
          engines: [
            { name: "5.0L small-block V8", liters: 5.0 },
            { name: "5.7L small-block V8", liters: 5.7 },
            { name: "7.4L big-block V8", liters: 7.4 },
          ],
        },
        {
          make: "gmc",
          years: [1981, 2002],
          engines: [
            { name: "5.0L small-block V8", liters: 5.0 },
            { name: "5.7L small-block V8", liters: 5.7 },
            { name: "7.4L big-block V8", liters: 7.4 },
          ],
        },
      ],
    },
    {
      slug: "starter-heat-soak",
      title: "Starter won't engage after a hot drive but works once the engine cools",
      summary:
        "Heat soak: a worn starter loses its margin when the engine bay is hot, often helped by a missing heat shield near the exhaust. Test it hot, then replace the starter and refit the shield.",
      symptoms: [
        "Starts every morning, but after a long drive and a short stop it clicks or cranks very slowly",
        "Waiting 30–60 minutes lets it start normally",
        "Starter sits close to an exhaust manifold or downpipe",
        "Heat shield missing, loose or hanging",
      ],
      symptomIds: ["hard-start-hot", "single-click", "slow-crank"],
      causes: [
        {
          likelihood: "common",
          part: "Worn starter whose winding resistance rises with heat",
          why: "Copper windings and solenoid coils gain resistance as they heat; a marginal starter that just works cold can no longer pull in the solenoid or spin the engine fast enough hot.",
        },
        {
          likelihood: "occasional",
          part: "Missing or damaged starter heat shield",
          why: "Shields were fitted where the starter sits inches from the exhaust, as on many 1990s–2000s GM V8 trucks and vans; without one the solenoid cooks after shutdown.",
        },
        {
          likelihood: "occasional",
          part: "High resistance in the S-terminal feed",
          why: "A weak connection in the start circuit drops just enough voltage that a hot pull-in winding can't close the solenoid; a remote starter relay cures many of these.",
        },
      ],
      checks: [
        {
          step: "Reproduce the fault hot and, during a failed attempt, measure S-terminal voltage and the battery-to-B+ drop.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "S terminal at 10.5 V or more and a cable drop of 0.5 V or less with no crank put the fault in the starter itself.",
        },
        {
          step: "Inspect for the heat shield and the gap between starter and exhaust.",
          tools: ["Flashlight"],
          expect: "A missing shield or exhaust within an inch or two of the solenoid confirms heat as the trigger.",
        },
        {
          step: "Compare cranking current and speed cold against hot.",
          tools: ["Inductive amp clamp"],
          expect: "A starter that draws noticeably more and spins slower when hot is worn.",
        },
        {
          step: "Check the exhaust manifold and downpipe gasket next to the starter for a leak.",
          tools: ["Flashlight"],
          expect: "Black soot streaks or a ticking leak blowing toward the starter add heat and should be fixed too.",
        },
      ],
      fix: "Replace the starter and fit a new heat shield or a heat-reflective starter blanket. If S-terminal voltage sagged when hot, add a remote relay to feed the solenoid straight from the battery. Fix any exhaust leak aimed at the starter.",
      difficulty: 3,
      cost: {
        partsLow: 170,
        partsHigh: 500,
        laborHoursLow: 0.8,
        laborHoursHigh: 3,
        excludes: "Estimate; excludes diagnosis, taxes, and exhaust manifold gasket or stud repair if a leak is found.",
      },
      verdict: "ok",
      verdictReason: "Nothing unsafe about driving it; plan stops for shade and cool-down time until it's fixed.",
      codes: [],
      terms: ["heat soak", "starter heat shield", "S terminal"],
      related: ["starter-single-click", "starter-slow-crank-high-draw", "honda-main-relay-hot"],
      commonOn: [
        {
          make: "chevrolet",
          models: ["gmt-400", "silverado", "suburban", "tahoe", "g-series", "express"],
          years: [1990, 2009],
        },
        {
          make: "gmc",
          models: ["sierra", "suburban", "yukon", "yukon-xl", "vandura", "rally", "savana"],
          years: [1990, 2009],
        },
      ],
    },
    {
      slug: "starter-relay-or-fuse",
      title: "Dash lights come on normally but turning the key does nothing, not even a click",
      summary:
        "The starter is never being told to engage: a failed starter relay, a blown starter fuse, worn ignition-switch start contacts or a missing park/neutral input. Check for voltage at the starter S terminal to split the circuit in half.",
      symptoms: [
        "Full dash and warning lamps at key-on, silence at START",
        "No relay click from the under-hood fuse box",
        "Swapping the starter relay with an identical horn or A/C relay makes it crank",
        "Began as an intermittent no-crank that worked on the second or third try",
      ],
      symptomIds: ["no-crank-no-sound"],
      causes: [
        {
          likelihood: "common",
          part: "Failed starter relay in the under-hood fuse box",
          why: "Burned contacts or an open coil mean the small control signal never becomes the heavy feed the solenoid needs; on most cars built since the mid-2000s the PCM or body module drives this relay.",
        },
        {
          likelihood: "occasional",
          part: "Blown starter or ignition fuse",
          why: "A shorted solenoid winding or chafed wire blows the fuse; everything else works because it's on other circuits.",
        },
        {
          likelihood: "occasional",
          part: "Worn ignition switch start contacts",
          why: "The electrical switch behind the lock cylinder wears until START no longer closes the circuit to the relay coil or, on older cars, to the solenoid.",
        },
        {
          likelihood: "rare",
          part: "PCM refusing to command the starter",
          why: "On module-controlled start systems the PCM won't ground the relay without a park/neutral signal, a brake input on push-button cars, adequate voltage and an anti-theft OK; it may log starter relay codes.",
        },
      ],
      checks: [
        {
          step: "Shift firmly into Park and try, then Neutral and try; then find the starter fuse on the fuse chart and test both sides with key on.",
          tools: ["Test light", "Fuse chart"],
          expect: "Both sides of the fuse light the test light; a fuse lit on one side only is blown.",
        },
        {
          step: "Have a helper turn the key to START while you feel or listen to the starter relay.",
          tools: [],
          expect:
            "A click means the coil side is working; no click puts the fault before the relay (switch, range input, module).",
        },
        {
          step: "Swap the starter relay with an identical relay from a non-critical circuit such as the horn or rear defrost.",
          tools: [],
          expect: "If it now cranks, the relay was the fault.",
        },
        {
          step: "Back-probe the starter S terminal and watch it while a helper turns to START.",
          tools: ["Test light", "Back-probe pins"],
          expect:
            "10.5 V or more at S with no crank condemns the starter; nothing at S means the control circuit upstream.",
        },
        {
          step: "Scan for codes and watch PCM data for the park/neutral, brake and crank-request inputs.",
          tools: ["Scan tool with live data"],
          expect:
            "Each input changes state as you shift, brake and turn to START; a missing change points to that switch or wire.",
        },
      ],
      fix: "Replace the relay or fuse (find out why a fuse blew first), or replace the ignition switch's electrical section where it no longer sends a start signal. Repair any open or heat-damaged wire at the starter S terminal and clean its connector.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Starter relay or fuse replacement",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.2,
            laborHoursHigh: 0.4,
          },
          {
            name: "Starter S-terminal wire or connector repair",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Ignition switch electrical section replacement",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis time, taxes, and steering-column parts where the switch is buried in the column.",
      },
      verdict: "ok",
      verdictReason: "Nothing about driving is affected once it's running; fix it before it strands you.",
      codes: ["P0615", "P0616", "P0617"],
      terms: ["starter relay", "S terminal", "test light", "ignition switch"],
      related: ["starter-single-click", "park-neutral-switch-no-crank", "brake-switch-push-button-no-start"],
    },
    {
      slug: "park-neutral-switch-no-crank",
      title: "Won't crank in Park, but starts if you shift to Neutral",
      summary:
        "The transmission range sensor (neutral safety switch) or its linkage isn't reporting Park. Start in Neutral to get home, then adjust or replace the sensor or the worn shift-cable bushing.",
      symptoms: [
        "Nothing in Park; cranks normally in Neutral",
        "Gear indicator on the dash disagrees with the lever, or flickers",
        "Back-up lights stay off in Reverse, or stay on in other gears",
        "Wiggling the shifter while holding START makes it crank",
      ],
      symptomIds: ["no-crank-no-sound"],
      causes: [
        {
          likelihood: "common",
          part: "Worn or misadjusted transmission range sensor",
          why: "Its sliding contacts wear or the sensor shifts on its mount, so the Park contact doesn't close and the start circuit or PCM never sees Park.",
        },
        {
          likelihood: "occasional",
          part: "Crumbled shift-cable bushing at the transmission lever",
          why: "When the small rubber or plastic bushing disintegrates, the cabin lever says P while the lever on the transmission never quite reaches Park.",
        },
        {
          likelihood: "rare",
          part: "Corroded range sensor connector",
          why: "The sensor sits on the transmission case in road spray; corrosion in its pins opens the circuit intermittently.",
        },
      ],
      checks: [
        {
          step: "Try to start in Neutral, then in Park while pushing the lever firmly toward Park.",
          tools: [],
          expect: "Cranking only in Neutral, or only with lever pressure, confirms the range input.",
        },
        {
          step: "With a scan tool, watch the range/PRNDL reading as you move the lever through each position.",
          tools: ["Scan tool with live data"],
          expect:
            "Each position reads correctly with no dropouts; a wrong or missing Park reading confirms the sensor or linkage.",
        },
        {
          step: "Watch the shift cable end at the transmission while a helper moves the shifter.",
          tools: ["Flashlight"],
          expect:
            "The transmission lever moves in step with the cabin lever; any slop at the cable end means the bushing.",
        },
        {
          step: "Unplug the sensor and check continuity across its start-circuit pins in each position.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "Near 0 Ω in Park and Neutral and open in every other position.",
        },
      ],
      fix: "Adjust a range sensor that has a slotted mount (aligned in Neutral with the specified pin or drill bit), or replace it; replace a failed shift-cable bushing. Before releasing the car, confirm it cranks only in Park and Neutral and that the back-up lights work.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Range sensor adjusted with the alignment pin",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Shift-cable bushing replacement",
            partsLow: 15,
            partsHigh: 40,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Transmission range sensor replacement",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 1,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, and a full shift cable if its end can't be re-bushed.",
      },
      verdict: "careful",
      verdictReason:
        "Starting in Neutral is fine, but a range sensor that misreads can confuse shifting or let the engine crank in gear; get it fixed soon.",
      codes: ["P0705", "P0706"],
      terms: ["transmission range sensor", "neutral safety switch", "shift cable bushing"],
      related: ["starter-relay-or-fuse", "clutch-switch-no-crank", "obd/p0705-p0706-transmission-range-sensor"],
    },
    {
      slug: "clutch-switch-no-crank",
      title: "Manual-transmission car won't crank even with the clutch pedal on the floor",
      summary:
        "The clutch pedal interlock switch isn't closing, so the start circuit stays open. Check for a floor mat blocking the pedal, then test and adjust or replace the switch; don't jumper it permanently.",
      symptoms: [
        "Silent key turn with the clutch pressed all the way",
        "Cranks if you press the pedal extra hard or move your foot slightly",
        "Cruise control may not cancel when the clutch is pressed",
        "Thick floor mat or aftermarket pedal pad under the clutch pedal",
      ],
      symptomIds: ["no-crank-no-sound"],
      causes: [
        {
          likelihood: "common",
          part: "Failed or misadjusted clutch pedal interlock switch",
          why: "The switch at the top of the pedal arm must be fully depressed; a broken plunger, worn contacts or a loose mount leaves the circuit open.",
        },
        {
          likelihood: "occasional",
          part: "Floor mat or carpet limiting pedal travel",
          why: "A bunched or stacked mat stops the pedal short of the switch's closing point.",
        },
        {
          likelihood: "occasional",
          part: "Broken switch bracket or pedal stop",
          why: "When the bracket that holds the switch cracks, the switch moves away from the pedal and no longer closes at full travel.",
        },
      ],
      checks: [
        {
          step: "Remove all floor mats, press the clutch fully to the floor and try to start.",
          tools: [],
          expect: "If it cranks now, the mat was holding the pedal short.",
        },
        {
          step: "Look at the switch above the pedal and watch it as the pedal moves.",
          tools: ["Flashlight"],
          expect: "The plunger fully depresses with the pedal down; a cracked body or bracket confirms the problem.",
        },
        {
          step: "Unplug the switch and test continuity across its start-circuit pins with the pedal up and down.",
          tools: ["Digital multimeter"],
          expect: "Open with the pedal up and near 0 Ω pressed; no continuity when pressed means replace it.",
        },
        {
          step: "On cars where the PCM reads the clutch switch, watch its status on a scan tool.",
          tools: ["Scan tool with live data"],
          expect: "Status toggles with the pedal; P0830-family codes point to the circuit.",
        },
      ],
      fix: "Adjust or replace the clutch interlock switch (usually a 15-minute job) and confirm the engine cranks only with the pedal down. Don't leave a jumper in the connector: the interlock stops the car from lurching forward on the starter if it's left in gear.",
      difficulty: 1,
      cost: {
        partsLow: 15,
        partsHigh: 80,
        laborHoursLow: 0.3,
        laborHoursHigh: 1,
        excludes: "Estimate; excludes diagnosis, taxes, and a pedal bracket if it's cracked.",
      },
      verdict: "ok",
      verdictReason: "The car drives normally once started; the interlock only affects starting.",
      codes: ["P0830", "P0833"],
      terms: ["clutch interlock switch", "clutch pedal position switch"],
      related: ["park-neutral-switch-no-crank", "starter-relay-or-fuse"],
    },
    {
      slug: "brake-switch-push-button-no-start",
      title: "Push-button start only switches on accessories, even with your foot on the brake",
      summary:
        "The car doesn't see the brake pedal, most often because the brake light switch has failed. Check whether the brake lights work; if they don't, replace the switch or its fuse.",
      symptoms: [
        "Pressing START only cycles accessory and ON modes, no crank",
        "Message such as 'Depress brake to start' stays up while your foot is on the brake",
        "Brake lights don't come on (check the reflection in a garage door or window)",
        "Shifter won't come out of Park and cruise control won't set",
      ],
      symptomIds: ["no-crank-no-sound", "key-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Failed brake pedal (stop-lamp) switch",
          why: "Push-button systems demand a brake signal before commanding the starter; worn contacts or a stuck plunger mean the module never sees the pedal pressed.",
        },
        {
          likelihood: "occasional",
          part: "Blown stop-lamp fuse",
          why: "A shorted bulb socket or trailer wiring blows the stop-lamp fuse, and the start system loses the same brake signal.",
        },
        {
          likelihood: "occasional",
          part: "Broken plastic switch stopper or a misadjusted switch",
          why: "When the pad the switch plunger rests on crumbles or the switch backs out, the switch sits in the wrong position; Hyundai and Kia recalled many 2007–2011 models over brake switch faults, so check open recalls.",
        },
      ],
      checks: [
        {
          step: "Have someone watch the brake lights, or look at their reflection, while you press the pedal.",
          tools: [],
          expect: "No brake lights, or only the center lamp, points to the switch or its fuse.",
        },
        {
          step: "Test the stop-lamp fuse on both sides with a test light.",
          tools: ["Test light", "Fuse chart"],
          expect: "Power on both sides; one side dead means the fuse is blown.",
        },
        {
          step: "Look at the switch at the top of the brake pedal and the plastic stopper it bears against.",
          tools: ["Flashlight"],
          expect:
            "Plunger pushed in with the pedal released and extended when pressed; a missing stopper or loose switch confirms it.",
        },
        {
          step: "Scan the body or engine module for brake-switch codes and watch the brake status input.",
          tools: ["Scan tool with live data"],
          expect: "Status changes instantly with light pedal pressure; P0571 or P0504 support the diagnosis.",
        },
        {
          step: "Back-probe both circuits of the brake switch at its connector with the key in accessory, pressing and releasing the pedal.",
          tools: ["Digital multimeter", "Back-probe pins", "Wiring diagram"],
          expect:
            "The stop-lamp circuit goes from 0 V to about 12 V as the pedal moves and, on two-circuit switches, the second one flips the other way; a circuit stuck at one value keeps the start system from seeing the brake.",
        },
      ],
      fix: "Replace the brake light switch (and its stopper pad if broken), adjusting it per service information; many twist-lock switches self-adjust when the pedal is pulled up. Some cars need a brake-switch learn or codes cleared with a scan tool. Confirm brake lights, cruise cancel, shift interlock and push-button start all work afterward.",
      difficulty: 2,
      cost: {
        partsLow: 15,
        partsHigh: 90,
        laborHoursLow: 0.3,
        laborHoursHigh: 1.2,
        excludes: "Estimate; excludes diagnosis and taxes; no charge where an open recall covers the switch.",
      },
      verdict: "careful",
      verdictReason:
        "If it does start, the brake lights probably don't work, which invites a rear-end crash; fix it before normal driving.",
      codes: ["P0571", "P0504"],
      terms: ["stop-lamp switch", "shift interlock", "push-button start"],
      related: [
        "key-fob-battery-dead",
        "starter-relay-or-fuse",
        "nissan-steering-lock-no-start",
        "hybrid-system/hybrid-ready-interlock",
        "electrical/brake-lights-not-working",
        "abs-system/brake-switch-fault-abs-cruise",
      ],
      commonOn: [
        {
          make: "hyundai",
          models: ["accent", "elantra", "genesis", "genesis-coupe", "santa-fe", "sonata", "tucson", "veracruz"],
          years: [2007, 2011],
        },
        { make: "kia", models: ["optima", "rondo", "sedona", "sorento", "soul", "sportage"], years: [2007, 2011] },
      ],
    },
    {
      slug: "worn-key-lock-cylinder",
      title: "Key won't turn in the ignition, or only turns after a lot of jiggling",
      summary:
        "Usually the steering lock is loaded against the key, or the key and lock cylinder have worn. Turn the wheel while gently turning the key; if that fails, try the spare, then replace the key or cylinder.",
      symptoms: [
        "Key slides in but won't rotate to ON",
        "Steering wheel locked solid",
        "The spare key turns more easily than the everyday key",
        "Key only turns when wiggled or pulled out slightly",
        "Heavy key ring has hung off the key for years",
      ],
      symptomIds: ["key-problem", "no-crank-no-sound"],
      causes: [
        {
          likelihood: "common",
          part: "Steering column lock loaded by the wheel",
          why: "If the wheels were turned when parked, the lock bolt binds against the column and the cylinder can't rotate until the pressure comes off.",
        },
        {
          likelihood: "common",
          part: "Worn key and lock-cylinder wafers",
          why: "The brass wafers and key cuts wear until the wafers no longer retract flush; a heavy key ring speeds it up, and a spare that works confirms a worn key.",
        },
        {
          likelihood: "occasional",
          part: "Shifter not fully in Park",
          why: "Many automatics block the key from turning to or from LOCK unless the shifter is fully in Park.",
        },
        {
          likelihood: "rare",
          part: "Cracked ignition lock housing in the column",
          why: "A cracked die-cast housing lets the cylinder tilt and bind; repair means column disassembly.",
        },
      ],
      checks: [
        {
          step: "Turn the steering wheel firmly left and right while gently turning the key.",
          tools: [],
          expect: "The key turns once the lock bolt is unloaded; if so, nothing is broken.",
        },
        {
          step: "Press the brake, move the shifter out of Park and back in firmly, then try again.",
          tools: [],
          expect: "If the key turns now, the Park interlock was the issue, not the lock.",
        },
        {
          step: "Try the spare key and compare its cuts with the everyday key.",
          tools: [],
          expect: "A spare that turns freely means the daily key is worn; rounded cuts are visible side by side.",
        },
        {
          step: "Spray dry graphite or lock lubricant (never oil) into the cylinder and work the key.",
          tools: ["Dry graphite lubricant"],
          expect: "Brief improvement points to worn or sticky wafers that will fail again.",
        },
      ],
      noMeasurement:
        "Worn key cuts and lock wafers are mechanical wear judged by feel and by comparing the keys side by side; no meter or gauge reading identifies a lock cylinder that binds.",
      fix: "Have a new key cut by code (from the VIN through a dealer or locksmith) and program its transponder; if the cylinder is worn, replace it and re-key it to match or get a new key set. Most cylinders only release with the key turned to ON, so a locksmith may have to drill one that won't turn. Reprogram transponder keys after any cylinder or antenna ring change.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Column lock released: no repair", partsLow: 0, partsHigh: 0, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "New key cut by code and programmed",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Lock cylinder replaced and keyed to match",
            partsLow: 80,
            partsHigh: 250,
            laborHoursLow: 1,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; excludes taxes, dealer key pricing and column parts if the housing is cracked.",
      },
      verdict: "ok",
      verdictReason:
        "If the key turns, the car drives normally; never force it with pliers, since a key broken in the cylinder means a tow.",
      codes: [],
      terms: ["lock cylinder", "steering column lock", "key code"],
      related: ["new-key-not-programmed", "nissan-steering-lock-no-start", "chrysler-win-module"],
    },
    {
      slug: "nissan-steering-lock-no-start",
      title: "Push-button Nissan or Infiniti won't start and the steering stays locked",
      summary:
        "The electronic steering column lock (ESCL) fails to release, so the car refuses to power up. Rocking the wheel may free it once; the lock unit needs replacing, and Nissan extended coverage on some VINs.",
      symptoms: [
        "Fob is detected and doors unlock, but the car won't go to ON or start",
        "Steering wheel stays locked after pressing START",
        "Flashing key light or a steering-lock message on the display",
        "No brief whir from the lock motor when the driver's door opens",
        "Sometimes starts after rocking the wheel hard or tapping under the column",
      ],
      symptomIds: ["key-problem", "security-light", "no-crank-no-sound"],
      causes: [
        {
          likelihood: "common",
          part: "Failed electronic steering column lock unit",
          why: "The small motor and position switch inside wear; the module never confirms 'unlocked', so the intelligent key system won't power the ignition. Well known on late-2000s to early-2010s Altima, Maxima, 370Z and Cube and some Infiniti models.",
        },
        {
          likelihood: "occasional",
          part: "Weak 12 V battery",
          why: "The lock motor needs full voltage to retract its bolt; a weak battery can leave a healthy lock stuck.",
        },
        {
          likelihood: "rare",
          part: "Intelligent key module or wiring fault",
          why: "The body or key module, or the harness to the lock, can lose the release command; scanning shows communication or lock-position codes.",
        },
      ],
      checks: [
        {
          step: "Measure battery voltage.",
          tools: ["Digital multimeter"],
          expect: "12.4 V or more; charge a weak battery first, because low voltage mimics a failed lock.",
        },
        {
          step: "Open the driver's door and listen at the column, then press START while rocking the wheel firmly side to side.",
          tools: [],
          expect: "A short whir and click is normal; silence and a locked wheel point to the lock unit.",
        },
        {
          step: "Scan the intelligent key and body modules for steering-lock codes.",
          tools: ["Scan tool with Nissan body access"],
          expect: "Steering-lock motor or position codes point to the ESCL; key-ID codes point elsewhere.",
        },
        {
          step: "Ask a Nissan dealer to check campaign or warranty-extension eligibility by VIN.",
          tools: [],
          expect: "Some VINs were covered; many owners paid out of pocket because coverage was VIN-specific.",
        },
      ],
      fix: "Replace the steering lock unit with the updated part, which may need registering to the car with a Nissan-capable scan tool. Some independent shops fit a steering-lock emulator instead; it ends the failures but removes the lock's anti-theft function. Verify many lock and unlock cycles before returning the car.",
      difficulty: 3,
      cost: {
        partsLow: 150,
        partsHigh: 600,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.4,
        excludes: "Estimate; excludes diagnosis, towing, taxes and registration fees; dealer prices run higher.",
      },
      verdict: "ok",
      verdictReason:
        "If it starts, the lock has released; the failure strands you but doesn't lock the steering while driving.",
      codes: [],
      terms: ["ESCL", "intelligent key", "warranty extension"],
      related: ["key-fob-battery-dead", "brake-switch-push-button-no-start", "worn-key-lock-cylinder"],
      appliesTo: [
        { make: "nissan", models: ["altima", "maxima", "370z", "cube"], years: [2007, 2012] },
        { make: "infiniti", models: ["g37"], years: [2008, 2013] },
      ],
    },
    {
      slug: "chrysler-win-module",
      title: "Chrysler, Dodge or Jeep key fob won't turn in the dash slot",
      summary:
        "On many 2008-and-later Chrysler, Dodge and Jeep models with a fob-in-slot ignition, the wireless ignition node (WIN) fails. Try the spare fob; if neither turns or is read, replace and program the WIN.",
      symptoms: [
        "Fob goes into the slot but won't turn to ON",
        "Fob turns but the dash stays dark or the car won't crank",
        "Fob gets stuck in the slot and won't come out",
        "Security light flashing on the cluster",
        "Both fobs behave the same way",
      ],
      symptomIds: ["key-problem", "security-light", "no-crank-no-sound"],
      causes: [
        {
          likelihood: "common",
          part: "Failed wireless ignition node (WIN) module",
          why: "The WIN holds the slot's detent, the solenoid that releases the fob and the transponder antenna; a worn switch or failed solenoid stops it turning or reading the fob. Common on the Grand Caravan, Town & Country, Journey, Sebring/200 and Avenger.",
        },
        {
          likelihood: "occasional",
          part: "Worn fob (FOBIK) or failed transponder",
          why: "The fob's plastic edges wear and its chip can fail; if the spare works normally, only the fob is bad.",
        },
        {
          likelihood: "occasional",
          part: "Low battery voltage",
          why: "The WIN's release solenoid needs full voltage; with a flat battery the fob can neither turn nor come out.",
        },
        {
          likelihood: "rare",
          part: "Network fault to the WIN",
          why: "Water intrusion or a harness fault behind the dash cuts the WIN off the CAN bus; other modules log lost-communication codes.",
        },
      ],
      checks: [
        {
          step: "Measure battery voltage and try both fobs.",
          tools: ["Digital multimeter"],
          expect: "12.4 V or more; if the spare works normally, replace and program only the failed fob.",
        },
        {
          step: "Press the brake firmly, push the fob all the way in until it clicks, then turn.",
          tools: [],
          expect: "It seats and turns smoothly; a seated fob locked from turning with good voltage points to the WIN.",
        },
        {
          step: "Scan the WIN and the network with a Chrysler-capable tool.",
          tools: ["Chrysler-capable scan tool"],
          expect: "WIN internal-fault or lost-communication codes confirm the module or its circuit.",
        },
        {
          step: "Tap lightly on the dash around the slot while turning the fob.",
          tools: [],
          expect: "Intermittent success confirms a worn internal switch or solenoid in the WIN.",
        },
      ],
      fix: "Replace the WIN, then program it and every fob with the vehicle PIN using a Chrysler-capable tool (dealer or automotive locksmith). Used modules often can't be re-married to a new car, so a new part is usually the reliable choice.",
      difficulty: 4,
      cost: {
        partsLow: 150,
        partsHigh: 450,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.4,
        excludes: "Estimate; excludes diagnosis, taxes, PIN retrieval, new fobs, and dealer programming rates.",
      },
      verdict: "ok",
      verdictReason: "Once running it drives normally; don't turn it off far from help until the module is replaced.",
      codes: [],
      terms: ["WIN module", "FOBIK", "vehicle PIN"],
      related: ["key-fob-battery-dead", "new-key-not-programmed", "worn-key-lock-cylinder"],
      appliesTo: [
        { make: "chrysler", models: ["town-and-country", "sebring", "200"], years: [2008, 2016] },
        { make: "dodge", models: ["grand-caravan", "journey", "avenger"], years: [2008, 2020] },
        { make: "jeep", models: ["grand-cherokee"], years: [2008, 2013] },
      ],
    },
    {
      slug: "main-fuse-fusible-link",
      title: "Car is totally dead, even with a new battery or a jump",
      summary:
        "Power isn't leaving the battery: a blown main fuse, fusible link or battery-terminal fuse, or a broken main cable. Check for voltage at the main fuse box, and find what blew the link before replacing it.",
      symptoms: [
        "No dome light, no dash, no chime, no click: nothing",
        "Battery reads 12.6 V at its posts",
        "A jump start changes nothing",
        "Started right after a jump, a battery swap or a loud pop from the engine bay",
        "Smell of hot plastic near the battery or fuse box",
      ],
      symptomIds: ["dash-dark", "no-crank-no-sound"],
      causes: [
        {
          likelihood: "common",
          part: "Blown main fusible link or MEGA/MIDI fuse",
          why: "The main fuse between battery and fuse box, often bolted to the positive terminal on Toyota, Honda, Nissan and many others, opens and cuts power to everything except the starter cable.",
        },
        {
          likelihood: "occasional",
          part: "Broken or detached main positive cable",
          why: "A cable corroded through, or its ring terminal pulled off at the fuse box, leaves the car dead while the battery reads full.",
        },
        {
          likelihood: "rare",
          part: "Fired pyrotechnic battery safety terminal",
          why: "BMW and a growing number of other makes fit a battery terminal that fires in a crash to cut the main cable; once triggered it must be replaced.",
        },
      ],
      checks: [
        {
          step: "Measure battery voltage, then voltage from the under-hood fuse box's main power stud to ground.",
          tools: ["Digital multimeter"],
          expect:
            "Both within 0.2 V of each other; 12.6 V at the battery and 0 V at the fuse box means the path between them is open.",
        },
        {
          step: "Inspect the main fuse or fusible link through its window and test across it.",
          tools: ["Digital multimeter", "Test light"],
          expect: "Near 0 Ω across; an open reading or a melted link confirms it.",
        },
        {
          step: "Before fitting a new link, disconnect the battery and measure resistance from the fuse-box side of the link to ground.",
          tools: ["Digital multimeter"],
          expect:
            "Well above 1 Ω as circuits settle; a steady near-0 Ω reading is a dead short that will blow the new link instantly.",
        },
      ],
      fix: "Replace the blown link or main fuse with the exact rating (never a larger fuse or a bolt), after finding the cause: reversed jumper cables, a chafed alternator output wire or a shorted starter cable. Replace any cable corroded through. After power returns, reset the clock, radio code and window auto-up.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Main fuse or fusible link replaced",
            partsLow: 15,
            partsHigh: 80,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Main positive cable replacement",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, and repairs to whatever caused the short.",
      },
      verdict: "stop",
      verdictReason:
        "Don't bypass the link to get going: a short that blew it can burn the wiring or start an engine-bay fire.",
      codes: [],
      terms: ["fusible link", "MEGA fuse", "pyrotechnic battery terminal"],
      related: ["electrical/dead-after-reversed-jumper-cables", "loose-corroded-battery-terminal"],
      commonOn: [{ make: "toyota" }, { make: "honda" }, { make: "nissan" }, { make: "bmw" }],
    },
    {
      slug: "hydrolocked-engine",
      title: "Engine won't turn over after driving through deep water",
      summary:
        "Water drawn into the intake has filled a cylinder and locked the engine (hydrolock). Stop cranking: remove the spark plugs, turn the engine to expel the water, and check for bent connecting rods before it runs again.",
      symptoms: [
        "Engine stalled abruptly while driving through standing water",
        "Starter clunks against the engine and won't spin it",
        "Air filter or intake duct wet inside",
        "Water or mud line on the engine bay or the door sills",
        "If it did restart: knocking, misfire or blue-white smoke",
      ],
      symptomIds: ["single-click", "starter-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Water ingested through a low air intake",
          why: "Water doesn't compress; once one cylinder fills past its combustion-chamber volume, the piston can't reach top dead center and the crankshaft stops.",
        },
        {
          likelihood: "occasional",
          part: "Coolant leaking into a cylinder",
          why: "A failed head gasket, cracked head or coolant-carrying intake gasket can fill a cylinder while the car sits overnight.",
        },
        {
          likelihood: "occasional",
          part: "Fuel from an injector stuck open",
          why: "A leaking injector can pour enough liquid fuel into a cylinder after shutdown to lock it.",
        },
      ],
      checks: [
        {
          step: "Stop cranking. Open the air filter box and look inside it and the intake duct.",
          tools: ["Basic hand tools"],
          expect: "Water, mud or a soaked filter confirms ingestion.",
        },
        {
          step: "Remove all spark plugs (glow plugs on a diesel) and turn the engine by hand with a breaker bar.",
          tools: ["Spark plug socket", "Breaker bar"],
          expect: "Water spraying from a plug hole confirms the cylinder; the engine should now turn freely.",
        },
        {
          step: "Crank with plugs out and fuel and ignition disabled to purge, then dry the cylinders and run a compression test.",
          tools: ["Compression gauge"],
          expect:
            "All cylinders within 10–15% of each other; one low cylinder suggests a bent rod (short stroke) or damaged valve.",
        },
        {
          step: "Check the oil on the dipstick and the coolant level.",
          tools: [],
          expect:
            "Milky oil means water reached the crankcase; a dropping coolant level points to an internal coolant leak as the source.",
        },
      ],
      fix: "If compression is even and the engine turns freely, change oil and filter (again after a short run if it was milky), replace the air filter, dry the intake and fit new plugs. If a cylinder is low or it knocks, a bent connecting rod is likely and the engine needs teardown or replacement. Comprehensive auto insurance often covers flood hydrolock.",
      difficulty: 4,
      cost: {
        partsLow: 40,
        partsHigh: 250,
        laborHoursLow: 1,
        laborHoursHigh: 3.3,
        excludes:
          "Estimate; excludes towing, taxes, and engine repair or replacement if a rod is bent, which often runs $4,000–$9,000 more.",
      },
      verdict: "stop",
      verdictReason: "Cranking or running a hydrolocked engine bends connecting rods; leave it off and have it towed.",
      codes: [],
      terms: ["hydrolock", "connecting rod", "compression test"],
      related: ["seized-engine", "starter-single-click", "flooded-engine"],
    },
    {
      slug: "seized-engine",
      title: "Starter clunks once and the engine won't rotate at all",
      summary:
        "Something is stopping the crankshaft: seized bearings after oil loss or overheating, liquid in a cylinder, or a locked belt-driven accessory. Try turning the crank by hand; if it won't move, stop cranking and find out why.",
      symptoms: [
        "Key to START gives a heavy clunk and the dash dims, but the engine doesn't move",
        "Oil light, knocking or overheating just before the engine stopped",
        "Oil level far below the dipstick or recently ran without oil",
        "Belt squeal or burning smell if the starter tries",
      ],
      symptomIds: ["single-click", "starter-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Seized bearings or pistons after oil starvation or severe overheating",
          why: "Without oil a rod or main bearing welds itself to the crank, or pistons scuff and seize in their bores, and the starter can't overcome it.",
        },
        {
          likelihood: "occasional",
          part: "Liquid in a cylinder",
          why: "Water, coolant or fuel in a cylinder stops the piston short of top dead center.",
        },
        {
          likelihood: "occasional",
          part: "Seized belt-driven accessory",
          why: "A locked A/C compressor, alternator, water pump or power-steering pump holds the belt and, through it, the crankshaft.",
        },
        {
          likelihood: "rare",
          part: "Broken timing part wedging the engine",
          why: "A shattered chain guide or a valve dropped into a cylinder on an interference engine can jam the crank mechanically.",
        },
      ],
      checks: [
        {
          step: "Check the oil level and look for milky oil or metal flakes on the dipstick.",
          tools: [],
          expect: "Empty or metal-laden oil points to bearing seizure.",
        },
        {
          step: "Remove the accessory belt, try turning the crank bolt by hand, and spin each pulley.",
          tools: ["Breaker bar", "Serpentine belt tool"],
          expect: "Engine turning freely with the belt off means a seized accessory; the pulley that won't spin is it.",
        },
        {
          step: "With the belt off and the engine still locked, remove the spark plugs and try again.",
          tools: ["Spark plug socket", "Breaker bar"],
          expect: "If it now turns, liquid was in a cylinder; if still locked, the engine is seized internally.",
        },
        {
          step: "Drain a little oil into a clean pan and look into the cylinders through a plug hole.",
          tools: ["Borescope", "Drain pan"],
          expect: "Glitter in the oil or scored walls and debris on the pistons confirm internal damage.",
        },
        {
          step: "With a battery that passes a load test, measure voltage at the battery posts while a helper turns the key to START.",
          tools: ["Digital multimeter"],
          expect:
            "A drop below about 9.6 V with only a clunk and no rotation means the starter is pulling current against a locked engine or a seized starter; voltage staying near 12.4 V means the solenoid contacts or cable pass no current.",
        },
      ],
      fix: "A seized accessory is replaced along with its belt. An engine that stays locked with the plugs out almost always needs replacement with a used, remanufactured or new engine; a rebuild rarely pays on a modern engine. Find why it lost oil (leak, pump, burning) before installing another.",
      difficulty: 5,
      cost: {
        partsLow: 1500,
        partsHigh: 7000,
        laborHoursLow: 6.7,
        laborHoursHigh: 16.7,
        excludes:
          "Estimate; excludes towing, taxes and core charges; an accessory-only repair costs far less than this engine-replacement range.",
      },
      verdict: "stop",
      verdictReason:
        "A locked engine can't be driven, and forcing it with the starter only ruins the starter and ring gear.",
      codes: [],
      terms: ["spun bearing", "accessory drive", "borescope"],
      related: ["hydrolocked-engine", "starter-single-click", "timing-system/timing-belt-snapped"],
    },
    {
      slug: "alarm-triggered-no-crank",
      title: "Factory alarm keeps going off and the car refuses to crank",
      summary:
        "The factory theft alarm is armed or tripped, and it blocks the starter. Disarm it with the fob or by unlocking the driver's door with the key; if it keeps tripping, find the faulty hood, door or trunk switch.",
      symptoms: [
        "Horn honks and lights flash when you open the door or try to start",
        "No crank, with the security light flashing",
        "Lock and unlock on the fob don't silence it",
        "Started after a battery replacement or a jump start",
        "Hood-ajar or door-ajar warning stays on with everything shut",
      ],
      symptomIds: ["security-light", "no-crank-no-sound", "key-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Alarm not disarmed because the fob is weak or dead",
          why: "If the unlock signal never reaches the receiver, the car treats the door opening as a break-in and holds the starter disabled.",
        },
        {
          likelihood: "occasional",
          part: "Faulty hood, door-ajar or trunk switch",
          why: "A corroded hood-pin switch exposed to weather, or a sticking door-latch switch, tells the module the car was entered and trips or re-arms the alarm.",
        },
        {
          likelihood: "occasional",
          part: "Battery disconnected while the alarm was armed",
          why: "Many systems remember being armed; reconnecting power with the car locked sets off the alarm and the starter kill.",
        },
        {
          likelihood: "rare",
          part: "Failed driver's door lock-cylinder switch",
          why: "On cars that disarm through a switch in the driver's door lock, many GM and Ford trucks among them, a broken switch means the key in the door no longer disarms.",
        },
      ],
      checks: [
        {
          step: "Press unlock on the fob, then put the key in the driver's door lock, turn it to unlock and hold a few seconds.",
          tools: [],
          expect: "The alarm stops, the security light goes out and the car cranks.",
        },
        {
          step: "Replace the fob battery (usually a CR2032 or CR2025 coin cell) and try again.",
          tools: ["Coin-cell battery", "Small screwdriver"],
          expect:
            "Normal disarming with a fresh cell means the fob was the trigger; the old cell reading under about 2.8 V off load on a meter backs that up (a new one reads 3.0 V or a little more).",
        },
        {
          step: "With every door, hood and trunk closed, read their ajar status on the dash or in scan-tool data.",
          tools: ["Scan tool with live data"],
          expect: "All closed; one reading open is the faulty switch.",
        },
        {
          step: "Inspect the hood-ajar switch on the latch or radiator support for corrosion and damage.",
          tools: ["Flashlight"],
          expect: "A corroded plunger or cracked connector confirms it.",
        },
      ],
      fix: "Disarm the system and replace the fob battery; replace any faulty hood, door or trunk switch (some are built into the latch). Some models need the ignition left ON for about 10 minutes, or a scan-tool reset, to leave theft mode after a battery disconnect: check the procedure for the model.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Owner replaces the fob battery and disarms",
            partsLow: 5,
            partsHigh: 10,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Hood, door or trunk ajar switch replacement",
            partsLow: 20,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, and a complete latch where the switch is built into it.",
      },
      verdict: "ok",
      verdictReason: "Once disarmed and running, the car drives normally.",
      codes: [],
      terms: ["hood-ajar switch", "theft deterrent", "starter disable"],
      related: ["key-fob-battery-dead", "aftermarket-remote-start-no-crank", "gm-passlock-security-light"],
      commonOn: [
        { make: "chevrolet", models: ["silverado", "tahoe", "suburban"] },
        { make: "gmc", models: ["sierra", "yukon", "yukon-xl"] },
        { make: "ford", models: ["f-150", "f-250", "f-350", "expedition"] },
      ],
    },
    {
      slug: "aftermarket-remote-start-no-crank",
      title: "Car won't crank after a remote starter or aftermarket alarm was installed",
      summary:
        "Aftermarket remote starters cut into the starter wire and add an immobilizer bypass; a failed relay, a poor splice or lost bypass programming blocks the start. Check the add-on system before replacing factory parts.",
      symptoms: [
        "Starts with the remote but not the key, or the other way round",
        "Security light flashes since the install",
        "Trouble began after a battery replacement or jump start",
        "Extra relays, wiring and tape under the dash near the column",
        "A relay clicks under the dash but the starter stays silent",
      ],
      symptomIds: ["no-crank-no-sound", "security-light", "cranks-no-start"],
      causes: [
        {
          likelihood: "common",
          part: "Failed starter-interrupt relay in the add-on system",
          why: "Alarm and remote-start kits route the factory start wire through their own relay; when it fails or its fuse blows, the key can no longer reach the starter.",
        },
        {
          likelihood: "common",
          part: "Immobilizer bypass module lost its programming",
          why: "Data bypass modules learn the car's key data; a battery disconnect or glitch can leave them blocking or garbling the key signal, so the engine won't crank or cranks and dies.",
        },
        {
          likelihood: "occasional",
          part: "Poor splices at the ignition harness",
          why: "Quick-tap connectors cut strands and corrode, adding resistance or opening the start and ignition feeds intermittently.",
        },
      ],
      checks: [
        {
          step: "Check the add-on unit's status LED and any valet or override switch.",
          tools: ["Flashlight"],
          expect:
            "A valet switch set wrong or an LED showing alarm mode explains the no-crank; the installer's manual gives the override sequence.",
        },
        {
          step: "Find the aftermarket starter-kill relay and test for 12 V in and out while a helper turns to START.",
          tools: ["Test light", "Digital multimeter"],
          expect:
            "About 12 V in and a little less out of the relay during START is normal; 12 V in with 0 V out confirms the kill relay or its control wire.",
        },
        {
          step: "With the bypass module still connected, read immobilizer and engine computer codes and their occurrence counters.",
          tools: ["Scan tool"],
          expect: "Key-not-recognized codes that began after the install point to the bypass module.",
        },
        {
          step: "Inspect the splices on the ignition, start and data wires.",
          tools: ["Flashlight"],
          expect: "Soldered and insulated or properly crimped joints; corroded taps or broken strands must be redone.",
        },
      ],
      fix: "Have the installer or a 12 V specialist repair or reflash the bypass module and replace failed relays, or remove the system and restore factory wiring with soldered, heat-shrunk joints. Confirm the key starts the car by itself, then test the remote.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Bypass module reflashed or kill relay replaced",
            partsLow: 0,
            partsHigh: 60,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Remote start removed and factory wiring restored",
            partsLow: 0,
            partsHigh: 30,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
          {
            name: "Bypass module replaced and programmed",
            partsLow: 80,
            partsHigh: 250,
            laborHoursLow: 1,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, and a replacement remote-start kit.",
      },
      verdict: "ok",
      verdictReason:
        "Once running it drives normally; make sure nothing under the dash is hot and the starter disengages.",
      codes: [],
      terms: ["immobilizer bypass module", "starter-kill relay", "T-tap connector"],
      related: ["alarm-triggered-no-crank", "immobilizer-starts-then-dies", "starter-relay-or-fuse"],
    },
    {
      slug: "stop-start-wont-restart",
      title: "Auto stop-start shuts the engine off at a light and it won't restart",
      summary:
        "Most often a worn AGM or EFB battery, or a replacement that was never registered, leaves the stop-start system unable to restart. Test the battery, fit the right type, register it and check the battery sensor.",
      symptoms: [
        "Engine stops at a light as designed but doesn't restart when the brake is released",
        "Messages like 'Stop-start unavailable' or 'Battery saver active' in the days before",
        "Turning the key or pressing START restarts it normally",
        "Stop-start rarely activates any more",
        "Battery recently replaced with a standard flooded one",
      ],
      symptomIds: ["no-crank-no-sound", "slow-crank"],
      causes: [
        {
          likelihood: "common",
          part: "Worn AGM or EFB battery",
          why: "Stop-start batteries cycle dozens of times per trip; as capacity drops, the battery monitor predicts too little reserve, so the system skips stops or can't finish a restart.",
        },
        {
          likelihood: "common",
          part: "Replacement battery not registered, or the wrong type",
          why: "The battery management system keeps aging data; without registration it charges a new battery like the old one, and a flooded battery in place of AGM wears out fast under stop-start cycling.",
        },
        {
          likelihood: "occasional",
          part: "Faulty intelligent battery sensor on the negative terminal",
          why: "The sensor measures current, voltage and temperature; a bad reading makes the car think the battery is weaker than it is.",
        },
        {
          likelihood: "rare",
          part: "Stop-start starter wearing out",
          why: "Stop-start starters are built for many more cycles, but a worn one still slows or fails the quick restart, often with a starter code.",
        },
      ],
      checks: [
        {
          step: "Read the battery label (AGM, EFB or flooded) and its date code.",
          tools: [],
          expect: "Type matches the original; a flooded battery in a stop-start car is a common cause.",
        },
        {
          step: "Conductance-test the battery using the AGM or EFB setting.",
          tools: ["Battery conductance tester"],
          expect:
            "Rested voltage of 12.6 V or more and measured CCA close to the label rating; under about 12.4 V rested, or well short of rated CCA after charging, means the battery cannot support stop-start.",
        },
        {
          step: "Scan the battery management or body module for sensor codes and read its state-of-charge data.",
          tools: ["Scan tool with battery registration"],
          expect: "State of charge agrees with the meter; codes or implausible data point to the sensor.",
        },
        {
          step: "Read the stop-start inhibit reasons in live data where the tool shows them.",
          tools: ["Scan tool with live data"],
          expect: "Battery-related inhibit reasons confirm the battery path rather than the starter.",
        },
      ],
      fix: "Fit the correct AGM or EFB battery with at least the original capacity, then register it: BMW, Mercedes-Benz and VW/Audi require it, and Ford and many other stop-start models call for a battery monitor reset. Replace a faulty battery sensor. If the starter fails a current-draw test, replace it with the stop-start-rated part.",
      difficulty: 2,
      cost: {
        partsLow: 200,
        partsHigh: 450,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes: "Estimate; excludes diagnosis, taxes, and dealer registration fees.",
      },
      verdict: "careful",
      verdictReason:
        "A failed restart can leave you stalled in an intersection; switch stop-start off with its button until it's fixed.",
      codes: [],
      terms: ["AGM battery", "EFB battery", "battery registration", "intelligent battery sensor"],
      related: ["weak-battery-cold-morning", "dead-battery-rapid-clicking"],
    },
    {
      slug: "key-fob-battery-dead",
      title: "'Key not detected' message on a push-button start car",
      summary:
        "Usually a weak coin cell in the fob. Hold the fob against the START button, or put it in the backup slot, and press START; then replace the fob battery, and if it's still not seen, suspect interference or the fob itself.",
      symptoms: [
        "Dash shows 'Key not detected' or 'No key found', or a flashing key icon",
        "Keyless entry works only up close, or not at all",
        "START button switches power modes but won't crank",
        "Low key battery warning in the days before",
      ],
      symptomIds: ["key-problem", "no-crank-no-sound", "security-light"],
      causes: [
        {
          likelihood: "common",
          part: "Worn fob battery (typically CR2032 or CR2025)",
          why: "The car's low-frequency antennas only find a fob whose transceiver can answer; a weak cell can't, especially in cold weather.",
        },
        {
          likelihood: "occasional",
          part: "Radio interference or the fob shielded",
          why: "A phone, laptop, other fobs, a metal case or strong nearby transmitters can swamp the fob's reply.",
        },
        {
          likelihood: "occasional",
          part: "Damaged fob",
          why: "Cracked solder joints or corrosion after a drop or a trip through the washer stop the fob transmitting even with a new cell.",
        },
        {
          likelihood: "rare",
          part: "Failed interior antenna or keyless control module",
          why: "When no fob works at all, an antenna, the smart-key module or its wiring is at fault rather than the key.",
        },
      ],
      checks: [
        {
          step: "Touch the fob to the START button (Toyota, Honda, Hyundai, Kia and others) or set it in the backup pocket or slot the owner's manual shows, then brake and press START.",
          tools: [],
          expect: "If it starts, the backup transponder works and the fob's battery or radio side is weak.",
        },
        {
          step: "Replace the coin cell with the correct type, observing the + marking.",
          tools: ["Coin-cell battery", "Small screwdriver"],
          expect:
            "Normal detection returns; the removed cell reading under about 2.8 V off load (a fresh CR2032 reads 3.0–3.3 V) confirms it was the cause.",
        },
        {
          step: "Try the spare fob, with phones and other fobs moved away.",
          tools: [],
          expect: "Spare works: the first fob is faulty. Both fail: look at the car's antennas or module.",
        },
        {
          step: "Scan the keyless or immobilizer module for antenna-circuit codes.",
          tools: ["Scan tool"],
          expect: "Antenna open or short codes put the fault on the car side.",
        },
      ],
      fix: "Replace the fob battery; replace and program a damaged fob through a dealer or a locksmith with the right equipment (some cars need two working keys to add one). Replace a failed antenna or module and reprogram the keys as required.",
      difficulty: 1,
      cost: {
        scenarios: [
          { name: "Owner replaces the fob coin cell", partsLow: 5, partsHigh: 10, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Replacement fob cut and programmed by a locksmith",
            partsLow: 100,
            partsHigh: 400,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.3,
          },
        ],
        excludes: "Estimate; excludes taxes, dealer fob pricing, and a failed antenna or keyless module.",
      },
      verdict: "ok",
      verdictReason: "Once started it drives normally; carry the spare until the fob is sorted.",
      codes: [],
      terms: ["smart key", "key fob", "backup start"],
      related: ["brake-switch-push-button-no-start", "nissan-steering-lock-no-start", "alarm-triggered-no-crank"],
    },
    {
      slug: "immobilizer-starts-then-dies",
      title: "Starts for a second or two, then dies, and the security light flashes",
      summary:
        "The immobilizer didn't accept the key, so the engine computer cuts fuel right after start. Try the spare key; if both fail, the antenna ring around the ignition or the immobilizer module is suspect.",
      symptoms: [
        "Fires and runs one to three seconds, then shuts off cleanly",
        "Key or car-with-padlock lamp flashes quickly",
        "Same result on every try, hot or cold",
        "Spare key may work normally",
      ],
      symptomIds: ["starts-then-dies", "security-light"],
      causes: [
        {
          likelihood: "common",
          part: "Damaged transponder chip in the key",
          why: "The glass or ceramic chip in the key head cracks when dropped; without its code the immobilizer keeps fuel disabled after the brief start.",
        },
        {
          likelihood: "occasional",
          part: "Failed antenna ring around the ignition cylinder",
          why: "The coil that powers and reads the chip opens or its connector corrodes, so no key can be read.",
        },
        {
          likelihood: "occasional",
          part: "Other transponder keys or metal tags on the ring",
          why: "A second chipped key or a fuel-payment tag next to the key can confuse the reader.",
        },
        {
          likelihood: "rare",
          part: "Immobilizer or ECM lost its key data",
          why: "Corrupted memory after voltage spikes, or a module replaced without programming, leaves the modules disagreeing about the key.",
        },
      ],
      checks: [
        {
          step: "Take everything else off the key ring, try again, then try the spare key.",
          tools: [],
          expect: "A spare that starts and keeps running clears the car and condemns the first key.",
        },
        {
          step: "Watch the security lamp with the key at ON.",
          tools: [],
          expect:
            "On most cars it lights briefly and goes out; fast flashing or staying lit means the key wasn't accepted.",
        },
        {
          step: "Scan the engine and immobilizer modules.",
          tools: ["Scan tool"],
          expect:
            "P0513 (invalid key) or P0633 (key not programmed) confirms; antenna-circuit codes point to the ring.",
        },
        {
          step: "Check the antenna ring's connector, then with the key at ON measure the immobilizer module's feed and ground, and the ring's coil resistance with it unplugged.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "Clean pins, about 12 V on the module feed and under 0.1 V drop on its ground; with those good, an open (OL) antenna coil condemns the ring.",
        },
      ],
      fix: "Replace and program a failed key, or replace the antenna ring and reprogram keys as the maker requires. Module repairs need the immobilizer data synchronized, usually with a dealer-level tool or an automotive locksmith who has PIN access.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replacement key cut and programmed",
            partsLow: 40,
            partsHigh: 250,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Extra keys and tags moved off the ring: no repair",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Immobilizer key data resynchronized",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Antenna ring replaced and keys reprogrammed",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes towing, taxes, dealer key-programming rates and PIN retrieval fees.",
      },
      verdict: "ok",
      verdictReason: "Once the key is accepted the car is normal; nothing about this fault is a driving hazard.",
      codes: ["P0513", "P0633"],
      terms: ["transponder key", "immobilizer", "antenna ring"],
      related: ["new-key-not-programmed", "gm-passlock-security-light", "ford-pats-theft-light"],
    },
    {
      slug: "new-key-not-programmed",
      title: "New replacement key unlocks the door but won't start the car",
      summary:
        "The key was cut but its transponder was never programmed to the immobilizer, or it carries the wrong chip. Have it programmed by a dealer or automotive locksmith, bringing any working key you have.",
      symptoms: [
        "Key turns and the engine cranks, but it won't start or dies immediately",
        "Security light flashes with the new key only",
        "The original key still starts the car normally",
        "Key came from an online seller or a hardware-store copy machine",
      ],
      symptomIds: ["cranks-no-start", "starts-then-dies", "security-light"],
      causes: [
        {
          likelihood: "common",
          part: "Transponder never programmed",
          why: "Cutting a key only matches the mechanical cuts; the chip's code must be added to the immobilizer's memory before the engine will run.",
        },
        {
          likelihood: "occasional",
          part: "Wrong transponder type or a blank with no chip",
          why: "Online blanks often carry the wrong chip family or none at all and can't be programmed to the car.",
        },
        {
          likelihood: "occasional",
          part: "Key limit reached or an all-keys-lost procedure needed",
          why: "Some systems hold a fixed number of keys, or need two working keys or the PIN code before another can be added.",
        },
      ],
      checks: [
        {
          step: "Compare the security lamp with the new key and with the original.",
          tools: [],
          expect: "Original fine and new key flashing confirms a key-programming issue.",
        },
        {
          step: "Have a locksmith read the new key's chip type with a transponder reader.",
          tools: ["Transponder reader or key programmer"],
          expect: "Correct chip family for the model; otherwise order the correct key.",
        },
        {
          step: "Check the owner's manual for an on-board programming procedure.",
          tools: [],
          expect:
            "Older Ford, Chrysler and some GM and Toyota models let two working keys add a third; if the procedure completes, the key starts the car.",
        },
      ],
      noMeasurement:
        "Key programming is a data match between the transponder chip and the immobilizer; a transponder reader and the security lamp show it, and no voltage or resistance reading applies.",
      fix: "Program the key with the maker's tool or a locksmith's programmer; an all-keys-lost job may need the PIN or a module read. Erase lost keys from memory while the car is connected so they can't start it.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Key already bought, programmed by a locksmith",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Correct transponder key bought, cut and programmed",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Smart key or an all-keys-lost programming job",
            partsLow: 150,
            partsHigh: 350,
            laborHoursLow: 1,
            laborHoursHigh: 1.7,
          },
        ],
        excludes:
          "Estimate; excludes taxes, dealer markup, and PIN retrieval or module reading for all-keys-lost cases.",
      },
      verdict: "ok",
      verdictReason: "A programming problem only affects starting; the car is safe to drive with a working key.",
      codes: ["P0633", "P0513"],
      terms: ["transponder chip", "key programming", "PIN code"],
      related: ["immobilizer-starts-then-dies", "ford-pats-theft-light", "worn-key-lock-cylinder"],
    },
    {
      slug: "gm-passlock-security-light",
      title: "GM car cranks but won't start, with the SECURITY light on",
      summary:
        "On late-1990s and 2000s GM cars with Passlock (Impala, Malibu, Grand Am, Silverado and others), a failing sensor at the ignition cylinder trips theft mode. A 10-minute relearn often gets you home; the lasting fix is the sensor or its wiring.",
      symptoms: [
        "Cranks normally but won't fire, or starts and dies",
        "SECURITY or padlock lamp on or flashing",
        "Message such as 'Starting disabled due to theft' on some models",
        "Comes and goes, often after a hot or bumpy drive",
      ],
      symptomIds: ["security-light", "cranks-no-start", "starts-then-dies"],
      causes: [
        {
          likelihood: "common",
          part: "Failing Passlock sensor at the ignition lock cylinder",
          why: "A Hall-effect sensor reads a magnet in the lock cylinder; when it or its fine wires fail, the body module loses the code and withholds the fuel-enable password from the PCM.",
        },
        {
          likelihood: "occasional",
          part: "Broken wires in the lock-cylinder harness",
          why: "The small wires flex with every key turn and column tilt and break inside their insulation.",
        },
        {
          likelihood: "occasional",
          part: "Worn ignition lock cylinder",
          why: "Wear lets the magnet sit at the wrong angle, so the sensor reading becomes inconsistent.",
        },
        {
          likelihood: "rare",
          part: "Body control module fault",
          why: "A failed BCM can't compare the sensor reading or send the password to the PCM.",
        },
      ],
      checks: [
        {
          step: "Do the 10-minute relearn: key ON, engine off, until the security lamp stops flashing or goes out (about 10 minutes), key OFF 5 seconds, then start.",
          tools: [],
          expect:
            "The lamp stops flashing at about 10 minutes and the engine then starts: the Passlock circuit is at fault; needing the relearn every few days means the sensor is failing.",
        },
        {
          step: "Scan the BCM and PCM for theft-deterrent codes.",
          tools: ["GM-capable scan tool"],
          expect:
            "P1626-type fuel-enable codes in the PCM plus theft-sensor codes in the BCM point to the Passlock circuit.",
        },
        {
          step: "Wiggle the lock-cylinder harness under the column while watching the security lamp.",
          tools: ["Flashlight"],
          expect: "The lamp changing as you wiggle confirms broken wires.",
        },
      ],
      fix: "Replace the Passlock sensor, or the lock cylinder assembly that includes it, or repair the broken sensor wires; then run the relearn (some models need three 10-minute cycles, 30 minutes in all). Many shops replace cylinder and sensor together to avoid a comeback.",
      difficulty: 3,
      cost: {
        partsLow: 40,
        partsHigh: 250,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.4,
        excludes: "Estimate; excludes diagnosis, taxes, and BCM replacement and programming if needed.",
      },
      verdict: "ok",
      verdictReason:
        "If it starts it runs normally; the risk is being stranded, so avoid shutting it off far from home.",
      codes: [{ code: "P1626", makes: ["chevrolet", "gm"] }],
      terms: ["Passlock", "relearn procedure", "body control module"],
      related: ["immobilizer-starts-then-dies", "worn-key-lock-cylinder", "alarm-triggered-no-crank"],
      appliesTo: [
        {
          make: "chevrolet",
          models: ["malibu", "impala", "monte-carlo", "cavalier", "silverado", "tahoe", "suburban"],
          years: [1997, 2006],
        },
        { make: "gmc", models: ["sierra", "yukon"], years: [1999, 2006] },
        { make: "pontiac", models: ["grand-am", "sunfire", "grand-prix"], years: [1997, 2006] },
        { make: "oldsmobile", models: ["cutlass", "alero", "intrigue"], years: [1997, 2004] },
      ],
    },
    {
      slug: "ford-pats-theft-light",
      title: "Ford theft light flashes quickly and the engine won't start",
      summary:
        "Ford's Passive Anti-Theft System (PATS) isn't reading the key. Take other keys and fuel tags off the ring and try the spare; if neither works, the PATS transceiver around the ignition cylinder is the usual part.",
      symptoms: [
        "Theft lamp flashes rapidly at key ON instead of going out",
        "Cranks and won't fire, or starts and dies within a second, depending on the year",
        "Key ring carries a second Ford key or a fuel-payment tag",
        "Worked after moving the key ring away or using the spare",
      ],
      symptomIds: ["security-light", "cranks-no-start", "starts-then-dies"],
      causes: [
        {
          likelihood: "common",
          part: "Key transponder not read",
          why: "B1600 sets when no key code is received at all and B1602 when only part of it is, often because of a damaged chip or another key or tag on the ring.",
        },
        {
          likelihood: "occasional",
          part: "Failed PATS transceiver on the steering column",
          why: "The transceiver ring energizes and reads the chip; when it fails, no key reads and both keys give the same result.",
        },
        {
          likelihood: "occasional",
          part: "Key not programmed",
          why: "B1601 means the key was read correctly but isn't in memory, so it needs programming rather than parts.",
        },
        {
          likelihood: "rare",
          part: "Instrument cluster or PCM fault",
          why: "Depending on the year, the cluster or PCM runs PATS; an internal fault, or a replacement without a parameter reset, disables starting.",
        },
      ],
      checks: [
        {
          step: "Remove every other key and tag from the ring and try again, then try the spare key.",
          tools: [],
          expect: "Starting after separating the keys confirms interference; a working spare condemns the main key.",
        },
        {
          step: "Watch the theft lamp at key ON.",
          tools: [],
          expect:
            "Lit for about 3 seconds then out is normal; rapid flashing for about 60 seconds, followed by a flashed code on many models, signals a PATS fault.",
        },
        {
          step: "Scan the PCM or cluster for B1600, B1601, B1602 and any lost-communication codes.",
          tools: ["Ford-capable scan tool"],
          expect:
            "B1600 with both keys points to the transceiver; B1601 to key programming; B1602 to a damaged key or interference.",
        },
        {
          step: "Check the transceiver connector on the steering column.",
          tools: ["Flashlight"],
          expect: "Clean, fully latched connector; corrosion or a loose pin explains intermittent faults.",
        },
      ],
      fix: "Replace a damaged key or the PATS transceiver and program keys: many older Fords allow on-board programming with two working keys; otherwise a Ford-capable tool does a parameter reset and key programming. A replaced cluster or PCM also needs the PATS parameter reset.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Owner programs a third key with two working keys",
            partsLow: 30,
            partsHigh: 80,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Replacement key programmed with a Ford-capable tool",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "PATS transceiver replaced and keys programmed",
            partsLow: 50,
            partsHigh: 200,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and dealer programming; all-keys-lost cases cost more.",
      },
      verdict: "ok",
      verdictReason: "PATS only decides whether the engine may run; once running, the truck or car drives normally.",
      codes: [
        { code: "B1600", makes: ["ford"] },
        { code: "B1601", makes: ["ford"] },
        { code: "B1602", makes: ["ford"] },
      ],
      terms: ["PATS", "PATS transceiver", "parameter reset"],
      related: ["immobilizer-starts-then-dies", "new-key-not-programmed"],
      appliesTo: [
        { make: "ford", years: [1996, 2026] },
        { make: "lincoln", years: [1996, 2026] },
        { make: "mercury", years: [1996, 2011] },
      ],
    },
    {
      slug: "fuel-pump-dead",
      title: "Cranks normally but won't start, and no hum from the tank at key-on",
      summary:
        "No fuel pressure from a failed in-tank pump is the most common crank-no-start. Confirm with a pressure gauge and a power check at the pump before dropping the tank, because fuses, relays and wiring fail too.",
      symptoms: [
        "No two-second buzz from under the rear seat when the key goes to ON",
        "Cranks at normal speed with no hint of firing",
        "Stalling, surging or power loss under load in the weeks before it quit",
        "A smack on the tank while cranking sometimes gets it running",
        "A short burst of starting fluid makes it run for a moment",
      ],
      symptomIds: ["cranks-no-start", "starts-then-dies"],
      causes: [
        {
          likelihood: "common",
          part: "Worn-out electric fuel pump",
          why: "Brushes and commutator wear, faster when the car is often run near empty because fuel cools the pump, until the motor stalls or can't make pressure.",
        },
        {
          likelihood: "occasional",
          part: "Overheated connector at the pump module",
          why: "A high-resistance plug on top of the tank heats, melts and opens the circuit; common where the connector sees road spray.",
        },
        {
          likelihood: "occasional",
          part: "No power reaching the pump",
          why: "A fuse, relay or pump driver module failure looks exactly like a dead pump, so test power at the tank before condemning it.",
        },
        {
          likelihood: "rare",
          part: "Clogged pickup strainer",
          why: "Rust or debris from contaminated fuel packs the sock so the pump can't draw.",
        },
      ],
      checks: [
        {
          step: "Listen at the fuel filler or the rear seat while a helper turns the key to ON.",
          tools: [],
          expect:
            "A 1–3 second hum is normal; silence sends you to the pump circuit (a few cars only run the pump while cranking, so check the service info).",
        },
        {
          step: "Connect a fuel pressure gauge at the rail's test port or in line, cycle the key ON, then crank.",
          tools: ["Fuel pressure gauge kit"],
          expect:
            "Pressure at the engine's spec: roughly 45–65 psi on most returnless port injection (many Toyotas near 44–50 psi, GM 55–62 psi) and about 35–50 psi on older return-style systems (typical; confirm in the service information); 0 psi confirms no delivery.",
        },
        {
          step: "Back-probe the pump connector at the tank and check power and ground while cranking.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "Cranking voltage within about 1 V of the battery on the pump feed and under 0.2 V on its ground while the pump stays silent means the pump motor itself is dead.",
        },
        {
          step: "Clamp an ammeter on the pump feed if it runs weakly.",
          tools: ["Inductive amp clamp"],
          expect:
            "Typically 4–8 A; 0 A with power present means an open motor, and very high or ragged current means a worn one.",
        },
      ],
      fix: "Replace the pump, usually as a complete module with level sender and strainer, through an access panel or by dropping the tank (or lifting the bed on a pickup). Fit a new lock-ring seal, replace a heat-damaged connector pigtail, and clean the tank if it holds debris. Verify pressure and fuel trims afterward.",
      difficulty: 3,
      cost: {
        partsLow: 150,
        partsHigh: 700,
        laborHoursLow: 1,
        laborHoursHigh: 4.7,
        excludes: "Estimate; excludes diagnosis, taxes, rusted tank straps or filler hoses, and dealer pricing.",
      },
      verdict: "stop",
      verdictReason:
        "A pump that runs again after a rest or a smack on the tank can quit at highway speed, taking brake and steering assist with it; tow it rather than drive on it.",
      codes: ["P0230", "P0087"],
      terms: ["fuel pump module", "Schrader valve", "fuel pressure gauge"],
      related: [
        "fuel-pump-driver-module-or-relay",
        "inertia-switch-tripped",
        "long-crank-after-sitting",
        "out-of-gas-bad-gauge",
      ],
    },
    {
      slug: "fuel-pump-driver-module-or-relay",
      title: "Cranks, no start, and the fuel pump gets no power at the tank",
      summary:
        "The pump circuit is dead upstream of the pump: a blown fuse, a failed fuel pump relay or, on many 2004–2014 Ford trucks and SUVs, a corroded fuel pump driver module. Test power at the tank first, then work back.",
      symptoms: [
        "No prime hum, yet the pump runs when powered directly",
        "Fuel pump fuse blown, or its relay doesn't click",
        "On Ford F-150 and Expedition: the module on the crossmember above the spare tire is corroded or cracked",
        "Fault showed up after rain, snow-melt or a car wash",
        "Stalled while driving and wouldn't restart",
      ],
      symptomIds: ["cranks-no-start", "starts-then-dies"],
      causes: [
        {
          likelihood: "common",
          part: "Failed fuel pump relay",
          why: "Burned contacts or an open coil mean the PCM's prime and run command never reaches the pump.",
        },
        {
          likelihood: "common",
          part: "Corroded Ford fuel pump driver module",
          why: "On 2004–2014 F-150, Expedition and Navigator and other Fords, the aluminum module bolted tight to the steel frame corrodes, cracks, lets in water and stops powering the pump.",
        },
        {
          likelihood: "occasional",
          part: "Blown fuel pump fuse",
          why: "A worn, high-current pump or a chafed wire blows the fuse; a new fuse that blows again points to a failing pump.",
        },
        {
          likelihood: "rare",
          part: "PCM not commanding the pump",
          why: "Without a crank signal or the anti-theft enable, the PCM never energizes the pump circuit; check for crank-sensor and theft codes.",
        },
      ],
      checks: [
        {
          step: "Test the fuel pump fuse on both sides and swap the pump relay with an identical one.",
          tools: ["Test light", "Fuse chart"],
          expect: "Power on both sides of the fuse; starting after the relay swap confirms the relay.",
        },
        {
          step: "Have a helper run the fuel pump output test from the scan tool while you listen under the car at the tank.",
          tools: ["Bidirectional scan tool"],
          expect: "Pump runs: circuit and pump are good, so look at the PCM's inputs; no run: test the output side.",
        },
        {
          step: "On Fords with a driver module, inspect it and measure output at the pump connector while cranking.",
          tools: ["Digital multimeter", "Flashlight"],
          expect: "Pump voltage rises with demand; a rotted module with no output confirms it.",
        },
        {
          step: "Check for the PCM's ground command on the relay coil during key-on and cranking.",
          tools: ["Test light", "Wiring diagram"],
          expect:
            "Coil control pulled below 1 V for a prime of about 2 seconds at key-on (typical) and held low while cranking; no ground with a good crank signal suggests PCM or wiring.",
        },
      ],
      fix: "Replace the relay, the fuse (after finding why it blew) or the driver module. Mount a new Ford module on spacers off the frame and coat the mounting area so it doesn't rot again. Clear codes and verify fuel pressure.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Fuel pump relay replacement", partsLow: 15, partsHigh: 50, laborHoursLow: 0.3, laborHoursHigh: 0.5 },
          {
            name: "Pump fuse replaced after finding the short",
            partsLow: 5,
            partsHigh: 20,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Ford driver module replaced and mounted on spacers",
            partsLow: 80,
            partsHigh: 180,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, and a fuel pump if a failing one was blowing the fuse.",
      },
      verdict: "stop",
      verdictReason:
        "A pump circuit that has already stalled the engine while driving can do it again at highway speed; repair the relay, fuse or driver module before driving.",
      codes: ["P0230", "P0627", "P0628"],
      terms: ["fuel pump driver module", "fuel pump relay", "bidirectional control"],
      related: ["fuel-pump-dead", "inertia-switch-tripped", "ecm-no-power-no-communication"],
      commonOn: [
        { make: "ford", models: ["f-150", "expedition"], years: [2004, 2014] },
        { make: "lincoln", models: ["navigator"], years: [2004, 2014] },
      ],
    },
    {
      slug: "inertia-switch-tripped",
      title: "Ford stopped running after a jolt or fender bender and now cranks without starting",
      summary:
        "Many older Fords have a fuel pump inertia switch that cuts the pump after a hard jolt. Check for fuel leaks first, then press the reset button on top of the switch.",
      symptoms: [
        "Died right after a hard bump, a curb strike or a minor collision",
        "Cranks with no fuel pump prime",
        "Reset button on top of the switch has popped up",
        "Trips again after every big pothole",
      ],
      symptomIds: ["cranks-no-start", "starts-then-dies"],
      causes: [
        {
          likelihood: "common",
          part: "Inertia switch triggered by an impact",
          why: "A steel ball held by a magnet breaks free on a sharp jolt and opens the pump circuit, so the pump can't feed a fire after a crash.",
        },
        {
          likelihood: "occasional",
          part: "Oversensitive or worn inertia switch",
          why: "A weakened magnet lets ordinary potholes trip it.",
        },
        {
          likelihood: "rare",
          part: "Fuel shutoff commanded by the restraints module",
          why: "Later Fords dropped the switch and let the airbag module shut the pump off after a detected impact; the owner's manual gives an ignition off-on reset, and a crash with airbag deployment needs module service.",
        },
      ],
      checks: [
        {
          step: "Check under the car and around the engine and tank for fuel leaks or smell.",
          tools: ["Flashlight"],
          expect: "No leaks means it's safe to reset; any leak means don't reset, have it towed.",
        },
        {
          step: "Find the switch (often behind the passenger kick panel or in the trunk) and press its reset button firmly.",
          tools: ["Flashlight"],
          expect: "The button clicks down and the pump primes at the next key-on.",
        },
        {
          step: "Test across the switch terminals after resetting it.",
          tools: ["Digital multimeter"],
          expect: "Near 0 Ω; an open switch after reset has failed.",
        },
      ],
      fix: "Reset the switch after confirming there's no leak. Replace a switch that won't stay reset or trips on minor bumps. After a collision, inspect the tank, lines and filler neck before calling it done.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner resets the switch after checking for leaks",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          { name: "Inertia switch replacement", partsLow: 25, partsHigh: 60, laborHoursLow: 0.4, laborHoursHigh: 0.8 },
        ],
        excludes: "Estimate; excludes collision repairs, taxes, and restraints-module service.",
      },
      verdict: "careful",
      verdictReason: "Look for leaks before resetting; once reset with no leak, the vehicle is normal to drive.",
      codes: [],
      terms: ["inertia switch", "fuel pump shutoff"],
      related: ["fuel-pump-driver-module-or-relay", "fuel-pump-dead"],
      appliesTo: [{ make: "ford" }, { make: "lincoln" }, { make: "mercury" }],
    },
    {
      slug: "out-of-gas-bad-gauge",
      title: "Sputtered and died with the gauge still showing a quarter tank",
      summary:
        "It may simply be out of fuel: a worn fuel level sender shows fuel that isn't there. Add two or three gallons and prime before chasing anything else, then repair the sender.",
      symptoms: [
        "Sputtering or surging for a few seconds, then a stall, often on a turn or a hill",
        "Gauge reads higher than the miles since the last fill-up suggest",
        "Needle jumps around or sticks in one place",
        "Starts and runs once fuel is added",
      ],
      symptomIds: ["cranks-no-start", "starts-then-dies"],
      causes: [
        {
          likelihood: "common",
          part: "Worn fuel level sender",
          why: "The sender's wiper wears through its resistor track at one spot, giving a false reading, so the tank runs dry while the gauge still shows fuel.",
        },
        {
          likelihood: "occasional",
          part: "Saddle-tank transfer failure",
          why: "On cars with a two-sided saddle tank (many BMWs and some AWD and RWD models), a failed jet pump strands fuel in one half, so it runs out with fuel showing.",
        },
        {
          likelihood: "occasional",
          part: "Instrument cluster gauge fault",
          why: "A failing gauge stepper motor, or a cluster misreading the sender, parks the needle at a false level.",
        },
      ],
      checks: [
        {
          step: "Add 2–3 gallons, then cycle the key ON three or four times before cranking.",
          tools: ["Fuel can"],
          expect: "Starting after priming means it was out of fuel.",
        },
        {
          step: "At the next fill, compare the gallons taken with the tank capacity and the gauge reading beforehand.",
          tools: [],
          expect: "A fill close to the tank's capacity with the gauge showing a quarter proves a false reading.",
        },
        {
          step: "Read fuel level percentage on a scan tool and measure sender resistance at the tank connector while the level changes.",
          tools: ["Scan tool with live data", "Digital multimeter"],
          expect:
            "Resistance changing smoothly as the level moves, e.g. about 40 Ω empty to 250 Ω full on many GM trucks (other makes differ; confirm in the service information); dead spots or jumps condemn it.",
        },
      ],
      fix: "Replace the fuel level sender (often part of the pump module, so many shops replace the whole module) or the jet pump on saddle tanks. After a run-out, confirm the pump wasn't damaged by running dry.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Fuel level sender replaced through an access panel",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 1,
            laborHoursHigh: 1.5,
          },
          {
            name: "Saddle-tank jet pump replacement",
            partsLow: 100,
            partsHigh: 300,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
          {
            name: "Pump module with sender, tank dropped",
            partsLow: 200,
            partsHigh: 500,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, and cluster repair if the gauge itself is at fault.",
      },
      verdict: "careful",
      verdictReason:
        "Running out of fuel in traffic is dangerous; until it's fixed, refuel by the trip odometer, not the gauge.",
      codes: ["P0460", "P0462", "P0463"],
      terms: ["fuel level sender", "saddle tank", "jet pump"],
      related: ["fuel-pump-dead", "fuel-pump-driver-module-or-relay"],
      commonOn: [{ make: "bmw" }],
    },
    {
      slug: "long-crank-after-sitting",
      title: "Long crank before starting after the car sits a few hours",
      summary:
        "Fuel pressure bleeds off after shutdown, usually through the pump's check valve or a leaking injector. A pressure-hold test shows which; meanwhile, cycling the key to ON two or three times before cranking helps.",
      symptoms: [
        "Cranks 3–6 seconds before catching after sitting overnight or a few hours",
        "Starts instantly if the key is cycled ON a few times first",
        "Restarts immediately within a few minutes of shutdown",
        "Sometimes a puff of black smoke or a fuel smell at startup",
      ],
      symptomIds: ["long-crank", "hard-start-hot", "fuel-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Fuel pump check valve leaking back to the tank",
          why: "The check valve keeps the line full and pressurized after shutdown; when it leaks, the line drains and the pump must refill it while you crank.",
        },
        {
          likelihood: "occasional",
          part: "Leaking fuel injector",
          why: "An injector that drips after shutdown drops rail pressure and wets that cylinder, giving a long crank with a rich, smoky start.",
        },
        {
          likelihood: "occasional",
          part: "Ruptured fuel pressure regulator diaphragm (return-style systems)",
          why: "A torn diaphragm drains fuel into its vacuum hose and the intake, so pressure drops and raw fuel shows in the hose.",
        },
        {
          likelihood: "rare",
          part: "External leak at a fuel line or fitting",
          why: "An outside leak bleeds pressure off and leaves a smell or wet spot, and it's a fire hazard to fix immediately.",
        },
      ],
      checks: [
        {
          step: "After the car has sat, cycle the key ON and OFF three times, 2 seconds each, before cranking.",
          tools: [],
          expect: "A quick start after priming confirms pressure loss rather than an ignition problem.",
        },
        {
          step: "Fit a fuel pressure gauge, run the engine, shut it off and watch the pressure for 10–20 minutes.",
          tools: ["Fuel pressure gauge kit"],
          expect:
            "Pressure holds near spec for several minutes, typically within a few psi over 5 minutes; a fast drop confirms leak-down.",
        },
        {
          step: "Repeat with the supply line isolated at the rail (valved gauge or a line clamp on a rubber section).",
          tools: ["Fuel pressure gauge with shut-off valve", "Fuel line clamp"],
          expect:
            "Holds when isolated: the pump check valve leaks; still drops: an injector or regulator on the engine side.",
        },
        {
          step: "On return-style systems, pull the vacuum hose off the pressure regulator.",
          tools: [],
          expect: "Dry; fuel in the hose condemns the regulator.",
        },
        {
          step: "If injectors are suspected, lift the rail with injectors attached, pressurize with the key and watch the tips.",
          tools: ["Basic hand tools", "Shop towels"],
          expect: "No drips over several minutes; a dripping injector gets replaced.",
        },
      ],
      fix: "Replace the pump module (the check valve is inside the pump on most cars), the leaking injector(s) with new O-rings, or the regulator. If an injector leaked heavily, check the oil for fuel dilution and change it if it smells of gasoline.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Fuel pump module replacement for a leaking check valve",
            partsLow: 200,
            partsHigh: 550,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
          {
            name: "Fuel pressure regulator replacement",
            partsLow: 30,
            partsHigh: 120,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Leaking injector replacement with new O-rings",
            partsLow: 100,
            partsHigh: 700,
            laborHoursLow: 1.5,
            laborHoursHigh: 4.7,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, and intake gaskets where the manifold must come off for injectors.",
      },
      verdict: "careful",
      verdictReason:
        "It drives fine while there's no fuel smell; any visible leak or strong smell means stop and fix it first.",
      codes: [],
      terms: ["check valve", "fuel pressure leak-down", "fuel pressure regulator"],
      related: ["fuel-pump-dead", "flooded-engine", "evap-purge-stuck-after-refuel"],
    },
    {
      slug: "flooded-engine",
      title: "Won't fire after a brief cold start and shutdown, with a strong gas smell",
      summary:
        "The engine is flooded: fuel-wet spark plugs can't fire, usually after it was started and shut off before warming up. Crank with the gas pedal held to the floor in short bursts; if it still won't go, pull and dry the plugs.",
      symptoms: [
        "Started, moved a few feet in freezing weather and shut off, now won't restart",
        "Raw fuel smell at the tailpipe",
        "Cranks at normal speed with only a weak pop now and then",
        "Black smoke when it finally catches",
      ],
      symptomIds: ["cranks-no-start", "fuel-smell", "hard-start-cold"],
      causes: [
        {
          likelihood: "common",
          part: "Fuel-wet spark plugs after a short cold run",
          why: "Cold starts get heavy enrichment; shutting off before warm-up leaves liquid fuel on the plugs and cylinder walls, and spark shorts across the wet insulator.",
        },
        {
          likelihood: "occasional",
          part: "Leaking injector",
          why: "A dripping injector floods its cylinder during every soak, not just after short trips.",
        },
        {
          likelihood: "occasional",
          part: "Coolant temperature sensor reading far too cold",
          why: "A sensor reporting -40 °F on a warm engine commands heavy cold-start fuel and floods it.",
        },
        {
          likelihood: "rare",
          part: "Weak ignition from worn plugs or a failing coil",
          why: "Marginal spark lights a normal mixture but not a very rich one, so the engine floods easily.",
        },
      ],
      checks: [
        {
          step: "Hold the accelerator to the floor and crank 5–10 seconds at a time, resting 30 seconds between tries.",
          tools: [],
          expect:
            "Most fuel-injected engines cut injection with the pedal floored while cranking (clear-flood mode); it catches and clears with smoke.",
        },
        {
          step: "Remove two or three spark plugs.",
          tools: ["Spark plug socket", "Ratchet and extension"],
          expect:
            "Wet, fuel-smelling plugs confirm flooding; dry plugs send you looking for no fuel or no spark instead.",
        },
        {
          step: "After an overnight soak, read coolant temperature on a scan tool.",
          tools: ["Scan tool with live data"],
          expect:
            "Within about 5 °F of outside air after the soak; a reading far colder than ambient makes the computer over-fuel every cold start, which explains repeat flooding.",
        },
        {
          step: "Check the oil level and smell after a bad flood.",
          tools: [],
          expect: "A rising oil level or gasoline smell on the dipstick means an oil change is due.",
        },
      ],
      fix: "Dry or replace the plugs, crank with the plugs out (ignition disabled) to clear the cylinders, refit and start. Change the oil if it's fuel-diluted. If it floods repeatedly, fix the leaking injector or faulty temperature sensor. In cold weather, let the engine run a couple of minutes before shutting it off.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner clears the flood with the pedal floored",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Plugs pulled, dried or replaced and cylinders cleared",
            partsLow: 20,
            partsHigh: 120,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.3,
          },
        ],
        excludes: "Estimate; excludes taxes, and an injector or sensor if one caused the flooding.",
      },
      verdict: "ok",
      verdictReason: "Once cleared, a flooded engine runs and drives normally.",
      codes: [],
      terms: ["clear-flood mode", "fuel-fouled plug", "oil dilution"],
      related: ["long-crank-after-sitting", "coolant-temp-sensor-hard-start", "hydrolocked-engine"],
    },
    {
      slug: "bad-gas-or-wrong-fuel",
      title: "Stalled or won't start right after filling up at a gas station",
      summary:
        "Contaminated fuel (water or debris) or the wrong fuel is likely when trouble begins within miles of a fill-up. Stop cranking; draw a fuel sample, and if it's bad, have the tank drained and the filter replaced.",
      symptoms: [
        "Ran fine until just after refueling, then stumbled, stalled or wouldn't restart",
        "Misfires and a check engine light across several cylinders",
        "Fuel sample separates into layers or looks cloudy",
        "Receipt shows a diesel or E85 pump, or the station had just taken a delivery",
      ],
      symptomIds: ["cranks-no-start", "starts-then-dies"],
      causes: [
        {
          likelihood: "common",
          part: "Water in the fuel",
          why: "Water sinks to the bottom of the tank where the pump draws, so the engine gets slugs of water that won't burn; often from a station tank with a leak or one just refilled.",
        },
        {
          likelihood: "occasional",
          part: "Diesel pumped into a gasoline car",
          why: "Diesel won't light from a spark plug, so even a partial fill makes a gas engine smoke, misfire and stall.",
        },
        {
          likelihood: "occasional",
          part: "E85 in a vehicle not built for flex fuel",
          why: "At 85% ethanol the engine needs roughly 40% more fuel than gasoline, more than its injectors and trims can add, so it runs lean, misfires and sets lean codes.",
        },
        {
          likelihood: "rare",
          part: "Sediment clogging the strainer or filter",
          why: "Rust or sediment stirred up in a station's tank blocks fuel flow.",
        },
      ],
      checks: [
        {
          step: "Before cranking again, catch a few ounces at the rail test port in a clear glass jar, let it stand 15 minutes, and hold it beside a jar of known-good gasoline.",
          tools: ["Clear glass jar", "Fuel pressure gauge with bleed hose"],
          expect:
            "Clear, single-layer gasoline; a water layer at the bottom, cloudiness, or diesel's oily feel and smell confirms contamination.",
        },
        {
          step: "Scan for misfire and fuel-trim codes.",
          tools: ["Scan tool"],
          expect: "Random misfire (P0300) with lean codes (P0171/P0174) fits water or E85.",
        },
        {
          step: "Check fuel pressure against spec.",
          tools: ["Fuel pressure gauge kit"],
          expect:
            "Pressure at the system's spec, roughly 45–65 psi on returnless port injection and about 35–50 psi on older return-style port systems (typical; confirm in the service information), rules out a blocked filter or strainer.",
        },
      ],
      fix: "Have the tank drained or pumped out, flush the lines, replace the fuel filter where one is fitted, refill with fresh fuel and clear codes. Heavy water contamination may take a new pump. Keep the receipt and file a claim with the station; many state weights-and-measures offices handle fuel-quality complaints.",
      difficulty: 3,
      cost: {
        partsLow: 30,
        partsHigh: 300,
        laborHoursLow: 1,
        laborHoursHigh: 3.3,
        excludes: "Estimate; excludes towing, taxes, and a pump or injectors if they were damaged.",
      },
      verdict: "stop",
      verdictReason:
        "Bad fuel can stall the car in traffic and overheat the catalytic converter; park it and have the tank drained.",
      codes: ["P0300", "P0171", "P0174"],
      terms: ["fuel contamination", "E85", "fuel trim"],
      related: [
        "fuel-pump-dead",
        "diesel-comprehensive/gasoline-in-diesel",
        "fuel-system/contaminated-fuel-after-fill-up",
      ],
    },
    {
      slug: "evap-purge-stuck-after-refuel",
      title: "Stumbles or needs a long crank only after a fill-up, fine the rest of the time",
      summary:
        "A purge valve stuck open lets fuel vapor from the freshly filled tank flood the intake, so it stumbles or won't start after refueling. Test the purge valve for leak-through and replace it.",
      symptoms: [
        "Long crank, rough idle or a stall just after a fill-up, normal otherwise",
        "Check engine light with an EVAP code",
        "Idle rough for a minute after the first start",
        "Starts more easily with the pedal held slightly down",
      ],
      symptomIds: ["long-crank", "starts-then-dies", "hard-start-hot"],
      causes: [
        {
          likelihood: "common",
          part: "Purge solenoid stuck open",
          why: "The normally closed valve between the charcoal canister and the intake should open only on command; stuck open, it dumps rich vapor into the intake while cranking. Common on many 2010s GM and Ford models.",
        },
        {
          likelihood: "occasional",
          part: "Charcoal canister saturated by topping off",
          why: "Filling past the first nozzle click pushes liquid fuel into the canister, which then feeds heavy vapor to the intake.",
        },
        {
          likelihood: "rare",
          part: "Leaking injector",
          why: "It also gives rich, long-crank starts, but not tied to refueling.",
        },
      ],
      checks: [
        {
          step: "Scan for EVAP codes.",
          tools: ["Scan tool"],
          expect: "P0496 (high purge flow) or P0441 strongly suggests the purge valve.",
        },
        {
          step: "Disconnect the canister-side hose at the purge valve and apply vacuum to the valve with the engine off.",
          tools: ["Hand vacuum pump"],
          expect:
            "An unpowered, normally closed valve holds 15–20 inHg from the hand pump without bleeding down; one that leaks down is stuck open and floods the intake with vapor after a fill-up.",
        },
        {
          step: "Just after refueling, with the engine idling, pinch off the purge line.",
          tools: ["Hose clamp pliers"],
          expect: "Idle smoothing out immediately confirms excess purge flow.",
        },
      ],
      fix: "Replace the purge valve (usually bolted on the intake manifold or nearby) and a fuel-soaked canister if present. Clear codes and complete an EVAP drive cycle. Stop filling at the first nozzle click.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Purge valve replacement", partsLow: 30, partsHigh: 120, laborHoursLow: 0.3, laborHoursHigh: 0.8 },
          {
            name: "Purge valve and saturated canister replacement",
            partsLow: 150,
            partsHigh: 350,
            laborHoursLow: 1,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, and an injector if one is leaking.",
      },
      verdict: "careful",
      verdictReason:
        "The stumble and long crank strike right after a fill-up, when stalling at the pump exit or pulling into traffic is most risky; get the purge valve replaced soon.",
      codes: ["P0496", "P0441"],
      terms: ["purge valve", "charcoal canister", "EVAP system"],
      related: [
        "long-crank-after-sitting",
        "flooded-engine",
        "obd/p0496-evap-flow-during-non-purge",
        "fuel-system/fuel-smell-after-topping-off",
        "obd/p0441-evap-incorrect-purge-flow",
      ],
      commonOn: [
        { make: "chevrolet", years: [2010, 2019] },
        { make: "gmc", years: [2010, 2019] },
        { make: "buick", years: [2010, 2019] },
        { make: "cadillac", years: [2010, 2019] },
        { make: "ford", years: [2010, 2019] },
        { make: "lincoln", years: [2010, 2019] },
      ],
    },
    {
      slug: "crank-sensor-no-tach",
      title: "Cranks but won't start, and the tachometer doesn't move while cranking",
      summary:
        "The engine computer isn't seeing engine rotation, most often because the crankshaft position sensor or its wiring has failed. Zero RPM on a scan tool during normal cranking points straight at the crank sensor circuit.",
      symptoms: [
        "Tach needle stays at zero while the engine spins at normal speed",
        "No spark and no injector pulse, so no fuel smell",
        "Check engine lamp may not even show a code for it",
        "May have stalled while driving first, often when hot",
      ],
      symptomIds: ["cranks-no-start", "starts-then-dies"],
      causes: [
        {
          likelihood: "common",
          part: "Failed crankshaft position sensor",
          why: "Without a crank signal the PCM can't time spark or injection, so it fires nothing; heat cycling cracks the sensor's internal connections over time.",
        },
        {
          likelihood: "occasional",
          part: "Damaged wiring or connector to the sensor",
          why: "The harness often runs near the exhaust or starter; a chafed wire or oil-soaked connector opens the signal.",
        },
        {
          likelihood: "occasional",
          part: "Damaged reluctor wheel or slipped balancer ring",
          why: "Missing teeth, or a balancer outer ring that has slipped on engines that read it there, prevent a valid signal.",
        },
        {
          likelihood: "rare",
          part: "Shorted 5 V reference shared with another sensor",
          why: "On many engines the crank sensor shares a 5 V reference; a shorted sensor elsewhere pulls the reference down and kills the crank signal.",
        },
      ],
      checks: [
        {
          step: "Connect a scan tool and watch engine RPM while cranking.",
          tools: ["Scan tool with live data"],
          expect: "Roughly 150–300 rpm is normal; 0 rpm confirms no crank signal.",
        },
        {
          step: "Check for codes and freeze-frame data.",
          tools: ["Scan tool"],
          expect: "P0335 or P0336 confirms; sometimes no code sets until the engine has run.",
        },
        {
          step: "Back-probe power, ground and signal at the sensor connector while cranking.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "Three-wire Hall sensor: 5 V or 12 V reference, good ground and a toggling signal; two-wire magnetic sensor: usually 0.2 V AC or more while cranking.",
        },
        {
          step: "Scope the signal if the meter readings are inconclusive.",
          tools: ["Lab scope"],
          expect:
            "A clean square wave (Hall) or sine wave (magnetic) with the missing-tooth gap visible; dropouts confirm the fault.",
        },
      ],
      fix: "Replace the crank sensor with a quality OE-equivalent part (cheap sensors cause repeat failures), repair any wiring, and on many GM engines run the crankshaft position variation relearn with a scan tool so misfire detection works correctly.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Crank sensor replacement, easy access",
            partsLow: 25,
            partsHigh: 150,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Crank sensor wiring or connector repair",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Crank sensor behind the starter or under the intake",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate; excludes diagnosis and taxes; reluctor or balancer repairs cost more.",
      },
      verdict: "stop",
      verdictReason:
        "A crank sensor that quit once when hot can quit again at highway speed, killing spark, fuel and assist at once; have it towed or fixed before driving.",
      codes: ["P0335", "P0336"],
      terms: ["crankshaft position sensor", "reluctor wheel", "Hall-effect sensor", "CKP variation learn"],
      related: ["stalls-hot-restarts-cold", "cam-sensor-long-crank", "no-spark-all-cylinders"],
    },
    {
      slug: "stalls-hot-restarts-cold",
      title: "Engine quits when hot and won't restart until it cools off",
      summary:
        "A heat-sensitive electronic part, usually the crank sensor and sometimes an ignition module or fuel pump, opens up when hot. Catch it in the act: check RPM, spark and fuel pressure while it refuses to restart.",
      symptoms: [
        "Stalls after 20–60 minutes of driving or in stop-and-go heat",
        "Cranks normally but won't restart for 15–60 minutes",
        "Starts and runs normally once cooled",
        "Sometimes a stumble or a dropping tach needle just before it quits",
      ],
      symptomIds: ["starts-then-dies", "hard-start-hot", "cranks-no-start"],
      causes: [
        {
          likelihood: "common",
          part: "Crank or cam sensor that fails hot",
          why: "Internal joints expand with heat and open the circuit; Nissan recalled crank and cam sensors on many early-2000s Altima and Sentra models for this stall, so check the VIN.",
        },
        {
          likelihood: "occasional",
          part: "Ignition control module on older distributor or waste-spark systems",
          why: "Heat-stressed modules on older GM and Ford ignitions lose spark until they cool down.",
        },
        {
          likelihood: "occasional",
          part: "Fuel pump that stalls hot",
          why: "A worn pump draws more current as it heats and can stop; a smack on the tank sometimes restarts it.",
        },
      ],
      checks: [
        {
          step: "While it refuses to restart, watch scan-tool RPM during cranking.",
          tools: ["Scan tool with live data"],
          expect: "0 rpm points to the crank sensor.",
        },
        {
          step: "Check for spark at one coil or plug wire.",
          tools: ["Adjustable spark tester"],
          expect: "Bright blue spark jumping a gap of about 25 kV; none with RPM present points to ignition.",
        },
        {
          step: "Check fuel pressure in the failed state.",
          tools: ["Fuel pressure gauge kit"],
          expect: "At spec; low or zero while hot points to the pump.",
        },
        {
          step: "Gently heat the suspect sensor with a heat gun on a cold idling engine, or chill it with freeze spray when it has failed.",
          tools: ["Heat gun", "Freeze spray"],
          expect: "Stalling with heat, or an immediate restart after cold spray, pins the part.",
        },
      ],
      fix: "Replace the part that fails the hot test with an OE-quality sensor, module or pump, after checking for open recalls. Clear codes and confirm with a drive long enough to heat-soak fully.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Crank or cam sensor replacement",
            partsLow: 25,
            partsHigh: 150,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.5,
          },
          {
            name: "Ignition control module replacement",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Fuel pump module replacement",
            partsLow: 200,
            partsHigh: 450,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.3,
          },
        ],
        excludes: "Estimate; excludes diagnostic time to catch the fault, towing and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "Once heat-soaked the part can stall the engine in traffic with heavy steering and brakes, then keep it dead for up to an hour; don't drive it until the part is found.",
      codes: ["P0335", "P0340"],
      terms: ["heat soak", "freeze spray test", "ignition control module"],
      related: ["crank-sensor-no-tach", "fuel-pump-dead", "honda-main-relay-hot"],
      commonOn: [
        { make: "nissan", models: ["altima", "sentra"], years: [2002, 2006] },
        { make: "chevrolet", years: [1981, 2005] },
        { make: "gmc", years: [1981, 2005] },
        { make: "buick", years: [1981, 2005] },
        { make: "pontiac", years: [1981, 2005] },
        { make: "ford", years: [1983, 1996] },
        { make: "mercury", years: [1983, 1996] },
      ],
    },
    {
      slug: "cam-sensor-long-crank",
      title: "Takes several seconds of cranking to start, with a cam sensor code",
      summary:
        "A failed camshaft position sensor makes the PCM work out engine phase from the crank signal alone, which takes extra revolutions. Check the connector and wiring, then replace the cam sensor.",
      symptoms: [
        "Cranks 3–5 seconds on every start, hot or cold",
        "Check engine light on",
        "Runs normally once started, perhaps a slight hesitation",
        "Fuel economy drops on engines running a fallback injection mode",
      ],
      symptomIds: ["long-crank", "cranks-no-start"],
      causes: [
        {
          likelihood: "common",
          part: "Failed camshaft position sensor",
          why: "Sequential injection and coil-on-plug timing need cam phase; without it many engines fall back to a batch or trial mode after several turns, and some won't start at all.",
        },
        {
          likelihood: "occasional",
          part: "Oil-soaked connector or damaged wiring",
          why: "Cam sensors sit in a valve cover or timing cover where a leaking O-ring fills the connector with oil and makes the signal intermittent.",
        },
        {
          likelihood: "occasional",
          part: "Stretched timing chain shifting cam-to-crank alignment",
          why: "A cam signal arriving outside its expected window looks like a sensor fault; check correlation before buying a sensor.",
        },
        {
          likelihood: "rare",
          part: "Damaged cam reluctor or phaser target",
          why: "A broken tooth on the cam target wheel sends the wrong pattern.",
        },
      ],
      checks: [
        {
          step: "Scan for codes and note which bank and which sensor.",
          tools: ["Scan tool"],
          expect:
            "P0340-family circuit codes alone point to the sensor circuit; P0016-family correlation codes alongside point toward timing.",
        },
        {
          step: "Unplug and inspect the sensor connector.",
          tools: ["Flashlight"],
          expect: "Dry, clean pins; oil inside means replace the sensor O-ring or fix the leak too.",
        },
        {
          step: "Leave the cam sensor plugged in, back-probe its reference, ground and signal wires, and watch the signal on a scope while a helper cranks.",
          tools: ["Digital multimeter", "Lab scope"],
          expect:
            "5 V (or 12 V) reference, ground under 0.1 V and a switching signal; a flat signal with good power and ground condemns the sensor.",
        },
      ],
      fix: "Replace the cam sensor and its O-ring, clear codes and confirm a normal 1–2 second start. If correlation codes remain, diagnose timing chain stretch before fitting more parts.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Cam sensor replacement, easy access",
            partsLow: 25,
            partsHigh: 150,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Cam sensor connector or wiring repair",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Cam sensor behind a cover or the intake",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, and timing-chain work if correlation codes point there.",
      },
      verdict: "ok",
      verdictReason: "It usually drives normally; fix it before the long crank turns into a no-start.",
      codes: ["P0340", "P0341", "P0016"],
      terms: ["camshaft position sensor", "cam/crank correlation", "batch fire"],
      related: ["crank-sensor-no-tach", "timing-jumped-backfire"],
    },
    {
      slug: "no-spark-all-cylinders",
      title: "Cranks strong with a fuel smell but no spark at any cylinder",
      summary:
        "When no cylinder gets spark, the fault is shared by all of them: the coil power fuse or relay, the ignition module or distributor on older engines, or the PCM's coil drivers. Check coil feed voltage first.",
      symptoms: [
        "Normal cranking and fuel smell at the tailpipe, with no firing at all",
        "Spark tester shows nothing at any cylinder",
        "Tach moves normally while cranking",
        "Came on suddenly, often after a fuse blew or water got under the hood",
      ],
      symptomIds: ["cranks-no-start", "fuel-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Blown ignition coil fuse or failed ignition relay",
          why: "Coil-on-plug systems share one power feed; losing it kills every coil at once while the injectors, on another circuit, keep spraying.",
        },
        {
          likelihood: "occasional",
          part: "Failed ignition module, coil or distributor on older engines",
          why: "Distributor ignitions such as early-2000s Honda Accord and CR-V and GM's 4.3 L V6 use one module and coil for all cylinders, so their failure is total.",
        },
        {
          likelihood: "rare",
          part: "PCM coil drivers or internal supply failed",
          why: "If the PCM's coil drivers fail, it can keep pulsing injectors but never fire a coil.",
        },
      ],
      checks: [
        {
          step: "Test for spark at two or three cylinders.",
          tools: ["Adjustable spark tester"],
          expect: "Strong spark across a gap of about 25 kV at each; none anywhere confirms a shared fault.",
        },
        {
          step: "Check the coil feed fuse and measure the coil power pin with key ON.",
          tools: ["Test light", "Digital multimeter"],
          expect: "Battery voltage at the coil power pin; 0 V points to a fuse, relay or wire.",
        },
        {
          step: "Back-probe a coil trigger wire with an LED test light while cranking.",
          tools: ["LED test light", "Back-probe pins"],
          expect: "Flashing means the PCM is triggering; no flash with RPM present points to the PCM side.",
        },
        {
          step: "On distributor engines, inspect cap and rotor and measure coil resistance against spec.",
          tools: ["Digital multimeter", "Flashlight"],
          expect: "Dry cap with no carbon tracks, intact rotor, coil primary and secondary resistance within spec.",
        },
      ],
      fix: "Replace the blown fuse after finding the short (often a shorted coil or chafed wire), or the ignition relay, module or distributor as found. Replace a PCM only after power, grounds and inputs are proven, and program it to the VIN and immobilizer. Replace plugs that got fuel-fouled during all the cranking.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Ignition fuse or relay replaced and short found",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Ignition module, coil or distributor replacement",
            partsLow: 60,
            partsHigh: 350,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "PCM replacement after power and input checks",
            partsLow: 250,
            partsHigh: 450,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, and PCM programming if the module is replaced.",
      },
      verdict: "ok",
      verdictReason: "Once spark is restored it drives normally; this fault doesn't make driving itself unsafe.",
      codes: ["P0351", "P0352", "P0300"],
      terms: ["coil-on-plug", "spark tester", "ignition module", "distributor"],
      related: ["crank-sensor-no-tach", "ecm-no-power-no-communication", "flooded-engine"],
      commonOn: [
        { make: "honda", models: ["accord", "cr-v"], years: [1997, 2002] },
        { make: "chevrolet", years: [1985, 2014], engines: [{ name: "4.3L Vortec V6", liters: 4.3 }] },
        { make: "gmc", years: [1985, 2014], engines: [{ name: "4.3L Vortec V6", liters: 4.3 }] },
      ],
    },
    {
      slug: "timing-jumped-backfire",
      title: "Cranks unevenly and pops back through the intake after weeks of timing-chain rattle at startup",
      summary:
        "The timing chain or belt has jumped one or more teeth, so valves open at the wrong time and compression is low. Confirm with cam/crank correlation data and the timing marks before any other repair.",
      symptoms: [
        "Chain rattle on cold starts in the weeks before",
        "Backfire or coughing through the intake while cranking",
        "Cranks but won't start, or starts and runs very rough",
        "Check engine light with cam/crank correlation codes",
      ],
      symptomIds: ["cranks-no-start", "long-crank", "starter-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Stretched timing chain with a worn tensioner or guides",
          why: "Wear lengthens the chain until the tensioner runs out of travel; on a hard cold start the slack lets it skip. Known on GM's 3.6 L V6 and 2.4 L Ecotec and Ford's 5.4 L three-valve V8, among others.",
        },
        {
          likelihood: "occasional",
          part: "Timing belt skipped after its tensioner failed",
          why: "A hydraulic tensioner that loses pressure lets the belt jump teeth.",
        },
        {
          likelihood: "rare",
          part: "Sheared crank sprocket key or loose cam sprocket bolt",
          why: "The sprocket rotates on its shaft, throwing timing off without any chain slack.",
        },
      ],
      checks: [
        {
          step: "Scan for codes and read cam/crank correlation or cam position deviation data.",
          tools: ["Scan tool with live data"],
          expect:
            "P0008 or P0016–P0019 with a consistent offset of several crank degrees indicates a stretched or jumped chain.",
        },
        {
          step: "Run a cranking compression test or a relative compression test.",
          tools: ["Compression gauge", "Lab scope with amp clamp"],
          expect:
            "Readings within about 10% of each other but all well below the engine's normal figure (commonly 140–180 psi; confirm in the service information) point to valve timing, not rings.",
        },
        {
          step: "Remove the valve cover or timing cover and line up the timing marks at top dead center.",
          tools: ["Service information", "Socket set"],
          expect: "Marks align exactly; off by a tooth or more confirms the jump.",
        },
      ],
      fix: "Replace the chain(s), guides, tensioners and often the cam phasers or sprockets as a set (a belt kit on belt engines). Leak-down test interference engines for bent valves. Clear codes and run any cam/crank relearn required, then stick to the specified oil grade and change interval.",
      difficulty: 5,
      cost: {
        partsLow: 250,
        partsHigh: 1200,
        laborHoursLow: 5.3,
        laborHoursHigh: 17.3,
        excludes:
          "Estimate; excludes valve repair if they were bent, taxes, engine-out labor on some engines, and dealer pricing.",
      },
      verdict: "stop",
      verdictReason: "A jumped chain can skip further and let pistons hit valves; don't keep cranking or drive it.",
      codes: ["P0008", "P0016", "P0017", "P0018"],
      terms: ["timing chain stretch", "cam/crank correlation", "interference engine"],
      related: ["timing-system/timing-belt-snapped", "cam-sensor-long-crank", "timing-system/timing-belt-jumped-tooth"],
      commonOn: [
        {
          make: "chevrolet",
          years: [2004, 2017],
          engines: [
            { name: "3.6L V6 (LY7/LLT)", liters: 3.6 },
            { name: "2.4L Ecotec I4", liters: 2.4 },
          ],
        },
        {
          make: "gmc",
          years: [2007, 2017],
          engines: [
            { name: "3.6L V6 (LY7/LLT)", liters: 3.6 },
            { name: "2.4L Ecotec I4", liters: 2.4 },
          ],
        },
        {
          make: "buick",
          years: [2005, 2017],
          engines: [
            { name: "3.6L V6 (LY7/LLT)", liters: 3.6 },
            { name: "2.4L Ecotec I4", liters: 2.4 },
          ],
        },
        { make: "cadillac", years: [2004, 2012], engines: [{ name: "3.6L V6 (LY7/LLT)", liters: 3.6 }] },
        {
          make: "saturn",
          years: [2006, 2010],
          engines: [
            { name: "3.6L V6 (LY7/LLT)", liters: 3.6 },
            { name: "2.4L Ecotec I4", liters: 2.4 },
          ],
        },
        {
          make: "pontiac",
          years: [2006, 2010],
          engines: [
            { name: "3.6L V6 (LY7/LLT)", liters: 3.6 },
            { name: "2.4L Ecotec I4", liters: 2.4 },
          ],
        },
        {
          make: "ford",
          models: ["f-150", "expedition", "f-250", "f-350"],
          years: [2004, 2014],
          engines: [{ name: "5.4L 3-valve Triton V8", liters: 5.4 }],
        },
        {
          make: "lincoln",
          models: ["navigator", "mark-lt"],
          years: [2005, 2014],
          engines: [{ name: "5.4L 3-valve Triton V8", liters: 5.4 }],
        },
      ],
    },
    {
      slug: "ecm-no-power-no-communication",
      title: "Cranks, won't start, and the scan tool can't talk to the engine computer",
      summary:
        "The ECM/PCM has lost power or ground (a blown fuse or main relay), or it has failed. Check every ECM fuse, its main relay and its grounds before condemning the module.",
      symptoms: [
        "Check engine lamp doesn't light during the key-on bulb check",
        "Scan tool can't reach the engine module though other modules answer",
        "No fuel pump prime, no spark, no injector pulse",
        "Other modules log U0100 (lost communication with the ECM/PCM)",
      ],
      symptomIds: ["cranks-no-start", "dash-dark"],
      causes: [
        {
          likelihood: "common",
          part: "Blown ECM fuse or failed main (EFI) relay",
          why: "The ECM needs constant battery power, an ignition feed and its main relay; losing any leaves it dead while the starter still cranks.",
        },
        {
          likelihood: "occasional",
          part: "Poor ECM ground",
          why: "Corroded engine-to-body or ECM ground eyelets leave the module without a reference, so it powers up erratically or not at all.",
        },
        {
          likelihood: "occasional",
          part: "Water intrusion or internal ECM failure",
          why: "Leaking cowl or windshield seals drip onto modules; corrosion or a failed internal regulator shuts them down.",
        },
        {
          likelihood: "rare",
          part: "Shorted sensor pulling down the 5 V reference",
          why: "A shorted sensor can crash the ECM's internal supply and sometimes drop its communication.",
        },
      ],
      checks: [
        {
          step: "Confirm the MIL at key-on and try a second scan tool to rule out the tool.",
          tools: ["Scan tool"],
          expect: "No MIL and no communication while other modules respond narrows it to the ECM or its supply.",
        },
        {
          step: "Test every ECM/PCM fuse: battery, ignition, ETC and injector feeds.",
          tools: ["Test light", "Fuse chart"],
          expect:
            "The test light glows on both test points of every ECM feed fuse with the key on; a fuse lit on one side only has opened and explains the silent ECM.",
        },
        {
          step: "Check main relay output and back-probe the ECM power and ground pins.",
          tools: ["Digital multimeter", "Wiring diagram", "Back-probe pins"],
          expect: "Battery voltage on the power pins and under 0.1 V drop on each ground with key ON.",
        },
        {
          step: "Unplug the ECM and look for water tracks, green corrosion or pushed-back pins in both connector halves.",
          tools: ["Flashlight"],
          expect: "Dry, clean pins; green corrosion or water staining confirms intrusion.",
        },
      ],
      fix: "Replace the fuse or relay, repair the grounds, or replace the ECM. A replacement ECM must be programmed to the VIN and usually relearn the immobilizer and crank variation, which often needs a dealer tool or a programming service. Fix any water leak first.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "ECM fuse or main relay replacement",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          { name: "ECM ground repair", partsLow: 5, partsHigh: 30, laborHoursLow: 0.6, laborHoursHigh: 1.5 },
          { name: "ECM replacement", partsLow: 400, partsHigh: 1200, laborHoursLow: 1.5, laborHoursHigh: 4 },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, module programming and immobilizer setup, and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "An ECM that loses power shuts the engine off while driving; don't drive until the supply fault is found.",
      codes: ["U0100", "P0685", "P0606"],
      terms: ["ECM", "main relay", "U-code"],
      related: [
        "electrical/dead-after-reversed-jumper-cables",
        "fuel-pump-driver-module-or-relay",
        "no-spark-all-cylinders",
      ],
    },
    {
      slug: "honda-main-relay-hot",
      title: "Older Honda or Acura won't start on hot days, then starts after cooling",
      summary:
        "The PGM-FI main relay on many 1990s to early-2000s Honda and Acura models cracks its solder joints, which open with heat and cut the fuel pump. Listen for the pump prime when it fails; the relay is cheap.",
      symptoms: [
        "Won't start after sitting in the sun or a hot parking lot, cranks fine",
        "No two-second fuel pump prime while it's failing",
        "Starts once the cabin cools or after a wait",
        "Occasionally stalls while driving on hot days",
      ],
      symptomIds: ["hard-start-hot", "cranks-no-start"],
      causes: [
        {
          likelihood: "common",
          part: "Cracked solder joints in the PGM-FI main relay",
          why: "Heat expands the circuit board and opens the joints, so the relay stops powering the fuel pump and sometimes the injectors.",
        },
        {
          likelihood: "occasional",
          part: "Fuel pump failing hot",
          why: "A worn pump can also stall hot, so confirm relay output before replacing the pump.",
        },
        {
          likelihood: "rare",
          part: "Igniter in the distributor failing hot",
          why: "The same era of Honda used distributor igniters that fail with heat, killing spark rather than fuel.",
        },
      ],
      checks: [
        {
          step: "While it won't start, turn the key to ON and listen for the pump prime.",
          tools: [],
          expect: "No hum points to the main relay.",
        },
        {
          step: "Measure voltage at the relay's fuel pump output at key ON.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect: "Battery voltage for about 2 seconds; missing while hot confirms the relay.",
        },
        {
          step: "Check for spark during a failure.",
          tools: ["Adjustable spark tester"],
          expect: "Spark present narrows it to fuel; no spark points to the igniter.",
        },
        {
          step: "Remove the relay from under the dash and inspect its solder joints.",
          tools: ["Magnifier"],
          expect: "Ring-shaped cracks around the pins confirm it.",
        },
      ],
      fix: "Replace the PGM-FI main relay (resoldering the joints is a stopgap). Verify the pump primes both hot and cold afterward.",
      difficulty: 2,
      cost: {
        partsLow: 30,
        partsHigh: 100,
        laborHoursLow: 0.3,
        laborHoursHigh: 1,
        excludes: "Estimate; excludes diagnosis, taxes, and a pump or igniter if the relay tests good.",
      },
      verdict: "stop",
      verdictReason:
        "A heat-cracked main relay cuts the fuel pump on hot days, at speed as well as at a standstill; the relay is cheap, so replace it before driving again.",
      codes: [],
      terms: ["PGM-FI main relay", "cracked solder joint"],
      related: ["stalls-hot-restarts-cold", "fuel-pump-dead", "starter-heat-soak"],
      appliesTo: [
        { make: "honda", models: ["accord", "civic", "prelude", "cr-v", "odyssey", "del-sol"], years: [1990, 2002] },
        { make: "acura", models: ["integra", "legend", "vigor", "cl", "tl"], years: [1990, 2002] },
      ],
    },
    {
      slug: "coolant-temp-sensor-hard-start",
      title: "Hard start cold, or black smoke and a long crank when restarting warm",
      summary:
        "A faulty engine coolant temperature (ECT) sensor tells the PCM the wrong temperature, so it fuels a cold engine like a warm one or a warm engine like a frozen one. Compare its reading with the real temperature.",
      symptoms: [
        "Several tries needed on cold mornings, rough for the first minute",
        "Or floods and smokes black when restarted warm",
        "Temperature gauge reads oddly, or cooling fans run at key-on",
        "Check engine light with coolant-sensor codes",
      ],
      symptomIds: ["hard-start-cold", "hard-start-hot", "fuel-smell"],
      causes: [
        {
          likelihood: "common",
          part: "ECT sensor drifted or failed",
          why: "The thermistor's resistance no longer tracks temperature; reading too warm starves a cold start, reading too cold floods a hot one.",
        },
        {
          likelihood: "occasional",
          part: "Corroded connector or wiring",
          why: "Added resistance makes the PCM read colder than actual, and an open circuit reads -40 °F.",
        },
        {
          likelihood: "occasional",
          part: "Low coolant or an air pocket at the sensor",
          why: "A sensor sitting in steam or air reads wrong, and low coolant is a reason to stop by itself.",
        },
      ],
      checks: [
        {
          step: "After an overnight cold soak, compare coolant and intake air temperatures on a scan tool.",
          tools: ["Scan tool with live data"],
          expect: "Within about 5 °F of each other and of outside air.",
        },
        {
          step: "Warm the engine and compare the ECT reading with an infrared reading at the thermostat housing.",
          tools: ["Infrared thermometer", "Scan tool with live data"],
          expect:
            "ECT about 195–220 °F warm on most engines, and close to the housing reading (the surface reads a bit lower).",
        },
        {
          step: "Unplug the ECT sensor and read its resistance on an ohmmeter, noting the coolant temperature at that moment.",
          tools: ["Digital multimeter"],
          expect:
            "On common GM-style sensors, roughly 3,000–3,500 Ω near 70 °F and about 180–250 Ω near 200 °F; other makes differ.",
        },
        {
          step: "Check the coolant level with the engine cold.",
          tools: [],
          expect: "Full; a low level means find the leak before blaming the sensor.",
        },
      ],
      fix: "Replace the ECT sensor with a new seal, top up and bleed air from the cooling system, and clear codes. Confirm the gauge and cooling fans behave normally afterward.",
      difficulty: 2,
      cost: {
        partsLow: 15,
        partsHigh: 80,
        laborHoursLow: 0.3,
        laborHoursHigh: 1.2,
        excludes: "Estimate; excludes diagnosis, taxes, coolant, and any leak repair.",
      },
      verdict: "careful",
      verdictReason:
        "Usually safe to drive, but a wrong temperature signal can hide overheating; watch the gauge and coolant level.",
      codes: ["P0115", "P0117", "P0118", "P0128"],
      terms: ["ECT sensor", "thermistor", "cold-start enrichment"],
      related: ["flooded-engine", "long-crank-after-sitting", "cooling-system/ect-sensor-false-reading"],
    },
    {
      slug: "starts-only-with-gas-pedal",
      title: "Starts only if you press the gas, then dies at idle",
      summary:
        "The idle air path is choked: carbon in the throttle body, or a sticking idle air control valve on older engines. Clean the throttle body and IAC passage, then run the idle relearn.",
      symptoms: [
        "Won't start unless the pedal is held slightly down",
        "Idle sags and surges, then stalls when you lift off",
        "Stalls coming to a stop or when the A/C kicks on",
        "Idle speed below spec on a scan tool",
      ],
      symptomIds: ["starts-then-dies", "hard-start-cold"],
      causes: [
        {
          likelihood: "common",
          part: "Carbon-coated throttle body",
          why: "Carbon around the throttle plate of an electronic throttle shrinks the tiny gap the PCM relies on for idle air, worst when cold.",
        },
        {
          likelihood: "common",
          part: "Sticking or failed idle air control valve on older cable-throttle engines",
          why: "The IAC meters bypass air at idle; carbon or a failed stepper motor starves the engine of idle air.",
        },
        {
          likelihood: "occasional",
          part: "Contaminated MAF sensor",
          why: "A dirty MAF reports less air than is actually flowing, so the engine runs lean and dies at idle.",
        },
      ],
      checks: [
        {
          step: "Remove the intake boot and look at the throttle plate and bore.",
          tools: ["Flashlight"],
          expect: "Clean metal around the plate; a black ring of carbon confirms buildup.",
        },
        {
          step: "Read idle RPM, IAC counts or idle throttle angle on a scan tool.",
          tools: ["Scan tool with live data"],
          expect:
            "IAC counts or throttle opening well above normal with a low idle shows the PCM fighting a restriction.",
        },
        {
          step: "Read MAF airflow at warm idle.",
          tools: ["Scan tool with live data"],
          expect:
            "Roughly 1 g/s per liter of displacement (about 2.5–4 g/s on a 3.0 L); far less suggests a dirty MAF.",
        },
      ],
      fix: "With the key off, clean the throttle body and the IAC passage (or replace the IAC), and clean the MAF with MAF-specific cleaner only. Don't push an electronic throttle plate open by hand with the key on. Then run the idle relearn for the make and clear codes.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Throttle body and MAF cleaned, idle relearn run",
            partsLow: 10,
            partsHigh: 20,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Idle air control valve replacement",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.3,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, and a throttle body if its motor is failing.",
      },
      verdict: "careful",
      verdictReason:
        "It dies at idle, not at speed, but a stall at a stop leaves heavy steering and a firm brake pedal until restarted; get the throttle body cleaned before driving in traffic.",
      codes: ["P0505", "P0506"],
      terms: ["throttle body", "idle air control valve", "idle relearn", "MAF sensor"],
      related: [
        "vacuum-leak-starts-dies",
        "idle-relearn-after-battery",
        "motorcycle-engine/stalls-when-coming-to-a-stop",
      ],
    },
    {
      slug: "vacuum-leak-starts-dies",
      title: "Starts, idles rough with a hissing sound, then stalls",
      summary:
        "A large vacuum leak, such as a split intake duct or a disconnected PCV or brake booster hose, lets in unmetered air so the engine runs too lean to idle. Find the hiss, fix the leak and clear the lean codes.",
      symptoms: [
        "Loud hiss or whistle from the engine bay at idle",
        "Starts, stumbles and dies, better with a little throttle",
        "Check engine light with lean codes",
        "Hard brake pedal if the booster hose is off",
      ],
      symptomIds: ["starts-then-dies"],
      causes: [
        {
          likelihood: "common",
          part: "Split intake air duct after the MAF sensor",
          why: "Rubber ducts crack with age; air entering after the MAF isn't measured, so the PCM under-fuels.",
        },
        {
          likelihood: "common",
          part: "Cracked or disconnected PCV hose or failed PCV valve",
          why: "PCV hoses harden and crack, and a large open port leaks enough air to cause a lean stall.",
        },
        {
          likelihood: "occasional",
          part: "Disconnected brake booster hose",
          why: "The booster line is the biggest vacuum hose; off, the engine can't idle and the brake pedal goes hard.",
        },
        {
          likelihood: "rare",
          part: "Intake manifold gasket or cracked plastic manifold",
          why: "A failed gasket or a cracked runner on a plastic manifold leaks constantly.",
        },
      ],
      checks: [
        {
          step: "With the engine idling, listen around the intake duct, hoses and manifold.",
          tools: ["Mechanic's stethoscope"],
          expect: "The hiss leads you to large leaks.",
        },
        {
          step: "Holding a little throttle if it won't idle, watch long-term trim at idle, then at a steady 2,500 rpm where the leak is a smaller share of the airflow.",
          tools: ["Scan tool with live data"],
          expect: "Combined trims above +10–15% at idle that improve at higher rpm point to a vacuum leak.",
        },
        {
          step: "Smoke-test the intake with the engine off.",
          tools: ["Smoke machine"],
          expect: "Smoke escaping anywhere after the MAF shows the leak.",
        },
      ],
      fix: "Replace the cracked duct, hose, PCV valve or gasket; clear codes and confirm fuel trims settle back within about ±5–10%. Check that the brake pedal has normal assist afterward.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Intake duct, PCV valve or hose replacement",
            partsLow: 15,
            partsHigh: 120,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          {
            name: "Brake booster hose reconnected or replaced",
            partsLow: 10,
            partsHigh: 50,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Intake manifold gasket or plastic manifold replacement",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate; excludes diagnosis and taxes; intake manifold removal costs more on some V6 engines.",
      },
      verdict: "careful",
      verdictReason:
        "A disconnected booster hose leaves a hard, weak brake pedal; check braking before driving anywhere.",
      codes: ["P0171", "P0174", "P0507"],
      terms: ["vacuum leak", "smoke test", "fuel trim", "PCV valve"],
      related: [
        "starts-only-with-gas-pedal",
        "idle-relearn-after-battery",
        "advanced-engine/lean-at-idle-fine-at-speed",
      ],
    },
    {
      slug: "idle-relearn-after-battery",
      title: "Stalls or idles poorly right after the battery was disconnected or replaced",
      summary:
        "The PCM lost its learned idle and throttle settings. Let it idle and relearn, or run the maker's idle relearn; Nissan's idle air volume learning is the classic case that won't fix itself.",
      symptoms: [
        "Stalls right after starting or at the first stop after a battery change",
        "Idle too low or hunting up and down",
        "Power windows lost auto up/down and the radio wants a code",
        "Runs normally above idle",
      ],
      symptomIds: ["starts-then-dies"],
      causes: [
        {
          likelihood: "common",
          part: "Idle adaptations erased in the PCM",
          why: "A battery disconnect resets the learned throttle-closed position and idle air values, and the defaults may be too low for this particular engine.",
        },
        {
          likelihood: "occasional",
          part: "Nissan or Infiniti idle air volume learn not done",
          why: "Nissan's electronic throttle needs the idle air volume learning procedure after battery or throttle work, or the idle stays low indefinitely.",
        },
        {
          likelihood: "occasional",
          part: "Dirty throttle body exposed by the reset",
          why: "Learned values had been compensating for carbon buildup; once they reset, the engine can't draw enough idle air.",
        },
      ],
      checks: [
        {
          step: "Start the engine and let it idle with all accessories off for 10 minutes, then drive normally.",
          tools: [],
          expect: "A stable idle afterward on many makes.",
        },
        {
          step: "Run the maker's throttle and idle relearn with a scan tool or the pedal-and-key procedure.",
          tools: ["Scan tool with relearn functions"],
          expect: "Warm idle in spec, typically 600–800 rpm on most gasoline engines.",
        },
        {
          step: "Inspect the throttle body for carbon.",
          tools: ["Flashlight"],
          expect: "A clean plate; carbon must be cleaned before the relearn will hold.",
        },
      ],
      fix: "Clean the throttle body if needed, then run the idle and throttle relearn; on Nissan that means accelerator pedal released position learn, throttle valve closed position learn and idle air volume learn, in that order. Use a memory saver next time the battery is replaced.",
      difficulty: 2,
      cost: {
        partsLow: 0,
        partsHigh: 20,
        laborHoursLow: 0.4,
        laborHoursHigh: 1,
        excludes: "Estimate; excludes diagnosis, taxes, and throttle body replacement.",
      },
      verdict: "careful",
      verdictReason:
        "It stalls only until the idle relearn has run, which takes minutes in the driveway; do the relearn before pulling into traffic, where a stall at a light is risky.",
      codes: ["P0506", "P0507", "P2176"],
      terms: ["idle air volume learning", "memory saver", "adaptive values"],
      related: ["starts-only-with-gas-pedal", "vacuum-leak-starts-dies"],
      commonOn: [{ make: "nissan" }, { make: "infiniti" }],
    },
    {
      slug: "crank-sensor-circuit-low-high-intermittent",
      title: "Engine cuts out or stalls with a crank sensor circuit low, high or intermittent code",
      summary:
        "The crank sensor's signal is stuck near 0 V, stuck near its supply voltage, or dropping out for an instant, and every dropout cuts spark and fuel. Find the wire or connector at fault with a meter and a wiggle test before buying a sensor.",
      symptoms: [
        "Engine cuts out for a split second over bumps and then catches again",
        "Tachometer needle flicks to zero for a moment while the engine keeps turning",
        "Stalls and will not restart while the fault is present, then starts normally later",
        "P0337 or P0338 with a crank-no-start; P0339 after a stumble or stall while driving",
        "Other 5-volt sensor codes (throttle, cam, pressure) setting at the same moment on some engines",
      ],
      symptomIds: ["starts-then-dies", "cranks-no-start", "hard-start-hot"],
      causes: [
        {
          likelihood: "common",
          part: "Chafed or heat-damaged crank sensor wiring",
          why: "The harness runs low on the block near the exhaust, starter or bellhousing; a signal wire rubbed through to metal reads low, and one broken apart lets the signal float high.",
        },
        {
          likelihood: "common",
          part: "Loose, corroded or oil-filled connector",
          why: "A spread terminal, or oil from a leaking seal, breaks the signal for milliseconds; the module logs an intermittent and the driver feels a cut-out.",
        },
        {
          likelihood: "occasional",
          part: "Crankshaft position sensor with a failing output stage",
          why: "A Hall or magnetoresistive sensor whose output transistor shorts holds the signal low; one that goes open when hot leaves it high until it cools.",
        },
        {
          likelihood: "occasional",
          part: "Shared 5-volt reference pulled down by another sensor",
          why: "Where the crank sensor shares its reference with other sensors, a shorted cam, pressure or throttle sensor drags the supply down and the crank signal goes low with it.",
        },
        {
          likelihood: "rare",
          part: "Sensor loose in its bore, wrong air gap or debris on the tip",
          why: "A sensor that moves in its mount or carries metal fuzz on a magnetic tip loses pulses at speed, which reads as an intermittent rather than a dead circuit.",
        },
      ],
      checks: [
        {
          step: "Scan every module for codes and freeze-frame data, noting any other sensor codes that set together with the crank code.",
          tools: ["Scan tool"],
          expect:
            "A crank code alone points to its own circuit; several sensors on one 5-volt reference failing together points to a reference shorted by one of them.",
        },
        {
          step: "Key on with the sensor unplugged, measure reference and ground at the harness side of the connector.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "About 4.8–5.2 V on the reference (battery voltage on 12-volt sensors) and under 0.1 V on the ground; anything else sends you into the harness or to the module.",
        },
        {
          step: "With the module and sensor unplugged, check the signal wire end to end, to ground, and for stray voltage with the key on.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "Under about 5 Ω end to end, open to ground and no voltage of its own; near 0 Ω to ground explains P0337, stray voltage explains P0338.",
        },
        {
          step: "Reconnect, idle the engine and wiggle the harness in sections from the sensor back to the module while watching rpm and the signal.",
          tools: ["Lab scope", "Scan tool"],
          expect:
            "A steady pattern and steady rpm; a dropout or flat line as one section moves pins down the P0339 fault to within a few inches.",
        },
        {
          step: "Warm the sensor with a heat gun on a cold engine, or chill it with freeze spray after it has failed hot, while scoping its signal.",
          tools: ["Heat gun", "Freeze spray", "Lab scope"],
          expect:
            "A signal that survives both clears the sensor; one that dies with heat and returns when chilled condemns it.",
        },
        {
          step: "Remove the sensor and inspect its tip, O-ring and mounting bore.",
          tools: ["Basic hand tools", "Flashlight"],
          expect:
            "A clean tip seated flush with its bolt tight; metal fuzz on the tip, a cracked body or a loose fit explains lost pulses.",
        },
      ],
      fix: "Repair a chafed or broken wire with sealed splices and reroute it away from heat and moving parts, replace a spread terminal or an oil-soaked pigtail and fix the leak that fed it, or fit a new OE-quality crank sensor with a new O-ring. If another sensor was shorting the shared reference, replace that sensor instead. Clear codes; on GM engines run the crankshaft position variation learn after a sensor change.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Chafed crank sensor wire repaired and rerouted",
            partsLow: 10,
            partsHigh: 30,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Connector terminal or oil-soaked pigtail repair",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Crank sensor replacement and variation learn",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 0.8,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate; intermittent tracing is billed by the hour and can run longer; excludes towing, taxes and sensors reached only by removing the starter, transmission or intake.",
      },
      verdict: "stop",
      verdictReason:
        "A crank signal that drops out kills spark and fuel at once, so the engine can die at speed and leave you with heavy steering; don't drive it until the circuit is repaired.",
      codes: ["P0337", "P0338", "P0339"],
      terms: ["Crankshaft position sensor", "5-volt reference", "Short to ground", "Short to voltage", "Wiggle test"],
      related: [
        "crank-sensor-no-tach",
        "stalls-hot-restarts-cold",
        "obd/p0335-crankshaft-position-sensor",
        "electronics-wiring/intermittent-fault-wiggle-test",
      ],
    },
    {
      slug: "cam-sensor-circuit-low-high-intermittent",
      title: "Long crank or stumble with a cam sensor circuit low, high or intermittent code",
      summary:
        "One camshaft position sensor's signal is stuck near 0 V, stuck near its supply, or dropping out, so the engine computer loses cam phase and, on VVT engines, control of that cam. Test the three wires at the sensor before replacing it.",
      symptoms: [
        "Takes several extra revolutions to fire, then runs",
        "Low-speed pull feels flat because variable valve timing on that cam has been switched off",
        "Stumble or a brief stall when the signal drops out over bumps",
        "The code names the sensor: P0342–P0344 bank 1 intake or single sensor, P0347–P0349 bank 2 intake, P0367–P0369 bank 1 exhaust",
        "Oil seeping past the sensor O-ring and into its connector",
      ],
      symptomIds: ["long-crank", "starts-then-dies"],
      causes: [
        {
          likelihood: "common",
          part: "Oil in the connector or a spread terminal",
          why: "Cam sensors sit in the head or timing cover; a hardened O-ring lets oil wick into the plug and along the wire, corroding pins so the signal drops or floats.",
        },
        {
          likelihood: "common",
          part: "Failed camshaft position sensor",
          why: "An output stage shorted inside the sensor holds the signal low; an open one, or a sensor that quits when heat-soaked, leaves it high or intermittent.",
        },
        {
          likelihood: "occasional",
          part: "Signal wire shorted to ground or to another circuit",
          why: "A harness worn through on a valve-cover bracket, or melted against an exhaust manifold, pulls the signal to 0 V or feeds it stray voltage.",
        },
        {
          likelihood: "occasional",
          part: "Open reference or ground, or a shared 5-volt reference pulled down",
          why: "Without its feed or return the sensor cannot switch, and which way the signal then reads depends on its design; a shorted sensor elsewhere on the same reference does the same.",
        },
        {
          likelihood: "rare",
          part: "Wrong or poor-quality replacement sensor",
          why: "A sensor with the wrong tip length or output type for the target wheel switches weakly, so it reads as an intermittent circuit even when new.",
        },
      ],
      checks: [
        {
          step: "Match the code to the sensor in the service information: bank 1 holds cylinder 1, sensor A is intake (or left or front) and sensor B is exhaust (or right or rear).",
          tools: ["Scan tool", "Service information"],
          expect:
            "The right sensor found before anything is unplugged; where the two sensors of a bank interchange, swapping them and seeing the code follow proves the sensor.",
        },
        {
          step: "Unplug the sensor and look at the connector, its pins and the sensor O-ring for oil.",
          tools: ["Flashlight"],
          expect:
            "Dry pins that grip firmly; oil inside calls for a new O-ring, a cleaned or replaced pigtail and a look along the wire for oil wicking toward the module.",
        },
        {
          step: "Key on with the sensor unplugged, measure the reference to ground and to the sensor ground pin, then the voltage on the signal pin.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect:
            "About 5 V (12 V on some designs) both ways; where the module pulls the signal up, about 5 V on the signal pin too, and 0 V there means a short to ground or an open toward the module.",
        },
        {
          step: "Key off with both ends unplugged, check the signal wire end to end and to ground.",
          tools: ["Digital multimeter", "Wiring diagram"],
          expect:
            "Under about 5 Ω end to end and open to ground; a low reading to ground explains a circuit-low code and a high end-to-end reading an open.",
        },
        {
          step: "Reconnect, then scope the signal while cranking and at idle, wiggling the harness and tapping the sensor.",
          tools: ["Lab scope"],
          expect:
            "A clean square wave between near 0 V and the reference; a flat line at 0 V matches a low code, a flat line at reference a high code, and a dropout on wiggling an intermittent.",
        },
      ],
      fix: "Replace the cam sensor with a new O-ring, or repair the wire, terminal or pigtail found at fault and seal the oil leak that fed it. If another sensor was dragging the shared 5-volt reference down, replace that one. Clear codes, then confirm quick starts and, on VVT engines, that desired and actual cam angles track each other.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Oil-soaked connector or spread terminal repair",
            partsLow: 15,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          {
            name: "Shorted or open cam sensor wire repair",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Cam sensor replacement with a new O-ring",
            partsLow: 40,
            partsHigh: 180,
            laborHoursLow: 0.5,
            laborHoursHigh: 2.3,
          },
        ],
        excludes:
          "Estimate; sensors under an intake plenum or a timing cover sit at the top; excludes diagnosis, taxes and harness sections bought from the dealer.",
      },
      verdict: "careful",
      verdictReason:
        "Most engines keep running on the crank signal alone, but some will not restart without a cam signal; fix it before it strands you.",
      codes: ["P0342", "P0343", "P0344", "P0347", "P0348", "P0349", "P0367", "P0368", "P0369"],
      terms: ["Camshaft position sensor", "5-volt reference", "Pull-up resistor", "Short to ground", "Engine bank"],
      related: [
        "cam-sensor-long-crank",
        "crank-sensor-circuit-low-high-intermittent",
        "obd/p0340-camshaft-position-sensor",
        "electronics-wiring/fretting-corrosion-codes-clear-when-replugged",
      ],
    },
  ],
};
