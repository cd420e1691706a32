import type { EmergencyNode } from "./schema";

/**
 * The emergency roadside decision tree. Every path from "start" ends in an
 * answer node. A few answers are reached from two branches (a red brake light
 * from "Brakes" and from "Warning light", for example); the page's trail shows
 * the first question in this array that links to a node, so the question a
 * shared node belongs to most comes first (Brakes before Warning light, Stalled
 * before Steering, and so on). Keep that order when adding questions.
 */
export const emergencyNodes: EmergencyNode[] = [
  {
    kind: "question",
    id: "start",
    title: "Emergency roadside help",
    prompt: "What is happening? Pick the closest match. You can start over at any step.",
    safetyNote:
      "If you are still moving, signal and get onto the shoulder, an exit or a parking lot first. Then turn on the hazard lights and set the parking brake.",
    options: [
      { label: "Car won't start", hint: "Clicks, cranks without firing, or does nothing at all", next: "wont-start" },
      {
        label: "Overheating or steam from the hood",
        hint: "Temperature gauge high, red thermometer light, steam",
        next: "overheat",
      },
      { label: "Smoke from the engine, tailpipe, a wheel or the cabin", next: "smoke" },
      {
        label: "A warning light came on",
        hint: "Check engine, oil, temperature, brake, airbag, tire pressure",
        next: "warning-lights",
      },
      { label: "Flat tire or blowout", next: "tire" },
      { label: "Brakes feel wrong", hint: "Soft pedal, grinding, pulling to one side, brake light", next: "brakes" },
      { label: "Heavy or stiff steering", next: "steering" },
      { label: "Burning or fuel smell", next: "smell" },
      {
        label: "Engine stalled or lost power",
        hint: "Died while driving, limp mode, Reduced Engine Power message",
        next: "stall-power",
      },
      { label: "Dead battery or battery light", next: "battery" },
      {
        label: "Electric or hybrid car warning",
        hint: "Turtle icon, high-voltage message, won't go to READY, smoke or hissing",
        next: "hybrid",
      },
      { label: "After a collision or hitting something", next: "collision" },
    ],
  },

  // Won't start
  {
    kind: "question",
    id: "wont-start",
    title: "Car won't start",
    prompt: "Turn the key or press START once, with your foot on the brake. What do you hear and see?",
    safetyNote:
      "Stuck in a travel lane? Put the hazard lights on before anything else, and get everyone out on the side away from traffic if the car can't be moved.",
    options: [
      {
        label: "Clicking, but the engine does not turn",
        hint: "One click, or a fast chatter",
        next: "wont-start-clicks",
      },
      {
        label: "Engine turns over slowly, like it is tired",
        hint: "Slower than a normal crank, often on a cold morning",
        next: "weak-battery",
      },
      { label: "Engine cranks at normal speed but won't fire", next: "wont-start-cranks" },
      { label: "Nothing at all: no click, no crank", next: "wont-start-nothing" },
    ],
  },
  {
    kind: "question",
    id: "wont-start-clicks",
    title: "Clicks but won't crank",
    prompt: "Try once more with the window down and listen to the front of the car. What kind of clicking is it?",
    options: [
      { label: "One loud click each time I try", hint: "The dash lights stay bright", next: "single-click" },
      {
        label: "Rapid clicking or chattering",
        hint: "The dash lights dim or flicker while it clicks",
        next: "weak-battery",
      },
    ],
  },
  {
    kind: "answer",
    id: "weak-battery",
    title: "Weak or dead battery: rapid clicking or slow cranking",
    safetyFirst: [
      "If the car won't start in a travel lane, turn on the hazard lights and get everyone out on the side away from traffic.",
      "Wait behind a guardrail or well off the pavement while help comes, never between two cars.",
      "Parked safely in a lot or driveway? Then it is fine to wait in the car with the doors locked.",
    ],
    call911When: "The car is stuck in a live lane or on a blind curve and you cannot get everyone clear of traffic.",
    checks: [
      "Switch the headlights on and try to start. Lights that dim badly or go out mean the battery is too weak to turn the starter.",
      "With the key out, wiggle each battery cable clamp by hand. A clamp that turns on its post, or white-green crust, causes the same clicking as a flat battery.",
      "Look for a date sticker on the battery. Most last 3–5 years, less in hot climates.",
      "Jump it: red to the dead battery's +, red to the good battery's +, black to the good battery's −, last black to bare metal on the dead car's engine.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "Once jumped it usually runs normally. Drive at least 30 minutes, or straight to a parts store or shop for a battery test, and don't switch it off on the way.",
    },
    tellThem: [
      "Rapid clicking or slow cranking with a dim dash, and how old the battery is.",
      "Whether a jump started it, and whether it went dead again after you switched off.",
      "Ask for a battery load test and a charging test: 13.5–14.8 V at idle means the alternator is charging.",
    ],
    learnMore: [
      {
        label: "Won't start: dead battery and rapid clicking",
        href: "/diagnostics/engine-wont-start/dead-battery-rapid-clicking",
      },
      {
        label: "Won't start: slow cranking on a cold morning",
        href: "/diagnostics/engine-wont-start/weak-battery-cold-morning",
      },
      {
        label: "Won't start: loose or corroded battery terminal",
        href: "/diagnostics/engine-wont-start/loose-corroded-battery-terminal",
      },
      {
        label: "Electrical: battery goes dead after sitting",
        href: "/diagnostics/electrical/battery-drains-after-sitting",
      },
    ],
  },
  {
    kind: "answer",
    id: "single-click",
    title: "One click and no crank: starter or its connection",
    safetyFirst: [
      "Leave it in Park with the parking brake set, and turn on the hazard lights if you are near traffic.",
      "If it is stuck where traffic could hit it, everyone out and away from the road, behind a barrier if there is one.",
      "Stop trying if you just drove through deep water. Cranking an engine with water in the cylinders can bend the connecting rods.",
    ],
    call911When:
      "You see smoke or smell burning from under the hood after trying to start; a starter stuck engaged can overheat its cable.",
    checks: [
      "Turn on the headlights. If they stay bright when you hear the click, the battery is probably fine and the starter or its wiring is the likely fault.",
      "With the key out, wiggle the battery clamps. A loose clamp can pass enough current to click but not to crank.",
      "Try three or four more times with a 30-second pause. A starter with worn contacts often catches on a later try.",
      "After a long, hot drive, waiting 20–30 minutes for the starter to cool can let it crank again.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "If it starts, drive straight to a shop and keep the engine running until you get there. A failing starter often leaves you stuck at the next stop.",
    },
    tellThem: [
      "One solid click per try, with bright headlights, and how many tries it took to start if it did.",
      "Whether it started after cooling down or after the battery cables were wiggled.",
      "If it went through deep water before this, say so: the engine should be checked for hydrolock before anyone cranks it again.",
    ],
    learnMore: [
      { label: "Won't start: one click from the starter", href: "/diagnostics/engine-wont-start/starter-single-click" },
      {
        label: "Won't start: starter quits when hot, works once cool",
        href: "/diagnostics/engine-wont-start/starter-heat-soak",
      },
      {
        label: "Won't start: loose or corroded battery terminal",
        href: "/diagnostics/engine-wont-start/loose-corroded-battery-terminal",
      },
      {
        label: "Won't start: hydrolocked engine after deep water",
        href: "/diagnostics/engine-wont-start/hydrolocked-engine",
      },
    ],
  },
  {
    kind: "question",
    id: "wont-start-cranks",
    title: "Cranks but won't start",
    prompt: "The engine spins at normal speed but never catches. Which of these fits best?",
    safetyNote:
      "Crank for no more than 10 seconds at a time, then wait 30 seconds. Long cranking overheats the starter and flattens the battery.",
    options: [
      { label: "Fuel gauge near empty, or I may have run out", next: "out-of-fuel" },
      { label: "Security light flashing, or it starts and dies in a second", next: "security-immobilizer" },
      {
        label: "It cranks faster and smoother than usual",
        hint: "Often right after the engine quit while driving",
        next: "timing-belt-crank",
      },
      { label: "It has fuel and cranks normally, no other clue", next: "cranks-no-fire" },
    ],
  },
  {
    kind: "answer",
    id: "out-of-fuel",
    title: "Probably out of fuel",
    safetyFirst: [
      "If it died while driving, coast as far onto the shoulder as you can and set the parking brake.",
      "Hazards on. On a highway, get out on the side away from traffic and wait behind the guardrail; if there is nowhere safe to stand, stay buckled in.",
      "Never walk along a freeway to a gas station. Call roadside assistance; many states run free service patrols on busy highways.",
    ],
    call911When: "You are stopped in a lane of traffic, in a tunnel or on a bridge with no shoulder.",
    checks: [
      "Turn the key to ON and read the fuel gauge, but don't fully trust it: a failing sender can read a quarter tank high. Compare with the trip meter.",
      "With the key at ON, listen near the rear seat. A two-second hum means the fuel pump is getting power.",
      "After adding fuel, crank in 10-second bursts. It can take several tries to refill the fuel line.",
      "Diesels that run dry pull air into the fuel system. Many need the system primed or bled before they restart; the owner's manual gives the steps.",
    ],
    drive: {
      verdict: "ok",
      reason:
        "Once it has fuel and runs smoothly, it is fine to drive. Fill the tank at the nearest station rather than relying on a one-gallon can.",
    },
    tellThem: [
      "It ran out of fuel or the gauge was low, and how much fuel you added.",
      "Gasoline or diesel. A diesel that ran dry may need its fuel system bled.",
      "If the gauge still showed fuel when it quit, ask them to check the fuel level sender.",
    ],
    learnMore: [
      {
        label: "Won't start: out of fuel with a gauge that reads wrong",
        href: "/diagnostics/engine-wont-start/out-of-gas-bad-gauge",
      },
      {
        label: "Won't start: diesel with air in the fuel after running dry",
        href: "/diagnostics/diesel-comprehensive/diesel-air-in-fuel",
      },
      { label: "Electrical: fuel gauge reads empty, full or jumps", href: "/diagnostics/electrical/fuel-gauge-wrong" },
    ],
  },
  {
    kind: "answer",
    id: "security-immobilizer",
    title: "Security system doesn't recognize the key",
    safetyFirst: [
      "Set the parking brake and turn on the hazard lights if you are on or beside a road.",
      "A key fault is not dangerous in itself. Parked off the road, you can stay inside with the doors locked while you try the fixes below.",
    ],
    call911When:
      "The car is blocking a lane, traffic is not slowing for it, and no one can get it or the passengers clear.",
    checks: [
      "Look for a flashing key, padlock or car-with-lock symbol on the dash. If it flashes while you crank, the car does not recognize the key.",
      "Try the spare key. If the spare works, the first key's chip or fob battery is the problem.",
      "Push-button cars: hold the fob against the START button and press it; many have a backup reader there. A new fob battery (often a CR2032) also helps.",
      "Older GM cars with a flashing security light: key to ON, wait about 10 minutes until the light stops flashing, switch off, then start.",
    ],
    drive: {
      verdict: "ok",
      reason:
        "Once the car accepts the key and stays running, it drives normally. Carry the spare until the faulty key or fob is fixed.",
    },
    tellThem: [
      "Security light flashing, or the engine starts and dies within two seconds.",
      "Whether the spare key worked, and whether the fob battery was replaced.",
      "Any new key, remote starter or alarm fitted recently.",
    ],
    learnMore: [
      {
        label: "Won't start: starts, then dies with the security light flashing",
        href: "/diagnostics/engine-wont-start/immobilizer-starts-then-dies",
      },
      {
        label: "Won't start: Key Not Detected and a dead fob battery",
        href: "/diagnostics/engine-wont-start/key-fob-battery-dead",
      },
      {
        label: "Won't start: GM SECURITY light (Passlock)",
        href: "/diagnostics/engine-wont-start/gm-passlock-security-light",
      },
      { label: "Won't start: new key not programmed", href: "/diagnostics/engine-wont-start/new-key-not-programmed" },
    ],
  },
  {
    kind: "answer",
    id: "timing-belt-crank",
    title: "Cranks fast and even: possible broken timing belt",
    safetyFirst: [
      "Stop cranking. On many engines a broken belt lets pistons hit the valves, and each try can add damage.",
      "Turn on the hazard lights and set the parking brake.",
      "On a highway shoulder, get out on the side away from traffic and wait behind the guardrail.",
    ],
    call911When:
      "The engine quit in a travel lane and the car can't be pushed clear, or someone would have to walk in traffic to get help.",
    checks: [
      "Listen to the crank. With a broken belt the engine spins lighter and faster, with a whirring sound and none of the usual chug-chug rhythm.",
      "Check your records or the sticker under the hood for the last timing belt change. Many are due between 60,000 and 105,000 miles.",
      "Engines with a timing chain can still jump timing after a chain stretches; a rattle at startup in the days before is a clue.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "An engine with a broken timing belt cannot run. It needs a tow, and no amount of jumping or cranking will start it.",
    },
    tellThem: [
      "Engine quit while driving (or won't start) and now cranks faster than normal without catching.",
      "Mileage and the last timing belt service, if you know it.",
      "Ask for a compression or valve check before a new belt goes on; many engines bend valves when the belt breaks.",
    ],
    learnMore: [
      {
        label: "Timing: belt snapped, engine cranks fast and smooth",
        href: "/diagnostics/timing-system/timing-belt-snapped",
      },
      {
        label: "Timing: bent valves after a belt or chain failure",
        href: "/diagnostics/timing-system/bent-valves-after-timing-failure",
      },
      { label: "Timing: belt past its replacement interval", href: "/diagnostics/timing-system/timing-belt-overdue" },
      { label: "Timing belts and chains", href: "/diagnostics/timing-system" },
    ],
  },
  {
    kind: "answer",
    id: "cranks-no-fire",
    title: "Cranks normally but won't fire: fuel or spark",
    safetyFirst: [
      "Set the parking brake. Close to moving traffic? Hazards on, and wait away from the car between tries.",
      "If you smell raw fuel around the car, stop cranking and get everyone well away from it.",
    ],
    call911When: "Fuel is dripping or pooling under the car, or you see smoke or flame after cranking.",
    checks: [
      "Turn the key to ON and listen near the rear seat for a two-second hum. No hum can mean a dead fuel pump, relay or fuse.",
      "If you cranked it many times, it may be flooded. Hold the gas pedal to the floor and crank for 5–10 seconds; most fuel-injected engines cut fuel in this mode.",
      "Many older Fords have a fuel cutoff (inertia) switch that trips after a bump. The owner's manual shows where; pressing its button resets it.",
      "Watch the tachometer while cranking. If the needle stays at zero, the engine computer may not be seeing the crankshaft sensor.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "Beyond the checks above, a no-start like this can't be fixed at the roadside. If none of them gets it running, it needs a tow.",
    },
    tellThem: [
      "Cranks at normal speed, no start, and whether you heard the fuel pump hum.",
      "What happened just before: refueling, a bump, rough running, a check engine light.",
      "AWD or 4WD: flatbed only.",
    ],
    learnMore: [
      { label: "Won't start: dead fuel pump, no hum at key-on", href: "/diagnostics/engine-wont-start/fuel-pump-dead" },
      { label: "Won't start: flooded engine", href: "/diagnostics/engine-wont-start/flooded-engine" },
      {
        label: "Won't start: Ford fuel cutoff switch tripped",
        href: "/diagnostics/engine-wont-start/inertia-switch-tripped",
      },
      {
        label: "Won't start: crank sensor, tach stays at zero",
        href: "/diagnostics/engine-wont-start/crank-sensor-no-tach",
      },
    ],
  },
  {
    kind: "question",
    id: "wont-start-nothing",
    title: "No click and no crank",
    prompt: "Turning the key or pressing START does nothing at all. Do the dash lights come on?",
    options: [
      { label: "Dash is dark, or the lights die when I try", next: "dead-no-power" },
      {
        label: "Dash lights are on, but nothing happens",
        hint: "Or a Key Not Detected message",
        next: "dash-on-no-crank",
      },
    ],
  },
  {
    kind: "answer",
    id: "dead-no-power",
    title: "Completely dead: flat battery or a loose cable",
    safetyFirst: [
      "Turn on the hazard lights if they work. If they don't, raise the hood so other drivers see you are stopped.",
      "On a road shoulder, get everyone out on the side away from traffic and wait behind a barrier.",
      "At night with no lights working, don't stand near the car: other drivers may not see it until the last moment.",
    ],
    call911When: "The dark car is stopped in a lane or on a curve at night, where other drivers cannot see it in time.",
    checks: [
      "Open a door. If the dome light and door chime are dead too, the battery is flat or disconnected.",
      "With the key out, wiggle the battery clamps. A clamp that moves, or a ring of white or green crust, can cut all power.",
      "Smart-key car with a dead fob? The metal key hidden inside the fob opens the driver's door.",
      "A jump or a battery booster pack usually brings it back. Never jump a battery that is cracked, swollen, leaking or hissing.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "After a jump it usually drives normally, but a battery that went completely flat may not restart. Go straight to a shop or parts store for a test.",
    },
    tellThem: [
      "Everything went dead at once, or it was dead when you came back to the car.",
      "Whether a jump or tightening a cable brought it back.",
      "Battery age and any accessories added, such as a dash cam or remote starter.",
    ],
    learnMore: [
      {
        label: "Won't start: loose or corroded battery terminal",
        href: "/diagnostics/engine-wont-start/loose-corroded-battery-terminal",
      },
      {
        label: "Won't start: battery flat after the car sits",
        href: "/diagnostics/electrical/battery-drains-after-sitting",
      },
      {
        label: "Won't start: blown main fuse or fusible link",
        href: "/diagnostics/engine-wont-start/main-fuse-fusible-link",
      },
      {
        label: "Electrical: drain from a dash cam or remote starter",
        href: "/diagnostics/electrical/hardwired-accessory-drain",
      },
    ],
  },
  {
    kind: "answer",
    id: "dash-on-no-crank",
    title: "Dash lights on, but nothing happens when you start",
    safetyFirst: [
      "Set the parking brake first, because some of the fixes below mean moving the shifter.",
      "Near traffic, put the hazard lights on before you try anything.",
      "On a busy shoulder with no guardrail, stay buckled in while you try these; a quick try inside is safer than standing beside traffic.",
    ],
    call911When: "The car is stuck in a lane where traffic cannot see it or get around it safely.",
    checks: [
      "Press the brake pedal firmly (or the clutch to the floor on a manual) and try again. Push-button cars won't crank without it.",
      "Move the shifter firmly into Park, or try starting in Neutral. A worn range switch can block the starter in Park.",
      "If the key won't turn, rock the steering wheel left and right while you turn the key to free the steering lock.",
      "Key Not Detected: hold the fob against the START button and press it. Many cars can read a weak fob there.",
    ],
    drive: {
      verdict: "ok",
      reason:
        "If one of these tricks starts it, the car is safe to drive. Get the switch, key or starter circuit checked before it strands you again.",
    },
    tellThem: [
      "No click, no crank, dash lights normal.",
      "Which trick worked: Neutral, a harder press on the brake, the steering wiggle or the fob against the button.",
      "Any message shown, such as Key Not Detected or Depress Brake to Start.",
    ],
    learnMore: [
      {
        label: "Won't start: starter relay or fuse, not even a click",
        href: "/diagnostics/engine-wont-start/starter-relay-or-fuse",
      },
      {
        label: "Won't start: cranks only in Neutral",
        href: "/diagnostics/engine-wont-start/park-neutral-switch-no-crank",
      },
      {
        label: "Won't start: push-button start and the brake switch",
        href: "/diagnostics/engine-wont-start/brake-switch-push-button-no-start",
      },
      {
        label: "Won't start: Key Not Detected and a dead fob battery",
        href: "/diagnostics/engine-wont-start/key-fob-battery-dead",
      },
    ],
  },

  // Overheating
  {
    kind: "question",
    id: "overheat",
    title: "Overheating or steam",
    prompt: "Look at the temperature gauge and the front of the car. What do you see?",
    safetyNote:
      "Turn the A/C off and set the heater to full hot with the fan on high. It pulls heat out of the engine while you find a place to stop.",
    options: [
      { label: "Steam or spray coming from under the hood", next: "overheat-steam" },
      { label: "Gauge high or red temperature light, no steam", next: "overheat-gauge-high" },
      {
        label: "Gauge climbs in traffic and drops once moving",
        hint: "Often a radiator fan that isn't running",
        next: "overheat-in-traffic",
      },
    ],
  },
  {
    kind: "answer",
    id: "overheat-steam",
    title: "Steam from under the hood: coolant boiling out",
    safetyFirst: [
      "Pull off the road as soon as it is safe and shut the engine off.",
      "Turn on the hazard lights.",
      "On a highway shoulder, get everyone out on the side away from traffic and stand behind the guardrail.",
      "Keep the hood shut while steam is pouring out. Opening it can blow scalding steam and coolant into your face.",
      "Never open the radiator cap or the coolant reservoir cap on a hot engine. Wait at least 30 minutes, longer on a hot day.",
    ],
    call911When:
      "The steam turns to smoke with a burning smell, or you see flames. Move everyone at least 100 feet away first.",
    checks: [
      "Once the steam stops, look under the front of the car from where you stand for a puddle of green, orange or pink fluid.",
      "When the engine has cooled, read the coolant level in the see-through reservoir against its MIN and MAX lines without opening it.",
      "Look from above for a split hose or a missing drive belt. Keep hands away from the fan: electric fans can start with the engine off.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "Driving on a boiling engine can warp the cylinder head or blow the head gasket within minutes. Tow it: refilling does no good while coolant is pouring out.",
    },
    tellThem: [
      "Steam from under the hood, and how high the temperature gauge went.",
      "Where the coolant seemed to come from, and its colour.",
      "How far you drove after the gauge rose; it tells the shop how likely head gasket damage is.",
    ],
    learnMore: [
      {
        label: "Cooling system: burst radiator or heater hose",
        href: "/diagnostics/cooling-system/coolant-hose-burst",
      },
      {
        label: "Cooling system: gauge drops to cold while steaming",
        href: "/diagnostics/cooling-system/gauge-drops-while-steaming",
      },
      {
        label: "Cooling system: engine damage after an overheat",
        href: "/diagnostics/cooling-system/engine-damage-after-overheat",
      },
      { label: "Cooling system: overheating and coolant leaks", href: "/diagnostics/cooling-system" },
    ],
  },
  {
    kind: "answer",
    id: "overheat-gauge-high",
    title: "Temperature high but no steam",
    safetyFirst: [
      "Keep the heater on full hot and head for the next safe stop: an exit, a wide shoulder or a parking lot.",
      "If the needle reaches the red or the light stays on, pull over now and switch the engine off.",
      "Hazards on. Beside a highway, wait outside behind a barrier, away from passing traffic.",
    ],
    call911When: "You see smoke or flames from under the hood, or the car is stopped somewhere traffic cannot see it.",
    checks: [
      "Let it cool at least 30 minutes with the hood up, then check the reservoir level without opening anything hot.",
      "If the level is below MIN and the engine is cool, add the coolant your car uses, or plain water in a pinch, to the reservoir.",
      "With the engine off, look from above for a broken or missing belt. On many engines that belt also drives the water pump.",
      "Restart and watch the gauge. Carry on only if it stays in its normal spot; stop again if it climbs.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "Don't drive while it reads hot: an engine run hot can warp its head in minutes. A short, gentle drive to a shop is reasonable only once it is topped up and the needle stays normal.",
    },
    tellThem: [
      "How high the gauge went and for how long.",
      "How much coolant or water you added. Water should later be replaced with the right coolant mix.",
      "Whether the heater blew cold air while it overheated, which points to low coolant or an air pocket.",
    ],
    learnMore: [
      { label: "Cooling system: thermostat stuck closed", href: "/diagnostics/cooling-system/thermostat-stuck-closed" },
      {
        label: "Cooling system: low coolant, heater goes cold",
        href: "/diagnostics/cooling-system/heat-drops-at-idle-low-coolant",
      },
      {
        label: "Charging: broken belt, battery light and overheating",
        href: "/diagnostics/alternator/broken-belt-battery-light-and-overheating",
      },
      { label: "Cooling system: overheating and coolant leaks", href: "/diagnostics/cooling-system" },
    ],
  },
  {
    kind: "answer",
    id: "overheat-in-traffic",
    title: "Runs hot in traffic, fine at speed: radiator fan suspect",
    safetyFirst: [
      "When the needle climbs in stop-and-go traffic, leave the road at the next safe spot instead of idling in the queue.",
      "Hazard lights on if you stop on a shoulder; wait away from the car if traffic is close.",
      "Switch the engine off if the needle reaches the red. Idling does not cool an engine whose fan isn't working.",
    ],
    call911When: "Smoke or flames appear, or you have stopped where traffic cannot avoid you.",
    checks: [
      "Engine running, hood up, A/C switched on: on most cars at least one radiator fan should start. Keep hands, hair and clothing clear.",
      "If no fan runs even when the engine is hot, a fan fuse, relay or motor is the likely fault. The fuse box lid usually labels the fan fuse.",
      "Check the reservoir level once the engine is cool. Low coolant also makes the gauge swing.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "At highway speed, air through the grille cools the radiator without the fan. Pick a route without stop-and-go traffic and go straight to a shop.",
    },
    tellThem: [
      "The gauge climbs at idle or in traffic and falls at speed.",
      "Whether a fan runs with the A/C on.",
      "Any fuse you changed, and whether the new one blew.",
    ],
    learnMore: [
      { label: "Cooling system: radiator fan never spins", href: "/diagnostics/cooling-system/cooling-fan-motor-dead" },
      {
        label: "Cooling system: fan control module failure",
        href: "/diagnostics/cooling-system/fan-control-module-failure",
      },
      {
        label: "Cooling system: truck fan clutch not engaging",
        href: "/diagnostics/cooling-system/fan-clutch-not-engaging",
      },
      { label: "Cooling system: radiator fins blocked", href: "/diagnostics/cooling-system/radiator-fins-blocked" },
    ],
  },

  // Brakes (also home of the red brake light, ABS light and hot-wheel answers)
  {
    kind: "question",
    id: "brakes",
    title: "Brakes feel wrong",
    prompt: "What is the pedal or the car doing?",
    safetyNote:
      "If the car is not slowing down right now: pump the pedal hard, shift to a lower gear, and pull the parking brake on gradually. Read the rest once you are stopped.",
    options: [
      {
        label: "Pedal goes to the floor and the car barely slows",
        hint: "Happening right now",
        next: "brake-failure-moving",
      },
      { label: "Pedal feels soft or spongy, or sinks slowly", next: "brake-spongy" },
      { label: "Pedal is very hard and the car takes a shove to stop", next: "brake-hard-pedal" },
      { label: "Grinding or metal scraping when braking", next: "brake-grinding" },
      { label: "Car pulls to one side when braking", next: "brake-pulling" },
      { label: "Red brake warning light", hint: "BRAKE, or ! inside a circle", next: "brake-warning-light" },
      { label: "Amber ABS light", next: "abs-light" },
      { label: "Smoke or a hot smell from a wheel", next: "hot-brakes-wheel" },
    ],
  },
  {
    kind: "answer",
    id: "brake-failure-moving",
    title: "Brakes failing while you are moving",
    safetyFirst: [
      "Take your foot off the gas. Pump the brake pedal hard and fast; it can build pressure back up.",
      "Shift to a lower gear, or L or manual mode, to use engine braking. Turn on the hazards and sound the horn.",
      "Pull the parking brake on gradually, or hold the electronic parking brake switch up. Yanking it can lock the rear wheels.",
      "Steer for a shoulder, an uphill slope or open ground. Keep the engine running: switching off kills power steering and can lock the wheel.",
      "Once stopped, stay buckled in if traffic is close. Get out on the safe side only when there is a barrier or open ground.",
    ],
    call911When:
      "As soon as you are stopped, or right away if a passenger can call: a car that can't stop is a danger to everyone near it.",
    checks: [
      "After stopping, look at the brake fluid reservoir. Empty or nearly empty means a major leak.",
      "Look behind the wheels for fluid wetting the inside of a tire or rim.",
    ],
    drive: {
      verdict: "stop",
      reason: "Never drive a car whose pedal went to the floor, even if it seems fine again after pumping. Tow it.",
    },
    tellThem: [
      "The pedal went to the floor while driving, and how you got it stopped.",
      "The fluid level and any leak you saw.",
      "AWD or 4WD: flatbed only.",
    ],
    learnMore: [
      {
        label: "Brakes: pedal suddenly drops to the floor",
        href: "/diagnostics/brake-system/pedal-goes-to-floor-suddenly",
      },
      {
        label: "Brakes: rusted steel brake line leaking",
        href: "/diagnostics/brake-system/rusted-steel-brake-line-leak",
      },
      {
        label: "Brakes: caliper leaking fluid onto a tire",
        href: "/diagnostics/brake-system/caliper-piston-seal-leak",
      },
      { label: "Brake system problems", href: "/diagnostics/brake-system" },
    ],
  },
  {
    kind: "answer",
    id: "brake-spongy",
    title: "Soft or spongy brake pedal",
    safetyFirst: [
      "Slow down early and leave a big gap. Turn off at the next safe place with the hazards on.",
      "Stop on level ground, away from traffic. On a highway, get out and wait behind a barrier.",
      "While parked with the engine running, hold steady pressure on the pedal for 30 seconds and feel whether it sinks.",
    ],
    call911When: "The pedal keeps sinking to the floor while you drive, or the car won't stop.",
    checks: [
      "Compare the brake fluid level with MIN on the reservoir, without opening the cap.",
      "Look for wet, oily patches behind the wheels or drips under the car. Brake fluid is clear to amber and slippery.",
      "A pedal that firms up when pumped points to air or a leak; one that slowly sinks under steady pressure points to the master cylinder.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "A pedal that sinks or feels spongy can give out completely. Tow it to a shop; topping up fluid and carrying on hides a leak.",
    },
    tellThem: [
      "Soft or spongy pedal: whether it firms up when pumped and whether it sinks under steady pressure.",
      "Fluid level and any leak spotted.",
      "Recent brake work, such as new pads or a caliper.",
    ],
    learnMore: [
      {
        label: "Brakes: spongy pedal from air in the lines",
        href: "/diagnostics/brake-system/spongy-pedal-air-in-lines",
      },
      {
        label: "Brakes: pedal sinks at a stop (master cylinder)",
        href: "/diagnostics/brake-system/pedal-creeps-down-at-stop",
      },
      { label: "Brakes: caliper leaking brake fluid", href: "/diagnostics/brake-system/caliper-piston-seal-leak" },
      {
        label: "Brakes: leak at the hose bolt after a brake job",
        href: "/diagnostics/brake-system/banjo-bolt-leak-after-brake-service",
      },
    ],
  },
  {
    kind: "answer",
    id: "brake-hard-pedal",
    title: "Very hard brake pedal: power assist lost",
    safetyFirst: [
      "Push the pedal much harder than usual. The brakes still work, but need far more force.",
      "Leave large gaps and pull off at the next safe spot with the hazards on.",
      "If the engine has died, that explains it: the booster holds assist for only one or two presses.",
    ],
    call911When: "You cannot stop the car even standing on the pedal.",
    checks: [
      "With the engine running, listen under the dash for a hiss when you press the pedal. That points to a leaking brake booster.",
      "Feel whether the idle stumbles when you press the brake; a vacuum leak through the booster does that.",
      "Heavy-duty trucks with Hydro-Boost: check whether the steering is heavy too, since both run off the power steering pump.",
    ],
    drive: {
      verdict: "stop",
      reason: "Without assist, stopping distances grow a lot and a panic stop may come too late. Tow it.",
    },
    tellThem: [
      "Hard pedal, whether the engine was running, and any hiss or rough idle.",
      "Gas, diesel or turbo engine; some use a separate vacuum pump.",
      "Any heavy steering at the same time.",
    ],
    learnMore: [
      {
        label: "Brakes: hard pedal from a booster vacuum leak",
        href: "/diagnostics/brake-system/hard-pedal-vacuum-booster-leak",
      },
      {
        label: "Brakes: pedal goes hard after a few stops or a restart",
        href: "/diagnostics/brake-system/hard-pedal-after-repeated-stops",
      },
      {
        label: "Brakes: diesel or turbo vacuum pump failure",
        href: "/diagnostics/brake-system/diesel-vacuum-pump-failure",
      },
      {
        label: "Brakes: Hydro-Boost hard pedal and heavy steering",
        href: "/diagnostics/brake-system/hydro-boost-hard-pedal",
      },
    ],
  },
  {
    kind: "answer",
    id: "brake-grinding",
    title: "Grinding or scraping when braking",
    safetyFirst: [
      "Brake gently and early. Move to the right lane and leave extra room ahead.",
      "Pull off at a safe place to check, hazards on, standing away from the traffic side.",
    ],
    call911When: "A wheel locks up, the car pulls so hard you can't hold your lane, or the brakes stop working.",
    checks: [
      "Metal-on-metal grinding on every stop usually means the pads are worn through to their steel backing.",
      "Scraping on the first few stops after rain or a car wash that then goes away is surface rust on the rotors, and is normal.",
      "A scrape that goes on even off the brakes can be a pebble caught in the dust shield; it often clears after reversing a few feet.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "Worn-through pads stop worse and chew up the rotors. Drive a short distance gently to a shop; tow it if the shop is far or the pedal feels wrong.",
    },
    tellThem: [
      "Grinding only when braking or all the time, and whether it is front or rear.",
      "How long it has been grinding.",
      "When the brakes were last done, if you know.",
    ],
    learnMore: [
      {
        label: "Brakes: pads worn down to the backing plate",
        href: "/diagnostics/brake-system/grinding-pads-worn-to-backing-plate",
      },
      {
        label: "Brakes: scraping on the first stops after rain",
        href: "/diagnostics/brake-system/scraping-on-first-stops-after-rain",
      },
      {
        label: "Brakes: stone caught behind the dust shield",
        href: "/diagnostics/brake-system/stone-or-dust-shield-scraping",
      },
      { label: "Brake system problems", href: "/diagnostics/brake-system" },
    ],
  },
  {
    kind: "answer",
    id: "brake-pulling",
    title: "Car pulls to one side when braking",
    safetyFirst: [
      "Hold the wheel firmly with both hands when you brake, and slow down early.",
      "Turn off at the next safe place, hazards on, to check the wheels.",
    ],
    call911When: "The pull is strong enough to take you into another lane or off the road.",
    checks: [
      "After a short drive, hold your hand near each wheel without touching it. One much hotter than the rest has a sticking caliper.",
      "Compare tire pressures: a low front tire also makes the car pull.",
      "Look for brake fluid or grease on the inside face of a wheel.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "A mild pull can be driven gently to a shop. A strong or sudden pull, or one with a burning smell, means stop and tow.",
    },
    tellThem: [
      "Which way it pulls, and whether only when braking or all the time.",
      "Which wheel felt hotter, and any smell.",
      "Recent brake, tire or suspension work.",
    ],
    learnMore: [
      {
        label: "Brakes: pulls to one side only when braking",
        href: "/diagnostics/brake-system/pulls-to-one-side-when-braking",
      },
      {
        label: "Brakes: one wheel hot from a dragging caliper",
        href: "/diagnostics/brake-system/one-wheel-hot-caliper-dragging",
      },
      {
        label: "Brakes: caliper leaking fluid onto the wheel",
        href: "/diagnostics/brake-system/caliper-piston-seal-leak",
      },
      { label: "Alignment: steady pull on a flat road", href: "/diagnostics/alignment/steady-pull-on-flat-road" },
    ],
  },
  {
    kind: "answer",
    id: "brake-warning-light",
    title: "Red brake warning light",
    safetyFirst: [
      "First make sure the parking brake is fully released. If the light stays on, slow down gently and leave extra room.",
      "Leave the road at the next safe place, away from traffic, and turn on the hazards.",
      "Test the pedal while stopped: it should feel firm and high, not sink toward the floor.",
    ],
    call911When:
      "The pedal sinks to the floor or the car won't stop. Steer clear of traffic, apply the parking brake gradually, and call once stopped.",
    checks: [
      "Find the brake fluid reservoir, usually on the driver's side near the windshield. Compare the level with MIN without opening it.",
      "Look behind each wheel and under the car for wet, oily spots.",
      "If the amber ABS light is on too, the system that balances front and rear braking may be off, so the rear wheels can lock early.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "A red brake light with low fluid usually means a leak, and the pedal can fail with little warning. Tow it, unless the light went out when you released the parking brake.",
    },
    tellThem: [
      "Red brake light on with the parking brake fully off, and how the pedal feels.",
      "Fluid level in the reservoir and any wet spots near the wheels.",
      "Whether the ABS light was on as well.",
    ],
    learnMore: [
      { label: "Brakes: fluid low from worn pads", href: "/diagnostics/brake-system/low-brake-fluid-from-pad-wear" },
      {
        label: "Brakes: rusted steel brake line leaking",
        href: "/diagnostics/brake-system/rusted-steel-brake-line-leak",
      },
      {
        label: "Brakes: red light on with a full reservoir",
        href: "/diagnostics/brake-system/red-brake-light-with-full-reservoir",
      },
      {
        label: "ABS: red BRAKE and ABS lights on together",
        href: "/diagnostics/abs-system/red-brake-and-abs-lights-together-ebd",
      },
    ],
  },
  {
    kind: "answer",
    id: "abs-light",
    title: "ABS light only: normal brakes, no anti-lock",
    safetyFirst: [
      "Keep driving, but leave extra following distance, most of all on wet or icy roads.",
      "Stop to check only at a safe place. If the red brake light comes on as well, pull over and treat it as a brake failure warning.",
    ],
    call911When: "The red brake light joins it and the pedal goes soft, or the car won't stop.",
    checks: [
      "Press the pedal while stopped. It should feel as firm as it did before the light came on.",
      "Check the brake fluid reservoir against its MIN line without opening it.",
      "Restart the engine once parked. A wheel-speed sensor that misread over a bump can clear after a restart, though the code stays stored.",
    ],
    drive: {
      verdict: "ok",
      reason:
        "The ordinary brakes work; only the anti-lock function is off. In a hard stop the wheels can lock and skid, so brake early and smoothly.",
    },
    tellThem: [
      "ABS light on, red brake light off, pedal firm.",
      "Whether the traction or stability control light came on with it.",
      "Any recent brake, hub or tire work; a damaged wheel-speed sensor wire often follows it.",
    ],
    learnMore: [
      {
        label: "ABS: wheel-speed sensor circuit fault",
        href: "/diagnostics/abs-system/wheel-speed-sensor-open-circuit",
      },
      {
        label: "ABS: light flickers on over bumps (broken sensor wire)",
        href: "/diagnostics/abs-system/wheel-speed-sensor-harness-broken",
      },
      {
        label: "ABS: light on after brake, hub or suspension work",
        href: "/diagnostics/abs-system/abs-light-after-brake-job",
      },
      { label: "ABS, traction and stability control", href: "/diagnostics/abs-system" },
    ],
  },
  {
    kind: "answer",
    id: "hot-brakes-wheel",
    title: "Smoke or a hot smell from a wheel: overheated brakes",
    safetyFirst: [
      "Pull over and stop. On a long downhill, slow down in a lower gear instead of riding the brakes.",
      "Hazards on. On level ground, shift to Park (first gear on a manual) and leave the parking brake off so a hot rear brake can cool.",
      "Keep everyone away from the smoking wheel. If the tire or grease catches fire, move at least 100 feet away.",
    ],
    call911When: "Flames appear at the wheel or the tire starts to burn.",
    checks: [
      "Was the parking brake fully released? Driving with it partly on is the most common cause of one hot rear wheel.",
      "Hold your hand near, not on, each wheel. One much hotter than the others points to a sticking caliper.",
      "Don't pour water on the brakes. Cold water can crack a hot rotor and throws off scalding steam.",
      "After a long descent, wait 30 minutes. If the pedal is firm again once cool, the brakes faded from heat.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "If the parking brake or a long descent caused it and the pedal feels normal after cooling, drive on gently. If the same wheel heats up again, stop and tow.",
    },
    tellThem: [
      "Which wheel smoked, and whether the parking brake was on.",
      "Any pull to one side or a soft pedal beforehand.",
      "A long downhill or towing just before it happened.",
    ],
    learnMore: [
      {
        label: "Brakes: one wheel smoking hot from a dragging caliper",
        href: "/diagnostics/brake-system/one-wheel-hot-caliper-dragging",
      },
      { label: "Brakes: parking brake cable seized on", href: "/diagnostics/brake-system/parking-brake-cable-seized" },
      {
        label: "Brakes: fade on a long downgrade or while towing",
        href: "/diagnostics/brake-system/pedal-fade-firm-pedal-towing-downhill",
      },
      {
        label: "Brakes: pedal goes soft after hard braking",
        href: "/diagnostics/brake-system/pedal-soft-after-hard-braking",
      },
    ],
  },
  // Tires (also home of the tire pressure light)
  {
    kind: "question",
    id: "tire",
    title: "Flat tire or blowout",
    prompt: "Are you still moving, or already stopped?",
    safetyNote:
      "If a tire just blew: hold the wheel firmly with both hands, keep the car straight and stay off the brake pedal until it has slowed.",
    options: [
      { label: "A tire just blew and I'm still moving", next: "blowout-moving" },
      { label: "Stopped with a flat tire", next: "flat-stopped" },
      { label: "Thumping, wobble or a bulge on a tire", next: "tire-vibration" },
      { label: "A tire looks low but still holds air", hint: "Or the tire pressure light is on", next: "tpms-light" },
    ],
  },
  {
    kind: "answer",
    id: "blowout-moving",
    title: "Tire blowout while driving",
    safetyFirst: [
      "Grip the wheel with both hands and keep the car pointing straight. It will pull toward the blown tire.",
      "Don't brake hard. Ease off the gas gradually and let the car slow down by itself.",
      "Once you are under about 30 mph and in control, brake gently, signal and steer onto the shoulder or an exit.",
      "Stop as far from traffic as you can, hazards on, and get everyone out on the side away from traffic to wait behind a barrier.",
    ],
    call911When: "The car left the road or hit something, someone is hurt, or pieces of tire are blocking a lane.",
    checks: [
      "From the roadside, not the traffic side, look at the tire: shredded tread, a torn sidewall or a bare rim.",
      "Look for damage the blowout caused: a torn fender liner, a hanging bumper piece or a dangling brake hose.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "Don't drive on a blown tire except a slow crawl to a safer spot; it ruins the rim and can tear brake lines. Fit the spare where it is safe, or call a tow.",
    },
    tellThem: [
      "Blowout at speed, which tire, and any body or suspension damage you saw.",
      "Whether you have a usable spare, and the tire size printed on the sidewall.",
      "AWD: flatbed only.",
    ],
    learnMore: [
      { label: "Tires: sidewall bulge after an impact", href: "/diagnostics/alignment/sidewall-bulge" },
      { label: "Tires: heat damage from running underinflated", href: "/diagnostics/alignment/both-shoulders-wear" },
      { label: "Wheels: bent rim after a hard hit", href: "/diagnostics/alignment/bent-wheel-after-pothole" },
      {
        label: "Suspension: bent arm or knuckle after an impact",
        href: "/diagnostics/suspension/bent-arm-after-curb-strike",
      },
    ],
  },
  {
    kind: "question",
    id: "flat-stopped",
    title: "Stopped with a flat",
    prompt: "Where are you stopped, and what does the car carry in the trunk or under the floor?",
    safetyNote: "Hazard lights on and parking brake set before anything else.",
    options: [
      { label: "I have a spare, on firm, level ground well away from traffic", next: "flat-change-spare" },
      { label: "I have a spare, but traffic is close or the ground is soft or sloped", next: "flat-unsafe-spot" },
      { label: "No spare, or only an inflator and sealant kit", next: "flat-no-spare" },
      {
        label: "Run-flat tires",
        hint: "Usually marked RFT, ROF, ZP or with a run-flat symbol on the sidewall",
        next: "run-flat",
      },
    ],
  },
  {
    kind: "answer",
    id: "flat-change-spare",
    title: "Changing to the spare safely",
    safetyFirst: [
      "Park on firm, level ground, shift to Park (first or reverse gear on a manual) and set the parking brake.",
      "Hazards on. Passengers wait away from the car and the road, never inside it while it is on the jack.",
      "Wedge a rock or wheel chock against the tire diagonally opposite the flat.",
    ],
    call911When: "The car slips off the jack onto someone, or anyone is struck by a passing vehicle.",
    checks: [
      "Loosen each lug nut about half a turn while the tire is still on the ground.",
      "Put the jack only at the lift point shown in the owner's manual, usually a notch in the pinch weld just behind a front wheel or ahead of a rear one.",
      "Never put any part of your body under the car while it is on the jack.",
      "Tighten the lug nuts in a star pattern, lower the car, then tighten them again firmly.",
      "Check the spare's pressure. Compact spares often need 60 psi; the figure is on the spare's sidewall or the door sticker.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "A compact spare is only for reaching a tire shop: most are limited to 50 mph. Have the lug nuts checked after about 50 miles.",
    },
    tellThem: [
      "Which tire went flat and what did it, if you saw (nail, curb, sidewall cut).",
      "Compact spare fitted, and the miles driven on it.",
      "Ask for the lug nuts to be torqued to spec and the tire pressure system to be reset if it needs it.",
    ],
    learnMore: [
      { label: "Wheels: loose lug nuts after a wheel change", href: "/diagnostics/alignment/loose-lug-nuts" },
      {
        label: "ABS: traction lights on with the compact spare",
        href: "/diagnostics/abs-system/traction-light-with-spare-or-mismatched-tire",
      },
      { label: "Tires: finding the slow leak in one tire", href: "/diagnostics/alignment/slow-leak-one-tire" },
      {
        label: "Tires: pressure display wrong after a wheel swap",
        href: "/diagnostics/alignment/tpms-wrong-position-after-rotation",
      },
    ],
  },
  {
    kind: "answer",
    id: "flat-unsafe-spot",
    title: "Flat tire where it isn't safe to change it",
    safetyFirst: [
      "Don't change a tire on the traffic side or on a narrow shoulder. Drivers drift onto shoulders far more than you'd expect.",
      "With the hazards on, creep on the flat at under 15 mph to the next exit, parking lot or wide pull-off if one is close.",
      "If you can't move it, get everyone out on the side away from traffic and wait behind the guardrail or up the bank.",
      "If there is nowhere safe to stand, stay inside with seat belts on and call for help.",
    ],
    call911When:
      "You are stopped in a lane, on a bridge or in a tunnel, or someone would have to walk in traffic. Many highway patrols can send a service truck.",
    checks: [
      "From the safe side of the car, see whether the flat is on the traffic side; that alone rules out changing it here.",
      "Note the nearest exit number, mile marker or cross street for the tow driver.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "Crawl only far enough to reach a safe spot. Driving far on a flat shreds the tire and bends the rim, and the loose rubber can damage brake lines.",
    },
    tellThem: [
      "Exact location and direction of travel, and that you are on a shoulder beside traffic.",
      "You have a spare, but it isn't safe to fit it where you are.",
      "Make and model, and whether it is AWD, in case a flatbed is needed.",
    ],
    learnMore: [
      { label: "Tires: damage from driving underinflated", href: "/diagnostics/alignment/both-shoulders-wear" },
      { label: "Wheels: bent rim leaking air at the bead", href: "/diagnostics/alignment/bent-wheel-after-pothole" },
      { label: "Tires: finding the slow leak in one tire", href: "/diagnostics/alignment/slow-leak-one-tire" },
    ],
  },
  {
    kind: "answer",
    id: "flat-no-spare",
    title: "Flat tire with no spare",
    safetyFirst: [
      "Get the car fully off the road, onto a wide shoulder or into a lot, with the hazards on.",
      "Everyone out on the side away from traffic while you use the kit or wait, behind a barrier if there is one.",
      "If traffic is fast and there is no safe place to stand, stay buckled in and call roadside assistance.",
    ],
    call911When: "The car is stuck in a lane or a dangerous spot and nobody can get clear safely.",
    checks: [
      "Sealant kits fix small punctures in the tread, roughly up to 1/4 inch. They can't fix a sidewall cut or a tire that came off the rim.",
      "Follow the kit's label: inject the sealant, inflate to the door-sticker pressure, drive a few miles, then recheck the pressure.",
      "Keep to the kit's speed limit, commonly 50 mph, and get the tire repaired or replaced the same day.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "With a sealed, inflated tire, drive gently to a tire shop. With no kit, or sidewall damage, the car needs a tow.",
    },
    tellThem: [
      "Flat tire, no spare, and whether sealant was used: the shop has to clean it out, and it can foul the pressure sensor.",
      "Tire size from the sidewall, so the service truck can bring a match.",
      "AWD: flatbed only.",
    ],
    learnMore: [
      { label: "Tires: finding and fixing a slow leak", href: "/diagnostics/alignment/slow-leak-one-tire" },
      { label: "Tires: sidewall bulges can't be repaired", href: "/diagnostics/alignment/sidewall-bulge" },
      {
        label: "Tires: pressure light flashing, sensor fault",
        href: "/diagnostics/alignment/tpms-flashing-sensor-fault",
      },
      { label: "Tires: damage from driving underinflated", href: "/diagnostics/alignment/both-shoulders-wear" },
    ],
  },
  {
    kind: "answer",
    id: "run-flat",
    title: "Flat run-flat tire",
    safetyFirst: [
      "Slow down, avoid sudden swerves, and keep going to a safe exit; run-flats are built for this.",
      "If you do stop, pick a lot or a wide shoulder, hazards on, and stay off the traffic side.",
    ],
    call911When: "The tire comes apart, the car becomes hard to control, or anyone is hurt.",
    checks: [
      "Run-flats commonly allow about 50 miles at up to 50 mph with no air; the exact limit is in the owner's manual.",
      "Look for shredded rubber or smoke from the tire. Either means the run-flat range is used up.",
      "Use the tire pressure display to find which tire is low, since a run-flat barely looks flat.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "Drive within the run-flat limits straight to a tire shop. Many run-flats can't be repaired once driven flat, so expect a new tire.",
    },
    tellThem: [
      "Run-flat tire, which corner, and how many miles it was driven flat.",
      "Tire size and brand; run-flats are often a special order.",
      "Whether you went above 50 mph on it.",
    ],
    learnMore: [
      { label: "Tires: damage from driving underinflated", href: "/diagnostics/alignment/both-shoulders-wear" },
      { label: "Tires: finding the slow leak in one tire", href: "/diagnostics/alignment/slow-leak-one-tire" },
      {
        label: "Tires: pressure light flashing, sensor fault",
        href: "/diagnostics/alignment/tpms-flashing-sensor-fault",
      },
    ],
  },
  {
    kind: "answer",
    id: "tire-vibration",
    title: "Thumping, wobble or a bulge: tire or wheel failing",
    safetyFirst: [
      "Slow down now and move right. A bulging or separating tire can blow out at any moment.",
      "Leave the road at the next safe spot, hazards on, and get everyone out on the side away from traffic.",
      "If the tires were changed or rotated in the last few days, stop immediately: loose lug nuts can let a wheel come off.",
    ],
    call911When: "A wheel comes off, the car becomes hard to control, or parts from your car are lying in a lane.",
    checks: [
      "Look at each tire for a bulge or bubble in the sidewall, or tread lifting away from the tire.",
      "Look at the lug nuts. Gaps, missing nuts or shiny rub marks around the holes mean they have worked loose.",
      "If you have the lug wrench and the car is on level ground, tighten any loose nuts firmly in a star pattern.",
    ],
    drive: {
      verdict: "stop",
      reason: "A bulge or tread separation can fail at any speed. Fit the spare if it is safe to, or call a tow.",
    },
    tellThem: [
      "Thumping or wobble, from what speed, and which corner.",
      "Any bulge, tread separation or loose lug nuts found.",
      "When the tires were last changed or rotated, and by whom.",
    ],
    learnMore: [
      { label: "Tires: sidewall bulge after an impact", href: "/diagnostics/alignment/sidewall-bulge" },
      { label: "Tires: separating belt, wobble and thump", href: "/diagnostics/alignment/shifted-belt-wobble" },
      { label: "Wheels: loose lug nuts after tire service", href: "/diagnostics/alignment/loose-lug-nuts" },
      {
        label: "Wheels: shake after a wheel was refitted",
        href: "/diagnostics/alignment/shake-after-wheel-reinstalled",
      },
    ],
  },
  {
    kind: "answer",
    id: "tpms-light",
    title: "Tire pressure light or a low tire",
    safetyFirst: [
      "Slow down and avoid sharp turns and hard braking until you have looked at the tires.",
      "Check them in a parking lot or gas station rather than on a highway shoulder.",
      "If a tire is visibly flat or you hear flapping, stop on the shoulder with the hazards on and follow the flat-tire steps instead.",
    ],
    call911When: "A tire blows and the car leaves the road or hits something, or anyone is hurt.",
    checks: [
      "Walk around and look at every tire, including the tread, for a nail or screw.",
      "Measure the pressure with the tires cold. The right figure is on the sticker inside the driver's door, not the maximum on the tire.",
      "A steady light means a tire is about 25% low. A light that flashes for about a minute and then stays on means the sensor system has a fault.",
      "Cold mornings drop pressure about 1 psi for every 10 °F. Topping up fixes that if there is no leak.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "A low tire that is holding air is fine at moderate speed to the nearest air pump. If it drops again within days, it has a leak that needs a repair.",
    },
    tellThem: [
      "Which tire, its pressure, and the door-sticker pressure.",
      "Any nail or screw you found, and whether it is in the tread or the sidewall.",
      "Whether the light was steady or flashed first.",
    ],
    learnMore: [
      { label: "Tires: pressure light on cold mornings", href: "/diagnostics/alignment/tpms-light-cold-mornings" },
      {
        label: "Tires: pressure light flashes, then stays on",
        href: "/diagnostics/alignment/tpms-flashing-sensor-fault",
      },
      { label: "Tires: one tire keeps losing air", href: "/diagnostics/alignment/slow-leak-one-tire" },
      {
        label: "Tires: warning on cars with no wheel sensors",
        href: "/diagnostics/abs-system/indirect-tpms-warning-from-abs-sensors",
      },
    ],
  },

  // Battery (also home of the red battery light)
  {
    kind: "question",
    id: "battery",
    title: "Battery or charging problem",
    prompt: "What is going on with the battery?",
    options: [
      {
        label: "Battery light came on while driving",
        hint: "Red light shaped like a battery",
        next: "battery-light-driving",
      },
      { label: "The battery is dead and I want to jump-start it", next: "jump-start" },
      { label: "Battery is hissing, swollen, leaking or smells of rotten eggs", next: "battery-damaged" },
      { label: "Car won't start and I'm not sure it's the battery", next: "wont-start" },
    ],
  },
  {
    kind: "answer",
    id: "battery-light-driving",
    title: "Red battery light while driving: the car isn't charging",
    safetyFirst: [
      "Switch off everything you can: A/C, heated seats, rear defroster, radio and chargers. Keep the headlights on if you need them to be seen.",
      "Head for a shop, home or a safe parking lot now. The battery alone may last well under an hour.",
      "If the temperature gauge climbs or the steering turns heavy, a broken belt is likely: pull over and switch off.",
      "If the engine starts to stumble or the dash flickers, get off the road before it dies, with the hazards on.",
    ],
    call911When:
      "The car dies in a travel lane, or at night with no lights, and you can't get it or your passengers clear.",
    checks: [
      "With the engine off, look at the front of the engine for the drive belt. A missing belt explains a battery light on its own.",
      "With a voltmeter or plug-in gauge, 13.5–14.8 V with the engine running means it is charging; close to 12 V means it is not.",
      "Wiggle the battery cable clamps with the engine off. A loose one can cut charging.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "If the belt is in place and the temperature normal, drive straight to a shop without switching off. It may not restart once stopped.",
    },
    tellThem: [
      "The battery light came on while driving, how far you drove after, and whether it restarted.",
      "Belt present or missing, and any squeal or whine.",
      "Recent jump starts, or a new battery that went flat quickly.",
    ],
    learnMore: [
      {
        label: "Charging: battery light on while driving",
        href: "/diagnostics/alternator/battery-light-on-while-driving",
      },
      {
        label: "Charging: car died after the battery light came on",
        href: "/diagnostics/alternator/car-died-after-battery-light",
      },
      {
        label: "Charging: broken belt, battery light and overheating",
        href: "/diagnostics/alternator/broken-belt-battery-light-and-overheating",
      },
      { label: "Alternator and charging system", href: "/diagnostics/alternator" },
    ],
  },
  {
    kind: "answer",
    id: "jump-start",
    title: "Jump-starting a dead battery safely",
    safetyFirst: [
      "Jump only off the road, in a lot or on a wide shoulder, with both cars in Park, parking brakes set and hazards on.",
      "Never jump a battery that is cracked, swollen, leaking or frozen.",
      "Keep flames, sparks and cigarettes away: batteries give off hydrogen gas.",
    ],
    call911When:
      "A battery catches fire or bursts, or acid gets in someone's eyes. Rinse the eyes with clean water for 15 minutes while you wait.",
    checks: [
      "Cars not touching, both switched off. Red clamp to the dead battery's +, the other red clamp to the good battery's +.",
      "Black clamp to the good battery's −, then the last black clamp to bare metal on the dead car's engine, away from the battery.",
      "Start the good car, wait 3–5 minutes, then start the dead one. Take the cables off in reverse order.",
      "Hybrids and EVs: use the jump terminals shown in the owner's manual, often under the hood even when the 12-volt battery is in the trunk.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "If it started, drive at least 30 minutes or straight to a shop for a battery and charging test. If it goes flat again soon, suspect the alternator.",
    },
    tellThem: [
      "It needed a jump, how old the battery is, and whether the battery light stayed on after.",
      "Whether the car had sat unused or something had been left on.",
      "If the cables were ever connected backward, say so: it can blow main fuses and damage modules.",
    ],
    learnMore: [
      {
        label: "Won't start: dead battery and rapid clicking",
        href: "/diagnostics/engine-wont-start/dead-battery-rapid-clicking",
      },
      {
        label: "Won't start: jumper cables connected backward",
        href: "/diagnostics/electrical/dead-after-reversed-jumper-cables",
      },
      { label: "Charging: no charge after a jump-start", href: "/diagnostics/alternator/no-charge-after-jump-start" },
      {
        label: "Electrical: battery goes dead after sitting",
        href: "/diagnostics/electrical/battery-drains-after-sitting",
      },
    ],
  },
  {
    kind: "answer",
    id: "battery-damaged",
    title: "Hissing, swollen or leaking battery",
    safetyFirst: [
      "Switch the engine off and get out. Keep everyone several feet back from the battery.",
      "Pop the hood only if nothing is hot or smoking; it lets the gas escape.",
      "No flames, sparks or cigarettes near the car, and don't touch the battery or its cables.",
    ],
    call911When:
      "The battery smokes, catches fire or bursts, or acid gets on skin or in eyes; flush with plenty of water.",
    checks: [
      "From a few feet away, note whether the case is bulging, cracked or wet.",
      "A rotten egg smell and a hot battery mean it is being overcharged, often by a faulty alternator voltage regulator.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "Don't drive it or jump it. An overcharged battery can burst and spray acid, and the high voltage can damage the car's electronics. Tow it.",
    },
    tellThem: [
      "Battery swollen, hissing or leaking, and whether there was a rotten egg smell.",
      "Whether the battery light or any gauge acted strangely first.",
      "Ask them to test the charging voltage before fitting a new battery.",
    ],
    learnMore: [
      {
        label: "Charging: hot, swollen battery with a sulfur smell",
        href: "/diagnostics/alternator/battery-hot-swollen-sulfur-smell",
      },
      { label: "Charging: overcharging above 15 volts", href: "/diagnostics/alternator/overcharging-voltage-over-15" },
      { label: "Codes: P0563 system voltage high", href: "/diagnostics/obd/p0563-system-voltage-high" },
      { label: "Alternator and charging system", href: "/diagnostics/alternator" },
    ],
  },

  // Smoke
  {
    kind: "question",
    id: "smoke",
    title: "Smoke from the car",
    prompt: "Where is the smoke coming from? If there are flames, don't go closer to look.",
    safetyNote:
      "Pull over and switch the engine off before you look. If the smoke is getting thicker, get everyone out and away first.",
    options: [
      { label: "Flames, or thick smoke that keeps growing", next: "car-fire" },
      { label: "White steam from under the hood, sweet smell", next: "overheat-steam" },
      { label: "Thin bluish smoke from under the hood, hot oil smell", next: "hood-oil-smoke" },
      { label: "From the tailpipe", hint: "White, blue or black", next: "smoke-tailpipe" },
      { label: "From a wheel", hint: "Often with a sharp, hot brake smell", next: "hot-brakes-wheel" },
      { label: "Inside the car, from the dash or vents", next: "cabin-smoke" },
    ],
  },
  {
    kind: "answer",
    id: "car-fire",
    title: "Car fire: get out and get away",
    safetyFirst: [
      "Stop right away wherever everyone can get out safely, and switch the engine off.",
      "Get everyone out, pets included. Leave anything you can't grab in a second.",
      "Move at least 100 feet away, uphill and upwind if you can, and stay clear of traffic.",
      "Keep the hood and trunk shut: fresh air makes a fire flare up.",
      "Don't go back to the car for anything.",
    ],
    call911When:
      "Now. Say it is a vehicle fire, give your location, and say whether anyone is hurt or still near the car.",
    checks: [
      "From a safe distance, count heads: make sure everyone is out and away from traffic.",
      "Leave firefighting to the fire department unless the fire is tiny, you have an extinguisher rated for vehicle fires, and your back is to a clear escape route.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "A car that has been on fire isn't drivable even after the fire is out. Wiring, fuel lines and brake lines may be damaged.",
    },
    tellThem: [
      "Tell the fire department if it is an electric or hybrid car; battery fires are fought differently.",
      "Where the fire started: under the hood, at a wheel, inside or underneath.",
      "Call your insurer before arranging a tow, and photograph the car once firefighters say it is safe.",
    ],
    learnMore: [
      {
        label: "Fuel: leak at the fuel rail or injectors",
        href: "/diagnostics/fuel-system/fuel-leak-at-rail-or-injector-seals",
      },
      {
        label: "Exhaust: oil dripping onto the exhaust manifold",
        href: "/diagnostics/exhaust-system/oil-smoke-from-exhaust-manifold",
      },
      {
        label: "Exhaust: catalytic converter glowing red",
        href: "/diagnostics/exhaust-system/catalytic-converter-glowing-red",
      },
      { label: "Electrical: melted fuse box terminal", href: "/diagnostics/electrical/melted-fuse-box-terminal" },
    ],
  },
  {
    kind: "answer",
    id: "hood-oil-smoke",
    title: "Light smoke and a hot oil smell from under the hood",
    safetyFirst: [
      "Pull over at the next safe place and switch the engine off.",
      "Hazards on, and everyone out on the side away from traffic.",
      "Stand back for a few minutes. If the smoke grows instead of fading, treat it as a fire: move 100 feet away and call 911.",
    ],
    call911When: "The smoke thickens or turns black, or you see any flame.",
    checks: [
      "If the oil was changed in the last few days, oil spilled on the exhaust often smokes for a few miles and then stops.",
      "Once it has stopped smoking, open the hood and check that the oil filler cap and the dipstick are in place.",
      "Read the dipstick after 5 minutes on level ground, and add oil only up to the full mark.",
      "Look for wet, oily streaks down the side of the engine. Don't touch the exhaust manifold; it stays hot for a long time.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "Light smoke after an oil change usually burns off. Heavy or growing smoke means oil is pooling on a hot exhaust, and the car should not be driven.",
    },
    tellThem: [
      "Smoke from under the hood with a hot oil smell, and when the oil was last changed.",
      "Whether the filler cap or dipstick was loose or missing.",
      "How much oil it took to reach the full mark.",
    ],
    learnMore: [
      {
        label: "Exhaust: oil smoke from the exhaust manifold",
        href: "/diagnostics/exhaust-system/oil-smoke-from-exhaust-manifold",
      },
      {
        label: "Engine: valve cover gasket leaking onto the exhaust",
        href: "/diagnostics/four-stroke/valve-cover-gasket-burning-smell",
      },
      {
        label: "Engine: oil leaking right after an oil change",
        href: "/diagnostics/four-stroke/oil-gushing-after-oil-change",
      },
      { label: "Engine: too much oil, smoke and foam", href: "/diagnostics/four-stroke/overfilled-crankcase-smoke" },
    ],
  },
  {
    kind: "answer",
    id: "cabin-smoke",
    title: "Smoke or an electrical burning smell inside the car",
    safetyFirst: [
      "Pull over right away where you can get out, and switch the engine off.",
      "Get everyone out and away from the car, on the side away from traffic.",
      "Don't restart it to see whether it happens again.",
    ],
    call911When:
      "Smoke keeps coming after the engine is off, you see flames or a glow under the dash, or anyone has trouble breathing.",
    checks: [
      "From outside, watch for a few minutes. Smoke that stops once the engine is off points to a shorted circuit rather than a spreading fire.",
      "Think about what was switched on: the heater fan, seat heaters, a phone charger or an add-on accessory.",
      "Look for a melted plug in a 12-volt outlet or a charger cable that got hot.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "Electrical smoke means wiring is overheating and can start a fire. Tow it, even if the smoke has stopped.",
    },
    tellThem: [
      "Where the smoke came from: dash, vents, under a seat or a footwell.",
      "What was switched on, and any add-on wiring such as a dash cam or stereo.",
      "Any lights or gauges that stopped working at the same moment.",
    ],
    learnMore: [
      { label: "Electrical: melted fuse box terminal", href: "/diagnostics/electrical/melted-fuse-box-terminal" },
      {
        label: "Wiring: melted blower, fan or heated seat connector",
        href: "/diagnostics/electronics-wiring/melted-connector-high-current-circuit",
      },
      {
        label: "Wiring: unsafe aftermarket amplifier power wire",
        href: "/diagnostics/electronics-wiring/amplifier-power-wire-unsafe",
      },
      {
        label: "Electrical: fuse blows again as soon as it goes in",
        href: "/diagnostics/electrical/fuse-blows-again-immediately",
      },
    ],
  },
  {
    kind: "question",
    id: "smoke-tailpipe",
    title: "Smoke from the tailpipe",
    prompt:
      "Look at the smoke in daylight or in the headlights of a car behind. What colour is it, and does it clear up?",
    options: [
      {
        label: "Thin white vapor that fades after a few minutes",
        hint: "Cold or damp weather, engine just started",
        next: "cold-start-vapor",
      },
      { label: "Thick white smoke that keeps coming, sweet smell", next: "white-smoke-coolant" },
      { label: "Blue or blue-gray smoke, burning oil smell", next: "blue-smoke" },
      { label: "Black or sooty smoke", next: "black-smoke" },
    ],
  },
  {
    kind: "answer",
    id: "cold-start-vapor",
    title: "Thin white vapor after a cold start: usually condensation",
    safetyFirst: [
      "If you pulled over to look, use the hazard lights and stay well off the road while you watch.",
      "This is not dangerous in itself, so you can wait in the car with the doors locked while it warms up.",
    ],
    call911When: "The smoke comes with a burning smell inside the car, or anyone feels dizzy or sick from fumes.",
    checks: [
      "Watch through 5–10 minutes of driving. Water vapor thins out and stops as the exhaust warms up.",
      "Make sure the temperature gauge sits in its usual place.",
      "Check the coolant reservoir over the next few days. A level that keeps dropping means the white smoke is coolant, not water.",
    ],
    drive: {
      verdict: "ok",
      reason:
        "Condensation is normal and harmless. It only matters if the smoke stays thick after warm-up or coolant goes missing.",
    },
    tellThem: [
      "White vapor only on cold, damp mornings, gone after warm-up.",
      "Whether the coolant level has changed.",
    ],
    learnMore: [
      {
        label: "Exhaust: water and white vapor on cold mornings",
        href: "/diagnostics/exhaust-system/water-dripping-from-tailpipe",
      },
      {
        label: "Cooling system: white smoke that stays after warm-up",
        href: "/diagnostics/cooling-system/head-gasket-coolant-into-cylinder",
      },
    ],
  },
  {
    kind: "answer",
    id: "white-smoke-coolant",
    title: "Thick white, sweet-smelling exhaust smoke: coolant burning",
    safetyFirst: [
      "Pull over at the first safe spot and switch the engine off.",
      "Hazards on. Beside a highway, wait behind the guardrail rather than next to the car.",
      "Don't open the coolant cap to check: the system is hot and under pressure.",
    ],
    call911When: "Smoke also pours from under the hood with flames or a burning smell, or fumes fill the cabin.",
    checks: [
      "Watch the temperature gauge. Coolant burning inside the engine often comes with overheating.",
      "Once the engine is cool, compare the coolant reservoir with its MIN line.",
      "Notice the smell. Coolant smoke smells sweet, like syrup; plain water vapor has no smell.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "Coolant in the cylinders usually means a failed head gasket or a cracked head. Driving on can overheat the engine and ruin it.",
    },
    tellThem: [
      "Thick white exhaust smoke with a sweet smell that doesn't clear after warm-up.",
      "How much coolant the engine has been using, and any recent overheating.",
      "Ask for a cooling system pressure test and a combustion-gas (block) test.",
    ],
    learnMore: [
      {
        label: "Cooling system: head gasket leaking coolant into a cylinder",
        href: "/diagnostics/cooling-system/head-gasket-coolant-into-cylinder",
      },
      {
        label: "Cooling system: combustion gas pushing into the coolant",
        href: "/diagnostics/cooling-system/head-gasket-combustion-leak",
      },
      {
        label: "Cooling system: engine damage after an overheat",
        href: "/diagnostics/cooling-system/engine-damage-after-overheat",
      },
      {
        label: "Cooling system: diesel EGR cooler leaking coolant",
        href: "/diagnostics/diesel-comprehensive/egr-cooler-coolant-loss",
      },
    ],
  },
  {
    kind: "answer",
    id: "blue-smoke",
    title: "Blue-gray exhaust smoke: the engine is burning oil",
    safetyFirst: [
      "If the smoke is heavy, leave the road at the next exit or a safe shoulder.",
      "Hazards on while you check, and stand off the road, away from passing traffic.",
      "If traffic is heavy and there is no barrier to stand behind, stay buckled in until you can reach a safer stop.",
    ],
    call911When: "Smoke also comes from under the hood with a burning smell, or you see flames.",
    checks: [
      "Read the dipstick. If the oil is below the low mark, add oil of the grade printed on the filler cap until it reaches full.",
      "Turbo engines: heavy blue smoke with a sudden loss of power and a siren-like whine can mean the turbo is failing.",
      "A puff only at startup points to valve stem seals; steady smoke under power points to worn piston rings.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "With the oil topped up, light blue smoke isn't an emergency: carry a quart and check the level at every fill-up. Heavy smoke with power loss means stop and tow.",
    },
    tellThem: [
      "Blue smoke at startup only, under acceleration, or all the time.",
      "How much oil it uses, for example a quart every 1,000 miles.",
      "Turbocharged or not, and any whine or power loss.",
    ],
    learnMore: [
      {
        label: "Engine: blue puff at startup (valve stem seals)",
        href: "/diagnostics/four-stroke/valve-stem-seals-startup-smoke",
      },
      {
        label: "Engine: blue smoke under acceleration (worn rings)",
        href: "/diagnostics/four-stroke/worn-rings-smoke-under-load",
      },
      { label: "Engine: burning a quart every 1,000 miles", href: "/diagnostics/four-stroke/oil-burning-stuck-rings" },
      {
        label: "Turbo: leaking seals and blue smoke",
        href: "/diagnostics/turbo-supercharger/turbo-seal-leak-blue-smoke",
      },
    ],
  },
  {
    kind: "answer",
    id: "black-smoke",
    title: "Black exhaust smoke: too much fuel",
    safetyFirst: [
      "Ease off the gas and pull over when you can do it safely.",
      "Hazards on. If you smell raw fuel, switch the engine off and get everyone away from the car.",
      "Don't park over dry grass: a catalytic converter soaked with fuel gets hot enough to set it alight.",
    ],
    call911When: "Fuel is dripping under the car, or flames or sparks come out of the tailpipe.",
    checks: [
      "Look at the dash for a check engine light, steady or flashing.",
      "Stand a step back from the tailpipe. A strong raw-fuel smell means fuel is passing through unburned.",
      "Diesels: a short puff of black smoke under hard acceleration can be normal; constant smoke is not.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "Running rich wastes fuel and can overheat the catalytic converter. Drive gently to a shop if the check engine light is steady; stop if it flashes or you smell fuel.",
    },
    tellThem: [
      "Black smoke all the time, at idle, or only when accelerating.",
      "Check engine light state and any codes already read, such as P0172 or P0175.",
      "Recent work on the air filter, intake or injectors.",
    ],
    learnMore: [
      { label: "Codes: P0172 and P0175 running rich", href: "/diagnostics/obd/p0172-p0175-system-too-rich" },
      {
        label: "Fuel: leaking pressure regulator, black smoke",
        href: "/diagnostics/fuel-system/regulator-diaphragm-leaking-fuel",
      },
      {
        label: "Exhaust: catalytic converter glowing red",
        href: "/diagnostics/exhaust-system/catalytic-converter-glowing-red",
      },
      {
        label: "Turbo: diesel intercooler leak and black smoke",
        href: "/diagnostics/diesel-comprehensive/diesel-intercooler-leak-black-smoke",
      },
    ],
  },

  // Warning lights
  {
    kind: "question",
    id: "warning-lights",
    title: "Warning light on the dash",
    prompt:
      "Which light is on? If you don't know the symbol, go by its colour: red means stop soon, amber or yellow means get it checked, green or blue is information.",
    safetyNote: "Keep driving steadily while you look. Don't brake hard in traffic to read the dash.",
    options: [
      { label: "Check engine light flashing", hint: "Engine outline, blinking", next: "cel-flashing" },
      { label: "Check engine light on steady", next: "cel-steady" },
      { label: "Red oil can (oil pressure)", next: "oil-pressure-light" },
      { label: "Red thermometer, or temperature gauge high", next: "overheat" },
      { label: "Red BRAKE light", hint: "Or ! inside a circle", next: "brake-warning-light" },
      { label: "Red battery light", next: "battery-light-driving" },
      { label: "Airbag or SRS light", next: "airbag-light" },
      { label: "Tire pressure light", hint: "Horseshoe shape with ! inside", next: "tpms-light" },
      { label: "Amber ABS light", next: "abs-light" },
      { label: "Another red light", next: "red-light-other" },
      { label: "Another amber or yellow light", next: "amber-light-other" },
      { label: "A green or blue light", next: "green-blue-light" },
    ],
  },
  {
    kind: "answer",
    id: "cel-flashing",
    title: "Flashing check engine light: active misfire",
    safetyFirst: [
      "Ease off the gas and slow down. Avoid hard acceleration, steep climbs and towing.",
      "Move to the right lane, with the hazards on if you are much slower than traffic.",
      "If the car shakes hard, loses power or you smell burning, pull over and switch it off.",
    ],
    call911When:
      "Smoke or flames come from under the car or the hood; a red-hot catalytic converter can set grass or the underbody alight.",
    checks: [
      "Note whether it flashes all the time or only when you accelerate.",
      "Feel for shaking at idle. A steady, rhythmic miss often means one cylinder: a coil, spark plug or injector.",
      "If you have a code reader, P0300 means random misfires; P0301 and up name the cylinder (P0301 is cylinder 1).",
    ],
    drive: {
      verdict: "careful",
      reason:
        "Unburned fuel from the misfire overheats the catalytic converter. If it stops flashing at light throttle, drive gently to a shop the same day; if it keeps flashing, stop and have it towed.",
    },
    tellThem: [
      "The check engine light was flashing, not steady, and when it started.",
      "Any codes read, rough idle, shaking or power loss.",
      "A recent fill-up, heavy rain, car wash, or spark plug work.",
    ],
    learnMore: [
      { label: "Codes: check engine light flashing", href: "/diagnostics/obd/check-engine-light-flashing" },
      { label: "Codes: P0300 random misfire", href: "/diagnostics/obd/p0300-random-misfire" },
      {
        label: "Codes: P0301–P0312 misfire on one cylinder",
        href: "/diagnostics/obd/p0301-p0306-single-cylinder-misfire",
      },
      {
        label: "Exhaust: catalytic converter glowing red",
        href: "/diagnostics/exhaust-system/catalytic-converter-glowing-red",
      },
    ],
  },
  {
    kind: "answer",
    id: "cel-steady",
    title: "Steady check engine light",
    safetyFirst: [
      "No need to stop somewhere risky. Keep driving normally and check it at your next convenient stop.",
      "Glance at the other gauges. A steady check engine light together with a red light or a high temperature is a different problem.",
    ],
    call911When: "It comes with smoke, a strong fuel smell, or a burning smell inside the car.",
    checks: [
      "If you just bought fuel, make sure the gas cap clicked tight. A loose cap can set an evaporative code such as P0455 or P0457.",
      "Watch for changes: rough idle, shaking, poor acceleration. If the light starts flashing, slow down and treat it as a misfire.",
      "Many auto parts stores read codes free. Write the code down before anyone clears it.",
    ],
    drive: {
      verdict: "ok",
      reason:
        "A steady light is a stored fault, not an emergency. It is safe to drive while the car runs normally; get the code read within a few days.",
    },
    tellThem: [
      "Steady check engine light, when it came on, and any code numbers read.",
      "Whether the car runs, idles or shifts differently.",
      "A recent fuel stop, battery disconnect or repair.",
    ],
    learnMore: [
      { label: "Codes: P0455 large EVAP leak, often the gas cap", href: "/diagnostics/obd/p0455-large-evap-leak" },
      {
        label: "Fuel: check fuel cap light after a fill-up",
        href: "/diagnostics/fuel-system/check-fuel-cap-light-after-fill-up",
      },
      { label: "OBD-II codes and the check engine light", href: "/diagnostics/obd" },
    ],
  },
  {
    kind: "answer",
    id: "oil-pressure-light",
    title: "Red oil pressure light: shut the engine off",
    safetyFirst: [
      "Get off the road as soon as you safely can, and switch the engine off the moment you stop.",
      "Hazards on. Don't idle to see whether the light goes out: low oil pressure can wreck the bearings within minutes.",
      "On a highway shoulder, wait behind the guardrail, away from the traffic side.",
    ],
    call911When:
      "Smoke or flames come from under the hood, or the car is stopped in a lane where traffic can't avoid it.",
    checks: [
      "Wait 5 minutes on level ground, then pull the dipstick, wipe it, push it back in and read the level.",
      "If it is low, add the oil grade printed on the filler cap or in the owner's manual until it reaches the full mark.",
      "Look under the car from where you stand for a fresh trail or puddle of oil.",
      "An amber oil-level light or an oil-change reminder is not the same as the red pressure warning.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "Don't drive with the red oil light on. If topping up puts it out and it stays out at idle, drive gently to a shop; if it comes back, tow it.",
    },
    tellThem: [
      "Red oil pressure light, how long the engine ran with it on, and any knocking or ticking.",
      "How much oil you added, and whether the light went out.",
      "Any leak you saw under the car.",
    ],
    learnMore: [
      {
        label: "Engine: red oil light comes on while driving",
        href: "/diagnostics/four-stroke/oil-light-on-while-driving",
      },
      { label: "Engine: oil light flickers at a hot idle", href: "/diagnostics/four-stroke/low-oil-pressure-hot-idle" },
      { label: "Engine: sludge choking the oil pickup", href: "/diagnostics/four-stroke/sludge-clogged-pickup" },
      { label: "Engine: rod bearing knock", href: "/diagnostics/four-stroke/rod-bearing-knock" },
    ],
  },
  {
    kind: "answer",
    id: "airbag-light",
    title: "Airbag (SRS) light on",
    safetyFirst: [
      "You don't need to stop. The car drives normally, but an airbag may not go off in a crash.",
      "Make sure everyone is belted, and keep children under 13 in the back seat.",
    ],
    call911When: "An airbag went off without a crash, or anyone is hurt.",
    checks: [
      "A Passenger Airbag Off light with an empty seat or a child in it is normal; it is not the SRS warning.",
      "Note whether the horn and steering wheel buttons still work. A failed clock spring often takes them out along with the airbag light.",
      "Don't unplug or probe the yellow airbag connectors under the seats or in the steering column.",
    ],
    drive: {
      verdict: "ok",
      reason:
        "The car is mechanically fine to drive. Get the SRS code read soon, because the airbags may stay switched off until it is fixed.",
    },
    tellThem: [
      "SRS light steady or flashing, and when it started.",
      "Any recent seat removal, battery work or minor crash.",
      "Whether the horn and steering wheel buttons work.",
    ],
    learnMore: [
      {
        label: "Electrical: clock spring, horn buttons and airbag light",
        href: "/diagnostics/electrical/clockspring-horn-buttons-airbag-light",
      },
      {
        label: "Codes: B0001 driver airbag circuit (clock spring)",
        href: "/diagnostics/obd/b0001-driver-airbag-clock-spring",
      },
      { label: "Codes: airbag light after seat work", href: "/diagnostics/obd/srs-seat-connector-side-airbag" },
      {
        label: "Codes: passenger airbag OFF with an adult seated",
        href: "/diagnostics/obd/occupant-classification-airbag-off",
      },
    ],
  },
  {
    kind: "answer",
    id: "red-light-other",
    title: "A red warning light you don't recognize",
    safetyFirst: [
      "Treat any red light as stop soon. Move right and leave the road at the next safe exit or shoulder.",
      "Once stopped, shift to Park and turn on the hazards. Leave the engine running only long enough to read any message.",
      "On a highway shoulder, look the symbol up from behind a barrier, outside the car, if you can get there safely.",
    ],
    call911When: "The car is losing power, steering or braking in traffic, or there is smoke or a burning smell.",
    checks: [
      "Look for a text message in the instrument cluster; many cars explain the light there.",
      "Find the symbol in the owner's manual in the glove box or in the maker's phone app.",
      "See whether any gauge looks wrong: temperature high, oil pressure at zero, voltage low.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "Red lights cover failures that can wreck the engine or weaken the brakes. Don't drive on until you know what it means.",
    },
    tellThem: [
      "Describe or photograph the symbol and any message shown.",
      "Anything that happened at the same time: noise, smell, power loss, gauge changes.",
      "Whether it stayed on after a restart.",
    ],
    learnMore: [
      { label: "OBD-II codes behind warning lights", href: "/diagnostics/obd" },
      {
        label: "Engine: red oil light comes on while driving",
        href: "/diagnostics/four-stroke/oil-light-on-while-driving",
      },
      {
        label: "Charging: battery light on while driving",
        href: "/diagnostics/alternator/battery-light-on-while-driving",
      },
      { label: "Cooling system: overheating and coolant leaks", href: "/diagnostics/cooling-system" },
    ],
  },
  {
    kind: "answer",
    id: "amber-light-other",
    title: "Amber or yellow warning light",
    safetyFirst: [
      "Amber means a fault to check soon, not an immediate stop. Keep driving steadily.",
      "If the car drives differently (shaking, power loss, new noises), leave the road at the next safe place with the hazards on.",
    ],
    call911When: "The amber light comes with smoke, a strong fuel or burning smell, or loss of steering or brakes.",
    checks: [
      "Read the message center. Common amber lights include low fuel, traction or stability control off, and a diesel particulate filter warning.",
      "A traction control light that flickers while you accelerate on a slippery road means it is working, not failing.",
      "Restart the car once parked and see whether the light comes back.",
    ],
    drive: {
      verdict: "ok",
      reason:
        "Most amber lights allow normal driving for now. Book a check within a few days, sooner if the car feels different.",
    },
    tellThem: [
      "The symbol or message, steady or flashing, and when it started.",
      "What the car was doing: cold start, rain, highway speed, towing.",
      "Whether it comes and goes or stays on.",
    ],
    learnMore: [
      { label: "OBD-II codes and warning lights", href: "/diagnostics/obd" },
      {
        label: "ABS: stability warning with the check engine light",
        href: "/diagnostics/abs-system/service-stabilitrak-with-check-engine-light",
      },
      {
        label: "ABS: traction light flickers on dry pavement",
        href: "/diagnostics/abs-system/traction-control-cuts-power-on-dry-road",
      },
      {
        label: "Exhaust: diesel DPF full, reduced power",
        href: "/diagnostics/diesel-comprehensive/dpf-full-reduced-power",
      },
    ],
  },
  {
    kind: "answer",
    id: "green-blue-light",
    title: "Green or blue light: information only",
    safetyFirst: [
      "Green and blue symbols show that something is switched on, such as headlights, cruise control or high beams. No need to stop.",
      "A blue headlight symbol means your high beams are on; dip them for oncoming drivers.",
    ],
    call911When:
      "Only if something else goes wrong at the same time, such as a crash, a fire or someone in the car taken ill.",
    checks: [
      "Compare the symbol with the owner's manual. Common ones: headlights, fog lights, cruise control set, ECO mode, and READY on hybrids.",
      "A green turn-signal arrow flashing about twice as fast as usual means a turn signal bulb is out on that side.",
    ],
    drive: {
      verdict: "ok",
      reason: "Green and blue lights report that a feature is on. They are not faults.",
    },
    tellThem: [
      "If a turn signal flashed fast, which side, so the bulb can be replaced.",
      "Any symbol you still can't identify, with a photo of it.",
    ],
    learnMore: [
      {
        label: "Electrical: turn signal flashes fast on one side",
        href: "/diagnostics/electrical/turn-signal-hyperflash",
      },
      { label: "Electrical: lights, switches and gauges", href: "/diagnostics/electrical" },
    ],
  },

  // Stalling and loss of power (also home of "engine died while driving")
  {
    kind: "question",
    id: "stall-power",
    title: "Engine stalled or lost power",
    prompt: "Did the engine die, or is it running with little power?",
    safetyNote: "Turn on the hazard lights and steer toward the right shoulder while you still have momentum.",
    options: [
      { label: "Engine died while driving", next: "stalled-while-driving" },
      { label: "Engine dies when I slow down or stop", next: "stalls-at-stops" },
      {
        label: "Runs, but power is reduced",
        hint: "Limp mode, Reduced Engine Power, stuck in one gear",
        next: "limp-mode",
      },
      { label: "Engine revs but the car barely speeds up", next: "trans-slipping" },
      { label: "Lost power with a flashing check engine light", next: "cel-flashing" },
    ],
  },
  {
    kind: "answer",
    id: "stalled-while-driving",
    title: "Engine died while driving",
    safetyFirst: [
      "Steer firmly and press the brake hard. Power steering and brake assist fade when the engine stops, but both still work.",
      "Hazards on and coast to the shoulder. Shift to Neutral while rolling; many cars will restart in Neutral.",
      "If it won't restart, set the parking brake and get everyone out on the side away from traffic, behind the guardrail.",
      "If you can't leave the car safely, stay buckled in with the hazards on.",
    ],
    call911When:
      "The car stopped in a travel lane, on a bridge, in a tunnel or just past a hill crest where traffic can't see it.",
    checks: [
      "Look at the fuel gauge, then for a battery, temperature or check engine light with the key at ON.",
      "A battery light before the stall points to the alternator: the engine ran on the battery until it was drained.",
      "If it now cranks faster than normal and never catches, stop cranking: the timing belt may have broken.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "An engine that quits once at speed can quit again where there is no room to coast. Tow it, unless the cause was an empty tank.",
    },
    tellThem: [
      "Engine died while driving: at what speed, and whether it restarted.",
      "Any warning lights or noises before it quit.",
      "Fuel level, and any recent repair or fill-up.",
    ],
    learnMore: [
      {
        label: "Charging: car died after the battery light came on",
        href: "/diagnostics/alternator/car-died-after-battery-light",
      },
      { label: "Timing: belt snapped while driving", href: "/diagnostics/timing-system/timing-belt-snapped" },
      {
        label: "Won't start: died with fuel still showing on the gauge",
        href: "/diagnostics/engine-wont-start/out-of-gas-bad-gauge",
      },
      {
        label: "Codes: P0335 crankshaft sensor, stalling when hot",
        href: "/diagnostics/obd/p0335-crankshaft-position-sensor",
      },
    ],
  },
  {
    kind: "answer",
    id: "stalls-at-stops",
    title: "Engine stalls when slowing down or stopping",
    safetyFirst: [
      "Expect it at every stop: leave space and brake firmly, since assist goes when the engine dies.",
      "If it keeps happening, pull into a safe parking area and turn on the hazards.",
      "If it dies in an intersection: hazards on, shift to Park and restart. Don't get out into traffic.",
    ],
    call911When:
      "It dies on railroad tracks or in a busy intersection and won't restart. On tracks, get everyone out first, then call 911 or the number on the blue crossing sign.",
    checks: [
      "On an automatic, shift to Neutral as you roll to a stop. If that keeps it running, the torque converter clutch may be staying on.",
      "Look for a check engine light. Idle control, throttle body and vacuum leak faults cause this too.",
      "Notice whether it happens only warm, only cold, or with the A/C on.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "Drive to a shop on quiet roads, leaving extra space at stops. Stay off highways, where a stall as traffic slows is dangerous.",
    },
    tellThem: [
      "Stalls coming to a stop, automatic or manual, warm or cold.",
      "Whether Neutral kept it running.",
      "Any codes read, and whether the check engine light is on.",
    ],
    learnMore: [
      {
        label: "Transmission: stalls at stops (converter clutch stuck on)",
        href: "/diagnostics/transmission/engine-stalls-coming-to-stop-tcc-stuck-on",
      },
      {
        label: "Engine: idle sags from a dirty throttle body",
        href: "/diagnostics/advanced-engine/idle-sags-throttle-body-relearn",
      },
      { label: "Codes: P0505–P0507 idle control", href: "/diagnostics/obd/p0505-p0507-idle-control" },
      {
        label: "Won't start: vacuum leak, starts then stalls",
        href: "/diagnostics/engine-wont-start/vacuum-leak-starts-dies",
      },
    ],
  },
  {
    kind: "answer",
    id: "limp-mode",
    title: "Reduced power or limp mode",
    safetyFirst: [
      "Keep right, use the hazards if you are much slower than traffic, and leave the highway at the next exit.",
      "Pull into a safe parking area and switch the engine off.",
      "Don't try to merge onto a highway or pass anyone in this mode; acceleration may be very weak.",
    ],
    call911When:
      "You are stuck crawling in fast traffic with no shoulder, or the power loss comes with smoke or a burning smell.",
    checks: [
      "Read the message: Reduced Engine Power, Engine Power Reduced, or a flashing gear indicator.",
      "Restart after a minute. Limp mode often clears for that trip, but the fault code stays stored.",
      "On turbo engines, listen for a loud hiss or whoosh; a boost hose that popped off causes sudden power loss.",
      "Check the temperature gauge. Some cars cut power when the engine or transmission overheats.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "Limp mode protects the engine or transmission. Drive slowly on surface streets to a shop; if it overheats or a red light appears, stop.",
    },
    tellThem: [
      "The exact message, and whether it was stuck in one gear.",
      "What you were doing: climbing, towing, accelerating hard.",
      "Whether a restart cleared it, and for how long.",
    ],
    learnMore: [
      {
        label: "Transmission: stuck in limp mode in one gear",
        href: "/diagnostics/transmission/automatic-stuck-in-limp-mode-one-gear",
      },
      {
        label: "Turbo: boost hose blew off, sudden power loss",
        href: "/diagnostics/turbo-supercharger/boost-hose-blew-off",
      },
      {
        label: "Codes: P2135 throttle sensor and reduced power",
        href: "/diagnostics/obd/p2135-throttle-sensor-correlation",
      },
      {
        label: "Transmission: overheating when towing or climbing",
        href: "/diagnostics/transmission/transmission-overheating-when-towing",
      },
    ],
  },
  {
    kind: "answer",
    id: "trans-slipping",
    title: "Engine revs but the car won't accelerate",
    safetyFirst: [
      "Ease off the gas, signal and move right. Get off the road while you still have some drive.",
      "Hazards on once stopped. If it won't move again, get everyone out on the side away from traffic.",
    ],
    call911When: "The car loses drive completely in a travel lane, or smoke comes from under the car.",
    checks: [
      "From where you stand, look for red or brown fluid under the middle of the car.",
      "Sniff for a burnt smell: overheated transmission fluid smells like burnt toast.",
      "On a manual, rising revs with no gain in speed and a burning smell mean the clutch is slipping.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "A slipping transmission can lose drive completely and strand you in a live lane. Driving on also burns the clutches and raises the repair bill. Tow it.",
    },
    tellThem: [
      "Revs flare without acceleration: in which gears, and whether it is worse uphill.",
      "Fluid leaks, burnt smell or warning lights.",
      "AWD or 4WD: flatbed only, to protect the transfer case.",
    ],
    learnMore: [
      {
        label: "Transmission: automatic slips, revs flare between gears",
        href: "/diagnostics/transmission/automatic-slips-rpm-flare-on-upshift",
      },
      {
        label: "Transmission: red fluid puddle under the car",
        href: "/diagnostics/transmission/red-fluid-puddle-under-car",
      },
      {
        label: "Transmission: dark fluid with a burnt smell",
        href: "/diagnostics/transmission/transmission-fluid-dark-burnt-smell",
      },
      {
        label: "Clutch: worn clutch slipping on a manual",
        href: "/diagnostics/clutch-system/worn-clutch-disc-slipping",
      },
    ],
  },
  // Steering
  {
    kind: "question",
    id: "steering",
    title: "Heavy or stiff steering",
    prompt: "When did the steering change, and what else did you notice?",
    safetyNote: "Grip the wheel with both hands and slow down. Heavy steering still steers; it just takes more effort.",
    options: [
      {
        label: "Suddenly heavy, with a steering warning or message",
        hint: "Electric power steering",
        next: "steering-eps-fault",
      },
      {
        label: "Heavy with a whine or squeal, or the battery light on",
        hint: "Belt-driven power steering",
        next: "steering-belt-broke",
      },
      { label: "Heavy because the engine died", next: "stalled-while-driving" },
      { label: "Loose, wanders or clunks, or a wheel looks tilted", next: "steering-loose-clunk" },
    ],
  },
  {
    kind: "answer",
    id: "steering-eps-fault",
    title: "Electric power steering failed",
    safetyFirst: [
      "Slow down and use both hands. At low speed, turning will take real effort.",
      "Leave the road at the next safe place with the hazards on; avoid tight turns and parking in traffic.",
      "Once stopped with the engine off, wait a minute and restart. Some systems come back after a restart.",
    ],
    call911When: "You can't steer enough to stay in your lane or get off the road.",
    checks: [
      "Look for the battery light. Electric power steering shuts down when system voltage drops.",
      "Note any message, such as Power Steering Assist Fault or Service Power Steering.",
      "After a restart, turn the wheel left and right while parked to see if assist is back and smooth.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "Assist can drop out again without warning, often halfway through a turn. Tow it unless it comes back fully after a restart with no battery light.",
    },
    tellThem: [
      "Power steering message or light, and whether a restart brought the assist back.",
      "Battery light or dim lights at the same time.",
      "Any recent battery replacement or jump start.",
    ],
    learnMore: [
      { label: "Steering: electric assist suddenly lost", href: "/diagnostics/steering-system/eps-sudden-loss-assist" },
      {
        label: "Steering: heavy with a weak battery or after a jump",
        href: "/diagnostics/steering-system/eps-low-voltage",
      },
      {
        label: "Steering: warning light after a battery change",
        href: "/diagnostics/steering-system/eps-calibration-after-battery",
      },
      { label: "Steering system problems", href: "/diagnostics/steering-system" },
    ],
  },
  {
    kind: "answer",
    id: "steering-belt-broke",
    title: "Heavy steering with a whine, squeal or battery light",
    safetyFirst: [
      "Slow down and pull off at the next safe place; the engine may start overheating too.",
      "Hazards on, engine off, and everyone out on the side away from traffic if you are on a highway.",
      "Keep hands away from the fan and belts when the hood is up.",
    ],
    call911When: "You can't hold the car in its lane, or steam or smoke comes from under the hood.",
    checks: [
      "With the engine off, look for the drive belt at the front of the engine. A missing or shredded belt explains heavy steering, a battery light and overheating together.",
      "If the belt is there, check the power steering reservoir against its marks; a loud whine usually means it is low.",
      "Look for reddish or amber fluid under the front of the car.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "If the belt is gone, the alternator and often the water pump stop too, and the engine will overheat. Tow it. If only the fluid was low, topping up with the type on the cap may get you to a shop.",
    },
    tellThem: [
      "Heavy steering plus the other warnings: battery light, rising temperature, squeal.",
      "Whether the belt was missing or the fluid low.",
      "Any power steering fluid you added, and its type.",
    ],
    learnMore: [
      {
        label: "Charging: broken belt, battery light and overheating",
        href: "/diagnostics/alternator/broken-belt-battery-light-and-overheating",
      },
      { label: "Steering: pump whine from low fluid", href: "/diagnostics/steering-system/pump-whine-low-fluid" },
      { label: "Steering: high-pressure hose leaking", href: "/diagnostics/steering-system/high-pressure-hose-leak" },
      { label: "Belts: belt came off the pulleys", href: "/diagnostics/belt-system/belt-jumped-off-pulleys" },
    ],
  },
  {
    kind: "answer",
    id: "steering-loose-clunk",
    title: "Loose steering, clunking or a tilted wheel",
    safetyFirst: [
      "Slow down gently and avoid hard braking and sharp turns.",
      "Stop at the nearest safe spot with the hazards on, and get everyone out on the side away from traffic.",
      "If a wheel looks tilted in or out at the top, don't drive another yard.",
    ],
    call911When: "A wheel collapses or comes off, or the car goes out of control.",
    checks: [
      "From standing, compare the front wheels. One tilted at the top, or pushed back in the wheel well, means a broken ball joint, tie rod or control arm.",
      "Look for a tire rubbing the fender liner, or a fresh scrape on the road behind you.",
      "Think back: a pothole, curb hit or loud clunk just before it started points to bent or broken parts.",
    ],
    drive: {
      verdict: "stop",
      reason: "A separated ball joint or tie rod can let the wheel fold under the car. Tow it on a flatbed.",
    },
    tellThem: [
      "Which corner, the clunk or looseness, and any tilt you saw.",
      "Any impact just before, such as a pothole or curb.",
      "Flatbed only: the wheel may not roll or steer straight.",
    ],
    learnMore: [
      { label: "Suspension: ball joint separated, wheel tilted", href: "/diagnostics/suspension/ball-joint-separated" },
      {
        label: "Steering: tie rod separated, wheel points its own way",
        href: "/diagnostics/steering-system/tie-rod-separated",
      },
      { label: "Steering: loose outer tie-rod end", href: "/diagnostics/steering-system/outer-tie-rod-end-loose" },
      {
        label: "Suspension: bent arm after a curb or pothole",
        href: "/diagnostics/suspension/bent-arm-after-curb-strike",
      },
    ],
  },

  // Smells
  {
    kind: "question",
    id: "smell",
    title: "Burning or fuel smell",
    prompt: "What does it smell like, and where is it strongest?",
    safetyNote: "If the smell comes with smoke, or is strong inside the car, pull over and get out before you choose.",
    options: [
      { label: "Raw gasoline or diesel", next: "fuel-smell" },
      { label: "Burning rubber or melting plastic", next: "burning-rubber-plastic" },
      { label: "Hot or burning oil", next: "hood-oil-smoke" },
      { label: "Sweet, like syrup", next: "sweet-coolant-smell" },
      { label: "Rotten eggs (sulfur)", next: "rotten-egg-smell" },
      { label: "Exhaust fumes inside the car", next: "exhaust-in-cabin" },
      { label: "Sharp, hot smell near one wheel", next: "hot-brakes-wheel" },
      { label: "Electrical burning smell inside the car", next: "cabin-smoke" },
    ],
  },
  {
    kind: "answer",
    id: "fuel-smell",
    title: "Strong fuel smell",
    safetyFirst: [
      "Pull over away from traffic and switch the engine off. Don't idle to see whether the smell goes away.",
      "No smoking, lighters or road flares near the car.",
      "Get everyone out and stand well away, upwind, on the side away from traffic.",
    ],
    call911When:
      "Fuel is dripping, spraying or pooling under the car, or you see smoke. Move at least 100 feet away before you call.",
    checks: [
      "From a distance, look under the car for a wet patch or drips near the engine, along the middle or at the tank.",
      "Check that the gas cap is on and clicked tight. A missing or loose cap gives a strong smell after a fill-up.",
      "If fuel splashed on the paint or your shoes at the pump, the smell should fade within a few minutes.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "Leaking fuel near a hot exhaust or a spark can start a fire. Drive only if the smell was a spill at the pump, it is gone, and nothing is dripping.",
    },
    tellThem: [
      "Strong fuel smell, where it was strongest, and any drip you saw.",
      "Whether it started after a fill-up or a repair.",
      "Ask them to check your VIN for open fuel system recalls.",
    ],
    learnMore: [
      {
        label: "Fuel: leak at the fuel rail or injectors",
        href: "/diagnostics/fuel-system/fuel-leak-at-rail-or-injector-seals",
      },
      { label: "Fuel: rusted steel fuel line leaking", href: "/diagnostics/fuel-system/rusted-steel-fuel-line-leak" },
      { label: "Fuel: fuel tank leaking", href: "/diagnostics/fuel-system/fuel-tank-leaking-rust-or-damage" },
      {
        label: "Fuel: smell after topping off the tank",
        href: "/diagnostics/fuel-system/fuel-smell-after-topping-off",
      },
    ],
  },
  {
    kind: "answer",
    id: "burning-rubber-plastic",
    title: "Burning rubber or plastic smell",
    safetyFirst: [
      "Pull off at the next safe spot, hazards on, engine off.",
      "Wait outside the car, away from traffic, for a few minutes and watch for smoke.",
    ],
    call911When: "Smoke appears or grows, or you see flames anywhere on the car.",
    checks: [
      "Look under the car from a step back for a plastic bag or debris stuck to the exhaust. Don't touch it; the pipe is hot.",
      "With the engine off, look at the drive belt. A glazed, frayed or loose belt smells like burning rubber.",
      "On a manual, a sharp burning smell after slipping the clutch on a hill is the clutch lining overheating.",
      "Check for a tire rubbing the fender liner after a bump or with a heavy load.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "If it was debris on the exhaust or a hot clutch and the smell fades, drive on gently. A smell that keeps coming back needs a shop before the next trip.",
    },
    tellThem: [
      "What the smell was like, where it was strongest and when it happens.",
      "Any belt squeal, clutch slip or debris you found.",
    ],
    learnMore: [
      {
        label: "Exhaust: plastic or debris melted on the exhaust",
        href: "/diagnostics/exhaust-system/burning-plastic-smell-under-car",
      },
      { label: "Belts: seized pulley burning the belt", href: "/diagnostics/belt-system/seized-pulley-burning-smell" },
      {
        label: "Clutch: burning smell after a hill start",
        href: "/diagnostics/clutch-system/burning-smell-after-hill-start",
      },
      { label: "Suspension: broken spring letting the tire rub", href: "/diagnostics/suspension/broken-coil-spring" },
    ],
  },
  {
    kind: "answer",
    id: "sweet-coolant-smell",
    title: "Sweet, syrupy smell: coolant leak",
    safetyFirst: [
      "Watch the temperature gauge. If it climbs, leave the road at the next safe place and switch off.",
      "If the windshield fogs with a greasy film, open the windows and pull over; that vapor is coolant from the heater core.",
      "Stopped beside a road, hazards on, and wait away from traffic while the engine cools.",
    ],
    call911When: "Steam or smoke fills the cabin, or someone feels sick from the fumes.",
    checks: [
      "Look for green, orange or pink drips under the front of the car.",
      "With the engine cool, compare the reservoir with its MIN and MAX lines.",
      "A damp, sweet-smelling passenger footwell carpet points to a leaking heater core.",
      "Keep pets and children away from puddles: coolant tastes sweet and is poisonous.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "With a slow leak and a normal gauge, you can drive to a shop with spare coolant or water on board. If the gauge rises, stop.",
    },
    tellThem: [
      "Sweet smell inside or outside the car, and any fogging on the windshield.",
      "Coolant colour, where it drips, and how much you added.",
      "Whether the temperature gauge moved.",
    ],
    learnMore: [
      {
        label: "Cooling system: heater core leaking, windshield fogs",
        href: "/diagnostics/cooling-system/heater-core-leaking",
      },
      {
        label: "Cooling system: heater hose or quick-connect leak",
        href: "/diagnostics/cooling-system/heater-hose-connector-leak",
      },
      { label: "Cooling system: radiator tank seam leak", href: "/diagnostics/cooling-system/radiator-tank-seam-leak" },
      { label: "Cooling system: water pump leaking", href: "/diagnostics/cooling-system/water-pump-weep-hole-leak" },
    ],
  },
  {
    kind: "answer",
    id: "rotten-egg-smell",
    title: "Rotten egg smell: catalytic converter or battery",
    safetyFirst: [
      "Pull over when it is safe and switch the engine off.",
      "Hazards on, and wait away from the car if the smell is strong.",
      "If the smell comes from a hot or swollen battery, keep everyone back; the gas it gives off can explode with a spark.",
    ],
    call911When: "The battery hisses, bulges or leaks, or smoke comes from under the car or the hood.",
    checks: [
      "Work out whether the smell is strongest at the tailpipe (catalytic converter) or under the hood (battery).",
      "A catalytic converter smells of sulfur when the engine runs rich or misfires. Look for a check engine light.",
      "Don't touch the battery. A swollen or wet case means it is being overcharged.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "From the exhaust with no warning lights, drive gently to a shop. From a hot or swollen battery, don't drive: an overcharging alternator can also damage electronics.",
    },
    tellThem: [
      "Rotten egg smell, where it was strongest, and any warning lights.",
      "Battery condition: hot, swollen or leaking.",
      "Any change of fuel brand, or rough running.",
    ],
    learnMore: [
      {
        label: "Exhaust: rotten-egg smell from the tailpipe",
        href: "/diagnostics/exhaust-system/rotten-egg-smell-from-tailpipe",
      },
      {
        label: "Charging: hot, swollen battery with a sulfur smell",
        href: "/diagnostics/alternator/battery-hot-swollen-sulfur-smell",
      },
      { label: "Charging: overcharging above 15 volts", href: "/diagnostics/alternator/overcharging-voltage-over-15" },
      { label: "Codes: P0172 and P0175 running rich", href: "/diagnostics/obd/p0172-p0175-system-too-rich" },
    ],
  },
  {
    kind: "answer",
    id: "exhaust-in-cabin",
    title: "Exhaust fumes inside the car",
    safetyFirst: [
      "Open all the windows now and set the ventilation to fresh air, not recirculate.",
      "Leave the road at the next safe place and switch the engine off.",
      "If anyone has a headache, dizziness, nausea or drowsiness, get everyone out into fresh air, away from traffic.",
      "Stuck in snow? Clear the tailpipe before running the engine for heat.",
    ],
    call911When:
      "Anyone has a headache, confusion, vomiting or drowsiness, or passes out. These are signs of carbon monoxide poisoning.",
    checks: [
      "Listen for a louder exhaust, a rumble or a ticking: a hole or broken joint lets fumes collect under the car.",
      "Check that the tailpipe isn't blocked by snow or mud, or crushed by a bumped rear bumper.",
      "Check the rear hatch or trunk seal. A hatch left open or a torn seal pulls fumes inside on many SUVs and wagons.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "Only if nobody has symptoms: windows open, fresh-air vent on, straight to a shop. Carbon monoxide itself has no smell; the exhaust smell is your warning that it is getting in.",
    },
    tellThem: [
      "Exhaust smell inside the car, and when it is worst: idle, acceleration, windows closed.",
      "Any louder exhaust noise, or damage underneath.",
      "Whether anyone had symptoms.",
    ],
    learnMore: [
      { label: "Exhaust: fumes inside the cabin", href: "/diagnostics/exhaust-system/exhaust-fumes-inside-cabin" },
      {
        label: "Exhaust: cracked flex pipe under the front seats",
        href: "/diagnostics/exhaust-system/cracked-flex-pipe-under-front-seats",
      },
      { label: "Exhaust: muffler rusted through", href: "/diagnostics/exhaust-system/muffler-rusted-through" },
      { label: "Exhaust system problems", href: "/diagnostics/exhaust-system" },
    ],
  },

  // Electric and hybrid
  {
    kind: "question",
    id: "hybrid",
    title: "Electric or hybrid car warning",
    prompt: "What is the car showing or doing?",
    safetyNote:
      "Orange cables and covers carry high voltage. Never touch, cut or pry near them, even with the car off.",
    options: [
      {
        label: "Smoke, hissing, popping or a chemical smell",
        hint: "Get away from the car first",
        next: "ev-smoke-hiss",
      },
      { label: "Turtle or limited-power icon", next: "ev-turtle" },
      {
        label: "High-voltage or hybrid system warning",
        hint: "Check Hybrid System, Service High Voltage, red car with !",
        next: "ev-hv-warning",
      },
      { label: "Won't go to READY", next: "ev-not-ready" },
    ],
  },
  {
    kind: "answer",
    id: "ev-smoke-hiss",
    title: "Smoke, hissing or popping from an EV or hybrid: get away",
    safetyFirst: [
      "Stop, shift to Park, switch off, and get everyone out at once.",
      "Move at least 100 feet away, upwind, and keep others back. Battery smoke is toxic.",
      "Don't try to put it out. Lithium-ion battery fires can reignite and need huge amounts of water from firefighters.",
      "Stay clear of traffic while you wait, and don't go back for belongings.",
    ],
    call911When:
      "Now. Say it is an electric or hybrid vehicle with a possible battery fire, and give the make and model.",
    checks: [
      "Nothing to check up close. From a distance, note where the smoke comes from, such as under the floor or behind the rear seat.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "A battery pack that hisses, pops or smokes can burst into flames without warning, even hours later. Never drive or charge it.",
    },
    tellThem: [
      "EV or hybrid with smoke or hissing from the battery: flatbed only, and store it outdoors, away from buildings and other cars.",
      "Whether it was charging, hit something or went through deep water recently.",
      "Warn the fire department and the tow driver that it can reignite later.",
    ],
    learnMore: [
      {
        label: "EV: battery smoking, hissing or popping",
        href: "/diagnostics/electric-vehicle/battery-thermal-runaway-warning-signs",
      },
      { label: "Hybrid: after a crash, flood or fire", href: "/diagnostics/hybrid-system/hybrid-crash-flood-fire" },
      {
        label: "Wiring: damaged orange high-voltage cable",
        href: "/diagnostics/hybrid-system/hybrid-orange-cable-damaged",
      },
    ],
  },
  {
    kind: "answer",
    id: "ev-turtle",
    title: "Turtle or limited-power icon on an EV or hybrid",
    safetyFirst: [
      "Expect weak acceleration. Move to the right lane, hazards on if you are much slower than traffic.",
      "Leave the highway at the next exit and find a safe place to stop or charge.",
    ],
    call911When: "You are stranded crawling in a travel lane with no shoulder, or there is smoke or a burning smell.",
    checks: [
      "Check the charge level. On many EVs the turtle means the battery is almost empty: head for the nearest charger.",
      "In very hot or cold weather the battery may limit power to protect itself; it can ease as it warms up or cools down.",
      "Stop, switch off, wait a minute and restart. If the turtle comes back with other warnings, call for a tow.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "Limited power is for getting off the road, not for highway driving. Reach a charger or a shop by surface streets; if it slows further, stop somewhere safe.",
    },
    tellThem: [
      "Turtle icon, charge level, outside temperature and any other warnings.",
      "EV or hybrid: flatbed only. Towing with the drive wheels on the ground can damage the motor and electronics.",
      "Where you tried to charge, if the charger failed.",
    ],
    learnMore: [
      {
        label: "EV: turtle icon and reduced power from battery limits",
        href: "/diagnostics/electric-vehicle/turtle-mode-reduced-power-battery-limits",
      },
      {
        label: "Hybrid: Check Hybrid System, then limp mode",
        href: "/diagnostics/hybrid-system/check-hybrid-system-limp-mode",
      },
      {
        label: "Hybrid: inverter coolant pump failure, reduced power",
        href: "/diagnostics/hybrid-system/hybrid-inverter-pump-failure",
      },
    ],
  },
  {
    kind: "answer",
    id: "ev-hv-warning",
    title: "High-voltage or hybrid system warning",
    safetyFirst: [
      "Leave the road as soon as it is safe. Some cars show Stop in a Safe Place and may shut down soon.",
      "Shift to Park, hazards on, and switch off.",
      "If there is any smoke, smell or hissing, get everyone 100 feet away and call 911.",
      "Otherwise, stay in the car with seat belts on if traffic is close and there is no barrier to stand behind.",
    ],
    call911When:
      "Smoke, hissing, popping or a sweet or chemical smell appears, or the car went through deep water before the warning.",
    checks: [
      "Wait a minute and restart. If READY comes back and the warning is gone, it may have been a passing fault, but the code is stored.",
      "Write down the exact message and whether the warning symbol is red or amber.",
      "Leave orange cable covers and the battery pack alone; there is nothing to check there at the roadside.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "A high-voltage fault can shut the car down without warning. Tow it if the warning stays on; if it cleared, drive straight to a dealer or hybrid shop.",
    },
    tellThem: [
      "The exact message and when it started.",
      "Flatbed only for an EV or hybrid.",
      "Any recent flooding, collision or charging trouble.",
    ],
    learnMore: [
      {
        label: "EV: isolation fault, Service Vehicle Soon",
        href: "/diagnostics/electric-vehicle/hv-isolation-fault-service-vehicle",
      },
      {
        label: "EV: loss of propulsion, inverter fault",
        href: "/diagnostics/electric-vehicle/motor-inverter-fault-loss-of-propulsion",
      },
      { label: "Hybrid: isolation fault (P0AA6)", href: "/diagnostics/hybrid-system/hybrid-isolation-fault-p0aa6" },
      {
        label: "Wiring: damaged orange high-voltage cable",
        href: "/diagnostics/hybrid-system/hybrid-orange-cable-damaged",
      },
    ],
  },
  {
    kind: "answer",
    id: "ev-not-ready",
    title: "EV or hybrid won't go to READY",
    safetyFirst: [
      "Set the parking brake and turn on the hazards if you are near traffic.",
      "Stuck somewhere unsafe? Get everyone out and away from traffic while you sort it out.",
    ],
    call911When: "You are stuck in a travel lane or a dangerous spot and traffic is not slowing down.",
    checks: [
      "Press the brake firmly, make sure it is in Park, then press the power button once.",
      "Hold the key fob against the power button; a weak fob battery may not be detected otherwise.",
      "A weak 12-volt battery is the most common cause. Dim or dead dash lights point to it; jump it at the terminals shown in the manual.",
      "If the dash shows a high-voltage warning instead, stop retrying and call for a tow.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "Once it shows READY it drives normally. Have the 12-volt battery tested soon, since a weak one often leaves you stuck again.",
    },
    tellThem: [
      "Won't go to READY, what the dash showed, and whether a jump helped.",
      "Age of the 12-volt battery, if known.",
      "EV or hybrid: flatbed only.",
    ],
    learnMore: [
      {
        label: "Hybrid: weak 12-volt battery, won't go to READY",
        href: "/diagnostics/hybrid-system/hybrid-12v-battery",
      },
      { label: "Hybrid: message instead of READY", href: "/diagnostics/hybrid-system/hybrid-ready-interlock" },
      {
        label: "EV: dead 12-volt battery, stranded",
        href: "/diagnostics/electric-vehicle/ev-12-volt-battery-dead-stranded",
      },
      {
        label: "Won't start: Key Not Detected and a dead fob battery",
        href: "/diagnostics/engine-wont-start/key-fob-battery-dead",
      },
    ],
  },

  // Collisions
  {
    kind: "question",
    id: "collision",
    title: "After a collision or hitting something",
    prompt: "Is anyone hurt, and what happened?",
    safetyNote:
      "Hazards on. If the cars can move and nobody is hurt, move them out of traffic to the shoulder or a lot.",
    options: [
      { label: "Someone is hurt, or a car is stuck in traffic", next: "collision-injury" },
      { label: "Airbags went off", next: "collision-airbags" },
      { label: "An electric or hybrid car was hit", next: "collision-ev" },
      { label: "Minor crash, no injuries", next: "collision-minor" },
      { label: "Hit a pothole, curb, debris or an animal", next: "road-hazard-hit" },
    ],
  },
  {
    kind: "answer",
    id: "collision-injury",
    title: "Someone is hurt, or a car is stuck in traffic",
    safetyFirst: [
      "Call 911 now. Give your location, how many people are hurt and whether anyone is trapped.",
      "Switch off the engine and turn on the hazard lights.",
      "Don't move an injured person unless fire or traffic puts them in danger where they are.",
      "Anyone who can walk should get out on the side away from traffic and stand behind a barrier.",
      "If getting out would put someone in traffic, stay in the car with seat belts on until help arrives.",
    ],
    call911When: "Right away for any injury, anyone trapped, a vehicle blocking traffic, leaking fuel or smoke.",
    checks: [
      "From a distance, look for leaking fluid, smoke or fire.",
      "Photograph the scene, the vehicles and the plates only when it is safe to do so.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "Leave the car where it is until police say otherwise, unless it is safe and legal to move it out of traffic.",
    },
    tellThem: [
      "Police report number and the officer's name.",
      "Damage to wheels, suspension or steering, since it changes how the car can be towed.",
      "AWD: flatbed only.",
    ],
    learnMore: [
      { label: "Airbags: crash data stored in the SRS module", href: "/diagnostics/obd/srs-crash-data-stored" },
      {
        label: "Suspension: bent arm or knuckle after an impact",
        href: "/diagnostics/suspension/bent-arm-after-curb-strike",
      },
    ],
  },
  {
    kind: "answer",
    id: "collision-airbags",
    title: "Airbags went off",
    safetyFirst: [
      "Switch off the engine and turn on the hazard lights.",
      "Check everyone for injuries. The powder in the air comes from the airbags; it can sting eyes and throats, but it is not smoke.",
      "If you can walk, get out on the side away from traffic and stand behind a barrier.",
      "Call 911 if anyone hurts anywhere; chest and neck injuries are easy to miss.",
    ],
    call911When: "Anyone has chest, neck, head or belly pain, trouble breathing or confusion, or anyone is trapped.",
    checks: ["From outside, look for fluid leaks or smoke.", "Don't try to restart it and drive away."],
    drive: {
      verdict: "stop",
      reason: "With the airbags spent, the car has no working airbags and may have hidden structural damage. Tow it.",
    },
    tellThem: [
      "Airbags deployed, and which ones.",
      "Police report number and insurance details.",
      "AWD or 4WD: flatbed only.",
    ],
    learnMore: [
      { label: "Airbags: crash data stored in the SRS module", href: "/diagnostics/obd/srs-crash-data-stored" },
      {
        label: "Driver assist: sensors not calibrated after a repair",
        href: "/diagnostics/adas-sensor-calibration/collision-repair-returned-without-calibration",
      },
      {
        label: "Network: warning lights after collision repair",
        href: "/diagnostics/can-bus-network/network-codes-after-collision-repair",
      },
    ],
  },
  {
    kind: "answer",
    id: "collision-ev",
    title: "Collision in an EV or hybrid",
    safetyFirst: [
      "Shift to Park and switch off. Get everyone out on the side away from traffic.",
      "Stand at least 100 feet away if you see smoke or hear hissing or popping from under the floor.",
      "Don't touch orange cables or anything exposed under the car.",
    ],
    call911When: "Any injury, any smoke or smell from the battery, damage under the floor, or the car went into water.",
    checks: [
      "From a distance, look for damage low on the car: a scraped underbody, a dent below a door, or fluid pooling.",
      "Note any warning messages before you switch off.",
    ],
    drive: {
      verdict: "stop",
      reason:
        "A damaged battery pack can catch fire hours or days later. Even with little visible damage, tow it and have the pack inspected.",
    },
    tellThem: [
      "EV or hybrid collision: flatbed only, and park it outdoors, away from buildings.",
      "Where it was hit, especially anything under the floor.",
      "Tell firefighters and the tow driver the car is high-voltage.",
    ],
    learnMore: [
      {
        label: "Wiring: damaged orange high-voltage cable",
        href: "/diagnostics/hybrid-system/hybrid-orange-cable-damaged",
      },
      { label: "Hybrid: high-voltage system fault", href: "/diagnostics/hybrid-system/hybrid-hv-system-fault" },
    ],
  },
  {
    kind: "answer",
    id: "collision-minor",
    title: "Minor crash with no injuries",
    safetyFirst: [
      "If both cars can drive, move them out of traffic to the shoulder or a nearby lot; many states require it.",
      "Hazards on, and get out on the side away from traffic.",
      "Swap names, phone numbers, insurance and plate numbers, and photograph both cars and the scene.",
    ],
    call911When:
      "Anyone feels pain, a driver leaves without sharing details, or a car is blocking traffic. For a report only, use the police non-emergency number.",
    checks: [
      "Walk around: lights working, no tire rubbing, nothing dripping, hood and trunk latched.",
      "Look for a wheel that sits at a different angle or a tire with a cut.",
      "Check for new warning lights after you restart.",
    ],
    drive: {
      verdict: "careful",
      reason:
        "If nothing leaks, rubs or pulls and every light works, drive gently to a shop or home. Tow it if a wheel looks bent or the car pulls.",
    },
    tellThem: [
      "Where the car was hit, and any noises since.",
      "Police report or claim number.",
      "Any new warning lights, for example ABS or airbag.",
    ],
    learnMore: [
      {
        label: "Suspension: bent arm after a curb or impact",
        href: "/diagnostics/suspension/bent-arm-after-curb-strike",
      },
      {
        label: "Alignment: steering wheel off-center after an impact",
        href: "/diagnostics/alignment/wheel-off-center-after-pothole",
      },
      {
        label: "Driver assist: radar knocked out of aim by a bump",
        href: "/diagnostics/adas-sensor-calibration/radar-knocked-out-of-aim-by-minor-hit",
      },
      { label: "Airbags: airbag light on after a crash", href: "/diagnostics/obd/srs-crash-data-stored" },
    ],
  },
  {
    kind: "answer",
    id: "road-hazard-hit",
    title: "Hit a pothole, curb, debris or an animal",
    safetyFirst: [
      "Pull over at the next safe place, hazards on, and check the car.",
      "If you hit a deer or other large animal, keep away from it; an injured animal can kick or bite.",
      "Don't walk onto the road to move debris or an animal; call the police to clear it.",
    ],
    call911When: "An animal or debris is blocking a lane, anyone is hurt, or the car is leaking fluid.",
    checks: [
      "Look at the tire and rim for a bulge, a cut or a bent lip.",
      "Look under the front for hanging parts or fluid, without crawling underneath.",
      "Drive slowly for a few hundred feet in a lot: notice any pull, vibration or an off-center steering wheel.",
    ],
    drive: {
      verdict: "careful",
      reason: "With no bulge, leak or pull, drive on carefully and have the tires and alignment checked soon.",
    },
    tellThem: [
      "What you hit, which corner, and at what speed.",
      "Any pull, vibration or new warning light.",
      "For a deer or animal strike, the police report for your insurer.",
    ],
    learnMore: [
      { label: "Tires: sidewall bulge after a pothole", href: "/diagnostics/alignment/sidewall-bulge" },
      { label: "Wheels: bent rim after a pothole", href: "/diagnostics/alignment/bent-wheel-after-pothole" },
      {
        label: "Alignment: steering wheel off-center after a pothole",
        href: "/diagnostics/alignment/wheel-off-center-after-pothole",
      },
      { label: "Suspension: bent arm after a curb strike", href: "/diagnostics/suspension/bent-arm-after-curb-strike" },
    ],
  },
];
