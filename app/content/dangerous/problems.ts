import type { DangerousProblem } from "./schema";

/**
 * The "Dangerous Car Problems" page, most dangerous first: critical (stop now),
 * then high (stop soon), then serious (fix before driving far).
 * Every link points at a diagnostic system or problem page that exists.
 */
export const dangerousProblems: DangerousProblem[] = [
  {
    id: "brake-failure",
    title: "Brake failure: pedal to the floor, fluid leak or grinding metal",
    severity: "critical",
    warningSigns: [
      "Brake pedal sinks toward the floor at a stop, or drops suddenly and the car barely slows",
      "Pedal feels soft or spongy and has to be pumped to get a firm stop",
      "Red BRAKE warning lamp on while driving, or the fluid reservoir below the MIN line",
      "Wet, oily streak on the inside of a tire, or a clear-to-brown puddle near one wheel",
      "Harsh metal-on-metal grinding when braking that gets louder the harder you press",
      "Car pulls hard to one side when braking, or one wheel smokes and smells burnt after a normal drive",
    ],
    whyDangerous:
      "Brakes are split into two hydraulic circuits, so a single leaking line, hose or caliper usually leaves half the brakes working, but the pedal travels nearly to the floor before anything happens and stopping distance grows sharply. Lose both circuits, or keep driving on pads worn to the steel backing plate until a caliper piston over-extends and leaks, and the car will not stop at all. Brake fluid also absorbs water with age, so old fluid can boil in a long, hard stop and leave nothing behind the pedal.",
    doNow: [
      "Hazards on and use the horn if needed; pump the pedal hard and fast, which can bring back pressure from the circuit that still holds.",
      "Shift down (L, 2 or the paddles on an automatic, one gear at a time on a manual) so engine braking slows the car.",
      "Apply the parking brake gradually, or hold an electric parking-brake switch up, so the car slows without the rear wheels locking.",
      "Steer toward an open shoulder or an uphill side road; as a last resort, brush the car along a guardrail or curb rather than hit traffic head-on.",
      "Once stopped, set the parking brake and call for a tow; do not drive it again even if the pedal feels normal after sitting.",
    ],
    links: [
      {
        label: "Brake pedal suddenly drops to the floor",
        href: "/diagnostics/brake-system/pedal-goes-to-floor-suddenly",
      },
      { label: "Brake pedal drifts down at a stop", href: "/diagnostics/brake-system/pedal-creeps-down-at-stop" },
      { label: "Leaking caliper and falling fluid level", href: "/diagnostics/brake-system/caliper-piston-seal-leak" },
      {
        label: "Grinding: pads worn to the backing plate",
        href: "/diagnostics/brake-system/grinding-pads-worn-to-backing-plate",
      },
      { label: "Brake hose cracked or ballooning", href: "/diagnostics/brake-system/brake-hose-bulging-or-cracked" },
    ],
  },
  {
    id: "stuck-accelerator",
    title: "Stuck accelerator or unintended acceleration",
    severity: "critical",
    warningSigns: [
      "Engine keeps revving, or the car keeps pulling, after you lift your foot off the gas",
      "Gas pedal sticks partway down or comes back up slowly, often with a second or unclipped floor mat",
      "Idle jumps to 2,000 rpm or more on its own, or the car surges against the brakes at a light",
      "Check engine light with P2111 (throttle actuator stuck open) or an accelerator pedal sensor code such as P2138",
    ],
    whyDangerous:
      "An engine at full throttle can overpower the brakes, and pumping the pedal makes it worse: with the throttle wide open there is almost no engine vacuum, so each pump uses up the booster's stored assist until the pedal turns rock hard. Drivers who cannot cut the power in the first few seconds simply run out of road. The usual cause is mechanical, a floor mat over the pedal or a throttle body sticking from carbon or ice, not a mystery in the electronics.",
    doNow: [
      "Shift to Neutral at once; the engine will race loudly, but the rev limiter protects it and the wheels are no longer driven.",
      "Brake with one firm, steady push and hold it; do not pump the pedal.",
      "Steer to the shoulder and stop, then switch the engine off; with push-button start, hold the button for about three seconds, because a quick tap does nothing while moving.",
      "With a key, turn it only to ACC or OFF while rolling, never to LOCK, which can lock the steering.",
      "Once stopped, pull out any loose or stacked floor mat and have the car towed, not driven, to a shop.",
    ],
    links: [
      { label: "P2111 or P2112 throttle stuck open or closed", href: "/diagnostics/obd/p2111-p2112-throttle-stuck" },
      {
        label: "Accelerator pedal position sensor codes",
        href: "/diagnostics/obd/p2122-p2138-accelerator-pedal-sensor",
      },
    ],
  },
  {
    id: "steering-linkage-separation",
    title: "Loose or separating tie rod or ball joint",
    severity: "critical",
    warningSigns: [
      "Clunk from one front corner over bumps, or as you start into a turn",
      "Steering wheel moves an inch or more before the car responds",
      "Car wanders on the highway and needs constant small corrections",
      "One front wheel tilted in at the top, or pointing a different way from the other",
      "Torn rubber boot on a ball joint or tie-rod end, with grease flung around it",
      "Inside or outside edge of one front tire worn down in a few thousand miles",
    ],
    whyDangerous:
      "A worn tie-rod end or ball joint does not just feel sloppy: its stud keeps wearing until it pulls out of the socket. When a tie rod lets go, that front wheel is no longer connected to the steering wheel and points wherever the road pushes it. When a lower ball joint separates, the wheel folds under the car, the fender drops onto the tire and the car swerves hard toward that side, often at speed. Both usually follow weeks of clunking that the driver learned to live with.",
    doNow: [
      "If a wheel is tilted or flopping, or the steering suddenly goes loose, ease off the gas, avoid hard braking, turn on the hazards and roll onto the shoulder.",
      "Do not try to drive it to a shop; call for a flatbed, since a wheel that has let go cannot be steered or towed on its own tire.",
      "If you only hear clunks and the steering still tracks, keep speeds low, stay off highways and have the front end checked for play this week.",
    ],
    links: [
      {
        label: "Tie rod separated: one wheel points its own way",
        href: "/diagnostics/steering-system/tie-rod-separated",
      },
      { label: "Loose outer tie-rod end", href: "/diagnostics/steering-system/outer-tie-rod-end-loose" },
      { label: "Ball joint separated: wheel tilted in", href: "/diagnostics/suspension/ball-joint-separated" },
      { label: "Worn lower ball joint clunk", href: "/diagnostics/suspension/worn-lower-ball-joint" },
      { label: "Worn idler or pitman arm on a truck", href: "/diagnostics/steering-system/idler-pitman-arm-wear" },
    ],
  },
  {
    id: "tire-failure",
    title: "Tire failure: tread separation, sidewall bulge or blowout",
    severity: "critical",
    warningSigns: [
      "Bubble or bulge on the sidewall, often after a pothole or curb strike",
      "New thump or wobble that rises with speed, from a belt shifting inside the tire",
      "Cracks in the sidewall or between tread blocks, or a DOT date code more than 6 years old",
      "Tire pressure light on, or one tire that needs air every week or two",
      "Cords, steel wire or a bald patch showing through the tread",
    ],
    whyDangerous:
      "A tire that is underinflated, overloaded or damaged flexes more and builds heat until the steel belts peel away from the rubber or the sidewall tears open. A front blowout at highway speed yanks the car toward the failed tire, and a rear one can swing the back end around. The crash usually comes from the driver's reaction, braking hard or jerking the wheel, more than from the blowout itself. A bulge means cords inside are already broken, and it cannot be patched.",
    doNow: [
      "When a tire blows, grip the wheel firmly, keep the car straight and stay off the brake; a brief squeeze of the gas helps hold a straight line, then ease off gradually and let the car slow by itself.",
      "Let the car coast down below about 30 mph, then brake gently and steer onto the shoulder as far from traffic as you can.",
      "If you find a bulge, showing cords or a steady thump, stop and fit the spare, or call roadside assistance if the shoulder is narrow.",
      "Replace any tire that bulged, separated or was driven flat, and read the DOT code on the others: the last four digits are the week and year it was made.",
    ],
    links: [
      { label: "Bulge on the tire sidewall", href: "/diagnostics/alignment/sidewall-bulge" },
      { label: "Wobble from a shifted tire belt", href: "/diagnostics/alignment/shifted-belt-wobble" },
      { label: "Dry-rot cracks on older tires", href: "/diagnostics/alignment/dry-rot-cracks" },
      { label: "One tire keeps losing air", href: "/diagnostics/alignment/slow-leak-one-tire" },
      { label: "Bent wheel after a pothole", href: "/diagnostics/alignment/bent-wheel-after-pothole" },
    ],
  },
  {
    id: "loose-wheel-lug-nuts",
    title: "Loose wheel or lug nuts",
    severity: "critical",
    warningSigns: [
      "Clicking or clunking from one wheel that speeds up with the car, often within days of tire or brake work",
      "Wobble or shimmy that started right after a wheel was taken off",
      "Rust-colored streaks running outward from the lug nuts",
      "A lug nut that turns by hand, a missing nut or a snapped wheel stud",
      "Stud holes in an aluminum wheel worn shiny or oval",
    ],
    whyDangerous:
      "Once one lug nut backs off, the rest carry the whole load and loosen faster; studs then snap or the wheel's holes wear oval, and the wheel comes off at speed. The car drops onto its brake rotor or hub and can slide out of control, while the loose wheel keeps rolling and can bounce across lanes into oncoming traffic. Aluminum wheels, new studs and wheels run on with an impact gun and no torque wrench are most at risk in the first 50–100 miles.",
    doNow: [
      "At the first click or wobble after tire service, slow down, hazards on, and stop somewhere flat and away from traffic.",
      "Try every lug nut on that wheel with the lug wrench; if any turn, snug them all in a star pattern and drive slowly to the nearest shop.",
      "If a stud is broken, nuts are missing or the wheel holes are worn oval, do not drive; call for a tow.",
      "Have the nuts torqued to the owner's manual figure (for example, 80 ft-lb on a Honda Civic and 150 ft-lb on a Ford F-150) and rechecked after 50–100 miles.",
    ],
    links: [
      { label: "Clicking or wobble from loose lug nuts", href: "/diagnostics/alignment/loose-lug-nuts" },
      { label: "Shake after a wheel was reinstalled", href: "/diagnostics/alignment/shake-after-wheel-reinstalled" },
      {
        label: "Vibration after aftermarket wheels or spacers",
        href: "/diagnostics/alignment/aftermarket-wheels-vibration",
      },
    ],
  },
  {
    id: "fuel-leak",
    title: "Fuel leak or strong gasoline smell",
    severity: "critical",
    warningSigns: [
      "Raw gasoline smell under the hood or around the car, stronger with the engine running",
      "Drips or a wet, shiny line along the frame rail, at the tank or near a rear wheel",
      "Gas smell inside the car, often strongest near the back seat after filling up",
      "Wet fuel around the injectors or fuel rail on top of the engine",
      "Fuel gauge falling faster than usual, or a puddle that evaporates fast and leaves a rainbow sheen",
    ],
    whyDangerous:
      "Gasoline vapor lights from a spark or from exhaust parts that run at several hundred degrees, so fuel dripping in the engine bay or onto the exhaust can become a fire within seconds. A port-injected engine holds roughly 40–60 psi in its fuel rail and a direct-injected one far more, so a cracked line or injector seal sprays a fine mist rather than dripping. Vapor in a closed cabin also brings headache and dizziness, and a leaking car parked in a garage can fill it with vapor near a water heater's flame.",
    doNow: [
      "Stop, switch the engine off and get everyone out; do not restart it, smoke or use a lighter or phone flashlight near the leak.",
      "If fuel is pooling or spraying, or you see smoke, move at least 100 feet away and call 911.",
      "Leave a leaking car outdoors, away from buildings, furnaces and water heaters, never in a garage.",
      "Have it towed; a rusted steel line, cracked tank or leaking injector seal is replaced, never taped or patched.",
    ],
    links: [
      {
        label: "Fuel leak at the rail or injector seals",
        href: "/diagnostics/fuel-system/fuel-leak-at-rail-or-injector-seals",
      },
      {
        label: "Rusted steel fuel line dripping or spraying",
        href: "/diagnostics/fuel-system/rusted-steel-fuel-line-leak",
      },
      {
        label: "Fuel tank leaking from rust or damage",
        href: "/diagnostics/fuel-system/fuel-tank-leaking-rust-or-damage",
      },
      {
        label: "Gas smell in the cabin near the back seat",
        href: "/diagnostics/fuel-system/gas-smell-in-cabin-near-back-seat",
      },
      { label: "Filler neck leaks when the tank is full", href: "/diagnostics/fuel-system/filler-neck-leak-when-full" },
    ],
  },
  {
    id: "ev-battery-thermal-event",
    title: "EV or hybrid battery overheating, smoking or hissing",
    severity: "critical",
    warningSigns: [
      'Dash message such as "stop safely now" or a high-voltage battery temperature warning',
      "Hissing, popping or crackling from under the floor, where the battery pack sits",
      "White or gray vapor with a sweet or chemical smell from under the car or out of the vents",
      "Floor or seats getting hot, or the battery cooling fans roaring with the car parked",
      "The car was in a crash, struck debris underneath or sat in floodwater, especially salt water",
    ],
    whyDangerous:
      "A damaged or shorted lithium-ion cell can heat the cells around it in a chain reaction called thermal runaway. The pack vents flammable, toxic gas, including hydrogen fluoride, and can burst into jet-like flames that water controls only slowly. It can start hours or days after a crash or flood, looks harmless in its first minute, and can reignite after firefighters have left.",
    doNow: [
      "Pull over, put it in Park, switch it off and get everyone out at once; leave belongings behind.",
      "Move at least 100 feet away and upwind, and keep others back; the smoke is toxic even without flames.",
      "Call 911 and say it is an electric or hybrid vehicle, with the make and model, so firefighters bring enough water.",
      "Do not try to put it out yourself or open the hood, frunk or any battery cover.",
      "After a crash, flood or fire, have it towed, tell the operator it is an EV, and have it parked outdoors at least 50 feet from buildings and other cars.",
    ],
    links: [
      {
        label: "EV battery smoking, hissing or popping: the warning signs",
        href: "/diagnostics/electric-vehicle/battery-thermal-runaway-warning-signs",
      },
      { label: "EV after a crash", href: "/diagnostics/electric-vehicle/ev-after-crash-airbags-deployed" },
      { label: "EV after a flood or salt water", href: "/diagnostics/electric-vehicle/ev-after-flood-or-salt-water" },
      { label: "Hybrid after a crash, flood or fire", href: "/diagnostics/hybrid-system/hybrid-crash-flood-fire" },
    ],
  },
  {
    id: "engine-fire-fluid-on-exhaust",
    title: "Smoke from under the hood or fluid dripping on the exhaust",
    severity: "critical",
    warningSigns: [
      "Smoke or a burning-oil smell rising from the hood seams when you stop",
      "Oil running down onto the exhaust manifold from a valve cover or oil filter housing leak",
      "Power steering fluid spraying or dripping from a hose routed near the exhaust",
      "Oil pouring out right after an oil change, from a loose drain plug or a double filter gasket",
      "A bag or debris caught on the exhaust underneath, with a burning-plastic smell",
      "Flames or an orange glow visible under the car or through the grille",
    ],
    whyDangerous:
      "Engine oil, power steering fluid and ATF catch fire on an exhaust manifold or turbo housing that runs hotter than their ignition point, and a leak that only smoked for months can ignite the day a hose finally splits. From the engine bay a fire reaches the cabin in minutes, feeding on plastic, wiring and fuel lines packed around it. Most car fires start from leaks and electrical faults like these, not from crashes.",
    doNow: [
      "If you see flames or thick smoke, pull over, switch off, get everyone out and move at least 100 feet upwind, then call 911.",
      "Do not lift the hood on a fire; the rush of fresh air feeds it. Never go back for belongings.",
      "Use an extinguisher only on a small fire, aimed through the grille or from under the car, with a clear way to back off.",
      "If it only smokes lightly and smells of oil, stop, let it cool and find the wet spot before driving again.",
      "Have the leak fixed, and any heat-damaged hoses or wiring near it replaced, before the next long drive.",
    ],
    links: [
      {
        label: "Oil smoke from the exhaust manifold",
        href: "/diagnostics/exhaust-system/oil-smoke-from-exhaust-manifold",
      },
      { label: "Valve cover gasket burning smell", href: "/diagnostics/four-stroke/valve-cover-gasket-burning-smell" },
      {
        label: "Power steering hose leak near the exhaust",
        href: "/diagnostics/steering-system/high-pressure-hose-leak",
      },
      { label: "Oil gushing out after an oil change", href: "/diagnostics/four-stroke/oil-gushing-after-oil-change" },
      {
        label: "Burning plastic smell from under the car",
        href: "/diagnostics/exhaust-system/burning-plastic-smell-under-car",
      },
    ],
  },
  {
    id: "carbon-monoxide-exhaust-leak",
    title: "Exhaust leak and carbon monoxide in the cabin",
    severity: "critical",
    warningSigns: [
      "Exhaust smell inside the car, worst at idle, in slow traffic or with the hatch or a window open",
      "Headache, dizziness, nausea or sleepiness that eases once you get out of the car",
      "Roaring or hissing exhaust right under the front seats, or a muffler that suddenly got loud",
      "Soot around the rear hatch seal, or a rust hole in the floor or trunk pan",
      "Car idling with its tailpipe packed in snow or backed against a snowbank or wall",
    ],
    whyDangerous:
      "Carbon monoxide has no color or smell of its own; the exhaust odor is only a sign that CO is coming in with it. It takes the place of oxygen in the blood, so a driver grows drowsy and confused before feeling sick, and passengers asleep in the back may never notice. A leak ahead of the rear axle, a rusted floor pan or an open hatch pulls fumes into the cabin, and a tailpipe buried in snow can fill a parked, running car quickly.",
    doNow: [
      "Open all the windows, set the ventilation to fresh air rather than recirculate with the fan on high, and get off the road.",
      "If anyone has a headache, is confused, vomiting or hard to wake, get everyone into fresh air and call 911; CO poisoning is treated with oxygen.",
      "Never sit in an idling car with the tailpipe blocked by snow; dig it out first or shut the engine off.",
      "Do not drive with the rear hatch or trunk lid open, even for a short trip.",
      "Have the exhaust inspected on a lift before driving again, and the floor and hatch seals checked if the pipes look sound.",
    ],
    links: [
      { label: "Exhaust fumes inside the cabin", href: "/diagnostics/exhaust-system/exhaust-fumes-inside-cabin" },
      {
        label: "Cracked flex pipe under the front seats",
        href: "/diagnostics/exhaust-system/cracked-flex-pipe-under-front-seats",
      },
      { label: "Muffler rusted through", href: "/diagnostics/exhaust-system/muffler-rusted-through" },
      {
        label: "Cracked exhaust manifold puffing under load",
        href: "/diagnostics/exhaust-system/cracked-cast-exhaust-manifold",
      },
      { label: "Recirculation door stuck, fumes get in", href: "/diagnostics/ac-system/recirculation-door-stuck" },
    ],
  },
  {
    id: "flood-water",
    title: "Driving into flood water, or a car that has been flooded",
    severity: "critical",
    warningSigns: [
      "Water across the road deep enough to hide the lane lines or the curb",
      "Water reaching the bottom of the doors, or a hiss and steam as it hits the exhaust",
      "Engine stops dead after a splash and will not turn over",
      "Used car with a musty smell, damp carpet, silt under the seats or a water line in the trunk",
      "Warning lights appearing one after another in the weeks after the car sat in water",
    ],
    whyDangerous:
      "About 12 inches of moving water can float many cars and 2 feet can carry off SUVs and pickups, and the National Weather Service reports that more than half of flood drownings happen in vehicles driven into flood water. Water drawn into the intake bends connecting rods, which is why the engine stops dead. A car that was flooded goes on to develop corroded wiring and failing airbag and brake modules, and a salt-soaked EV battery can catch fire days later.",
    doNow: [
      "Turn around: do not drive into water you cannot see the bottom of, or into any water that is moving.",
      "If water rises around the car, unbuckle, unlock, open or break a side window and get out onto the roof or high ground; call 911 once you are out.",
      "If the engine stalls in water, do not crank it again; every restart attempt on a water-filled cylinder risks a bent rod.",
      "After a flood, have the car towed and checked before it is driven: oil, fuel, brake fluid, airbag and brake modules and, on an EV, the high-voltage battery.",
    ],
    links: [
      { label: "Engine won't turn over after deep water", href: "/diagnostics/engine-wont-start/hydrolocked-engine" },
      { label: "Knock or miss after a water crossing", href: "/diagnostics/four-stroke/hydrolock-bent-rod" },
      { label: "Modules failing after a flood", href: "/diagnostics/ecu/flood-damaged-car-modules" },
    ],
  },
  {
    id: "electrical-burning-smell",
    title: "Burning electrical smell, smoke or melting wiring",
    severity: "critical",
    warningSigns: [
      "Sharp hot-plastic or fishy smell from the dash, the fuse box or under the hood",
      "A fuse that blows again the moment it is replaced",
      "Melted or browned connector at the blower motor, cooling fan, heated seat or fuel pump",
      "Lights flickering, gauges jumping or several accessories quitting together",
      "Smoke from a throttle, shifter or parking-brake cable while cranking after engine work",
      "Wires chewed by rodents, or an old accessory spliced in with tape and thin wire",
    ],
    whyDangerous:
      "A loose terminal or a short turns wiring into a heating element: the copper gets hot enough to melt its insulation, which lets neighboring wires short and spreads the heat along the harness. Fuses stop dead shorts but not a high-resistance connection slowly cooking itself, so the smell often comes long before any fuse blows. Behind the dash that fire is inches from the occupants, and the heavy cable from the battery to the starter has no fuse at all on most cars.",
    doNow: [
      "If you see smoke, pull over, switch off, get everyone out and call 911; the battery keeps feeding an electrical fire after the engine stops.",
      "With a smell but no smoke, switch off whatever you were using (blower, heated seat, phone charger), stop and let it cool.",
      "If you can reach the battery safely and nothing is smoking, disconnect the negative cable to cut power.",
      "Never fit a bigger fuse or a piece of wire in place of one that keeps blowing; that removes the only protection the circuit has.",
      "Have the damaged wiring repaired with the correct gauge and sealed connectors before driving again.",
    ],
    links: [
      { label: "Melted fuse box terminal", href: "/diagnostics/electrical/melted-fuse-box-terminal" },
      {
        label: "Melted connector on a high-current circuit",
        href: "/diagnostics/electronics-wiring/melted-connector-high-current-circuit",
      },
      { label: "Fuse blows again right away", href: "/diagnostics/electrical/fuse-blows-again-immediately" },
      { label: "Burned alternator output terminal", href: "/diagnostics/alternator/alternator-output-terminal-burned" },
      {
        label: "Missing engine ground strap, cable smoking",
        href: "/diagnostics/electrical/missing-engine-ground-strap",
      },
    ],
  },
  {
    id: "swollen-hissing-battery",
    title: "12-volt battery swollen, hissing or smelling of rotten eggs",
    severity: "critical",
    warningSigns: [
      "Battery case bulging at the sides or top, or cracked",
      "Hissing or bubbling from the battery, or a case too hot to keep a hand on after a drive",
      "Rotten-egg (sulfur) smell under the hood or inside the car",
      "Charging voltage above about 15 volts on a meter or scan tool, with bulbs burning out",
      "Wet, crusty acid around the vent caps or on the battery tray",
    ],
    whyDangerous:
      "A lead-acid battery that is overcharged or has a shorted cell boils its electrolyte and gives off hydrogen, which explodes from a single spark at a terminal or a jumper clamp. The blast throws sulfuric acid and shards of case, and the person hurt is usually the one leaning over it with cables. Batteries mounted in the trunk or under a seat, as in many BMWs and some Mercedes, vent that gas close to the occupants if the vent tube is off.",
    doNow: [
      "Shut the engine off, open the hood and step back; let the battery cool for at least 30 minutes.",
      "Do not jump-start, charge or connect anything to a swollen or hissing battery, and keep flames and sparks away from it.",
      "Wear safety glasses and gloves to handle it, keep your face clear, and flush any acid on skin or eyes with running water for 15 minutes.",
      "Before fitting a new battery, have the charging voltage tested: 13.5–14.8 V at idle is normal, and over 15 V means the regulator is overcharging.",
    ],
    links: [
      {
        label: "Battery hot, swollen or smelling of sulfur",
        href: "/diagnostics/alternator/battery-hot-swollen-sulfur-smell",
      },
      { label: "Overcharging: voltage over 15", href: "/diagnostics/alternator/overcharging-voltage-over-15" },
      { label: "P0563 system voltage high", href: "/diagnostics/obd/p0563-system-voltage-high" },
      { label: "Jumper cables connected backward", href: "/diagnostics/electrical/dead-after-reversed-jumper-cables" },
    ],
  },
  {
    id: "engine-overheating",
    title: "Engine overheating: gauge in the red or steam from the hood",
    severity: "critical",
    warningSigns: [
      'Temperature needle climbing past the middle, or a red temperature light or "engine hot" message',
      "Steam or a sweet, syrupy smell from under the hood",
      "Heater suddenly blowing cold while the gauge climbs, a sign the coolant level has dropped",
      "Green, orange, pink or blue puddle under the front of the car",
      "Battery light and rising temperature together after a slap from under the hood: a broken belt",
      "Temperature gauge falling to cold while steam pours out, because the sensor is no longer in coolant",
    ],
    whyDangerous:
      "Coolant in a hot engine sits well above 212°F and stays liquid only because the system is pressurized to roughly 15 psi, so opening the radiator cap or coolant bottle hot releases a geyser of scalding liquid at your face and arms. Driving on with the gauge in the red warps aluminum cylinder heads, blows the head gasket and can seize the engine, leaving the car dead in a live lane.",
    doNow: [
      "Turn the A/C off and set the heater to full hot with the fan on high; it pulls heat out of the engine while you find a place to stop.",
      "Pull off the road and switch the engine off; raise the hood only if steam is not pouring out.",
      "Do not open the radiator cap or coolant reservoir while hot: wait at least 30 minutes, until the upper radiator hose is cool and soft to squeeze.",
      "Once cool, top up with the specified coolant (or water in an emergency) and watch the gauge; if it climbs again within minutes, call for a tow.",
      "If coolant sprayed out, the level is empty or the engine knocks, do not restart it.",
    ],
    links: [
      { label: "Coolant hose burst: steam while driving", href: "/diagnostics/cooling-system/coolant-hose-burst" },
      { label: "Radiator fan never spins", href: "/diagnostics/cooling-system/cooling-fan-motor-dead" },
      { label: "Thermostat stuck closed", href: "/diagnostics/cooling-system/thermostat-stuck-closed" },
      { label: "Gauge drops to cold while steaming", href: "/diagnostics/cooling-system/gauge-drops-while-steaming" },
      {
        label: "Broken belt: battery light and overheating",
        href: "/diagnostics/alternator/broken-belt-battery-light-and-overheating",
      },
    ],
  },
  {
    id: "red-oil-pressure-light",
    title: "Red oil pressure light on while driving",
    severity: "critical",
    warningSigns: [
      "Red oil-can light comes on at speed and stays on, or flickers at a hot idle",
      "Oil pressure gauge dropping toward zero with the engine running",
      "New ticking from the top of the engine, or a knock from low down that grows with throttle",
      "Fresh trail of oil drops behind the car, often just after an oil change",
      "Dipstick reading below the add mark, or dry",
    ],
    whyDangerous:
      "The red oil-can lamp means pressure has fallen below what the bearings need, not that an oil change is due. Without a pressurized oil film the crankshaft and connecting-rod bearings wipe out within minutes; the knock that follows is a rod about to break, and a thrown rod can punch through the block, stall the engine at speed and spray oil onto the hot exhaust.",
    doNow: [
      "Signal, get off the road and switch the engine off within seconds; every extra mile risks the bearings.",
      "Wait about 5 minutes, then check the dipstick on level ground; do not confuse this red lamp with an amber oil-level or oil-life message.",
      "If the level is low, add the grade printed on the filler cap and restart; if the light stays on more than a few seconds, shut it off again.",
      "If the level is full and the light stays on, or the engine knocks, do not drive it; have it towed and the pressure checked with a mechanical gauge.",
    ],
    links: [
      { label: "Red oil light on at highway speed", href: "/diagnostics/four-stroke/oil-light-on-while-driving" },
      { label: "Oil light flickers at a hot idle", href: "/diagnostics/four-stroke/low-oil-pressure-hot-idle" },
      { label: "Rod bearing knock", href: "/diagnostics/four-stroke/rod-bearing-knock" },
      { label: "Oil pressure gauge reads zero", href: "/diagnostics/electrical/oil-pressure-gauge-zero" },
    ],
  },
  {
    id: "loss-of-power-steering",
    title: "Steering suddenly goes heavy (loss of power steering)",
    severity: "high",
    warningSigns: [
      "Steering suddenly takes far more effort, with a power steering warning on the dash",
      "Whine from the engine bay that grows as you turn, and a power steering reservoir running low",
      "Power steering fluid misting onto the exhaust from a split high-pressure hose, which can also start a fire",
      "A squeal, a slap from under the hood and a battery light: the serpentine belt is off",
      "Electric steering that goes heavy with a weak battery or right after a jump start",
    ],
    whyDangerous:
      "The car can still be steered without assist, but the wheel can take several times its normal effort, and a driver caught mid-curve or in a quick lane change may not turn it far enough in time. On heavy-duty pickups and vans with Hydro-Boost brakes the same pump powers the brake booster, so the brake pedal goes hard at the same moment. Electric systems can cut assist after a sensor or voltage fault and restore it after a restart, which tempts people to keep driving on a known fault.",
    doNow: [
      "Grip the wheel with both hands, slow down and signal early; plan for wider turns.",
      "Pull off somewhere straight and stop; a restart may bring electric assist back, but treat that as a warning, not a fix.",
      "Look for a broken belt, low fluid or a wet hose; if the belt is gone, do not drive on, because the water pump and alternator usually run on it too.",
      "Top up only with the fluid named on the reservoir cap, and have a spraying high-pressure hose replaced before driving; the fluid burns on the exhaust.",
    ],
    links: [
      { label: "Electric steering suddenly goes heavy", href: "/diagnostics/steering-system/eps-sudden-loss-assist" },
      { label: "High-pressure power steering hose leak", href: "/diagnostics/steering-system/high-pressure-hose-leak" },
      { label: "Pump whine from low fluid", href: "/diagnostics/steering-system/pump-whine-low-fluid" },
      { label: "Electric steering heavy on low voltage", href: "/diagnostics/steering-system/eps-low-voltage" },
      { label: "Belt jumped off the pulleys", href: "/diagnostics/belt-system/belt-jumped-off-pulleys" },
    ],
  },
  {
    id: "brake-and-abs-lights",
    title: "Red BRAKE and amber ABS lights on together",
    severity: "high",
    warningSigns: [
      "Red BRAKE lamp and amber ABS lamp both lit with the parking brake fully released",
      "Brake fluid reservoir at or below the MIN line",
      'Traction and stability lights joining them, or a "brake system malfunction" message',
      "Rear wheels locking or the back end stepping out in a firm stop",
      "Speedometer dropping to zero at the same time the lights come on",
    ],
    whyDangerous:
      "With both lamps lit, the car has usually lost electronic brakeforce distribution (EBD) as well as ABS. EBD is what keeps the rear wheels from locking before the fronts in every stop, so a hard stop on wet or loose pavement can lock the rears and spin the car. If the reservoir is also low, the same warning is reporting a hydraulic leak or pads worn to their limit, and the pedal may be next to go.",
    doNow: [
      "Slow down, leave extra room and brake early and gently; avoid hard stops on wet roads.",
      "Stop where safe and check the brake fluid reservoir; if it is below MIN or the pedal feels soft, treat it as a brake failure and have the car towed.",
      "If the fluid is full and the pedal firm, drive gently and directly to a shop to have the ABS codes read; C-codes such as C0035 point to a wheel-speed sensor.",
    ],
    links: [
      {
        label: "Red BRAKE and ABS lights together (EBD off)",
        href: "/diagnostics/abs-system/red-brake-and-abs-lights-together-ebd",
      },
      {
        label: "Red BRAKE lamp with a full reservoir",
        href: "/diagnostics/brake-system/red-brake-light-with-full-reservoir",
      },
      { label: "Fluid near MIN from pad wear", href: "/diagnostics/brake-system/low-brake-fluid-from-pad-wear" },
      { label: "BMW with ABS, DSC and brake lights on", href: "/diagnostics/abs-system/bmw-abs-dsc-module-failure" },
      {
        label: "Prius brake actuator pump failure",
        href: "/diagnostics/hybrid-system/prius-brake-actuator-pump-failure",
      },
    ],
  },
  {
    id: "brake-fade-downhill",
    title: "Brake fade on long downgrades or while towing",
    severity: "high",
    warningSigns: [
      "Pedal stays firm but the car barely slows after a long descent",
      "Acrid smell of hot pads and smoke from the wheels at the bottom of a hill",
      "Pedal goes soft and sinks after repeated hard stops, then recovers once the brakes cool",
      "Brake fluid that is dark brown or more than about three years old",
      "New pedal pulsation after a mountain trip, from rotors that were overheated",
    ],
    whyDangerous:
      "Riding the brakes down a mountain grade heats pads and rotors past the point where the pad material grips, so the pedal feels normal while the car keeps gaining speed. Keep going and the fluid in the calipers boils; the vapor compresses, and the pedal sinks toward the floor. Loaded pickups, vans full of passengers and anything towing reach that point far sooner, which is why mountain passes have runaway truck ramps.",
    doNow: [
      "Shift down before the grade, not halfway down: use L, 2 or 3, manual mode or tow/haul mode so engine braking holds the speed.",
      "Brake firmly in short bursts to take off 5–10 mph, then release and let the brakes cool, rather than holding light pressure the whole way.",
      "If the brakes fade, use a runaway truck ramp or the next safe pull-out and let them cool for at least 30 minutes; do not pour water on hot brakes.",
      "Have pads, rotors and fluid checked after any fade; fluid that boiled is usually old and wet and should be flushed.",
    ],
    links: [
      {
        label: "Firm pedal but weak brakes on a downgrade",
        href: "/diagnostics/brake-system/pedal-fade-firm-pedal-towing-downhill",
      },
      {
        label: "Pedal soft after repeated hard stops",
        href: "/diagnostics/brake-system/pedal-soft-after-hard-braking",
      },
      { label: "Dark, overdue brake fluid", href: "/diagnostics/brake-system/brake-fluid-dark-and-overdue" },
      {
        label: "One wheel hot from a dragging caliper",
        href: "/diagnostics/brake-system/one-wheel-hot-caliper-dragging",
      },
    ],
  },
  {
    id: "hard-brake-pedal",
    title: "Hard brake pedal: power brake booster failing",
    severity: "high",
    warningSigns: [
      "Brake pedal needs a hard shove to stop the car, though its travel is short",
      "Hiss from under the dash when you press the pedal, and the idle stumbles while you hold it",
      "Pedal turns hard after a few stops in a row, or right after a restart",
      '"Service brake assist" message, or a booster vacuum sensor code',
      "On a Hydro-Boost truck, brake pedal and steering both go hard at once: the shared power steering pump has lost pressure",
    ],
    whyDangerous:
      "The booster multiplies the force of your leg several times. Without it the brakes still work, but an emergency stop can need more force than many drivers are able to push, so the car travels much farther before it stops. Drivers tend to find out at the worst moment, because the booster's stored reserve gives one or two normal stops before the pedal goes hard.",
    doNow: [
      "Leave extra distance and brake early with heavy, steady force; do not pump the pedal.",
      "Have it towed if you can; if it must be driven, go slowly on quiet streets straight to a shop, stay off highways and do not pull a trailer.",
      "To confirm it, pump the pedal five times with the engine off, hold it down and start the engine; a pedal that does not dip slightly has no assist.",
      "Have the vacuum hose, check valve, vacuum pump or Hydro-Boost supply checked before the booster itself is replaced.",
    ],
    links: [
      {
        label: "Hard pedal and stumbling idle: booster leak",
        href: "/diagnostics/brake-system/hard-pedal-vacuum-booster-leak",
      },
      { label: "Pedal hard after several stops", href: "/diagnostics/brake-system/hard-pedal-after-repeated-stops" },
      { label: "Diesel or turbo vacuum pump failure", href: "/diagnostics/brake-system/diesel-vacuum-pump-failure" },
      { label: "Service Brake Assist message", href: "/diagnostics/brake-system/service-brake-assist-booster-sensor" },
      {
        label: "Hydro-Boost hard pedal on a heavy-duty truck",
        href: "/diagnostics/brake-system/hydro-boost-hard-pedal",
      },
    ],
  },
  {
    id: "stalling-while-driving",
    title: "Engine stalls or shuts off while driving",
    severity: "high",
    warningSigns: [
      "Engine cuts out for a second or two at random, then catches again",
      "Engine quits when hot and will not restart until it cools",
      "Battery light on for a few miles before the car dies",
      "Tachometer dropping to zero while the dash stays lit, as if the key had been turned off",
      "Stumbling over bumps or in the rain, or a fuel pump control code such as P0627 or P069E",
      "Open recall for a fuel pump or ignition switch on the car's VIN",
    ],
    whyDangerous:
      "When the engine quits, the power brake booster runs out after one or two pedal applications and hydraulic power steering stops, so the car suddenly takes much more effort to steer and stop. A stall in a left-turn lane, on a railroad crossing or while merging leaves the car stranded in the path of traffic moving at full speed. An engine that has cut out once will do it again, without warning, until the cause is found.",
    doNow: [
      "Hazards on, shift to Neutral and steer firmly toward the shoulder while the car still has momentum.",
      "Press the brake with steady, heavy force; expect a hard pedal once the stored vacuum is used up.",
      "If traffic allows, try a restart in Neutral while rolling; most cars will restart without being in Park.",
      "Once stopped, run the VIN at nhtsa.gov/recalls, and stay out of heavy traffic until the cause is fixed.",
    ],
    links: [
      { label: "Engine shuts off while driving, then restarts", href: "/diagnostics/ecu/pcm-loses-power-engine-dies" },
      {
        label: "Engine cuts out briefly, then catches",
        href: "/diagnostics/fuel-system/engine-cuts-out-briefly-then-catches",
      },
      {
        label: "Car died after the battery light came on",
        href: "/diagnostics/alternator/car-died-after-battery-light",
      },
      { label: "Stalls hot, restarts cold", href: "/diagnostics/engine-wont-start/stalls-hot-restarts-cold" },
      { label: "Denso fuel pump recall stalling", href: "/diagnostics/fuel-system/denso-fuel-pump-recall-stalling" },
    ],
  },
  {
    id: "transmission-loses-drive",
    title: "Transmission drops into neutral or loses drive at speed",
    severity: "high",
    warningSigns: [
      "Engine revs flare and the car coasts as if in Neutral, then the gear comes back with a bang",
      "Gear display flashing, or a transmission warning with the car stuck in one gear",
      "Long pause before the car moves after shifting into Drive or Reverse",
      "Shift lever moves but the gear does not change",
      "Burnt-smelling fluid, fluid spitting from the vent, or a red puddle under the car",
    ],
    whyDangerous:
      "Losing drive while pulling into cross traffic, merging or crossing railroad tracks leaves the car stalled in the path of oncoming vehicles. A delayed engagement can make the car lurch forward or backward seconds after you expected it to move, and drive that returns with a bang can jolt it into the car ahead. Some automatics have been recalled for shifting to neutral or a low gear at speed.",
    doNow: [
      "If drive cuts out, hazards on, steer to the shoulder, shift to Neutral and then Park once stopped.",
      "Do not pull out across traffic or onto tracks with a transmission that hesitates; test it gently on a quiet street.",
      "Check the fluid if the car has a dipstick, have the codes read and run the VIN for recalls; many of these are software, solenoid or TCM faults with a recall or extended warranty behind them.",
    ],
    links: [
      {
        label: "Ford PowerShift drops into neutral",
        href: "/diagnostics/transmission/ford-powershift-tcm-no-engagement",
      },
      {
        label: "9-speed shifts rough or drops into neutral",
        href: "/diagnostics/transmission/zf-9-speed-948te-rough-or-neutral",
      },
      {
        label: "VW or Audi DSG gear display flashing",
        href: "/diagnostics/transmission/vw-dsg-mechatronic-flashing-gear-display",
      },
      {
        label: "Delayed engagement into Drive or Reverse",
        href: "/diagnostics/transmission/delayed-engagement-into-drive-or-reverse",
      },
      {
        label: "Automatic slips with rpm flare",
        href: "/diagnostics/transmission/automatic-slips-rpm-flare-on-upshift",
      },
    ],
  },
  {
    id: "wheel-bearing-failure",
    title: "Worn wheel bearing: hum, grinding or a wheel that rocks",
    severity: "high",
    warningSigns: [
      "Hum or growl that rises with speed and changes pitch as you sway through lane changes",
      "Noise from one corner that has turned from a hum into grinding over a few weeks",
      "Wheel rocks in and out when grabbed at 12 and 6 o'clock with the car raised",
      "ABS or traction light on, from the wheel-speed sensor built into the hub",
      "Long first brake pedal after cornering, as play pushes the pads back",
    ],
    whyDangerous:
      "A failing bearing heats up as its rollers and races break down: the noise grows, the hub develops play and, at the end, the bearing can seize or come apart, letting the wheel wobble hard or separate from the knuckle at speed. Before that, the play knocks the brake pads back, and the ABS sensor in the hub reads wrong and can switch off ABS and stability control when you need them.",
    doNow: [
      "If the hum has turned to grinding, or you feel play or a wobble, keep speeds low, stay off highways and go straight to a shop.",
      "If the hub is hot to the touch, smoking or visibly wobbling, stop and call for a tow.",
      "Have the bearing confirmed on a lift before buying parts, checking play and listening with a chassis ear; tire noise often fools people.",
      "Replace the hub or bearing and torque the axle nut to spec, using a new nut where the maker calls for one.",
    ],
    links: [
      { label: "Wheel bearing hum that changes in lane changes", href: "/diagnostics/suspension/wheel-bearing-hum" },
      { label: "Wheel rocks on the hub", href: "/diagnostics/suspension/wheel-bearing-play" },
      { label: "ABS sensor built into the hub bearing", href: "/diagnostics/abs-system/sensor-built-into-hub-bearing" },
      { label: "Tire hum mistaken for a wheel bearing", href: "/diagnostics/alignment/tire-hum-vs-wheel-bearing" },
    ],
  },
  {
    id: "broken-spring",
    title: "Broken coil or leaf spring",
    severity: "high",
    warningSigns: [
      "Loud bang or snap from one corner, often on a cold morning or over a pothole",
      "One corner sitting lower than the others, or the car leaning side to side when parked",
      "Tire rubbing the fender liner, or a scraping sound from one wheel in turns",
      "Pickup leaning at the rear with the axle shifted forward or back on one side",
      "Harsh bottoming over dips and a clunk as the body settles",
    ],
    whyDangerous:
      "The sharp end of a broken coil can rest against the tire and cut through the sidewall within a few miles, causing a blowout, and the dropped corner upsets steering and braking balance. When the main leaf of a leaf spring breaks at the front eye, the axle is held mostly by the leaves that are left and can twist out of line under braking or load, steering the truck from the rear.",
    doNow: [
      "Stop and look: if a broken coil touches the tire or the corner sits on its bump stop, do not drive; call for a tow.",
      "If the tire is clear, drive slowly and directly to a shop, avoiding bumps, heavy loads and towing.",
      "Replace coil springs in pairs across the axle, and check the strut, mount and tire on the broken side for damage.",
      "On a truck, replace the broken leaf pack and inspect the center bolt, U-bolts and hangers before hauling again.",
    ],
    links: [
      { label: "Broken coil spring: bang, then sits lower", href: "/diagnostics/suspension/broken-coil-spring" },
      { label: "Broken leaf spring on a truck", href: "/diagnostics/suspension/broken-leaf-spring" },
      { label: "Car leans side to side when parked", href: "/diagnostics/suspension/car-leans-side-to-side" },
      { label: "Sagging springs hitting the bump stops", href: "/diagnostics/suspension/sagging-springs" },
    ],
  },
  {
    id: "rusted-frame-brake-lines",
    title: "Rusted-through frame, brake lines or fuel lines",
    severity: "high",
    warningSigns: [
      "Steel brake lines along the frame swollen with flaking, scaly rust, or wet at a clip",
      "Holes or soft, flaking metal in the frame near spring, control-arm or shock mounts",
      "Shock absorber or spring hanging loose from a rusted mount, with a clank from the rear",
      "Steering box shifting on the frame as the wheel is turned, on a Jeep Wrangler or older pickup",
      "Brake pedal slowly sinking, or fluid spots under the driver's door area",
    ],
    whyDangerous:
      "Road salt eats steel lines and frames from the outside in, and the damage hides under scale until a line bursts during a hard stop or a frame rail folds at a spring hanger. A burst brake line empties its hydraulic circuit in a few presses of the pedal. A frame that cracks at a suspension or steering mount can let an axle shift or the steering box pull loose, and in a crash a rotted frame crumples where it was built to hold.",
    doNow: [
      "If the pedal sinks or a brake line is wet, do not drive; it will fail on the next hard stop.",
      "On a salt-belt car or truck more than about 8–10 years old, have the frame and lines inspected on a lift every year, probing suspect spots with a screwdriver.",
      "Replace rusted brake lines from end to end with copper-nickel or coated steel line, not a short splice between two rotten sections.",
      "Have a frame with holes near a mount assessed before driving further, and ask the dealer whether a frame campaign or warranty extension covers it.",
    ],
    links: [
      { label: "Rusted steel brake line leaking", href: "/diagnostics/brake-system/rusted-steel-brake-line-leak" },
      { label: "Frame rust at the suspension mounts", href: "/diagnostics/suspension/frame-rust-at-mounts" },
      { label: "Rusted steel fuel line leaking", href: "/diagnostics/fuel-system/rusted-steel-fuel-line-leak" },
      { label: "Rear shock mount rusted off", href: "/diagnostics/suspension/rear-shock-mount-broken" },
      {
        label: "Jeep steering box cracking the frame",
        href: "/diagnostics/steering-system/jeep-steering-box-frame-crack",
      },
    ],
  },
  {
    id: "flashing-check-engine-light",
    title: "Flashing check engine light (misfire that can start a fire)",
    severity: "high",
    warningSigns: [
      "Check engine light flashing rather than steady, usually with shaking or stumbling",
      "Engine jerks on acceleration or loses power climbing a hill",
      "Raw-fuel or rotten-egg smell from the tailpipe",
      "Heat or a burning smell from under the middle of the car after parking",
      "Misfire codes such as P0300 (random) or P0301–P0308 (one cylinder)",
    ],
    whyDangerous:
      "A flashing light means the engine computer has counted enough misfires to damage the catalytic converter. Fuel that did not burn in the dead cylinder burns inside the converter instead, heating it until the ceramic core melts and the shell glows red. That heat can ignite dry grass under a parked car or the car's own undercoating, and a melted converter can then block the exhaust altogether. The misfire also robs power just when you need it to merge.",
    doNow: [
      "Ease off the throttle and avoid hard acceleration, towing and steep climbs; the light often stops flashing at light load.",
      "Leave the highway and stop on pavement, not over tall grass or leaves.",
      "If the light keeps flashing, the engine shakes badly or you smell burning, switch it off and have it towed.",
      "If the flashing stops, drive gently and directly to a shop to find the misfiring cylinder's plug, coil or injector.",
    ],
    links: [
      { label: "Check engine light flashing", href: "/diagnostics/obd/check-engine-light-flashing" },
      { label: "Catalytic converter glowing red", href: "/diagnostics/exhaust-system/catalytic-converter-glowing-red" },
      { label: "P0300 random misfire", href: "/diagnostics/obd/p0300-random-misfire" },
      { label: "Misfire stuck on one cylinder", href: "/diagnostics/obd/p0301-p0306-single-cylinder-misfire" },
    ],
  },
  {
    id: "car-rolls-away-in-park",
    title: "Transmission won't hold Park, or the car rolls away",
    severity: "high",
    warningSigns: [
      "Car creeps or rolls with the shifter in Park, especially on a slope",
      "Shift lever feels loose and the gear shown on the dash does not match the gear the car is in",
      "Ratcheting or a loud clunk from the transmission when parking on a hill",
      "The car shuts off or the key comes out with the shifter not fully in Park",
      "Parking brake pulled all the way up but the car still rolls, or an electric parking brake that does nothing",
    ],
    whyDangerous:
      "Rollaways injure and kill people every year, most often the driver who stepped out believing the car was in Park and was struck or pinned by the open door. A broken shift cable or bushing can show P on the dash while the transmission sits in Reverse or Neutral, and a worn parking pawl can let go on a slope. Fiat Chrysler recalled 2014–2015 Jeep Grand Cherokees and 2012–2014 Dodge Chargers and Chrysler 300s with monostable shifters after drivers left them out of Park.",
    doNow: [
      "Set the parking brake before you release the service brake every time you park; on a hill with a curb, turn the front wheels toward it facing downhill and away from it facing uphill.",
      "If the car starts rolling with you outside it, let it go; do not stand in its path or reach in through the open door.",
      "Until it is fixed, park on level ground and chock a wheel if you must park on a slope.",
      "Have the shift cable, linkage and parking pawl checked, and run the VIN through nhtsa.gov/recalls.",
    ],
    links: [
      { label: "Car rolls with the shifter in Park", href: "/diagnostics/transmission/vehicle-rolls-or-moves-in-park" },
      {
        label: "Shifter moves but the gear doesn't change",
        href: "/diagnostics/transmission/shifter-moves-but-gear-does-not-change",
      },
      {
        label: "Parking brake won't hold on a hill",
        href: "/diagnostics/brake-system/parking-brake-wont-hold-on-hill",
      },
      {
        label: "Electric parking brake switch does nothing",
        href: "/diagnostics/brake-system/epb-switch-does-nothing",
      },
      {
        label: "Dash shows the wrong gear",
        href: "/diagnostics/transmission/starts-only-in-neutral-or-wrong-gear-shown",
      },
    ],
  },
  {
    id: "wipers-fail-in-rain",
    title: "Windshield wipers stop working in rain or snow",
    severity: "high",
    warningSigns: [
      "Wipers slowing, hesitating or stopping partway across the glass",
      "Motor hums but one or both arms don't move, or they flop loosely",
      "Wipers work on high but not on low or intermittent",
      "Washer won't spray even with the reservoir full",
      "Chattering, streaking blades that leave a smeared band at eye level",
    ],
    whyDangerous:
      "In heavy rain or truck spray a windshield with no working wipers turns opaque within seconds, and at 60 mph the car covers the length of a football field every three and a half seconds. A loose pivot nut or worn linkage tends to give up under the weight of snow or slush, exactly when visibility matters most, and an empty washer leaves salt film smeared across the glass in winter sun.",
    doNow: [
      "If the wipers quit in rain, turn on the hazards and low beams, slow right down and follow the lane edge to the nearest exit or wide shoulder.",
      "Stop off the road and wait for the rain to ease rather than guessing at the road through a streaming windshield.",
      "In snow, clear packed ice from the arms and the cowl before switching the wipers on; a frozen blade can strip the linkage or blow the fuse.",
      "Check the wiper fuse and the nuts at the base of each arm; a loose nut is a quick fix, but a dead motor or worn linkage needs repair before the next storm.",
    ],
    links: [
      { label: "Wipers don't move on any setting", href: "/diagnostics/electrical/wipers-dead" },
      { label: "Wiper motor runs but the arms don't", href: "/diagnostics/electrical/wiper-motor-runs-arms-dont" },
      { label: "Wipers work on one speed only", href: "/diagnostics/electrical/wipers-one-speed-only" },
      { label: "Washer won't spray", href: "/diagnostics/electrical/washer-not-spraying" },
    ],
  },
  {
    id: "trailer-sway-overload",
    title: "Trailer sway or an overloaded tow vehicle",
    severity: "high",
    warningSigns: [
      "Trailer starts to wag side to side after a passing truck, a gust or on a downhill stretch",
      "Rear of the tow vehicle squatting, with the headlights aimed into the sky",
      "Steering feels light and vague with the trailer hitched",
      "Transmission temperature warning or fading brakes on long grades",
      'Trailer brake controller showing "trailer not connected" or a wiring fault',
      "Heavy cargo loaded at the back of the trailer, behind its axles",
    ],
    whyDangerous:
      "Sway grows with speed and with too little weight on the tongue; once it builds, the trailer can drag the tow vehicle sideways and jackknife or roll both. An overloaded truck squats at the rear, which lifts the front end and takes weight off the wheels that steer and do most of the braking. Going past the payload or combined weight ratings also cooks the brakes and transmission on long grades.",
    doNow: [
      "When the trailer sways, lift off the gas, hold the wheel straight and stay off the tow vehicle's brake pedal.",
      "Apply the trailer brakes alone with the controller's manual lever or button until the sway settles, then slow down and pull over.",
      "Before going on, shift cargo so 10–15% of the trailer's weight rests on the hitch ball, and check tire pressures on truck and trailer.",
      "Stay within the payload, towing and gross combined weight ratings on the door-jamb sticker and in the owner's manual, and use a weight-distributing hitch where the maker calls for one.",
      "Keep your speed down; many trailer tires are rated for no more than 65 mph.",
    ],
    links: [
      { label: "Rear sags when towing or loaded", href: "/diagnostics/suspension/rear-sags-when-loaded" },
      { label: "Trailer brake controller fault", href: "/diagnostics/ecu/trailer-brake-module-output-fault" },
      {
        label: "Transmission overheating when towing",
        href: "/diagnostics/transmission/transmission-overheating-when-towing",
      },
      { label: "Brakes fade towing downhill", href: "/diagnostics/brake-system/pedal-fade-firm-pedal-towing-downhill" },
      {
        label: "Blind-spot monitor off when towing",
        href: "/diagnostics/adas-sensor-calibration/blind-spot-off-when-towing",
      },
    ],
  },
  {
    id: "death-wobble",
    title: "Violent front-end shake after a bump (death wobble)",
    severity: "high",
    warningSigns: [
      "Steering wheel whipping side to side after a bump or expansion joint, usually at 40–60 mph",
      "Shake that only stops when you slow almost to a crawl",
      "Solid front axle (Jeep Wrangler, Ford Super Duty, Ram HD) with a lift kit or bigger tires",
      "Clunk at the track bar or tie rods when someone rocks the steering wheel with the engine running",
    ],
    whyDangerous:
      "On a truck or Jeep with a solid front axle, play in the track bar, tie rods or ball joints lets the whole axle oscillate, and the shake builds until the steering wheel is nearly impossible to hold. It rarely stops on its own at speed, and a driver who panics and brakes hard or yanks the wheel can lose control or be hit from behind. A new steering damper often hides it for a while without fixing the loose part.",
    doNow: [
      "Hold the wheel firmly, lift off the gas and slow steadily without slamming the brakes; the shake dies as speed drops.",
      "Once slowed, hazards on, and pull onto the shoulder when it is clear.",
      "Have a helper rock the steering wheel with the engine running while you watch the track bar, tie-rod ends and ball joints for movement.",
      "Fix the loose part and recheck tire pressure, balance and caster, instead of only fitting a stiffer steering damper.",
    ],
    links: [
      { label: "Solid-axle death wobble", href: "/diagnostics/suspension/solid-axle-death-wobble" },
      { label: "Play in a truck steering gearbox", href: "/diagnostics/steering-system/truck-gearbox-play" },
      { label: "Problems after a lift or lowering kit", href: "/diagnostics/suspension/lift-or-lowering-kit-problems" },
      { label: "Worn upper ball joint on a 4x4", href: "/diagnostics/suspension/truck-upper-ball-joint" },
    ],
  },
  {
    id: "ev-high-voltage-isolation-fault",
    title: "EV or hybrid high-voltage isolation fault",
    severity: "high",
    warningSigns: [
      'Red warning triangle or a "check hybrid system" or "EV system fault" message, often with the car refusing to go READY',
      "Code P0AA6 (hybrid battery voltage system isolation fault) or a maker's insulation-resistance code",
      "Warning appearing after a crash, an underbody hit, a pressure wash, deep water or A/C service",
      "Orange high-voltage cables crushed, chafed or wet under the car",
      "A/C stops cooling with the same warning, from an electric compressor with the wrong oil or an internal leak",
    ],
    whyDangerous:
      "A hybrid or EV battery pack runs at anywhere from about 100 to more than 800 volts and is kept electrically separate from the car's metal body. An isolation fault means that separation is breaking down somewhere: a damaged cable, coolant or water inside a component, or conventional oil in a high-voltage A/C compressor. The car usually disconnects the pack to protect people, which can shut it down in traffic, and a second fault could leave the body or a part live at a voltage that kills.",
    doNow: [
      "If the warning comes on while driving, pull over where you can be seen, switch the car off and call for help instead of restarting it over and over.",
      "Do not touch orange cables, the battery case or anything wet under the car, and keep bystanders away.",
      "Have it moved on a flatbed to a technician trained and equipped for high voltage, with insulated gloves and an insulation-resistance tester.",
      "Tell the shop about any recent crash, flood, wash or A/C work; it points to where the insulation failed.",
    ],
    links: [
      { label: "EV isolation fault", href: "/diagnostics/electric-vehicle/hv-isolation-fault-service-vehicle" },
      {
        label: "EV coolant leak into the battery pack",
        href: "/diagnostics/electric-vehicle/coolant-leak-into-battery-pack-isolation-fault",
      },
      { label: "Hybrid isolation fault (P0AA6)", href: "/diagnostics/hybrid-system/hybrid-isolation-fault-p0aa6" },
      {
        label: "Hybrid or EV electric A/C compressor fault",
        href: "/diagnostics/ac-system/hybrid-electric-compressor-fault",
      },
    ],
  },
  {
    id: "airbag-srs-light",
    title: "Airbag (SRS) warning light on",
    severity: "serious",
    warningSigns: [
      "Airbag light stays on after the start-up bulb check, or flashes",
      "Passenger airbag OFF lamp lit with an adult sitting in the seat",
      "Horn and steering-wheel buttons acting up along with the airbag light",
      "Light came on after a seat was moved, removed or cleaned underneath",
      "Light stayed on after a crash, even a minor one",
      "Open airbag inflator recall on the car's VIN",
    ],
    whyDangerous:
      "When the SRS module logs a fault it may not fire the affected airbags, and on some cars the whole system and the seat-belt pretensioners stand down, so in a crash the front, side or curtain airbags may not deploy. A module that stored crash data must be replaced or reset before the system works again. Separately, unrepaired Takata inflators can rupture when they deploy and throw metal fragments, and some older Honda, Acura, Ford and Mazda models carry do-not-drive warnings until fixed.",
    doNow: [
      "Run the VIN at nhtsa.gov/recalls today; if an inflator recall says do not drive, arrange a tow or the maker's mobile repair rather than driving in.",
      "Make sure everyone is belted, and keep children 12 and under in the back seat until the fault is repaired.",
      "Have the SRS codes read with a scan tool that reaches the airbag module; B-codes point to the clock spring, a seat connector or the occupant sensor.",
      "Do not unplug yellow SRS connectors or probe them with a test light; that can set off an airbag.",
    ],
    links: [
      {
        label: "B0001 driver airbag circuit (clock spring)",
        href: "/diagnostics/obd/b0001-driver-airbag-clock-spring",
      },
      { label: "Airbag light after seat work", href: "/diagnostics/obd/srs-seat-connector-side-airbag" },
      {
        label: "Passenger airbag OFF with an adult seated",
        href: "/diagnostics/obd/occupant-classification-airbag-off",
      },
      { label: "Airbag light stays on after a crash", href: "/diagnostics/obd/srs-crash-data-stored" },
      {
        label: "Horn, wheel buttons and airbag light together",
        href: "/diagnostics/electrical/clockspring-horn-buttons-airbag-light",
      },
    ],
  },
  {
    id: "seat-belt-failure",
    title: "Seat belt that won't latch, retract or lock",
    severity: "serious",
    warningSigns: [
      "Buckle that does not click, or lets go when you tug the belt",
      "Belt that does not lock when yanked sharply, or stays locked and won't pull out",
      "Webbing frayed, cut, stiff with age or slow to wind back into the pillar",
      "Belt stuck short and tight after a crash, a sign the pretensioner has fired",
      "Seat-belt or airbag warning with a pretensioner code after seat work",
    ],
    whyDangerous:
      "In a frontal crash an unbelted or loosely belted occupant keeps moving at the car's speed until hitting the wheel, dash or windshield, and in a rollover is far more likely to be thrown out. Airbags are designed to work with a belt, not in place of one; an unrestrained body can meet a deploying airbag too early and too hard. A pretensioner that has already fired, or a retractor that no longer locks, gives none of that protection even though the belt looks normal.",
    doNow: [
      "Move the passenger to a seat with a working belt; nobody rides in a seat whose belt fails to latch or lock.",
      "Test each belt: buckle it and pull hard, then give the webbing a sharp yank; it should lock at once.",
      "Blow crumbs and spilled drinks out of a sticky buckle with compressed air; replace the buckle if it still does not latch firmly.",
      "Replace any belt that was worn in a crash, has a fired pretensioner or cut webbing, and check the VIN for belt and pretensioner recalls.",
    ],
    links: [
      {
        label: "Pretensioner or side-airbag code after seat work",
        href: "/diagnostics/obd/srs-seat-connector-side-airbag",
      },
      { label: "SRS crash data stored after a collision", href: "/diagnostics/obd/srs-crash-data-stored" },
    ],
  },
  {
    id: "headlights-brake-lights-out",
    title: "Headlights or brake lights not working",
    severity: "serious",
    warningSigns: [
      "Both low beams out at once while the high beams still work",
      "One headlight out, or headlights dim and yellow even with new bulbs",
      "Drivers behind flashing their lights or honking when you brake",
      "Turn signals dead while the hazard flashers still work",
      "Bulb-out warning on the dash, or a turn signal blinking twice as fast",
    ],
    whyDangerous:
      "Without brake lights the driver behind learns you are stopping only when the gap closes, which is how rear-end crashes start. Dead or dim headlights cut how far ahead you can see a pedestrian, a deer or a stalled car to less than your stopping distance at highway speed, and a car with one headlight can look like a motorcycle to oncoming drivers judging its distance and width.",
    doNow: [
      "Check the lights with someone pressing the brake, or back up to a garage door or shop window and watch the reflection.",
      "If the headlights fail at night, hazards on, slow down and get off the road under a streetlight or at the next exit.",
      "Check the fuse and bulb first; both low beams failing together usually means a fuse, relay or headlight switch rather than two bulbs.",
      "Fix dead brake lights before the next drive; if the car must be moved, do it in daylight with the hazards on.",
    ],
    links: [
      { label: "Both low beams out", href: "/diagnostics/electrical/both-low-beams-out" },
      { label: "Brake lights don't come on", href: "/diagnostics/electrical/brake-lights-not-working" },
      { label: "One headlight out", href: "/diagnostics/electrical/one-headlight-out" },
      { label: "Headlights dim and yellow", href: "/diagnostics/electrical/headlights-dim-yellow" },
      { label: "Turn signals dead, hazards work", href: "/diagnostics/electrical/turn-signals-dead-hazards-work" },
    ],
  },
  {
    id: "worn-tires-hydroplaning",
    title: "Worn tires hydroplaning in the rain",
    severity: "serious",
    warningSigns: [
      "Tread at 4/32 inch or less: all of Washington's head shows when a quarter goes head-first into a groove",
      "Tread-wear bars flush with the tread across the tire, which means 2/32 inch is left",
      "Steering goes light and the engine revs jump for a moment when you hit standing water",
      "Car slides in the rain at speeds that used to feel safe, especially the rear of a front-drive car",
      "Rear tires more worn than the fronts, or new tires fitted only on the front",
    ],
    whyDangerous:
      "Tread grooves pump water out from under the tire; as they wear shallow, water builds a wedge under the contact patch and the tire rides up on it with no grip left to steer or brake. Worn tires hydroplane at lower speeds, and wet stopping distances grow steeply well before the 2/32-inch legal minimum used in most states. Worn tires on the rear axle let the back of the car slide first, which is much harder to catch than a front slide.",
    doNow: [
      "If the car hydroplanes, ease off the gas, do not brake hard or jerk the wheel, and keep the wheel pointed where you want to go until the tires bite again.",
      "In heavy rain slow well below the limit, stay out of standing water and worn ruts, and turn cruise control off.",
      "Replace tires at 4/32 inch if you often drive in rain, and put the newest pair on the rear axle.",
      "Set pressures cold to the door-jamb placard; an underinflated tire hydroplanes at a lower speed.",
    ],
    links: [
      { label: "Car hydroplanes on worn tires", href: "/diagnostics/alignment/hydroplaning-worn-tires" },
      {
        label: "Rear slides after new tires went on the front",
        href: "/diagnostics/alignment/new-tires-on-front-oversteer",
      },
    ],
  },
  {
    id: "cracked-windshield",
    title: "Cracked windshield blocking the driver's view",
    severity: "serious",
    warningSigns: [
      "Crack or star break inside the area the driver's wiper sweeps",
      "A chip that has started to run, often after a cold night or a blast from the defroster",
      "Glare streaks or double images through the crack at night",
      "Lane-keeping or collision warnings acting oddly since the windshield was replaced",
      "Camera-blocked message that cleaning the glass does not clear",
    ],
    whyDangerous:
      "A crack across the driver's line of sight catches low sun and oncoming headlights, hiding a pedestrian or brake lights at the moment you need to see them. The windshield is bonded in as part of the body: it helps hold the roof up in a rollover and gives the passenger airbag something to push against, so a badly cracked or poorly installed one can pop out in a crash. On cars with a camera at the top of the glass, a new windshield must be calibrated or automatic braking may react late or not at all.",
    doNow: [
      "Have a small chip outside the driver's view repaired within days, before heat or cold spreads it.",
      "Replace the windshield if a crack runs into the driver's wiper sweep or is longer than a few inches; many states ban driving with one.",
      "After a replacement, do not drive until the safe drive-away time the installer gives for the adhesive has passed.",
      "Insist that the forward camera is calibrated after a new windshield, and ask for the printed calibration report.",
    ],
    links: [
      {
        label: "Camera not calibrated after a windshield",
        href: "/diagnostics/adas-sensor-calibration/camera-not-calibrated-after-windshield",
      },
      {
        label: "Camera won't calibrate after a new windshield",
        href: "/diagnostics/adas-sensor-calibration/camera-calibration-fails-after-windshield",
      },
      {
        label: "Subaru EyeSight after a windshield replacement",
        href: "/diagnostics/adas-sensor-calibration/eyesight-after-windshield",
      },
      {
        label: "Camera blocked message with clean glass",
        href: "/diagnostics/adas-sensor-calibration/camera-blocked-message-glass-clean",
      },
    ],
  },
  {
    id: "windshield-fog-defroster",
    title: "Windshield fogs up and the defroster can't clear it",
    severity: "serious",
    warningSigns: [
      "Inside of the windshield fogs faster than the defroster clears it",
      "Greasy, hard-to-wipe film on the inside of the glass and a sweet coolant smell",
      "Damp carpet on the passenger side",
      "Heater blowing only lukewarm with the engine fully warm",
      "Air coming from the wrong vents, or the recirculation door stuck so outside air never comes in",
      "Rear window defroster clearing only some of its lines, or none",
    ],
    whyDangerous:
      "A windshield that fogs over in cold rain can blind you as suddenly as a failed wiper, and wiping it by hand smears the film and makes glare worse. A leaking heater core blows hot coolant vapor into the cabin, which leaves that greasy film, irritates the eyes and throat and keeps the glass fogged no matter how long the fan runs.",
    doNow: [
      "Select defrost with the A/C on (it dries the air), fresh air instead of recirculate and the temperature warm; crack a window.",
      "If the glass still will not clear, slow down, hazards on, and pull off until it does; do not drive peering through a small clear patch.",
      "Once stopped, clean the inside of the glass and replace a clogged cabin air filter.",
      "If the greasy film and coolant smell keep returning, have the heater core pressure-tested; bypassing it leaves you with no defrost at all.",
    ],
    links: [
      {
        label: "Windshield fogs and the defroster is weak",
        href: "/diagnostics/ac-system/windshield-fogs-defrost-weak",
      },
      {
        label: "Heater core leaking: damp carpet, greasy film",
        href: "/diagnostics/cooling-system/heater-core-leaking",
      },
      { label: "Recirculation door stuck", href: "/diagnostics/ac-system/recirculation-door-stuck" },
      { label: "Rear window defroster not working", href: "/diagnostics/electrical/rear-defroster-not-working" },
      { label: "Heater core clogged, heat weak", href: "/diagnostics/cooling-system/heater-core-clogged" },
    ],
  },
  {
    id: "false-automatic-braking",
    title: "Car brakes hard by itself (false automatic emergency braking)",
    severity: "serious",
    warningSigns: [
      "Sudden hard braking on the highway with nothing ahead, often at overpasses, bridges or shadows",
      "False collision warnings or stops since a bumper, grille or windshield repair",
      "Adaptive cruise slowing for cars in the next lane",
      "Car stopping on its own while backing up with nothing behind it",
      "False stops that began after a lift, a leveling kit or larger tires changed where the radar and camera point",
    ],
    whyDangerous:
      "A car that sheds highway speed for no visible reason invites the driver behind, who sees no hazard, to run into it. A radar knocked out of aim or a camera that was never calibrated misjudges distance and lane position, which also means it can miss a real hazard and brake late or not at all. Repeated false alarms teach drivers to ignore the warnings that matter.",
    doNow: [
      "If the car brakes for nothing, press the accelerator firmly; on most systems that overrides automatic braking. Then check your mirrors.",
      "Stop using adaptive cruise until the sensors are checked, and keep the forward collision warning switched on.",
      "Clean snow, mud and bugs off the radar behind the grille emblem or lower bumper and the camera area at the top of the windshield.",
      "Have radar and camera aim checked and calibrated, especially after bumper, grille, windshield, alignment or ride-height work.",
    ],
    links: [
      {
        label: "Phantom braking on the highway",
        href: "/diagnostics/adas-sensor-calibration/phantom-braking-on-highway",
      },
      {
        label: "False braking after front-end repair",
        href: "/diagnostics/adas-sensor-calibration/false-braking-after-front-end-repair",
      },
      {
        label: "Radar knocked out of aim by a minor hit",
        href: "/diagnostics/adas-sensor-calibration/radar-knocked-out-of-aim-by-minor-hit",
      },
      {
        label: "Car slams to a stop while backing up",
        href: "/diagnostics/adas-sensor-calibration/reverse-auto-brake-false-stop",
      },
      {
        label: "Driver-assist faults after a lift or leveling kit",
        href: "/diagnostics/adas-sensor-calibration/adas-faults-after-lift-or-leveling-kit",
      },
    ],
  },
  {
    id: "compact-spare-tire",
    title: "Driving far or fast on a compact spare tire",
    severity: "serious",
    warningSigns: [
      'Narrow spare with a "temporary use only" label and a speed limit molded into the sidewall',
      "Spare that has sat in the trunk for years and reads well under the 60 psi most need",
      "Traction, ABS or stability lights on since the spare went on",
      "Car pulling to one side or feeling loose in corners on the spare",
    ],
    whyDangerous:
      "A compact spare has shallow tread, light construction and a smaller diameter than the other tires; most are rated for 50 mph and a limited distance, often about 50–70 miles. Driven fast or far it overheats and can fail like any other tire, and it grips poorly in the wet. On an all-wheel-drive car the smaller wheel spins faster than the rest, which can overheat the center coupling or transfer case, and the stability system may read the speed difference as a skid.",
    doNow: [
      "Check the spare's pressure before driving on it; the figure, usually 60 psi, is printed on the sidewall or the tire placard.",
      "Keep to 50 mph or the speed on the label, stay out of the fast lane and leave extra braking distance.",
      "Get the flat repaired or replaced within a day; on an AWD car, read the owner's manual first, since some makers say to tow rather than drive on a compact spare.",
    ],
    links: [
      {
        label: "Traction and ABS lights with the compact spare",
        href: "/diagnostics/abs-system/traction-light-with-spare-or-mismatched-tire",
      },
      { label: "AWD binding with mismatched tires", href: "/diagnostics/alignment/awd-mismatched-tires" },
    ],
  },
];
