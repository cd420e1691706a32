import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Exhaust leaks, rattles, catalytic converters, O2 sensors, mufflers and heat shields: what the noise or smell means, how to test it and whether it is safe to drive.",
  howItWorks: [
    "Exhaust leaves each cylinder through a cast-iron or tubular steel exhaust manifold (on many newer engines integrated into the cylinder head), then passes one or more catalytic converters, a flex joint on transverse engines, resonators and a muffler before the tailpipe. Rubber isolators hang the system from the body so engine movement and heat expansion don't crack it, and heat shields protect the floor, fuel tank and wiring.",
    "The three-way catalytic converter uses platinum, palladium and rhodium on a ceramic honeycomb to turn hydrocarbons, carbon monoxide and nitrogen oxides into water, carbon dioxide and nitrogen, working best at 750–1,500 °F with the mixture held very close to stoichiometric (14.7:1 for gasoline). An upstream oxygen or air-fuel sensor gives the PCM mixture feedback, and a downstream oxygen sensor watches the converter's oxygen storage to judge its efficiency.",
    "Light diesels since about 2007–2010 (Duramax, Power Stroke, Cummins, EcoDiesel) add a diesel oxidation catalyst, a diesel particulate filter that traps soot and burns it off in regeneration cycles, and a selective catalytic reduction catalyst fed by diesel exhaust fluid (DEF) to cut NOx. Pressure, temperature and NOx sensors let the engine computer manage all three.",
  ],
  howItFails: [
    "Rust and heat cycles do most of the damage: mufflers and pipes rot from the inside out, especially on vehicles driven on short trips where condensation never boils off; manifold studs and bolts snap from repeated expansion (Ford 5.4 3V, GM Vortec V8s and Chrysler 5.7 Hemi are known for it); flex pipes crack; hangers and heat shield clamps rust away and start the rattles and clunks.",
    "Converters rarely wear out on their own. They melt or crack when a misfire or rich mixture sends raw fuel into them, get coated by oil or coolant from an engine fault, or are stolen for their metals. Oxygen sensors age slowly, which costs fuel mileage before it sets a code, and seize in their bungs so that replacement is a fight.",
    "On light diesels, short-trip driving interrupts DPF regenerations until the filter loads up and the truck derates; ash slowly fills it over 150,000-plus miles; and DEF systems fail from crystallized dosers, frozen or degraded fluid, failed heaters and NOx sensors, leading to the speed-limiting countdown the EPA requires. Each of those diesel faults has its page under Diesel (Comprehensive).",
  ],
  tools: [
    "Mechanic's stethoscope or a length of hose to locate manifold and joint leaks by ear",
    "EVAP or exhaust smoke machine, or a shop vacuum on blow, to pinpoint leaks with the engine off",
    "Infrared thermometer to compare converter inlet and outlet and spot cold cylinders at the manifold",
    "Exhaust back-pressure gauge with an oxygen sensor port adapter, and a vacuum gauge for restriction tests",
    "Scan tool with O2 and air-fuel sensor data, catalyst monitor status",
    "Lab scope or graphing multimeter for oxygen sensor switching and heater circuits",
    "Oxygen sensor socket, M18 x 1.5 thread chaser and penetrating oil",
    "Stud extractor set, drill guide and induction heater for broken manifold studs",
    "Carbon monoxide detector to confirm exhaust entering the cabin",
  ],
  safety: [
    "Exhaust fumes in the cabin carry carbon monoxide, which you cannot smell and which causes headaches, drowsiness and death: if you smell exhaust inside, open the windows, get out of traffic and do not drive it until the leak is fixed.",
    "Converters run at 1,000 °F or more and a misfiring engine can push them far hotter: never park over dry grass or leaves, and treat a flashing check engine light as a reason to stop driving.",
    "Exhaust parts stay hot enough to burn skin for well over 30 minutes after shutdown; let the system cool before working under the car, and use jack stands, never just a jack.",
    "Diesel regeneration raises exhaust temperatures above 1,000 °F at the tailpipe: keep trucks away from flammable material during a parked regen and do not interrupt a forced regen by shutting the engine off.",
    "Cutting or torching rusted exhaust near the fuel tank, lines or brake lines can start a fire: shield them or cut cold with a saw, and wear eye protection against falling rust scale.",
  ],
  symptoms: [
    { id: "loud-exhaust", label: "Exhaust is louder than normal" },
    { id: "rattle-underneath", label: "Rattle or buzz from under the car" },
    { id: "ticking-leak", label: "Ticking or puffing from the engine bay, worst when cold" },
    { id: "fumes-in-cabin", label: "Exhaust fumes smell inside the car" },
    { id: "rotten-egg-smell", label: "Rotten-egg smell from the tailpipe" },
    { id: "power-loss", label: "Loss of power or engine feels choked" },
    { id: "check-engine-light", label: "Check engine light on" },
    { id: "tailpipe-smoke", label: "Smoke, vapor, water or soot at the tailpipe" },
    { id: "burning-smell", label: "Burning smell or a glow from under the car" },
    { id: "hanging-exhaust", label: "Exhaust hangs low, clunks or scrapes" },
    { id: "drone", label: "Droning or booming inside the car at cruise" },
    { id: "failed-emissions", label: "Failed an emissions or inspection test" },
    { id: "poor-mileage", label: "Fuel economy has dropped" },
    { id: "popping", label: "Popping or backfiring from the tailpipe" },
  ],
  problems: [
    {
      slug: "broken-exhaust-manifold-studs",
      title: "Ticking from one side of the engine on a cold start that fades as it warms",
      summary:
        "Broken or loose exhaust manifold studs or bolts let the manifold lift off its gasket when cold, classic on Ford 5.4 3V, GM Vortec V8 and Chrysler 5.7 Hemi trucks. Replace the studs and gasket; it is safe to drive meanwhile unless you smell exhaust inside.",
      symptoms: [
        "Fast ticking that follows engine speed, loudest at cold start and on acceleration",
        "Noise quiets or disappears once the engine is fully warm",
        "Soot streak at the manifold-to-head joint, often at the rear of one bank",
        "Stud head or bolt missing, or a gap at the manifold flange",
      ],
      symptomIds: ["ticking-leak", "loud-exhaust"],
      causes: [
        {
          likelihood: "common",
          part: "Broken exhaust manifold studs or bolts",
          why: "The cast-iron manifold expands more than the head; after thousands of heat cycles the rear fasteners fatigue and snap, and the manifold only seals once it grows hot.",
        },
        {
          likelihood: "occasional",
          part: "Warped manifold flange",
          why: "A manifold that has bowed from heat no longer sits flat, leaving a gap at the end ports even with every fastener tight.",
        },
        {
          likelihood: "occasional",
          part: "Blown manifold gasket",
          why: "A burned or crushed gasket, often after a previous loose fastener, leaks at one port even when hot.",
        },
        {
          likelihood: "rare",
          part: "Loose spark plug",
          why: "A plug backing out of its thread makes a similar tick as combustion gas escapes, and needs fixing before it damages the head threads.",
        },
      ],
      checks: [
        {
          step: "On a cold engine, start it and listen around each manifold with a stethoscope probe or a hose held to your ear.",
          tools: ["Mechanic's stethoscope", "Length of hose"],
          expect: "The tick loudest at one end of one manifold pinpoints the leaking joint.",
        },
        {
          step: "With the engine cold and off, inspect every manifold fastener with a light and mirror, and look for black soot trails.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Missing nuts, stud stubs flush with the flange or soot fanning out from a port confirm the leak.",
        },
        {
          step: "Check each spark plug for tightness on the affected bank.",
          tools: ["Spark plug socket", "Torque wrench"],
          expect: "All plugs at spec rules out a plug leak masquerading as a manifold tick.",
        },
        {
          step: "Remove the manifold and check its flange with a straightedge and feeler gauge.",
          tools: ["Straightedge", "Feeler gauge"],
          expect: "More than about 0.010 inch of warp means resurface or replace the manifold.",
        },
      ],
      fix: "Extract broken studs (drill guide, extractor, or welded nut with heat), chase the threads, and install new studs, a new gasket and manifold, or resurface a warped flange. Torque to spec in sequence and re-check after a few heat cycles. Many shops replace every stud on the bank, not only the broken one.",
      difficulty: 4,
      cost: {
        partsLow: 40,
        partsHigh: 450,
        laborHoursLow: 1.7,
        laborHoursHigh: 6,
        excludes:
          "Estimate excludes diagnosis, taxes, head removal if a stud won't extract, and dealer pricing; seized or snapped extractors push labor higher.",
      },
      verdict: "ok",
      verdictReason:
        "The leak is ahead of the firewall and does not affect driving; fix it soon, and sooner if exhaust smell reaches the cabin.",
      codes: [],
      terms: ["exhaust manifold", "stud extractor", "flange warp"],
      related: ["cracked-cast-exhaust-manifold", "exhaust-fumes-inside-cabin", "exhaust-leak-upstream-of-o2-sensor"],
      commonOn: [
        {
          make: "ford",
          models: ["f-150", "expedition", "f-250", "f-350"],
          years: [2004, 2014],
          engines: [{ name: "5.4L Triton 3V V8", liters: 5.4 }],
        },
        {
          make: "lincoln",
          models: ["navigator", "mark-lt"],
          years: [2005, 2014],
          engines: [{ name: "5.4L Triton 3V V8", liters: 5.4 }],
        },
        {
          make: "chevrolet",
          models: ["silverado", "tahoe", "suburban", "avalanche", "express"],
          years: [1999, 2014],
          engines: [
            { name: "4.8L Vortec V8", liters: 4.8 },
            { name: "5.3L Vortec V8", liters: 5.3 },
            { name: "6.0L Vortec V8", liters: 6.0 },
          ],
        },
        {
          make: "gmc",
          models: ["sierra", "yukon", "yukon-xl", "savana"],
          years: [1999, 2014],
          engines: [
            { name: "4.8L Vortec V8", liters: 4.8 },
            { name: "5.3L Vortec V8", liters: 5.3 },
            { name: "6.0L Vortec V8", liters: 6.0 },
          ],
        },
        {
          make: "dodge",
          models: ["ram", "durango"],
          years: [2003, 2012],
          engines: [{ name: "5.7L Hemi V8", liters: 5.7 }],
        },
        {
          make: "ram",
          models: ["1500", "2500", "3500"],
          years: [2011, 2027],
          engines: [{ name: "5.7L Hemi V8", liters: 5.7 }],
        },
        {
          make: "jeep",
          models: ["grand-cherokee", "commander"],
          years: [2005, 2027],
          engines: [{ name: "5.7L Hemi V8", liters: 5.7 }],
        },
        { make: "chrysler", models: ["aspen"], years: [2007, 2009], engines: [{ name: "5.7L Hemi V8", liters: 5.7 }] },
      ],
    },
    {
      slug: "cracked-cast-exhaust-manifold",
      title: "Loud puffing from the engine bay that gets louder under load",
      summary:
        "A cracked cast-iron exhaust manifold or integrated manifold-converter, well known on the Jeep 4.0 inline-six, leaks at every firing pulse. Find the crack with smoke or a stethoscope and replace the manifold with new gaskets and studs.",
      symptoms: [
        "Rhythmic puffing or chuffing, loud at full throttle and on hills",
        "Exhaust smell in the engine bay and sometimes through the vents",
        "Visible crack line with soot, usually between runners or near the collector",
        "Lean or oxygen-sensor codes if the crack is ahead of the sensor",
      ],
      symptomIds: ["ticking-leak", "loud-exhaust", "fumes-in-cabin", "check-engine-light"],
      causes: [
        {
          likelihood: "common",
          part: "Cracked cast-iron manifold",
          why: "Heat cycling stresses thin sections between runners until they crack, and the crack opens wider as the manifold heats under load.",
        },
        {
          likelihood: "occasional",
          part: "Cracked manifold-converter assembly",
          why: "On engines with a close-coupled converter built into the manifold, the weld or shell cracks and the whole assembly must be replaced.",
        },
        {
          likelihood: "rare",
          part: "Seized or binding downpipe joint",
          why: "If the joint below can't slip, engine movement and expansion load the manifold and crack it again after replacement.",
        },
      ],
      checks: [
        {
          step: "Listen along the manifold with the engine cold and then under light load with a helper holding the brakes.",
          tools: ["Mechanic's stethoscope", "Helper"],
          expect: "The puff loudest at one runner or the collector shows where to look.",
        },
        {
          step: "With the engine cold and off, push smoke into the tailpipe with the other pipe blocked and watch the manifold.",
          tools: ["Smoke machine", "Tailpipe plug"],
          expect: "Smoke streaming from a line in the casting confirms a crack.",
        },
        {
          step: "Read short- and long-term fuel trims and upstream sensor data at idle.",
          tools: ["Scan tool"],
          expect:
            "Long-term trim on that bank above about +10% at warm idle that falls toward 0–5% at 2,500 rpm, with the other bank normal, shows the crack drawing in air ahead of the sensor.",
        },
        {
          step: "Check the downpipe joint and engine mounts for binding or sag.",
          tools: ["Pry bar", "Flashlight"],
          expect: "A seized joint or a collapsed mount must be fixed with the manifold, or the new one will crack.",
        },
      ],
      fix: "Replace the manifold (or manifold-converter assembly, which must be EPA or CARB compliant for your state) with new gaskets, studs and nuts. Free or replace the downpipe joint and any collapsed engine mount. Clear codes and confirm fuel trims return within about ±5% at idle.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Aftermarket manifold, gasket and studs",
            partsLow: 120,
            partsHigh: 450,
            laborHoursLow: 1.7,
            laborHoursHigh: 3.5,
          },
          {
            name: "OEM manifold or manifold-converter",
            partsLow: 450,
            partsHigh: 1200,
            laborHoursLow: 2.5,
            laborHoursHigh: 4.7,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes, broken stud extraction and dealer pricing; in CARB states a manifold-converter must be OEM or carry a CARB approval for the vehicle.",
      },
      verdict: "careful",
      verdictReason:
        "Fumes from a large manifold crack can reach the cabin through the cowl; drive with fresh-air ventilation and repair it soon.",
      codes: ["P0171", "P0174", "P0420"],
      terms: ["manifold-converter", "close-coupled converter", "fuel trim"],
      related: ["broken-exhaust-manifold-studs", "exhaust-leak-upstream-of-o2-sensor", "exhaust-fumes-inside-cabin"],
      commonOn: [
        {
          make: "jeep",
          models: ["wrangler", "cherokee", "grand-cherokee", "comanche"],
          years: [1987, 2006],
          engines: [{ name: "4.0L inline-six", liters: 4.0 }],
        },
      ],
    },
    {
      slug: "cracked-flex-pipe-under-front-seats",
      title: "Roaring or hissing exhaust leak right under the front seats",
      summary:
        "On front-drive cars with a transverse engine, the braided flex pipe behind the converter cracks and leaks under the floor. Replace the flex section or front pipe and check the engine mounts that caused it.",
      symptoms: [
        "Raspy roar that rises with throttle and is loudest under the driver's or front passenger's feet",
        "Louder on acceleration and when shifting into gear",
        "Soot around a braided section of pipe just behind the engine",
        "Occasional exhaust smell in the cabin",
      ],
      symptomIds: ["loud-exhaust", "fumes-in-cabin"],
      causes: [
        {
          likelihood: "common",
          part: "Cracked flex pipe (bellows and braid)",
          why: "The flex joint absorbs the engine's rocking; years of motion and rust crack the inner bellows, and exhaust escapes through the braid.",
        },
        {
          likelihood: "occasional",
          part: "Worn engine or transmission mounts",
          why: "A collapsed rear or torque mount lets the engine rock farther, over-flexing and cracking the joint early.",
        },
        {
          likelihood: "rare",
          part: "Failed flange gasket next to the flex section",
          why: "The gasket at the flange on either side of the flex can blow out and sound the same.",
        },
      ],
      checks: [
        {
          step: "With the car safely on stands, look and feel (cold) around the flex section for soot, broken braid or holes.",
          tools: ["Jack stands", "Flashlight"],
          expect: "Black soot on the braid or a visible tear confirms the flex pipe.",
        },
        {
          step: "Start the engine and, with gloves, hold a rag near (not on) the flex section, or use a shop-vac on blow into the tailpipe with the engine off.",
          tools: ["Shop rag", "Shop vacuum"],
          expect: "Air pulsing or flowing out of the braid pinpoints the leak.",
        },
        {
          step: "Have a helper shift between Drive and Reverse with the brake held while you watch engine movement from a safe distance.",
          tools: ["Helper", "Flashlight"],
          expect:
            "Lift of more than about 1/2 in. (13 mm), or a metal-on-metal clunk, points to worn mounts to replace with the pipe, or the new flex section will crack the same way.",
        },
      ],
      fix: "Replace the flex pipe: a bolt-on front pipe, or a universal flex section welded in by an exhaust shop. Use new flange gaskets and bolts, and replace collapsed mounts. Check downstream for other leaks before releasing the car.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Weld in a universal flex section",
            partsLow: 30,
            partsHigh: 120,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          { name: "Direct-fit flex pipe assembly", partsLow: 150, partsHigh: 400, laborHoursLow: 1, laborHoursHigh: 2 },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes and engine mounts; a converter integrated with the flex pipe costs considerably more.",
      },
      verdict: "careful",
      verdictReason:
        "The leak sits under the passenger compartment where carbon monoxide can seep in; drive with windows cracked and fix it soon.",
      codes: [],
      terms: ["flex pipe", "torque mount", "transverse engine"],
      related: ["exhaust-fumes-inside-cabin", "exhaust-hits-frame-when-shifting", "leaking-flange-gasket-chuff"],
    },
    {
      slug: "muffler-rusted-through",
      title: "Exhaust suddenly got loud and deep from the back of the car",
      summary:
        "A muffler, resonator or tailpipe rusted through, usually from the inside on vehicles driven on short trips. Replace the muffler and any thin pipe around it.",
      symptoms: [
        "Deep, loud exhaust note from the rear that came on over days or suddenly",
        "Rust holes, a blown seam or a drip hole widened at the muffler",
        "Rattle of loose baffles inside the muffler",
        "Exhaust smell at the rear when stopped with windows down",
      ],
      symptomIds: ["loud-exhaust", "rattle-underneath", "fumes-in-cabin"],
      causes: [
        {
          likelihood: "common",
          part: "Muffler rusted from inside",
          why: "Water made by combustion condenses in a cold muffler; on short trips it never boils off, and the acidic water rots the shell and seams from inside.",
        },
        {
          likelihood: "occasional",
          part: "Tailpipe or intermediate pipe rusted or broken at a clamp",
          why: "Thin pipe rusts at low points and where slip-joint clamps crimp it, then breaks and leaks near the muffler.",
        },
        {
          likelihood: "rare",
          part: "Muffler damaged by an impact",
          why: "A hit from road debris or a curb can split a seam or crush the case.",
        },
      ],
      checks: [
        {
          step: "With the engine running, listen at the rear of the car and look under it with a light for soot and holes.",
          tools: ["Flashlight"],
          expect: "Soot around a seam or hole, and noise loudest at the muffler, confirm the source.",
        },
        {
          step: "With the engine cold, tap the muffler and pipes with a hammer handle and press on scaled spots.",
          tools: ["Hammer", "Gloves"],
          expect:
            "A dull thud, flaking metal or a soft spot means the part is near the end even where there is no hole yet.",
        },
        {
          step: "Block the tailpipe briefly with a gloved hand and rag at idle.",
          tools: ["Heavy gloves", "Shop rag"],
          expect: "Exhaust hissing out of other spots reveals additional leaks that need repair at the same time.",
        },
      ],
      noMeasurement:
        "A rusted-through muffler is found by sight, sound and a hammer-handle tap; a hole or soft seam is the finding, and a leak this far back moves no fuel-trim or oxygen-sensor reading.",
      fix: "Replace the muffler and any rusted tailpipe or intermediate pipe, with new clamps and hangers; most independent exhaust shops weld in aftermarket parts. Make sure the tailpipe outlet still exits beyond the rear bumper so exhaust isn't drawn back under the car.",
      difficulty: 2,
      cost: {
        partsLow: 60,
        partsHigh: 400,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.7,
        excludes: "Estimate excludes diagnosis, taxes and OEM-only or dual-exhaust systems; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "A leak at the rear can draw exhaust into the car through the trunk or hatch seals; drive with fresh air on and replace it soon.",
      codes: [],
      terms: ["muffler", "resonator", "slip joint"],
      related: ["broken-exhaust-hangers-clunk", "exhaust-fumes-inside-cabin", "highway-drone-inside-cabin"],
    },
    {
      slug: "heat-shield-rattle",
      title: "Tinny rattle from under the car at one engine speed or at idle",
      summary:
        "A loose heat shield on the converter, pipe or muffler almost always causes a tinny buzz at a specific rpm. Secure it with a stainless clamp or remove a fully detached shield only where it isn't protecting anything.",
      symptoms: [
        "Metallic buzz or rattle at a particular rpm, often around 1,500–2,500",
        "Rattle at idle in Drive that stops in Park or Neutral",
        "Noise worse on cold starts or over bumps",
        "Shield moves freely when tapped, with rusted spot welds or clamp",
      ],
      symptomIds: ["rattle-underneath"],
      causes: [
        {
          likelihood: "common",
          part: "Heat shield with rusted-out spot welds or clamp",
          why: "The thin shield's mounting points rust away, letting it vibrate against the converter or pipe at its resonant frequency.",
        },
        {
          likelihood: "occasional",
          part: "Underbody heat shield loose at its fasteners",
          why: "Shields bolted to the floor pan above the exhaust lose their nuts or tear around them and rattle against the body.",
        },
        {
          likelihood: "rare",
          part: "Loose internal baffle or converter substrate",
          why: "A rattle from inside the part itself is often mistaken for a shield; shaking the part tells them apart.",
        },
      ],
      checks: [
        {
          step: "With the engine cold and the car on stands, tap each shield along the system with a rubber mallet.",
          tools: ["Rubber mallet", "Jack stands"],
          expect: "The shield that buzzes when tapped, matching the noise, is the culprit.",
        },
        {
          step: "Have a helper hold the rpm where the rattle occurs while you listen with a stethoscope or hose (keep clear of hot parts and moving components).",
          tools: ["Mechanic's stethoscope", "Helper"],
          expect: "The rattle loudest at one shield confirms it.",
        },
        {
          step: "Press firmly on the suspected shield while the helper recreates the noise.",
          tools: ["Heavy gloves", "Wooden stick"],
          expect: "The rattle stopping when the shield is pressed confirms the fix location.",
        },
      ],
      noMeasurement:
        "A loose heat shield is found by tapping and pressing on it while the noise is recreated; the rattle rpm is noted, but nothing about the shield itself reads on a meter or gauge.",
      fix: "Wrap a stainless-steel worm clamp or a heat shield clamp around the pipe and shield, or re-fasten it with large washers and new nuts. Only remove a shield if it isn't protecting the floor, fuel tank, lines or wiring; shields above converters must stay.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Clamp or re-fasten the loose shield",
            partsLow: 5,
            partsHigh: 20,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          { name: "Replace the heat shield", partsLow: 40, partsHigh: 150, laborHoursLow: 0.5, laborHoursHigh: 1 },
        ],
        excludes:
          "Estimate excludes diagnosis and taxes; a converter or pipe with an integral shield costs more to replace.",
      },
      verdict: "ok",
      verdictReason:
        "A rattling shield is an annoyance; make sure it can't fall off and contact the road or sit against the floor.",
      codes: [],
      terms: ["heat shield", "spot weld"],
      related: ["catalytic-converter-rattle", "broken-exhaust-hangers-clunk", "ticking-under-car-after-shutdown"],
    },
    {
      slug: "broken-exhaust-hangers-clunk",
      title: "Exhaust clunks over bumps or hangs lower than it used to",
      summary:
        "A torn rubber isolator or rusted hanger rod lets the exhaust drop and bang against the body. Replace the hangers now, before the system breaks a pipe or drags on the road.",
      symptoms: [
        "Thud or clunk from underneath over bumps and driveway entrances",
        "Tailpipe sits lower or off-center in its bumper opening",
        "Scraping on speed bumps",
        "Broken rubber insulator or missing rod visible near the muffler",
      ],
      symptomIds: ["hanging-exhaust", "rattle-underneath"],
      causes: [
        {
          likelihood: "common",
          part: "Torn or stretched rubber isolators",
          why: "Heat and ozone crack the rubber until it tears, so the pipe drops and swings into the body or frame.",
        },
        {
          likelihood: "occasional",
          part: "Hanger rod rusted off the pipe or body",
          why: "The welded rod on the pipe or bracket on the body rusts through, leaving the system hanging from the remaining hangers.",
        },
        {
          likelihood: "rare",
          part: "Broken pipe or clamp letting the system sag",
          why: "A break farther forward lets the rear section drop even with good hangers.",
        },
      ],
      checks: [
        {
          step: "Look at each hanger and isolator along the system with the car on stands.",
          tools: ["Flashlight", "Jack stands"],
          expect: "Cracked, stretched or missing isolators and rusted-off rods are easy to see.",
        },
        {
          step: "With the engine cold, grab the tailpipe and move it up, down and side to side.",
          tools: ["Gloves"],
          expect:
            "More than about 1 in. (25 mm) of free movement before the isolators resist, or metal contact, confirms the fault.",
        },
        {
          step: "Check for shiny rub marks on the body, frame, fuel tank or heat shields.",
          tools: ["Flashlight"],
          expect: "Fresh rub marks show where the pipe has been hitting and where clearance must be restored.",
        },
      ],
      fix: "Install new rubber isolators, and weld on or clamp a new hanger rod where one rusted off; restore at least about an inch of clearance from the body and fuel system. Repair any pipe cracked by the sagging.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace rubber hanger isolators",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.7,
          },
          { name: "Weld on new hanger rods", partsLow: 20, partsHigh: 100, laborHoursLow: 0.7, laborHoursHigh: 1.3 },
        ],
        excludes: "Estimate excludes diagnosis, taxes and pipes damaged by the dropped system.",
      },
      verdict: "careful",
      verdictReason:
        "A dragging exhaust can snag and tear loose at speed; secure it today, and do not drive it if it touches the road.",
      codes: [],
      terms: ["exhaust hanger", "rubber isolator"],
      related: ["muffler-rusted-through", "heat-shield-rattle", "exhaust-hits-frame-when-shifting"],
    },
    {
      slug: "catalytic-converter-rattle",
      title: "Rattle like rocks in a can from under the middle of the car",
      summary:
        "The ceramic honeycomb inside the catalytic converter has broken loose, usually after overheating from a misfire or a hard hit. Confirm by tapping the converter, fix the cause, then replace the converter.",
      symptoms: [
        "Rattle from the converter at start-up, idle or when tapped",
        "Rattle followed by power loss if pieces block the outlet",
        "Catalyst efficiency code",
        "History of a misfire, a flashing check engine light or a hard bottoming-out",
      ],
      symptomIds: ["rattle-underneath", "power-loss", "check-engine-light"],
      causes: [
        {
          likelihood: "common",
          part: "Broken catalyst substrate after overheating",
          why: "Raw fuel from a misfire burns inside the converter, cracking the ceramic so pieces shake loose in the shell.",
        },
        {
          likelihood: "occasional",
          part: "Substrate mat failure from age",
          why: "The ceramic fiber mat that holds the substrate erodes with heat cycles, letting the brick shift and break.",
        },
        {
          likelihood: "rare",
          part: "Impact damage from road debris or a curb",
          why: "A hard hit to the shell cracks the brittle substrate inside.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, tap the converter shell with a rubber mallet.",
          tools: ["Rubber mallet", "Jack stands"],
          expect: "A loose rattle from inside, not from a shield, confirms broken substrate.",
        },
        {
          step: "Read misfire history, fuel trims and any stored codes.",
          tools: ["Scan tool"],
          expect: "Past misfire counts or rich trims show the cause that must be fixed before fitting a new converter.",
        },
        {
          step: "Run a back-pressure test at the upstream oxygen sensor port.",
          tools: ["Back-pressure gauge with O2 port adapter"],
          expect:
            "Under about 1.5 psi at idle and under 3 psi at 2,500 rpm is normal; higher means pieces are blocking flow.",
        },
      ],
      fix: "Repair the misfire or rich condition first, then replace the converter with an EPA-compliant unit (CARB-approved in California and states that follow its rules) and new gaskets. Clear codes and complete a drive cycle so the catalyst monitor runs.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Aftermarket direct-fit converter",
            partsLow: 250,
            partsHigh: 900,
            laborHoursLow: 0.7,
            laborHoursHigh: 2,
          },
          {
            name: "OEM or CARB-compliant converter",
            partsLow: 900,
            partsHigh: 2500,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes, the misfire repair and O2 sensors; dealer pricing runs higher.",
      },
      verdict: "careful",
      verdictReason:
        "Loose pieces can plug the outlet and choke the engine without warning; fix the cause and replace the converter soon.",
      codes: ["P0420", "P0430", "P0300"],
      terms: ["catalyst substrate", "CARB-compliant", "back-pressure test"],
      related: ["clogged-catalytic-converter-power-loss", "catalytic-converter-glowing-red", "heat-shield-rattle"],
    },
    {
      slug: "clogged-catalytic-converter-power-loss",
      title: "Engine feels choked and won't rev freely, worst going uphill",
      summary:
        "A melted or plugged catalytic converter is restricting the exhaust. Confirm with a back-pressure or vacuum test, fix the misfire or oil burning that caused it, and replace the converter.",
      symptoms: [
        "Power falls off above about 3,000 rpm or on long grades",
        "Engine may idle normally but stall or struggle after a few minutes",
        "Red-hot converter or a burning smell after a hard drive",
        "Check engine light with catalyst or misfire codes",
        "Fuel economy drops sharply",
      ],
      symptomIds: ["power-loss", "check-engine-light", "poor-mileage", "burning-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Melted converter substrate",
          why: "Unburned fuel from a misfire or a rich mixture overheats the honeycomb until it fuses and blocks the passages.",
        },
        {
          likelihood: "occasional",
          part: "Converter fouled by oil or coolant",
          why: "Ash from burned oil or coolant additives coats and plugs the cells, common on engines burning oil or with a leaking head gasket.",
        },
        {
          likelihood: "rare",
          part: "Crushed pipe or collapsed muffler baffle",
          why: "A flattened pipe from a hit or a loose internal baffle blocks flow the same way a plugged converter does.",
        },
      ],
      checks: [
        {
          step: "Connect a vacuum gauge to manifold vacuum, warm the engine and hold 2,500 rpm for a minute.",
          tools: ["Vacuum gauge"],
          expect:
            "A healthy engine holds a steady 17–21 inHg at idle and similar at steady 2,500 rpm; vacuum that slowly falls while rpm is held indicates a restriction.",
        },
        {
          step: "Remove the upstream oxygen sensor and fit a back-pressure gauge.",
          tools: ["Back-pressure gauge with O2 port adapter", "O2 sensor socket"],
          expect: "Above about 1.5 psi at idle or 3 psi at 2,500 rpm confirms a restriction downstream of the port.",
        },
        {
          step: "Measure converter inlet and outlet temperatures with an infrared thermometer after a drive.",
          tools: ["Infrared thermometer"],
          expect: "An outlet cooler than the inlet, or an extremely hot inlet, suggests a blocked or failed converter.",
        },
        {
          step: "Loosen the pipe behind the converter (or remove the upstream sensor) as a test and briefly rev the engine.",
          tools: ["Basic hand tools"],
          expect: "Power returning with the system opened up proves the blockage is in the converter or beyond.",
        },
      ],
      fix: "Fix the root cause first (misfire, rich mixture, oil burning or coolant leak), then replace the converter with a compliant unit and new gaskets, and replace oxygen sensors if contaminated. Clear codes and complete a drive cycle. Check the muffler and pipes for loose debris that came out of the converter.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Aftermarket direct-fit converter",
            partsLow: 250,
            partsHigh: 900,
            laborHoursLow: 0.7,
            laborHoursHigh: 2,
          },
          {
            name: "OEM or CARB-compliant converter",
            partsLow: 900,
            partsHigh: 2500,
            laborHoursLow: 1,
            laborHoursHigh: 3.3,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes, the engine repair that caused the failure and oxygen sensors; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "A blocked converter can overheat and set fire to debris underneath, and may stall the engine; drive only short distances to a shop.",
      codes: ["P0420", "P0430", "P0300"],
      terms: ["back-pressure test", "vacuum test", "catalytic converter"],
      related: ["catalytic-converter-rattle", "catalytic-converter-glowing-red", "repeat-catalytic-converter-failure"],
    },
    {
      slug: "catalytic-converter-glowing-red",
      title: "Catalytic converter glowing red after driving with a flashing check engine light",
      summary:
        "A misfire or a badly rich mixture is dumping raw fuel into the converter, which is burning it and overheating. Pull over away from grass, shut the engine off and don't drive until the misfire is fixed.",
      symptoms: [
        "Dull red or orange glow from the converter or pipe, visible at night",
        "Check engine light flashing, with shaking or loss of power",
        "Strong hot-metal or burning smell, sometimes smoke from underbody coatings",
        "Heat felt through the floor above the converter",
      ],
      symptomIds: ["burning-smell", "check-engine-light", "power-loss"],
      causes: [
        {
          likelihood: "common",
          part: "Active engine misfire",
          why: "Each unburned charge from a dead cylinder carries fuel and oxygen into the converter, where it burns and drives temperatures far above the normal 750–1,500 °F.",
        },
        {
          likelihood: "occasional",
          part: "Severely rich mixture from a leaking injector or regulator",
          why: "Excess fuel oxidizes in the converter whenever any extra air is present, cooking the substrate.",
        },
        {
          likelihood: "occasional",
          part: "Restricted converter",
          why: "A partly blocked converter holds heat and back-pressure, raising its own temperature further.",
        },
        {
          likelihood: "rare",
          part: "Ignition timing badly retarded",
          why: "Late-burning combustion finishes in the exhaust, dumping heat into the manifold and converter.",
        },
      ],
      checks: [
        {
          step: "Once the car is safely stopped and cooled, read stored and pending codes and misfire counters.",
          tools: ["Scan tool"],
          expect: "Misfire codes on one or more cylinders identify the cause to fix before anything else.",
        },
        {
          step: "Swap the coil from the misfiring cylinder and re-check, then inspect that spark plug.",
          tools: ["Basic hand tools", "Spark plug socket"],
          expect:
            "A misfire that moves with the coil is ignition; one that stays points to the plug, injector or compression.",
        },
        {
          step: "Once the misfire is fixed, confirm no rich fault remains: read total fuel trim at warm idle and 2,500 rpm before the converter sees another long drive.",
          tools: ["Scan tool"],
          expect: "Combined trims more negative than about -10% point to a rich condition feeding the fire.",
        },
        {
          step: "Once the engine runs clean, remove the upstream oxygen sensor and screw a back-pressure gauge into its port to see whether the overheated substrate melted.",
          tools: ["Back-pressure gauge with O2 port adapter"],
          expect:
            "Under about 1.5 psi at idle and 3 psi at 2,500 rpm means the converter survived; higher means it melted.",
        },
      ],
      fix: "Repair the misfire or rich condition (coil, plug, injector, regulator or timing), clear codes and re-test. If the converter is melted or rattles, replace it with a compliant unit. Check nearby heat shields, wiring and the floor pan for heat damage.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the misfiring coil and plugs",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "Repair a leaking injector or regulator",
            partsLow: 120,
            partsHigh: 500,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
          {
            name: "Misfire repair plus a replacement converter",
            partsLow: 750,
            partsHigh: 2800,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate; excludes towing, diagnosis, taxes and heat-damaged wiring.",
      },
      verdict: "stop",
      verdictReason:
        "An overheating converter can ignite grass, leaves or the car's own undercoating; stop, shut it off and have it towed.",
      codes: ["P0300", "P0301", "P0302", "P0303", "P0304", "P0420"],
      terms: ["misfire", "catalytic converter", "flashing MIL"],
      related: [
        "clogged-catalytic-converter-power-loss",
        "catalytic-converter-rattle",
        "burning-plastic-smell-under-car",
      ],
    },
    {
      slug: "rotten-egg-smell-from-tailpipe",
      title: "Rotten-egg smell from the tailpipe, mostly after hard acceleration",
      summary:
        "Hydrogen sulfide forms when sulfur in the fuel passes a converter running rich. An occasional whiff is normal; a constant smell means a rich condition or a failing converter, so check fuel trims and oxygen sensors.",
      symptoms: [
        "Sulfur smell at the tailpipe after hard acceleration or a stop after a highway run",
        "Smell more noticeable with some brands or tanks of fuel",
        "Possibly black soot or a catalyst code if it is constant",
        "No obvious change in how the engine runs",
      ],
      symptomIds: ["rotten-egg-smell", "tailpipe-smoke"],
      causes: [
        {
          likelihood: "common",
          part: "Normal sulfur release during brief rich operation",
          why: "The converter stores sulfur while lean and releases it as hydrogen sulfide when the engine goes rich at full throttle; a new converter does this more until it ages in.",
        },
        {
          likelihood: "common",
          part: "Engine running rich",
          why: "A leaking injector, high fuel pressure, a skewed coolant or oxygen sensor keeps the mixture rich so the converter makes hydrogen sulfide constantly.",
        },
        {
          likelihood: "occasional",
          part: "Failing catalytic converter",
          why: "A converter that has lost its oxygen storage no longer converts hydrogen sulfide to sulfur dioxide, which has little smell.",
        },
        {
          likelihood: "rare",
          part: "Overcharged or failing battery",
          why: "A battery boiling from overcharging gives off a similar sulfur smell, but from the engine bay or trunk rather than the tailpipe.",
        },
      ],
      checks: [
        {
          step: "Note where the smell is strongest: tailpipe versus engine bay or battery location.",
          tools: [],
          expect:
            "Engine-bay or trunk sulfur smell sends you to the battery and charging; tailpipe smell stays with fuel and converter.",
        },
        {
          step: "Read fuel trims and upstream sensor data at warm idle and 2,500 rpm.",
          tools: ["Scan tool"],
          expect:
            "Combined trims within about ±10% and a switching sensor mean normal fueling; strongly negative trims mean a rich fault.",
        },
        {
          step: "Check charging voltage and feel the battery case.",
          tools: ["Digital multimeter"],
          expect: "13.5–14.8 V at idle is normal; above about 15 V with a hot or swollen battery means overcharging.",
        },
        {
          step: "Try a full tank from a different major-brand station and re-check the smell.",
          tools: [],
          expect: "A smell that fades on different fuel points to high-sulfur fuel rather than a fault.",
        },
      ],
      fix: "If trims and sensors are normal, nothing is required. Repair any rich condition (injector, regulator, sensor) or overcharging alternator; replace the converter only if it fails its monitor or tests.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "No repair for an occasional whiff after hard use",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Repair the rich condition or overcharging",
            partsLow: 40,
            partsHigh: 300,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the catalytic converter (aftermarket)",
            partsLow: 250,
            partsHigh: 1200,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and OEM or CARB-compliant converters, which cost more.",
      },
      verdict: "ok",
      verdictReason:
        "The smell itself is harmless outdoors; only a constant smell with rich running needs prompt attention for the converter's sake.",
      codes: ["P0172", "P0175", "P0420"],
      terms: ["hydrogen sulfide", "oxygen storage", "fuel trim"],
      related: ["repeat-catalytic-converter-failure", "black-soot-at-tailpipe", "aging-upstream-o2-sensor-mileage"],
    },
    {
      slug: "catalyst-code-returns-after-new-converter",
      title: "Catalyst efficiency code comes back soon after a new converter was installed",
      summary:
        "A low-grade aftermarket converter, an exhaust leak ahead of the rear oxygen sensor or an unfixed engine fault is the usual reason. Check the converter's certification, the downstream sensor signal and for leaks before buying another one.",
      symptoms: [
        "P0420 or P0430 returns within days or weeks of the replacement",
        "Car drives normally",
        "Fails a plug-in OBD inspection",
        "Downstream oxygen sensor signal switching almost as fast as the upstream one",
      ],
      symptomIds: ["check-engine-light", "failed-emissions"],
      causes: [
        {
          likelihood: "common",
          part: "Low-oxygen-storage aftermarket converter",
          why: "Budget converters carry less catalyst, and some that are legal to sell still fail a particular PCM's efficiency test, which compares front and rear sensor activity.",
        },
        {
          likelihood: "common",
          part: "Exhaust leak ahead of the downstream sensor",
          why: "Outside air drawn in at a leaking flange or the converter joint makes the rear sensor see oxygen swings that mimic a worn converter.",
        },
        {
          likelihood: "occasional",
          part: "Aging upstream or downstream oxygen sensor",
          why: "A lazy or biased sensor skews the comparison the PCM uses to grade the converter.",
        },
        {
          likelihood: "occasional",
          part: "Underlying misfire, oil burning or rich running",
          why: "The same fault that killed the first converter quickly poisons or overheats the new one.",
        },
        {
          likelihood: "rare",
          part: "PCM calibration needing an update",
          why: "Some manufacturers revised catalyst monitor calibrations; an updated PCM program may be needed for an approved replacement to pass.",
        },
      ],
      checks: [
        {
          step: "Read the converter's label or paperwork for EPA or CARB executive-order approval for this vehicle.",
          tools: ["Flashlight"],
          expect:
            "A universal or non-matching unit, or a non-CARB part in California and states following its rules, is likely the cause.",
        },
        {
          step: "Hold 2,500 rpm on the warm engine and lay the rear oxygen sensor trace over the front one to see whether the new converter stores oxygen.",
          tools: ["Scan tool with graphing", "Lab scope"],
          expect:
            "The upstream sensor should switch steadily while the downstream sits fairly flat, typically about 0.5–0.8 V; a downstream mirroring the upstream means low oxygen storage.",
        },
        {
          step: "Smoke-test the exhaust from the tailpipe with the engine off, or listen for leaks at each flange ahead of the rear sensor.",
          tools: ["Smoke machine", "Tailpipe plug"],
          expect: "Smoke at a flange or weld ahead of the rear sensor must be repaired before judging the converter.",
        },
        {
          step: "Check Mode 06 catalyst monitor results and misfire counters.",
          tools: ["Scan tool with Mode 06"],
          expect:
            "A test value near the limit with misfires or rich trims points to an engine fault damaging the new part.",
        },
        {
          step: "Check for manufacturer service bulletins or PCM updates related to catalyst monitor codes.",
          tools: ["Service information"],
          expect: "An applicable update should be installed before replacing parts again.",
        },
      ],
      fix: "Seal any exhaust leaks, replace an aged sensor, repair misfires or oil burning, and apply any PCM update. If the converter itself is the problem, replace it with an OEM or direct-fit high-grade unit certified for the vehicle. Clear codes and complete a drive cycle so the monitor reruns.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair an exhaust leak or replace an O2 sensor",
            partsLow: 40,
            partsHigh: 300,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace with an OEM or CARB-compliant converter",
            partsLow: 900,
            partsHigh: 2500,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and programming; a warranty claim against the first converter may cover part of it.",
      },
      verdict: "ok",
      verdictReason: "The car is safe to drive; the concern is inspection failure and wasted money, not safety.",
      codes: ["P0420", "P0430"],
      terms: ["oxygen storage", "CARB executive order", "Mode 06", "downstream oxygen sensor"],
      related: [
        "repeat-catalytic-converter-failure",
        "exhaust-leak-upstream-of-o2-sensor",
        "failed-tailpipe-emissions-test",
      ],
    },
    {
      slug: "catalytic-converter-stolen",
      title: "Car roars like a race car on the first start after sitting in a parking lot",
      summary:
        "Someone has sawed out the catalytic converter. Photograph it, file a police report and an insurance claim, and have a compliant converter and pipe installed; drive it as little as possible until then.",
      symptoms: [
        "Sudden, extremely loud exhaust from the moment the engine starts",
        "Fresh saw cuts and bare pipe ends under the car",
        "Check engine light with oxygen sensor codes from a cut or unplugged sensor",
        "Exhaust smell when stopped",
      ],
      symptomIds: ["loud-exhaust", "check-engine-light", "fumes-in-cabin"],
      causes: [
        {
          likelihood: "common",
          part: "Converter theft",
          why: "Thieves cut converters for their platinum, palladium and rhodium; hybrids like the Toyota Prius and high-riding trucks and SUVs such as the Ford F-Series and Toyota Tacoma are frequent targets.",
        },
        {
          likelihood: "rare",
          part: "Pipe rusted through and broken off at the converter",
          why: "A pipe that rots through next to the converter can separate and sound the same, but leaves rusted rather than sawn edges.",
        },
      ],
      checks: [
        {
          step: "Look under the car with a light at the converter location.",
          tools: ["Flashlight"],
          expect: "Clean saw cuts on both sides of a missing section confirm theft.",
        },
        {
          step: "Photograph the damage and the VIN plate for the police report and insurer.",
          tools: ["Phone camera"],
          expect: "Most comprehensive auto policies cover converter theft, less the deductible.",
        },
        {
          step: "Check the oxygen sensors and their wiring.",
          tools: ["Scan tool", "Flashlight"],
          expect: "Sensors cut off or left dangling need replacing; codes from them confirm which ones.",
        },
      ],
      noMeasurement:
        "Theft is seen at a glance: saw-cut pipe ends and a missing converter. Nothing needs measuring until the replacement is in and the oxygen sensors are checked.",
      fix: "Install a direct-fit converter (CARB-approved where required) with new pipe sections, gaskets and oxygen sensors as needed. Many shops add an anti-theft shield or cable guard and etch the VIN on the new converter. Clear codes and complete a drive cycle for inspection readiness.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Aftermarket converter and pipe repair",
            partsLow: 300,
            partsHigh: 1000,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "OEM converter (hybrids and CARB states)",
            partsLow: 1000,
            partsHigh: 2800,
            laborHoursLow: 1.5,
            laborHoursHigh: 4,
          },
        ],
        excludes:
          "Estimate excludes the insurance deductible, taxes, oxygen sensors and anti-theft shields; hybrid OEM converters can exceed this range.",
      },
      verdict: "careful",
      verdictReason:
        "Exhaust now exits under the cabin; if you must move it, drive only to a nearby shop with windows open, and stop if anyone gets a headache.",
      codes: ["P0420", "P0137", "P0140"],
      terms: ["catalytic converter theft", "anti-theft shield", "direct-fit converter"],
      related: ["exhaust-fumes-inside-cabin", "muffler-rusted-through", "catalyst-code-returns-after-new-converter"],
      commonOn: [
        { make: "toyota", models: ["prius", "tacoma"] },
        { make: "ford", models: ["f-150", "f-250", "f-350"] },
      ],
    },
    {
      slug: "aging-upstream-o2-sensor-mileage",
      title: "Gas mileage slowly sliding and the idle a bit lumpy, with no codes yet",
      summary:
        "An aging upstream oxygen or air-fuel sensor responds slowly, so the mixture wanders before the PCM corrects it. Check its response on a scope or scan tool; replace it if it is lazy, especially past about 100,000 miles.",
      symptoms: [
        "Gradual 5–15% drop in fuel economy over months",
        "Slightly uneven idle and mild hesitation",
        "Faint fuel smell at the tailpipe",
        "No warning light, or a slow-response code later",
      ],
      symptomIds: ["poor-mileage", "check-engine-light", "rotten-egg-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Aged upstream oxygen sensor",
          why: "The sensing element slowly loses activity, so it switches late and the PCM's corrections lag, letting the mixture run rich or lean for longer.",
        },
        {
          likelihood: "occasional",
          part: "Sensor contaminated by oil, coolant or silicone",
          why: "White, gray or green deposits from burning oil, coolant or silicone sealers coat the tip and slow its response.",
        },
        {
          likelihood: "occasional",
          part: "Exhaust leak near the sensor",
          why: "Air drawn in near the sensor biases it lean, pushing the PCM to over-fuel.",
        },
        {
          likelihood: "rare",
          part: "Wrong or universal replacement sensor",
          why: "A sensor with a different heater or response characteristic than the original may not control the mixture properly.",
        },
      ],
      checks: [
        {
          step: "Graph a narrowband upstream sensor at a steady 2,500 rpm on a warm engine.",
          tools: ["Scan tool with graphing", "Lab scope"],
          expect:
            "A healthy sensor swings between roughly 0.1 and 0.9 V at least once a second with sharp transitions; slow, shallow switching indicates aging.",
        },
        {
          step: "Drive the mixture rich with a burst of propane or a snap throttle, then lean with a brief vacuum leak.",
          tools: ["Propane enrichment tool", "Lab scope"],
          expect: "The sensor should jump above 0.8 V rich and below 0.2 V lean within a fraction of a second.",
        },
        {
          step: "On wideband air-fuel sensors, watch the lambda or current PID during a snap and a deceleration.",
          tools: ["Scan tool"],
          expect:
            "Lambda should dip below 1 on the snap and rise well above 1 on deceleration fuel cut almost instantly; a sluggish response condemns the sensor.",
        },
        {
          step: "Check Mode 06 oxygen sensor test results.",
          tools: ["Scan tool with Mode 06"],
          expect: "Response-time results near their limits confirm a sensor about to set a code.",
        },
      ],
      fix: "Replace the upstream sensor with an OE-equivalent part, keeping anti-seize off the tip, and torque it to spec. Fix any oil or coolant source that contaminated it. Clear fuel trims and verify mileage over two tanks.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace an accessible upstream sensor",
            partsLow: 40,
            partsHigh: 180,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.7,
          },
          {
            name: "Replace a hard-to-reach or OE wideband sensor",
            partsLow: 120,
            partsHigh: 300,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.3,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes, seized-sensor thread repair and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "A lazy sensor costs fuel and slowly harms the converter but is safe to drive; replace it at a convenient time.",
      codes: ["P0133", "P0153", "P0171", "P0172"],
      terms: ["oxygen sensor", "air-fuel sensor", "propane enrichment", "cross-counts"],
      related: ["seized-o2-sensor-removal", "o2-heater-code-after-new-sensor", "exhaust-leak-upstream-of-o2-sensor"],
    },
    {
      slug: "seized-o2-sensor-removal",
      title: "Oxygen sensor won't come out, or the threads strip while removing it",
      summary:
        "Rust and carbon weld sensors into their bungs, especially downstream sensors in the salt belt. Work it out warm with penetrating oil and a 22 mm six-point tool; if the threads strip, chase them or install a repair insert or new bung.",
      symptoms: [
        "Sensor won't turn even with a long breaker bar",
        "Sensor turns but drags and squeals, pulling metal with it",
        "Threads in the pipe damaged after removal, and the new sensor won't start",
        "Exhaust leak around the new sensor after installation",
      ],
      symptomIds: ["check-engine-light", "ticking-leak"],
      causes: [
        {
          likelihood: "common",
          part: "Corrosion and carbon locking the threads",
          why: "Years of heat, water and road salt bond the sensor's steel threads to the bung, especially on downstream sensors that run cooler and wetter.",
        },
        {
          likelihood: "occasional",
          part: "Removal attempted stone cold",
          why: "Stainless threads gall when forced cold; a warm bung expands slightly and releases more easily.",
        },
        {
          likelihood: "occasional",
          part: "Previous cross-threaded installation",
          why: "A sensor started crooked damages the threads and seizes when tightened.",
        },
        {
          likelihood: "rare",
          part: "Bung cracked or pulled out of a rusted pipe",
          why: "A thin, rusted pipe can tear around the bung when torque is applied.",
        },
      ],
      checks: [
        {
          step: "Soak the threads with penetrating oil, run the engine 2–5 minutes to warm the pipe, and use a six-point slotted socket or cut the wires and use a 22 mm six-point box wrench.",
          tools: ["O2 sensor socket", "22 mm six-point wrench", "Penetrating oil"],
          expect: "Most seized sensors break loose warm with steady pressure and small back-and-forth movements.",
        },
        {
          step: "Apply localized heat to the bung with an induction heater if it still won't move.",
          tools: ["Induction heater", "Safety glasses"],
          expect: "Heating the bung, not the sensor, expands it enough to free the threads.",
        },
        {
          step: "After removal, run an M18 x 1.5 thread chaser through the bung and test-fit the new sensor by hand.",
          tools: ["M18 x 1.5 thread chaser"],
          expect:
            "The new sensor should thread in several turns by hand, then torque to about 30–40 ft-lb (40–55 N·m), typical for M18 sensors; confirm in the service information. Binding means more chasing or a thread repair.",
        },
      ],
      fix: "Chase the threads, or fit a thread repair insert or weld in a new bung if they are stripped. Install the new sensor with anti-seize on the threads only (most come pre-coated) and torque to spec, typically around 30–40 ft-lb. Clear codes and check for leaks at the sensor.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Chase the threads and fit the sensor",
            partsLow: 10,
            partsHigh: 25,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Thread-insert repair in the bung",
            partsLow: 25,
            partsHigh: 60,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Weld in a new bung or pipe section",
            partsLow: 30,
            partsHigh: 200,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.7,
          },
        ],
        excludes:
          "Estimate covers the bung and pipe repair only; excludes the sensor itself, taxes, and a converter if the torn bung sits in its shell.",
      },
      verdict: "ok",
      verdictReason:
        "The car can be driven while waiting, but an open or leaking sensor port must be plugged before it goes back on the road.",
      codes: [],
      terms: ["thread chaser", "weld-in bung", "anti-seize"],
      related: ["aging-upstream-o2-sensor-mileage", "o2-heater-code-after-new-sensor"],
    },
    {
      slug: "o2-heater-code-after-new-sensor",
      title: "New oxygen sensor installed, but the heater code comes right back",
      summary:
        "The sensor was rarely the problem: check the heater fuse, the power feed and wiring melted against the exhaust. Measure the heater resistance and supply at the connector before fitting another sensor.",
      symptoms: [
        "Same heater circuit code returns right after clearing",
        "Several heater codes at once on different sensors",
        "Blackened or melted insulation near the exhaust",
        "Slow to enter closed loop after a cold start",
      ],
      symptomIds: ["check-engine-light", "poor-mileage"],
      causes: [
        {
          likelihood: "common",
          part: "Blown heater fuse or open power feed",
          why: "Heater circuits usually share a fused feed; without power the heater can't warm, and every sensor on that fuse sets a code.",
        },
        {
          likelihood: "common",
          part: "Wiring melted or chafed against the exhaust",
          why: "A harness that slipped from its clip touches the pipe, burning through insulation and opening or shorting the heater wires.",
        },
        {
          likelihood: "occasional",
          part: "Wrong or poorly spliced universal sensor",
          why: "A universal sensor with crimped or taped splices, or one with the wrong heater resistance, keeps setting the code.",
        },
        {
          likelihood: "rare",
          part: "Failed heater control driver in the PCM",
          why: "A previously shorted heater can destroy the PCM's low-side driver, so the heater never gets its ground.",
        },
      ],
      checks: [
        {
          step: "Check the heater fuse (often labeled O2, HO2S or EMS) and inspect the harness along the exhaust.",
          tools: ["Test light", "Flashlight"],
          expect:
            "A blown fuse or burned insulation explains the code; a fuse that blows again means a short to find before replacing it.",
        },
        {
          step: "Unplug the new sensor and read across its two heater wires (usually the same-colored pair) on the sensor side of the connector.",
          tools: ["Digital multimeter"],
          expect:
            "Narrowband heaters read roughly 2–16 ohms cold depending on make, and wideband heaters about 2–4 ohms (check the spec); open or near-zero readings condemn the sensor.",
        },
        {
          step: "Key on, back-probe the harness side for heater supply voltage.",
          tools: ["Digital multimeter", "Back-probe pins"],
          expect: "Battery voltage on the supply terminal; no voltage means a fuse, relay or wiring fault.",
        },
        {
          step: "Watch the heater control ground with the engine running, or command the heater on with a scan tool.",
          tools: ["Lab scope", "Scan tool"],
          expect:
            "A switching or steady ground from the PCM shows the driver works; none with good wiring points to the PCM.",
        },
      ],
      fix: "Replace the fuse after fixing any short, repair melted wiring with high-temperature sleeving and re-clip it away from the exhaust, or install an OE-type direct-fit sensor. A failed PCM driver means a PCM repair or replacement and programming. Clear codes and confirm the heater monitor passes.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the heater fuse after fixing the short",
            partsLow: 5,
            partsHigh: 20,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Repair melted or chafed sensor wiring",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Fit an OE-type direct-fit sensor",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes and PCM replacement or programming, which cost far more.",
      },
      verdict: "ok",
      verdictReason:
        "A heater fault only affects cold-start emissions and mileage; safe to drive while it is repaired.",
      codes: ["P0030", "P0036", "P0135", "P0141", "P0155", "P0161"],
      terms: ["oxygen sensor heater", "closed loop", "low-side driver"],
      related: ["aging-upstream-o2-sensor-mileage", "seized-o2-sensor-removal"],
    },
    {
      slug: "exhaust-leak-upstream-of-o2-sensor",
      title: "Lean code and a rough idle that improves as the engine warms, with an exhaust tick",
      summary:
        "An exhaust leak ahead of the upstream oxygen sensor sucks in outside air between pulses, so the sensor reads lean and the PCM over-fuels. Find the leak with smoke, repair it and reset fuel trims.",
      symptoms: [
        "Lean codes on one bank, often with a tick from that manifold",
        "Rough or hunting idle cold that smooths out as the leak seals hot",
        "Positive fuel trims at idle that fall toward normal at higher rpm",
        "Possibly a rotten-egg or rich smell, since the engine is actually running rich",
      ],
      symptomIds: ["check-engine-light", "ticking-leak", "poor-mileage", "rotten-egg-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Leaking exhaust manifold gasket or broken stud",
          why: "Between exhaust pulses the pressure at a leak dips below atmospheric, pulling fresh air in right in front of the sensor.",
        },
        {
          likelihood: "occasional",
          part: "Cracked manifold or leaking up-pipe flange",
          why: "Any opening upstream of the sensor lets air in at low exhaust flow, most of all at idle.",
        },
        {
          likelihood: "rare",
          part: "Loose or cross-threaded oxygen sensor",
          why: "A sensor that isn't seated draws air around its own threads.",
        },
      ],
      checks: [
        {
          step: "Compare fuel trims at warm idle and at a steady 2,500 rpm.",
          tools: ["Scan tool"],
          expect:
            "Trims above about +10% at idle that drop near 0% at 2,500 rpm fit an exhaust or vacuum leak rather than a fuel supply fault.",
        },
        {
          step: "With the engine off and cold, push smoke into the tailpipe (block any second outlet) and watch the manifold and flanges.",
          tools: ["Smoke machine", "Tailpipe plug"],
          expect: "Smoke escaping ahead of the upstream sensor confirms the leak.",
        },
        {
          step: "Rule out an intake vacuum leak with a smoke test of the intake.",
          tools: ["Smoke machine"],
          expect: "No intake leak plus an exhaust leak in front of the sensor explains the lean code.",
        },
      ],
      fix: "Repair the leaking gasket, stud, crack or flange, or reseat the sensor. Clear codes and reset fuel trims, then confirm idle trims settle within about ±5%.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the manifold or flange gasket",
            partsLow: 20,
            partsHigh: 120,
            laborHoursLow: 0.7,
            laborHoursHigh: 2.5,
          },
          {
            name: "Extract broken studs and replace the gasket",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 2,
            laborHoursHigh: 4.7,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes, broken stud extraction beyond the quoted range and a new manifold if cracked.",
      },
      verdict: "ok",
      verdictReason:
        "It is safe to drive, but the hidden rich running wastes fuel and shortens converter life, so fix it soon.",
      codes: ["P0171", "P0174"],
      terms: ["fuel trim", "false lean", "smoke test"],
      related: [
        "broken-exhaust-manifold-studs",
        "cracked-cast-exhaust-manifold",
        "catalyst-code-returns-after-new-converter",
      ],
    },
    {
      slug: "exhaust-fumes-inside-cabin",
      title: "Exhaust smell inside the car, worst at idle or with a window or hatch open",
      summary:
        "Exhaust is leaking under the cabin or being drawn in through body seals, and carbon monoxide comes with it. Stop driving it, air it out and have the exhaust and body seals checked; the 2011–2017 Ford Explorer is a well-known case.",
      symptoms: [
        "Exhaust odor in the cabin, stronger when stopped or in slow traffic",
        "Headache, drowsiness or nausea during or after drives",
        "Smell worse with a rear window or hatch open, or with the fan on recirculate",
        "A portable CO detector alarms inside the car",
      ],
      symptomIds: ["fumes-in-cabin", "loud-exhaust"],
      causes: [
        {
          likelihood: "common",
          part: "Exhaust leak under the passenger compartment",
          why: "A cracked flex pipe, blown flange or rusted pipe under the floor releases exhaust right below body seams and seat bolts, where it seeps in.",
        },
        {
          likelihood: "occasional",
          part: "Leaking rear hatch, trunk seals or missing body plugs",
          why: "Low pressure behind a moving vehicle pulls exhaust from the tailpipe into the body through worn seals, open seams or missing grommets.",
        },
        {
          likelihood: "occasional",
          part: "Tailpipe damaged, shortened or ending under the body",
          why: "An outlet that no longer reaches past the bumper dumps exhaust into the low-pressure area under the rear of the car.",
        },
        {
          likelihood: "rare",
          part: "Engine-bay exhaust leak drawn into the fresh-air intake",
          why: "A large manifold leak near the cowl sends exhaust straight into the HVAC intake.",
        },
      ],
      checks: [
        {
          step: "Drive with a portable CO meter on the seat, windows closed, fan on fresh air, then repeat with a rear window open.",
          tools: ["Carbon monoxide meter"],
          expect: "Cabin CO should stay near 0 ppm; above about 9 ppm is too much and 35 ppm or more is dangerous.",
        },
        {
          step: "With the car on stands and the engine cold, smoke-test the exhaust from the tailpipe.",
          tools: ["Smoke machine", "Tailpipe plug", "Jack stands"],
          expect: "Smoke from any joint or pipe under the floor is a leak to repair first.",
        },
        {
          step: "Inspect the tailpipe outlet, rear hatch or trunk seals, body plugs and rear-corner drain valves.",
          tools: ["Flashlight"],
          expect:
            "A torn seal, missing plug or short tailpipe shows how fumes get in when the exhaust itself is tight.",
        },
        {
          step: "Check for manufacturer programs or bulletins for exhaust odor on the model.",
          tools: ["Service information"],
          expect:
            "On 2011–2017 Explorers, Ford's service program for exhaust odor resealed rear body seams and updated related parts; an applicable program should be done first.",
        },
      ],
      fix: "Repair every exhaust leak under the car, reseal body seams and replace missing plugs and torn hatch seals, and make sure the tailpipe outlet extends past the rear bumper. Apply any manufacturer odor program. Re-test with a CO meter before returning the vehicle.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Reseal body plugs, seams and hatch seals",
            partsLow: 10,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Repair an exhaust leak under the cabin",
            partsLow: 50,
            partsHigh: 300,
            laborHoursLow: 0.7,
            laborHoursHigh: 2,
          },
          {
            name: "Replace pipe sections and extend the tailpipe",
            partsLow: 250,
            partsHigh: 700,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.3,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes and major exhaust replacement; manufacturer program repairs may be free at the dealer.",
      },
      verdict: "stop",
      verdictReason:
        "Carbon monoxide comes with the smell and can cause drowsiness or unconsciousness at the wheel; do not drive it until the source is found.",
      codes: [],
      terms: ["carbon monoxide", "body seam sealer", "CO meter"],
      related: ["cracked-flex-pipe-under-front-seats", "muffler-rusted-through", "catalytic-converter-stolen"],
      commonOn: [{ make: "ford", models: ["explorer"], years: [2011, 2017] }],
    },
    {
      slug: "highway-drone-inside-cabin",
      title: "Droning boom inside the car at highway cruise, often after exhaust work",
      summary:
        "An aftermarket muffler or resonator delete resonates at cruise rpm, and cylinder deactivation makes it worse. Find the rpm and mode where it happens, then add a resonator or restore a quieter muffler, or repair active noise cancellation if the car has it.",
      symptoms: [
        "Low, pressure-in-the-ears hum between about 1,600 and 2,500 rpm",
        "Drone appears or worsens when an ECO or V4 indicator shows cylinder deactivation",
        "Fine at idle and under full throttle",
        "Began after a muffler swap, a resonator delete or a new exhaust system",
      ],
      symptomIds: ["drone", "loud-exhaust"],
      causes: [
        {
          likelihood: "common",
          part: "Straight-through muffler or deleted resonator",
          why: "Without the chambers that cancel the main firing frequency, the exhaust pulses set up a standing wave that the body amplifies at steady cruise.",
        },
        {
          likelihood: "common",
          part: "Cylinder deactivation mode with an aftermarket exhaust",
          why: "Running on half the cylinders (GM AFM/DFM, Chrysler MDS, Honda VCM) halves the firing frequency into a range the stock system was tuned to cancel and aftermarket systems often are not.",
        },
        {
          likelihood: "occasional",
          part: "Active noise cancellation fault",
          why: "Vehicles that cancel drone through the speakers with cabin microphones lose that cancellation when a microphone, amplifier or setting fails.",
        },
        {
          likelihood: "rare",
          part: "Exhaust touching the body or a stiff hanger",
          why: "Metal contact or a hanger that doesn't isolate transmits vibration straight into the floor.",
        },
      ],
      checks: [
        {
          step: "Note the exact rpm and gear where the drone peaks, and whether a cylinder-deactivation indicator is showing.",
          tools: ["Scan tool"],
          expect:
            "A drone in a narrow band, often 1,500–2,200 rpm at highway cruise, that comes only with the cylinder-deactivation indicator on points to the exhaust tuning, not a fault.",
        },
        {
          step: "Inspect hangers and clearance along the system.",
          tools: ["Flashlight", "Jack stands"],
          expect: "Any contact point or hard-mounted hanger should be corrected first.",
        },
        {
          step: "On vehicles with active noise cancellation, check for audio or amplifier codes and test the cabin microphones.",
          tools: ["Scan tool"],
          expect: "Microphone or amplifier codes explain a drone that appeared without exhaust changes.",
        },
      ],
      fix: "Add a resonator or a quarter-wave (J-pipe) drone tube tuned to the problem frequency, or return to a chambered or stock muffler. Repair the active noise cancellation system if fitted. Disabling cylinder deactivation with a programmer can void warranty and change emissions compliance.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Correct hangers and contact points",
            partsLow: 10,
            partsHigh: 80,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          { name: "Fit a resonator or J-pipe", partsLow: 100, partsHigh: 600, laborHoursLow: 1, laborHoursHigh: 2 },
        ],
        excludes: "Estimate excludes diagnosis, taxes, audio system repairs and tuning devices.",
      },
      verdict: "ok",
      verdictReason:
        "Drone is an annoyance and a fatigue issue, not a safety fault, as long as no exhaust smell reaches the cabin.",
      codes: [],
      terms: ["resonator", "cylinder deactivation", "active noise cancellation", "J-pipe"],
      related: ["muffler-rusted-through", "aftermarket-exhaust-or-cat-delete-problems", "active-exhaust-valve-stuck"],
      commonOn: [
        { make: "chevrolet", years: [2005, 2027], engines: [{ name: "5.3L V8 (AFM/DFM)", liters: 5.3 }] },
        { make: "gmc", years: [2005, 2027], engines: [{ name: "5.3L V8 (AFM/DFM)", liters: 5.3 }] },
        { make: "chrysler", years: [2005, 2023], engines: [{ name: "5.7L Hemi V8 (MDS)", liters: 5.7 }] },
        {
          make: "dodge",
          models: ["charger", "challenger", "magnum", "durango"],
          years: [2005, 2027],
          engines: [{ name: "5.7L Hemi V8 (MDS)", liters: 5.7 }],
        },
        { make: "dodge", models: ["ram"], years: [2009, 2012], engines: [{ name: "5.7L Hemi V8 (MDS)", liters: 5.7 }] },
        { make: "jeep", years: [2005, 2027], engines: [{ name: "5.7L Hemi V8 (MDS)", liters: 5.7 }] },
        { make: "ram", models: ["1500"], years: [2011, 2027], engines: [{ name: "5.7L Hemi V8 (MDS)", liters: 5.7 }] },
        {
          make: "honda",
          models: ["odyssey", "pilot", "accord", "passport"],
          years: [2005, 2027],
          engines: [{ name: "3.5L J35 V6 (VCM)", liters: 3.5 }],
        },
      ],
    },
    {
      slug: "water-dripping-from-tailpipe",
      title: "Water dripping from the tailpipe and white vapor on cold mornings",
      summary:
        "This is normal: burning a gallon of gasoline makes roughly a gallon of water, which condenses until the exhaust is hot. Only thick white smoke that persists once warm, with a sweet smell or falling coolant, needs attention.",
      symptoms: [
        "Clear water dripping or spitting from the tailpipe at start-up",
        "White vapor that disappears within 5–15 minutes of driving",
        "More noticeable in cold, humid weather",
        "Coolant level stays where it was",
      ],
      symptomIds: ["tailpipe-smoke"],
      causes: [
        {
          likelihood: "common",
          part: "Normal condensation of combustion water",
          why: "Water vapor from combustion condenses on cold pipes and the muffler and is blown out as vapor or drips until the system heats up.",
        },
        {
          likelihood: "occasional",
          part: "Short trips leaving water in the muffler",
          why: "If the system never gets hot, water collects and spits out on the next start, and slowly rusts the muffler from inside.",
        },
        {
          likelihood: "rare",
          part: "Coolant burning from a head gasket or cracked head",
          why: "Coolant entering a cylinder makes dense white, sweet-smelling smoke that continues when the engine is fully warm.",
        },
      ],
      checks: [
        {
          step: "Watch the exhaust after a 20-minute drive at full operating temperature.",
          tools: [],
          expect: "Vapor that has cleared is normal; thick white smoke that continues is not.",
        },
        {
          step: "Mark the coolant reservoir level cold and check it again after a week.",
          tools: [],
          expect: "A steady level rules out coolant burning.",
        },
        {
          step: "If coolant is dropping with white smoke, run a combustion leak (block) test at the radiator neck.",
          tools: ["Combustion leak test kit"],
          expect: "Test fluid changing color shows exhaust gas in the coolant and sends you to head gasket diagnosis.",
        },
      ],
      noMeasurement:
        "Normal condensate and burning coolant are told apart by how long the vapor lasts after a full warm-up and by the cold coolant level over a week; a chemical block test, not a meter, settles it.",
      fix: "No repair for normal condensation; a longer drive each week helps dry out the muffler and extends its life. Coolant smoke is a cooling-system and head-gasket repair, not an exhaust one.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0,
        laborHoursHigh: 0,
        excludes:
          "Estimate: condensation is normal and costs nothing; a head-gasket or coolant-leak repair is a separate, much larger job.",
      },
      verdict: "ok",
      verdictReason: "Water and vapor at start-up are a sign of normal combustion, not a fault.",
      codes: [],
      terms: ["condensation", "combustion leak test"],
      related: ["black-soot-at-tailpipe", "muffler-rusted-through"],
    },
    {
      slug: "black-soot-at-tailpipe",
      title: "Black soot coating the tailpipe tip on a direct-injection car",
      summary:
        "A dry black film is normal on many direct-injection gasoline engines, especially with short trips. Wet, oily soot or heavy black smoke is not: check fuel trims and oil consumption to rule out rich running or oil burning.",
      symptoms: [
        "Dry black powder inside the tailpipe and on the bumper below it",
        "Worse with short trips and cold starts",
        "No warning light and normal performance",
        "Sometimes a faint rich smell on cold start",
      ],
      symptomIds: ["tailpipe-smoke"],
      causes: [
        {
          likelihood: "common",
          part: "Normal direct-injection particulates",
          why: "Fuel sprayed straight into the cylinder has less time to mix, especially cold, and leaves fine soot that collects at the tip.",
        },
        {
          likelihood: "occasional",
          part: "Rich running from a fuel or sensor fault",
          why: "A leaking injector, skewed MAF or lazy oxygen sensor adds fuel that burns incompletely, producing much more soot.",
        },
        {
          likelihood: "occasional",
          part: "Oil burning",
          why: "Oil past rings, valve seals or a turbo seal leaves wet, greasy, gray-black deposits rather than dry powder.",
        },
        {
          likelihood: "rare",
          part: "Failed catalytic converter",
          why: "A converter that no longer oxidizes hydrocarbons lets more soot and smell through.",
        },
      ],
      checks: [
        {
          step: "Wipe inside the tailpipe with a clean rag or finger.",
          tools: ["Shop rag"],
          expect: "Dry, fine black powder is typical for DI; wet, oily residue points to oil burning.",
        },
        {
          step: "To separate normal DI soot from rich running, log total fuel trim (short plus long term) at warm idle and at a held 2,500 rpm.",
          tools: ["Scan tool"],
          expect:
            "Total trim within about ±10% at both speeds rules out a meaningful rich condition; beyond −10% means the PCM is pulling fuel to offset a rich source such as a leaking injector.",
        },
        {
          step: "Track oil consumption between changes.",
          tools: [],
          expect: "More than about a quart in 1,000–2,000 miles suggests the soot is partly burned oil.",
        },
      ],
      fix: "No repair for normal DI soot. Repair any rich condition or oil consumption if found. A regular highway drive reduces buildup.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "No repair: normal direct-injection soot",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Repair a rich condition (sensor or injector)",
            partsLow: 80,
            partsHigh: 400,
            laborHoursLow: 0.7,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and engine repairs for oil burning.",
      },
      verdict: "ok",
      verdictReason:
        "Dry soot on a direct-injection engine is expected and harmless; only smoke, oil or poor running needs diagnosis.",
      codes: [],
      terms: ["direct injection", "particulates", "fuel trim"],
      related: ["rotten-egg-smell-from-tailpipe", "water-dripping-from-tailpipe", "aging-upstream-o2-sensor-mileage"],
    },
    {
      slug: "leaking-flange-gasket-chuff",
      title: "Puffing under the car that comes and goes as the engine rocks",
      summary:
        "A blown ball-flange (donut) gasket or broken spring bolts at a pipe joint leak when engine movement opens the joint. Replace the gasket and bolts or springs, and repair a rusted flange.",
      symptoms: [
        "Rhythmic puff or chuff from under the front half of the car",
        "Louder when accelerating or shifting and in cold weather",
        "Soot ring around a flange joint",
        "Broken spring or bolt at the joint",
      ],
      symptomIds: ["loud-exhaust", "ticking-leak"],
      causes: [
        {
          likelihood: "common",
          part: "Burned or cracked donut gasket",
          why: "The graphite or wire-mesh ring in a ball-flange joint erodes with heat and movement until exhaust blows past.",
        },
        {
          likelihood: "occasional",
          part: "Broken spring bolts or rusted studs",
          why: "Spring-loaded bolts keep the joint sealed as it moves; when a spring or bolt rusts off, the joint opens under engine rock.",
        },
        {
          likelihood: "rare",
          part: "Flange rusted thin or warped",
          why: "A flange that has rusted or bent no longer clamps the gasket evenly, even with new hardware.",
        },
      ],
      checks: [
        {
          step: "On a cold engine, start it and listen and feel carefully near each flange joint.",
          tools: ["Mechanic's stethoscope", "Gloves"],
          expect: "Pulses of exhaust or a puff loudest at one joint identify it.",
        },
        {
          step: "Inspect the joint for soot, missing springs and bolts.",
          tools: ["Flashlight", "Jack stands"],
          expect: "Black soot rings and broken hardware confirm the leak.",
        },
        {
          step: "Check the flange faces after disassembly.",
          tools: ["Wire brush", "Straightedge"],
          expect: "Heavy pitting or warp means a flange repair kit or pipe section is needed.",
        },
      ],
      noMeasurement:
        "A flange leak is found by sound, soot rings and feel on a cold start; behind the upstream sensor it moves no fuel trim, so sight and a smoke test locate it rather than a reading.",
      fix: "Replace the donut or flat gasket with new bolts, nuts and springs, using penetrating oil and heat to remove seized fasteners. Replace a rusted flange with a repair flange or new pipe. Check the joint is tight after a heat cycle.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the flange gasket and bolts or springs",
            partsLow: 15,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Fit a flange repair kit or weld a new flange",
            partsLow: 50,
            partsHigh: 200,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes and pipe or converter replacement if the flange is part of it.",
      },
      verdict: "careful",
      verdictReason:
        "A flange leak under the front floor can let carbon monoxide seep into the cabin; drive with fresh air on and repair it promptly.",
      codes: [],
      terms: ["ball-flange joint", "donut gasket", "spring bolt"],
      related: ["cracked-flex-pipe-under-front-seats", "exhaust-fumes-inside-cabin", "broken-exhaust-hangers-clunk"],
    },
    {
      slug: "exhaust-hits-frame-when-shifting",
      title: "Exhaust bangs against the floor or frame when shifting into Drive or Reverse",
      summary:
        "Worn engine or transmission mounts let the engine twist until the exhaust hits the body. Confirm with a brake-torque test, replace the mounts, and reset exhaust clearance.",
      symptoms: [
        "Single clunk from under the car when shifting from Park into gear",
        "Knock on hard acceleration or when lifting off the throttle",
        "Shiny rub marks on the floor pan, crossmember or heat shield",
        "Engine visibly lifts when power-braked",
      ],
      symptomIds: ["hanging-exhaust", "rattle-underneath"],
      causes: [
        {
          likelihood: "common",
          part: "Worn or collapsed engine or transmission mounts",
          why: "A torn rubber mount lets the engine rotate under torque, swinging the exhaust that hangs from it into the body.",
        },
        {
          likelihood: "occasional",
          part: "Exhaust misaligned after a repair",
          why: "A pipe clamped or welded slightly off its original path leaves too little clearance to absorb normal engine movement.",
        },
        {
          likelihood: "occasional",
          part: "Collapsed hanger isolator",
          why: "A sagging isolator lowers or shifts the pipe so it contacts the crossmember when the engine moves.",
        },
        {
          likelihood: "rare",
          part: "Aftermarket exhaust with inadequate clearance",
          why: "Some bolt-on systems route pipes close to the floor or crossmember.",
        },
      ],
      checks: [
        {
          step: "With the hood open and a helper holding the brake, shift between Drive and Reverse with light throttle while you watch from the side.",
          tools: ["Helper", "Wheel chocks"],
          expect: "Engine lift or twist of more than about 1/2 in. (13 mm), or a separated mount, condemns the mount.",
        },
        {
          step: "Inspect the mounts for cracked rubber, separated metal or leaking fluid from hydraulic mounts.",
          tools: ["Flashlight", "Pry bar"],
          expect: "Torn rubber or wet hydraulic mounts confirm the failure.",
        },
        {
          step: "Check the exhaust's clearance to the body along its length.",
          tools: ["Flashlight", "Tape measure"],
          expect: "About 1 in. (25 mm) or more all round; less, or shiny contact spots, need realigning.",
        },
      ],
      fix: "Replace worn mounts, then loosen and realign the exhaust so it hangs freely with adequate clearance, and replace collapsed isolators. Road-test with gear changes to confirm the clunk is gone.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the torn engine or transmission mount",
            partsLow: 40,
            partsHigh: 250,
            laborHoursLow: 0.7,
            laborHoursHigh: 2,
          },
          {
            name: "Replace two mounts and realign the exhaust",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes, and a flex pipe or other exhaust parts cracked by the contact.",
      },
      verdict: "careful",
      verdictReason:
        "A broken mount lets the engine move enough to strain hoses, cables and the exhaust; fix it soon and avoid hard launches.",
      codes: [],
      terms: ["engine mount", "power brake test", "exhaust clearance"],
      related: ["cracked-flex-pipe-under-front-seats", "broken-exhaust-hangers-clunk"],
    },
    {
      slug: "failed-tailpipe-emissions-test",
      title: "Failed a tailpipe emissions test for high HC, CO or NOx",
      summary:
        "Each gas points to a different fault: high HC to misfire, high CO to rich running, high NOx to lean running, EGR or a worn converter. Read the report, fix the engine fault it indicates, and fully warm the converter before the retest.",
      symptoms: [
        "Emissions report shows one or more gases over the limit",
        "Vehicle may run normally with no check engine light",
        "Older vehicle, or a state program that still samples the tailpipe",
        "Failed after a short drive to the test site",
      ],
      symptomIds: ["failed-emissions", "check-engine-light"],
      causes: [
        {
          likelihood: "common",
          part: "Misfire or lean misfire (high HC)",
          why: "Unburned hydrocarbons come straight from cylinders that didn't burn their charge: worn plugs, a weak coil or a vacuum leak.",
        },
        {
          likelihood: "common",
          part: "Rich mixture (high CO)",
          why: "Carbon monoxide rises when there isn't enough oxygen to finish combustion: leaking injectors, high fuel pressure, fuel in the oil or a stuck purge valve.",
        },
        {
          likelihood: "occasional",
          part: "Lean running, EGR not flowing or overheating (high NOx)",
          why: "NOx forms at high combustion temperatures, which rise when the mixture is lean or EGR isn't diluting the charge.",
        },
        {
          likelihood: "occasional",
          part: "Worn or cold catalytic converter",
          why: "A converter that is aged or not yet at operating temperature passes more of all three gases.",
        },
      ],
      checks: [
        {
          step: "Drive 20 minutes at highway speed right before the test or a retest.",
          tools: [],
          expect: "A fully hot converter can drop readings enough to pass if the engine is healthy.",
        },
        {
          step: "Read misfire counters, fuel trims and EGR data.",
          tools: ["Scan tool"],
          expect: "Misfires point to HC, negative trims to CO, positive trims or low EGR flow to NOx.",
        },
        {
          step: "Measure exhaust at idle and 2,500 rpm with a five-gas analyzer.",
          tools: ["Five-gas analyzer"],
          expect:
            "A healthy warm engine shows CO2 around 13.5–15%, O2 under about 1%, CO well under 0.5% and low HC; O2 high with high HC means misfire or lean, CO high means rich.",
        },
        {
          step: "Check the oil for fuel smell and the EVAP purge valve for leaking through.",
          tools: ["Hand vacuum pump"],
          expect: "Fuel-diluted oil or a purge valve stuck open explains high CO on an otherwise sound engine.",
        },
      ],
      fix: "Repair the fault the gases point to: plugs, coils or vacuum leaks for HC, injectors, regulator or purge for CO, EGR or lean causes for NOx. Change fuel-diluted oil. Replace the converter only when the engine is proven healthy and post-converter readings are still high.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Plugs, coil, vacuum leak or PCV repair",
            partsLow: 40,
            partsHigh: 300,
            laborHoursLow: 0.7,
            laborHoursHigh: 2,
          },
          { name: "Fuel-control or EGR repair", partsLow: 80, partsHigh: 450, laborHoursLow: 1, laborHoursHigh: 3 },
          { name: "Aftermarket converter", partsLow: 250, partsHigh: 900, laborHoursLow: 1, laborHoursHigh: 2.5 },
          {
            name: "OEM or CARB-compliant converter",
            partsLow: 900,
            partsHigh: 2500,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and retest fees; a converter is replaced only once the engine is proven healthy.",
      },
      verdict: "ok",
      verdictReason:
        "A failed test is a registration issue, not a safety one, unless the report shows a misfire you can feel.",
      codes: ["P0300", "P0172", "P0401", "P0420"],
      terms: ["five-gas analyzer", "HC", "CO", "NOx"],
      related: [
        "catalyst-code-returns-after-new-converter",
        "repeat-catalytic-converter-failure",
        "aftermarket-exhaust-or-cat-delete-problems",
      ],
    },
    {
      slug: "aftermarket-exhaust-or-cat-delete-problems",
      title: "Check engine light and a failed inspection after an aftermarket exhaust or cat delete",
      summary:
        "Removing converters, DPFs or sensors, or tuning out monitors, is illegal tampering under the federal Clean Air Act and sets codes or incomplete readiness. The fix is reinstalling compliant parts and the stock calibration.",
      symptoms: [
        "Catalyst or downstream oxygen sensor codes soon after the install",
        "Readiness monitors show incomplete or not supported at inspection",
        "Louder exhaust and raw exhaust smell",
        "Oxygen sensor spacer or test pipe where the converter was",
      ],
      symptomIds: ["check-engine-light", "failed-emissions", "loud-exhaust"],
      causes: [
        {
          likelihood: "common",
          part: "Converter removed or replaced by a test pipe",
          why: "With no catalyst, the downstream sensor switches like the upstream one and the PCM sets an efficiency code.",
        },
        {
          likelihood: "occasional",
          part: "Tune that disables monitors or codes",
          why: "Inspection scans see unsupported or incomplete monitors and a non-stock calibration ID, which fails the test in many states.",
        },
        {
          likelihood: "occasional",
          part: "Leaks at new aftermarket joints",
          why: "Slip-fit clamps and bolt-on joints that leak upstream of sensors trigger lean codes and exhaust smell.",
        },
      ],
      checks: [
        {
          step: "Look under the vehicle for converters, DPF and sensors present and connected.",
          tools: ["Flashlight", "Jack stands"],
          expect: "A straight pipe, hollow shell or spacer confirms tampering that must be reversed.",
        },
        {
          step: "Read readiness status and the calibration ID with a scan tool.",
          tools: ["Scan tool"],
          expect:
            "All supported monitors complete and a calibration ID matching the factory listing is what inspection expects.",
        },
        {
          step: "Listen and smoke-test for leaks at the aftermarket joints.",
          tools: ["Smoke machine"],
          expect: "Leaks at clamps ahead of oxygen sensors need welding or proper clamps.",
        },
        {
          step: "Warm the engine fully, then compare how the downstream oxygen sensor switches against the upstream one at a steady cruise-level rpm.",
          tools: ["Scan tool with graphing"],
          expect:
            "A working converter holds the rear sensor fairly steady around 0.5–0.8 V; a rear sensor copying the front's 0.1–0.9 V swings shows no catalyst behind it.",
        },
      ],
      fix: "Reinstall compliant converters (CARB-approved where required), DPF and sensors, and flash the factory calibration. Aftermarket cat-back systems that keep all emissions parts are generally legal, subject to state noise rules. Clear codes and complete drive cycles before inspection.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Reflash the factory calibration",
            partsLow: 0,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Reinstall 49-state aftermarket converters",
            partsLow: 250,
            partsHigh: 1000,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Reinstall OEM or CARB-approved converters",
            partsLow: 900,
            partsHigh: 3000,
            laborHoursLow: 1.5,
            laborHoursHigh: 4,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and diesel DPF/SCR systems, which cost several times more; dealer reflash fees run higher.",
      },
      verdict: "ok",
      verdictReason:
        "It drives, but the vehicle is not road-legal for inspection and any exhaust smell inside means leaks to fix now.",
      codes: ["P0420", "P0430", "P0137"],
      terms: ["Clean Air Act", "readiness monitors", "test pipe", "calibration ID"],
      related: ["catalyst-code-returns-after-new-converter", "highway-drone-inside-cabin", "popping-on-deceleration"],
    },
    {
      slug: "burning-plastic-smell-under-car",
      title: "Burning plastic smell from under the car after driving over road debris",
      summary:
        "A plastic bag or debris has melted onto the converter or pipe, or a sagging exhaust is touching a plastic panel. Let it cool, look underneath and scrape it off; fix any clearance problem.",
      symptoms: [
        "Sharp burning-plastic smell after a drive, strongest at a stop",
        "Wisps of smoke from under the middle of the car",
        "Melted plastic stuck to the converter or pipe",
        "Scorched undertray or a plastic shield touching the exhaust",
      ],
      symptomIds: ["burning-smell", "tailpipe-smoke"],
      causes: [
        {
          likelihood: "common",
          part: "Plastic bag or debris melted on the exhaust",
          why: "Bags and wrappers picked up on the road wrap around the hot converter and melt, smoking and smelling for days.",
        },
        {
          likelihood: "occasional",
          part: "Exhaust touching an undertray, bumper or shield",
          why: "A sagging hanger or misaligned pipe brings the exhaust against plastic body parts, which melt and smell.",
        },
        {
          likelihood: "occasional",
          part: "Oil or fluid dripping on the exhaust",
          why: "A leak dripping on hot metal gives a sharp burning smell often mistaken for plastic.",
        },
        {
          likelihood: "rare",
          part: "Wiring harness melting against the exhaust",
          why: "A loose harness resting on the pipe melts its insulation and can short a circuit.",
        },
      ],
      checks: [
        {
          step: "Let the exhaust cool, then inspect the entire underside with a flashlight.",
          tools: ["Flashlight", "Jack stands"],
          expect: "Melted residue, a hanging bag or a scorched panel locates the source.",
        },
        {
          step: "Check clearance from the exhaust to undertrays, fuel lines, brake lines and wiring.",
          tools: ["Flashlight"],
          expect:
            "Anything touching or within about 1 in. (25 mm) of hot exhaust, where converter skins run several hundred °F, must be moved or shielded.",
        },
        {
          step: "Look for fresh oil or fluid on the exhaust and above it.",
          tools: ["Flashlight"],
          expect: "Wet fluid trails point to a leak rather than debris.",
        },
      ],
      fix: "Scrape off melted plastic with a putty knife once cool; small residue burns off harmlessly. Replace broken hangers to restore clearance, repair melted wiring and fix any dripping leak.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Scrape melted plastic off the cooled exhaust",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          {
            name: "Replace hangers or move a touching shield",
            partsLow: 15,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.3,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes, oil-leak repairs and wiring harness replacement.",
      },
      verdict: "careful",
      verdictReason:
        "Look underneath before driving on; anything burning against fuel lines, wiring or a large amount of debris is a fire risk that needs removing first.",
      codes: [],
      terms: ["undertray", "exhaust clearance"],
      related: ["catalytic-converter-glowing-red", "oil-smoke-from-exhaust-manifold", "broken-exhaust-hangers-clunk"],
    },
    {
      slug: "active-exhaust-valve-stuck",
      title: "Active exhaust stuck loud or quiet, or its valve rattles at idle",
      summary:
        "A rusted valve shaft, a failed vacuum line or solenoid, or a bad electric actuator stops the exhaust valve from switching. Check the mode setting first, then test the actuator and free or replace the valve.",
      symptoms: [
        "Exhaust stays loud in Quiet or Tour mode, or quiet in Sport mode",
        "Metallic rattle at idle near the mufflers",
        "Change started after winter or a car wash",
        "On some cars, a body or PCM code for the valve actuator",
      ],
      symptomIds: ["loud-exhaust", "rattle-underneath", "drone"],
      causes: [
        {
          likelihood: "common",
          part: "Valve shaft seized by rust and carbon",
          why: "The butterfly valve sits in hot, wet exhaust; its shaft corrodes in the bushings until the actuator can't turn it.",
        },
        {
          likelihood: "common",
          part: "Cracked vacuum line or failed vacuum solenoid",
          why: "On vacuum-operated systems, such as the dual-mode NPP exhaust on earlier Camaro SS and C6 and C7 Corvette models, lost vacuum leaves the valve in its default position.",
        },
        {
          likelihood: "occasional",
          part: "Failed electric actuator or corroded connector",
          why: "Electric actuators on systems like the Mustang GT's active valve exhaust fail or lose power and stop moving the valve.",
        },
        {
          likelihood: "occasional",
          part: "Worn valve bushings",
          why: "Worn bushings let the flap chatter in the exhaust pulses at idle.",
        },
      ],
      checks: [
        {
          step: "Check the exhaust mode setting and any quiet-start or scheduled-quiet option in the vehicle settings.",
          tools: ["Owner's manual"],
          expect: "A quiet-start or mode setting can explain a valve that seems stuck.",
        },
        {
          step: "Watch the valve linkage while switching modes with the engine running.",
          tools: ["Helper", "Flashlight"],
          expect:
            "No linkage movement with a command means the actuator or its supply; movement with no sound change means a broken valve.",
        },
        {
          step: "On vacuum systems, check vacuum at the actuator and apply vacuum with a hand pump.",
          tools: ["Hand vacuum pump"],
          expect:
            "The actuator should move the valve and hold about 15–20 inHg without bleeding down for a minute; a leak or no movement locates the fault.",
        },
        {
          step: "On electric systems, check actuator power, ground and command, and scan for codes.",
          tools: ["Scan tool", "Digital multimeter"],
          expect:
            "About 12 V power, under 0.1 V on the ground and a command present with no movement condemn the actuator or a seized valve.",
        },
      ],
      fix: "Free a seized shaft with penetrating oil and heat and cycle it, or replace the valve section; replace vacuum lines, the solenoid or the electric actuator as found. Clear codes and confirm the valve changes position with each mode.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace a vacuum line, solenoid or connector",
            partsLow: 20,
            partsHigh: 120,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the electric valve actuator",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the valve section or muffler",
            partsLow: 400,
            partsHigh: 900,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes and full muffler assemblies with integrated valves, which can cost more at the dealer.",
      },
      verdict: "ok",
      verdictReason: "A stuck exhaust valve affects sound only; drive normally and repair it when convenient.",
      codes: [],
      terms: ["active exhaust", "exhaust valve actuator", "dual-mode exhaust"],
      related: ["highway-drone-inside-cabin", "muffler-rusted-through"],
      commonOn: [
        { make: "chevrolet", models: ["camaro", "corvette"], years: [2006, 2019] },
        { make: "ford", models: ["mustang"], years: [2018, 2027], engines: [{ name: "5.0L Coyote V8", liters: 5.0 }] },
      ],
    },
    {
      slug: "repeat-catalytic-converter-failure",
      title: "Second catalytic converter failing within a year or two",
      summary:
        "Converters that keep failing are being killed by the engine: oil burning, a coolant leak, misfires or rich running. Find and fix that cause before installing another converter, or it will fail again.",
      symptoms: [
        "Catalyst efficiency code back within months of a replacement",
        "Engine uses oil between changes or coolant level keeps dropping",
        "History of misfire codes or a flashing check engine light",
        "Rattle, restriction or rotten-egg smell from the newer converter",
      ],
      symptomIds: ["check-engine-light", "failed-emissions", "rotten-egg-smell", "power-loss"],
      causes: [
        {
          likelihood: "common",
          part: "Engine burning oil",
          why: "Ash and phosphorus from burned oil coat the catalyst and block its active surfaces; engines known for consumption, such as the 2006–2011 Toyota 2AZ-FE, are frequent repeat offenders.",
        },
        {
          likelihood: "common",
          part: "Misfire or rich running left unrepaired",
          why: "Unburned fuel overheats and melts the substrate, so a converter fitted without fixing the misfire lasts only weeks or months.",
        },
        {
          likelihood: "occasional",
          part: "Coolant entering the cylinders",
          why: "Silicates and other coolant additives from a leaking head gasket or intake gasket glaze the catalyst.",
        },
        {
          likelihood: "occasional",
          part: "Low-grade replacement converter",
          why: "Budget units with little catalyst loading wear out quickly even on a healthy engine.",
        },
      ],
      checks: [
        {
          step: "Run an oil consumption test: fill to the full mark, seal the drain plug with a paint mark, and check after 1,000 miles.",
          tools: [],
          expect: "More than about a quart in 1,000–2,000 miles is enough to poison a converter over time.",
        },
        {
          step: "Pressure-test the cooling system and track the coolant level.",
          tools: ["Cooling system pressure tester", "Combustion leak test kit"],
          expect:
            "Unexplained coolant loss or a positive combustion leak test points to a gasket feeding coolant into the exhaust.",
        },
        {
          step: "Read misfire counters and Mode 06 misfire data on every cylinder, plus fuel trims.",
          tools: ["Scan tool with Mode 06"],
          expect:
            "Any cylinder logging misfires, or trims more negative than -10%, must be repaired before a new converter goes in.",
        },
        {
          step: "Check the certification label and catalyst type of the failed converter.",
          tools: ["Flashlight"],
          expect: "A universal or low-cost unit on a healthy engine suggests the part itself was the weak link.",
        },
      ],
      fix: "Repair the oil consumption, coolant leak, misfire or rich condition first, then install an OEM or high-grade direct-fit converter with new gaskets, and replace oxygen sensors that were contaminated. Check for manufacturer extended warranties on engines known for oil consumption. Clear codes and monitor oil and coolant levels afterward.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Misfire repair (coils, plugs or an injector) and a compliant converter",
            partsLow: 1000,
            partsHigh: 2800,
            laborHoursLow: 1.5,
            laborHoursHigh: 4,
          },
          {
            name: "Oil-burning repair (rings or valve seals) and a compliant converter",
            partsLow: 1500,
            partsHigh: 4000,
            laborHoursLow: 10,
            laborHoursHigh: 20,
          },
        ],
        excludes:
          "Estimate; a second converter is only worth fitting with its cause fixed; excludes oxygen sensors, diagnosis, taxes and a worn-out engine.",
      },
      verdict: "careful",
      verdictReason:
        "The car is drivable but the underlying engine fault is ongoing; a misfire or heavy oil burning can overheat the converter, so repair it soon.",
      codes: ["P0420", "P0430", "P0300"],
      terms: ["catalyst poisoning", "oil consumption test", "Mode 06"],
      related: [
        "catalyst-code-returns-after-new-converter",
        "clogged-catalytic-converter-power-loss",
        "catalytic-converter-glowing-red",
      ],
      commonOn: [
        {
          make: "toyota",
          models: ["camry", "camry-solara", "rav4", "corolla", "corolla-matrix"],
          years: [2006, 2011],
          engines: [{ name: "2AZ-FE 2.4L I4", liters: 2.4 }],
        },
      ],
    },
    {
      slug: "ticking-under-car-after-shutdown",
      title: "Pinging or ticking under the car for a while after you shut it off",
      summary:
        "That is the exhaust and its heat shields contracting as they cool, and it is normal. Only a rattle while driving, or a smell of fuel or burning, needs attention.",
      symptoms: [
        "Irregular metallic ticks or pings for 5–30 minutes after parking",
        "Loudest after a highway drive or a hot day",
        "Sound comes from under the middle of the car, near the converter",
        "No noise at all while driving",
      ],
      symptomIds: ["rattle-underneath"],
      causes: [
        {
          likelihood: "common",
          part: "Thermal contraction of the exhaust and heat shields",
          why: "Steel parts that ran at several hundred degrees shrink as they cool, slipping against shields, hangers and each other in small jumps that tick.",
        },
        {
          likelihood: "rare",
          part: "Loose heat shield that also rattles while driving",
          why: "A shield with failed mounts ticks after shutdown and buzzes on the road; the driving noise is the one to fix.",
        },
      ],
      checks: [
        {
          step: "Note whether any rattle or buzz occurs while driving or at idle.",
          tools: [],
          expect: "Ticking only after shutdown is normal cooling.",
        },
        {
          step: "Smell around the car while it ticks.",
          tools: [],
          expect: "No fuel, oil or plastic smell confirms a harmless cooling noise.",
        },
        {
          step: "With the exhaust cold, tap each heat shield near the converter with a rubber mallet.",
          tools: ["Rubber mallet", "Jack stands"],
          expect: "Shields that sound solid and don't buzz confirm nothing is loose.",
        },
      ],
      noMeasurement:
        "Heat-soak ticking is converter and pipe metal contracting as it cools; it is judged by when it happens and by tapping the shields cold, with no reading to take.",
      fix: "No repair is needed. If a shield also rattles while driving, secure it with a clamp.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0,
        laborHoursHigh: 0,
        excludes: "Estimate: normal cooling noise costs nothing; securing a loose shield is a small separate job.",
      },
      verdict: "ok",
      verdictReason: "Cooling ticks are the metal shrinking back to size, not a fault.",
      codes: [],
      terms: ["thermal contraction", "heat shield"],
      related: ["heat-shield-rattle", "burning-plastic-smell-under-car"],
    },
    {
      slug: "popping-on-deceleration",
      title: "Popping or backfiring from the tailpipe when you let off the gas",
      summary:
        "Unburned fuel is igniting in the exhaust: usually air drawn in through an exhaust leak, an aftermarket tune or a misfire. Check for leaks and misfires, and on older cars the secondary air valve, then repair the cause.",
      symptoms: [
        "Pops, crackles or bangs from the tailpipe on deceleration",
        "Louder after a muffler or exhaust change",
        "Possible exhaust leak noise or a misfire code",
        "Occasional loud bang that has split a muffler seam",
      ],
      symptomIds: ["popping", "loud-exhaust", "check-engine-light"],
      causes: [
        {
          likelihood: "common",
          part: "Exhaust leak letting in air",
          why: "Air drawn in at a leaking joint mixes with the small amount of unburned fuel on deceleration and ignites in the hot pipe.",
        },
        {
          likelihood: "common",
          part: "Aftermarket tune or free-flowing exhaust",
          why: "Tunes that add fuel or retard timing on overrun deliberately create pops, and straight-through mufflers make normal afterfire audible.",
        },
        {
          likelihood: "occasional",
          part: "Misfire sending fuel into the exhaust",
          why: "A weak spark or a lean misfire on deceleration passes raw fuel that ignites downstream.",
        },
        {
          likelihood: "occasional",
          part: "Secondary air injection check valve stuck open",
          why: "On vehicles with an air pump, a stuck valve feeds air into the exhaust at the wrong time, causing afterfire.",
        },
      ],
      checks: [
        {
          step: "Listen for and smoke-test exhaust leaks from the manifold back.",
          tools: ["Smoke machine", "Tailpipe plug"],
          expect: "Any leak ahead of the muffler can explain pops and must be repaired.",
        },
        {
          step: "Read misfire counters during deceleration and check for a non-stock calibration.",
          tools: ["Scan tool"],
          expect: "Misfires on deceleration or an aftermarket calibration ID point to the cause.",
        },
        {
          step: "On vehicles with secondary air, check the check valve and hose for heat damage with the engine warm.",
          tools: ["Hand vacuum pump", "Flashlight"],
          expect:
            "With the air pump off, the hose ahead of the check valve should read no hotter than the nearby coolant hoses; a hose well above about 220 °F, discolored, or passing exhaust backward means the valve is stuck open.",
        },
      ],
      fix: "Repair exhaust leaks, the misfire or the secondary air valve, or return to the stock calibration. Inspect the muffler and converter for damage from hard backfires.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Repair an exhaust leak ahead of the muffler",
            partsLow: 15,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 2,
          },
          {
            name: "Fix the misfire (plugs or coil)",
            partsLow: 40,
            partsHigh: 300,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the secondary air check valve",
            partsLow: 80,
            partsHigh: 450,
            laborHoursLow: 0.8,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes, a split muffler and converter damage from repeated backfires.",
      },
      verdict: "ok",
      verdictReason:
        "Occasional pops don't affect safety, but repeated loud backfires can split a muffler or damage the converter.",
      codes: ["P0300", "P0410", "P0171"],
      terms: ["afterfire", "secondary air injection", "overrun"],
      related: [
        "leaking-flange-gasket-chuff",
        "aftermarket-exhaust-or-cat-delete-problems",
        "exhaust-leak-upstream-of-o2-sensor",
      ],
    },
    {
      slug: "oil-smoke-from-exhaust-manifold",
      title: "Smoke and a burning-oil smell rising from under the hood at stops",
      summary:
        "Oil is dripping or was spilled onto the hot exhaust manifold, usually from a leaking valve cover gasket or a messy oil change. Clean the manifold, find any leak with dye, and fix it before a steady drip becomes a fire.",
      symptoms: [
        "Wisps of blue-gray smoke from the engine bay when stopped",
        "Acrid burning-oil smell, sometimes through the vents",
        "Wet oil on the valve cover edge or on the manifold heat shield",
        "Started right after an oil change or has grown over months",
      ],
      symptomIds: ["burning-smell", "fumes-in-cabin"],
      causes: [
        {
          likelihood: "common",
          part: "Leaking valve cover gasket above the manifold",
          why: "A hardened gasket lets oil seep down onto the manifold, where it smokes every time the engine gets hot.",
        },
        {
          likelihood: "common",
          part: "Oil spilled during an oil change",
          why: "Oil spilled around the filler or filter runs onto the exhaust and burns off over a few days.",
        },
        {
          likelihood: "occasional",
          part: "Leaking turbo oil feed or return line",
          why: "A seeping fitting or cracked line near the turbo drips oil onto exhaust components that run hotter than 1,000 °F.",
        },
        {
          likelihood: "rare",
          part: "Power steering or transmission fluid line leak",
          why: "Other fluids dripping onto the exhaust smoke in the same way and can be told apart by color and smell.",
        },
      ],
      checks: [
        {
          step: "With the engine cool, look for wet oil on the valve cover, manifold, heat shields and turbo lines.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Fresh wet oil above the smoking area identifies the leak.",
        },
        {
          step: "Clean the area with degreaser, add UV dye to the oil and drive a day.",
          tools: ["Degreaser", "UV dye kit", "UV light"],
          expect: "Dye glowing at a gasket or fitting pinpoints the source.",
        },
        {
          step: "Check engine oil, power steering and transmission fluid levels.",
          tools: [],
          expect: "A falling level in one system confirms which fluid is leaking.",
        },
      ],
      noMeasurement:
        "The smoke source is found by sight, UV dye and comparing fluid levels; any manifold is hot enough to smoke oil, so no temperature or pressure reading points to the leaking seal.",
      fix: "Replace the valve cover gasket (with new grommets and seals as needed) or the leaking line, then clean oil off the exhaust. For a spill alone, clean it with degreaser and let the rest burn off.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Reseal an accessible valve cover or oil line",
            partsLow: 20,
            partsHigh: 100,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "Reseal a valve cover buried under other parts",
            partsLow: 40,
            partsHigh: 250,
            laborHoursLow: 2,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, oil-soaked ignition coils or plug wires, and an engine degrease to confirm the leak is gone.",
      },
      verdict: "careful",
      verdictReason:
        "A spill usually burns off harmlessly, but a continuous drip onto a hot manifold can ignite; fix the leak soon and stop if you see flames or heavy smoke.",
      codes: [],
      terms: ["valve cover gasket", "UV dye"],
      related: ["burning-plastic-smell-under-car", "broken-exhaust-manifold-studs"],
    },
  ],
};
