import type { QuizQuestion } from "./schema";

/** The quiz bank: at least eleven questions per category, each with easy, medium and hard levels. */
export const quizQuestions: QuizQuestion[] = [
  {
    id: "q001",
    category: "engine",
    difficulty: "easy",
    question:
      "After a full warm-up the exhaust still puffs thick white smoke that smells sweet, and the coolant reservoir keeps dropping with no puddles under the car. What is the most likely cause?",
    options: [
      "Normal condensation burning out of the exhaust",
      "Engine oil getting past worn piston rings",
      "An injector leaking fuel and running the engine rich",
      "Coolant leaking into the combustion chambers, usually a failed head gasket or cracked head",
    ],
    answer: 3,
    explanation:
      "A sweet smell is ethylene glycol, and coolant that disappears without a drip is being burned in a cylinder, so suspect the head gasket or a cracked head and confirm with a combustion-gas (block) test or a cooling-system pressure test. Condensation smoke is thin, odorless and gone a few minutes after warm-up, and it never lowers the coolant level.",
    learnMore: { label: "Cooling system diagnostics", href: "/diagnostics/cooling-system" },
  },
  {
    id: "q002",
    category: "engine",
    difficulty: "easy",
    question:
      "A high-mileage, naturally aspirated engine puffs blue-gray smoke for a few seconds after sitting overnight, then runs clean for the rest of the drive, even under hard acceleration. What is the usual cause?",
    options: [
      "Worn piston rings",
      "Hardened valve-stem seals letting oil seep down the valve guides while the engine sits",
      "Coolant leaking past the head gasket",
      "A rich fuel mixture from a leaking injector",
    ],
    answer: 1,
    explanation:
      "Oil on the valve stems drains past worn seals into the cylinders while the car is parked and burns off in the first seconds after start-up; the same puff can show after a long downhill coast. Worn rings are the tempting answer, but they pass oil whenever the engine is under load, so they smoke on hard acceleration and usually show up as low compression or heavy blow-by.",
    learnMore: { label: "Four-stroke engine diagnostics", href: "/diagnostics/four-stroke" },
  },
  {
    id: "q003",
    category: "engine",
    difficulty: "easy",
    question: "On a compression test of a healthy engine, how should the cylinder readings compare with each other?",
    options: [
      "All within about 10–15% of the highest reading",
      "Every cylinder above 200 psi, whatever the spread",
      "Identical to within 1 psi",
      "No cylinder below half of the highest reading",
    ],
    answer: 0,
    explanation:
      "Cylinders are judged against each other because the absolute number depends on compression ratio, cranking speed, altitude and the gauge; a cylinder more than about 10–15% below the highest points to a ring, valve or head-gasket leak there. A fixed figure like 200 psi is the tempting rule, but a healthy engine at altitude or with a modest compression ratio can read 140–170 psi on every cylinder.",
    learnMore: { label: "Advanced engine diagnostics", href: "/diagnostics/advanced-engine" },
  },
  {
    id: "q004",
    category: "engine",
    difficulty: "easy",
    question:
      "Why is skipping the timing-belt interval on an interference engine, such as Honda's J35 V6, such an expensive gamble?",
    options: [
      "Nothing else is harmed; a snapped belt just strands the car until a new belt is fitted",
      "An aged belt stretches and makes the engine run lean, setting P0171",
      "A snapped belt stops the alternator, so the battery goes flat",
      "If the belt snaps, the pistons can strike open valves and bend them",
    ],
    answer: 3,
    explanation:
      "In an interference engine the valves and pistons use the same space at different moments, so when the belt stops turning the camshafts some valves stay open while the crankshaft coasts on, and the pistons hit them; the repair is often a cylinder-head job or a replacement engine. The 'just fit a new belt' outcome is true only of non-interference engines, where valves and pistons can never touch.",
    learnMore: { label: "Timing belt & chain diagnostics", href: "/diagnostics/timing-system" },
  },
  {
    id: "q005",
    category: "engine",
    difficulty: "medium",
    question:
      "A warm engine shows long-term fuel trim of +18% on both banks at idle, dropping to about +3% at a steady 2,500 rpm. Which fault fits this pattern best?",
    options: ["A weak fuel pump", "A clogged catalytic converter", "An intake vacuum leak", "A leaking fuel injector"],
    answer: 2,
    explanation:
      "At idle, air sneaking past a cracked hose or intake gasket is a large share of total airflow, so the PCM adds a lot of fuel; at 2,500 rpm the same leak is a small share and the trims fall back toward zero. A weak fuel pump shows the opposite pattern: it keeps up at idle and goes leaner as demand rises under load. A leaking injector adds fuel, which drives trims negative.",
    learnMore: { label: "Fuel system diagnostics", href: "/diagnostics/fuel-system" },
  },
  {
    id: "q006",
    category: "engine",
    difficulty: "medium",
    question:
      "Cylinder 3 reads 95 psi dry while the others read 150 psi. A teaspoon of engine oil squirted into cylinder 3 brings it up to 140 psi. Where is the compression escaping?",
    options: [
      "Past worn or stuck piston rings",
      "Past a burned exhaust valve",
      "Through a head gasket breached between cylinders 3 and 4",
      "Past an intake valve held open by carbon",
    ],
    answer: 0,
    explanation:
      "The oil briefly seals the gap between the rings and the cylinder wall, so a big rise on the wet test puts the leak at the rings. A burned valve is the tempting answer, but oil cannot seal a valve seat, so a valve leak reads low both dry and wet. A gasket breach between two cylinders would drag cylinder 4 down too, and it reads normal here.",
    learnMore: { label: "Advanced engine diagnostics", href: "/diagnostics/advanced-engine" },
  },
  {
    id: "q007",
    category: "engine",
    difficulty: "medium",
    question:
      "A port-injected engine starts instantly when warm but needs 4–5 seconds of cranking after sitting a few hours. Fuel pressure is in spec while running but falls to near 0 psi within minutes of shutdown. What is the likely cause?",
    options: [
      "Pressure bleeding off through a leaking pump check valve, injector or pressure regulator",
      "A clogged fuel filter",
      "A weak starter motor",
      "A failing crankshaft position sensor",
    ],
    answer: 0,
    explanation:
      "The system should hold most of its pressure for a good while after shutdown; when it bleeds off, the rail must be refilled on every start, which shows up as a long crank after the car sits. Closing off the supply line with a shutoff tool separates a pump check valve from an injector or regulator leak on the engine side. A clogged filter lowers pressure while the engine runs under load, but it cannot make pressure leak away with the engine off.",
    learnMore: { label: "Fuel system diagnostics", href: "/diagnostics/fuel-system" },
  },
  {
    id: "q008",
    category: "engine",
    difficulty: "medium",
    question:
      "A vacuum gauge on a warm engine reads a steady 19 inHg at idle, but with the engine held at 2,500 rpm the needle slowly sinks to about 8 inHg. What does that point to?",
    options: [
      "A vacuum leak at the intake manifold",
      "A restricted exhaust, such as a clogged catalytic converter",
      "Ignition timing set too far advanced",
      "An intake valve that sticks now and then",
    ],
    answer: 1,
    explanation:
      "When exhaust cannot get out, back pressure builds while the rpm is held and intake vacuum falls away; confirm with a back-pressure gauge in the upstream oxygen-sensor port. A vacuum leak is the tempting answer, but it lowers vacuum at idle as well, so a steady, normal idle reading rules it out. A sticking valve makes the needle flick down now and then rather than sink steadily.",
    learnMore: { label: "Exhaust system diagnostics", href: "/diagnostics/exhaust-system" },
  },
  {
    id: "q009",
    category: "engine",
    difficulty: "medium",
    question:
      "A turbocharged engine, such as Ford's 3.5 L EcoBoost, sets P0299, feels flat above 3,000 rpm and makes a loud whoosh under boost. What should you check first?",
    options: [
      "The charge-air pipes and intercooler couplers for a split or blown-off hose",
      "The wastegate for being stuck closed",
      "The fuel pump for low pressure",
      "The spark plug gaps",
    ],
    answer: 0,
    explanation:
      "P0299 means actual boost stayed below the PCM's target, and a whoosh under load is pressurized air escaping from a cracked intercooler pipe or a loose coupler; a smoke or pressure test of the intake tract finds it. A wastegate stuck closed does the opposite: boost climbs too high and sets an overboost code such as P0234, not P0299.",
    learnMore: { label: "Turbo & supercharger diagnostics", href: "/diagnostics/turbo-supercharger" },
  },
  {
    id: "q010",
    category: "engine",
    difficulty: "hard",
    question:
      "During a relative compression test, a current clamp on the battery cable shows six starter-current humps while cranking with fuel disabled; one hump is about 25% lower than the rest. What does that mean?",
    options: [
      "That cylinder has extra compression from carbon build-up",
      "That cylinder has low compression, so the starter needs less current to push through it",
      "The starter has a dead armature segment",
      "That cylinder's fuel injector is leaking",
    ],
    answer: 1,
    explanation:
      "Each hump is the current the starter needs to push one piston up on its compression stroke, so a cylinder leaking past its rings, valves or gasket makes a smaller hump; sync to the No. 1 cylinder to find which one, then confirm with a compression or leak-down test. A dead armature segment repeats at the starter's own speed, many times per crankshaft turn, not once per engine cycle.",
    learnMore: { label: "Advanced engine diagnostics", href: "/diagnostics/advanced-engine" },
  },
  {
    id: "q011",
    category: "engine",
    difficulty: "hard",
    question:
      "A cylinder leak-down test, with the piston at TDC on its compression stroke, shows 35% leakage on cylinder 2, and you hear air hissing out of the throttle body. Where is the leak?",
    options: [
      "The exhaust valve is not sealing",
      "The piston rings are worn",
      "The head gasket is leaking into the cooling system",
      "The intake valve is not sealing",
    ],
    answer: 3,
    explanation:
      "With the piston at TDC on compression both valves should be shut, so air reaching the intake and hissing out of the throttle body has to be passing the intake valve seat. An exhaust valve leak is heard at the tailpipe instead, worn rings hiss from the oil-fill cap or dipstick tube, and a head-gasket leak into the cooling system bubbles in the radiator or reservoir.",
    learnMore: { label: "Advanced engine diagnostics", href: "/diagnostics/advanced-engine" },
  },
  {
    id: "q012",
    category: "engine",
    difficulty: "hard",
    question:
      "A V6 sets P0171 only. At idle, bank 1 long-term fuel trim is +22% while bank 2 sits at +2%. Which fault fits this best?",
    options: [
      "A contaminated mass airflow sensor",
      "A weak fuel pump",
      "An intake-manifold gasket leak on the bank 1 side",
      "A clogged fuel filter",
    ],
    answer: 2,
    explanation:
      "The MAF sensor, fuel pump and fuel filter serve both banks, so a fault in any of them pulls both banks' trims up together. When only one bank corrects, look for something that affects that bank alone: an intake gasket or runner leak on that side, restricted injectors on that bank, or an exhaust leak ahead of that bank's upstream oxygen sensor.",
    learnMore: { label: "Fuel system diagnostics", href: "/diagnostics/fuel-system" },
  },
  {
    id: "q013",
    category: "brakes-chassis",
    difficulty: "easy",
    question:
      "The brakes make a harsh metal-on-metal grinding noise every time you stop, and it has been getting louder for a week. What is happening?",
    options: [
      "The wear-indicator tabs are warning that the pads are getting low",
      "Surface rust is being scraped off the rotors",
      "The pads are worn through to their steel backing plates and are cutting into the rotors",
      "The ABS is cycling the way it is designed to",
    ],
    answer: 2,
    explanation:
      "Grinding means steel is touching the rotor, so stopping power is falling and the rotors (sometimes the caliper pistons too) are being damaged with every stop; have the car towed or driven gently straight to a shop. Wear indicators make a high-pitched squeal, not a grind, and are meant to warn you before the pads get this far. Rust noise fades after the first few stops.",
    learnMore: { label: "Brake system diagnostics", href: "/diagnostics/brake-system" },
  },
  {
    id: "q014",
    category: "brakes-chassis",
    difficulty: "easy",
    question:
      "Why do many automakers, such as Honda and BMW, call for replacing brake fluid every few years even when the reservoir is full?",
    options: [
      "The fluid slowly evaporates, so the level reading becomes unreliable",
      "The fluid thickens with age and makes the pedal hard",
      "Old fluid wears the brake pads faster",
      "The fluid absorbs moisture from the air, which lowers its boiling point and corrodes parts",
    ],
    answer: 3,
    explanation:
      "Glycol-based DOT 3, 4 and 5.1 fluids are hygroscopic: they draw water in through hoses and seals, and at about 3.7% water DOT 3 is allowed to boil as low as 284°F, down from 401°F new, so fluid can boil in a hot caliper and the pedal goes soft. Evaporation is not the problem; a falling level usually means worn pads or a leak.",
    learnMore: { label: "Brake system diagnostics", href: "/diagnostics/brake-system" },
  },
  {
    id: "q015",
    category: "brakes-chassis",
    difficulty: "easy",
    question:
      "On a car with hydraulic power steering, a whine rises as you turn the wheel and is loudest at full lock in a parking lot. What should you check first?",
    options: [
      "The power-steering fluid level and condition",
      "The outer CV joints",
      "The front wheel bearings",
      "The front-end alignment",
    ],
    answer: 0,
    explanation:
      "Low or aerated fluid makes the pump cavitate, and the whine peaks at full lock where the pump works against its relief valve; top up with the specified fluid and find the leak, usually at a hose, the pump or the rack seals. Outer CV joints are the tempting answer for noise in turns, but they click or pop under acceleration rather than whining with steering effort.",
    learnMore: { label: "Steering system diagnostics", href: "/diagnostics/steering-system" },
  },
  {
    id: "q016",
    category: "brakes-chassis",
    difficulty: "easy",
    question:
      "A car tracks straight while cruising but pulls hard to one side every time you brake. Which cause fits best?",
    options: [
      "A sticking front caliper, so the two front brakes apply unevenly",
      "Front toe out of specification",
      "A mismatched tire on one side",
      "A weak brake booster",
    ],
    answer: 0,
    explanation:
      "A caliper whose piston or slide pins stick applies unevenly, so the car pulls toward the side that grips harder, and only when the brakes are on; look for one hotter wheel, uneven pad wear or a collapsed brake hose. Toe and tire faults are the tempting answers, but they pull while cruising as well. A weak booster makes the pedal hard on both sides equally.",
    learnMore: { label: "Brake system diagnostics", href: "/diagnostics/brake-system" },
  },
  {
    id: "q017",
    category: "brakes-chassis",
    difficulty: "medium",
    question: "Under FMVSS 116, what is the minimum dry boiling point that new DOT 3 brake fluid must meet?",
    options: ["284°F (140°C)", "401°F (205°C)", "446°F (230°C)", "500°F (260°C)"],
    answer: 1,
    explanation:
      "DOT 3 must boil no lower than 401°F (205°C) when new from a sealed container. 284°F (140°C) is the tempting answer, but it is the DOT 3 wet minimum, measured after the fluid has absorbed about 3.7% water; 446°F and 500°F are the dry minimums for DOT 4 and DOT 5.1.",
    learnMore: { label: "Brake system diagnostics", href: "/diagnostics/brake-system" },
  },
  {
    id: "q018",
    category: "brakes-chassis",
    difficulty: "medium",
    question: "Which fluid must never be topped into a brake system that the factory filled with DOT 3?",
    options: [
      "DOT 4 glycol fluid",
      "DOT 5 silicone fluid",
      "DOT 5.1 glycol fluid",
      "A sealed bottle of DOT 3 from a different brand",
    ],
    answer: 1,
    explanation:
      "DOT 5 is silicone-based: it does not mix with glycol fluid, lets water collect in pockets and can upset seals, so it belongs only in systems built for it. DOT 5.1 is the trap because of its number, but it is glycol-based like DOT 3 and DOT 4 and mixes with them, although the fluid the automaker specifies is still the best choice.",
    learnMore: { label: "Brake system diagnostics", href: "/diagnostics/brake-system" },
  },
  {
    id: "q019",
    category: "brakes-chassis",
    difficulty: "medium",
    question:
      "At a red light the brake pedal slowly sinks toward the floor under steady foot pressure. There are no external leaks and the reservoir level has not changed. What is the likely cause?",
    options: [
      "Air trapped in the brake lines",
      "Worn brake pads",
      "Fluid bypassing worn seals inside the master cylinder",
      "A failed brake booster",
    ],
    answer: 2,
    explanation:
      "When the master cylinder's piston seals leak internally, fluid slips past them instead of holding pressure, so the pedal creeps down while the level stays put; that is unsafe, so replace the master cylinder and bleed the system. Air in the lines makes the pedal spongy, but it firms up at a point and holds rather than steadily sinking. A failed booster makes the pedal hard, not low.",
    learnMore: { label: "Brake system diagnostics", href: "/diagnostics/brake-system" },
  },
  {
    id: "q020",
    category: "brakes-chassis",
    difficulty: "medium",
    question:
      "With a front wheel off the ground, you grip the tire at 9 and 3 o'clock and feel a clunk of free play, but none when rocking it at 12 and 6 o'clock. Which part is most likely worn?",
    options: ["A lower ball joint", "An inner or outer tie-rod end", "A front wheel bearing", "A sway-bar end link"],
    answer: 1,
    explanation:
      "Rocking at 9 and 3 tries to steer the wheel, so play there that you can see at a tie-rod joint (have a helper rock the tire while you watch) is steering-linkage wear. Ball-joint play shows when rocking at 12 and 6, and a loose wheel bearing usually shows in both directions, so play in only one plane points away from them. A worn sway-bar link rattles over bumps but adds no free play at the wheel.",
    learnMore: { label: "Steering system diagnostics", href: "/diagnostics/steering-system" },
  },
  {
    id: "q021",
    category: "brakes-chassis",
    difficulty: "medium",
    question:
      "Both front tires show feathered tread: the tread blocks feel smooth when you rub one way across them and sharp the other way. Which alignment angle is most likely off?",
    options: ["Camber", "Caster", "Steering axis inclination", "Toe"],
    answer: 3,
    explanation:
      "Toe that is out of spec makes each tire scrub sideways as it rolls, which raises a feathered edge across the tread, and it is the angle that wears tires fastest. Camber is the tempting answer, but it wears one shoulder (the inner edge with too much negative camber, the outer with positive) rather than feathering the whole tread. Caster mostly affects steering effort, return and pull.",
    learnMore: { label: "Wheel alignment diagnostics", href: "/diagnostics/alignment" },
  },
  {
    id: "q022",
    category: "brakes-chassis",
    difficulty: "hard",
    question:
      "You scope a two-wire active (magnetoresistive or Hall-type) wheel-speed sensor circuit while slowly turning the wheel by hand. What signal should a healthy sensor produce?",
    options: [
      "A square wave switching between two current levels, about 7 and 14 mA, even at a crawl",
      "An AC sine wave whose voltage grows as the wheel turns faster",
      "A steady 5 V that never changes",
      "A coil resistance of about 1,000–2,000 Ω on an ohmmeter",
    ],
    answer: 0,
    explanation:
      "Active sensors are powered by the ABS module and switch their current between two levels, roughly 7 and 14 mA, so the signal is a clean square wave whose frequency, not height, tracks wheel speed, even at walking pace. The sine wave that grows with speed belongs to older passive (inductive) sensors, and the 1,000–2,000 Ω coil check applies only to those.",
    learnMore: { label: "ABS system diagnostics", href: "/diagnostics/abs-system" },
  },
  {
    id: "q023",
    category: "brakes-chassis",
    difficulty: "hard",
    question:
      "After a front-only alignment with toe set to the car's centerline, the steering wheel sits crooked on a straight road and the rear wheels show 0.4° of thrust angle. The rear toe is adjustable. What is the correct fix?",
    options: [
      "Calibrate the steering angle sensor so the wheel reads centered",
      "Set rear toe to bring the thrust angle near zero, then set front toe to the thrust line with the wheel centered",
      "Rotate the tires front to rear",
      "Pull the steering wheel and re-index it on its splines",
    ],
    answer: 1,
    explanation:
      "Mismatched rear toe makes the rear axle steer the car off its centerline, so the driver holds the wheel off-center to go straight. Zeroing the thrust angle with rear toe, then setting front toe to it, fixes both the crooked wheel and the crabbing. A steering angle sensor calibration only changes what the module reads, not where the car points, and is done after the alignment; re-indexing the wheel hides the crabbing.",
    learnMore: { label: "Wheel alignment diagnostics", href: "/diagnostics/alignment" },
  },
  {
    id: "q024",
    category: "brakes-chassis",
    difficulty: "hard",
    question:
      "After a brake booster replacement, all four wheels drag harder as the brakes heat up, and the drag releases the moment you loosen the master cylinder's mounting nuts. What is wrong?",
    options: [
      "A collapsed rubber brake hose trapping pressure at one caliper",
      "Seized caliper slide pins",
      "An overfilled master cylinder reservoir",
      "The booster pushrod is too long and holds the master cylinder pistons over their compensating ports",
    ],
    answer: 3,
    explanation:
      "The compensating ports must be open at rest so fluid that expands with heat can return to the reservoir; a pushrod that is too long keeps them covered, pressure builds as the fluid heats and every wheel drags. Loosening the master cylinder frees the pushrod, which proves it. A collapsed hose is the tempting answer, but it traps pressure at only one wheel, not all four.",
    learnMore: { label: "Brake system diagnostics", href: "/diagnostics/brake-system" },
  },
  {
    id: "q025",
    category: "electrical",
    difficulty: "easy",
    question:
      "A healthy, fully charged 12-volt lead-acid battery has rested for a few hours with the engine off. About what should it read across the posts?",
    options: ["11.8 V", "12.0 V", "12.6 V", "13.8 V"],
    answer: 2,
    explanation:
      "A fully charged flooded or AGM battery at rest reads about 12.6–12.8 V; 12.4 V is roughly 75% charged and 12.0 V only about 25%, so 12.0 V means recharge and retest before condemning anything. 13.8 V is a charging-system reading with the engine running; a higher-than-normal figure right after a drive is surface charge, which is why the battery must rest first.",
    learnMore: { label: "Alternator & charging diagnostics", href: "/diagnostics/alternator" },
  },
  {
    id: "q026",
    category: "electrical",
    difficulty: "easy",
    question:
      "With the engine idling and the headlights off, what voltage across the battery shows a healthy charging system on most cars?",
    options: ["11.8–12.2 V", "13.5–14.8 V", "15.2–15.8 V", "16.5–17.5 V"],
    answer: 1,
    explanation:
      "A working alternator holds the battery at about 13.5–14.8 V at idle, a little higher when cold; a reading near resting battery voltage or below means little or no output, and more than about 15 V means a faulty regulator that can boil the battery and harm modules. Smart-charging systems such as GM's Regulated Voltage Control may run lower on purpose, so command full output with a scan tool before condemning the alternator.",
    learnMore: { label: "Alternator & charging diagnostics", href: "/diagnostics/alternator" },
  },
  {
    id: "q027",
    category: "electrical",
    difficulty: "easy",
    question:
      "You turn the key and hear rapid clicking from under the hood while the dash lights dim or flicker, but the engine does not crank. What is the most likely cause?",
    options: [
      "A failed starter motor",
      "An empty fuel tank",
      "A discharged battery or a loose or corroded battery cable connection",
      "A blown ignition fuse",
    ],
    answer: 2,
    explanation:
      "The starter solenoid pulls in, the voltage collapses under the starter's load, the solenoid drops out and the cycle repeats, which is the rapid clicking; charge and test the battery, and clean and tighten both cable ends. A dead starter usually gives one solid click, or nothing, while the dash stays bright because the battery still has plenty of voltage.",
    learnMore: { label: "Engine won't start diagnostics", href: "/diagnostics/engine-wont-start" },
  },
  {
    id: "q028",
    category: "electrical",
    difficulty: "easy",
    question:
      "A 15 A fuse for the power outlets blows again the instant you install a new one. What is the right next step?",
    options: [
      "Fit a 20 A fuse so it stops blowing",
      "Replace the battery",
      "Replace the fuse box",
      "Find the short to ground in that circuit before fitting another fuse",
    ],
    answer: 3,
    explanation:
      "A fuse that blows at once is doing its job: something downstream, often a coin in a power outlet or a chafed wire, is shorted to ground, so unplug loads and trace it with a short finder or a test light across the fuse terminals. A bigger fuse is the tempting fix, but it lets the wire carry more current than it is sized for, and the wire itself can then overheat and start a fire.",
    learnMore: { label: "Electrical system diagnostics", href: "/diagnostics/electrical" },
  },
  {
    id: "q029",
    category: "electrical",
    difficulty: "medium",
    question:
      "After the vehicle's modules have gone to sleep, roughly what key-off battery draw is normal for most modern vehicles?",
    options: ["Under about 50 mA", "About 250 mA", "About 0.5 A", "About 2 A"],
    answer: 0,
    explanation:
      "Most vehicles settle below about 50 mA within 10–60 minutes of locking, and a few luxury models allow up to about 85 mA. Reading too early is the usual trap: modules can draw several hundred milliamps before they sleep, and opening a door or breaking the meter circuit restarts the wait, so use a low-amp clamp or an ammeter with a bypass switch.",
    learnMore: { label: "Electrical system diagnostics", href: "/diagnostics/electrical" },
  },
  {
    id: "q030",
    category: "electrical",
    difficulty: "medium",
    question:
      "A carbon-pile load test applies half the battery's CCA rating for 15 seconds at about 70°F. What is the lowest voltage a good battery may drop to by the end of the test?",
    options: ["8.5 V", "9.6 V", "10.5 V", "12.0 V"],
    answer: 1,
    explanation:
      "9.6 V at the end of a 15-second load at half the CCA rating, at about 70°F, is the standard pass line, with a slightly lower allowance for a cold battery. The test is only valid on a charged battery (about 12.4 V or more first). 10.5 V is the tempting figure, but it is the end point of the reserve-capacity rating, the minutes a battery can supply 25 A, not the load-test limit.",
    learnMore: { label: "Electrical system diagnostics", href: "/diagnostics/electrical" },
  },
  {
    id: "q031",
    category: "electrical",
    difficulty: "medium",
    question:
      "A headlight is dim, yet its ground wire reads only 0.2 Ω on an ohmmeter. Why should you still voltage-drop test that ground with the light switched on?",
    options: [
      "An ohmmeter cannot measure anything below 1 Ω",
      "A voltage-drop test works without the circuit powered",
      "An ohmmeter uses a tiny current, so a wire down to a few strands can read fine but cannot carry working current",
      "An ohmmeter reading is only valid with the battery connected",
    ],
    answer: 2,
    explanation:
      "A meter pushing milliamps sees almost no resistance through a corroded joint or a last few strands, but with the headlight's several amps flowing that spot drops real voltage; measure across the ground side with the light on, and more than about 0.2 V is a fault. A voltage-drop test needs the circuit on and loaded, which is its whole advantage, and an ohmmeter must only be used on an unpowered circuit.",
    learnMore: { label: "Wiring & electronics diagnostics", href: "/diagnostics/electronics-wiring" },
  },
  {
    id: "q032",
    category: "electrical",
    difficulty: "medium",
    question: "On a standard four-pin ISO automotive relay, which two terminals are the coil?",
    options: ["30 and 87", "85 and 86", "30 and 85", "86 and 87"],
    answer: 1,
    explanation:
      "Terminals 85 and 86 are the control coil, typically about 50–120 Ω, and energizing it closes the switch between 30, the fused power feed, and 87, the output to the load. Taking 30 and 87 for the coil is the common mix-up: they are the contacts, open with the coil off and near 0 Ω only when it is energized.",
    learnMore: { label: "Electrical system diagnostics", href: "/diagnostics/electrical" },
  },
  {
    id: "q033",
    category: "electrical",
    difficulty: "medium",
    question:
      "After fitting a new battery to a BMW, or to a late-model Ford with a battery monitoring sensor, what extra step does the automaker call for?",
    options: [
      "Register the new battery (or reset battery monitoring) with a scan tool so charging adapts to it",
      "Let the engine idle 10 minutes so the PCM relearns idle",
      "Reset the tire-pressure monitoring system",
      "Leave the negative cable off for 30 minutes to reset the modules",
    ],
    answer: 0,
    explanation:
      "The vehicle tracks the battery's age and condition and charges an old battery harder; registering it (BMW) or resetting the battery monitoring system (Ford) tells the module a new battery is in, and on BMW its type and capacity. Skip it and the new battery can be overcharged and its life shortened. Leaving the cable off is the tempting shortcut, but it does not clear the stored battery history.",
    learnMore: { label: "Alternator & charging diagnostics", href: "/diagnostics/alternator" },
  },
  {
    id: "q034",
    category: "electrical",
    difficulty: "hard",
    question:
      "While cranking, you measure 0.9 V between the battery's positive post and the starter's B+ stud. What does that reading mean?",
    options: [
      "Normal; anything under 1.5 V is acceptable",
      "Too much resistance in the positive cable or its ends; the usual limit is about 0.5 V",
      "The starter solenoid contacts are burned",
      "The battery is weak and needs replacing",
    ],
    answer: 1,
    explanation:
      "With starter current flowing, a good cable and its terminals drop no more than about 0.5 V (many manuals allow less), so 0.9 V means corrosion, a loose end or a damaged cable; split the reading across each connection to find it. Burned solenoid contacts are inside the starter, past the B+ stud, so they cannot show in this reading. A weak battery lowers voltage at both ends equally.",
    learnMore: { label: "Engine won't start diagnostics", href: "/diagnostics/engine-wont-start" },
  },
  {
    id: "q035",
    category: "electrical",
    difficulty: "hard",
    question:
      "A scope on the alternator output, AC-coupled, shows the ripple humps broken by a regular, repeating gap, and the battery light flickers at idle. What is the likely fault?",
    options: [
      "Worn brushes",
      "A slipping drive belt",
      "A failed rectifier diode or an open stator winding",
      "A weak battery",
    ],
    answer: 2,
    explanation:
      "The six rectifier diodes share the work evenly across the three stator phases, so a gap that repeats in a regular pattern means one diode or one phase has dropped out; the alternator can no longer reach full output, and high AC ripple (over about 0.5 V AC) can upset modules. Worn brushes or a slipping belt lower or vary the output, but they do not cut a regular, repeating gap into the ripple.",
    learnMore: { label: "Alternator & charging diagnostics", href: "/diagnostics/alternator" },
  },
  {
    id: "q036",
    category: "electrical",
    difficulty: "hard",
    question:
      "With the battery disconnected, you measure resistance between DLC pins 6 and 14 on a high-speed CAN bus and read 120 Ω. What does that tell you?",
    options: [
      "The bus is healthy; 120 Ω is the specification",
      "CAN High is shorted to CAN Low",
      "CAN High is shorted to ground",
      "One of the two termination resistors, or the wiring to it, is open",
    ],
    answer: 3,
    explanation:
      "High-speed CAN has a 120 Ω resistor at each end of the bus, in parallel, so a healthy network reads about 60 Ω across pins 6 and 14. 120 Ω means the meter sees only one of them: a terminating module unplugged or a break in one leg. Calling 120 Ω normal mixes up one resistor with the pair; a short between CAN High and CAN Low reads near 0 Ω.",
    learnMore: { label: "CAN bus network diagnostics", href: "/diagnostics/can-bus-network" },
  },
  {
    id: "q037",
    category: "drivetrain",
    difficulty: "easy",
    question: "What fluid belongs in a belt-and-pulley CVT, such as the one in a Nissan Rogue or a Honda CR-V?",
    options: [
      "Only the CVT fluid the automaker specifies for that transmission",
      "Any universal multi-vehicle ATF",
      "Dexron VI automatic transmission fluid",
      "75W-90 gear oil",
    ],
    answer: 0,
    explanation:
      "A CVT depends on fluid with specific steel-on-steel friction properties so the belt grips the pulleys; Nissan NS-2 or NS-3 and Honda HCF-2 are made for their transmissions and are not interchangeable with step-automatic fluid. Dexron VI is right for many GM automatics, but in a CVT it can cause belt slip, judder and a failed transmission.",
    learnMore: { label: "Transmission & driveline diagnostics", href: "/diagnostics/transmission" },
  },
  {
    id: "q038",
    category: "drivetrain",
    difficulty: "easy",
    question:
      "One tire on an all-wheel-drive Subaru is ruined at half tread life. Why do Subaru and other AWD makers warn against replacing just that one tire?",
    options: [
      "The tire-pressure sensor cannot read a new tire",
      "A new tire cannot be balanced alongside worn ones",
      "The new tire's larger circumference makes the AWD system slip constantly, which can damage the center differential or coupling",
      "Fitting one tire voids the tire warranty",
    ],
    answer: 2,
    explanation:
      "The AWD system is built for all four wheels turning at the same speed; a tire with much more tread is larger around and turns slower, so the center differential or coupling slips all the time and overheats. The fix is four matching tires, or a new tire shaved down to the others' tread depth. TPMS reads pressure, not tire size, so the monitors are not the concern.",
    learnMore: { label: "Transmission & driveline diagnostics", href: "/diagnostics/transmission" },
  },
  {
    id: "q039",
    category: "drivetrain",
    difficulty: "easy",
    question:
      "In a manual-transmission car, flooring the gas in fourth gear makes the engine rpm climb while the car barely speeds up, and there is a burning smell. What is the likely cause?",
    options: [
      "A worn or oil-soaked clutch disc that is slipping",
      "Air in the clutch hydraulic line",
      "Worn synchronizer rings",
      "A failing release (throwout) bearing",
    ],
    answer: 0,
    explanation:
      "When the disc can no longer be clamped tightly between the flywheel and pressure plate, rpm rises without the car following, most noticeably in high gears under load; oil from a leaking rear main or input-shaft seal speeds it up. Air in the hydraulics does the opposite: the clutch does not fully release, so gears grind and the car creeps with the pedal down.",
    learnMore: { label: "Clutch system diagnostics", href: "/diagnostics/clutch-system" },
  },
  {
    id: "q040",
    category: "drivetrain",
    difficulty: "easy",
    question:
      "A front-wheel-drive car clicks or pops rhythmically when accelerating through a tight turn, such as pulling out of a parking space. What part is usually worn?",
    options: ["A front wheel bearing", "An outer CV joint", "An inner tie-rod end", "A sway-bar end link"],
    answer: 1,
    explanation:
      "The outer constant-velocity joint runs at its sharpest angle in tight turns, so once a torn boot lets grease out and grit in, the worn balls and races click under load; look for a split boot and grease flung around the wheel well. A wheel bearing hums or growls with road speed and changes as you sway through gentle curves, rather than clicking in tight turns.",
    learnMore: { label: "Transmission & driveline diagnostics", href: "/diagnostics/transmission" },
  },
  {
    id: "q041",
    category: "drivetrain",
    difficulty: "medium",
    question: "A part-time 4WD pickup is left in 4H on dry pavement. Why does it shudder, hop and bind in tight turns?",
    options: [
      "The front hubs are not locked",
      "The transfer case chain is stretched",
      "The rear differential is low on oil",
      "The transfer case locks the front and rear driveshafts together, but the axles need to turn at different speeds in a turn",
    ],
    answer: 3,
    explanation:
      "A part-time transfer case has no center differential, so in a turn the front wheels, which travel farther, fight the rears; on dry pavement the tires cannot slip to relieve it, and the wind-up strains the transfer case, axles and U-joints. Use 4H only on loose or slippery surfaces. A stretched chain makes a slap or clunk when power is applied, not a bind that builds only in tight turns.",
    learnMore: { label: "Transmission & driveline diagnostics", href: "/diagnostics/transmission" },
  },
  {
    id: "q042",
    category: "drivetrain",
    difficulty: "medium",
    question:
      "A manual car grinds going into gears from a stop and creeps forward with the clutch pedal on the floor. The pedal feels soft and the clutch fluid reservoir is low. What is the likely cause?",
    options: [
      "A worn clutch disc",
      "Worn synchronizer rings",
      "Low gear oil in the transmission",
      "A leaking clutch master or slave cylinder, so the clutch never fully releases",
    ],
    answer: 3,
    explanation:
      "Low fluid and a soft pedal mean the hydraulics cannot move the release bearing far enough, so the disc keeps dragging: gears grind and the car creeps with the pedal down. Check for wetness at the slave cylinder (inside the bellhousing on concentric designs) and at the master's pushrod. A worn disc slips under load instead, and as it wears it pushes the reservoir level up, not down.",
    learnMore: { label: "Clutch system diagnostics", href: "/diagnostics/clutch-system" },
  },
  {
    id: "q043",
    category: "drivetrain",
    difficulty: "medium",
    question:
      "Many late-model automatics, such as GM's 6L80, have no dipstick. How is the fluid level checked correctly?",
    options: [
      "Engine idling, fluid at the specified temperature on a scan tool, level right when fluid just trickles from the check plug",
      "Engine off and cold, filling until fluid reaches the fill hole",
      "Refilling with the same amount that drained out, with no further check",
      "Pulling a cooler line and timing the flow for 20 seconds",
    ],
    answer: 0,
    explanation:
      "Fluid expands as it heats, so these transmissions are checked in a set temperature window read on the scan tool, with the engine idling in Park; the level is correct when fluid just starts to trickle from the check plug. Checking cold or engine-off leaves it over- or underfilled. Matching the drained amount is a starting point, not a check, because fluid stays behind in the converter and cooler.",
    learnMore: { label: "Transmission & driveline diagnostics", href: "/diagnostics/transmission" },
  },
  {
    id: "q044",
    category: "drivetrain",
    difficulty: "medium",
    question:
      "A clutch-type limited-slip rear differential chatters and shudders in slow, tight turns right after a gear-oil change. What was most likely left out?",
    options: [
      "Sealant on the cover gasket",
      "A new pinion seal",
      "The friction modifier the differential requires",
      "A higher-viscosity gear oil",
    ],
    answer: 2,
    explanation:
      "The clutch packs in a limited-slip differential need gear oil with friction modifier, built in or added from a bottle as GM and Ford specify for many axles, so the plates slip smoothly when the inside and outside wheels turn at different speeds; without it they grab and release, which is the chatter. Thicker oil does not cure it: use the specified oil plus modifier, then drive several slow figure-eights.",
    learnMore: { label: "Transmission & driveline diagnostics", href: "/diagnostics/transmission" },
  },
  {
    id: "q045",
    category: "drivetrain",
    difficulty: "medium",
    question:
      "A rear-drive pickup's axle howls at 45–50 mph only while you are on the throttle and goes quiet the moment you lift off. What does that point to?",
    options: [
      "A worn rear wheel bearing",
      "Cupped tire tread",
      "A loose exhaust heat shield",
      "Worn or poorly set-up ring-and-pinion gears",
    ],
    answer: 3,
    explanation:
      "Gear noise depends on which side of the teeth carries the load, so a ring-and-pinion whine comes and goes with throttle at the same road speed; low oil, wear or a bad contact pattern from setup are the causes. A wheel bearing is the tempting answer, but bearing noise follows speed and cornering load, not throttle, so it hums at 45 mph whether you are on the gas or coasting. Tire noise ignores the throttle too.",
    learnMore: { label: "Transmission & driveline diagnostics", href: "/diagnostics/transmission" },
  },
  {
    id: "q046",
    category: "drivetrain",
    difficulty: "hard",
    question:
      "After a lift kit on a rear-drive pickup with a one-piece driveshaft, a strong shudder appears only when accelerating from a stop and fades by cruising speed. What is the likely cause?",
    options: [
      "A front wheel out of balance",
      "Tires that have gone out of round",
      "Low automatic transmission fluid",
      "Driveshaft U-joint working angles thrown out by the lift, usually corrected through pinion angle",
    ],
    answer: 3,
    explanation:
      "Under hard acceleration the axle housing twists and the pinion climbs, changing the U-joint operating angles most, so unequal or excessive angles front and rear make a shudder that fades as torque drops at cruise; measure with an angle finder and correct pinion angle with shims or adjustable arms. Balance and out-of-round tires are the tempting answers, but they shake with road speed, so they would still vibrate at cruise.",
    learnMore: { label: "Transmission & driveline diagnostics", href: "/diagnostics/transmission" },
  },
  {
    id: "q047",
    category: "drivetrain",
    difficulty: "hard",
    question:
      "An automatic shudders as if driving over rumble strips at 40–50 mph under light throttle. Misfire counters stay at zero, and the shudder stops the instant you lightly touch the brake pedal. What is the likely cause?",
    options: [
      "An engine misfire",
      "Torque converter clutch shudder, often from fluid whose friction modifiers are worn out",
      "A bent driveshaft",
      "An out-of-balance wheel",
    ],
    answer: 1,
    explanation:
      "Touching the brake releases the torque converter clutch, so a shudder that stops at that moment is the converter clutch slipping and grabbing as it applies; a fluid exchange with the specified fluid cures many cases, and some need a converter or software update. A misfire is the look-alike, but it ignores the brake switch and would show on the misfire counters. Driveshaft and wheel faults shake with speed regardless of the brake.",
    learnMore: { label: "Transmission & driveline diagnostics", href: "/diagnostics/transmission" },
  },
  {
    id: "q048",
    category: "drivetrain",
    difficulty: "hard",
    question:
      "A line-pressure test on an automatic shows normal pressure in Drive but well below spec in Reverse, and the truck is slow to engage Reverse. Where is the fault?",
    options: [
      "A worn transmission pump",
      "A clogged transmission filter",
      "A leak in a hydraulic circuit only Reverse uses, such as a worn Reverse clutch piston seal or sealing ring",
      "A weak electronic pressure-control solenoid",
    ],
    answer: 2,
    explanation:
      "The pump, filter and pressure-control solenoid feed every range, so if one of them were at fault, pressure would be low in Drive too. Pressure that drops in one range only means fluid is escaping from a circuit that range alone applies, such as a torn piston seal or worn sealing ring on the Reverse clutch; an air check with the valve body off pins down which one.",
    learnMore: { label: "Transmission & driveline diagnostics", href: "/diagnostics/transmission" },
  },
  {
    id: "q049",
    category: "codes",
    difficulty: "easy",
    question: "A scan tool shows P0420 stored. What does that code mean?",
    options: [
      "Catalyst system efficiency below threshold, bank 1",
      "Oxygen sensor circuit malfunction, bank 1 sensor 1",
      "Evaporative emission system large leak detected",
      "System too lean, bank 1",
    ],
    answer: 0,
    explanation:
      "P0420 sets when the downstream oxygen sensor shows the catalytic converter storing too little oxygen, so its efficiency is below the PCM's threshold on bank 1. It often ends in a new converter, but misfires, exhaust leaks ahead of the rear sensor or a lazy sensor can cause it, so rule those out first. A bad oxygen sensor circuit has its own codes (P0130–P0141), not P0420.",
    learnMore: { label: "OBD-II diagnostics", href: "/diagnostics/obd" },
  },
  {
    id: "q050",
    category: "codes",
    difficulty: "easy",
    question: "How does P0300 differ from P0301?",
    options: [
      "P0300 is a minor misfire; P0301 is a severe one",
      "P0300 is a random or multiple-cylinder misfire; P0301 is a misfire on cylinder 1",
      "P0300 is an ignition-coil fault; P0301 is a fuel-injector fault",
      "P0300 is for four-cylinder engines; P0301 is for V6 and V8 engines",
    ],
    answer: 1,
    explanation:
      "The last digit of the P030x codes names the cylinder, and 0 means misfires the PCM could not pin on one cylinder, or several at once. A single-cylinder code points at that cylinder's plug, coil, injector or compression; P0300 points to something shared, such as a vacuum leak, low fuel pressure or bad fuel. Neither code says how severe the misfire is: a flashing check-engine light does.",
    learnMore: { label: "OBD-II diagnostics", href: "/diagnostics/obd" },
  },
  {
    id: "q051",
    category: "codes",
    difficulty: "easy",
    question:
      "The first character of an OBD-II trouble code names the area of the vehicle that set it. What does a code starting with U cover?",
    options: [
      "The powertrain: engine and transmission",
      "The chassis: brakes, steering and suspension",
      "Network communication between modules",
      "The body: airbags, locks and climate control",
    ],
    answer: 2,
    explanation:
      "OBD-II groups codes as P for powertrain, B for body, C for chassis and U for network faults, so a U code such as U0100 means one module stopped hearing another on the data bus. Start with power, ground and bus wiring checks rather than replacing the module the code names, because a wiring fault silences a good module just as well.",
    learnMore: { label: "OBD-II diagnostics", href: "/diagnostics/obd" },
  },
  {
    id: "q052",
    category: "codes",
    difficulty: "easy",
    question: "Your scan tool reads P0171. What does that code mean?",
    options: [
      "System too rich, bank 1",
      "System too lean, bank 1",
      "Random or multiple-cylinder misfire detected",
      "Mass airflow sensor circuit low input",
    ],
    answer: 1,
    explanation:
      "P0171 sets when bank 1's fuel trims reach their limit adding fuel, meaning the oxygen sensor keeps seeing more oxygen than the metered fuel should leave. Vacuum leaks, a dirty MAF sensor and low fuel pressure are the usual causes. P0172 is the opposite, too rich, and because a lean code is not a sensor-circuit code, replacing the oxygen sensor rarely fixes it.",
    learnMore: { label: "OBD-II diagnostics", href: "/diagnostics/obd" },
  },
  {
    id: "q053",
    category: "codes",
    difficulty: "medium",
    question:
      "A car sets P0128, the temperature gauge sits lower than usual on the highway and the heater blows only lukewarm in winter. What is the most likely cause?",
    options: [
      "A coolant temperature sensor reading colder than actual",
      "A failing water pump",
      "Air trapped in the cooling system",
      "A thermostat stuck open",
    ],
    answer: 3,
    explanation:
      "P0128 means the engine took too long to reach the thermostat's regulating temperature; a thermostat stuck open keeps coolant flowing through the radiator, so the engine runs cold, the heater core stays lukewarm and the gauge reads low at highway speed where airflow is highest. A coolant sensor that reads cold can also set P0128, but it cannot make the heater blow cool air.",
    learnMore: { label: "OBD-II diagnostics", href: "/diagnostics/obd" },
  },
  {
    id: "q054",
    category: "codes",
    difficulty: "medium",
    question: "A scan shows U0100 stored in both the ABS and transmission modules. What does U0100 mean?",
    options: [
      "The PCM has an internal processor fault",
      "The PCM's software needs reprogramming",
      "The transmission control module has lost power",
      "Lost communication with the ECM/PCM",
    ],
    answer: 3,
    explanation:
      "U0100 is set by other modules when they stop hearing the engine or powertrain control module on the network. Check the PCM's fuses, power feeds, grounds, connector and CAN wiring before condemning it, because a PCM that has lost power sets the same code in every other module. An internal PCM fault has its own P codes, such as P0606.",
    learnMore: { label: "CAN bus network diagnostics", href: "/diagnostics/can-bus-network" },
  },
  {
    id: "q055",
    category: "codes",
    difficulty: "medium",
    question:
      "On a GM truck with the ABS and traction-control lights on, the scan tool shows C0035. What does it point to?",
    options: [
      "The right rear wheel-speed sensor circuit",
      "The ABS pump motor circuit",
      "The left front wheel-speed sensor circuit",
      "Low fluid in the brake reservoir",
    ],
    answer: 2,
    explanation:
      "On GM vehicles C0035 is the left front wheel-speed sensor circuit (C0040 right front, C0045 left rear, C0050 right rear). Common causes are a failed sensor or a hub bearing with the sensor built in, a wire broken where it flexes with the suspension, or rust lifting the sensor. Many C codes are defined by each automaker, so the same number can mean something else on another brand.",
    learnMore: { label: "ABS system diagnostics", href: "/diagnostics/abs-system" },
  },
  {
    id: "q056",
    category: "codes",
    difficulty: "medium",
    question:
      "Someone clears a check-engine code the morning of a state OBD-II emissions inspection. What usually happens at the test station?",
    options: [
      "It passes, because no codes are stored",
      "It passes after any short drive, since the PCM rechecks everything at start-up",
      "It passes as long as the check-engine light bulb works",
      "The car is rejected because its readiness monitors show not ready",
    ],
    answer: 3,
    explanation:
      "Clearing codes also resets the readiness monitors, and they complete only after specific drive cycles that can take days; most OBD-II inspections allow just one incomplete monitor on 2001 and newer vehicles (two on 1996–2000). 'No codes' is the tempting belief, but the station reads monitor status as well as codes, and on 2010 and newer vehicles it can also see permanent codes.",
    learnMore: { label: "OBD-II diagnostics", href: "/diagnostics/obd" },
  },
  {
    id: "q057",
    category: "codes",
    difficulty: "medium",
    question:
      "A 2015 car still shows a permanent DTC after the repair and a code clear with your scan tool. How does a permanent DTC go away?",
    options: [
      "Disconnecting the battery for 30 minutes",
      "Clearing codes a second time with the scan tool",
      "The PCM erases it itself once the monitor that set it runs and passes",
      "Only a dealer can erase it with factory software",
    ],
    answer: 2,
    explanation:
      "Permanent DTCs (Mode $0A) sit in memory that neither a scan tool nor a battery disconnect can wipe, so an inspection station can see a fault that was cleared but not fixed. After the repair and code clear, drive the conditions that run that monitor; a passing result erases it. Disconnecting the battery is the tempting shortcut, but it leaves the permanent code and resets every other readiness monitor.",
    learnMore: { label: "OBD-II diagnostics", href: "/diagnostics/obd" },
  },
  {
    id: "q058",
    category: "codes",
    difficulty: "hard",
    question:
      "On a warm engine at 2,500 rpm, the downstream oxygen sensor switches between about 0.1 and 0.9 V almost as fast as the upstream sensor. What does that PID pattern mean?",
    options: [
      "The catalytic converter has lost its oxygen-storage capacity",
      "The downstream sensor is faulty and needs replacing",
      "The engine is running rich on that bank",
      "The upstream sensor has gone slow and lazy",
    ],
    answer: 0,
    explanation:
      "A working catalyst stores oxygen and smooths the exhaust, so the downstream sensor holds a fairly steady voltage, typically around 0.6–0.7 V; when it mirrors the upstream switching, oxygen is passing straight through, which is what sets P0420. The rear sensor is the tempting suspect, but a sensor that swings fully and quickly is proving it works; a failing one goes flat or slow.",
    learnMore: { label: "Exhaust system diagnostics", href: "/diagnostics/exhaust-system" },
  },
  {
    id: "q059",
    category: "codes",
    difficulty: "hard",
    question:
      "On a fully warm engine, the scan tool shows coolant temperature stuck at -40°F (-40°C). What is the most likely fault?",
    options: [
      "An open circuit: an unplugged connector, a broken wire or an open sensor",
      "The sensor or its signal wire shorted to ground",
      "A thermostat stuck open",
      "An air pocket around the sensor",
    ],
    answer: 0,
    explanation:
      "The PCM feeds the sensor 5 V through an internal resistor, and an open circuit lets the signal rise to the full 5 V, which the PCM reads as the coldest value on its scale, -40°F. A sensor or signal wire shorted to ground does the opposite and reads the hottest value. A stuck-open thermostat lowers the real temperature, but the PID still shows a believable figure such as 150°F, never -40°F.",
    learnMore: { label: "OBD-II diagnostics", href: "/diagnostics/obd" },
  },
  {
    id: "q060",
    category: "codes",
    difficulty: "hard",
    question:
      "A 2012 Chevrolet Equinox with the 2.4 L Ecotec sets P0016 (crankshaft/camshaft position correlation, bank 1 sensor A) and rattles for a few seconds at cold start. What is the likely cause?",
    options: [
      "A failed camshaft position sensor",
      "A failed crankshaft position sensor",
      "A stretched timing chain letting the camshaft fall out of time with the crankshaft",
      "Low fuel pressure",
    ],
    answer: 2,
    explanation:
      "P0016 means the cam and crank signals are out of their expected relationship; with a cold-start rattle on this engine, chain stretch, often worsened by low oil from its known oil consumption, is the usual cause, confirmed by scoping cam and crank signals and inspecting the chain and guides. A dead sensor normally sets its own circuit code (P0335 crank, P0340 cam), and a new sensor cannot pull the cam back into time.",
    learnMore: { label: "Timing belt & chain diagnostics", href: "/diagnostics/timing-system" },
  },
  {
    id: "q061",
    category: "safety",
    difficulty: "easy",
    question:
      "Your engine has just overheated and you want to check the coolant. Why should you never open the radiator cap while the engine is hot?",
    options: [
      "Air will get in and cause an airlock",
      "The coolant is pressurized above its boiling point and can flash to steam and spray out, causing severe burns",
      "The cap's rubber seal will be damaged by the heat",
      "The coolant will lose its antifreeze protection",
    ],
    answer: 1,
    explanation:
      "A cap holding about 13–16 psi keeps coolant liquid well above 212°F; release that pressure and it boils instantly, spraying scalding coolant over your face and arms. Let the engine cool at least 30 minutes, until the upper hose can be squeezed easily, and check the level at the overflow reservoir. An airlock is a real problem after a refill, but it is not what makes a hot cap dangerous.",
    learnMore: { label: "Cooling system diagnostics", href: "/diagnostics/cooling-system" },
  },
  {
    id: "q062",
    category: "safety",
    difficulty: "easy",
    question:
      "You have raised a car with a floor jack to work underneath it. What must be in place before you get under the car?",
    options: [
      "Nothing more, as long as the floor jack is rated well above the car's weight",
      "Cinder blocks or bricks stacked under the frame",
      "Jack stands rated for the vehicle, set at its lift points on firm, level ground",
      "The factory scissor jack raised on the other side as a backup",
    ],
    answer: 2,
    explanation:
      "A hydraulic jack can leak down or slip off a lift point without warning, so it is for lifting only; stands rated for the load, on solid ground at the points the owner's manual shows, with the wheels chocked, hold the car. Jack capacity is the tempting reason to trust it, but capacity says nothing about a seal failing or the car rolling. Cinder blocks can crumble suddenly under a point load.",
    learnMore: { label: "Suspension diagnostics", href: "/diagnostics/suspension" },
  },
  {
    id: "q063",
    category: "safety",
    difficulty: "easy",
    question: "The check-engine light starts flashing while you drive on the highway. What should you do?",
    options: [
      "Reduce speed and load right away and have it checked before driving farther",
      "Keep driving normally and book a service when convenient",
      "Add a bottle of fuel-injector cleaner and drive on",
      "Disconnect the battery to reset the light",
    ],
    answer: 0,
    explanation:
      "A flashing light means the PCM sees a misfire bad enough to damage the catalytic converter: unburned fuel burns inside it, and it can overheat enough to melt the substrate or set fire to dry grass under the car. Ease off, and if the engine shakes badly or you smell a hot, sulfur odor, stop safely and have it towed. A steady light is the book-it-soon warning; a flashing one is not.",
    learnMore: { label: "OBD-II diagnostics", href: "/diagnostics/obd" },
  },
  {
    id: "q064",
    category: "safety",
    difficulty: "easy",
    question: "A car is left idling in a closed garage for a few minutes to warm up. What is the main danger?",
    options: [
      "None for a modern car, because the catalytic converter removes the carbon monoxide",
      "The engine overheating without road airflow",
      "Carbon monoxide, which has no color or smell, building to deadly levels within minutes",
      "The battery draining while the engine idles",
    ],
    answer: 2,
    explanation:
      "Carbon monoxide is odorless and colorless, and in an enclosed space it can reach lethal levels quickly, first causing headache, dizziness and confusion that stop you noticing the danger. The catalytic converter is the tempting reassurance, but it is not working yet on a cold engine, which puts out the most CO, so a modern car in a closed garage can still kill. Open the door and back out before warming up.",
    learnMore: { label: "Exhaust system diagnostics", href: "/diagnostics/exhaust-system" },
  },
  {
    id: "q065",
    category: "safety",
    difficulty: "easy",
    question:
      "Under the hood of a hybrid or electric vehicle, what does bright orange cable insulation or conduit mark?",
    options: [
      "The 12 V battery's main positive cable",
      "High-voltage circuits that can kill; never touch, cut or probe them",
      "Airbag (SRS) wiring",
      "Wiring for driver-assist cameras and radar",
    ],
    answer: 1,
    explanation:
      "Automakers mark high-voltage cables in orange, and on hybrids and EVs they carry hundreds of volts between the battery pack, inverter and motors: DC from the pack, AC to the motors. Leave them to a trained technician who has disabled the system and verified it dead; rescuers cut only where the automaker's emergency guide says. Yellow is the color of airbag wiring and connectors, which is why it is the tempting mix-up.",
    learnMore: { label: "Engine won't start diagnostics, including hybrids", href: "/diagnostics/engine-wont-start" },
  },
  {
    id: "q066",
    category: "safety",
    difficulty: "medium",
    question:
      "After removing the service plug on a hybrid such as a Toyota Prius, why does the repair manual require a wait (at least 10 minutes in Toyota's current procedure) before touching high-voltage parts?",
    options: [
      "The high-voltage battery needs time to cool down",
      "The 12 V modules must finish shutting down",
      "The orange cables must cool before they can be handled",
      "The inverter's capacitors still hold a dangerous charge until they discharge",
    ],
    answer: 3,
    explanation:
      "Pulling the service plug splits the battery pack, but the large capacitors in the inverter can stay charged at hundreds of volts for several minutes; after the wait, confirm 0 V at the inverter terminals with a CAT III meter while wearing insulated gloves. Cooling is the tempting reason, but heat is not what stops a heart; stored voltage is.",
    learnMore: { label: "Engine won't start diagnostics, including hybrids", href: "/diagnostics/engine-wont-start" },
  },
  {
    id: "q067",
    category: "safety",
    difficulty: "medium",
    question: "When jump-starting a car, where should the last cable clamp, the negative from the good car, go?",
    options: [
      "An unpainted metal ground on the dead car's engine or chassis, away from the battery",
      "The dead battery's negative post",
      "The dead battery's positive post",
      "Any painted body panel near the battery",
    ],
    answer: 0,
    explanation:
      "The final connection makes a small spark, and a charging or damaged battery can vent hydrogen that a spark ignites, so make it at a bare metal ground, or the jump-start ground stud the owner's manual shows, away from the battery. The dead battery's negative post is the tempting shortcut because it completes the same circuit, but it puts the spark right at the vents.",
    learnMore: { label: "Engine won't start diagnostics", href: "/diagnostics/engine-wont-start" },
  },
  {
    id: "q068",
    category: "safety",
    difficulty: "medium",
    question:
      "Before unplugging an airbag or working on a steering column, why does service information say to disconnect the battery and then wait the specified time?",
    options: [
      "The clock spring needs time to re-center itself",
      "The body module must go to sleep to log the repair",
      "The airbag inflator needs time to cool down",
      "The airbag control module's reserve capacitor can still fire an airbag until it drains",
    ],
    answer: 3,
    explanation:
      "The airbag module stores enough energy to fire the airbags even if the battery is torn away in a crash, so it can still deploy one for a short time after disconnection; Toyota, for example, specifies 90 seconds, and each maker sets its own wait. Carry a live airbag with its trim cover facing away from you and set it down face up. The clock spring plays no part in the wait; you keep it centered by locking the wheel straight.",
    learnMore: { label: "Electrical system diagnostics", href: "/diagnostics/electrical" },
  },
  {
    id: "q069",
    category: "safety",
    difficulty: "medium",
    question:
      "On the highway the temperature gauge climbs toward hot, with no steam yet. What is the best immediate action?",
    options: [
      "Speed up so more air flows through the radiator",
      "Switch the A/C to max to help cool the engine",
      "Turn off the A/C, run the heater on full hot with the fan on high, and pull over safely to shut the engine off",
      "Pull over and immediately open the radiator cap to add water",
    ],
    answer: 2,
    explanation:
      "The A/C condenser dumps heat in front of the radiator and adds engine load, while the heater core works as a small extra radiator, so those two moves buy time to reach a safe place to stop. Pushing on risks a warped head or blown head gasket; once stopped, let the engine cool before opening anything. Extra speed only helps when the cooling system itself works, and a climbing gauge says it does not.",
    learnMore: { label: "Cooling system diagnostics", href: "/diagnostics/cooling-system" },
  },
  {
    id: "q070",
    category: "safety",
    difficulty: "medium",
    question: "The accelerator sticks wide open on the highway. What should you do first?",
    options: [
      "Turn the ignition fully off right away",
      "Pump the brake pedal repeatedly",
      "Yank the parking brake on hard",
      "Shift to Neutral, brake firmly and steadily, and steer to a safe stop",
    ],
    answer: 3,
    explanation:
      "Neutral cuts drive to the wheels, and the brakes then stop the car easily while the rev limiter protects the racing engine. Switching off at speed is the tempting answer, but it cuts power steering and brake assist and can lock a keyed steering column; with push-button start, hold the button about 3 seconds only if Neutral fails. Pumping the pedal uses up the booster's vacuum reserve.",
    learnMore: { label: "Brake system diagnostics", href: "/diagnostics/brake-system" },
  },
  {
    id: "q071",
    category: "safety",
    difficulty: "hard",
    question: "Before working on a hybrid's high-voltage system, what hand protection does standard practice call for?",
    options: [
      "Two layers of thick nitrile shop gloves",
      "Class 0 rubber insulating gloves, rated 1,000 V AC, air-tested before each use and worn under leather protectors",
      "Leather welding gloves",
      "Cut-resistant aramid gloves",
    ],
    answer: 1,
    explanation:
      "Class 0 gloves are rated for 1,000 V AC (1,500 V DC), enough for hybrid and most EV systems; check the test date, then roll and inflate them to find pinholes before every use, and wear leather protectors over them so a sharp edge cannot cut the rubber. Nitrile, leather and aramid gloves stop oil, heat or cuts but give no rated electrical insulation, even doubled up.",
    learnMore: { label: "Engine won't start diagnostics, including hybrids", href: "/diagnostics/engine-wont-start" },
  },
  {
    id: "q072",
    category: "safety",
    difficulty: "hard",
    question:
      "You have removed a hybrid's service plug and waited the specified time. How should you verify the high-voltage system is dead before touching it?",
    options: [
      "Prove your CAT III meter on a known live source, measure 0 V at the HV terminals, then prove the meter on the live source again",
      "Trust the dash going dark once the service plug is out",
      "Check that the 12 V battery reads 0 V after disconnecting it",
      "Hold a non-contact voltage tester pen against the orange cables",
    ],
    answer: 0,
    explanation:
      "The live-dead-live check proves the meter and leads work before and after the zero reading, so a blown meter fuse or broken lead cannot fool you into a false dead reading. Non-contact pens sense the changing field around AC wiring; the pack and inverter carry DC, so a pen can stay silent on a live cable. A dark dash only shows that the 12 V side is off.",
    learnMore: { label: "Engine won't start diagnostics, including hybrids", href: "/diagnostics/engine-wont-start" },
  },
  {
    id: "q073",
    category: "safety",
    difficulty: "hard",
    question:
      "Why must you follow the service procedure to relieve pressure before opening a high-pressure fuel line on a gasoline direct-injection engine?",
    options: [
      "The line holds only 40–60 psi, but the fuel is hot enough to burn",
      "Opening it lets air in, and air damages the injectors",
      "The high-pressure pump seizes if the line is opened under pressure",
      "The rail runs at roughly 500–3,000 psi and can stay highly pressurized after shutdown, enough to inject fuel through skin",
    ],
    answer: 3,
    explanation:
      "Direct-injection rails commonly run at about 500–3,000 psi, some newer engines higher, and pressure can linger after shutdown; a jet of fuel can penetrate skin or spray onto a hot exhaust. Relieve it the way the manual says, wear eye protection and fit new lines where they are one-time-use. 40–60 psi is the tempting figure, but that is typical of port injection.",
    learnMore: { label: "Fuel system diagnostics", href: "/diagnostics/fuel-system" },
  },
];
