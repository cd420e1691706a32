import {
  cadillac6L80Escalade,
  chevrolet6L80,
  chrysler41te62te,
  chrysler62teVehicles,
  dodge41te62te,
  dodge62teVehicles,
  ford6R80Vehicles,
  fordDps6Vehicles,
  fordDps6Vehicles2011To2016,
  gm4L60e4L65eTrucks,
  gm4L60e4L65eVehicles,
  gm4L60eTrucks,
  gmc6L80,
  gmt800Trucks,
} from "~/content/vehicles";
import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Automatic, CVT, dual-clutch and manual gearboxes, transfer cases and differentials: what a slip, shudder, clunk, leak or limp mode means and what it costs to fix.",
  howItWorks: [
    "A conventional automatic (GM 6L80, Ford 10R80, ZF 8HP, Aisin U660E) couples to the engine through a torque converter and changes ratio by applying clutch packs and bands around planetary gearsets. A pump driven by the converter hub makes line pressure; the valve body, its shift and pressure-control solenoids and the transmission control module (TCM) decide which clutch gets that pressure and how hard. Input and output speed sensors let the TCM check every ratio, and a torque converter clutch locks the converter at cruise to stop slip.",
    "A CVT (Jatco in Nissan, Subaru Lineartronic TR580/TR690, Honda) swaps gears for two variable-width pulleys joined by a steel push belt or chain, squeezed by hydraulic pressure, so fluid condition and pressure control decide whether it grips or slips. A dual-clutch transmission (Ford DPS6 PowerShift, VW DSG, Hyundai 7DCT) is an automated manual: one clutch carries the odd gears, the other the even gears, and an actuator or mechatronic unit pre-selects the next gear. A manual gearbox uses synchronizer rings to match gear speed before the shift sleeve engages.",
    "On 4WD and AWD vehicles a transfer case or power transfer unit (PTU) splits torque to the front and rear axles, by chain, gears or an electronically applied clutch pack, and each axle's differential lets the wheels turn at different speeds in a corner. Every one of these units lives on its own fluid: ATF, CVT fluid, DCT fluid, manual transmission fluid or gear oil, and the wrong one can cause the very fault it was meant to prevent.",
  ],
  howItFails: [
    "Automatics mostly die of heat and wear: fluid that is low, old or the wrong type lets clutches slip, the slip makes more heat, and the friction debris clogs the filter and wears the valve body bores. Electrical faults (solenoids, speed sensors, range sensors, lead frames and connectors) cause sudden harsh shifts or a limp mode that holds one gear, usually with a P07xx code. Torque converter clutch wear shows up as a shudder at 25–50 mph long before anything else fails.",
    "CVTs tend to whine, judder or lose power on hills as belts and pulleys wear or the fluid breaks down; Nissan and Subaru both extended warranties on certain years. Dry dual-clutch units (Ford PowerShift, Hyundai 7DCT) shudder and hesitate from a stop when clutch surfaces glaze or get oil-soaked, and wet DSG units more often fail in the mechatronic unit. Manual gearboxes wear synchro rings and bearings, so they grind, pop out of gear or growl in neutral.",
    "Transfer cases and differentials fail from low or contaminated gear oil: whine on acceleration or deceleration, clunks, binding in tight turns, and 4WD systems that will not engage because an encoder motor, vacuum hub or actuator has quit. Leaks are the early warning for all of it: red ATF from pans, cooler lines and axle seals, and gear oil from pinion and PTU seals.",
  ],
  tools: [
    "Scan tool with transmission data: commanded vs. actual gear, TFT, input/output speed, TCC slip, pressure command",
    "Factory-level software (GDS2, FDRS, wiTECH, Techstream, HDS, CONSULT, ODIS) for relearns, counters and TCM updates",
    "Infrared or scan-tool fluid temperature reading for level checks on sealed transmissions",
    "Line-pressure gauge kit (0–300 psi) with adapters for case test ports",
    "Digital multimeter for solenoid, sensor and range-switch resistance and voltage",
    "Fluid pump and correct adapters for fill-plug transmissions, CVTs and differentials",
    "Drain pan, magnet and a paper towel to read debris and fluid color",
    "Chassis ears or an electronic stethoscope to pin down whines and bearing noise",
    "Floor jack and rated jack stands, or a lift: a level vehicle is required for accurate fill checks",
    "Hand vacuum pump for 4WD vacuum hub and actuator circuits",
    "Dial indicator for differential backlash and runout",
  ],
  safety: [
    "A transmission that drops into neutral, downshifts to first at speed or does not hold in Park can cause a crash or a rollaway; treat those faults as stop-driving problems and set the parking brake every time you park.",
    "Sealed-transmission level checks are done with the engine running and the car level on stands; keep hands, sleeves and tools clear of the spinning driveshaft, axles and cooling fan.",
    "Hot ATF and gear oil can be over 200°F (93°C) and cause burns; a fill plug pulled on a running transmission sprays fluid, so have the pump ready.",
    "ATF or gear oil dripping onto a catalytic converter or exhaust manifold can ignite; a burning smell plus smoke from underneath means pull over and shut the engine off.",
    "Never get under a vehicle supported only by a jack, and chock the wheels: with the transmission in neutral for a fluid check or a driveshaft off, only the parking brake holds it.",
    "Transmission assemblies weigh 100–400 lb; use a transmission jack with a safety chain, never a floor jack alone.",
  ],
  symptoms: [
    { id: "slips-or-flares", label: "Engine revs flare or the transmission slips" },
    { id: "delayed-engagement", label: "Delay before it engages Drive or Reverse" },
    { id: "harsh-shifts", label: "Harsh, banging or erratic shifts" },
    { id: "stuck-in-gear", label: "Stuck in one gear or in limp mode" },
    { id: "no-drive", label: "Won't move in Drive, Reverse or any gear" },
    { id: "shudder", label: "Shudder or vibration under light acceleration" },
    { id: "whine-noise", label: "Whine, hum or howl that changes with speed or rpm" },
    { id: "clunk-knock", label: "Clunk, knock, bang or grinding from the drivetrain" },
    { id: "fluid-leak", label: "Red, pink or brown fluid leak under the car" },
    { id: "burning-smell", label: "Burning smell or smoke from underneath" },
    { id: "warning-light", label: "Check engine, wrench or transmission warning light" },
    { id: "shifter-problem", label: "Shifter stuck, loose or not matching the gear" },
    { id: "manual-gearbox", label: "Manual gearbox grinds, sticks or pops out of gear" },
    { id: "four-wheel-drive", label: "4WD or AWD won't engage, binds or shows a warning" },
    { id: "overheating", label: "Transmission temperature warning or overheating" },
    { id: "fluid-condition", label: "Fluid is dark, burnt, milky or low" },
  ],
  problems: [
    {
      slug: "automatic-slips-rpm-flare-on-upshift",
      title: "Engine revs jump between gears and the automatic feels like it slips",
      summary:
        "Most often low or worn-out fluid letting a clutch pack slip; check the level first. If the level is right and the fluid is burnt or full of debris, the clutch pack is worn and the transmission needs a rebuild or replacement.",
      symptoms: [
        "Tachometer climbs 300–800 rpm during a shift before the next gear catches",
        "Acceleration lags behind engine speed, worst when merging or climbing",
        "Slip grows as the transmission warms up after 15–20 minutes of driving",
        "Check engine light with an incorrect-gear-ratio code",
        "Fluid smells scorched on the dipstick or drain",
      ],
      symptomIds: ["slips-or-flares", "warning-light", "fluid-condition"],
      causes: [
        {
          likelihood: "common",
          part: "Low ATF level from a leak",
          why: "The pump pulls air at the pickup, line pressure drops, and the applying clutch cannot clamp hard enough to hold engine torque.",
        },
        {
          likelihood: "common",
          part: "Worn clutch pack or band",
          why: "Friction material has worn thin or glazed, so even full line pressure lets the plates slip during and after the shift.",
        },
        {
          likelihood: "occasional",
          part: "Sticking or worn valve-body valve (pressure regulator, accumulator)",
          why: "A bore worn by debris leaks pressure away from the clutch circuit, softening the apply and stretching the shift.",
        },
        {
          likelihood: "rare",
          part: "Failed pressure control solenoid commanding low pressure",
          why: "The variable-force solenoid sets line pressure; if it sticks at its low end every clutch is under-clamped.",
        },
      ],
      checks: [
        {
          step: "Check the fluid level with the engine running, warm, on level ground, using the dipstick or the fill-plug procedure for a sealed unit.",
          tools: ["Dipstick or fill-plug adapter", "Shop towel"],
          expect:
            "Level in the hot crosshatch; low fluid that fixes the slip once topped up means find the leak before anything else.",
        },
        {
          step: "Smell and look at the fluid on a white towel.",
          tools: ["White shop towel"],
          expect:
            "Healthy ATF is red or amber and smells oily; brown-black fluid with a burnt odor and grit means worn friction material.",
        },
        {
          step: "Scan for codes and record gear ratio data during the slip.",
          tools: ["Scan tool"],
          expect:
            "P0729, P0731–P0736 or P0894 name the gear that slips; compare commanded gear, input and output speed to see which ratio is wrong.",
        },
        {
          step: "Fit a pressure gauge to the line-pressure port and test at idle and at a brief full-throttle brake stall (5 seconds maximum).",
          tools: ["0–300 psi pressure gauge", "Adapters"],
          expect:
            "Most automatics idle at roughly 50–90 psi in Drive and rise to 150–250+ psi under load; low at every range points to the pump or regulator, low in one range to that clutch circuit.",
        },
        {
          step: "Drop the pan and inspect the filter and magnet.",
          tools: ["Drain pan", "Socket set"],
          expect:
            "A fine gray paste on the magnet is normal wear; friction flakes, brass chunks or steel slivers mean internal damage.",
        },
      ],
      fix: "Top up and repair a leak if that cures it. Worn clutches need a rebuild or a remanufactured unit, with the cooler and lines flushed and the TCM adaptive values reset and relearned on a road test. Many remanufactured units require TCM programming or loading a solenoid calibration file.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Top up, repair the leak and relearn",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Overhaul with cooler flush and relearn",
            partsLow: 1000,
            partsHigh: 2200,
            laborHoursLow: 10,
            laborHoursHigh: 12,
          },
          {
            name: "Remanufactured transmission with TCM programming",
            partsLow: 2500,
            partsHigh: 3500,
            laborHoursLow: 7,
            laborHoursHigh: 12,
          },
        ],
        excludes: "Diagnosis fee, taxes and cooler replacement; dealer pricing runs higher.",
      },
      verdict: "careful",
      verdictReason:
        "A slipping transmission can lose drive in traffic and every mile adds heat damage; drive gently and only to a shop.",
      codes: ["P0729", "P0730", "P0731", "P0732", "P0733", "P0734", "P0735", "P0894"],
      terms: ["clutch pack", "line pressure", "incorrect gear ratio", "valve body"],
      related: [
        "transmission-fluid-dark-burnt-smell",
        "red-fluid-puddle-under-car",
        "delayed-engagement-into-drive-or-reverse",
      ],
    },
    {
      slug: "delayed-engagement-into-drive-or-reverse",
      title: "Long pause before the car moves after shifting into Drive or Reverse",
      summary:
        "A 1–3 second delay into gear usually means low fluid, fluid draining back from the converter overnight, or worn seals in the forward or reverse clutch circuit. Check the level warm, then pressure-test before buying parts.",
      symptoms: [
        "Shift lever goes into D or R and nothing happens for 1–3 seconds, then a thump",
        "Worst on the first start of the day, better once warm (or the reverse on worn units)",
        "Engine rpm dips slightly when the gear finally engages",
        "Sometimes engages only after revving the engine",
      ],
      symptomIds: ["delayed-engagement", "clunk-knock", "fluid-condition"],
      causes: [
        {
          likelihood: "common",
          part: "Low fluid level",
          why: "With the level near the pickup, the pump takes longer to fill the clutch piston cavity, so engagement waits for pressure.",
        },
        {
          likelihood: "common",
          part: "Worn piston seals or sealing rings in the forward or reverse clutch",
          why: "Hardened lip seals and worn Teflon rings leak apply pressure, so the clutch fills slowly and bangs when it finally holds.",
        },
        {
          likelihood: "occasional",
          part: "Converter drainback or a worn front pump",
          why: "Fluid drains out of the converter and lines overnight; a worn pump cannot refill them quickly at idle.",
        },
        {
          likelihood: "rare",
          part: "Plugged filter or cracked pickup tube",
          why: "A restricted or air-leaking inlet starves the pump, so the whole hydraulic system builds pressure slowly.",
        },
      ],
      checks: [
        {
          step: "Time the engagement with a stopwatch: warm engine at idle, foot on the brake, shift N to D and N to R.",
          tools: ["Stopwatch or phone timer"],
          expect:
            "Under about 1 second is normal; 1.5–3 seconds into one range only points at that range's clutch; both ranges slow points at fluid, pump or filter.",
        },
        {
          step: "Check the fluid level and condition hot.",
          tools: ["Dipstick or fill-plug procedure"],
          expect:
            "A low level that corrects the delay after topping up confirms a leak; dark fluid with debris suggests worn clutches.",
        },
        {
          step: "Note whether the delay is only after sitting overnight.",
          tools: [],
          expect:
            "A delay only on the first shift of the day that disappears after a few seconds of idling points to drainback rather than a worn clutch.",
        },
        {
          step: "Pressure test at idle in Drive and Reverse.",
          tools: ["Line pressure gauge"],
          expect:
            "Pressure that builds slowly or sits below spec in one range indicates an internal leak in that circuit; low in both indicates pump or filter.",
        },
        {
          step: "Check for codes and for a TCM calibration update or bulletin on engagement feel for that model.",
          tools: ["Scan tool", "Service information"],
          expect:
            "A matching bulletin with a calibration change can cure a delay that pressure testing does not explain.",
        },
      ],
      fix: "Correct the level and fix leaks first. A worn forward or reverse clutch seal needs a teardown and reseal, usually done as an overhaul. After any repair, reset adaptive pressures with the scan tool and complete the engagement relearn (several N–D and N–R shifts with the transmission warm).",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Correct the level, repair the leak and relearn",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "Overhaul with new clutch seals and relearn",
            partsLow: 700,
            partsHigh: 1500,
            laborHoursLow: 10,
            laborHoursHigh: 12,
          },
          {
            name: "Install a remanufactured transmission",
            partsLow: 2200,
            partsHigh: 3000,
            laborHoursLow: 7,
            laborHoursHigh: 11,
          },
        ],
        excludes: "Diagnosis fee, taxes and a TCM reflash; dealer prices run higher.",
      },
      verdict: "careful",
      verdictReason:
        "Safe to drive if it still engages every time, but a delayed reverse can lurch the car into something; allow time before pressing the gas.",
      codes: ["P0700", "P0868"],
      terms: ["engagement", "drainback", "piston seal", "adaptive learning"],
      related: [
        "automatic-slips-rpm-flare-on-upshift",
        "car-will-not-move-in-any-gear",
        "automatic-no-reverse-forward-gears-work",
      ],
    },
    {
      slug: "car-will-not-move-in-any-gear",
      title: "Engine runs but the car won't move in Drive or Reverse",
      summary:
        "Check the fluid level and the shift cable before anything else; empty fluid, a disconnected cable or a broken flexplate or converter stops all drive. If the level is full and the linkage moves the transmission, the pump or input has failed internally.",
      symptoms: [
        "Engine revs freely in every gear with no movement",
        "Gear indicator changes but nothing engages",
        "Grinding, whirring or clanking from the bellhousing area",
        "Fresh puddle of red fluid where the car was parked",
      ],
      symptomIds: ["no-drive", "fluid-leak", "clunk-knock"],
      causes: [
        {
          likelihood: "common",
          part: "Fluid lost through a blown cooler line, pan or seal",
          why: "With no fluid at the pickup the pump cannot make pressure, so no clutch applies in any range.",
        },
        {
          likelihood: "occasional",
          part: "Shift cable or bushing disconnected at the transmission",
          why: "The lever moves the indicator or nothing at all while the manual valve stays in Park or Neutral.",
        },
        {
          likelihood: "occasional",
          part: "Broken flexplate or sheared torque converter bolts",
          why: "The engine spins but no longer turns the converter, so neither the pump nor the input shaft turns.",
        },
        {
          likelihood: "rare",
          part: "Failed front pump, stripped input shaft or broken converter splines",
          why: "The hydraulic supply or the mechanical path into the geartrain has broken inside the case.",
        },
      ],
      checks: [
        {
          step: "Look under the car for fluid and check the level with the engine running.",
          tools: ["Flashlight", "Dipstick or fill-plug adapter"],
          expect:
            "An empty dipstick or nothing at the fill plug confirms fluid loss: find the leak, refill and retest before condemning the unit.",
        },
        {
          step: "Have a helper move the shifter while you watch the lever on the transmission case.",
          tools: ["Helper", "Jack stands"],
          expect:
            "The case lever should click through each detent; if it stays still, the cable end or bushing has come off.",
        },
        {
          step: "Remove the inspection cover or starter and look at the flexplate and converter bolts while a helper bumps the engine.",
          tools: ["Socket set", "Flashlight"],
          expect:
            "A cracked flexplate around the crank bolts or loose converter nuts confirms the break in the drive path.",
        },
        {
          step: "With fluid full and linkage correct, fit a pressure gauge and check line pressure at idle in Drive.",
          tools: ["Line pressure gauge"],
          expect:
            "Most automatics make about 50–80 psi at idle in Drive (typical; confirm in the service information). Under about 20 psi with a full level points to a failed pump or pump drive; normal pressure with no drive points to a broken shaft or internal part.",
        },
      ],
      fix: "Repair the leak and refill with the specified fluid, reattach or replace the shift cable or bushing, or replace the flexplate and torque-to-spec converter bolts. Internal pump or shaft failure needs an overhaul or remanufactured unit, followed by a cooler flush and adaptive relearn.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair the cooler line or pan leak and refill",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "Reattach or replace the shift cable or bushing",
            partsLow: 15,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the flexplate and converter bolts",
            partsLow: 100,
            partsHigh: 300,
            laborHoursLow: 4,
            laborHoursHigh: 7,
          },
          {
            name: "Install a remanufactured transmission",
            partsLow: 2200,
            partsHigh: 3500,
            laborHoursLow: 7,
            laborHoursHigh: 12,
          },
        ],
        excludes: "Towing, diagnosis fee and taxes; a new cooler and dealer pricing are extra.",
      },
      verdict: "stop",
      verdictReason:
        "With no drive the car cannot be moved safely; tow it rather than letting a half-working unit strand you in traffic.",
      codes: ["P0700", "P0868", "P0944"],
      terms: ["flexplate", "torque converter", "front pump", "shift cable"],
      related: [
        "shifter-moves-but-gear-does-not-change",
        "knock-at-idle-from-bellhousing-flexplate",
        "red-fluid-puddle-under-car",
        "transmission-cooler-line-leak",
      ],
    },
    {
      slug: "automatic-stuck-in-limp-mode-one-gear",
      title: "Transmission stuck in one gear with the check engine light on",
      summary:
        "The TCM has seen a fault and locked the transmission in a fixed limp gear (often 2nd, 3rd or 4th) to protect it. Read the codes: an electrical solenoid, speed-sensor or range-sensor fault is often a connector or harness repair, not a new transmission.",
      symptoms: [
        "Pulls away slowly from a stop in a high gear and never upshifts",
        "Reverse still works but everything forward feels like a single gear",
        "Check engine or wrench light on, sometimes a flashing gear indicator",
        "Resets to normal after turning the key off, then returns",
      ],
      symptomIds: ["stuck-in-gear", "warning-light", "harsh-shifts"],
      causes: [
        {
          likelihood: "common",
          part: "Solenoid or harness fault (open, short, corroded connector)",
          why: "When a commanded solenoid circuit reads out of range, the TCM shuts off solenoid power and the valve body defaults to its mechanical limp gear.",
        },
        {
          likelihood: "common",
          part: "Input or output speed sensor signal lost",
          why: "Without speed data the TCM cannot verify ratios, so it stops shifting rather than risk a wrong one.",
        },
        {
          likelihood: "occasional",
          part: "Low battery or charging voltage",
          why: "Below about 10–11 V many TCMs log a voltage fault and go to failsafe.",
        },
        {
          likelihood: "occasional",
          part: "Internal mechanical slip detected as an incorrect ratio",
          why: "A slipping clutch produces a ratio error and the TCM defaults to protect the remaining clutches.",
        },
        {
          likelihood: "rare",
          part: "TCM internal failure (GM 6L80 TEHCM, Ford PowerShift TCM)",
          why: "A heat-damaged control module loses solenoid drivers or communication, leaving no shift control.",
        },
      ],
      checks: [
        {
          step: "Check battery voltage engine off and running.",
          tools: ["Multimeter"],
          expect:
            "12.4–12.7 V engine off and 13.5–14.8 V running; low charging voltage can trigger the limp mode on its own.",
        },
        {
          step: "Read and record every code and freeze frame before clearing anything.",
          tools: ["Scan tool"],
          expect:
            "P0750–P0770 and P0960–P0977 point to solenoid circuits, P0715/P0720 to speed sensors, P0705 to the range sensor, P0731–P0736 to mechanical slip.",
        },
        {
          step: "Unplug and inspect the transmission case connector and harness along the pan and crossmember.",
          tools: ["Flashlight", "Pick"],
          expect:
            "Green corrosion, fluid inside the connector, bent pins or a rubbed-through harness explain electrical codes.",
        },
        {
          step: "Measure solenoid resistance through the case connector using the pinout.",
          tools: ["Multimeter", "Wiring diagram"],
          expect:
            "On/off shift solenoids commonly read about 10–30 ohms and variable-force pressure solenoids about 3–8 ohms; open or shorted readings confirm the circuit. Check the exact spec.",
        },
        {
          step: "Clear codes and road test while watching commanded vs. actual gear and speed sensor PIDs.",
          tools: ["Scan tool"],
          expect:
            "A speed PID that drops to zero while driving condemns that sensor or its wiring; a ratio code with good signals means internal slip.",
        },
      ],
      fix: "Repair the wiring or connector, replace the failed solenoid, sensor or pack, or the TCM if its drivers are dead (new TCMs need programming to the VIN). If the code is a ratio error, the transmission needs internal repair. Clear codes, reset adaptives and road test through every gear.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair the wiring or connector",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.7,
            laborHoursHigh: 2,
          },
          {
            name: "Replace a solenoid, sensor or solenoid pack",
            partsLow: 80,
            partsHigh: 500,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
          {
            name: "Replace and program the TCM",
            partsLow: 400,
            partsHigh: 900,
            laborHoursLow: 1.5,
            laborHoursHigh: 4.7,
          },
        ],
        excludes:
          "Diagnosis fee, taxes, TCM programming and any internal repair if the code is a ratio fault; dealer rates are higher.",
      },
      verdict: "careful",
      verdictReason:
        "Limp mode still moves the car but acceleration is poor and merging is risky; drive straight to a shop, off the highway if possible.",
      codes: ["P0700", "P0715", "P0720", "P0750", "P0755", "P0760", "P0705"],
      terms: ["limp mode", "failsafe", "shift solenoid", "TCM"],
      related: [
        "shift-solenoid-code-erratic-shifting",
        "speedometer-dead-and-erratic-shifting",
        "starts-only-in-neutral-or-wrong-gear-shown",
      ],
      commonOn: [chevrolet6L80, gmc6L80, cadillac6L80Escalade, fordDps6Vehicles],
    },
    {
      slug: "torque-converter-shudder-light-throttle",
      title: "Feels like driving over rumble strips at 30–50 mph on light throttle",
      summary:
        "Classic torque converter clutch shudder: the lockup clutch grabs and slips as it applies. A fluid change with the correct, fresh ATF fixes many; if it returns, the torque converter needs replacing.",
      symptoms: [
        "Rapid vibration like rumble strips at 30–50 mph under light throttle, gone when you accelerate harder",
        "Shudder disappears the moment you lift or press the brake",
        "Worse on a slight uphill or with cruise control on",
        "Tachometer needle flickers by 50–100 rpm during the shudder",
      ],
      symptomIds: ["shudder"],
      causes: [
        {
          likelihood: "common",
          part: "Worn or contaminated ATF friction modifiers",
          why: "Old fluid loses the additives that let the converter clutch slip smoothly, so it alternately sticks and slips (stick-slip).",
        },
        {
          likelihood: "common",
          part: "Glazed or worn torque converter clutch lining",
          why: "Lining damaged by controlled-slip heat cannot apply smoothly and chatters at partial apply.",
        },
        {
          likelihood: "occasional",
          part: "TCC control valve or solenoid wear",
          why: "Pressure to the clutch oscillates, so apply force pulses in and out.",
        },
        {
          likelihood: "rare",
          part: "Engine misfire mistaken for shudder",
          why: "A light-load misfire feels similar at cruise but shows in misfire counters and does not follow TCC apply.",
        },
      ],
      checks: [
        {
          step: "Reproduce it while watching TCC command and TCC slip speed on a scan tool.",
          tools: ["Scan tool"],
          expect:
            "A shudder that starts when TCC is commanded on and slip speed swings instead of settling near 0–50 rpm is converter shudder.",
        },
        {
          step: "Check misfire counters at the same speed and load.",
          tools: ["Scan tool"],
          expect: "Zero misfire counts confirms it is not the engine.",
        },
        {
          step: "Hold the speed where it shudders and brush the brake pedal just enough to light the brake lamps, which drops TCC apply.",
          tools: [],
          expect: "If the vibration stops instantly when TCC releases, the converter or its fluid is the cause.",
        },
        {
          step: "Pull a sample from the dipstick or fill plug and check the ATF's color and smell, and the miles since its last exchange.",
          tools: ["Shop towel"],
          expect: "Fluid past 60,000 miles or dark and sour-smelling supports a fluid service as the first fix.",
        },
      ],
      fix: "Exchange the fluid with the exact specified ATF (often a full flush or two drain-and-fills), then reset TCC adaptives. If shudder returns within a few thousand miles, replace the torque converter, flush the cooler and check for a TCM calibration update.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Fluid exchange and TCC adaptive reset",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the torque converter",
            partsLow: 400,
            partsHigh: 1000,
            laborHoursLow: 6,
            laborHoursHigh: 9.3,
          },
        ],
        excludes: "Diagnosis fee and taxes; dealer rates run higher.",
      },
      verdict: "ok",
      verdictReason:
        "Shudder is not a safety risk in itself, but continued slipping glazes the converter and contaminates the fluid, so fix it soon.",
      codes: ["P0741"],
      terms: ["torque converter clutch", "TCC slip speed", "stick-slip", "friction modifier"],
      related: [
        "gm-8-speed-shudder-8l90-8l45",
        "tcc-not-locking-high-rpm-on-highway",
        "transmission-fluid-dark-burnt-smell",
        "obd/p0740-p0741-torque-converter-clutch",
      ],
    },
    {
      slug: "engine-stalls-coming-to-stop-tcc-stuck-on",
      title: "Engine stalls or nearly dies every time I roll to a stop in Drive",
      summary:
        "The torque converter clutch is staying applied, so the engine is locked to the wheels as they stop. Usually a stuck TCC solenoid or valve; shifting to Neutral before stopping gets you to the shop.",
      symptoms: [
        "Engine rpm drops and the car bucks or stalls as speed falls below about 15 mph",
        "Restarts fine in Park and idles normally in Neutral",
        "Feels like a manual car stopping without the clutch pressed",
        "Check engine light with a TCC code on many models",
      ],
      symptomIds: ["stuck-in-gear", "warning-light", "clunk-knock"],
      causes: [
        {
          likelihood: "common",
          part: "TCC solenoid stuck open or its valve stuck in the apply position",
          why: "Pressure stays on the converter clutch after the TCM releases it, so the converter cannot slip at a stop.",
        },
        {
          likelihood: "occasional",
          part: "Debris in the TCC regulator or apply valve bore",
          why: "Friction debris holds the valve in the apply position even with the solenoid off.",
        },
        {
          likelihood: "occasional",
          part: "Faulty vehicle or output speed signal",
          why: "If the TCM thinks the car is still moving it keeps commanding lockup.",
        },
        {
          likelihood: "rare",
          part: "Converter clutch welded or stuck from overheating",
          why: "A damaged clutch stays mechanically engaged regardless of hydraulic command.",
        },
      ],
      checks: [
        {
          step: "Roll to a stop while watching TCC command and slip speed.",
          tools: ["Scan tool"],
          expect:
            "TCC commanded off but slip speed still near 0 rpm as the car slows confirms the clutch is held on hydraulically or mechanically.",
        },
        {
          step: "Compare vehicle speed and output speed PIDs with the speedometer.",
          tools: ["Scan tool"],
          expect: "Matching speeds rule out a bad speed input; a stuck high reading points to the sensor.",
        },
        {
          step: "Command the TCC solenoid on and off with bidirectional controls and measure its resistance.",
          tools: ["Bidirectional scan tool", "Multimeter"],
          expect:
            "An audible click and spec resistance (often 10–25 ohms on on/off TCC solenoids) clear the electrical side; no change in slip points to a stuck valve.",
        },
        {
          step: "Drop the pan and look for debris on the magnet and filter.",
          tools: ["Drain pan", "Socket set"],
          expect: "Heavy debris means a contaminated valve body and likely converter damage.",
        },
      ],
      fix: "Replace the TCC solenoid (on some units part of a solenoid pack), clean or replace the valve body, or replace the converter if it is stuck mechanically. Flush the cooler, refill with the correct ATF, clear codes and relearn TCC adaptives.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Replace the TCC solenoid", partsLow: 40, partsHigh: 200, laborHoursLow: 1, laborHoursHigh: 2 },
          {
            name: "Clean or replace the valve body",
            partsLow: 300,
            partsHigh: 800,
            laborHoursLow: 3,
            laborHoursHigh: 5,
          },
          {
            name: "Replace the torque converter",
            partsLow: 400,
            partsHigh: 1200,
            laborHoursLow: 6,
            laborHoursHigh: 8.7,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, dealer pricing, TCM or PCM reprogramming, and an idle or throttle body fault that also lets the engine stall.",
      },
      verdict: "careful",
      verdictReason:
        "A stall at a stop leaves you without power steering and with little brake assist; shift to Neutral while coasting to a stop and get it repaired.",
      codes: ["P0742", "P0740", "P0743"],
      terms: ["TCC solenoid", "lockup", "torque converter clutch"],
      related: [
        "tcc-not-locking-high-rpm-on-highway",
        "torque-converter-shudder-light-throttle",
        "shift-solenoid-code-erratic-shifting",
      ],
    },
    {
      slug: "tcc-not-locking-high-rpm-on-highway",
      title: "Highway rpm is 300–500 higher than it used to be and mileage dropped",
      summary:
        "The torque converter clutch is not locking or is slipping, so the converter slips at cruise. Check for P0741; on GM 4L60E/4L65E trucks the usual fix is a TCC valve and isolator repair in the valve body, elsewhere a solenoid or converter.",
      symptoms: [
        "Tachometer reads several hundred rpm higher at 60–70 mph than normal",
        "Fuel economy down 2–4 mpg",
        "Transmission runs hotter on the temperature gauge or scan data",
        "Check engine light with P0741 or, on older GM trucks, P1870",
      ],
      symptomIds: ["slips-or-flares", "warning-light", "overheating"],
      causes: [
        {
          likelihood: "common",
          part: "Worn TCC regulator/apply valve bore (GM 4L60E and 4L65E)",
          why: "Bore wear bleeds off converter clutch apply pressure so the clutch slips under load and sets P1870 or P0741.",
        },
        {
          likelihood: "occasional",
          part: "TCC solenoid or PWM solenoid weak or open",
          why: "The solenoid cannot stroke the apply valve, so lockup never happens.",
        },
        {
          likelihood: "occasional",
          part: "Worn converter clutch lining or leaking converter hub seal",
          why: "The clutch cannot hold engine torque even when fully commanded.",
        },
        {
          likelihood: "rare",
          part: "Brake switch signal stuck on",
          why: "Most TCMs release lockup whenever the brake switch reads applied.",
        },
      ],
      checks: [
        {
          step: "Check the brake lamps and the brake switch PID with your foot off the pedal.",
          tools: ["Scan tool"],
          expect: "Brake switch must read released; a stuck-on switch blocks lockup.",
        },
        {
          step: "At a steady 55–65 mph watch TCC command, engine rpm, turbine speed and TCC slip.",
          tools: ["Scan tool"],
          expect:
            "Locked: slip within roughly 0–50 rpm. Commanded on with slip over 100–200 rpm means the clutch or its apply pressure is failing.",
        },
        {
          step: "Measure TCC solenoid resistance and command it with bidirectional control.",
          tools: ["Multimeter", "Bidirectional scan tool"],
          expect: "In-spec resistance and a click clear the solenoid; the fault is then hydraulic or the converter.",
        },
        {
          step: "Look at the fluid for dark color and clutch lining debris.",
          tools: ["Shop towel"],
          expect: "Burnt fluid with fine black debris supports converter clutch wear.",
        },
      ],
      fix: "Replace the TCC solenoid, or repair the valve body with an oversized TCC regulator/isolator valve kit (the common 4L60E repair), or replace the converter. Flush the cooler, refill, clear codes and relearn. If the brake switch was the fault, adjust or replace it.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace the brake switch or TCC solenoid",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Valve body repair with a TCC valve kit",
            partsLow: 100,
            partsHigh: 400,
            laborHoursLow: 3,
            laborHoursHigh: 5,
          },
          {
            name: "Replace the torque converter",
            partsLow: 400,
            partsHigh: 1100,
            laborHoursLow: 6,
            laborHoursHigh: 8.7,
          },
        ],
        excludes: "Diagnosis fee, taxes and cooler flush chemicals; dealer pricing is higher.",
      },
      verdict: "ok",
      verdictReason:
        "The car drives normally, but extra heat shortens transmission life; repair within weeks, not months, especially if you tow.",
      codes: ["P0741", "P0740", { code: "P1870", makes: ["chevrolet", "gm", "gmc"] }, "P0744"],
      terms: ["torque converter clutch", "TCC slip speed", "valve body"],
      related: [
        "torque-converter-shudder-light-throttle",
        "engine-stalls-coming-to-stop-tcc-stuck-on",
        "gm-4l60e-burnt-3-4-clutch-pack",
        "obd/p0740-p0741-torque-converter-clutch",
      ],
      commonOn: gm4L60e4L65eTrucks,
    },
    {
      slug: "harsh-clunk-shifting-park-to-drive",
      title: "Loud clunk or thump when shifting from Park into Drive or Reverse",
      summary:
        "Often not the transmission at all: a broken engine or transmission mount, or a high idle, makes every engagement bang. If mounts and idle check out, line pressure or a worn clutch accumulator is the cause.",
      symptoms: [
        "Single heavy thump felt through the floor when selecting D or R",
        "Engine visibly rocks when a helper shifts with the hood open",
        "Idle is above about 800 rpm when the clunk happens",
        "Rear-drive trucks: clunk repeats when you go from accelerating to coasting",
      ],
      symptomIds: ["harsh-shifts", "clunk-knock", "delayed-engagement"],
      causes: [
        {
          likelihood: "common",
          part: "Broken or collapsed engine or transmission mount",
          why: "Without the rubber holding it, the powertrain twists and hits its stops every time torque reaches the wheels.",
        },
        {
          likelihood: "common",
          part: "High idle from a vacuum leak or dirty throttle body",
          why: "Engaging gear at 1,000+ rpm slams the clutch on with far more torque than it is calibrated for.",
        },
        {
          likelihood: "occasional",
          part: "High line pressure or a stuck pressure control solenoid",
          why: "Excess apply pressure engages the clutch instantly instead of cushioning it.",
        },
        {
          likelihood: "occasional",
          part: "Worn U-joints, slip yoke or differential backlash (RWD)",
          why: "Play in the driveline takes up with a bang as torque reverses.",
        },
        {
          likelihood: "rare",
          part: "Worn or stuck accumulator or damper valve",
          why: "The accumulator normally softens the clutch fill; stuck, it lets pressure hit the piston at full force.",
        },
      ],
      checks: [
        {
          step: "With a helper holding the brake, watch the engine while shifting N–D and N–R with the hood open.",
          tools: ["Helper", "Flashlight"],
          expect: "More than about 1/2 inch of lift or a visible split in a mount's rubber identifies a failed mount.",
        },
        {
          step: "Check warm idle speed in Park and in Drive.",
          tools: ["Scan tool or tachometer"],
          expect:
            "Most engines idle 600–800 rpm warm; higher idle needs a vacuum leak or throttle-body diagnosis first.",
        },
        {
          step: "Under the car, twist the driveshaft by hand and check U-joints and the pinion for play.",
          tools: ["Jack stands"],
          expect:
            "Any clunk or free play in a U-joint, or more than a few degrees of rotation at the pinion, means driveline lash.",
        },
        {
          step: "Tee a gauge into the line pressure port and read it at warm idle in Drive and Reverse, watching for a spike as each range engages.",
          tools: ["Line pressure gauge"],
          expect: "Pressure well above spec at idle points to the pressure control solenoid or regulator.",
        },
      ],
      fix: "Replace broken mounts (often the transmission or torque-strut mount), correct idle speed, replace worn U-joints, or replace the pressure control solenoid or accumulator parts. After any transmission work reset adaptive pressures and perform the engagement relearn.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace a broken engine or transmission mount",
            partsLow: 30,
            partsHigh: 200,
            laborHoursLow: 0.5,
            laborHoursHigh: 2,
          },
          { name: "Replace worn U-joints", partsLow: 30, partsHigh: 120, laborHoursLow: 1, laborHoursHigh: 2 },
          {
            name: "Replace the pressure control solenoid or accumulator",
            partsLow: 150,
            partsHigh: 600,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes:
          "Diagnosis fee and taxes; differential repair if backlash is the cause is not included, and dealer rates are higher.",
      },
      verdict: "ok",
      verdictReason:
        "An engagement clunk is not dangerous by itself, but a mount broken badly enough can let the engine shift and pull on hoses and linkages.",
      codes: ["P0745", "P0868", "P0869"],
      terms: ["engine mount", "accumulator", "line pressure", "driveline lash"],
      related: [
        "pressure-control-solenoid-harsh-or-soft-shifts",
        "rear-differential-whine-on-accel-or-decel",
        "delayed-engagement-into-drive-or-reverse",
      ],
    },
    {
      slug: "shift-solenoid-code-erratic-shifting",
      title: "Check engine light with a shift solenoid code and gears skipping or missing",
      summary:
        "A P0750–P0770 or P0973–P0977 code means the TCM sees a fault in a shift solenoid circuit. Check the wiring and connector first, then the solenoid; on many units solenoids are inside the pan and often replaced as a pack.",
      symptoms: [
        "Skips a gear, starts in 2nd, or never reaches top gear",
        "Harsh, late or early shifts that change from trip to trip",
        "Code returns after clearing, often on a bump or in wet weather",
        "Transmission may drop into limp mode",
      ],
      symptomIds: ["warning-light", "harsh-shifts", "stuck-in-gear"],
      causes: [
        {
          likelihood: "common",
          part: "Shift solenoid coil open or shorted",
          why: "An open coil draws no current and a shorted one too much, so the TCM sees the wrong feedback and disables the shift.",
        },
        {
          likelihood: "common",
          part: "Corroded or oil-soaked case connector, or chafed harness",
          why: "Intermittent contact breaks the circuit on bumps or when wet, setting an electrical code.",
        },
        {
          likelihood: "occasional",
          part: "Solenoid stuck mechanically by debris",
          why: "The coil tests good but the plunger will not move, so the hydraulic shift does not happen (performance/stuck codes such as P0751 or P0756).",
        },
        {
          likelihood: "rare",
          part: "TCM driver failure",
          why: "A failed output transistor inside the module cannot energize the solenoid even though the solenoid is good.",
        },
      ],
      checks: [
        {
          step: "Note whether the code is electrical (P0753, P0758, P0763, P0973–P0977) or performance (P0751, P0756, P0761).",
          tools: ["Scan tool"],
          expect:
            "Electrical codes point to the circuit; performance codes point to a stuck solenoid or valve, or internal slip.",
        },
        {
          step: "Inspect the transmission connector for fluid wicking, corrosion and bent pins.",
          tools: ["Flashlight", "Pick"],
          expect: "Fluid inside the connector or green terminals is enough to cause the fault.",
        },
        {
          step: "Measure solenoid resistance at the case connector, then at the TCM connector.",
          tools: ["Multimeter", "Wiring diagram"],
          expect:
            "Same in-spec value at both ends (typically 10–30 ohms for on/off solenoids); good at the case but open at the TCM means harness damage.",
        },
        {
          step: "Use bidirectional controls to command the solenoid while listening at the pan.",
          tools: ["Bidirectional scan tool", "Stethoscope"],
          expect: "A distinct click with each command; silence with good resistance points to a stuck plunger.",
        },
      ],
      fix: "Repair the harness or connector, or replace the solenoid or solenoid pack (pan off, filter and gasket at the same time). Refill to the correct level hot, clear codes and run the shift adaptive relearn on a road test.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair the harness or connector",
            partsLow: 40,
            partsHigh: 100,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the solenoid or solenoid pack",
            partsLow: 100,
            partsHigh: 600,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Diagnosis fee, taxes, fluid beyond one pan refill and TCM replacement if the driver is dead; dealer pricing higher.",
      },
      verdict: "careful",
      verdictReason:
        "Unexpected shifts or a sudden limp gear can catch you out in traffic; drive gently to a repair shop.",
      codes: ["P0750", "P0751", "P0753", "P0755", "P0756", "P0758", "P0763", "P0770", "P0973", "P0976"],
      terms: ["shift solenoid", "solenoid pack", "bidirectional control"],
      related: [
        "automatic-stuck-in-limp-mode-one-gear",
        "pressure-control-solenoid-harsh-or-soft-shifts",
        "rough-shifts-after-battery-or-transmission-work",
      ],
    },
    {
      slug: "pressure-control-solenoid-harsh-or-soft-shifts",
      title: "Every shift bangs hard, or every shift feels long and mushy",
      summary:
        "When all shifts change at once, line pressure control is the suspect: the pressure control (EPC) solenoid, its circuit, or the pressure regulator valve. Read the pressure PIDs and measure actual line pressure before replacing parts.",
      symptoms: [
        "All upshifts feel firm and bang, or all feel soft and slide",
        "Harsh engagement into Drive and Reverse at the same time",
        "Check engine light with P0745–P0748, P0775–P0778 or P0960–P0967",
        "Symptoms worse cold or hot rather than in one gear",
      ],
      symptomIds: ["harsh-shifts", "slips-or-flares", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Pressure control (EPC / force motor) solenoid worn or contaminated",
          why: "Debris in the variable-force solenoid stops it regulating, so pressure sits too high (harsh) or too low (soft) in every gear.",
        },
        {
          likelihood: "occasional",
          part: "PCS wiring or connector fault",
          why: "An open circuit defaults most units to maximum line pressure, giving harsh shifts and a code.",
        },
        {
          likelihood: "occasional",
          part: "Worn pressure regulator valve bore",
          why: "A worn bore leaks regulated pressure, so the TCM cannot build the pressure it commands.",
        },
        {
          likelihood: "rare",
          part: "Wrong or very old fluid",
          why: "Fluid with the wrong viscosity or friction properties changes how fast clutches fill and grip.",
        },
      ],
      checks: [
        {
          step: "Read codes and compare commanded pressure or PCS current with actual line pressure (PID or gauge).",
          tools: ["Scan tool", "Line pressure gauge"],
          expect:
            "Actual line pressure should track commanded within about 10–15 psi; pressure pegged high with a low command points to the solenoid or circuit.",
        },
        {
          step: "Measure PCS resistance through the case connector.",
          tools: ["Multimeter"],
          expect:
            "Variable-force solenoids typically read about 3–8 ohms; open or very low confirms a bad solenoid or circuit.",
        },
        {
          step: "Confirm the correct fluid type and level.",
          tools: ["Service information"],
          expect:
            "The label or invoice should match the specified fluid (for example Dexron VI, Mercon LV, ATF+4, Toyota WS); a mismatch is a likely contributor.",
        },
        {
          step: "Inspect the pan for debris.",
          tools: ["Drain pan"],
          expect: "Metal or friction debris means the solenoid is the victim of wear elsewhere and may fail again.",
        },
      ],
      fix: "Replace the pressure control solenoid (or solenoid body/pack), clean or replace the valve body if the regulator bore is worn, refill with the correct fluid and perform a TCM adaptive reset and relearn. Some units (Ford 6R80, GM 6L80) need a solenoid strategy or calibration loaded with a new valve body.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the pressure control solenoid",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace the valve body and load its calibration",
            partsLow: 400,
            partsHigh: 900,
            laborHoursLow: 2.5,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Diagnosis fee, taxes and TCM programming; dealer rates are higher.",
      },
      verdict: "careful",
      verdictReason: "Hard shifts damage clutches and low pressure burns them; drive gently and get it in soon.",
      codes: ["P0745", "P0746", "P0748", "P0776", "P0868", "P0962", "P0963"],
      terms: ["EPC solenoid", "variable-force solenoid", "line pressure", "pressure regulator valve"],
      related: [
        "shift-solenoid-code-erratic-shifting",
        "harsh-clunk-shifting-park-to-drive",
        "wrong-transmission-fluid-added",
      ],
    },
    {
      slug: "speedometer-dead-and-erratic-shifting",
      title: "Speedometer drops to zero and the transmission shifts erratically",
      summary:
        "A failed output (vehicle) speed sensor or its wiring: the TCM loses road speed, shifts at the wrong times and often goes into limp mode. Test the sensor signal and wiring; the sensor itself is usually a bolt-in part.",
      symptoms: [
        "Speedometer needle falls to zero or jumps around while driving",
        "Hard or very late shifts, or stuck in one gear",
        "Cruise control and ABS or traction lights may come on too",
        "Code P0720–P0723 or P0500 stored",
      ],
      symptomIds: ["harsh-shifts", "stuck-in-gear", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Output shaft (or vehicle) speed sensor failed",
          why: "A cracked magnetic sensor or failed Hall-effect element stops sending pulses, so the TCM sees zero road speed.",
        },
        {
          likelihood: "common",
          part: "Metal debris on the sensor tip",
          why: "Clutch and gear debris stuck to the magnet weakens or distorts the signal.",
        },
        {
          likelihood: "occasional",
          part: "Chafed wiring or corroded connector",
          why: "An intermittent open drops the signal on bumps.",
        },
        {
          likelihood: "rare",
          part: "Damaged tone ring or park gear teeth",
          why: "Missing or cracked teeth give an irregular signal even from a good sensor.",
        },
      ],
      checks: [
        {
          step: "Read codes and graph output speed next to wheel speeds while driving.",
          tools: ["Scan tool"],
          expect:
            "Output speed dropping to zero while the wheel-speed sensors still read confirms the transmission sensor circuit.",
        },
        {
          step: "Unplug the sensor and inspect the connector; remove it and look at the tip.",
          tools: ["Socket set", "Flashlight"],
          expect: "A tip caked with metal paste or a cracked body explains a weak or missing signal.",
        },
        {
          step: "For a two-wire magnetic sensor, measure resistance and AC voltage while spinning a wheel with the car on stands in Neutral.",
          tools: ["Multimeter", "Jack stands"],
          expect:
            "Typical magnetic sensors read several hundred to about 2,000 ohms and make at least 0.5 V AC at slow speed; check the spec.",
        },
        {
          step: "For a three-wire Hall sensor, back-probe power, ground and signal.",
          tools: ["Multimeter or lab scope"],
          expect: "5 or 12 V supply, under 0.1 V drop on ground, and a clean square wave when the shaft turns.",
        },
      ],
      fix: "Clean or replace the sensor with a new O-ring, repair any wiring, top up fluid lost during removal, clear codes and road test. Ford 6R80 sensors are inside the lead frame and need pan removal (see the 6R80 entry).",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean and reseat the sensor with a new O-ring",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the speed sensor and repair wiring",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 0.5,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Diagnosis fee, taxes and internal repairs if metal debris points to a failing transmission; dealer rates higher.",
      },
      verdict: "careful",
      verdictReason:
        "Without a working speedometer you cannot judge speed and the transmission may shift unexpectedly; drive gently and only to get it fixed.",
      codes: ["P0720", "P0721", "P0722", "P0723", "P0500"],
      terms: ["output speed sensor", "Hall-effect sensor", "tone ring"],
      related: ["ford-6r80-no-shift-lead-frame", "automatic-stuck-in-limp-mode-one-gear", "input-speed-sensor-code"],
    },
    {
      slug: "input-speed-sensor-code",
      title: "Check engine light for an input or turbine speed sensor and jerky shifts",
      summary:
        "P0715–P0717 means the TCM lost the input (turbine) shaft speed. With no input speed it cannot time shifts or check clutch slip, so shifts turn harsh and limp mode follows. Test the sensor circuit before condemning the transmission.",
      symptoms: [
        "Harsh 1–2 and 2–3 upshifts, or shifts that bang on the way down",
        "Transmission stuck in a limp gear after a few miles",
        "Speedometer still works normally",
        "Code P0715, P0716 or P0717",
      ],
      symptomIds: ["harsh-shifts", "stuck-in-gear", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Input/turbine speed sensor failed",
          why: "The sensor stops producing pulses, so the TCM sees zero input speed while the engine is running.",
        },
        {
          likelihood: "occasional",
          part: "Connector or harness fault (Chrysler 41TE/62TE sensors on the case side are exposed)",
          why: "Corrosion or oil in an exposed connector interrupts the signal.",
        },
        {
          likelihood: "occasional",
          part: "Internal lead frame or sensor harness (Ford 6R80, some Aisin units)",
          why: "Sensors mounted inside the pan share a molded frame that cracks and opens the circuit.",
        },
        {
          likelihood: "rare",
          part: "Broken reluctor on the input clutch drum",
          why: "Without teeth passing the sensor there is nothing to read.",
        },
      ],
      checks: [
        {
          step: "Watch turbine/input speed with the engine idling in Park and in Neutral.",
          tools: ["Scan tool"],
          expect:
            "Input speed should be close to engine rpm in Park or Neutral with the converter unlocked; zero or erratic readings confirm the fault.",
        },
        {
          step: "Inspect the sensor connector for oil, corrosion or a loose lock.",
          tools: ["Flashlight"],
          expect: "A wet or green connector is a likely cause; clean, dry and retest.",
        },
        {
          step: "Measure sensor resistance or supply voltage at the connector.",
          tools: ["Multimeter", "Wiring diagram"],
          expect:
            "Two-wire sensors often read roughly 500–1,500 ohms; three-wire Hall sensors need their 5 or 12 V reference and ground.",
        },
        {
          step: "If the sensor is inside the pan, check circuit continuity from the TCM to the case connector.",
          tools: ["Multimeter"],
          expect: "Good harness to the case with an open at the sensor pins means an internal sensor or lead frame.",
        },
      ],
      fix: "Replace the sensor (external sensors are often a 30-minute job), or the internal lead frame/sensor harness with pan removal, refill the fluid to level, clear codes and relearn shifts.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "External input speed sensor, or a connector repair",
            partsLow: 25,
            partsHigh: 120,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Internal lead frame or sensor harness, pan off, with fluid",
            partsLow: 180,
            partsHigh: 450,
            laborHoursLow: 2,
            laborHoursHigh: 3.3,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and dealer pricing, which runs higher for the lead frame.",
      },
      verdict: "careful",
      verdictReason:
        "Harsh shifts and a sudden limp gear are manageable at low speed; repair before the hard shifting damages clutches.",
      codes: ["P0715", "P0716", "P0717"],
      terms: ["turbine speed sensor", "input shaft", "lead frame"],
      related: [
        "speedometer-dead-and-erratic-shifting",
        "ford-6r80-no-shift-lead-frame",
        "chrysler-62te-limp-mode-harsh-shifts",
        "obd/p0720-p0722-output-speed-sensor",
      ],
      commonOn: [chrysler41te62te, dodge41te62te, ford6R80Vehicles],
    },
    {
      slug: "starts-only-in-neutral-or-wrong-gear-shown",
      title: "Car only starts in Neutral, or the dash shows the wrong gear",
      summary:
        "The transmission range sensor (neutral safety switch, or the internal mode switch on GM 4L60E and 6L80) is misaligned or failing. Adjust or replace it; a bad one can let the engine start in gear.",
      symptoms: [
        "No crank in Park, but it cranks in Neutral",
        "Gear indicator shows a different gear than the lever, or goes blank",
        "Backup lights work in the wrong position or not at all",
        "Shifts oddly or goes to limp mode; code P0705–P0708",
      ],
      symptomIds: ["shifter-problem", "warning-light", "stuck-in-gear"],
      causes: [
        {
          likelihood: "common",
          part: "Range sensor (neutral safety switch) worn or out of adjustment",
          why: "Worn internal contacts or a shifted mounting misreport lever position, so the starter is not enabled in Park.",
        },
        {
          likelihood: "occasional",
          part: "Shift cable stretched or misadjusted",
          why: "The case lever does not reach the same detent the handle shows, so the sensor reads between positions.",
        },
        {
          likelihood: "occasional",
          part: "GM internal mode switch (4L60E, 4L65E, 6L80) failing",
          why: "The switch inside the pan sends an invalid position code and the TCM can select the wrong gear or deny starting.",
        },
        {
          likelihood: "rare",
          part: "Corroded connector from road spray",
          why: "External switches on the case side collect water and salt, opening circuits.",
        },
      ],
      checks: [
        {
          step: "Watch the PRNDL or range sensor PID while moving the lever through each detent.",
          tools: ["Scan tool"],
          expect:
            "The PID should change cleanly at each detent and match the lever; blank or between-range readings confirm the fault.",
        },
        {
          step: "Check cable adjustment: in Park, the case lever should be fully in its last detent.",
          tools: ["Jack stands", "Flashlight"],
          expect: "A case lever that is not seated in Park detent means adjust the cable before replacing the sensor.",
        },
        {
          step: "Test switch continuity across the start-enable terminals in Park and Neutral.",
          tools: ["Multimeter", "Wiring diagram"],
          expect:
            "Under 1 Ω across the start-enable pair in Park and Neutral and open (OL) in R, D and the low ranges; a Park reading that goes open or climbs to several ohms while Neutral stays good confirms worn contacts.",
        },
        {
          step: "On GM trucks with an internal mode switch, read the A/B/C/P input states against the chart.",
          tools: ["Scan tool", "Service information"],
          expect: "An invalid combination for the selected range condemns the switch.",
        },
      ],
      fix: "Adjust or replace the range sensor and align it with the alignment tool or with the shaft in Neutral, adjust the shift cable, or replace the GM internal mode switch (pan removal). Confirm the car will not crank in any drive gear before returning it.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Adjust or replace the range sensor",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the GM internal mode switch (pan off)",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 1.8,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Diagnosis fee, taxes and fluid for pan-off repairs; dealer pricing higher.",
      },
      verdict: "careful",
      verdictReason:
        "A failing range sensor can let the engine crank in gear or show the wrong gear; use the parking brake and keep your foot on the brake when starting.",
      codes: ["P0705", "P0706", "P0707", "P0708", "P0850"],
      terms: ["transmission range sensor", "neutral safety switch", "internal mode switch"],
      related: [
        "shifter-moves-but-gear-does-not-change",
        "vehicle-rolls-or-moves-in-park",
        "automatic-stuck-in-limp-mode-one-gear",
        "obd/p0705-p0706-transmission-range-sensor",
      ],
      commonOn: [
        {
          make: "chevrolet",
          models: [
            "silverado",
            "tahoe",
            "suburban",
            "avalanche",
            "blazer",
            "s-10-pickup",
            "colorado",
            "trailblazer",
            "express",
            "camaro",
            "corvette",
          ],
          years: [1993, 2020],
          transmissions: ["GM 4L60E/4L65E 4-speed automatic", "GM 6L80 6-speed automatic"],
        },
        {
          make: "gmc",
          models: ["sierra", "yukon", "yukon-xl", "jimmy-utility", "sonoma", "canyon", "envoy", "savana"],
          years: [1993, 2020],
          transmissions: ["GM 4L60E/4L65E 4-speed automatic", "GM 6L80 6-speed automatic"],
        },
      ],
    },
    {
      slug: "shifter-stuck-in-park-will-not-move",
      title: "Shifter is stuck in Park even with my foot on the brake",
      summary:
        "The brake-shift interlock is not releasing, usually because the brake light switch or the interlock solenoid failed. Use the shift-lock override slot to move the lever, then check whether the brake lights work.",
      symptoms: [
        "Lever will not leave Park with the engine running and brake pressed",
        "Brake lights do not come on (check with a helper or reflection)",
        "No faint click from the console when you press the pedal",
        "Lever moves fine after pressing the shift-lock release",
      ],
      symptomIds: ["shifter-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Brake light switch failed or out of adjustment",
          why: "The interlock is released by the brake switch signal; no signal means the solenoid never pulls.",
        },
        {
          likelihood: "common",
          part: "Blown brake lamp or stop-lamp fuse",
          why: "On many cars the interlock shares the stop-lamp circuit, so a blown fuse kills both.",
        },
        {
          likelihood: "occasional",
          part: "Shift-lock solenoid failed or jammed by a spilled drink",
          why: "The solenoid cannot retract its pin even with power applied.",
        },
        {
          likelihood: "rare",
          part: "Parking pawl loaded on a steep slope",
          why: "Vehicle weight on the pawl makes the lever very hard to move; this is mechanical, not electrical.",
        },
      ],
      checks: [
        {
          step: "Press the brake and check the brake lights.",
          tools: ["Helper or a wall behind the car"],
          expect: "No brake lights at all points to the switch or fuse rather than the interlock.",
        },
        {
          step: "Check the stop-lamp fuse.",
          tools: ["Test light", "Fuse puller"],
          expect: "Power on both sides of the fuse; a blown one needs a short hunted down before replacement.",
        },
        {
          step: "Listen at the shifter while a helper presses the brake.",
          tools: ["Helper"],
          expect: "A click means the solenoid works; no click with brake lights working means solenoid or its wiring.",
        },
        {
          step: "Back-probe the interlock solenoid with the brake pressed.",
          tools: ["Multimeter"],
          expect:
            "On designs that energize to release, about 12 V (within 0.5 V of battery) with the pedal down and 0 V with it up; voltage but no movement condemns the solenoid. Some Ford and GM columns energize to lock instead, so confirm the logic in the service information.",
        },
      ],
      fix: "Replace the brake light switch (and set its adjustment), the fuse, or the shift-lock solenoid. Use the override slot (usually a small cover beside the lever) to move the lever until it is repaired, and confirm brake lights work before driving.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Replace and adjust the brake light switch",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace the stop-lamp fuse after finding the short",
            partsLow: 5,
            partsHigh: 15,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace the shift-lock solenoid",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.7,
          },
        ],
        excludes:
          "Diagnosis fee and taxes; console disassembly on some luxury models runs longer, and dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "If the brake lights are out, following drivers get no warning when you stop; fix the switch before driving in traffic.",
      codes: [],
      terms: ["brake-shift interlock", "shift-lock override", "brake light switch"],
      related: ["shifter-moves-but-gear-does-not-change", "vehicle-rolls-or-moves-in-park"],
    },
    {
      slug: "shifter-moves-but-gear-does-not-change",
      title: "Shift lever flops loosely and the gear doesn't change",
      summary:
        "The shift cable has come off, or its plastic end bushing has crumbled, at the transmission or the shifter. Replace the bushing or cable; until then the car may not be in the gear shown, including Park.",
      symptoms: [
        "Lever moves with no resistance or detent feel",
        "Dash shows P but the car rolls, or shows D but it will not move",
        "Cannot remove the key because the column does not see Park",
        "Small plastic pieces found near the transmission lever",
      ],
      symptomIds: ["shifter-problem", "no-drive"],
      causes: [
        {
          likelihood: "common",
          part: "Shift cable end bushing cracked or fallen out",
          why: "The rubber/plastic bushing that snaps onto the case lever ages and lets the cable end slip off, so the cable moves but the lever does not.",
        },
        {
          likelihood: "occasional",
          part: "Cable retaining clip at the bracket missing",
          why: "The cable housing pulls out of its bracket, so the inner cable moves the whole assembly instead of the lever.",
        },
        {
          likelihood: "occasional",
          part: "Broken shifter base or column linkage",
          why: "A cracked shifter housing or worn column shift tube stops motion before it reaches the cable.",
        },
        {
          likelihood: "rare",
          part: "Seized cable inner wire",
          why: "Corrosion locks the wire so the lever snaps a weak point.",
        },
      ],
      checks: [
        {
          step: "With the parking brake set and wheels chocked, look at the cable end at the transmission while a helper moves the lever.",
          tools: ["Flashlight", "Wheel chocks"],
          expect: "A cable end hanging loose or a bushing missing from the eyelet confirms the fault.",
        },
        {
          step: "Check the cable housing retainer at the transmission bracket.",
          tools: ["Flashlight"],
          expect: "The housing should be locked in its bracket; one that slides back and forth has lost its clip.",
        },
        {
          step: "Move the case lever by hand and count detents.",
          tools: ["Pliers"],
          expect:
            "Firm clicks from Park through Low confirm the transmission side is fine and the fault is in the cable or shifter.",
        },
      ],
      noMeasurement:
        "A crumbled cable bushing or a lost housing clip is found by sight and by feel at the case lever; no gauge or meter reading tells a detached shift cable from a good one.",
      fix: "Install a replacement bushing (aftermarket repair bushings exist for many Ford, GM, Honda, Hyundai and Toyota cables) or a new cable, then adjust the cable so Park and the range sensor align. Some makers issued recalls for shift-cable bushing detachment; check the VIN for open recalls first.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Fit a cable-end repair bushing",
            partsLow: 10,
            partsHigh: 30,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace the shift cable and adjust it",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 1,
            laborHoursHigh: 2.3,
          },
        ],
        excludes: "Diagnosis fee and taxes; console removal for shifter-end cables adds labor, dealer rates higher.",
      },
      verdict: "stop",
      verdictReason:
        "The car may not actually be in Park even though the dash says so and can roll away; park with the parking brake and do not drive until repaired.",
      codes: [],
      terms: ["shift cable", "cable bushing", "detent"],
      related: [
        "vehicle-rolls-or-moves-in-park",
        "shifter-stuck-in-park-will-not-move",
        "car-will-not-move-in-any-gear",
      ],
    },
    {
      slug: "vehicle-rolls-or-moves-in-park",
      title: "Car creeps or rolls when the shifter is in Park",
      summary:
        "The parking pawl is not engaging: a misadjusted or detached shift cable, a worn pawl, or on electronic shifters a failed park actuator. Use the parking brake every time and do not leave the car running unattended until it is fixed.",
      symptoms: [
        "Car moves a few inches to a few feet after releasing the brake in Park",
        "No solid clunk when rocking the car in Park",
        "Ratcheting sound when the car rolls in Park",
        "Electronic shifter: 'Shift to Park' or 'Park system fault' message",
      ],
      symptomIds: ["shifter-problem", "clunk-knock"],
      causes: [
        {
          likelihood: "common",
          part: "Shift cable out of adjustment or detached",
          why: "The case lever stops short of the Park detent, so the pawl never drops into the park gear.",
        },
        {
          likelihood: "occasional",
          part: "Worn or broken parking pawl or spring",
          why: "A rounded pawl tip or broken return spring ratchets over the park gear teeth instead of locking.",
        },
        {
          likelihood: "occasional",
          part: "Electronic park actuator or shift-by-wire fault",
          why: "On shift-by-wire vehicles the actuator motor must drive the pawl in; a failed actuator leaves it out.",
        },
        {
          likelihood: "rare",
          part: "Broken park rod or cam",
          why: "The rod that wedges the pawl into engagement breaks, so Park is selected but nothing holds.",
        },
      ],
      checks: [
        {
          step: "On flat ground in Park with the engine off and parking brake released, gently rock the car.",
          tools: [],
          expect:
            "A healthy pawl lets the car roll only until it drops into the next notch, typically no more than about 2–3 in. at the tire tread, then stops firmly; a car that keeps rolling, or ratchets, has a pawl that is not engaging.",
        },
        {
          step: "Confirm the case lever is fully in the Park detent.",
          tools: ["Jack stands", "Flashlight"],
          expect: "Lever short of the last detent means cable adjustment, not internal damage.",
        },
        {
          step: "Run the VIN through the NHTSA lookup for shifter, park-pawl or rollaway campaigns.",
          tools: ["NHTSA recall lookup"],
          expect:
            "An open recall (for example the 2014–2015 Jeep Grand Cherokee and 2012–2014 Chrysler 300/Dodge Charger monostable shifter campaign) is repaired free.",
        },
        {
          step: "Drop the pan or remove the extension housing to inspect the pawl if adjustment is correct.",
          tools: ["Socket set", "Drain pan"],
          expect: "A chipped, rounded or sprung pawl confirms an internal repair.",
        },
      ],
      fix: "Adjust or repair the shift cable, replace the pawl, spring or park rod (pan or extension housing removal), or repair the park actuator and run its calibration. Verify Park holds on a slope before returning the car.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Adjust or repair the shift cable",
            partsLow: 10,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Repair the park actuator and calibrate it",
            partsLow: 200,
            partsHigh: 700,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace the pawl, spring or park rod",
            partsLow: 50,
            partsHigh: 300,
            laborHoursLow: 3,
            laborHoursHigh: 6,
          },
        ],
        excludes:
          "Diagnosis fee and taxes; any damage to the park gear or output shaft is extra, and dealer rates are higher.",
      },
      verdict: "stop",
      verdictReason:
        "A car that rolls in Park can run someone over; set the parking brake, chock a wheel and do not leave it running until repaired.",
      codes: [],
      terms: ["parking pawl", "park rod", "shift-by-wire"],
      related: ["shifter-moves-but-gear-does-not-change", "starts-only-in-neutral-or-wrong-gear-shown"],
      commonOn: [
        { make: "jeep", models: ["grand-cherokee"], years: [2014, 2015] },
        {
          make: "chrysler",
          models: ["300"],
          years: [2012, 2014],
          engines: [{ name: "3.6L Pentastar V6", liters: 3.6 }],
        },
        {
          make: "dodge",
          models: ["charger"],
          years: [2012, 2014],
          engines: [{ name: "3.6L Pentastar V6", liters: 3.6 }],
        },
      ],
    },
    {
      slug: "rough-shifts-after-battery-or-transmission-work",
      title: "Shifts turned rough right after a battery change or transmission service",
      summary:
        "The TCM lost or kept the wrong adaptive shift values. Many transmissions need an adaptive reset and a scripted relearn drive with a scan tool after a battery disconnect, fluid service, solenoid or valve body repair.",
      symptoms: [
        "Firm, bumpy or slurred shifts that started the same day as the work",
        "Flare on the 1–2 or 2–3 upshift until the car has been driven a while",
        "Clunky downshifts when slowing to a stop",
        "No warning light and no codes",
      ],
      symptomIds: ["harsh-shifts", "slips-or-flares"],
      causes: [
        {
          likelihood: "common",
          part: "Adaptive shift values erased by a battery disconnect",
          why: "The TCM starts from base pressures that do not suit this transmission's clutch wear, so shifts are firm or soft until it relearns.",
        },
        {
          likelihood: "common",
          part: "Old adaptive values kept after new parts or fluid",
          why: "Values learned for worn clutches or a tired solenoid over-correct with new parts.",
        },
        {
          likelihood: "occasional",
          part: "Fluid level off after a service",
          why: "Sealed units overfilled or underfilled during a drain-and-fill aerate or starve the pump.",
        },
        {
          likelihood: "rare",
          part: "Solenoid calibration data not loaded",
          why: "Some replacement valve bodies and solenoid bodies (Ford 6R80 and 10R80, GM 6L80 and 8L90) need their solenoid characterization data programmed into the TCM.",
        },
      ],
      checks: [
        {
          step: "Confirm the level with the correct hot-check procedure.",
          tools: ["Dipstick or fill-plug adapter", "Scan tool for fluid temperature"],
          expect: "Fluid at the spec level at the spec temperature removes level from the list.",
        },
        {
          step: "Check service information for an adaptive reset and relearn procedure.",
          tools: ["Service information"],
          expect:
            "Most late-model units list a reset followed by a relearn, such as GM's fast learn or Ford's adaptive drive cycle.",
        },
        {
          step: "Reset adaptives and perform the relearn with the fluid at operating temperature (often 150–200°F).",
          tools: ["Scan tool with special functions"],
          expect:
            "With the TFT PID at about 150–200 °F (typical; the procedure gives the window), shift quality improves over the relearn drive as the TCM logs each shift's fill time; no change after a full relearn points back to level or hardware.",
        },
        {
          step: "If a valve body or solenoid was replaced, confirm the calibration or strategy was programmed.",
          tools: ["Manufacturer-level software"],
          expect: "The TCM shows the new part's calibration ID; missing data explains persistent harsh shifts.",
        },
      ],
      fix: "Perform the adaptive reset and the manufacturer's relearn (or simply drive 50–100 miles of mixed city and highway if no scan tool procedure exists), correct the fluid level, and load solenoid calibration data where required.",
      difficulty: 2,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.7,
        excludes:
          "Diagnosis fee, taxes and fluid if the level needs correcting; dealer charges for programming run higher.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive while it relearns; if shifts are still harsh after about 100 miles, have it checked.",
      codes: [],
      terms: ["adaptive learning", "relearn", "fast learn"],
      related: [
        "pressure-control-solenoid-harsh-or-soft-shifts",
        "sealed-transmission-no-dipstick-level-check",
        "ford-10r80-harsh-downshift-clunk",
      ],
      commonOn: [
        {
          make: "ford",
          models: ["f-150", "expedition", "mustang", "ranger"],
          years: [2009, 2026],
          transmissions: ["Ford 6R80 6-speed automatic", "Ford 10R80 10-speed automatic"],
        },
        {
          make: "chevrolet",
          models: ["silverado", "tahoe", "suburban", "avalanche", "camaro", "corvette"],
          years: [2006, 2023],
          transmissions: ["GM 6L80 6-speed automatic", "GM 8L90 8-speed automatic"],
        },
        {
          make: "gmc",
          models: ["sierra", "yukon", "yukon-xl"],
          years: [2007, 2023],
          transmissions: ["GM 6L80 6-speed automatic", "GM 8L90 8-speed automatic"],
        },
        {
          make: "cadillac",
          models: ["escalade"],
          years: [2007, 2020],
          transmissions: ["GM 6L80 6-speed automatic", "GM 8L90 8-speed automatic"],
        },
      ],
    },
    {
      slug: "whine-from-automatic-rises-with-rpm",
      title: "Whining noise from the transmission that rises with engine speed",
      summary:
        "A whine that follows engine rpm (even in Park) usually comes from the transmission pump, often starved by low fluid or a plugged filter. A whine that follows road speed points to gears, bearings or the differential instead.",
      symptoms: [
        "Whine in Park and Neutral that rises as you rev the engine",
        "Louder when cold or when the fluid is low",
        "Noise changes pitch on shifts but not with road speed",
        "Possibly slow engagement alongside the noise",
      ],
      symptomIds: ["whine-noise", "delayed-engagement", "fluid-condition"],
      causes: [
        {
          likelihood: "common",
          part: "Low fluid aerating at the pump",
          why: "The pump sucks air with the fluid, which cavitates and whines.",
        },
        {
          likelihood: "common",
          part: "Restricted filter or cracked filter neck seal",
          why: "Restriction or an air leak at the filter starves the pump inlet, causing the same cavitation noise.",
        },
        {
          likelihood: "occasional",
          part: "Worn front pump gears or bushing",
          why: "Wear lets the gears run out of true and whine under load.",
        },
        {
          likelihood: "rare",
          part: "Torque converter bearing or stator failure",
          why: "A worn thrust bearing or failed stator clutch makes a whine that changes when the converter locks.",
        },
      ],
      checks: [
        {
          step: "Compare noise in Park at 1,500 rpm with noise while coasting in Neutral at 40 mph.",
          tools: [],
          expect:
            "Noise in Park that rises with rpm is pump-side; noise only while moving is gear, bearing or differential.",
        },
        {
          step: "Check fluid level hot and look for foam on the dipstick.",
          tools: ["Dipstick"],
          expect:
            "At a fluid temperature near 160–180 °F (typical hot-check window), a level below the hot mark or foam on the stick explains a pump whine; correct it and recheck the noise.",
        },
        {
          step: "Use a stethoscope at the bellhousing, case and pan with the engine revving in Park.",
          tools: ["Mechanic's stethoscope"],
          expect: "Loudest at the front of the case (pump) rather than the extension housing or differential.",
        },
        {
          step: "Drop the pan and check the filter seal and debris.",
          tools: ["Drain pan", "Socket set"],
          expect: "A hard, cracked or missing filter neck seal, or a sludged filter, confirms a starved pump.",
        },
      ],
      fix: "Correct the level and fix leaks, or replace the filter and its neck seal. If the pump itself is worn, the repair is a pump or full overhaul with converter, a cooler flush and an adaptive relearn.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Correct the level and repair the leak",
            partsLow: 20,
            partsHigh: 120,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the filter and neck seal with fluid",
            partsLow: 50,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the front pump (transmission removed)",
            partsLow: 300,
            partsHigh: 800,
            laborHoursLow: 7,
            laborHoursHigh: 10,
          },
          {
            name: "Overhaul with converter and cooler flush",
            partsLow: 1200,
            partsHigh: 3000,
            laborHoursLow: 10,
            laborHoursHigh: 11.3,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, dealer pricing, a new cooler if flushing cannot clear it, and transmission mounts found cracked during removal.",
      },
      verdict: "ok",
      verdictReason:
        "A pump whine alone is not dangerous, but if it comes from low fluid the transmission can start slipping; check the level right away.",
      codes: [],
      terms: ["front pump", "cavitation", "filter neck seal"],
      related: [
        "red-fluid-puddle-under-car",
        "rear-differential-whine-on-accel-or-decel",
        "manual-gearbox-whine-in-one-gear",
      ],
    },
    {
      slug: "transmission-overheating-when-towing",
      title: "Transmission temperature warning comes on while towing or climbing",
      summary:
        "The fluid is running above about 240–260°F. Pull over and idle in Park or Neutral to cool it, then check level, cooler airflow and whether the torque converter is locking. Tow in a lower gear and add a cooler if it keeps happening.",
      symptoms: [
        "Transmission temperature gauge or 'Trans Hot' message while towing, climbing or in stop-and-go heat",
        "Slipping or delayed shifts while hot",
        "Burnt smell or ATF foaming out of the vent or dipstick tube",
        "Code P0218 or a high TFT code on some models",
      ],
      symptomIds: ["overheating", "burning-smell", "slips-or-flares"],
      causes: [
        {
          likelihood: "common",
          part: "Heavy load in too high a gear",
          why: "Towing in the top gear unlocks the converter repeatedly, and converter slip turns engine power into heat.",
        },
        { likelihood: "common", part: "Low fluid level", why: "Less fluid absorbs less heat and the pump aerates it." },
        {
          likelihood: "occasional",
          part: "Restricted cooler, clogged radiator fins or failed thermal bypass valve",
          why: "Fluid cannot shed heat if the cooler is plugged, blocked with debris, or the bypass stays closed.",
        },
        {
          likelihood: "occasional",
          part: "Torque converter clutch not locking",
          why: "An unlocked converter at highway speed generates large amounts of heat.",
        },
        {
          likelihood: "rare",
          part: "Faulty fluid temperature sensor",
          why: "A sensor reading high sets a false warning; compare to an IR reading at the pan.",
        },
      ],
      checks: [
        {
          step: "Stop, leave the engine idling in Park, and watch the temperature drop.",
          tools: ["Scan tool or gauge"],
          expect:
            "A healthy cooler brings fluid down 20–40°F within a few minutes at idle; no drop points to cooler or fan problems.",
        },
        {
          step: "Check the fluid level and condition once cooled to normal.",
          tools: ["Dipstick or fill-plug adapter"],
          expect: "Level in range and red fluid; dark or burnt fluid after an overheat should be changed.",
        },
        {
          step: "Compare the TFT PID with an infrared reading on the pan.",
          tools: ["Scan tool", "Infrared thermometer"],
          expect: "Readings within about 20°F of each other confirm the sensor; a big gap points to the sensor.",
        },
        {
          step: "Flow-test the cooler by disconnecting the return line into a container at idle.",
          tools: ["Container", "Line wrenches"],
          expect:
            "Roughly 1 quart in 20–30 seconds is typical; much less means a restricted cooler or line (check the specific flow spec).",
        },
        {
          step: "Check TCC lockup at highway speed.",
          tools: ["Scan tool"],
          expect: "TCC slip near zero when commanded; high slip adds heat and needs repair.",
        },
      ],
      fix: "Change burnt fluid and filter, clear the radiator and cooler fins, replace a restricted cooler or bypass valve, or repair the TCC. For regular towing, fit an auxiliary plate-fin cooler and use tow/haul mode or a lower gear on grades.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Change burnt fluid and filter",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Clean cooler fins or fit an auxiliary cooler",
            partsLow: 80,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace a restricted cooler or bypass valve",
            partsLow: 150,
            partsHigh: 600,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.3,
          },
        ],
        excludes: "Diagnosis fee, taxes and repairs for heat damage already done; dealer pricing higher.",
      },
      verdict: "careful",
      verdictReason:
        "Driving on with the warning lit can cook the clutches within miles; pull over, let it cool, and continue only with a lighter load or lower gear.",
      codes: ["P0218", "P0711", "P0713"],
      terms: ["transmission cooler", "TFT sensor", "tow/haul mode", "thermal bypass valve"],
      related: [
        "transmission-fluid-dark-burnt-smell",
        "tcc-not-locking-high-rpm-on-highway",
        "transmission-cooler-line-leak",
      ],
    },
    {
      slug: "knock-at-idle-from-bellhousing-flexplate",
      title: "Rattle or knock from between the engine and transmission at idle",
      summary:
        "Often a cracked flexplate or loose torque converter bolts; the knock changes when you shift into gear or load the engine. Inspect through the starter or inspection opening before it cracks all the way and you lose drive.",
      symptoms: [
        "Tinny rattle or rhythmic knock at idle that changes with load",
        "Knock fades or gets louder when shifting from Park to Drive",
        "Clicking as the engine shuts off",
        "Starter may grind if ring-gear teeth are damaged",
      ],
      symptomIds: ["clunk-knock"],
      causes: [
        {
          likelihood: "common",
          part: "Cracked flexplate around the crank bolts",
          why: "The thin plate flexes each revolution; once cracked, it knocks against itself under load.",
        },
        {
          likelihood: "occasional",
          part: "Loose or missing torque converter bolts",
          why: "The converter shifts on the flexplate with each power pulse, making a knock.",
        },
        {
          likelihood: "occasional",
          part: "Loose heat shield or exhaust clamp near the bellhousing",
          why: "A loose shield rattles at idle and is easy to mistake for the flexplate.",
        },
        {
          likelihood: "rare",
          part: "Torque converter out of balance or pump bushing worn",
          why: "A converter that has lost a balance weight or rides on a worn bushing vibrates and knocks.",
        },
      ],
      checks: [
        {
          step: "Tap heat shields and exhaust clamps near the transmission with the engine off.",
          tools: ["Rubber mallet", "Flashlight"],
          expect: "A shield that rattles when tapped is the cheap answer.",
        },
        {
          step: "Use a stethoscope at the bellhousing, engine block and oil pan.",
          tools: ["Mechanic's stethoscope"],
          expect: "Loudest at the bellhousing points to the flexplate or converter rather than the engine.",
        },
        {
          step: "Remove the inspection cover or starter and rotate the engine by hand to view the whole flexplate.",
          tools: ["Breaker bar", "Flashlight", "Mirror"],
          expect:
            "Cracks radiating from the crank bolts or converter bolt holes, or loose converter bolts, confirm it.",
        },
        {
          step: "Check converter bolt torque.",
          tools: ["Torque wrench"],
          expect:
            "Bolts at spec, commonly about 20–50 ft-lb depending on the maker (typical; confirm in the service information); any bolt that turns before reaching spec was loose.",
        },
      ],
      fix: "Replace the flexplate with new crank bolts where specified (torque-to-yield bolts must be replaced), install the converter with thread locker on the bolts and torque to spec. Inspect the converter pilot and pump bushing for wear while the transmission is out.",
      difficulty: 4,
      cost: {
        partsLow: 60,
        partsHigh: 400,
        laborHoursLow: 3.3,
        laborHoursHigh: 8,
        excludes: "Diagnosis fee, taxes, rear main seal and starter if damaged; dealer pricing higher.",
      },
      verdict: "careful",
      verdictReason:
        "A cracked flexplate can break completely and leave you with no drive; get it inspected soon and avoid long trips.",
      codes: [],
      terms: ["flexplate", "torque converter bolts", "ring gear"],
      related: ["car-will-not-move-in-any-gear", "harsh-clunk-shifting-park-to-drive"],
    },
    {
      slug: "automatic-no-reverse-forward-gears-work",
      title: "Car drives forward fine but won't move in Reverse",
      summary:
        "Usually a failed reverse clutch, band or drum (for example the GM 4L60E reverse input drum) or a broken sun shell. Check fluid level and linkage first; a true loss of reverse almost always needs internal repair.",
      symptoms: [
        "Engine revs in R with no movement, or it creeps weakly",
        "All forward gears shift normally",
        "Reverse may work cold and then fade as the fluid warms",
        "Backup lights and camera come on normally",
      ],
      symptomIds: ["no-drive", "slips-or-flares"],
      causes: [
        {
          likelihood: "common",
          part: "Burnt reverse input clutch or cracked reverse drum",
          why: "The clutch that drives reverse cannot hold torque, so the engine spins without moving the car.",
        },
        {
          likelihood: "occasional",
          part: "Low/reverse clutch or band worn",
          why: "The reaction member that holds for reverse slips, leaving no drive.",
        },
        {
          likelihood: "occasional",
          part: "Broken sun shell or wave plate in a shared clutch circuit",
          why: "A broken component also used by reverse removes the path; other gears may also be missing.",
        },
        {
          likelihood: "rare",
          part: "Shift cable not reaching the Reverse detent",
          why: "The manual valve sits between ranges and never feeds reverse.",
        },
      ],
      checks: [
        {
          step: "Check fluid level warm and confirm the case lever reaches the R detent.",
          tools: ["Dipstick", "Flashlight"],
          expect: "Correct level and proper detent rule out the simple causes.",
        },
        {
          step: "Scan for codes and watch commanded gear in Reverse.",
          tools: ["Scan tool"],
          expect:
            "Commanded R with engine speed rising and no output speed, plus codes such as P0736, confirms reverse slip.",
        },
        {
          step: "Pressure test in Reverse at idle and under brief load.",
          tools: ["Line pressure gauge"],
          expect:
            "Reverse normally reads higher than Drive at idle, often about 60–100 psi against 50–80 psi (typical; confirm in the service information); pressure low only in R points to a reverse circuit leak, while normal R pressure with no drive points to the drum or shell.",
        },
        {
          step: "Drop the pan and check for friction material and metal.",
          tools: ["Drain pan"],
          expect: "Heavy debris confirms internal clutch or drum damage.",
        },
      ],
      fix: "Overhaul the transmission with the failed drum, clutch pack, sun shell or wave plate replaced (upgraded parts exist for many units), or install a remanufactured unit. Flush the cooler and relearn.",
      difficulty: 5,
      cost: {
        partsLow: 800,
        partsHigh: 3500,
        laborHoursLow: 6,
        laborHoursHigh: 12,
        excludes: "Diagnosis fee, taxes, converter and cooler replacement; dealer pricing higher.",
      },
      verdict: "careful",
      verdictReason:
        "Without reverse you can get trapped in parking spaces, and the debris will take out other gears soon; plan the repair now.",
      codes: ["P0736", "P0700"],
      terms: ["reverse input clutch", "low/reverse clutch", "sun shell"],
      related: [
        "gm-4l60e-broken-sun-shell",
        "gm-6t70-no-reverse-third-fifth-wave-plate",
        "automatic-slips-rpm-flare-on-upshift",
      ],
      commonOn: gm4L60eTrucks,
    },
    {
      slug: "gm-4l60e-burnt-3-4-clutch-pack",
      title: "Chevy or GMC truck flares into 3rd and 4th, or loses them (4L60E)",
      summary:
        "On GM 4L60E and 4L65E trucks and SUVs, flares on the 2–3 and 3–4 shifts, or no 3rd and 4th at all with good 1st and 2nd, is the classic burnt 3–4 clutch pack. Confirm with a ratio check, then plan an overhaul; fresh fluid will not bring it back.",
      symptoms: [
        "Engine flares on the 2–3 and 3–4 upshifts, and rpm climbs in overdrive with no extra speed",
        "When it gets worse, the truck drops back to 1st-gear feel after the 2–3 shift",
        "1st and 2nd work normally; holding it in manual 2nd gets the truck home",
        "Burnt smell and black fluid on the dipstick",
        "Check engine light with a gear ratio or slip code",
      ],
      symptomIds: ["slips-or-flares", "fluid-condition", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Burnt 3–4 clutch pack",
          why: "The 3–4 clutch is applied in both 3rd and 4th; once its plates burn it cannot hold torque, so both gears slip or disappear while 1st and 2nd, which do not use it, stay normal.",
        },
        {
          likelihood: "occasional",
          part: "Cracked input housing or leaking 3–4 clutch piston seals",
          why: "Apply oil leaks out of the 3–4 circuit, so the clutch never sees full pressure.",
        },
        {
          likelihood: "occasional",
          part: "Worn 2–4 band or servo",
          why: "The band holds the reaction sun in 2nd and 4th; a slipping band gives similar flares, usually in 2nd as well.",
        },
        {
          likelihood: "rare",
          part: "Worn 3–4 accumulator or pressure regulator",
          why: "Low or delayed apply pressure lets the pack slip until it burns.",
        },
      ],
      checks: [
        {
          step: "Check fluid level and smell; note which gears slip.",
          tools: ["Dipstick"],
          expect:
            "Slip in 3rd and 4th with good 1st and 2nd points at the 3–4 pack; flares in 2nd and 4th but a solid 3rd point at the 2–4 band.",
        },
        {
          step: "Record engine rpm and output speed in each gear at steady throttle.",
          tools: ["Scan tool"],
          expect:
            "With the TCC applied, engine rpm should equal output shaft rpm in 3rd (1.00:1) and be 0.70 × output in 4th; engine speed more than about 100 rpm above that, or wandering, confirms slip. The 4L60E has no turbine speed sensor, so engine rpm stands in.",
        },
        {
          step: "Pull the codes and note the gear, TFT and speed in the freeze frame of the 3–4 slip code.",
          tools: ["Scan tool"],
          expect: "P0734, P0894 or P1870 with slip in 4th supports an internal fault.",
        },
        {
          step: "Drop the pan and look at the magnet and the filter for black, flaky lining.",
          tools: ["Drain pan", "Socket set"],
          expect: "Black, flaky friction material on the magnet and in the filter is typical of a burnt 3–4 pack.",
        },
      ],
      fix: "Overhaul with a new 3–4 clutch pack (many shops fit extra frictions and a revised apply plate), new input housing if cracked, 2–4 band and servo inspection, and a valve-body update kit; or install a remanufactured 4L60E/4L65E. Replace the converter, flush the cooler and run a GM fast learn.",
      difficulty: 5,
      cost: {
        partsLow: 600,
        partsHigh: 2800,
        laborHoursLow: 6,
        laborHoursHigh: 11.3,
        excludes: "Diagnosis fee, taxes, converter and cooler if separately priced; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "The truck still moves in 1st and 2nd, but it cannot keep up with traffic and the slip spreads debris; drive locally and only to the shop.",
      codes: ["P0734", "P0894", { code: "P1870", makes: ["chevrolet", "gm", "gmc"] }],
      terms: ["3–4 clutch", "2–4 band", "input housing", "overdrive"],
      related: [
        "gm-4l60e-broken-sun-shell",
        "tcc-not-locking-high-rpm-on-highway",
        "automatic-slips-rpm-flare-on-upshift",
      ],
      appliesTo: gm4L60e4L65eVehicles,
    },
    {
      slug: "gm-4l60e-broken-sun-shell",
      title: "GM truck has 1st and 3rd gear but no 2nd, 4th or Reverse",
      summary:
        "That pattern on a 4L60E or 4L65E points to a broken reaction sun shell, which links the 2–4 band and reverse input clutch to the planetary gears. It needs a teardown with a hardened sun shell and the parts the broken shell damaged.",
      symptoms: [
        "Pulls away in 1st, then feels like neutral on the 1–2 shift until 3rd catches",
        "No Reverse at all",
        "Loud grinding or clicking at the 1–2 shift",
        "Metal debris on the pan magnet",
      ],
      symptomIds: ["no-drive", "slips-or-flares", "clunk-knock"],
      causes: [
        {
          likelihood: "common",
          part: "Sun shell splines stripped or the shell cracked",
          why: "2nd and 4th need the 2–4 band to hold the reaction sun gear through the shell, and Reverse drives through it, so a broken shell removes all three.",
        },
        {
          likelihood: "occasional",
          part: "Worn reaction sun gear spline or thrust washers",
          why: "Wear lets the shell and sun gear move and chew through the tangs.",
        },
        {
          likelihood: "rare",
          part: "Broken 2–4 band or anchor pin",
          why: "A failed band also removes 2nd and 4th but leaves reverse; the missing reverse is what points to the shell.",
        },
      ],
      checks: [
        {
          step: "Drive through the gears and note which ones work.",
          tools: ["Scan tool"],
          expect: "1st and 3rd only, with no 2nd, 4th or Reverse, is the sun-shell pattern.",
        },
        {
          step: "Check line pressure in Reverse and Drive.",
          tools: ["Line pressure gauge"],
          expect:
            "Line pressure in range at idle (typically about 55–70 psi in Drive and higher in Reverse on a 4L60E; confirm in the service information) with no reverse confirms a mechanical break rather than a hydraulic fault.",
        },
        {
          step: "Drop the pan and check the magnet.",
          tools: ["Drain pan", "Socket set"],
          expect: "Steel shavings and pieces of shell tang are typical.",
        },
      ],
      fix: "Overhaul with a heavy-duty (hardened or thicker) sun shell, new reaction sun gear and thrust washers, and inspection of the 2–4 band and reverse input drum; or install a remanufactured unit. Flush the cooler, replace the converter if contaminated and perform a GM fast learn.",
      difficulty: 5,
      cost: {
        partsLow: 700,
        partsHigh: 2800,
        laborHoursLow: 6,
        laborHoursHigh: 11.3,
        excludes:
          "Estimate; the range runs from an overhaul with a hardened sun shell to a remanufactured unit with converter; excludes diagnosis, taxes and dealer pricing.",
      },
      verdict: "stop",
      verdictReason:
        "With no Reverse and no 2nd, the truck cannot maneuver safely and steel debris is circulating; tow it to the shop.",
      codes: ["P0732", "P0734", "P0736"],
      terms: ["sun shell", "reaction sun gear", "2–4 band"],
      related: ["automatic-no-reverse-forward-gears-work", "gm-4l60e-burnt-3-4-clutch-pack"],
      appliesTo: gm4L60e4L65eVehicles,
    },
    {
      slug: "gm-6t70-no-reverse-third-fifth-wave-plate",
      title: "Traverse, Acadia or Enclave lost Reverse, 3rd and 5th gear",
      summary:
        "On GM 6T70/6T75 six-speeds in 2007–2012 Lambda crossovers the 3–5–Reverse clutch wave plate can break, taking out Reverse, 3rd and 5th together. The repair is a teardown with the revised wave plate and any damaged parts.",
      symptoms: [
        "No Reverse, or Reverse slips and bangs",
        "Flare on the 2–3 shift and again at 4–5",
        "Harsh shifts and a limp gear after the failure",
        "Check engine light with ratio codes; metal fragments in the fluid",
      ],
      symptomIds: ["no-drive", "slips-or-flares", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Broken 3–5–Reverse wave (cushion) plate",
          why: "Broken pieces stop the clutch from applying and chew up the housing, so the three gears that use that clutch slip or vanish.",
        },
        {
          likelihood: "occasional",
          part: "Worn 3–5–R clutch piston seals or housing",
          why: "Leaking apply pressure leaves the clutch unable to hold under load.",
        },
        {
          likelihood: "rare",
          part: "Valve body or solenoid fault in the 3–5–R circuit",
          why: "Low commanded pressure to that clutch causes slip without mechanical breakage.",
        },
      ],
      checks: [
        {
          step: "Drive and note which gears are missing.",
          tools: ["Scan tool"],
          expect:
            "Loss of Reverse, 3rd and 5th together identifies the 3–5–R clutch; on the scan tool, input speed in commanded 3rd should be 1.84 × output speed, and a flare of 300 rpm or more above that (or to engine speed) shows the clutch is not holding.",
        },
        {
          step: "Read TCM codes and the freeze frame of the first one set, noting commanded gear and input and output speeds when the clutch let go.",
          tools: ["Scan tool"],
          expect: "P0733, P0735 or P0736 (or P0776 with pressure faults) support the diagnosis.",
        },
        {
          step: "Drain the fluid and check for steel wave-plate pieces.",
          tools: ["Drain pan", "Magnet"],
          expect: "Curved steel fragments are the broken wave plate.",
        },
      ],
      fix: "Overhaul the transmission with the revised wave plate, new clutch plates and seals, and any damaged housing; or install a remanufactured unit. Replace the converter if heavily contaminated, flush the cooler and perform the GM clutch adaptive relearn.",
      difficulty: 5,
      cost: {
        partsLow: 500,
        partsHigh: 3200,
        laborHoursLow: 6.7,
        laborHoursHigh: 13.3,
        excludes:
          "Diagnosis fee, taxes and dealer pricing; check for any GM goodwill or remaining powertrain warranty first.",
      },
      verdict: "careful",
      verdictReason:
        "With no Reverse and unpredictable shifts, drive only to the shop and avoid situations that need reversing.",
      codes: ["P0733", "P0735", "P0736", "P0776"],
      terms: ["wave plate", "3–5–Reverse clutch", "clutch adaptive relearn"],
      related: ["automatic-no-reverse-forward-gears-work", "automatic-stuck-in-limp-mode-one-gear"],
      appliesTo: [
        {
          make: "chevrolet",
          models: ["traverse"],
          years: [2009, 2012],
          transmissions: ["GM 6T70/6T75 6-speed automatic"],
        },
        { make: "gmc", models: ["acadia"], years: [2007, 2012], transmissions: ["GM 6T70/6T75 6-speed automatic"] },
        { make: "buick", models: ["enclave"], years: [2008, 2012], transmissions: ["GM 6T70/6T75 6-speed automatic"] },
        { make: "saturn", models: ["outlook"], years: [2007, 2010], transmissions: ["GM 6T70/6T75 6-speed automatic"] },
      ],
    },
    {
      slug: "gm-8-speed-shudder-8l90-8l45",
      title: "Chevy, GMC or Cadillac 8-speed shudders at 25–80 mph",
      summary:
        "2015–2019 GM trucks, SUVs and cars with the 8L90 or 8L45 are known for torque converter shudder. GM's fix is a complete fluid flush with Mobil 1 LV ATF HP; if shudder persists, a converter replacement follows.",
      symptoms: [
        "Shake like driving on a rough road at steady light throttle, 25–80 mph",
        "Shudder also felt during light acceleration in 4th through 8th",
        "Goes away when you press harder or lift off",
        "Harsh 1–2 and 2–3 shifts may accompany it",
      ],
      symptomIds: ["shudder", "harsh-shifts"],
      causes: [
        {
          likelihood: "common",
          part: "Original fluid absorbed moisture and lost friction performance",
          why: "GM traced many shudders to the factory fluid; the converter clutch starts to stick-slip in controlled slip.",
        },
        {
          likelihood: "occasional",
          part: "Torque converter clutch damaged by prolonged shudder",
          why: "Once the lining glazes, even new fluid cannot restore smooth apply.",
        },
        {
          likelihood: "rare",
          part: "Driveline or engine vibration misdiagnosed",
          why: "An out-of-balance driveshaft or misfire can feel similar but does not follow TCC apply.",
        },
      ],
      checks: [
        {
          step: "Confirm the vehicle, years and transmission (8L90 or 8L45 RPO code on the glovebox or door label).",
          tools: ["Service parts ID label"],
          expect: "2015–2019 applications are those most covered by GM bulletins on this shudder.",
        },
        {
          step: "Road test while logging TCC slip and commanded TCC state.",
          tools: ["Scan tool"],
          expect:
            "Shudder felt between about 25 and 80 mph only while TCC slip reads a small controlled value (roughly 10–100 rpm) and gone when the TCC is commanded off confirms converter shudder.",
        },
        {
          step: "Check for a prior fluid flush with the updated fluid in the service history.",
          tools: ["Dealer service history by VIN"],
          expect:
            "No record means the flush is the first step; a flush already done and shudder back means the converter.",
        },
      ],
      fix: "Perform GM's complete flush with Mobil 1 LV ATF HP using a flush machine to approach full exchange, then road test and relearn. If it returns, replace the torque converter and repeat the flush. Check for open bulletins, warranty coverage and calibration updates by VIN.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "GM flush with Mobil 1 LV ATF HP and relearn",
            partsLow: 120,
            partsHigh: 250,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the torque converter and repeat the flush",
            partsLow: 700,
            partsHigh: 1100,
            laborHoursLow: 7,
            laborHoursHigh: 10,
          },
        ],
        excludes: "Diagnosis fee and taxes; dealer pricing or warranty coverage may change what you pay.",
      },
      verdict: "ok",
      verdictReason:
        "The shudder is annoying rather than dangerous, but it wears the converter; get the flush done before the converter is damaged.",
      codes: [],
      terms: ["torque converter shudder", "TCC", "fluid flush"],
      related: ["torque-converter-shudder-light-throttle", "tcc-not-locking-high-rpm-on-highway"],
      appliesTo: [
        {
          make: "chevrolet",
          models: ["silverado", "tahoe", "suburban", "camaro", "corvette", "colorado"],
          years: [2015, 2019],
          transmissions: ["GM 8L90 8-speed automatic", "GM 8L45 8-speed automatic"],
        },
        {
          make: "gmc",
          models: ["sierra", "yukon", "yukon-xl", "canyon"],
          years: [2015, 2019],
          transmissions: ["GM 8L90 8-speed automatic", "GM 8L45 8-speed automatic"],
        },
        {
          make: "cadillac",
          models: ["escalade", "cts", "ats", "ct6"],
          years: [2015, 2019],
          transmissions: ["GM 8L90 8-speed automatic", "GM 8L45 8-speed automatic"],
        },
      ],
    },
    {
      slug: "ford-6r80-no-shift-lead-frame",
      title: "F-150 or Mustang 6-speed suddenly won't upshift or bangs into gear",
      summary:
        "On the Ford 6R80 (2009–2017 F-150, Expedition, Mustang and others), sudden harsh or no-shift faults with speed-sensor codes are often the internal lead frame that carries the turbine and output speed sensors. Replacing it needs the pan and valve body out.",
      symptoms: [
        "Sudden stuck gear, harsh engagement or a hard downshift while driving",
        "Speedometer may blink to zero on some trucks",
        "Codes P0715, P0717, P0720 or P0721, often intermittent",
        "Problem comes and goes with temperature",
      ],
      symptomIds: ["harsh-shifts", "stuck-in-gear", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Failed lead frame (molded sensor harness with turbine and output speed sensors)",
          why: "Cracks or failed internal sensors drop the speed signals, so the TCM loses ratio data and defaults to a fixed gear or makes harsh shifts.",
        },
        {
          likelihood: "occasional",
          part: "Corroded or loose connection at the case connector",
          why: "Fluid or water in the connector breaks the sensor circuits to the PCM.",
        },
        {
          likelihood: "occasional",
          part: "Valve body or solenoid body wear",
          why: "Worn bores and solenoids cause harsh shifts with no sensor codes.",
        },
        {
          likelihood: "rare",
          part: "PCM software issue",
          why: "Ford recalled some early-2010s F-150s because a lost output-shaft speed signal could trigger an unexpected downshift to first; the remedy was a PCM update.",
        },
      ],
      checks: [
        {
          step: "Run the VIN for open recalls and Ford bulletins on 6R80 downshift or lead-frame faults.",
          tools: ["NHTSA recall lookup", "Service information"],
          expect: "An open downshift recall gets a free PCM reprogram before any parts are replaced.",
        },
        {
          step: "Graph turbine speed, output speed and wheel speed during the event.",
          tools: ["Scan tool"],
          expect:
            "Turbine or output speed dropping to 0 rpm, or spiking, while all four wheel speeds stay steady confirms the lead-frame sensor circuit rather than a clutch or valve fault.",
        },
        {
          step: "Inspect and clean the case connector.",
          tools: ["Flashlight", "Contact cleaner"],
          expect: "A dry, tight connector with the fault still present points inside the pan.",
        },
        {
          step: "Measure sensor circuits at the case connector against the diagram.",
          tools: ["Multimeter", "Wiring diagram"],
          expect: "Open or intermittent readings while flexing the harness confirm the lead frame.",
        },
      ],
      fix: "Replace the lead frame (pan, filter and valve body removal; new case connector seal), refill with Mercon LV to the level check spec at the right temperature, clear codes and run the adaptive relearn. Apply any PCM recall update.",
      difficulty: 4,
      cost: {
        partsLow: 150,
        partsHigh: 450,
        laborHoursLow: 2,
        laborHoursHigh: 4,
        excludes: "Diagnosis fee, taxes, fluid and filter and any valve body work; dealer pricing higher.",
      },
      verdict: "careful",
      verdictReason:
        "An unexpected hard downshift at speed can cause a skid, especially in rain; drive cautiously and get it repaired promptly.",
      codes: ["P0715", "P0717", "P0720", "P0721"],
      terms: ["lead frame", "turbine speed sensor", "output shaft speed sensor"],
      related: ["speedometer-dead-and-erratic-shifting", "input-speed-sensor-code", "ford-10r80-harsh-downshift-clunk"],
      appliesTo: [
        ford6R80Vehicles,
        {
          make: "ford",
          models: ["f-150"],
          years: [2018, 2020],
          engines: [{ name: "3.3L Ti-VCT V6", liters: 3.3 }],
          transmissions: ["Ford 6R80 6-speed automatic"],
        },
        { make: "lincoln", models: ["navigator"], years: [2009, 2017], transmissions: ["Ford 6R80 6-speed automatic"] },
      ],
    },
    {
      slug: "ford-10r80-harsh-downshift-clunk",
      title: "Ford 10-speed clunks hard when slowing down or taking off",
      summary:
        "Harsh 3–2 and 2–1 downshifts and firm 1–2 upshifts are the most common 10R80 complaint (2017-on F-150, Expedition, Mustang and Ranger). Start with a software update and adaptive relearn; persistent cases get a valve body.",
      symptoms: [
        "Clunk or bang as the truck coasts down to about 10–20 mph",
        "Firm, bumpy 1–2 or 2–3 upshift when pulling away",
        "Hesitation, then a lurch when accelerating from a rolling stop",
        "Usually no warning light or codes",
      ],
      symptomIds: ["harsh-shifts", "clunk-knock"],
      causes: [
        {
          likelihood: "common",
          part: "Adaptive shift tables mislearned or outdated calibration",
          why: "The 10R80 relies heavily on learned clutch fill times; wrong values apply clutches too quickly on downshifts.",
        },
        {
          likelihood: "occasional",
          part: "Valve body or solenoid body wear",
          why: "Sticking solenoids or worn valves stop the TCM controlling apply rate, so shifts bang no matter what it learns.",
        },
        {
          likelihood: "occasional",
          part: "Driveline lash (U-joints, slip yoke, rear axle backlash)",
          why: "Slack in the driveline makes an ordinary shift feel like a clunk.",
        },
        {
          likelihood: "rare",
          part: "Worn CDF clutch drum seal surface",
          why: "On some units the drum's sealing area wears, leaking apply pressure and causing slips, bangs and eventually lost gears.",
        },
      ],
      checks: [
        {
          step: "Look up the VIN for a newer PCM calibration that rewrites the 10R80 shift tables, and for Ford bulletins on harsh 3–2 and 2–1 downshifts.",
          tools: ["Ford service information or dealer"],
          expect: "A newer calibration is often the first remedy for shift quality.",
        },
        {
          step: "Verify fluid level with the engine running at the temperature the procedure specifies.",
          tools: ["Scan tool", "Level check plug tools"],
          expect: "Fluid dribbling from the level hole at the specified TFT; low fluid makes shifts worse.",
        },
        {
          step: "Check driveline lash: rotate the driveshaft by hand and inspect U-joints.",
          tools: ["Jack stands"],
          expect:
            "Zero free play at every U-joint cap; ring gear backlash on the 8.8 in. or 9.75 in. axle is typically about 0.008–0.015 in. (confirm in the service information), and more than that is a separate clunk source.",
        },
        {
          step: "Reset adaptive tables and perform the relearn drive.",
          tools: ["Scan tool with Ford functions"],
          expect: "Shift quality improves noticeably after the relearn if the hardware is healthy.",
        },
      ],
      fix: "Reflash the PCM/TCM, reset adaptives and relearn. If harsh shifts persist or codes appear, replace the valve body or solenoid body with its calibration file loaded, or repair the CDF drum on a teardown. Use only Mercon ULV.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "PCM reflash and adaptive relearn",
            partsLow: 0,
            partsHigh: 40,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the valve body with its calibration file",
            partsLow: 600,
            partsHigh: 1200,
            laborHoursLow: 3,
            laborHoursHigh: 6,
          },
          {
            name: "Overhaul with a CDF drum repair",
            partsLow: 1200,
            partsHigh: 2500,
            laborHoursLow: 10,
            laborHoursHigh: 14,
          },
        ],
        excludes:
          "Diagnosis fee and taxes; a remanufactured 10R80, if the case or gear train is damaged, costs more, and dealer pricing is higher.",
      },
      verdict: "ok",
      verdictReason:
        "The clunks are unpleasant but the truck stays drivable; get it looked at if gears start slipping or a light comes on.",
      codes: [],
      terms: ["adaptive relearn", "Mercon ULV", "solenoid body"],
      related: [
        "rough-shifts-after-battery-or-transmission-work",
        "ford-6r80-no-shift-lead-frame",
        "harsh-clunk-shifting-park-to-drive",
      ],
      appliesTo: [
        {
          make: "ford",
          models: ["f-150", "expedition", "expedition-max", "mustang", "ranger"],
          years: [2017, 2026],
          transmissions: ["Ford 10R80 10-speed automatic"],
        },
        {
          make: "lincoln",
          models: ["navigator", "navigator-l"],
          years: [2018, 2026],
          transmissions: ["Ford 10R80 10-speed automatic"],
        },
      ],
    },
    {
      slug: "chrysler-62te-limp-mode-harsh-shifts",
      title: "Grand Caravan or Journey stuck in second gear with harsh shifts",
      summary:
        "The Chrysler 62TE (most 2008–2020 Grand Caravan and Town & Country, V6 Journey) drops to a limp gear on a pressure switch, solenoid or ratio fault. Read the codes: a solenoid pack or speed sensor is far cheaper than the worn clutches it often gets blamed on.",
      symptoms: [
        "Stuck in 2nd gear (3rd on some) after a hard shift",
        "Harsh 2–1 downshift or bang when coming to a stop",
        "Delayed or harsh engagement when warm",
        "Check engine light; problem clears after a restart and returns",
      ],
      symptomIds: ["stuck-in-gear", "harsh-shifts", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Solenoid and pressure switch assembly (solenoid pack)",
          why: "A failed solenoid or pressure switch gives the TCM a mismatch between commanded and sensed pressure, so it goes to limp.",
        },
        {
          likelihood: "common",
          part: "Low fluid or non-ATF+4 fluid",
          why: "These units are sensitive to level and to fluid type; aeration or the wrong friction properties cause pressure switch faults and harsh shifts.",
        },
        {
          likelihood: "occasional",
          part: "Input or output speed sensor or connector",
          why: "Lost speed signal triggers ratio errors and limp mode.",
        },
        {
          likelihood: "occasional",
          part: "Worn underdrive or 2/4 clutch",
          why: "Real internal slip sets ratio codes that no solenoid change will cure.",
        },
        {
          likelihood: "rare",
          part: "Loss of pump prime",
          why: "A cracked filter or very low fluid lets the pump lose prime, setting P0944.",
        },
      ],
      checks: [
        {
          step: "Check fluid level hot and confirm ATF+4 was used.",
          tools: ["Dipstick"],
          expect:
            "With transmission temperature at about 180 °F (82 °C) on the scan tool, fluid in the HOT range and red; a brown, burnt or low reading needs correcting before any solenoid pack is condemned.",
        },
        {
          step: "Pull the 62TE TCM's codes and note the gear and pressure switch states in the freeze frame.",
          tools: ["Scan tool"],
          expect:
            "P0841, P0845, P0870 or solenoid codes point to the solenoid pack; P0731–P0733 point to clutch slip; P0944 to prime loss.",
        },
        {
          step: "Inspect the solenoid pack connector and wiring at the case.",
          tools: ["Flashlight"],
          expect: "A clean, tight, dry connector; oil or corrosion is a common cause.",
        },
        {
          step: "Watch the pressure switch states and input/output speeds while driving.",
          tools: ["Scan tool"],
          expect:
            "Switch states should match each gear; a switch that never changes with good pressure condemns the pack.",
        },
      ],
      fix: "Replace the solenoid and pressure switch assembly (external on the case side), speed sensor or connector, or overhaul if clutches are worn. Refill with ATF+4 and perform the Quick Learn with a wiTECH-capable scan tool before road testing.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace a speed sensor or connector",
            partsLow: 60,
            partsHigh: 150,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the solenoid and pressure switch assembly",
            likely: true,
            partsLow: 250,
            partsHigh: 700,
            laborHoursLow: 1,
            laborHoursHigh: 3.3,
          },
          {
            name: "Overhaul the 62TE with new clutches and seals",
            partsLow: 1200,
            partsHigh: 2500,
            laborHoursLow: 9,
            laborHoursHigh: 12,
          },
        ],
        excludes:
          "Diagnosis fee, taxes and a new torque converter if clutch debris has contaminated it; dealer pricing higher.",
      },
      verdict: "careful",
      verdictReason: "Limp mode in 2nd is slow and unsafe on the highway; drive gently on local roads to a shop.",
      codes: ["P0700", "P0841", "P0845", "P0870", "P0944", "P0731", "P0732"],
      terms: ["solenoid pack", "pressure switch", "Quick Learn", "ATF+4"],
      related: ["automatic-stuck-in-limp-mode-one-gear", "input-speed-sensor-code", "wrong-transmission-fluid-added"],
      appliesTo: [
        dodge62teVehicles,
        chrysler62teVehicles,
        {
          make: "volkswagen",
          models: ["routan"],
          years: [2009, 2014],
          transmissions: ["Chrysler 62TE 6-speed automatic"],
        },
      ],
    },
    {
      slug: "zf-9-speed-948te-rough-or-neutral",
      title: "9-speed Jeep, Chrysler or Honda shifts rough or drops into neutral",
      summary:
        "The ZF 9HP (948TE in Jeep Cherokee, Renegade, Compass, Chrysler Pacifica and 200; also Honda Pilot, Acura MDX and TLX) uses dog clutches that need precise software. TCM updates fixed many complaints; check the VIN for recalls first.",
      symptoms: [
        "Harsh or clunky 2–3 or 3–2 shifts at low speed",
        "Hesitation or a pause, then a jolt when accelerating from a roll",
        "Brief loss of drive, as if in neutral, then engagement",
        "Flashing gear display or 'Service Transmission' message in some cases",
      ],
      symptomIds: ["harsh-shifts", "slips-or-flares", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Outdated TCM software",
          why: "Many early calibrations mistimed the dog-clutch engagement, causing bangs and delays; updated software addressed many of them.",
        },
        {
          likelihood: "occasional",
          part: "Dog clutch (A or F) engagement fault",
          why: "The dog clutch must be speed-matched to engage; if it fails to engage, the unit briefly has no drive.",
        },
        {
          likelihood: "occasional",
          part: "Low fluid or incorrect fluid level after service",
          why: "The 9HP is sensitive to level; a wrong fill causes erratic engagement.",
        },
        {
          likelihood: "rare",
          part: "Valve body or internal wear",
          why: "Worn valves or solenoids produce persistent slip codes after software updates.",
        },
      ],
      checks: [
        {
          step: "Check the VIN for open recalls and transmission software bulletins.",
          tools: ["NHTSA recall lookup", "Dealer"],
          expect: "An open campaign means a free TCM update first.",
        },
        {
          step: "Pull TCM codes and note the gear and road speed the freeze frame caught when drive was lost.",
          tools: ["Scan tool with TCM access"],
          expect: "Ratio or shift codes (P0730, P0780) with matching freeze frame confirm a real engagement fault.",
        },
        {
          step: "Confirm fluid level using the scan tool fill procedure with correct fluid temperature.",
          tools: ["wiTECH or HDS", "Level check tools"],
          expect:
            "Fluid level set at the check plug with the fluid temperature inside the procedure's window (about 86–122 °F, 30–50 °C, on many ZF units; typical, confirm in the service information); a level set cold or hot is wrong.",
        },
        {
          step: "Reset adaptives and perform the relearn drive.",
          tools: ["Scan tool"],
          expect: "Shift quality improves on the relearn if the hardware is sound.",
        },
      ],
      fix: "Flash the TCM to the latest calibration, reset adaptations and relearn. Correct fluid level with the specified ZF 9-speed fluid (Mopar or Honda ATF Type 3.1 depending on make). If codes remain, the valve body or the transmission may need replacement under any remaining powertrain coverage.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "TCM flash, level set and relearn",
            partsLow: 20,
            partsHigh: 120,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          { name: "Replace the valve body", partsLow: 500, partsHigh: 900, laborHoursLow: 2.5, laborHoursHigh: 4 },
          {
            name: "Replace the 9-speed with a new or remanufactured unit",
            partsLow: 3500,
            partsHigh: 5500,
            laborHoursLow: 6,
            laborHoursHigh: 10,
          },
        ],
        excludes:
          "Diagnosis fee, taxes and programming subscriptions; remaining powertrain coverage can pay for the valve body or unit, and dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "A momentary loss of drive when pulling into traffic is dangerous; avoid tight gaps and get the software checked soon.",
      codes: ["P0700", "P0730", "P0780"],
      terms: ["dog clutch", "TCM reflash", "adaptive relearn"],
      related: ["rough-shifts-after-battery-or-transmission-work", "automatic-stuck-in-limp-mode-one-gear"],
      appliesTo: [
        {
          make: "jeep",
          models: ["cherokee", "renegade", "compass"],
          years: [2014, 2025],
          transmissions: ["ZF 9HP (948TE) 9-speed automatic"],
        },
        {
          make: "chrysler",
          models: ["pacifica", "200"],
          years: [2015, 2026],
          transmissions: ["ZF 9HP (948TE) 9-speed automatic"],
        },
        {
          make: "ram",
          models: ["promaster-city"],
          years: [2015, 2022],
          transmissions: ["ZF 9HP (948TE) 9-speed automatic"],
        },
        { make: "fiat", models: ["500x"], years: [2016, 2023], transmissions: ["ZF 9HP (948TE) 9-speed automatic"] },
        {
          make: "honda",
          models: ["pilot", "passport", "odyssey", "ridgeline"],
          years: [2016, 2025],
          transmissions: ["ZF 9HP 9-speed automatic"],
        },
        { make: "acura", models: ["mdx", "tlx"], years: [2015, 2020], transmissions: ["ZF 9HP 9-speed automatic"] },
      ],
    },
    {
      slug: "zf-8hp-pan-or-connector-sleeve-leak",
      title: "ZF 8-speed in a BMW, Ram or Jeep dripping fluid at the pan or harness plug",
      summary:
        "On ZF 8HP transmissions the plastic pan (with its built-in filter) and the mechatronic connector sleeve are the usual leak points. Both mean pan removal; the sleeve leak can eventually fill the connector with fluid and cause shifting faults.",
      symptoms: [
        "Drips of fluid from the pan edge or from around the round harness connector on the side of the transmission",
        "Fluid residue on the underbody panels",
        "Occasional harsh or erratic shifting if fluid reaches the connector",
        "Low-fluid slip on long trips if ignored",
      ],
      symptomIds: ["fluid-leak", "harsh-shifts", "slips-or-flares"],
      causes: [
        {
          likelihood: "common",
          part: "Mechatronic connector sleeve (adapter) O-rings hardened",
          why: "The sleeve passes the harness through the case; its O-rings harden with heat and leak fluid out, sometimes into the connector.",
        },
        {
          likelihood: "common",
          part: "Plastic pan gasket leak or warped pan",
          why: "The molded pan seal hardens and the pan can distort, especially if over-tightened.",
        },
        {
          likelihood: "occasional",
          part: "Cooler line or thermostat housing leak",
          why: "Quick-connect lines and the cooler thermostat have O-rings that weep.",
        },
        {
          likelihood: "rare",
          part: "Output or input shaft seal",
          why: "Front or rear seals weep at higher mileage, though less often than the pan and sleeve.",
        },
      ],
      checks: [
        {
          step: "Clean the area and drive a short distance, then inspect with UV dye if needed.",
          tools: ["Brake cleaner", "UV dye and light"],
          expect: "Fresh fluid at the connector sleeve or pan lip identifies the source.",
        },
        {
          step: "Disconnect the mechatronic connector and look inside.",
          tools: ["Flashlight"],
          expect: "Fluid inside the connector confirms the sleeve leak and requires cleaning the harness side.",
        },
        {
          step: "Check the fluid level using the fill-plug procedure at the specified temperature.",
          tools: ["Fluid pump", "Scan tool"],
          expect:
            "BMW and ZF procedures check the 8HP at about 86–122°F (30–50°C); fluid should just reach the fill hole with the engine running. Confirm the spec for the application.",
        },
        {
          step: "Scan for transmission codes.",
          tools: ["Scan tool"],
          expect: "No codes is typical; speed-sensor or solenoid codes suggest fluid has entered the connector.",
        },
      ],
      fix: "Remove the pan and replace the sleeve with new O-rings, install a new pan/filter assembly, refill with ZF Lifeguard 8 or the maker's equivalent, and set the level at temperature. Clean any contaminated connector with electrical contact cleaner.",
      difficulty: 3,
      cost: {
        partsLow: 180,
        partsHigh: 500,
        laborHoursLow: 1.7,
        laborHoursHigh: 3.7,
        excludes: "Diagnosis fee and taxes; shaft seals and cooler parts are extra, and dealer pricing is higher.",
      },
      verdict: "ok",
      verdictReason:
        "A slow weep is safe short term; watch for shifting faults or drips on the exhaust and repair within weeks.",
      codes: [],
      terms: ["mechatronic unit", "connector sleeve", "ZF 8HP"],
      related: ["red-fluid-puddle-under-car", "sealed-transmission-no-dipstick-level-check"],
      appliesTo: [
        { make: "bmw", years: [2010, 2026], transmissions: ["ZF 8HP 8-speed automatic"] },
        {
          make: "ram",
          models: ["1500"],
          years: [2013, 2026],
          transmissions: ["ZF 8HP (8HP70/8HP75) 8-speed automatic"],
        },
        {
          make: "jeep",
          models: ["grand-cherokee", "grand-cherokee-l", "wrangler", "gladiator"],
          years: [2014, 2026],
          transmissions: ["ZF 8HP (845RE/850RE) 8-speed automatic"],
        },
        {
          make: "dodge",
          models: ["charger", "challenger", "durango"],
          years: [2012, 2023],
          transmissions: ["ZF 8HP (845RE/8HP70) 8-speed automatic"],
        },
        {
          make: "chrysler",
          models: ["300"],
          years: [2012, 2023],
          transmissions: ["ZF 8HP (845RE/8HP70) 8-speed automatic"],
        },
      ],
    },
    {
      slug: "toyota-aisin-6-speed-hesitation-lurch",
      title: "Toyota or Lexus 6-speed hesitates then lurches when accelerating from a roll",
      summary:
        "On Aisin U660E and U760E six-speeds (Camry, Highlander, Sienna, 2013–2018 RAV4, Lexus ES 350 and RX 350) a delay and then a lunge is usually shift logic, low fluid or old fluid. Check for calibration updates and the level using Toyota's overflow procedure.",
      symptoms: [
        "Press the gas while coasting and nothing happens for a second, then a firm jolt",
        "Delayed downshift when you need to pass",
        "Slight flare on the 2–3 or 3–4 shift when warm",
        "No warning light",
      ],
      symptomIds: ["harsh-shifts", "slips-or-flares"],
      causes: [
        {
          likelihood: "common",
          part: "Shift logic and calibration",
          why: "Toyota released ECM/TCM calibration updates for drivability complaints on early U660E models that delayed and then hurried the downshift.",
        },
        {
          likelihood: "occasional",
          part: "Low fluid level in a sealed unit",
          why: "Without a dipstick, a slow leak goes unnoticed until shifts slip and flare.",
        },
        {
          likelihood: "occasional",
          part: "Degraded Toyota WS fluid",
          why: "Old fluid changes clutch friction and increases the time the TCM needs for a shift.",
        },
        {
          likelihood: "rare",
          part: "Shift solenoid or valve wear",
          why: "A sluggish linear solenoid delays pressure changes and causes flare.",
        },
      ],
      checks: [
        {
          step: "Check for calibration updates and TSBs by VIN.",
          tools: ["Toyota Techstream or dealer"],
          expect: "A newer ECM calibration often resolves hesitation and lunge.",
        },
        {
          step: "Check fluid level using the overflow tube procedure at fluid temperature 95–113°F (35–45°C).",
          tools: ["Techstream or DLC jumper", "Hex socket for overflow plug"],
          expect:
            "At 95–113 °F (35–45 °C) with the engine idling, fluid just trickles from the overflow plug; no flow means the sealed unit is low, and a steady stream means it was overfilled.",
        },
        {
          step: "Watch throttle angle, gear commanded and turbine speed during the event.",
          tools: ["Scan tool"],
          expect: "A long gap between throttle request and commanded downshift points to calibration, not hardware.",
        },
        {
          step: "Inspect the throttle body for carbon and idle air relearn status.",
          tools: ["Flashlight", "Throttle cleaner"],
          expect: "A heavily carbon-fouled throttle body can cause hesitation that feels like a transmission fault.",
        },
      ],
      fix: "Install the updated calibration if available, correct the fluid level with Toyota WS, or do a drain-and-fill (several times to refresh most of the fluid). Clean the throttle body if dirty. Persistent slip needs solenoid or valve body repair.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Install the updated ECM calibration",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Set the level or drain-and-fill with Toyota WS",
            partsLow: 30,
            partsHigh: 120,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          { name: "Replace a shift solenoid", partsLow: 80, partsHigh: 300, laborHoursLow: 1.2, laborHoursHigh: 2.3 },
        ],
        excludes: "Diagnosis fee, taxes and valve body repair; dealer programming fees may be higher.",
      },
      verdict: "ok",
      verdictReason: "It is safe to drive, but allow extra margin when pulling out or passing until it is fixed.",
      codes: [],
      terms: ["Toyota WS", "calibration update", "overflow plug"],
      related: ["sealed-transmission-no-dipstick-level-check", "rough-shifts-after-battery-or-transmission-work"],
      appliesTo: [
        {
          make: "toyota",
          models: ["camry", "avalon", "highlander", "sienna", "rav4", "venza"],
          years: [2007, 2018],
          transmissions: ["Aisin U660E 6-speed automatic", "Aisin U760E 6-speed automatic"],
        },
        {
          make: "lexus",
          models: ["es", "rx"],
          years: [2007, 2018],
          engines: [{ name: "3.5L 2GR-FE V6", liters: 3.5 }],
          transmissions: ["Aisin U660E 6-speed automatic"],
        },
      ],
    },
    {
      slug: "honda-5-speed-auto-flashing-d-light",
      title: "Older Honda or Acura V6 automatic slips on the 2–3 shift and flashes the D light",
      summary:
        "Honda's early 5-speed automatics (roughly 2001–2004 Odyssey, Pilot, MDX, TL, CL and Accord V6) commonly wear out the 3rd clutch, causing slip and a flashing D light. Fresh Honda ATF buys time; most end up needing a rebuilt unit.",
      symptoms: [
        "D indicator on the dash flashes and the check engine light may come on",
        "Engine flares on the 2–3 shift or in 3rd and 4th",
        "Harsh 3–2 downshift or stuck in a limp gear",
        "Dark fluid with clutch material",
      ],
      symptomIds: ["slips-or-flares", "warning-light", "fluid-condition"],
      causes: [
        {
          likelihood: "common",
          part: "Worn or burnt 3rd clutch pack",
          why: "Insufficient lubrication and heat wear the 3rd clutch, producing slip and debris that blocks the lube circuit.",
        },
        {
          likelihood: "occasional",
          part: "Clogged ATF filter or cooler return filter",
          why: "Debris restricts cooler flow and lubrication, overheating clutches further.",
        },
        {
          likelihood: "occasional",
          part: "Failed shift or pressure control solenoid",
          why: "A sticking solenoid can cause slip or a limp mode without clutch wear.",
        },
        {
          likelihood: "rare",
          part: "Wrong or mixed fluid",
          why: "Honda units are sensitive to fluid; non-Honda ATF changes clutch friction and shift feel.",
        },
      ],
      checks: [
        {
          step: "Read stored and pending transmission codes.",
          tools: ["Scan tool"],
          expect: "P0730 or P0780 confirms a ratio or shift error; solenoid codes point to an electrical fault.",
        },
        {
          step: "Check fluid level and color on the dipstick with the engine warm and off, per Honda's procedure.",
          tools: ["Dipstick"],
          expect: "Fluid between the marks and red; dark fluid with flakes means clutch wear.",
        },
        {
          step: "Pull the pan drain plug and check the magnet.",
          tools: ["Drain pan", "3/8 in. drive ratchet"],
          expect: "A small amount of paste is normal; heavy friction material confirms damage.",
        },
        {
          step: "Test solenoid resistance at the valve body connector.",
          tools: ["Multimeter"],
          expect:
            "Shift solenoids typically read about 12–25 Ω at room temperature (typical; confirm in the service information); in-spec readings with a 2–3 flare mean the fault is the 3rd clutch, not the solenoids.",
        },
      ],
      fix: "Change the fluid with Honda ATF DW-1, which replaced ATF-Z1 (three drain-and-fills over a few hundred miles) and replace the cooler filter if fitted; if slip persists, install a rebuilt or remanufactured transmission, flush the cooler and check engine mounts while it is out.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Three DW-1 drain-and-fills and the cooler filter",
            partsLow: 60,
            partsHigh: 130,
            laborHoursLow: 1,
            laborHoursHigh: 1.5,
          },
          {
            name: "Install a rebuilt or remanufactured transmission",
            partsLow: 1800,
            partsHigh: 3000,
            laborHoursLow: 6,
            laborHoursHigh: 8.7,
          },
        ],
        excludes:
          "Diagnosis fee, taxes, cooler line replacement and dealer pricing; Honda's extended coverage on these has long expired.",
      },
      verdict: "careful",
      verdictReason: "Slipping can suddenly get worse with heat; avoid long trips and highway merges until repaired.",
      codes: ["P0730", "P0780", "P0740"],
      terms: ["3rd clutch", "cooler return filter", "D light"],
      related: ["automatic-slips-rpm-flare-on-upshift", "transmission-fluid-dark-burnt-smell"],
      appliesTo: [
        {
          make: "honda",
          models: ["odyssey", "pilot", "accord"],
          years: [2002, 2004],
          engines: [
            { name: "3.5L J35 V6", liters: 3.5 },
            { name: "3.0L J30 V6", liters: 3 },
          ],
          transmissions: ["Honda 5-speed automatic"],
        },
        {
          make: "acura",
          models: ["mdx", "tl", "cl"],
          years: [2001, 2004],
          engines: [
            { name: "3.5L J35 V6", liters: 3.5 },
            { name: "3.2L J32 V6", liters: 3.2 },
          ],
          transmissions: ["Honda 5-speed automatic"],
        },
      ],
    },
    {
      slug: "mercedes-722-limp-mode-conductor-plate",
      title: "Mercedes stays in one gear with a transmission warning",
      summary:
        "Mercedes 722.9 seven-speeds (roughly 2004–2014) commonly fail the conductor plate, which houses the speed sensors, and older 722.6 five-speeds wick fluid through the harness connector. Both put the car in limp mode; confirm with a Mercedes-capable scan tool.",
      symptoms: [
        "Stuck in a fixed gear (often 2nd or 3rd) after a hard shift",
        "Instrument cluster shows a transmission warning or the gear indicator blanks",
        "Fault clears after a restart and then returns",
        "Fluid found inside the transmission connector or harness on 722.6 cars",
      ],
      symptomIds: ["stuck-in-gear", "warning-light", "harsh-shifts"],
      causes: [
        {
          likelihood: "common",
          part: "Conductor plate speed sensor failure (722.9)",
          why: "Sensors on the conductor plate fail with age, so the control unit loses input speed and falls into limp mode.",
        },
        {
          likelihood: "common",
          part: "Connector adapter (pilot bushing) leak on 722.6",
          why: "Fluid leaks past the adapter O-rings and wicks up the harness into the control unit.",
        },
        {
          likelihood: "occasional",
          part: "Low fluid or overdue fluid change",
          why: "Low fluid aerates and causes pressure faults that trigger the default gear.",
        },
        {
          likelihood: "rare",
          part: "Valve body solenoid failure",
          why: "A failed shift solenoid can also force the limp mode.",
        },
      ],
      checks: [
        {
          step: "Read transmission codes with a tool that accesses Mercedes modules.",
          tools: ["Mercedes-capable scan tool or XENTRY"],
          expect:
            "Speed sensor or solenoid codes point to the conductor plate or valve body; generic P0715 or P0720 may also appear.",
        },
        {
          step: "On 722.6, unplug the connector at the transmission and check for fluid.",
          tools: ["Flashlight"],
          expect: "Fluid inside means replace the connector adapter and check the harness for wicking.",
        },
        {
          step: "Pop the locking cap off the fill tube, bring the fluid to its check temperature on the scan tool and read the level with the Mercedes dipstick tool.",
          tools: ["Mercedes dipstick tool", "Scan tool"],
          expect: "Level within the correct range at about 176°F (80°C) on many models; confirm spec.",
        },
      ],
      fix: "Replace the conductor plate (722.9, programmed to the car with XENTRY), or the connector adapter (722.6) and any contaminated harness. Refill with the specified Mercedes ATF and reset adaptations.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace the 722.6 connector adapter and refill",
            partsLow: 30,
            partsHigh: 120,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace and program the 722.9 conductor plate",
            partsLow: 500,
            partsHigh: 900,
            laborHoursLow: 2.5,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Diagnosis fee, taxes, programming and any control unit replacement; dealer pricing higher.",
      },
      verdict: "careful",
      verdictReason: "Limp mode makes merging slow and dangerous; drive locally and get it repaired.",
      codes: ["P0715", "P0720", "P0700"],
      terms: ["conductor plate", "limp mode", "connector adapter"],
      related: ["automatic-stuck-in-limp-mode-one-gear", "input-speed-sensor-code"],
      appliesTo: [
        {
          make: "mercedes-benz",
          years: [1996, 2014],
          transmissions: ["Mercedes 722.6 5-speed automatic", "Mercedes 722.9 7G-Tronic 7-speed automatic"],
        },
      ],
    },
    {
      slug: "nissan-cvt-whine-and-power-loss",
      title: "Nissan CVT whines loudly and the car struggles to accelerate",
      summary:
        "On Jatco CVTs in Altima, Rogue, Sentra, Versa, Pathfinder and Murano, a rising whine plus weak acceleration usually means worn pulley bearings or belt and pulley damage. Check codes and fluid, then Nissan warranty extensions by VIN.",
      symptoms: [
        "Whine or howl that rises with road speed, loudest at 30–60 mph",
        "Engine revs climb but acceleration feels like a slipping belt",
        "Car may limit speed or enter a reduced-power mode",
        "Check engine light with P0746, P0776, P0841 or ratio codes",
      ],
      symptomIds: ["whine-noise", "slips-or-flares", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Worn pulley bearings",
          why: "Bearing wear makes a speed-related whine and lets the pulleys misalign, scoring the belt and faces.",
        },
        {
          likelihood: "common",
          part: "Push belt or pulley face wear",
          why: "A worn belt slips under load, so engine rpm climbs without matching acceleration.",
        },
        {
          likelihood: "occasional",
          part: "Pressure control solenoid or valve body wear",
          why: "Low secondary or primary pressure lets the belt slip, setting pressure-control codes.",
        },
        {
          likelihood: "occasional",
          part: "Old or wrong CVT fluid",
          why: "Degraded fluid loses friction properties needed for belt grip and adds heat.",
        },
        {
          likelihood: "rare",
          part: "Step motor fault",
          why: "A failed ratio step motor holds the pulleys at one ratio and the car feels gutless.",
        },
      ],
      checks: [
        {
          step: "Read codes with a Nissan-capable scan tool and check the CVT fluid degradation counter.",
          tools: ["CONSULT or enhanced scan tool"],
          expect:
            "Pressure codes (P0746, P0776) or ratio codes plus a high degradation count point to wear; clean codes with only noise point to bearings.",
        },
        {
          step: "Check fluid level and condition with the correct procedure and temperature.",
          tools: ["CVT dipstick tool or fill procedure", "Scan tool"],
          expect: "Level in range and fluid amber; dark, burnt or metallic fluid indicates internal wear.",
        },
        {
          step: "Road test and compare engine rpm to vehicle speed under steady throttle.",
          tools: ["Scan tool"],
          expect:
            "Engine speed flaring 300 rpm or more with no gain in road speed at steady throttle, or the actual pulley ratio straying from target, confirms belt slip rather than bearings alone.",
        },
        {
          step: "Use a stethoscope or chassis ears on the case.",
          tools: ["Chassis ears"],
          expect: "Whine loudest at the CVT case and rising with road speed confirms internal bearings.",
        },
      ],
      fix: "Usually a remanufactured CVT or valve body replacement, followed by the Nissan fluid-level setting, CVT data transfer or learning procedures, and resetting the fluid degradation counter. Check the VIN for Nissan warranty extensions before paying.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace the control valve and load its data",
            partsLow: 600,
            partsHigh: 1200,
            laborHoursLow: 3,
            laborHoursHigh: 5,
          },
          {
            name: "Install a remanufactured CVT",
            likely: true,
            partsLow: 2500,
            partsHigh: 4500,
            laborHoursLow: 5,
            laborHoursHigh: 10,
          },
        ],
        excludes:
          "Diagnosis fee, taxes, cooler replacement and programming; dealer pricing is higher, and any warranty extension can cover much of this.",
      },
      verdict: "careful",
      verdictReason:
        "The CVT can suddenly limit power or slip badly, which is risky on highways; drive gently and arrange repair.",
      codes: ["P0746", "P0776", "P0841", "P0730"],
      terms: ["CVT", "push belt", "step motor", "degradation counter"],
      related: [
        "nissan-cvt-power-drops-on-long-grade",
        "cvt-rpm-flares-without-acceleration",
        "cvt-fluid-service-and-level-check",
      ],
      appliesTo: [
        {
          make: "nissan",
          models: ["altima", "rogue", "sentra", "versa", "versa-note", "pathfinder", "murano"],
          years: [2003, 2020],
          transmissions: ["Jatco RE0F09A CVT", "Jatco JF011E CVT", "Jatco JF015E CVT", "Jatco JF016E/JF017E CVT"],
        },
      ],
    },
    {
      slug: "nissan-cvt-power-drops-on-long-grade",
      title: "Nissan CVT loses power and revs high on a long climb or in summer heat",
      summary:
        "The CVT is protecting itself from high fluid temperature by cutting engine torque. A restricted cooler, low or worn-out fluid, or heavy loads are the usual causes; Nissan added coolers and software to some models, so check the VIN for bulletins.",
      symptoms: [
        "Power fades and rpm climbs partway up a long grade, then returns after a stop",
        "Happens in hot weather, with a full load, or towing a small trailer",
        "Cluster message or flashing indicator about transmission temperature on some models",
        "Fluid smells burnt afterward",
      ],
      symptomIds: ["overheating", "slips-or-flares", "burning-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Restricted CVT cooler or warmer (heat exchanger)",
          why: "Debris from belt and pulley wear clogs the cooler passages, so fluid temperature climbs until the TCM limits torque.",
        },
        {
          likelihood: "occasional",
          part: "Low or worn-out CVT fluid",
          why: "Less fluid holds less heat, and degraded fluid lets the belt slip, which makes more heat.",
        },
        {
          likelihood: "occasional",
          part: "Radiator and condenser blocked, or a cooling fan not running",
          why: "The fluid sheds its heat through the radiator or a front-mounted cooler; blocked fins or a dead fan trap it.",
        },
        {
          likelihood: "rare",
          part: "Fluid temperature sensor reading high",
          why: "A sensor that reads hot triggers protection even though the fluid is fine.",
        },
      ],
      checks: [
        {
          step: "Log CVT fluid temperature during the climb that causes it.",
          tools: ["Scan tool (CONSULT or enhanced)"],
          expect:
            "Fluid climbing past roughly 250°F (120°C) explains the power cut; normal temperature with a power cut points to a sensor or belt slip.",
        },
        {
          step: "Compare the fluid temperature PID with an infrared reading on the CVT pan after the drive.",
          tools: ["Infrared thermometer"],
          expect: "Within about 20°F of each other confirms the sensor.",
        },
        {
          step: "Inspect radiator, condenser and any auxiliary cooler fins, and command the cooling fans.",
          tools: ["Flashlight", "Bidirectional scan tool"],
          expect: "Clear fins and fans that run at full speed when commanded.",
        },
        {
          step: "Check the fluid level and condition, then the VIN for cooler or software bulletins.",
          tools: ["Dipstick or fill procedure", "Dealer or service information"],
          expect: "Correct, clean fluid; open bulletins adding a cooler or calibration are the next step.",
        },
      ],
      fix: "Replace the restricted cooler or warmer (flushing is rarely enough), add the auxiliary cooler a bulletin calls for, change the fluid with the specified NS-2 or NS-3, update the TCM, and reset the fluid degradation counter. Heavily burnt fluid or metal in the pan usually means the CVT itself is worn.",
      difficulty: 3,
      cost: {
        partsLow: 80,
        partsHigh: 500,
        laborHoursLow: 0.7,
        laborHoursHigh: 2.7,
        excludes: "Diagnosis fee, taxes and CVT replacement if it is already damaged; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "A sudden power cut halfway up a grade in traffic is dangerous; carry less, avoid towing, and get it inspected.",
      codes: ["P0218", "P0711", "P0713"],
      terms: ["CVT cooler", "fluid temperature sensor", "protection mode"],
      related: [
        "nissan-cvt-whine-and-power-loss",
        "transmission-overheating-when-towing",
        "cvt-fluid-service-and-level-check",
      ],
      appliesTo: [
        {
          make: "nissan",
          models: [
            "altima",
            "rogue",
            "rogue-sport",
            "sentra",
            "versa",
            "versa-note",
            "pathfinder",
            "murano",
            "maxima",
            "quest",
            "juke",
            "kicks",
            "cube",
          ],
          years: [2003, 2026],
          transmissions: ["Jatco Xtronic CVT"],
        },
      ],
    },
    {
      slug: "subaru-cvt-judder-from-stop",
      title: "Subaru CVT judders or shakes when pulling away or at low speed",
      summary:
        "Lineartronic TR580 CVTs in 2010–2015 Outback, Legacy, Forester, Impreza and Crosstrek can judder from torque converter lockup or valve body faults. Check for a TCM update, the fluid, and Subaru's extended CVT coverage before paying.",
      symptoms: [
        "Shake or judder when accelerating gently from a stop or at 10–25 mph",
        "Feels through the seat like driving over rough pavement",
        "Thump or jerk just before stopping as lockup releases",
        "No warning light, or an AT OIL TEMP flash at start-up in some cases",
      ],
      symptomIds: ["shudder", "harsh-shifts", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Torque converter lockup clutch judder",
          why: "The TR580 locks its converter at low speed; a worn lockup clutch or tired fluid makes it grab and slip, which you feel as judder.",
        },
        {
          likelihood: "occasional",
          part: "Control valve body or lockup duty solenoid",
          why: "Unstable lockup pressure causes judder on apply and a thump on release.",
        },
        {
          likelihood: "occasional",
          part: "Old or non-Subaru CVT fluid",
          why: "The lockup clutch and chain rely on the fluid's friction additives.",
        },
        {
          likelihood: "rare",
          part: "Engine misfire or a torn engine mount",
          why: "Both can feel like a low-speed judder and should be ruled out before CVT work.",
        },
      ],
      checks: [
        {
          step: "Check the VIN for Subaru's extended CVT coverage, TSBs and TCM updates.",
          tools: ["Subaru dealer or service information"],
          expect:
            "Many TR580 units had coverage extended (often to 10 years/100,000 miles) for converter and valve body failures; as of November 2026, 10 years from sale has passed on nearly every covered car.",
        },
        {
          step: "Reproduce the judder while logging lockup duty and turbine vs. engine speed.",
          tools: ["Subaru Select Monitor or enhanced scan tool"],
          expect:
            "Judder that starts as lockup duty rises, with engine-minus-turbine speed swinging by roughly 50 rpm or more instead of settling near 0 rpm, confirms the converter or its control.",
        },
        {
          step: "Check misfire counters and the engine and pitch-stop mounts.",
          tools: ["Scan tool", "Pry bar"],
          expect: "No misfire counts and intact mounts keep the diagnosis on the CVT.",
        },
        {
          step: "Check fluid level and condition at the temperature Subaru specifies.",
          tools: ["Scan tool", "Dipstick or fill tool"],
          expect: "Correct level; dark or burnt-smelling fluid supports a fluid change before hardware.",
        },
      ],
      fix: "Apply any TCM update, change the fluid with Subaru CVTF (High Torque CVTF for TR690 units), and replace the torque converter or control valve body if the judder remains, followed by Subaru's CVT learning procedure. Some cases end in a complete CVT replacement.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "TCM update and Subaru CVT fluid change",
            partsLow: 100,
            partsHigh: 250,
            laborHoursLow: 1.3,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the torque converter or valve body",
            partsLow: 600,
            partsHigh: 1500,
            laborHoursLow: 4,
            laborHoursHigh: 7,
          },
          {
            name: "Replace the CVT, used or remanufactured",
            partsLow: 3000,
            partsHigh: 5000,
            laborHoursLow: 7,
            laborHoursHigh: 9.3,
          },
        ],
        excludes: "Diagnosis fee and taxes; extended coverage may reduce the cost, and dealer pricing is higher.",
      },
      verdict: "ok",
      verdictReason:
        "Low-speed judder is not immediately dangerous, but it worsens with time; have it diagnosed while any coverage may still apply.",
      codes: ["P0741"],
      terms: ["Lineartronic", "lockup duty", "CVTF"],
      related: ["subaru-flashing-at-oil-temp-light", "cvt-fluid-service-and-level-check", "honda-cvt-judder-low-speed"],
      appliesTo: [
        {
          make: "subaru",
          models: ["outback", "legacy", "forester", "impreza", "xv-crosstrek"],
          years: [2010, 2015],
          transmissions: ["Subaru Lineartronic TR580 CVT"],
        },
      ],
    },
    {
      slug: "subaru-flashing-at-oil-temp-light",
      title: "AT OIL TEMP light flashes for a few seconds every time the Subaru starts",
      summary:
        "On Subaru automatics and CVTs a flashing AT OIL TEMP lamp at start-up is the TCM saying it has a stored fault, not that the fluid is hot. Read the TCM codes; range switches, speed sensors, the AWD transfer solenoid and wiring are the usual finds.",
      symptoms: [
        "AT OIL TEMP lamp flashes for 10–20 seconds after start, then goes out or stays on",
        "Shifting may be normal, or harsh and held in one gear on older 4EAT models",
        "AWD may bind or feel front-drive-only if the transfer solenoid is at fault",
        "A steady (not flashing) lamp while driving means the fluid really is hot",
      ],
      symptomIds: ["warning-light", "stuck-in-gear", "four-wheel-drive"],
      causes: [
        {
          likelihood: "common",
          part: "Inhibitor (range) switch or front/rear speed sensor",
          why: "A position or speed signal out of range is logged by the TCM, which flashes the lamp at every start until cleared.",
        },
        {
          likelihood: "occasional",
          part: "Transfer clutch (duty C) solenoid or its circuit",
          why: "The solenoid that controls rear torque on Subaru AWD automatics sets a code when its current or feedback is wrong.",
        },
        {
          likelihood: "occasional",
          part: "Internal CVT fault: lockup, pressure sensor or chain slip",
          why: "Ratio and pressure codes on TR580/TR690 CVTs are reported the same way and may bring a limp mode.",
        },
        {
          likelihood: "rare",
          part: "Low battery voltage or a poor TCM ground",
          why: "Voltage dips during cranking can log false circuit codes.",
        },
      ],
      checks: [
        {
          step: "Read TCM codes (a basic engine-only reader often shows nothing).",
          tools: ["Subaru Select Monitor or enhanced scan tool"],
          expect: "Codes such as P0705, P0715, P0720, P0841 or a transfer solenoid circuit code pinpoint the circuit.",
        },
        {
          step: "Check battery rest voltage and cranking voltage.",
          tools: ["Multimeter"],
          expect:
            "12.4 V or more at rest and above about 9.6 V while cranking; lower readings can set false TCM codes.",
        },
        {
          step: "Watch the range switch and speed sensor PIDs while shifting and driving.",
          tools: ["Scan tool"],
          expect:
            "Range PID matches the lever in every position; front and rear speed PIDs agree within a mph or two at steady speed.",
        },
        {
          step: "Check the CVT fluid level by Subaru's procedure, with the fluid temperature on the scan tool inside the check window.",
          tools: ["Dipstick or fill tool", "Scan tool"],
          expect: "Correct level; low fluid can set pressure and ratio codes.",
        },
      ],
      fix: "Repair what the code names: range switch (adjust on install), speed sensor, transfer solenoid or wiring, or internal CVT parts. Clear codes, confirm the lamp no longer flashes on two restarts, and run any learning procedure required after CVT repairs.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the range switch or a speed sensor",
            partsLow: 80,
            partsHigh: 300,
            laborHoursLow: 0.7,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the transfer solenoid or valve body",
            partsLow: 300,
            partsHigh: 900,
            laborHoursLow: 3,
            laborHoursHigh: 5,
          },
          {
            name: "Replace the CVT, used or remanufactured",
            partsLow: 3000,
            partsHigh: 5000,
            laborHoursLow: 7,
            laborHoursHigh: 9.3,
          },
        ],
        excludes: "Diagnosis fee, taxes and programming; dealer pricing higher, and extended coverage may apply.",
      },
      verdict: "careful",
      verdictReason:
        "The stored fault can turn into a limp mode or an AWD bind without warning; get the codes read soon.",
      codes: ["P0700", "P0705", "P0715", "P0720", "P0841"],
      terms: ["AT OIL TEMP lamp", "duty C solenoid", "inhibitor switch"],
      related: ["subaru-cvt-judder-from-stop", "awd-binding-in-tight-turns"],
      appliesTo: [{ make: "subaru" }],
    },
    {
      slug: "honda-cvt-judder-low-speed",
      title: "Honda CVT shudders at light throttle between 20 and 40 mph",
      summary:
        "Honda CVTs in 2013-on Accord, Civic, CR-V and HR-V can judder at light throttle as the lockup clutch applies. Honda's remedy is updated PCM software plus fresh HCF-2 fluid; a torque converter is the last resort.",
      symptoms: [
        "Fine shudder under gentle acceleration from 20 to 40 mph, or when cresting a hill",
        "Disappears with firmer throttle or on a coast",
        "Sometimes a low-speed moan or drone with it",
        "No warning light in most cases",
      ],
      symptomIds: ["shudder"],
      causes: [
        {
          likelihood: "common",
          part: "PCM calibration for lockup and ratio control",
          why: "Early software applied the converter lockup in conditions where it chattered; Honda revised it in later updates.",
        },
        {
          likelihood: "occasional",
          part: "Aged or incorrect CVT fluid",
          why: "Honda HCF-2 is formulated for this unit's lockup and belt; old or universal fluid changes friction and encourages judder.",
        },
        {
          likelihood: "occasional",
          part: "Worn torque converter lockup clutch",
          why: "Once glazed, the lockup grabs and releases even with new fluid.",
        },
        {
          likelihood: "rare",
          part: "Engine misfire or torn engine mount",
          why: "A light-load misfire or a failed mount can feel like a CVT judder.",
        },
      ],
      checks: [
        {
          step: "Check the VIN for Honda software campaigns and bulletins.",
          tools: ["Honda dealer or service information"],
          expect: "A pending PCM update is the first repair.",
        },
        {
          step: "Reproduce it while logging lockup command and converter slip.",
          tools: ["Honda HDS or enhanced scan tool"],
          expect:
            "Judder at 20–40 mph on light throttle that begins as the lockup command ramps in, with converter slip shaking instead of settling near zero, and stops when lockup releases points at the converter and its control.",
        },
        {
          step: "Read misfire counters for every cylinder, then brake-torque gently in Drive and Reverse while a helper watches the front and rear mounts lift.",
          tools: ["Scan tool", "Pry bar"],
          expect: "No misfires and mounts that do not lift under load keep the diagnosis on the CVT.",
        },
        {
          step: "Check the CVT fluid level and its service history.",
          tools: ["Dipstick"],
          expect:
            "Fluid on the dipstick marks; no recorded change by about 25,000–50,000 miles supports a fluid replacement.",
        },
      ],
      fix: "Update the PCM, replace the CVT fluid with Honda HCF-2 (some procedures call for a change, a short drive and a second change), then run the CVT learning procedure in HDS. If judder remains, replace the torque converter.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "PCM update, HCF-2 fluid changes and CVT learn",
            partsLow: 40,
            partsHigh: 120,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the torque converter",
            partsLow: 500,
            partsHigh: 1300,
            laborHoursLow: 5,
            laborHoursHigh: 6.7,
          },
        ],
        excludes: "Diagnosis fee, taxes and dealer pricing; any open Honda coverage can lower it.",
      },
      verdict: "ok",
      verdictReason:
        "A light-throttle judder is not a safety risk, but it wears the lockup clutch; have the update and fluid done soon.",
      codes: [],
      terms: ["HCF-2", "lockup clutch", "PCM update"],
      related: [
        "subaru-cvt-judder-from-stop",
        "cvt-fluid-service-and-level-check",
        "torque-converter-shudder-light-throttle",
      ],
      appliesTo: [
        {
          make: "honda",
          models: ["accord", "civic", "cr-v", "hr-v"],
          years: [2013, 2026],
          transmissions: ["Honda CVT"],
        },
      ],
    },
    {
      slug: "cvt-rpm-flares-without-acceleration",
      title: "CVT revs shoot up on the gas but the car barely speeds up",
      summary:
        "A CVT that flares 1,000 rpm or more without pulling is slipping its belt or chain on the pulleys. Check fluid level and codes immediately: a few miles of heavy slip scores the pulleys and turns a valve body or fluid repair into a full CVT.",
      symptoms: [
        "Engine jumps to 4,000–5,000 rpm on moderate throttle with weak acceleration",
        "Feels like a slipping clutch, worse uphill or when hot",
        "Grinding or clacking from the transmission after a hard slip",
        "Check engine light with ratio or pressure codes",
      ],
      symptomIds: ["slips-or-flares", "warning-light", "fluid-condition"],
      causes: [
        {
          likelihood: "common",
          part: "Low CVT fluid from a leak",
          why: "The pump cannot hold pulley clamping pressure, so the belt slides on the pulley faces.",
        },
        {
          likelihood: "occasional",
          part: "Pressure control solenoid or pulley pressure sensor fault",
          why: "Low commanded or measured clamp pressure lets the belt slip under torque.",
        },
        {
          likelihood: "occasional",
          part: "Worn belt, chain or scored pulley faces",
          why: "Damaged contact surfaces cannot grip even at full pressure.",
        },
        {
          likelihood: "rare",
          part: "Torque converter lockup slipping",
          why: "A slipping lockup raises rpm too, but shows in converter slip data rather than pulley ratio.",
        },
      ],
      checks: [
        {
          step: "Check the fluid level using the maker's procedure and temperature.",
          tools: ["Dipstick or fill tool", "Scan tool"],
          expect: "Correct level; a low level is found and fixed first, then retest.",
        },
        {
          step: "Read codes and graph target ratio against actual ratio under load.",
          tools: ["Scan tool"],
          expect: "Actual ratio wandering away from target, with P0730, P0746 or P0776, confirms belt slip.",
        },
        {
          step: "Compare engine speed, primary pulley speed and secondary pulley speed.",
          tools: ["Enhanced scan tool"],
          expect:
            "Engine and primary pulley speeds within about 50 rpm with lockup on, but the primary-to-secondary ratio drifting, points at the belt; engine speed hundreds of rpm above primary pulley speed points at the converter.",
        },
        {
          step: "Drain a sample and check for metal.",
          tools: ["Clean container", "Magnet"],
          expect: "Bright steel particles mean pulley and belt damage, and a replacement CVT.",
        },
      ],
      fix: "Fix the leak and refill with the specified CVT fluid, replace a pressure solenoid or valve body if that is the fault, or replace the CVT if the belt and pulleys are damaged. Perform the maker's learning or data-transfer procedure after any valve body or CVT replacement.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Repair the leak and refill with CVT fluid",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the pressure solenoid or valve body",
            partsLow: 300,
            partsHigh: 1200,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
          {
            name: "Replace the CVT (new or remanufactured)",
            partsLow: 3000,
            partsHigh: 4500,
            laborHoursLow: 6,
            laborHoursHigh: 10,
          },
        ],
        excludes: "Diagnosis fee, taxes and programming; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "A slipping CVT can lose drive entirely while merging; keep speeds down and go straight to a shop.",
      codes: ["P0730", "P0746", "P0776"],
      terms: ["belt slip", "pulley ratio", "clamping pressure"],
      related: [
        "nissan-cvt-whine-and-power-loss",
        "cvt-fluid-service-and-level-check",
        "nissan-cvt-power-drops-on-long-grade",
      ],
    },
    {
      slug: "ford-powershift-dps6-shudder-from-stop",
      title: "Ford Focus or Fiesta automatic shudders and hesitates pulling away",
      summary:
        "The DPS6 PowerShift in 2011–2019 Fiesta and 2012–2018 Focus shudders when its dry clutches glaze or get soaked by leaking input-shaft seals. The fix is a clutch set with updated seals and a relearn; check the VIN for Ford's extended coverage first.",
      symptoms: [
        "Violent shake or chatter from a stop and when creeping in traffic",
        "Hesitation, then a lunge, when pulling into traffic",
        "Rattle or knock at low speed, clunky 1–2 and 2–1 shifts",
        "Rolls back briefly on hills before engaging",
        "Wrench light or 'Transmission malfunction' message in some cases",
      ],
      symptomIds: ["shudder", "harsh-shifts", "delayed-engagement"],
      causes: [
        {
          likelihood: "common",
          part: "Dry clutch contaminated by oil from leaking input-shaft seals",
          why: "Transmission oil on the dry friction surfaces makes the clutch grab and slip, producing shudder at take-off.",
        },
        {
          likelihood: "common",
          part: "Glazed or worn clutch friction surfaces",
          why: "Repeated slip in stop-and-go traffic overheats and glazes the clutches, so engagement is jerky.",
        },
        {
          likelihood: "occasional",
          part: "Clutch actuator or shift fork wear",
          why: "Worn actuators cannot control engagement rate precisely, causing clunks and hesitations.",
        },
        {
          likelihood: "occasional",
          part: "Outdated TCM software or lost clutch adaptations",
          why: "Poorly learned clutch touch points cause rough launches.",
        },
      ],
      checks: [
        {
          step: "Check the VIN for Ford extended warranty and TSBs on PowerShift clutches and TCM.",
          tools: ["Ford dealer or Owner site"],
          expect:
            "Ford extended clutch and TCM coverage on 2011–2016 Fiesta and 2012–2016 Focus; as of November 2026 most of it has run out by age, so confirm by VIN.",
        },
        {
          step: "Read TCM codes and clutch adaptation values.",
          tools: ["FDRS/IDS or enhanced scan tool"],
          expect:
            "Clutch slip codes, high touch-point values or P0900-series actuator codes support clutch or actuator failure.",
        },
        {
          step: "Perform the clutch relearn and road test.",
          tools: ["FDRS/IDS"],
          expect:
            "On a good clutch, slip (engine minus input shaft speed) falls steadily to near 0 rpm through a gentle launch; slip that oscillates, or a brief improvement that fades within days, points to contaminated or worn clutches.",
        },
        {
          step: "Remove the clutch assembly and inspect for oil contamination.",
          tools: ["Transmission jack", "Clutch tools"],
          expect: "Oil-soaked or glazed friction surfaces confirm the need for new clutches and seals.",
        },
      ],
      fix: "Replace the dual-clutch assembly with updated input-shaft seals, inspect actuators and forks, update TCM software, then perform clutch and shift fork adaptations with Ford software.",
      difficulty: 4,
      cost: {
        partsLow: 450,
        partsHigh: 1100,
        laborHoursLow: 4,
        laborHoursHigh: 8,
        excludes: "Diagnosis fee, taxes and TCM replacement; dealer pricing higher and extended coverage may apply.",
      },
      verdict: "careful",
      verdictReason:
        "Hesitation and rollback can cause crashes when pulling out; leave extra space and get it repaired soon.",
      codes: ["P0900", "P0901"],
      terms: ["PowerShift", "dry clutch", "input-shaft seal", "clutch adaptation"],
      related: ["ford-powershift-tcm-no-engagement", "hyundai-kia-7dct-hesitation-overheat"],
      appliesTo: [fordDps6Vehicles],
    },
    {
      slug: "ford-powershift-tcm-no-engagement",
      title: "Ford PowerShift drops into neutral while driving or won't engage at all",
      summary:
        "On 2011–2016 Fiesta and 2012–2016 Focus, sudden neutral, no engagement or a no-crank with a 'Transmission Malfunction' message is usually the TCM bolted to the gearbox. Ford extended TCM coverage on these cars: check the VIN before paying.",
      symptoms: [
        "Car coasts in neutral while driving, with the engine still running",
        "Shifter in D or R but nothing engages; gear display flashes or shows a dash",
        "'Transmission Malfunction' or 'Transmission Overheating' message with the wrench light",
        "Engine will not crank in Park some mornings, then starts later",
      ],
      symptomIds: ["no-drive", "warning-light", "stuck-in-gear"],
      causes: [
        {
          likelihood: "common",
          part: "Transmission control module failure",
          why: "The TCM bolted to the case drives both clutch motors and both shift-drum motors; heat and moisture kill its internal circuits, so it stops commanding any gear.",
        },
        {
          likelihood: "occasional",
          part: "Corroded TCM connector or harness",
          why: "A poor connection interrupts power, ground or CAN data, so the TCM resets and drops the gear.",
        },
        {
          likelihood: "occasional",
          part: "Clutch or shift actuator motor failure",
          why: "A motor that cannot move sets P0900-series codes and leaves that clutch open.",
        },
        {
          likelihood: "rare",
          part: "Weak battery or charging voltage",
          why: "The TCM resets during voltage dips, which can look like a module failure.",
        },
      ],
      checks: [
        {
          step: "Because the DPS6 TCM drops engagement on low voltage, test the battery at rest and under load, then the charging voltage at idle.",
          tools: ["Multimeter", "Battery tester"],
          expect: "12.4–12.7 V at rest, 13.5–14.8 V running; a weak battery must be fixed before the TCM is blamed.",
        },
        {
          step: "Check the VIN for the Ford TCM extended-coverage program and recalls.",
          tools: ["Ford dealer", "NHTSA recall lookup"],
          expect: "Covered cars get the TCM and programming at no charge.",
        },
        {
          step: "Read TCM codes and check whether the TCM communicates at all.",
          tools: ["FDRS/IDS or enhanced scan tool"],
          expect:
            "No communication, or P0900, P0902, P0903 clutch actuator circuit codes, points to the TCM or a motor.",
        },
        {
          step: "Inspect the TCM connector on top of the transmission for green corrosion or water.",
          tools: ["Flashlight", "Pick"],
          expect: "A clean, dry connector with the fault still present points to the module itself.",
        },
      ],
      fix: "Replace the TCM, program it to the VIN with Ford software (module configuration carries over), then run the clutch and shift-fork adaptive learn. Repair wiring if corrosion is the cause; replace a failed actuator motor only when the code and test show that motor.",
      difficulty: 3,
      cost: {
        partsLow: 300,
        partsHigh: 800,
        laborHoursLow: 1,
        laborHoursHigh: 2.7,
        excludes:
          "Diagnosis fee, taxes and programming subscriptions; dealer pricing is higher, and the extended coverage can reduce it to zero.",
      },
      verdict: "stop",
      verdictReason:
        "A transmission that can drop into neutral in traffic or at an intersection is a crash risk; tow it to the shop.",
      codes: ["P0700", "P0900", "P0902", "P0903"],
      terms: ["TCM", "clutch actuator", "PowerShift", "shift drum"],
      related: [
        "ford-powershift-dps6-shudder-from-stop",
        "car-will-not-move-in-any-gear",
        "automatic-stuck-in-limp-mode-one-gear",
      ],
      appliesTo: [fordDps6Vehicles2011To2016],
    },
    {
      slug: "vw-dsg-mechatronic-flashing-gear-display",
      title: "VW or Audi DSG gear display flashes and only some gears work",
      summary:
        "A flashing PRNDS display on a wet DSG (DQ250 six-speed in GTI, Golf R, Jetta and Golf TDI, Audi A3; DQ381 seven-speed) means the mechatronic has shut down half the gearbox. Read codes with VW-level software; a valve, sensor or mechatronic is the fix.",
      symptoms: [
        "PRNDS display flashes and a gearbox warning shows in the cluster",
        "Pulls away in 2nd or 3rd and gets only the odd (1-3-5) or even (2-4-6) gears, or Reverse is missing",
        "Clunk into gear at low speed or a hard 2–1 downshift",
        "Fault clears after a restart and returns within a few drives",
      ],
      symptomIds: ["stuck-in-gear", "warning-light", "harsh-shifts"],
      causes: [
        {
          likelihood: "common",
          part: "Mechatronic pressure regulating valve or clutch pressure sensor",
          why: "Each half of the DSG has its own clutch valve and pressure sensor; when one reads wrong the unit shuts that half down, leaving only odd or even gears.",
        },
        {
          likelihood: "occasional",
          part: "Fluid and filter overdue (DQ250 interval 40,000 miles)",
          why: "Worn fluid and a loaded filter let valves stick and sensors read erratically.",
        },
        {
          likelihood: "occasional",
          part: "Mechatronic electronics failure from heat",
          why: "The control board sits inside the gearbox; failed internal circuits lose control of gear actuators and clutches.",
        },
        {
          likelihood: "rare",
          part: "Worn clutch pack or damaged gear selector",
          why: "Slip beyond the limit, or a selector that cannot reach position, also triggers the limp mode.",
        },
      ],
      checks: [
        {
          step: "Read and save the gearbox fault memory with freeze-frame data.",
          tools: ["VCDS or ODIS"],
          expect:
            "A fault tied to one clutch valve, pressure sensor or gear actuator tells you which half and which part.",
        },
        {
          step: "Check when the fluid and filter were last done.",
          tools: ["Service records"],
          expect: "A DQ250 past about 40,000 miles since service is due regardless of the outcome.",
        },
        {
          step: "Check the fluid level through the drain-plug overflow tube at 95–113°F (35–45°C) with the engine idling.",
          tools: ["VCDS or ODIS", "Fluid pump and adapter"],
          expect:
            "Between 95 and 113 °F on the gearbox temperature PID, fluid just dribbles from the overflow tube; nothing at all means the DQ250 is low, which alone can trip clutch pressure faults.",
        },
        {
          step: "After a fluid service, clear faults, run basic settings and road test.",
          tools: ["VCDS or ODIS"],
          expect:
            "A fault that returns on the road points to the mechatronic unit itself; clutch adaptation values far outside the norm point to clutch wear.",
        },
      ],
      fix: "Service fluid and filter first; if the fault returns, repair the mechatronic with the failed valve or sensor, or replace the whole unit (new or remanufactured, coded to the car), then run basic settings and clutch adaptation. Replace the clutch pack if slip values confirm wear.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Fluid and filter service with basic settings",
            partsLow: 100,
            partsHigh: 200,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Repair the mechatronic with a new valve or pressure sensor",
            partsLow: 300,
            partsHigh: 900,
            laborHoursLow: 3,
            laborHoursHigh: 5,
          },
          {
            name: "Replace the mechatronic unit and code it to the car",
            partsLow: 1200,
            partsHigh: 2600,
            laborHoursLow: 2.5,
            laborHoursHigh: 5,
          },
        ],
        excludes: "Diagnosis fee, taxes and software access; a clutch pack is extra, and dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "Pulling away in a high gear and possibly without Reverse makes the car slow and unpredictable; drive only to a shop.",
      codes: ["P0700"],
      terms: ["DSG", "mechatronic unit", "basic settings", "clutch adaptation"],
      related: ["vw-dsg-jerky-low-speed", "hyundai-kia-7dct-hesitation-overheat"],
      appliesTo: [
        {
          make: "volkswagen",
          models: [
            "gti",
            "golf-gti",
            "golf",
            "golf-r",
            "golf-sportwagen",
            "jetta",
            "jetta-sportwagen",
            "jetta-gli",
            "gli",
            "passat",
            "cc",
            "eos",
            "beetle",
          ],
          years: [2006, 2026],
          transmissions: ["VW DQ250 6-speed DSG", "VW DQ381 7-speed DSG"],
        },
        {
          make: "audi",
          models: ["a3", "s3", "tt", "tts"],
          years: [2006, 2026],
          transmissions: ["VW DQ250 6-speed DSG (S tronic)", "VW DQ381 7-speed DSG (S tronic)"],
        },
      ],
    },
    {
      slug: "vw-dsg-jerky-low-speed",
      title: "DSG jerks, clunks or creeps unevenly in parking lots and stop-and-go",
      summary:
        "Some low-speed firmness is normal for a dual-clutch, but new jerks, a clunky 1–2 shift or surging creep usually mean drifted clutch adaptations or overdue DSG fluid. A fluid and filter service plus basic settings fixes most; worn clutches need replacing.",
      symptoms: [
        "Jerky creep or small lunges when inching in traffic",
        "Clunk when shifting from 1st to 2nd or 2nd to 1st at low speed",
        "Slight shudder when pulling away on a hill",
        "No warning lamp in most cases",
      ],
      symptomIds: ["harsh-shifts", "shudder", "clunk-knock"],
      causes: [
        {
          likelihood: "common",
          part: "Clutch adaptation values out of date",
          why: "The mechatronic learns clutch touch points; as the clutch wears, stale values make engagement grabby.",
        },
        {
          likelihood: "common",
          part: "DSG fluid and filter past service interval",
          why: "Worn fluid changes clutch friction and valve response, so engagement is uneven.",
        },
        {
          likelihood: "occasional",
          part: "Clutch pack wear",
          why: "Worn friction discs need more travel and pressure, producing slips and jerks.",
        },
        {
          likelihood: "rare",
          part: "Dual-mass flywheel wear",
          why: "A worn flywheel damper transmits drivetrain shock that feels like a jerky gearbox.",
        },
      ],
      checks: [
        {
          step: "Decide whether the behavior is new: a brief firm take-up and a faint clunk on the 1–2 shift are normal DSG traits.",
          tools: [],
          expect:
            "A change the owner noticed over weeks, or one that appeared after a battery disconnect, is worth chasing; a car that has always felt this way may be normal.",
        },
        {
          step: "Check the DSG fluid and filter history.",
          tools: ["Service records"],
          expect:
            "A DQ250 more than about 40,000 miles from its last fluid and filter change is due before anything else.",
        },
        {
          step: "Log clutch slip (engine speed minus input shaft speed) and clutch adaptation values while creeping.",
          tools: ["VCDS or ODIS"],
          expect:
            "Slip should rise and fall smoothly; spikes of roughly 200 rpm or more at each take-up, or erratic pressure on one clutch, point to that clutch or its valve.",
        },
        {
          step: "Run basic settings with the fluid warm and road test stop-and-go.",
          tools: ["VCDS or ODIS"],
          expect: "Noticeably smoother creep after the relearn confirms adaptation drift rather than worn parts.",
        },
      ],
      fix: "Change the DSG fluid and filter (roughly 5–6 quarts of VW DSG fluid on a DQ250, level set at the overflow tube), then run basic settings and the clutch adaptation drive. Replace the clutch pack if adaptation values are at their limit or slip persists after the relearn.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "DSG fluid and filter with basic settings",
            partsLow: 100,
            partsHigh: 200,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the clutch pack and run adaptation",
            partsLow: 1000,
            partsHigh: 1500,
            laborHoursLow: 4,
            laborHoursHigh: 6,
          },
        ],
        excludes: "Diagnosis fee, taxes and software access; dealer pricing higher.",
      },
      verdict: "ok",
      verdictReason:
        "Jerky low-speed behavior is usually safe, but it should be corrected before it wears the clutches.",
      codes: [],
      terms: ["DSG", "clutch adaptation", "basic settings"],
      related: ["vw-dsg-mechatronic-flashing-gear-display", "ford-powershift-dps6-shudder-from-stop"],
      appliesTo: [
        {
          make: "volkswagen",
          models: [
            "gti",
            "golf-gti",
            "golf",
            "golf-r",
            "golf-sportwagen",
            "jetta",
            "jetta-sportwagen",
            "jetta-gli",
            "gli",
            "passat",
            "cc",
            "eos",
            "beetle",
            "r32",
          ],
          years: [2005, 2026],
          transmissions: ["VW DSG dual-clutch (DQ250, DQ381)"],
        },
        {
          make: "audi",
          models: ["a3", "s3", "tt", "tts"],
          years: [2006, 2026],
          transmissions: ["Audi S tronic dual-clutch (DQ250, DQ381)"],
        },
      ],
    },
    {
      slug: "hyundai-kia-7dct-hesitation-overheat",
      title: "Hyundai or Kia with 7-speed DCT hesitates from a stop or warns of hot clutches",
      summary:
        "The dry 7-speed DCT in 2016-on Tucson 1.6T, Elantra Eco and Sport, Veloster Turbo, Kona 1.6T and Kia Forte and Soul turbo models hesitates, rolls back and overheats its clutches in creeping traffic. Start with software updates; worn clutches need replacing.",
      symptoms: [
        "Pause of a second or more when pressing the gas from a stop, then a lunge",
        "Rolls back on hills before the clutch bites",
        "Cluster warning about transmission or clutch temperature in stop-and-go heat",
        "Judder when creeping at walking pace",
      ],
      symptomIds: ["delayed-engagement", "overheating", "shudder"],
      causes: [
        {
          likelihood: "common",
          part: "TCM calibration for launch and creep",
          why: "Early software engaged the clutch late and slipped it at creep, causing hesitation and heat; updates changed launch behavior.",
        },
        {
          likelihood: "common",
          part: "Dry clutch overheated by slipping in traffic or on hills",
          why: "Holding the car on a hill with the throttle, or crawling in traffic, slips the clutch continuously and overheats it.",
        },
        {
          likelihood: "occasional",
          part: "Clutch wear or glazing",
          why: "A glazed clutch grabs unevenly and judders; a worn one needs more actuator travel than the TCM allows.",
        },
        {
          likelihood: "rare",
          part: "Clutch actuator or release bearing fault",
          why: "A sticking actuator cannot control engagement, leading to delay and bangs.",
        },
      ],
      checks: [
        {
          step: "Check the VIN for software campaigns, TSBs and any extended coverage.",
          tools: ["Hyundai or Kia dealer"],
          expect: "Pending TCM updates are the first step.",
        },
        {
          step: "Read TCM codes and the clutch temperature estimate while creeping.",
          tools: ["Hyundai GDS or enhanced scan tool"],
          expect:
            "Engine speed held 300 rpm or more above input shaft speed while creeping, with the clutch temperature estimate climbing steadily, confirms slip-induced heat; actuator or clutch slip codes point to hardware.",
        },
        {
          step: "Perform the clutch touch-point learn and road test.",
          tools: ["Hyundai GDS"],
          expect: "Better launch after the learn suggests the clutches are still serviceable.",
        },
        {
          step: "Inspect the clutch for glazing or wear if issues persist.",
          tools: ["Transmission jack", "Clutch tools"],
          expect: "Blue heat spots, glazing or thin friction confirm replacement.",
        },
      ],
      fix: "Update the TCM, run the clutch touch-point learn, and replace the dual clutch and release bearings if worn. After repair, avoid holding the car on hills with the throttle and use the brake when stopped.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "TCM update and clutch touch-point learn",
            partsLow: 0,
            partsHigh: 45,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the dual clutch and release bearings",
            partsLow: 900,
            partsHigh: 1400,
            laborHoursLow: 4.5,
            laborHoursHigh: 6.7,
          },
        ],
        excludes: "Diagnosis fee, taxes and programming fees; dealer pricing higher and coverage may apply.",
      },
      verdict: "careful",
      verdictReason:
        "A delayed launch or rollback can cause a crash when pulling out; leave extra time and space until repaired.",
      codes: ["P0900", "P0805"],
      terms: ["dual-clutch transmission", "touch point", "clutch temperature"],
      related: ["ford-powershift-dps6-shudder-from-stop", "vw-dsg-jerky-low-speed"],
      appliesTo: [
        {
          make: "hyundai",
          models: ["tucson", "elantra", "elantra-gt", "veloster", "kona"],
          years: [2016, 2023],
          engines: [
            { name: "1.6L Gamma turbo I4", liters: 1.6 },
            { name: "1.4L Kappa turbo I4", liters: 1.4 },
          ],
          transmissions: ["Hyundai 7-speed dry dual-clutch (7DCT)"],
        },
        {
          make: "kia",
          models: ["forte", "soul"],
          years: [2017, 2023],
          engines: [{ name: "1.6L Gamma turbo I4", liters: 1.6 }],
          transmissions: ["Hyundai 7-speed dry dual-clutch (7DCT)"],
        },
      ],
    },
    {
      slug: "manual-grinds-going-into-one-gear",
      title: "Manual transmission grinds going into 2nd or 3rd on quick shifts",
      summary:
        "A grind in one or two forward gears, with a clutch that releases fully, is a worn synchronizer ring for that gear. Fresh correct gear oil sometimes quiets a mild case; a true fix is a gearbox rebuild with new synchros.",
      symptoms: [
        "Grind or crunch going into one specific gear, worst on fast or high-rpm shifts",
        "Fine if you shift slowly or double-clutch",
        "Other gears, including 1st and Reverse from a stop, engage cleanly",
        "Worse when cold or after hard driving",
      ],
      symptomIds: ["manual-gearbox"],
      causes: [
        {
          likelihood: "common",
          part: "Worn synchronizer ring (blocker ring) for that gear",
          why: "The brass or carbon-lined ring can no longer match the gear's speed to the shaft before the sleeve engages, so the dog teeth clash.",
        },
        {
          likelihood: "occasional",
          part: "Wrong or degraded gear oil",
          why: "Synchros depend on oil friction; the wrong viscosity or additive pack (for example GL-5 in some units that specify GL-4 or MTF) changes how the ring grips.",
        },
        {
          likelihood: "occasional",
          part: "Worn shift fork pads or a bent fork",
          why: "The fork pushes the sleeve off-center and the synchro does not load evenly.",
        },
        {
          likelihood: "rare",
          part: "Chipped dog teeth on the gear or sleeve",
          why: "Damaged engagement teeth grind even when the synchro has done its job.",
        },
      ],
      checks: [
        {
          step: "Confirm the clutch releases: in neutral with the engine running and the pedal to the floor, wait 5 seconds and select Reverse.",
          tools: [],
          expect:
            "After 5 seconds with the pedal on the floor, a quiet Reverse engagement means the clutch releases and the grind is in the gearbox; a grind here points to clutch drag instead.",
        },
        {
          step: "Note which gear grinds on upshift, downshift or both.",
          tools: [],
          expect: "One gear grinding in both directions points to that gear's synchro.",
        },
        {
          step: "Pull the fill plug, check the level and confirm the oil is the friction grade the synchros were designed for; the wrong grade lets a blocker ring slip before it blocks.",
          tools: ["Socket set", "Flashlight"],
          expect:
            "Oil at the bottom of the fill hole and the type the maker specifies (Honda MTF, GM Synchromesh, 75W-90 GL-4 and so on).",
        },
        {
          step: "Drain the gearbox and wipe the drain-plug magnet onto a white rag to sort brass from steel.",
          tools: ["Drain pan", "Magnet"],
          expect: "Brass-colored glitter suggests synchro wear; steel chunks suggest tooth damage.",
        },
      ],
      fix: "Refill with the correct gear oil and see if it improves over 500 miles. A persistent grind needs the gearbox removed and rebuilt with new synchro rings, and the sleeve, hub and forks inspected. Replace the input and output seals during the rebuild.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Refill with the specified gear oil",
            partsLow: 40,
            partsHigh: 100,
            laborHoursLow: 0.7,
            laborHoursHigh: 1,
          },
          {
            name: "Rebuild the gearbox with new synchro rings",
            partsLow: 400,
            partsHigh: 900,
            laborHoursLow: 7,
            laborHoursHigh: 10,
          },
        ],
        excludes: "Diagnosis fee, taxes and a clutch if worn; dealer pricing higher.",
      },
      verdict: "ok",
      verdictReason:
        "A synchro grind is not a safety risk; shift slower and avoid that gear if you can until it is repaired.",
      codes: [],
      terms: ["synchronizer", "blocker ring", "dog teeth", "gear oil"],
      related: ["manual-hard-to-shift-when-cold", "manual-pops-out-of-gear", "manual-transmission-oil-leak-low-level"],
    },
    {
      slug: "manual-pops-out-of-gear",
      title: "Manual gearbox jumps out of gear on acceleration or coasting",
      summary:
        "A gear that pops out under load is usually worn engagement teeth, a weak detent, or a shift fork that stops short. Check the engine and transmission mounts and the shift linkage first; if those are sound, the gearbox needs a rebuild.",
      symptoms: [
        "Lever snaps back to neutral under throttle or on a sudden lift-off",
        "Usually one gear, often 2nd, 3rd or top gear",
        "Resting a hand on the lever keeps it in gear",
        "Grinding or a click just before it jumps out",
      ],
      symptomIds: ["manual-gearbox", "clunk-knock"],
      causes: [
        {
          likelihood: "common",
          part: "Worn dog teeth or back-cut on the gear and sleeve",
          why: "The engagement teeth are cut with a slight back-taper that pulls them together under load; once that wears off, torque pushes the sleeve out of mesh.",
        },
        {
          likelihood: "occasional",
          part: "Broken engine or transmission mount",
          why: "The powertrain rocks under load; on rod-shift cars that movement pulls the linkage and yanks the box out of gear.",
        },
        {
          likelihood: "occasional",
          part: "Weak or broken detent spring or worn detent notch",
          why: "The detent holds the shift rail in position; without it, vibration walks the rail back toward neutral.",
        },
        {
          likelihood: "rare",
          part: "Excess shaft end play from worn bearings or a bent fork",
          why: "A shaft that moves fore and aft, or a fork that stops short, leaves the sleeve only partly engaged.",
        },
      ],
      checks: [
        {
          step: "With the parking brake set and a helper on the brake, load the engine gently in 1st and Reverse while you watch the engine.",
          tools: ["Helper", "Flashlight"],
          expect: "More than about 1/2 inch of engine lift or a torn mount shows the mount must be fixed first.",
        },
        {
          step: "With the engine off, select the problem gear and check how far the lever travels into the gate compared with its neighbors.",
          tools: [],
          expect: "The lever should seat fully; a short throw points to a boot, console or linkage interference.",
        },
        {
          step: "Inspect the linkage or cables and their bushings for binding or lost motion.",
          tools: ["Flashlight"],
          expect: "Smooth movement with no slop; a worn bushing can stop the rail short of full engagement.",
        },
        {
          step: "Drain the oil and check the magnet.",
          tools: ["Drain pan", "Magnet"],
          expect: "Chunks of steel or chipped tooth pieces point to worn engagement teeth; fine paste is normal.",
        },
      ],
      fix: "Replace broken mounts or worn linkage bushings if those are the cause. Otherwise rebuild the gearbox with new sleeves and gears (replaced as matched pairs), detent springs and bearings, with shaft end play set to spec, then refill and road test under load and on lift-off.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace broken mounts or linkage bushings",
            partsLow: 50,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Rebuild with new sleeves, gears and detents",
            partsLow: 600,
            partsHigh: 1300,
            laborHoursLow: 7,
            laborHoursHigh: 10,
          },
        ],
        excludes: "Diagnosis fee, taxes and a clutch replaced at the same time; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "Dropping into neutral on a hill, while merging or during engine braking on a descent can be dangerous; hold the lever and plan the repair soon.",
      codes: [],
      terms: ["dog teeth", "back-cut", "detent spring", "shift rail"],
      related: ["manual-grinds-going-into-one-gear", "manual-shifter-loose-or-will-not-select"],
    },
    {
      slug: "manual-hard-to-shift-when-cold",
      title: "Manual shifter is stiff and notchy for the first few miles on cold mornings",
      summary:
        "Thick or wrong gear oil is the usual cause: the synchros cannot slow the gears until the oil warms. Refill with the exact specified fluid (many gearboxes want a thin MTF, not 75W-90 gear oil); if it still grinds once warm, the synchros or linkage are worn.",
      symptoms: [
        "Lever stiff and notchy below about 40°F, especially into 1st and 2nd",
        "Improves after 5–10 minutes of driving",
        "Slight grind on quick shifts until warm",
        "Started after a gear oil change, or the oil has never been changed",
      ],
      symptomIds: ["manual-gearbox"],
      causes: [
        {
          likelihood: "common",
          part: "Gear oil too thick for the gearbox or climate",
          why: "Cold, heavy oil drags between the gears and the synchro cones, so each ring has to fight more drag before the sleeve can engage.",
        },
        {
          likelihood: "occasional",
          part: "Old, sheared or water-contaminated oil",
          why: "Worn additives change the friction between ring and cone, making shifts notchy.",
        },
        {
          likelihood: "occasional",
          part: "Dry or corroded shift cable or linkage pivot",
          why: "Stiff grease and corrosion add effort that is worst when cold.",
        },
        {
          likelihood: "rare",
          part: "Worn synchro rings",
          why: "Worn rings barely cope when warm and struggle when the oil is cold and thick.",
        },
      ],
      checks: [
        {
          step: "Compare the oil used with the maker's spec.",
          tools: ["Service information", "Service records"],
          expect:
            "Exact match (for example Honda MTF, GM manual transmission fluid, or a named 75W-80/75W-90 GL-4 where specified); a heavier GL-5 gear oil in a box that wants MTF is a common mistake.",
        },
        {
          step: "With the car level and the case cold, pull the fill plug and feel for oil at the lip of the hole.",
          tools: ["Socket set"],
          expect: "Oil just at the bottom of the fill hole on most units.",
        },
        {
          step: "Cold, engine off, disconnect the shift cables or rod at the gearbox and move the lever alone.",
          tools: ["Pliers", "Flashlight"],
          expect:
            "A free lever points to the gearbox; a stiff lever with the linkage disconnected points to the shifter or cables.",
        },
        {
          step: "With the linkage unhooked on a cold morning, work the selector shaft through each gate at the case by hand.",
          tools: [],
          expect:
            "Detents stiff at the case on a morning below about 40 °F that ease once the case is warm confirm oil viscosity; detents that stay notchy when warm point to synchros or internal wear.",
        },
      ],
      fix: "Drain and refill with the exact specified manual transmission fluid (new crush washers on both plugs), and clean and lube or replace a stiff cable or shifter. If it still grinds once fully warm, plan a synchro rebuild.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Drain and refill with the specified fluid",
            partsLow: 30,
            partsHigh: 100,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Lube or replace a stiff shift cable",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Diagnosis fee, taxes and any internal repair; dealer pricing is higher.",
      },
      verdict: "ok",
      verdictReason:
        "Cold stiffness is a nuisance, not a hazard; shift gently until warm so you do not wear the synchros.",
      codes: [],
      terms: ["MTF", "GL-4", "synchro ring"],
      related: ["manual-grinds-going-into-one-gear", "manual-transmission-oil-leak-low-level"],
    },
    {
      slug: "manual-gearbox-growl-in-neutral-clutch-out",
      title: "Rumble or growl in neutral that stops when I press the clutch",
      summary:
        "A noise with the engine idling in neutral and the clutch pedal up, which goes away when the pedal is pressed, comes from the gearbox input shaft or countershaft bearings (or low oil). Check the level first; a bearing noise means a gearbox overhaul.",
      symptoms: [
        "Growl or rumble at idle in neutral with the clutch pedal up",
        "Noise disappears when the pedal is pressed",
        "Often louder when the gearbox is cold",
        "May also whine in gear under load",
      ],
      symptomIds: ["whine-noise", "manual-gearbox"],
      causes: [
        {
          likelihood: "common",
          part: "Worn input shaft bearing",
          why: "The input shaft spins whenever the clutch is engaged; a worn bearing growls and stops when the clutch disengages.",
        },
        {
          likelihood: "occasional",
          part: "Worn countershaft bearings",
          why: "The countershaft turns with the input shaft in neutral and produces a similar growl.",
        },
        { likelihood: "occasional", part: "Low gear oil", why: "Low oil leaves bearings under-lubricated and noisy." },
        {
          likelihood: "rare",
          part: "Gear rattle from a worn dual-mass flywheel",
          why: "Torsional vibration from the engine rattles the gearbox in neutral; the noise can be similar.",
        },
      ],
      checks: [
        {
          step: "With the engine idling in neutral, press and release the clutch pedal.",
          tools: [],
          expect:
            "Noise present with the pedal up and gone with it down points to the gearbox input side; a noise that appears only with the pedal pressed is the clutch release bearing instead.",
        },
        {
          step: "Top up or confirm the oil at the fill plug, then repeat the pedal-up idle test to hear whether the growl changes.",
          tools: ["Socket set"],
          expect: "Oil at the bottom of the fill hole; top up if low and listen again.",
        },
        {
          step: "Use a stethoscope on the gearbox case near the input and countershaft bearings.",
          tools: ["Mechanic's stethoscope"],
          expect: "Loudest at the front of the case supports input bearing wear.",
        },
      ],
      noMeasurement:
        "An input or countershaft bearing growl is located by ear with the clutch pedal up and then down; no meter reads bearing wear in an assembled gearbox.",
      fix: "Top up the oil if low. If the noise remains, remove and overhaul the gearbox with new input and countershaft bearings and seals, then refill with the correct oil.",
      difficulty: 4,
      cost: {
        partsLow: 80,
        partsHigh: 700,
        laborHoursLow: 4,
        laborHoursHigh: 9.3,
        excludes: "Diagnosis fee, taxes and clutch parts if replaced together; dealer pricing higher.",
      },
      verdict: "ok",
      verdictReason: "A bearing growl is not immediately dangerous, but bearings can fail and lock; plan repair soon.",
      codes: [],
      terms: ["input shaft bearing", "countershaft", "gear oil"],
      related: ["manual-gearbox-whine-in-one-gear", "manual-transmission-oil-leak-low-level"],
    },
    {
      slug: "manual-gearbox-whine-in-one-gear",
      title: "Manual gearbox whines under load in every gear but one",
      summary:
        "On rear-drive manuals (T56, TR6060, Tremec 3650, Aisin AX15, NV3500), whine in every gear except direct drive points at countershaft bearings or constant-mesh gears; whine in one gear points at that pair. Rule out low oil and the axle, then plan a rebuild.",
      symptoms: [
        "Whine on acceleration in 1st, 2nd, 3rd and overdrive that goes quiet in the 1:1 gear",
        "Pitch rises with road speed and changes between drive and coast",
        "Front-drive transaxles have no direct-drive gear, so their whine is usually tied to one gear pair",
        "Oil on the drain plug magnet shows fine steel glitter",
      ],
      symptomIds: ["whine-noise", "manual-gearbox"],
      causes: [
        {
          likelihood: "common",
          part: "Worn countershaft bearings or constant-mesh gears",
          why: "In direct drive the input and output shafts lock together and the countershaft carries no load, so a worn countershaft path goes quiet in only that gear.",
        },
        {
          likelihood: "occasional",
          part: "Pitted or chipped teeth on one gear pair",
          why: "A damaged pair only howls while it carries torque, so the noise is tied to one gear.",
        },
        {
          likelihood: "occasional",
          part: "Low oil from a leaking seal",
          why: "Gears running partly dry whine louder and wear faster.",
        },
        {
          likelihood: "rare",
          part: "Rear axle or differential whine",
          why: "Ring-and-pinion noise changes with speed and load and is easy to blame on the gearbox, but it is present in every gear including direct drive.",
        },
      ],
      checks: [
        {
          step: "Drive at the same road speed in two adjacent gears and note which is quiet.",
          tools: [],
          expect:
            "Noise that depends on the gear selected is the gearbox; noise at the same road speed in every gear is the axle or a wheel bearing.",
        },
        {
          step: "Check the oil level and type at the fill plug.",
          tools: ["Socket set", "Flashlight"],
          expect:
            "Oil at the bottom of the fill hole; a low level found here may explain the noise and hints at a leak.",
        },
        {
          step: "Listen with chassis ears on the gearbox case, tail housing and axle during a road test.",
          tools: ["Chassis ears"],
          expect: "The loudest channel identifies the unit; loudest at the case midsection points to the countershaft.",
        },
        {
          step: "Drain the gear oil into a clean pan, then check the plug magnet and the oil itself for bearing cage pieces or chips.",
          tools: ["Drain pan", "Magnet"],
          expect: "Fine gray paste is normal; flakes, chips or bearing cage pieces mean internal damage.",
        },
      ],
      noMeasurement:
        "Countershaft and gear-pair whine is isolated by comparing gears at the same road speed and by chassis ears; bearing and tooth wear has no reading until teardown.",
      fix: "Correct the oil level and fix the leak. A persistent whine needs the gearbox out and rebuilt: countershaft and input bearings, any pitted gears, synchros checked, new seals. Set shaft end play to spec with the correct shims and refill with the specified fluid.",
      difficulty: 4,
      cost: {
        partsLow: 150,
        partsHigh: 1500,
        laborHoursLow: 4.7,
        laborHoursHigh: 10.7,
        excludes: "Diagnosis fee and taxes; a clutch replaced at the same time and dealer pricing are extra.",
      },
      verdict: "ok",
      verdictReason:
        "A whining gearbox is safe for now, but a failing bearing can lock up or shed metal through the unit; schedule the repair.",
      codes: [],
      terms: ["countershaft", "direct drive", "end play", "constant-mesh gear"],
      related: [
        "manual-gearbox-growl-in-neutral-clutch-out",
        "rear-differential-whine-on-accel-or-decel",
        "manual-transmission-oil-leak-low-level",
      ],
    },
    {
      slug: "manual-shifter-loose-or-will-not-select",
      title: "Manual shifter feels sloppy or won't select some gears",
      summary:
        "Worn shifter bushings, shift cable ends or a linkage joint are the usual cause; the gearbox itself is often fine. Inspect the linkage at both ends: a fallen-off cable bushing can leave you unable to find a gear.",
      symptoms: [
        "Lever has excessive side-to-side or fore-aft play in every gear",
        "Hard to find a gear, or you get 3rd when you wanted 1st",
        "Lever flops freely across the gate with no spring return to the 3–4 plane",
        "Suddenly stuck in one gear or neutral after a click",
      ],
      symptomIds: ["shifter-problem", "manual-gearbox"],
      causes: [
        {
          likelihood: "common",
          part: "Worn or missing shift cable end bushings",
          why: "On cable-shift front-drive cars (Civic, Focus, Mazda3, Cobalt and many more) the plastic bushings wear or fall out, letting the cable end rattle or detach from the gearbox lever.",
        },
        {
          likelihood: "common",
          part: "Worn shifter base bushings or carrier (rod-shift cars like the BMW E46 and E90)",
          why: "Soft plastic or rubber bushings in the shifter carrier and selector rod wear and let the lever wobble before it moves the rail.",
        },
        {
          likelihood: "occasional",
          part: "Broken shifter centering spring or gate plate",
          why: "Without spring bias the lever no longer returns to the middle plane, so gear selection gets vague.",
        },
        {
          likelihood: "rare",
          part: "Worn internal shift rail detents or forks",
          why: "Internal wear makes gears harder to locate even with tight linkage.",
        },
      ],
      checks: [
        {
          step: "With the engine off, move the lever through each gear while a helper watches the levers on the gearbox.",
          tools: ["Helper", "Flashlight"],
          expect: "Gearbox levers should move as soon as the shifter moves; lost motion locates the worn joint.",
        },
        {
          step: "Inspect cable ends and clips at the gearbox and under the console.",
          tools: ["Flashlight", "Trim tools"],
          expect: "Cracked or missing bushings and loose retaining clips are visible.",
        },
        {
          step: "Remove the shift boot and check the shifter base and carrier bushings.",
          tools: ["Trim tools"],
          expect: "Cracked bushings, torn boots or loose mounting bolts show the source of play.",
        },
        {
          step: "Unclip the cables at the gearbox and shift the case levers through every gear by hand.",
          tools: ["Pliers"],
          expect: "Crisp detents at the gearbox clear internal wear; mushy or missing detents point inside.",
        },
      ],
      noMeasurement:
        "Lost motion in shifter bushings and cable ends is judged by watching the gearbox levers against the shifter; makers publish no play figure for these joints.",
      fix: "Replace the shift cable bushings (repair kits exist for many models) or the cables, rebuild the shifter with new bushings and centering springs, and adjust the linkage so each gear fully engages. Internal detent or fork wear means a gearbox repair.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Fit cable-end repair bushings", partsLow: 15, partsHigh: 50, laborHoursLow: 0.4, laborHoursHigh: 1 },
          {
            name: "Rebuild the shifter with bushings and springs",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          { name: "Replace the shift cables", partsLow: 150, partsHigh: 350, laborHoursLow: 1.5, laborHoursHigh: 2.7 },
        ],
        excludes: "Diagnosis fee, taxes and console or exhaust removal on some models; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "If a cable end falls off you may be stuck in a gear or neutral in traffic; fix worn linkage before it detaches.",
      codes: [],
      terms: ["shift cable", "shifter bushing", "selector rod"],
      related: ["manual-pops-out-of-gear", "manual-reverse-will-not-engage"],
      commonOn: [
        {
          make: "bmw",
          models: ["323i", "325i", "325ci", "325xi", "328i", "330i", "330ci", "330xi", "328xi", "335i", "335xi", "m3"],
          years: [1999, 2013],
        },
        { make: "honda", models: ["civic"], years: [2001, 2026] },
        { make: "ford", models: ["focus"], years: [2000, 2018] },
        { make: "mazda", models: ["mazda3"], years: [2004, 2026] },
        { make: "chevrolet", models: ["cobalt"], years: [2005, 2010] },
      ],
    },
    {
      slug: "manual-transmission-oil-leak-low-level",
      title: "Gear oil dripping from a manual transmission",
      summary:
        "Most manual gearbox leaks are at the axle or output seals, the shift shaft seal, or the case halves. Check the level at the fill plug and top up with the exact specified fluid, then replace the leaking seal before the gears and bearings run dry.",
      symptoms: [
        "Drips of thin amber, brown or reddish oil under the center of the car",
        "Sulfur or rotten-egg smell from hypoid gear oil on the exhaust",
        "Wet oil around an axle, the shift shaft or the case seam",
        "Whine or notchy shifts after a long-term leak",
      ],
      symptomIds: ["fluid-leak", "manual-gearbox", "fluid-condition"],
      causes: [
        {
          likelihood: "common",
          part: "Axle or output shaft seal",
          why: "Worn seal lips or a worn CV joint hub let oil past onto the axle and down the case.",
        },
        {
          likelihood: "occasional",
          part: "Shift shaft or selector seal",
          why: "A small seal around the shift shaft hardens with age and weeps, especially on cable-shift front-drive units.",
        },
        {
          likelihood: "occasional",
          part: "Case half sealant or a loose drain or fill plug",
          why: "Silicone sealant between case halves ages, and a plug without a new crush washer leaks.",
        },
        {
          likelihood: "rare",
          part: "Vent blocked, pushing oil past seals",
          why: "Heat builds pressure in a sealed case and forces oil out at the weakest seal.",
        },
      ],
      checks: [
        {
          step: "Clean the case and drive a few miles, then inspect.",
          tools: ["Brake cleaner", "Flashlight"],
          expect: "Fresh oil at one seal identifies the leak.",
        },
        {
          step: "Break the fill plug loose before touching the drain plug, then see how far below the fill hole the oil sits.",
          tools: ["Socket set"],
          expect:
            "Oil should be at the bottom of the fill hole on most units; never remove the drain plug before confirming the fill plug will come out.",
        },
        {
          step: "Check the vent for blockage.",
          tools: ["Compressed air"],
          expect:
            "Air blown gently into the vent comes out freely; a blocked vent pressurizes the hot case and pushes oil past the axle and shift shaft seals.",
        },
      ],
      noMeasurement:
        "The leaking seal is found by cleaning the case and looking after a drive, and the level is set to the fill hole; no instrument separates one seal from another.",
      fix: "Replace the leaking seal, reseal case halves if required, and refill to the correct level with the specified oil. Install new crush washers on plugs.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace an axle or output seal",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          { name: "Replace the shift shaft seal", partsLow: 10, partsHigh: 40, laborHoursLow: 0.8, laborHoursHigh: 2 },
          { name: "Reseal the case halves", partsLow: 50, partsHigh: 200, laborHoursLow: 2.5, laborHoursHigh: 3.3 },
        ],
        excludes: "Diagnosis fee, taxes and axle removal on some models; dealer pricing higher.",
      },
      verdict: "ok",
      verdictReason: "A slow leak is safe short-term, but low oil destroys bearings; top up and repair soon.",
      codes: [],
      terms: ["fill plug", "axle seal", "shift shaft seal"],
      related: ["manual-hard-to-shift-when-cold", "manual-gearbox-whine-in-one-gear"],
    },
    {
      slug: "manual-skip-shift-forces-1st-to-4th",
      title: "Camaro or Corvette six-speed forces me from 1st straight into 4th",
      summary:
        "That is Computer Aided Gear Selection (CAGS, the 1–4 skip shift) on GM six-speed manuals: at light throttle around 12–20 mph with the engine warm, a solenoid blocks 2nd and 3rd for fuel economy. It is normal unless it never releases or sets P0803.",
      symptoms: [
        "From 1st, the lever only goes to 4th at light throttle and low speed",
        "'1–4 SHIFT' or skip-shift lamp lights just before",
        "Shifts normally with more throttle, when cold, or above about 20 mph",
        "If faulty: blocked all the time, or a check engine light with P0803 or P0804",
      ],
      symptomIds: ["manual-gearbox", "shifter-problem", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Normal CAGS operation",
          why: "The PCM energizes the skip-shift solenoid at light throttle with a warm engine; a pin blocks the 1–2 path so the next upshift can only be 4th.",
        },
        {
          likelihood: "occasional",
          part: "Skip-shift solenoid stuck in the blocking position",
          why: "A solenoid whose pin sticks out blocks 2nd at every throttle position and speed.",
        },
        {
          likelihood: "occasional",
          part: "Wiring or connector fault at the solenoid",
          why: "A short to power keeps it energized; an open circuit sets P0803.",
        },
        {
          likelihood: "rare",
          part: "Faulty throttle position or vehicle speed input",
          why: "Wrong data can make the PCM command the skip shift outside its normal window.",
        },
      ],
      checks: [
        {
          step: "Note throttle opening, road speed and engine temperature when it happens.",
          tools: ["Scan tool"],
          expect:
            "Light throttle at roughly 12–20 mph with a warm engine is normal CAGS; a block at full throttle or cold is a fault.",
        },
        {
          step: "Read codes and watch the skip-shift solenoid command PID.",
          tools: ["Scan tool"],
          expect:
            "Command OFF while the lever is still blocked points to a stuck solenoid; P0803 or P0804 points to its circuit or lamp.",
        },
        {
          step: "Unplug the solenoid on the side of the gearbox and measure its resistance.",
          tools: ["Multimeter", "Wiring diagram"],
          expect:
            "Resistance within spec (single-digit to tens of ohms) and no power on the PCM control wire when commanded off.",
        },
      ],
      fix: "Working as designed needs no repair. Replace a stuck solenoid or fix the wiring if it blocks outside its window. Aftermarket eliminator plugs or tunes remove CAGS, but they can set codes and disable an emissions-certified fuel-economy feature.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "No repair: CAGS working as designed",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Replace the skip-shift solenoid or repair its wiring",
            partsLow: 40,
            partsHigh: 120,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.3,
          },
        ],
        excludes: "Diagnosis fee and taxes; dealer pricing higher; tunes and eliminator plugs are not priced.",
      },
      verdict: "ok",
      verdictReason:
        "It is normal within its window and safe to drive; a stuck solenoid is inconvenient rather than dangerous.",
      codes: ["P0803", "P0804"],
      terms: ["CAGS", "skip shift", "1–4 solenoid"],
      related: ["manual-shifter-loose-or-will-not-select", "manual-reverse-will-not-engage"],
      appliesTo: [
        {
          make: "chevrolet",
          models: ["camaro", "corvette"],
          years: [1989, 2015],
          transmissions: ["ZF S6-40 6-speed manual", "Tremec T56 6-speed manual", "Tremec TR6060 6-speed manual"],
        },
        {
          make: "pontiac",
          models: ["firebird", "gto"],
          years: [1993, 2006],
          transmissions: ["Tremec T56 6-speed manual"],
        },
      ],
    },
    {
      slug: "manual-reverse-will-not-engage",
      title: "Can't get the manual transmission into Reverse",
      summary:
        "Check the reverse lockout first: many manuals need the lever pushed down or a collar lifted, and some GM T56 cars add a PCM-controlled solenoid that frees Reverse only near a stop. If that works and the clutch releases, suspect the reverse idler or fork.",
      symptoms: [
        "Lever stops at a hard wall and won't go into R",
        "Gear grinds loudly when trying Reverse",
        "Reverse engages only after rocking the car or shutting off the engine",
        "Backup lights may not come on",
      ],
      symptomIds: ["manual-gearbox", "shifter-problem"],
      causes: [
        {
          likelihood: "common",
          part: "Reverse lockout not released (ring, collar or push-down)",
          why: "The lockout prevents accidental reverse; if not released, the lever physically stops.",
        },
        {
          likelihood: "occasional",
          part: "Electric reverse lockout solenoid (some GM T56 cars)",
          why: "The PCM powers the solenoid to unblock Reverse only at very low speed; an open coil, blown fuse or bad connector leaves Reverse blocked all the time.",
        },
        {
          likelihood: "occasional",
          part: "Clutch not fully releasing",
          why: "Reverse is unsynchronized on most manuals, so a still-spinning input shaft makes the reverse idler clash instead of sliding into mesh.",
        },
        {
          likelihood: "rare",
          part: "Worn reverse idler gear or shift fork",
          why: "Damaged teeth or fork misalignment prevent full engagement.",
        },
      ],
      checks: [
        {
          step: "Confirm the lockout action for the car (owner's manual): lift the collar under the knob, push the lever down, or press harder past a spring gate.",
          tools: ["Owner's manual"],
          expect:
            "Reverse goes in once the lockout is operated correctly; a collar that will not lift or a gate that will not open means a shifter repair.",
        },
        {
          step: "With the engine off and the clutch pressed, try Reverse.",
          tools: [],
          expect:
            "Reverse engaging with the engine off but grinding with it running points to clutch drag, not the gearbox.",
        },
        {
          step: "On cars with an electric lockout, listen for a click and measure voltage at the solenoid with the car stopped, key on, clutch pressed.",
          tools: ["Multimeter", "Wiring diagram"],
          expect:
            "Within about 0.5 V of battery voltage and a click when the PCM commands it at a standstill; voltage with no click condemns the solenoid, 0 V points to the fuse, wiring or the vehicle-speed input.",
        },
        {
          step: "Drain the gear oil and look on the magnet for tooth chips from the reverse idler or sliding gear.",
          tools: ["Drain pan", "Magnet"],
          expect: "Chipped tooth pieces suggest a damaged reverse idler or sliding gear.",
        },
      ],
      fix: "Repair the shifter lockout collar or gate, replace the lockout solenoid or its fuse and wiring, or rebuild the gearbox with a new reverse idler, fork or sliding gear if the teeth are damaged. If the test shows clutch drag, the clutch release system is the repair, not the gearbox.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair the shifter lockout collar or gate",
            partsLow: 20,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the lockout solenoid, fuse or wiring",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Rebuild the gearbox with reverse idler or fork",
            partsLow: 300,
            partsHigh: 600,
            laborHoursLow: 6,
            laborHoursHigh: 8,
          },
        ],
        excludes: "Diagnosis fee, taxes and clutch repairs if needed; dealer pricing higher.",
      },
      verdict: "ok",
      verdictReason: "Lack of reverse is inconvenient, not dangerous; avoid parking where you must back out.",
      codes: [],
      terms: ["reverse lockout", "reverse idler", "lockout solenoid"],
      related: ["manual-skip-shift-forces-1st-to-4th", "manual-shifter-loose-or-will-not-select"],
      commonOn: [
        {
          make: "chevrolet",
          models: ["camaro", "corvette"],
          years: [1993, 2004],
          transmissions: ["Tremec T56 6-speed manual"],
        },
        { make: "pontiac", models: ["firebird"], years: [1993, 2002], transmissions: ["Tremec T56 6-speed manual"] },
      ],
    },
    {
      slug: "4wd-will-not-engage-service-4wd-light",
      title: "4WD won't engage and the dash says Service 4WD",
      summary:
        "On part-time 4WD trucks the usual causes are the transfer case shift (encoder) motor, the front axle actuator, or the selector switch; the encoder motor on 1999–2007 GM trucks is the classic. Read the transfer case module codes before buying parts.",
      symptoms: [
        "Service 4WD message, or the 4WD indicator flashes and never goes solid",
        "Turning the selector does nothing, or changes take several tries",
        "Stuck in 4HI or 4LO and will not return to 2WD",
        "Front wheels never pull on a loose surface even with 4WD shown",
      ],
      symptomIds: ["four-wheel-drive", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Transfer case shift motor and encoder",
          why: "Worn brushes or a dirty encoder contact plate stop the motor from turning the shift cam or reporting its position, so the module flags a fault.",
        },
        {
          likelihood: "occasional",
          part: "Front axle actuator, vacuum hubs or IWEs",
          why: "The transfer case shifts but the front axle never connects, so the module waits for confirmation that never comes.",
        },
        {
          likelihood: "occasional",
          part: "Selector switch or its wiring",
          why: "A worn dash switch sends an invalid request, and the module ignores it or flashes the lamp.",
        },
        {
          likelihood: "rare",
          part: "Broken shift fork, range hub or mode cam inside the case",
          why: "The motor turns but nothing inside moves into range.",
        },
      ],
      checks: [
        {
          step: "Check fuses for the transfer case control module and shift motor.",
          tools: ["Test light"],
          expect:
            "Battery voltage on both sides of the transfer case module and shift motor fuses, key on; a fuse that blows when the motor is commanded points to a shorted motor or harness.",
        },
        {
          step: "Read codes in the transfer case or 4WD module (an engine-only reader will miss them).",
          tools: ["Scan tool with chassis module access"],
          expect: "Encoder, motor or switch circuit codes (C0327 on many GM trucks) name the failed part.",
        },
        {
          step: "Watch the selector switch PID and the encoder position while selecting each mode.",
          tools: ["Scan tool"],
          expect:
            "The switch PID changes with every position and the encoder follows the request; a frozen encoder points at the motor.",
        },
        {
          step: "Back-probe the motor during a shift request.",
          tools: ["Multimeter"],
          expect:
            "Battery voltage for 1–2 seconds with no movement condemns the motor; no voltage points to the module or wiring.",
        },
        {
          step: "On loose gravel or dirt (never dry pavement), select 4HI and make a slow, tight turn.",
          tools: [],
          expect:
            "With the front axle connected the tires scrub and the truck feels tight in the turn; no difference from 2WD means the front axle or hubs are not engaging.",
        },
      ],
      fix: "Replace the shift motor and encoder (bolts to the back of the case; some need a calibration or relearn), the front axle actuator or hubs, or the selector switch. Clear codes and cycle 2HI–4HI–4LO–2HI to confirm before returning the truck.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Replace the selector switch", partsLow: 50, partsHigh: 150, laborHoursLow: 0.5, laborHoursHigh: 1 },
          {
            name: "Replace the front axle actuator or hubs",
            partsLow: 100,
            partsHigh: 400,
            laborHoursLow: 1,
            laborHoursHigh: 2.7,
          },
          {
            name: "Replace the shift motor and encoder",
            partsLow: 250,
            partsHigh: 600,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
        ],
        excludes: "Diagnosis fee, taxes and internal transfer case repair; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "It drives normally in 2WD but has no 4WD when you need it; stay off snow, mud and loose grades, and if it is stuck in 4HI or 4LO keep off dry pavement.",
      codes: [{ code: "C0327", makes: ["chevrolet", "gm", "gmc"] }, "P0836", "P0837"],
      terms: ["encoder motor", "front axle actuator", "transfer case control module"],
      related: [
        "ford-f150-iwe-front-hub-grinding",
        "transfer-case-clunk-or-chain-slap",
        "transfer-case-pump-rub-leak",
        "can-bus-network/transfer-case-module-offline-u0102",
      ],
      commonOn: gmt800Trucks,
    },
    {
      slug: "transfer-case-pump-rub-leak",
      title: "Fluid weeping from the rear of a GM truck's transfer case",
      summary:
        "On GM trucks and SUVs with NV246, NP261 and NP263 transfer cases, the oil pump housing can wear through the rear case ('pump rub') until it leaks. Caught early, a repair kit or new rear case half saves it; run dry, the chain and bearings fail.",
      symptoms: [
        "Wet spot or drip at the rear half of the transfer case, just ahead of the rear output",
        "Fluid flung onto the rear driveshaft and crossmember",
        "Growl or whine from the transfer case as it runs low",
        "Auto-4WD models may set a Service 4WD message once damage spreads",
      ],
      symptomIds: ["fluid-leak", "whine-noise", "four-wheel-drive"],
      causes: [
        {
          likelihood: "common",
          part: "Oil pump housing rubbing through the rear case half",
          why: "The pump housing is held from rotating by a tab; as it moves slightly it polishes a groove in the thin case wall until it breaks through.",
        },
        {
          likelihood: "occasional",
          part: "Rear output seal or yoke wear",
          why: "A grooved yoke or hard seal lip leaks at the output, which looks similar from underneath.",
        },
        {
          likelihood: "occasional",
          part: "Case-half sealant or vent blockage",
          why: "Aged RTV between the halves weeps, and a blocked vent pushes fluid out at the weakest joint.",
        },
        {
          likelihood: "rare",
          part: "Impact crack from off-road use",
          why: "A rock strike can crack the case and look like a seep.",
        },
      ],
      checks: [
        {
          step: "Clean the case with brake cleaner, drive 10–20 miles and look again.",
          tools: ["Brake cleaner", "Flashlight"],
          expect: "Fresh wetness emerging from the case wall around the pump area (not the seal) points to pump rub.",
        },
        {
          step: "Check the level at the fill plug with the truck level.",
          tools: ["Socket set"],
          expect: "Fluid to the bottom of the fill hole; a low level confirms an active loss.",
        },
        {
          step: "Look for a raised, polished band or a pinhole on the rear case where the pump sits inside.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "A visible wear band on the outside of the case is the tell-tale sign of pump rub.",
        },
        {
          step: "Drain the transfer case and check its magnet for aluminum glitter from the worn case wall.",
          tools: ["Drain pan", "Magnet"],
          expect: "Aluminum glitter confirms case wear; steel chunks mean chain or bearing damage as well.",
        },
      ],
      noMeasurement:
        "Pump rub shows as a polished band or pinhole on the rear case half and aluminum on the magnet; it is confirmed by sight, not by any gauge reading.",
      fix: "Fit a pump rub repair kit (reinforcing the case and locating the pump) or replace the rear case half and pump, reseal the halves, and refill with the fluid on the case tag or in service information (GM used Auto-Trak II in some cases and Dexron VI in others). Inspect the chain while the case is split.",
      difficulty: 4,
      cost: {
        partsLow: 80,
        partsHigh: 600,
        laborHoursLow: 1.7,
        laborHoursHigh: 4.7,
        excludes:
          "Diagnosis fee, taxes and internal damage from running low; a complete replacement transfer case and dealer pricing are higher.",
      },
      verdict: "careful",
      verdictReason:
        "The truck drives normally until the case runs dry, then the chain and bearings fail quickly; check the level weekly and book the repair.",
      codes: [],
      terms: ["pump rub", "transfer case", "Auto-Trak II", "fill plug"],
      related: [
        "4wd-will-not-engage-service-4wd-light",
        "transfer-case-clunk-or-chain-slap",
        "differential-oil-leak-pinion-or-axle-seal",
      ],
      appliesTo: [
        {
          make: "chevrolet",
          models: ["silverado", "tahoe", "suburban", "avalanche"],
          years: [1999, 2014],
          transmissions: ["NV246 transfer case", "NP261 transfer case", "NP263 transfer case"],
        },
        {
          make: "gmc",
          models: ["sierra", "yukon", "yukon-xl"],
          years: [1999, 2014],
          transmissions: ["NV246 transfer case", "NP261 transfer case", "NP263 transfer case"],
        },
      ],
    },
    {
      slug: "transfer-case-clunk-or-chain-slap",
      title: "Clunk or slapping noise from a 4x4's transfer case on takeoff",
      summary:
        "A chain-drive transfer case with a stretched chain slaps the case and clunks on takeoff, on lift-off or when shifting from Drive to Reverse. Rule out U-joints and slip-yoke lash first; a stretched chain means an overhaul with chain, sprockets and bearings.",
      symptoms: [
        "Single clunk from the center of the truck when pulling away or changing direction",
        "Slapping or rattling that comes and goes with throttle",
        "Grinding in 4WD or a bang when 4WD engages",
        "Metal glitter in the transfer case fluid",
      ],
      symptomIds: ["clunk-knock", "whine-noise", "four-wheel-drive"],
      causes: [
        {
          likelihood: "common",
          part: "Stretched drive chain",
          why: "As pins and links wear, the chain lengthens and goes slack, slapping the case and jumping on the sprockets under torque reversal.",
        },
        {
          likelihood: "occasional",
          part: "Worn driven sprocket, bearings or front output bushing",
          why: "Sprocket and bearing wear lets the chain wander and adds lash.",
        },
        {
          likelihood: "occasional",
          part: "Dry or worn rear driveshaft slip yoke or U-joint",
          why: "Driveline lash makes the same clunk and is far cheaper to fix, so it is checked first.",
        },
        {
          likelihood: "rare",
          part: "Worn range shift fork or hub",
          why: "A partially engaged range gear can clunk as it loads and unloads.",
        },
      ],
      checks: [
        {
          step: "With the truck on stands in Neutral, rotate each driveshaft back and forth by hand and inspect U-joints and slip yokes.",
          tools: ["Jack stands"],
          expect: "Any click in a U-joint cap or rotational play at the slip yoke is driveline lash to fix first.",
        },
        {
          step: "Rotate the front and rear driveshafts against each other with the transfer case in 4HI.",
          tools: ["Helper"],
          expect:
            "A few degrees of free play is normal; a large dead zone with a clack inside the case points to the chain.",
        },
        {
          step: "Drain the transfer case and check the fluid and magnet.",
          tools: ["Drain pan", "Magnet"],
          expect: "Dark fluid with steel glitter supports chain and sprocket wear.",
        },
        {
          step: "With the case split, check chain deflection or length against the service spec.",
          tools: ["Ruler or feeler gauge", "Service information"],
          expect: "Deflection beyond spec, or sprocket teeth polished to a hook, confirms the repair.",
        },
      ],
      noMeasurement:
        "Chain stretch is judged by hand as free play between the outputs, then by the deflection limit for that case model at teardown; no on-car reading measures it.",
      fix: "Overhaul the transfer case with a new chain, and replace sprockets, bearings, pump and seals as found; many shops install a remanufactured case instead. Refill with the specified fluid and fix any U-joint or slip-yoke lash found on the way.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Overhaul with chain, sprockets and bearings",
            partsLow: 150,
            partsHigh: 700,
            laborHoursLow: 4,
            laborHoursHigh: 6,
          },
          {
            name: "Install a remanufactured transfer case",
            partsLow: 1200,
            partsHigh: 1800,
            laborHoursLow: 2.5,
            laborHoursHigh: 6,
          },
        ],
        excludes: "Diagnosis fee, taxes and driveshaft repairs; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "A chain that jumps or breaks leaves the truck with no drive at all; avoid towing and heavy throttle until repaired.",
      codes: [],
      terms: ["drive chain", "chain slap", "slip yoke"],
      related: [
        "transfer-case-pump-rub-leak",
        "4wd-will-not-engage-service-4wd-light",
        "harsh-clunk-shifting-park-to-drive",
      ],
    },
    {
      slug: "ford-ptu-leak-burning-smell",
      title: "Burning gear-oil smell and drips behind the engine on an AWD Ford",
      summary:
        "On AWD Ford Explorer, Edge, Flex, Taurus, Escape, Fusion and Lincoln MKX/MKT, the power transfer unit (PTU) sits beside the exhaust with little oil in it. Its seals leak and the oil cooks; reseal it early or the unit fails.",
      symptoms: [
        "Sharp sulfur smell of hot gear oil after a highway drive",
        "Dark, thick drips on the passenger side at the back of the engine, near the right front axle",
        "Light smoke from under the car when stopped after a long drive",
        "Growl or whine from the front that rises with speed once the PTU runs low",
      ],
      symptomIds: ["burning-smell", "fluid-leak", "whine-noise"],
      causes: [
        {
          likelihood: "common",
          part: "PTU output (driveshaft flange) or intermediate shaft seal",
          why: "Exhaust heat hardens the seals, so oil seeps onto the catalytic converter or exhaust pipe and smokes.",
        },
        {
          likelihood: "occasional",
          part: "PTU oil cooked to sludge",
          why: "The small oil volume running next to the exhaust oxidizes, thickens and stops protecting the hypoid gears and bearings.",
        },
        {
          likelihood: "occasional",
          part: "Blocked PTU vent",
          why: "Heat pressure with nowhere to go pushes oil out past the seals.",
        },
        {
          likelihood: "rare",
          part: "Worn PTU ring gear, pinion or bearings",
          why: "After running low or on burnt oil, the gears pit and the unit whines or fails outright.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, look at the PTU, the driveshaft flange and the exhaust below it.",
          tools: ["Flashlight", "Jack stands"],
          expect:
            "Wet oil at the flange seal or coked oil on the exhaust confirms a PTU leak rather than an engine leak.",
        },
        {
          step: "With the PTU cold, pull its fill plug and check both level and smell; the small oil volume cooks quickly beside the exhaust.",
          tools: ["Socket set", "Flashlight"],
          expect: "Oil at the bottom of the fill hole; black, tar-like or burnt-smelling oil means it has overheated.",
        },
        {
          step: "Find the PTU vent (a tube or cap on top of the unit) and blow through it gently.",
          tools: ["Compressed air"],
          expect:
            "Air passes freely; a plugged PTU vent lets heat pressurize the unit and push oil past the output seal onto the exhaust.",
        },
        {
          step: "Road test with chassis ears clipped at the PTU and at each front hub.",
          tools: ["Chassis ears"],
          expect:
            "Whine loudest at the PTU means internal wear; none there with the noise at a hub points to a wheel bearing.",
        },
      ],
      noMeasurement:
        "A PTU leak and cooked oil are found by sight and smell at the flange seal and fill plug; the unit has no pressure or temperature reading to test on the car.",
      fix: "Replace the leaking seals and vent, clean oil off the exhaust, and refill with the specified synthetic gear oil (some owners shorten the change interval to about 30,000 miles). A noisy or metal-filled PTU is replaced as an assembly.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the PTU seals and vent and refill",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 1.3,
            laborHoursHigh: 3,
          },
          { name: "Replace the PTU assembly", partsLow: 900, partsHigh: 1600, laborHoursLow: 3, laborHoursHigh: 6 },
        ],
        excludes: "Diagnosis fee, taxes and axle or driveshaft parts; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "Gear oil on a hot exhaust can catch fire; if you see smoke, stop, and get the leak fixed before long drives.",
      codes: [],
      terms: ["PTU", "power transfer unit", "hypoid gear oil"],
      related: ["awd-binding-in-tight-turns", "differential-oil-leak-pinion-or-axle-seal"],
      appliesTo: [
        { make: "ford", models: ["explorer", "edge", "flex", "taurus", "escape", "fusion"], years: [2007, 2020] },
        { make: "lincoln", models: ["mkx", "mkt"], years: [2007, 2019] },
      ],
    },
    {
      slug: "ford-f150-iwe-front-hub-grinding",
      title: "Grinding or ratcheting from the front wheels of a 2004–2014 F-150 in 2WD",
      summary:
        "On 2004–2014 F-150 4x4s, a grind from the front hubs in 2WD means the vacuum-held integrated wheel ends (IWEs) are partly engaging because vacuum is lost. Find the leak at the solenoid, check valve, hoses or hub seals; replace only hubs that fail.",
      symptoms: [
        "Grinding or ratcheting from one or both front wheels in 2WD, worst on acceleration or in turns",
        "Noise stops when 4WD is selected",
        "Clunk or delay when shifting into 4WD, or 4WD works only some of the time",
        "Noise worse after washing or rain, when water gets into the hubs",
      ],
      symptomIds: ["four-wheel-drive", "clunk-knock", "whine-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Cracked vacuum hose or failed check valve in the IWE circuit",
          why: "The IWEs stay disengaged only while vacuum holds them; a leak lets the internal clutch rings try to engage and grind on the axle splines.",
        },
        {
          likelihood: "occasional",
          part: "IWE vacuum solenoid",
          why: "The solenoid routes vacuum to the hubs in 2WD; if it leaks or sticks, the hubs see too little vacuum.",
        },
        {
          likelihood: "occasional",
          part: "IWE hub seals worn",
          why: "A hub that cannot hold vacuum lets the others bleed down too.",
        },
        {
          likelihood: "rare",
          part: "Front wheel bearing or CV joint noise",
          why: "A failing bearing or joint makes noise in 2WD and 4WD alike, which is the tell that it is not the IWE.",
        },
      ],
      checks: [
        {
          step: "Listen in 2WD, then shift to 4WD and listen again at the same speed.",
          tools: [],
          expect: "Grind in 2WD that stops in 4WD is IWE; noise in both modes points to bearings or joints.",
        },
        {
          step: "Inspect vacuum lines from the intake to the check valve, solenoid and both hubs.",
          tools: ["Flashlight"],
          expect: "Cracked rubber elbows and split lines near the hubs are common finds.",
        },
        {
          step: "Cap the supply to each hub in turn and apply vacuum with a hand pump.",
          tools: ["Hand vacuum pump"],
          expect:
            "Each hub should hold about 15–20 inHg with little or no bleed-down over a minute; one that leaks needs sealing or replacement.",
        },
        {
          step: "Check the solenoid: vacuum should pass to the hubs in 2WD and vent in 4WD.",
          tools: ["Hand vacuum pump", "Multimeter"],
          expect: "Correct switching with 12 V present when commanded; otherwise replace the solenoid.",
        },
      ],
      fix: "Replace the cracked lines or check valve, the IWE solenoid, or leaking IWE hubs (with new O-rings and the axle nut torqued to spec). Confirm the hubs hold vacuum, then test 2WD and 4WD on a road test.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace cracked vacuum lines or the check valve",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          { name: "Replace the IWE solenoid", partsLow: 30, partsHigh: 90, laborHoursLow: 0.5, laborHoursHigh: 1 },
          {
            name: "Replace the IWE hubs with new O-rings",
            partsLow: 200,
            partsHigh: 500,
            laborHoursLow: 2,
            laborHoursHigh: 3.3,
          },
        ],
        excludes: "Diagnosis fee, taxes and wheel bearings found worn; dealer pricing is higher.",
      },
      verdict: "ok",
      verdictReason: "Driveable, but the grinding chews up the IWE and axle splines; fix the vacuum leak soon.",
      codes: [],
      terms: ["IWE", "integrated wheel end", "vacuum solenoid", "check valve"],
      related: ["4wd-will-not-engage-service-4wd-light", "awd-binding-in-tight-turns"],
      appliesTo: [
        { make: "ford", models: ["f-150"], years: [2004, 2014] },
        { make: "lincoln", models: ["mark-lt"], years: [2006, 2008] },
      ],
    },
    {
      slug: "honda-awd-rear-diff-groan-turning",
      title: "Honda CR-V groans or judders from the rear in slow, tight turns",
      summary:
        "Honda's Real Time AWD rear differential (CR-V, Element, HR-V) engages through wet clutch packs, and when their fluid ages they grab and release in tight turns. Two back-to-back drain-and-fills with Honda Dual Pump Fluid II almost always cure it.",
      symptoms: [
        "Groan, moan or creak from the rear when turning sharply at walking pace",
        "Judder like the rear tires are skipping, worst after a warm-up drive",
        "Quiet driving straight",
        "No warning light and no codes",
      ],
      symptomIds: ["four-wheel-drive", "shudder", "whine-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Worn-out rear differential fluid",
          why: "The clutch packs rely on the fluid's friction modifiers to slip smoothly in a turn; used-up fluid makes them stick-slip, which you hear as a groan and feel as judder.",
        },
        {
          likelihood: "occasional",
          part: "Wrong fluid added at a previous service",
          why: "Gear oil or generic ATF in a Real Time AWD differential changes clutch friction and brings the noise back quickly.",
        },
        {
          likelihood: "occasional",
          part: "Mismatched tire sizes or tread depths",
          why: "A difference front to rear makes the pumps engage the clutches continuously, loading them in every turn.",
        },
        {
          likelihood: "rare",
          part: "Worn clutch packs or a worn dual-pump assembly",
          why: "Once the plates are glazed, fresh fluid improves the noise only briefly.",
        },
      ],
      checks: [
        {
          step: "Check the records for the last rear differential fluid change.",
          tools: ["Service records"],
          expect: "No change in the last 30,000 miles or so makes the fluid the prime suspect.",
        },
        {
          step: "With a tread gauge, measure all four tires and confirm they share the same size on the sidewall.",
          tools: ["Tread depth gauge"],
          expect:
            "Same size and tread depths within 2/32 in. of each other on all four tires; a larger difference makes the rear clutches slip constantly and can cause the groan by itself.",
        },
        {
          step: "Remove the fill plug first, then drain the rear differential and look at the fluid.",
          tools: ["Socket set", "Drain pan"],
          expect: "Dark, smelly fluid supports the diagnosis; metal chunks point to internal wear.",
        },
        {
          step: "Refill, drive a few tight figure-eights, drain and refill again, then retest.",
          tools: ["Fluid pump"],
          expect: "The groan should be gone or nearly gone after the second fill.",
        },
      ],
      fix: "Drain and refill with Honda Dual Pump Fluid II (about 1–1.5 quarts per fill on most CR-Vs; check capacity), drive tight circles for a few minutes, then drain and refill again. VTM-4 models (Pilot, Ridgeline, MDX of that era) take Honda VTM-4 fluid instead. If the noise persists, the clutch packs need replacement.",
      difficulty: 2,
      cost: {
        partsLow: 30,
        partsHigh: 90,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.2,
        excludes: "Diagnosis fee, taxes and clutch-pack repair if fluid does not cure it; dealer pricing is higher.",
      },
      verdict: "ok",
      verdictReason:
        "The groan is harmless in the short term; a fluid change soon keeps the clutches from wearing out.",
      codes: [],
      terms: ["Real Time AWD", "Dual Pump Fluid II", "clutch pack", "VTM-4"],
      related: [
        "awd-binding-in-tight-turns",
        "differential-oil-leak-pinion-or-axle-seal",
        "limited-slip-chatter-in-turns",
      ],
      appliesTo: [{ make: "honda", models: ["cr-v", "element", "hr-v"], years: [1997, 2022] }],
    },
    {
      slug: "awd-binding-in-tight-turns",
      title: "AWD car hops, binds or scrubs the tires in slow tight turns",
      summary:
        "Torque bind: the front and rear axles are forced to turn at the same speed in a turn. Mismatched tires are the most common cause; otherwise the center coupling, transfer clutch or its solenoid is locking when it should release.",
      symptoms: [
        "Car crow-hops or feels like the brakes are dragging in parking-lot turns",
        "Tires scrub or chirp on dry pavement in tight turns",
        "Binding worse when warm",
        "Possible AWD warning light or codes on some models",
      ],
      symptomIds: ["four-wheel-drive", "clunk-knock", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Mismatched tire sizes or tread depths",
          why: "Different rolling diameters front to rear force the center coupling to slip constantly, loading it in turns.",
        },
        {
          likelihood: "occasional",
          part: "Transfer clutch or center coupling stuck engaged",
          why: "A coupling that will not release forces front and rear axles to turn together.",
        },
        {
          likelihood: "occasional",
          part: "Transfer clutch solenoid or control fault (Subaru duty C)",
          why: "A solenoid stuck on applies the transfer clutch in every turn.",
        },
        {
          likelihood: "rare",
          part: "Wrong fluid in the transfer case or rear coupling",
          why: "Incorrect fluid changes clutch friction and can lock the coupling.",
        },
      ],
      checks: [
        {
          step: "Measure tread depth and confirm the same size, brand and model on all four tires.",
          tools: ["Tread depth gauge"],
          expect:
            "All four within about 2/32 in. of tread depth of each other; Subaru's commonly cited limit is 1/4 in. difference in rolling circumference.",
        },
        {
          step: "Before suspecting the coupling, set all four tires to the door-jamb pressure cold and note any one far below the others.",
          tools: ["Tire gauge"],
          expect:
            "All at the door-jamb pressure; one tire 8–10 psi low changes its rolling diameter enough to load the coupling.",
        },
        {
          step: "Read AWD, transfer and transmission codes.",
          tools: ["Scan tool"],
          expect: "Transfer clutch solenoid or coupling circuit codes point at the control side rather than the tires.",
        },
        {
          step: "Watch the coupling or transfer clutch duty command in a slow full-lock turn.",
          tools: ["Enhanced scan tool"],
          expect:
            "Command should fall to a low value in tight turns at low speed; a high command or a bind with low command points to a stuck coupling.",
        },
        {
          step: "On older Subaru 4EAT models, insert a spare fuse in the FWD socket under the hood and repeat the turn.",
          tools: ["Spare fuse"],
          expect:
            "If the bind disappears in FWD mode, the transfer clutch or its duty C solenoid is engaging when it should not.",
        },
      ],
      fix: "Replace the odd tire (or have a new tire shaved to match), set pressures, or replace the transfer clutch solenoid, transfer clutch pack or rear coupling with the specified fluid. Clear codes and retest with full-lock turns in both directions.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Change the coupling or transfer clutch fluid",
            partsLow: 40,
            partsHigh: 120,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the transfer clutch solenoid",
            partsLow: 80,
            partsHigh: 300,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
          {
            name: "Replace the transfer clutch pack or rear coupling",
            partsLow: 600,
            partsHigh: 1800,
            laborHoursLow: 3,
            laborHoursHigh: 6,
          },
        ],
        excludes: "Diagnosis fee and taxes; new tires are not included, and dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "A bound-up AWD system strains the transfer case, driveshafts and differentials and can make the car skip in turns; avoid tight maneuvers and get it fixed.",
      codes: [],
      terms: ["torque bind", "center coupling", "transfer clutch", "rolling circumference"],
      related: [
        "honda-awd-rear-diff-groan-turning",
        "subaru-flashing-at-oil-temp-light",
        "ford-ptu-leak-burning-smell",
      ],
      commonOn: [{ make: "subaru" }],
    },
    {
      slug: "rear-differential-whine-on-accel-or-decel",
      title: "Howl from the rear axle that changes between accelerating and coasting",
      summary:
        "A rear whine that rises with road speed and changes on and off the throttle is the ring and pinion or pinion bearings. Check the gear oil first; worn bearings or gears mean a differential rebuild with pinion depth, preload and backlash set to spec.",
      symptoms: [
        "Whine or howl that builds with road speed, often loudest at 40–60 mph",
        "Louder on acceleration and quieter on a coast, or the other way round",
        "Same noise at the same road speed in every transmission gear",
        "Steering left and right at speed does not change it",
      ],
      symptomIds: ["whine-noise", "fluid-condition"],
      causes: [
        {
          likelihood: "common",
          part: "Worn pinion bearings or lost pinion preload",
          why: "A loose pinion moves under torque, so the gear mesh shifts and whines on drive, coast or both.",
        },
        {
          likelihood: "common",
          part: "Worn ring and pinion teeth",
          why: "Worn or pitted teeth change the contact pattern and sing at a pitch tied to road speed.",
        },
        {
          likelihood: "occasional",
          part: "Low, burnt or water-contaminated gear oil",
          why: "A leak or water pulled in through the vent after wading strips the oil film and speeds up wear.",
        },
        {
          likelihood: "rare",
          part: "Worn carrier bearings",
          why: "Carrier bearings make a steadier hum and, once loose, let backlash change under load.",
        },
      ],
      checks: [
        {
          step: "At a steady 45 mph, accelerate gently, hold, then lift off; then swerve gently left and right.",
          tools: [],
          expect:
            "Noise that changes with throttle but not with swerving is the differential; noise that changes with swerving is a wheel bearing.",
        },
        {
          step: "Remove the fill plug and check level and condition.",
          tools: ["Socket set", "Flashlight"],
          expect:
            "Oil at or just below the fill hole (per spec); milky oil means water, black oil with glitter means wear.",
        },
        {
          step: "With the driveshaft off or in Neutral on stands, rock the pinion yoke up-down and in-out.",
          tools: ["Jack stands", "Pry bar"],
          expect: "No detectable free play; any movement means pinion bearings or preload are gone.",
        },
        {
          step: "With the cover off, measure ring gear backlash and check the contact pattern with marking compound.",
          tools: ["Dial indicator", "Gear marking compound"],
          expect:
            "Backlash is typically around 0.006–0.010 in. on many light-truck axles; check spec. A pattern off-center confirms a setup or wear problem.",
        },
      ],
      fix: "Rebuild the differential: new pinion and carrier bearings, new crush sleeve or solid spacer, pinion seal and nut, and set pinion depth, preload and backlash to spec. Replace the ring and pinion as a matched set if worn. Never just tighten a crush-sleeve pinion nut to cure noise. Refill with the specified gear oil and any friction modifier required.",
      difficulty: 5,
      cost: {
        partsLow: 150,
        partsHigh: 900,
        laborHoursLow: 3.3,
        laborHoursHigh: 8,
        excludes: "Diagnosis fee, taxes and axle shaft bearings and seals found worn; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "A failing pinion bearing can seize and lock the rear wheels; a loud or rapidly worsening howl means stop towing and get it inspected now.",
      codes: [],
      terms: ["ring and pinion", "pinion preload", "backlash", "crush sleeve"],
      related: [
        "limited-slip-chatter-in-turns",
        "differential-oil-leak-pinion-or-axle-seal",
        "manual-gearbox-whine-in-one-gear",
      ],
    },
    {
      slug: "limited-slip-chatter-in-turns",
      title: "Rear end chatters or clunks in slow turns on a truck or muscle car",
      summary:
        "A clutch-type limited-slip differential chatters when its friction modifier is used up or was left out at the last fluid change. Change the gear oil and add the maker's modifier (Ford XL-3 in a Traction-Lok 8.8, for example); worn clutch packs need replacing.",
      symptoms: [
        "Chatter, groan or rapid clicking from the rear axle in slow, tight turns",
        "Started right after a differential service, or gradually as the oil aged",
        "Smooth and quiet driving straight",
        "Inside rear tire hops or scuffs in parking-lot turns",
      ],
      symptomIds: ["clunk-knock", "shudder", "four-wheel-drive"],
      causes: [
        {
          likelihood: "common",
          part: "Friction modifier missing or depleted",
          why: "The clutch packs must slip smoothly when the outer wheel turns faster; without modifier they stick and release, which is the chatter you hear.",
        },
        {
          likelihood: "occasional",
          part: "Gear oil not rated for limited-slip use",
          why: "A non-LS 75W-90 lacks the additive package, so even a new fill can chatter.",
        },
        {
          likelihood: "occasional",
          part: "Worn or glazed clutch plates, or tired preload springs",
          why: "Glazed plates grab rather than slip; weak springs make engagement abrupt and uneven.",
        },
        {
          likelihood: "rare",
          part: "Cracked spider gear, worn cross-shaft or broken carrier",
          why: "Mechanical damage clunks in turns and is often mistaken for chatter; it needs the cover off.",
        },
      ],
      checks: [
        {
          step: "Confirm the axle is a limited-slip unit and what was used at the last service.",
          tools: ["Axle tag or RPO code", "Service records"],
          expect:
            "A clutch-type limited-slip axle (for example a Ford Traction-Lok) filled without modifier at the last service is the usual story.",
        },
        {
          step: "Drain the axle oil, check how much clutch lining it carries and look on the cover magnet for gear or steel debris.",
          tools: ["Drain pan", "Magnet"],
          expect: "Some fine clutch material is normal; chunks, gear teeth or heavy steel means mechanical damage.",
        },
        {
          step: "With one rear wheel off the ground and the other on it in Neutral, turn the raised wheel with a torque wrench on a lug nut.",
          tools: ["Torque wrench", "Jack stands"],
          expect:
            "Smooth, steady breakaway near the service-manual figure (often roughly 20–40 ft-lb or more on a used clutch-type unit; typical, confirm in the service information) means healthy clutches; far less, or a jerky release, means worn plates or springs.",
        },
        {
          step: "Refill with LS-rated oil plus modifier, drive 10–20 slow figure-eights, and retest.",
          tools: ["Fluid pump"],
          expect: "Chatter fades within a few miles if the clutches are healthy.",
        },
      ],
      fix: "Change the oil with the specified LS-rated gear oil and add the maker's friction modifier (for example 4 oz of Motorcraft XL-3 in a Ford 8.8 Traction-Lok), then drive figure-eights to work it into the plates. Persistent chatter or low breakaway torque calls for a clutch-pack rebuild.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Change the gear oil and add friction modifier",
            partsLow: 30,
            partsHigh: 70,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Rebuild the limited-slip clutch packs",
            partsLow: 150,
            partsHigh: 500,
            laborHoursLow: 3,
            laborHoursHigh: 4.7,
          },
        ],
        excludes: "Diagnosis fee, taxes and ring and pinion work found during a rebuild; dealer pricing is higher.",
      },
      verdict: "ok",
      verdictReason:
        "Chatter is noise rather than a hazard, but it means the clutches are grabbing; service the axle soon.",
      codes: [],
      terms: ["limited-slip differential", "friction modifier", "Traction-Lok", "breakaway torque"],
      related: [
        "rear-differential-whine-on-accel-or-decel",
        "differential-oil-leak-pinion-or-axle-seal",
        "honda-awd-rear-diff-groan-turning",
      ],
      commonOn: [
        {
          make: "ford",
          models: ["f-150", "mustang", "ranger", "explorer", "expedition", "crown-victoria"],
          years: [1986, 2026],
        },
      ],
    },
    {
      slug: "differential-oil-leak-pinion-or-axle-seal",
      title: "Gear oil leaking from the nose of the rear axle or onto a rear wheel",
      summary:
        "Rear axle leaks come from the pinion seal at the front, the cover gasket, or an axle seal at a wheel. Check the level at the fill plug, pin down the source, and replace the seal; oil from an axle seal soaks the rear brakes and cuts braking on that side.",
      symptoms: [
        "Thick, dark oil with a strong sulfur smell dripping under the rear axle",
        "Wet pinion yoke and oil flung in a ring on the underbody and driveshaft tunnel",
        "Oil streaks down the inside of a rear tire or the brake backing plate",
        "Rear brake pulling or grabbing, or a howl from the axle after a long-term leak",
      ],
      symptomIds: ["fluid-leak", "whine-noise", "fluid-condition"],
      causes: [
        {
          likelihood: "common",
          part: "Pinion seal worn or the yoke grooved",
          why: "The seal lip rides on the yoke; once it hardens or the yoke wears a groove, oil escapes at the front of the housing and is flung by the spinning yoke.",
        },
        {
          likelihood: "common",
          part: "Cover gasket or RTV bead failed",
          why: "Aged sealant, a rust-pitted cover flange or bolts that have backed off let oil weep around the cover.",
        },
        {
          likelihood: "occasional",
          part: "Axle shaft seal with a worn axle bearing",
          why: "A worn bearing lets the shaft move, which wipes out the seal so oil runs down to the brake on that side.",
        },
        {
          likelihood: "rare",
          part: "Plugged axle vent or a housing overfilled",
          why: "Heat pressure or too much oil pushes past otherwise good seals; a vent under water can also draw water in as the axle cools.",
        },
      ],
      checks: [
        {
          step: "Degrease the housing, drive 10–20 miles and look again with a light.",
          tools: ["Brake cleaner", "Flashlight"],
          expect:
            "Fresh oil at the yoke points to the pinion seal, around the cover to the gasket, and at a backing plate to an axle seal.",
        },
        {
          step: "With the axle level, pull the fill plug and measure how far below the hole the oil sits.",
          tools: ["Socket or 3/8 in. drive ratchet"],
          expect:
            "Oil at the bottom of the fill hole, or within the spec on axles that allow up to about 1/2 in. below; milky oil means water entry.",
        },
        {
          step: "Check the vent cap or vent hose for a clog or a kink.",
          tools: ["Compressed air"],
          expect: "Air passes freely; a plugged vent explains several seals weeping at once.",
        },
        {
          step: "Grip the pinion yoke and rock it up-down; on C-clip axles, check the axle shaft for play at the hub.",
          tools: ["Jack stands"],
          expect:
            "Any pinion movement means bearings, not just a seal; axle shaft play means the wheel bearing must be replaced with the seal.",
        },
        {
          step: "At a leaking axle seal, pull the drum or rotor and check the shoes or pads.",
          tools: ["Basic hand tools"],
          expect: "Oil-soaked linings must be replaced in axle pairs; cleaning does not restore them.",
        },
      ],
      fix: "Replace the pinion seal (mark the nut position and restore preload exactly; crush-sleeve axles may need a new sleeve and preload set), reseal the cover with new gasket or RTV, or replace the axle seal and bearing. Refill with the specified gear oil plus friction modifier on limited-slip axles, and replace any oil-soaked brake linings.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Reseal the cover with a gasket or RTV",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the pinion seal and restore preload",
            partsLow: 30,
            partsHigh: 120,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace the axle seal and bearing",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.3,
          },
        ],
        excludes: "Diagnosis fee, taxes and brake linings ruined by oil; a worn yoke and dealer pricing are extra.",
      },
      verdict: "careful",
      verdictReason:
        "Oil on a rear brake reduces stopping power on that side and a dry axle can seize; top it up and fix the leak promptly.",
      codes: [],
      terms: ["pinion seal", "axle seal", "C-clip axle", "axle vent"],
      related: [
        "rear-differential-whine-on-accel-or-decel",
        "limited-slip-chatter-in-turns",
        "transfer-case-pump-rub-leak",
      ],
    },
    {
      slug: "red-fluid-puddle-under-car",
      title: "Red or pink puddle under the middle of the car",
      summary:
        "Red or pink fluid is almost always automatic transmission fluid (or power steering fluid on older cars using ATF). Check the transmission level now, then find the source: pan gasket, cooler lines, axle or output seals, or the front pump seal.",
      symptoms: [
        "Bright red or pink drops, darker brown if the fluid is old",
        "Puddle under the center or front of the car, not at the wheels",
        "Oily film on the transmission pan or crossmember",
        "Slipping or delayed engagement if the level has dropped",
      ],
      symptomIds: ["fluid-leak", "slips-or-flares", "delayed-engagement"],
      causes: [
        {
          likelihood: "common",
          part: "Pan gasket or pan bolts loose",
          why: "The pan gasket shrinks and bolts lose torque, letting fluid seep around the pan lip.",
        },
        {
          likelihood: "common",
          part: "Cooler line or fitting leak",
          why: "Steel lines rust and rubber sections crack, leaking under pressure.",
        },
        {
          likelihood: "occasional",
          part: "Axle or output shaft seal",
          why: "A worn seal lets fluid out where the axle or driveshaft enters the transmission.",
        },
        {
          likelihood: "occasional",
          part: "Front pump or converter seal",
          why: "Leaks at the bellhousing drip from the bottom of the case between engine and transmission.",
        },
        {
          likelihood: "rare",
          part: "Cracked case or damaged pan",
          why: "Road debris or impact can crack the pan or case.",
        },
      ],
      checks: [
        {
          step: "Dab a drop on white paper, then look at it and smell it.",
          tools: ["White paper towel"],
          expect:
            "ATF is red and oily with a petroleum smell; pink-orange, watery and sweet-smelling is coolant; clear-to-amber and slippery near a wheel may be brake fluid, which is a separate and urgent problem.",
        },
        {
          step: "Put cardboard under the car overnight to locate the drip point.",
          tools: ["Cardboard"],
          expect: "A spot under the pan, lines, axle or bellhousing narrows the source.",
        },
        {
          step: "Warm the transmission on a short drive, then read the level by the model's method (dipstick or fill plug) to see how much has been lost.",
          tools: ["Dipstick or fill-plug adapter"],
          expect:
            "With fluid at about 160–180 °F after a drive (typical hot-check temperature), a level below the hot range confirms a leak; top up before driving further.",
        },
        {
          step: "Clean the area and add UV dye if the leak is hard to find.",
          tools: ["Brake cleaner", "UV dye and light"],
          expect: "Dye glows at the exact leak source after a short drive.",
        },
        {
          step: "Inspect cooler lines, pan, axle seals and bellhousing for wetness.",
          tools: ["Flashlight"],
          expect: "Wet, oily areas identify the leaking component.",
        },
      ],
      fix: "Retorque or replace the pan gasket, replace leaking cooler lines or seals, or repair the front pump seal. Refill to the correct level with the specified fluid and recheck after a drive.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Retorque or replace the pan gasket",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace a cooler line or axle seal",
            partsLow: 20,
            partsHigh: 150,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the front pump seal (transmission removed)",
            partsLow: 50,
            partsHigh: 150,
            laborHoursLow: 4,
            laborHoursHigh: 7,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, dealer pricing, a torque converter hub scored under the old pump seal, and a full fluid and filter service.",
      },
      verdict: "careful",
      verdictReason: "A low transmission can slip or lose drive; top up and fix the leak before long trips.",
      codes: [],
      terms: ["pan gasket", "cooler line", "axle seal", "UV dye"],
      related: [
        "transmission-cooler-line-leak",
        "fwd-axle-seal-leak-at-transmission",
        "bellhousing-drip-front-pump-seal",
      ],
    },
    {
      slug: "transmission-fluid-dark-burnt-smell",
      title: "Transmission fluid is dark brown and smells burnt",
      summary:
        "Dark ATF with a scorched smell has been overheated, usually by slipping clutches, a slipping converter or hard towing. If the transmission still shifts well, change the fluid and filter now; if it already slips, new fluid will not repair worn clutches.",
      symptoms: [
        "Fluid on the dipstick or at the drain is brown to black instead of red or amber",
        "Sharp scorched smell, different from the oily smell of healthy ATF",
        "Varnish or a gray sludge on the dipstick",
        "Shudder, slip or late shifts in some cases",
      ],
      symptomIds: ["fluid-condition", "burning-smell", "slips-or-flares"],
      causes: [
        {
          likelihood: "common",
          part: "Fluid oxidized by heat (towing, mountain driving, stop-and-go in summer)",
          why: "Above about 220–240°F ATF oxidizes quickly, darkening and losing the friction modifiers that make shifts smooth.",
        },
        {
          likelihood: "common",
          part: "Clutch, band or converter clutch slipping",
          why: "Slipping friction material burns, darkens the fluid and fills it with fine black particles.",
        },
        {
          likelihood: "occasional",
          part: "Fluid far past its change interval",
          why: "Even 'lifetime' fluid wears out; at 100,000+ miles without service it darkens and loses additives.",
        },
        {
          likelihood: "rare",
          part: "Restricted transmission cooler",
          why: "A partly blocked cooler lets the fluid run hot all the time and cook.",
        },
      ],
      checks: [
        {
          step: "Wipe a drop from the dipstick or fill plug on a white towel, then look at its color and smell it.",
          tools: ["White shop towel"],
          expect:
            "Red or amber with an oily smell is healthy; brown with a burnt smell is overheated; gray or metallic means wear debris.",
        },
        {
          step: "Road test and scan for slip or ratio codes, watching TFT.",
          tools: ["Scan tool"],
          expect:
            "No codes, clean shifts and TFT settling at about 160–200°F mean the unit is worth servicing; slip codes mean internal repair.",
        },
        {
          step: "Drop the pan (or drain and inspect the fluid) and look at the filter and magnet.",
          tools: ["Drain pan", "Socket set"],
          expect:
            "Fine gray paste is normal wear; friction flakes or metal pieces mean internal damage that a service will not fix.",
        },
        {
          step: "Flow-test the cooler if the fluid was cooked without towing.",
          tools: ["Container", "Line wrenches"],
          expect: "Flow at spec (often about 1 quart in 20–30 seconds at idle) clears the cooler.",
        },
      ],
      fix: "On a healthy unit, replace the filter and fluid with the exact specified ATF; a pan drop replaces only about 30–50%, so plan one or two more drain-and-fills or a machine exchange. Reset adaptives if the maker calls for it. If the unit already slips, budget for a rebuild.",
      difficulty: 2,
      cost: {
        partsLow: 60,
        partsHigh: 300,
        laborHoursLow: 0.7,
        laborHoursHigh: 2,
        excludes: "Diagnosis fee, taxes and internal repair if the inspection finds damage; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "Burnt fluid can lead to slipping within weeks; skip towing and long hot drives until it is serviced and checked.",
      codes: ["P0218", "P0894"],
      terms: ["ATF", "oxidation", "drain-and-fill", "fluid exchange"],
      related: [
        "automatic-slips-rpm-flare-on-upshift",
        "transmission-overheating-when-towing",
        "torque-converter-shudder-light-throttle",
      ],
    },
    {
      slug: "fluid-foaming-out-of-vent-or-dipstick",
      title: "Transmission fluid spitting out of the vent or dipstick tube",
      summary:
        "ATF pushed out of the vent or dipstick tube almost always means the unit is overfilled, overheating, or the fluid is aerated or contaminated. Check the level at the correct temperature and find the cause before the fluid reaches a hot exhaust.",
      symptoms: [
        "Fine ATF mist on the top of the transmission, the firewall or the exhaust after a drive",
        "Pink foam or tiny bubbles on the dipstick",
        "Burning smell once the spray reaches the exhaust",
        "Started right after a fluid service, or only when towing or in summer heat",
      ],
      symptomIds: ["fluid-leak", "burning-smell", "overheating"],
      causes: [
        {
          likelihood: "common",
          part: "Overfill after a service or top-up",
          why: "With the level high, the rotating geartrain dips into the fluid and whips air into it; foam takes up more room and pushes out of the vent.",
        },
        {
          likelihood: "occasional",
          part: "Fluid overheating",
          why: "Hot ATF expands; near 250°F and above it also foams more easily and boils out at the vent.",
        },
        {
          likelihood: "occasional",
          part: "Coolant or water in the fluid",
          why: "Contaminated ATF foams readily and turns pink and cloudy.",
        },
        {
          likelihood: "rare",
          part: "Cracked filter neck seal or pickup drawing air",
          why: "Air drawn in at the pump inlet aerates the fluid even at the correct level.",
        },
      ],
      checks: [
        {
          step: "Ask when the fluid was last serviced and by whom, then check level at the specified temperature.",
          tools: ["Dipstick or fill-plug adapter", "Scan tool for TFT"],
          expect: "A level above the hot range right after a service confirms overfill.",
        },
        {
          step: "Let a dipstick sample sit on a white towel for a minute.",
          tools: ["White shop towel"],
          expect:
            "Foam that collapses leaves clean red ATF (aeration); a milky pink smear that stays cloudy means coolant or water.",
        },
        {
          step: "Log TFT during the kind of drive that causes it.",
          tools: ["Scan tool"],
          expect:
            "TFT staying under about 220°F rules out overheating; 250°F+ sends you to the cooler and converter lockup checks.",
        },
        {
          step: "Check that the vent is present, clear and not under a splash of water or mud.",
          tools: ["Compressed air"],
          expect: "Air passes freely through the vent and its cap or hose.",
        },
      ],
      fix: "Drain to the correct level at temperature, clean the spray off the exhaust and case, fix an overheating cause (cooler, converter lockup, towing gear) or a filter seal, or treat coolant contamination as a separate repair. Replace a damaged vent cap.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Drain to the correct level and clean up",
            partsLow: 0,
            partsHigh: 20,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace the filter seal or vent cap",
            partsLow: 20,
            partsHigh: 200,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Diagnosis fee, taxes and any cooler or contamination repair; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "Misted ATF on a hot exhaust can ignite; correct the level or cause before driving far, and stop if you see smoke.",
      codes: ["P0218"],
      terms: ["vent", "aeration", "overfill"],
      related: [
        "transmission-overheating-when-towing",
        "cooling-system/radiator-transmission-cooler-leak",
        "sealed-transmission-no-dipstick-level-check",
      ],
    },
    {
      slug: "transmission-cooler-line-leak",
      title: "ATF dripping from the lines that run to the radiator",
      summary:
        "Cooler lines leak at crimped rubber sections, rusted steel tubes and quick-connect fittings, and a burst line can empty the transmission in minutes. Replace the leaking line or section with the correct fittings and refill to level.",
      symptoms: [
        "Red drips near the radiator or along the lines running forward from the transmission",
        "Oily grime caked on the lines, radiator side tank or lower splash shield",
        "Common at the crimped rubber sections on GM full-size trucks and SUVs",
        "Sudden loss of drive and a trail of fluid if a line bursts",
      ],
      symptomIds: ["fluid-leak", "burning-smell", "no-drive"],
      causes: [
        {
          likelihood: "common",
          part: "Crimp joint between steel and rubber sections",
          why: "Rubber shrinks under the crimp sleeve with heat cycles, so the joint weeps and eventually lets go under cooler pressure.",
        },
        {
          likelihood: "common",
          part: "Rusted steel line in the salt belt",
          why: "Corrosion under clips and at low spots makes pinholes that spray under pressure.",
        },
        {
          likelihood: "occasional",
          part: "Quick-connect fitting O-ring at the radiator or case",
          why: "Hardened O-rings or a damaged retaining clip let the fitting seep or pull apart.",
        },
        {
          likelihood: "rare",
          part: "Line chafed through on a bracket or damaged by debris",
          why: "Engine movement rubs a line against a bracket until it wears through.",
        },
      ],
      checks: [
        {
          step: "Clean the lines end to end and run the engine at idle in Park for a few minutes.",
          tools: ["Brake cleaner", "Flashlight"],
          expect: "Fresh fluid beading at a crimp, a rust spot or a fitting marks the leak.",
        },
        {
          step: "Check the transmission fluid level with the correct procedure.",
          tools: ["Dipstick or fill-plug adapter"],
          expect: "A low level confirms the leak is costing fluid; top up before any road test.",
        },
        {
          step: "Tug gently on each quick-connect and inspect its clip.",
          tools: ["Flashlight"],
          expect: "Fittings should not move; a loose clip or visible O-ring means reseal or replace.",
        },
        {
          step: "Run a finger along the underside of each steel line near clips.",
          tools: ["Gloves"],
          expect: "Flaking scale or soft spots show where the next pinhole will be; replace the whole line if so.",
        },
      ],
      noMeasurement:
        "A cooler line leak is found by sight and touch at the crimps, rust spots and quick-connects; where the line is wet decides the repair, not a reading.",
      fix: "Replace the leaking line assembly (or the section, using compression-style repair fittings and SAE J1532 transmission oil cooler hose where a repair is approved), with new O-rings at quick-connects. Refill to level and recheck with the engine running. Never use fuel hose or a plain worm clamp on the pressure line.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace a quick-connect O-ring or repair a section",
            partsLow: 30,
            partsHigh: 100,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the cooler line assembly",
            partsLow: 100,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Diagnosis fee, taxes and a radiator if its fitting threads are damaged; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "A weeping line can burst and empty the transmission in seconds; check the level before each drive until it is fixed.",
      codes: [],
      terms: ["cooler line", "quick-connect fitting", "crimp fitting"],
      related: [
        "red-fluid-puddle-under-car",
        "cooling-system/radiator-transmission-cooler-leak",
        "car-will-not-move-in-any-gear",
      ],
    },
    {
      slug: "fwd-axle-seal-leak-at-transmission",
      title: "Fluid leaking where the front axle enters the transmission",
      summary:
        "On a front-drive car, wetness around the inner CV joint where the axle enters the transaxle is the differential side (axle) seal. Replace the seal and check the CV joint and axle for play; left alone, it can drain the transaxle.",
      symptoms: [
        "Wet, dirt-caked fluid on the transaxle case around the inner CV joint",
        "Drips under the front of the car, just inboard of one front wheel",
        "Fluid flung onto the subframe or lower splash shield",
        "Delayed engagement or slipping if a lot has leaked out",
      ],
      symptomIds: ["fluid-leak", "slips-or-flares"],
      causes: [
        {
          likelihood: "common",
          part: "Worn axle (differential side) seal",
          why: "The seal lip hardens with heat and age and no longer seals against the inner joint stub shaft.",
        },
        {
          likelihood: "occasional",
          part: "Worn inner CV joint or differential side bearing",
          why: "Play in the joint or the bearing lets the shaft move off-center, wiping out even a new seal.",
        },
        {
          likelihood: "occasional",
          part: "Seal damaged during a previous axle replacement",
          why: "Dragging the axle splines across the seal lip cuts it.",
        },
        {
          likelihood: "rare",
          part: "Torn inner CV boot mistaken for a seal leak",
          why: "Black grease slung from a split boot looks wet, but it is grease, not transmission fluid.",
        },
      ],
      checks: [
        {
          step: "Wipe a sample of the wetness onto a white towel.",
          tools: ["White shop towel"],
          expect: "Thin red or brown fluid is ATF or gear oil from the seal; thick black grease is a torn CV boot.",
        },
        {
          step: "Clean the area, drive 10–20 miles and inspect again.",
          tools: ["Brake cleaner", "Flashlight"],
          expect: "Fresh fluid at the seal lip confirms the source.",
        },
        {
          step: "Check the transaxle fluid level (dipstick, check plug or fill plug on manuals).",
          tools: ["Dipstick or fill-plug adapter"],
          expect: "A low level means top up now and repair soon.",
        },
        {
          step: "Grip the axle at the inner joint and try to move it up and down.",
          tools: ["Pry bar"],
          expect:
            "A little in-and-out plunge is normal; up-and-down play means a worn joint or side bearing that must be fixed with the seal.",
        },
      ],
      noMeasurement:
        "An axle seal leak is identified by the fluid type and fresh wetness at the seal lip after a drive; no gauge reading confirms or clears a leaking side seal.",
      fix: "Remove the axle, drive in a new seal with the correct installer, lube the lip, and reinstall the axle without dragging the splines across it (a new axle circlip is often required). Replace a worn CV axle at the same time, torque the axle nut to spec, and refill the transaxle to level.",
      difficulty: 3,
      cost: {
        partsLow: 10,
        partsHigh: 200,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.7,
        excludes: "Diagnosis fee, taxes and a CV axle if found worn; dealer pricing is higher.",
      },
      verdict: "ok",
      verdictReason:
        "A seep is fine for now, but a heavy leak can run the transaxle low; check the level weekly until it is fixed.",
      codes: [],
      terms: ["axle seal", "CV joint", "transaxle"],
      related: ["red-fluid-puddle-under-car", "sealed-transmission-no-dipstick-level-check"],
    },
    {
      slug: "bellhousing-drip-front-pump-seal",
      title: "Fluid drips from the seam between the engine and transmission",
      summary:
        "A drip from the bottom of the bellhousing is either the transmission front pump or converter seal (red ATF) or the engine rear main seal (brown oil). Identify the fluid first; both repairs mean removing the transmission.",
      symptoms: [
        "Drip from the lowest point of the bellhousing or the inspection cover",
        "Red fluid means transmission; brown or black oil means engine",
        "Transmission level slowly drops with no other visible leak",
        "Fluid film on the starter and the bottom of the flexplate area",
      ],
      symptomIds: ["fluid-leak", "fluid-condition"],
      causes: [
        {
          likelihood: "common",
          part: "Front pump seal or a grooved converter hub",
          why: "The seal rides on the converter hub; a hard lip or a hub worn by grit lets ATF run into the bellhousing.",
        },
        {
          likelihood: "occasional",
          part: "Engine rear main seal or oil pan rear corner",
          why: "Engine oil running down the back of the block collects in the bellhousing and is easy to blame on the transmission.",
        },
        {
          likelihood: "occasional",
          part: "Pump body O-ring or pump bolt seals",
          why: "The large outer O-ring on the pump hardens and seeps ATF out around the pump.",
        },
        {
          likelihood: "rare",
          part: "Cracked torque converter weld",
          why: "A converter crack leaks only while the engine turns it, and nearly always needs a new converter.",
        },
      ],
      checks: [
        {
          step: "Catch a drip on a white towel and smell it.",
          tools: ["White shop towel"],
          expect:
            "Red and thin with a light petroleum smell means ATF; brown to black with a burnt engine-oil smell means the engine.",
        },
        {
          step: "Note which level drops over a week: engine oil or transmission fluid.",
          tools: ["Dipstick"],
          expect: "The fluid that keeps needing top-ups is the leaking one.",
        },
        {
          step: "Add UV dye to the suspect fluid, drive, and check the bellhousing opening with a UV lamp.",
          tools: ["UV dye", "UV lamp"],
          expect: "Glowing fluid tracking from the converter area versus from the rear main seal settles it.",
        },
      ],
      noMeasurement:
        "Front pump seal versus rear main seal is settled by fluid color, top-up history and dye under a UV lamp; both sit inside the bellhousing where nothing can be measured.",
      fix: "Remove the transmission, replace the front pump seal (and the pump O-ring if wet), polish or replace a grooved converter, then reinstall with the converter fully seated on the pump. If the engine is the source, replace the rear main seal with the transmission out. Refill and recheck for leaks.",
      difficulty: 4,
      cost: {
        partsLow: 20,
        partsHigh: 200,
        laborHoursLow: 3.3,
        laborHoursHigh: 8,
        excludes:
          "Diagnosis fee, taxes and a converter or flexplate replaced while it is apart; dealer pricing is higher.",
      },
      verdict: "ok",
      verdictReason:
        "A slow bellhousing drip is not an immediate danger; keep both levels topped up and plan the repair.",
      codes: [],
      terms: ["front pump seal", "rear main seal", "torque converter hub", "UV dye"],
      related: ["red-fluid-puddle-under-car", "knock-at-idle-from-bellhousing-flexplate"],
    },
    {
      slug: "sealed-transmission-no-dipstick-level-check",
      title: "No transmission dipstick: how is the fluid level checked?",
      summary:
        "Most automatics built since the mid-2000s have no dipstick: they are checked at a check or overflow plug, engine running, car level, fluid in a set temperature window. Any other method gives a false reading and leads to overfill or underfill.",
      symptoms: [
        "No transmission dipstick under the hood, only a plug on the side or bottom of the case",
        "Fluid spots under the car but no easy way to see the level",
        "Flare, slip or slow engagement after a quick-lube fluid service",
        "Shop quotes the level check as a separate, timed procedure",
      ],
      symptomIds: ["fluid-condition", "slips-or-flares", "delayed-engagement"],
      causes: [
        {
          likelihood: "common",
          part: "Level set at the wrong fluid temperature",
          why: "ATF expands noticeably as it warms, so a check hotter than the window reads low and one colder reads high.",
        },
        {
          likelihood: "occasional",
          part: "Car not level during the check",
          why: "Even a slight nose-up or nose-down angle changes how much fluid reaches the check hole.",
        },
        {
          likelihood: "occasional",
          part: "Slow leak nobody could see",
          why: "Without a dipstick a seeping pan or seal goes unnoticed until the unit slips.",
        },
        {
          likelihood: "rare",
          part: "Overflow standpipe missing or the wrong plug fitted",
          why: "Some check plugs use an internal standpipe; if it is broken or left out the level ends up wrong.",
        },
      ],
      checks: [
        {
          step: "Lift the car level on a lift or on four stands.",
          tools: ["Lift or four jack stands"],
          expect: "Level front to back and side to side; all four wheels off the ground or all on it.",
        },
        {
          step: "Start the engine, shift through each range and back to Park, and read fluid temperature on the scan tool.",
          tools: ["Scan tool"],
          expect:
            "Toyota and many Aisin units check at 95–113°F (35–45°C); ZF 8HP at about 86–122°F (30–50°C); some GM front-drive units check much hotter. Use the figure in service information.",
        },
        {
          step: "In the window, with the engine idling, remove the check plug.",
          tools: ["Socket or hex bit", "Drain pan"],
          expect:
            "A thin stream that slows to a drip is correct; nothing coming out means low; a steady gush means overfilled.",
        },
        {
          step: "If low, pump in the specified fluid until it just dribbles out, then refit the plug with a new seal.",
          tools: ["Fluid pump and adapter"],
          expect: "Fluid stops at a drip while still inside the temperature window.",
        },
      ],
      fix: "Set the level by the maker's procedure with the exact specified fluid and a new check-plug seal, then find and fix whatever let it drop. On units that track fluid life (some Nissan and GM), reset the counter after a fluid change.",
      difficulty: 2,
      cost: {
        partsLow: 10,
        partsHigh: 120,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.3,
        excludes: "Diagnosis fee, taxes and any leak repair; dealer pricing is higher.",
      },
      verdict: "ok",
      verdictReason:
        "The check itself is routine; driving on with a low level is what does the damage, so have it checked if you see spots or slips.",
      codes: [],
      terms: ["check plug", "overflow standpipe", "fluid temperature window"],
      related: [
        "toyota-aisin-6-speed-hesitation-lurch",
        "zf-8hp-pan-or-connector-sleeve-leak",
        "rough-shifts-after-battery-or-transmission-work",
      ],
    },
    {
      slug: "wrong-transmission-fluid-added",
      title: "Transmission shifts badly after a top-up with the wrong fluid",
      summary:
        "Dexron VI, Mercon LV or ULV, ATF+4, Toyota WS, Honda DW-1, CVT fluids and DCT fluids are not interchangeable. If the wrong one went in, drain and refill (more than once) with the exact spec and reset the adaptive values.",
      symptoms: [
        "Shudder, harsh or slurred shifts starting right after a top-up or quick-lube service",
        "CVT judder or DCT hesitation after a 'universal' fluid change",
        "Receipt or bottle shows a different spec from the owner's manual",
        "Fluid on the dipstick a different color from before",
      ],
      symptomIds: ["harsh-shifts", "shudder", "fluid-condition"],
      causes: [
        {
          likelihood: "common",
          part: "Wrong ATF family for the transmission",
          why: "Each spec has its own viscosity and friction-modifier package; the wrong one changes how fast clutches fill and how they grip, causing shudder or harsh shifts.",
        },
        {
          likelihood: "occasional",
          part: "Conventional ATF in a CVT, or ATF in a wet DCT",
          why: "CVT fluid is built to grip the belt on the pulleys and DCT fluid for wet clutch packs; ATF does neither job properly, causing slip and judder.",
        },
        {
          likelihood: "occasional",
          part: "Multi-vehicle fluid in a sensitive unit",
          why: "Some universal fluids claim many specs but change shift feel in units such as Chrysler 62TE, Honda and Toyota WS transmissions.",
        },
        {
          likelihood: "rare",
          part: "Engine oil, power steering fluid or gear oil poured in",
          why: "The wrong viscosity upsets valve-body timing and can swell or harden seals.",
        },
      ],
      checks: [
        {
          step: "Compare the bottle or invoice with the spec in the owner's manual or on the dipstick handle.",
          tools: ["Owner's manual", "Service records"],
          expect:
            "The exact spec name (for example ATF+4, Mercon LV, DW-1, NS-3) should match; 'compatible with' wording is a warning sign.",
        },
        {
          step: "Work out how much wrong fluid went in compared with total capacity.",
          tools: ["Service information"],
          expect:
            "A half-quart top-up in a 9–12 quart unit may cause little harm; a full drain-and-fill with the wrong fluid needs correcting now.",
        },
        {
          step: "Drain, refill with the correct fluid, reset adaptives and road test.",
          tools: ["Drain pan", "Fluid pump", "Scan tool"],
          expect: "Shift feel improves after the first refill and returns to normal after a second.",
        },
        {
          step: "Scan for slip or pressure codes after the correction.",
          tools: ["Scan tool"],
          expect: "No codes means the fluid was the only problem; ratio codes mean the clutches were damaged.",
        },
      ],
      fix: "Drain and refill with the specified fluid, then repeat after 50–100 miles (or use a machine exchange) to bring the wrong fluid down to a small fraction; set the level at temperature and reset adaptive values. Any internal damage from slipping is repaired separately.",
      difficulty: 2,
      cost: {
        partsLow: 60,
        partsHigh: 400,
        laborHoursLow: 0.7,
        laborHoursHigh: 2.3,
        excludes: "Diagnosis fee, taxes and repairs for damage already done; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "Wrong fluid can make the transmission slip or shudder and cook its clutches; get the correct fluid in before driving far.",
      codes: [],
      terms: ["ATF spec", "friction modifier", "CVT fluid", "DCT fluid"],
      related: [
        "pressure-control-solenoid-harsh-or-soft-shifts",
        "chrysler-62te-limp-mode-harsh-shifts",
        "cvt-fluid-service-and-level-check",
      ],
      commonOn: [chrysler62teVehicles, dodge62teVehicles, { make: "honda" }, { make: "toyota", years: [2004, 2026] }],
    },
    {
      slug: "cvt-fluid-service-and-level-check",
      title: "When and how should CVT fluid be changed?",
      summary:
        "CVT fluid wears faster than most owners expect; many independent shops change it every 25,000–60,000 miles, sooner with towing or heat. Use only the maker's CVT fluid, set the level at the specified temperature, and reset any fluid-life counter.",
      symptoms: [
        "CVT past 50,000 miles with no record of a fluid change",
        "Maintenance schedule says 'inspect' CVT fluid rather than 'replace'",
        "Light judder, whine or slow engagement beginning to appear",
        "Dark, burnt-smelling fluid on the dipstick or at the drain",
      ],
      symptomIds: ["fluid-condition", "shudder", "whine-noise"],
      causes: [
        {
          likelihood: "common",
          part: "Sheared and oxidized CVT fluid",
          why: "The belt-to-pulley contact shears the fluid hard; as its friction additives wear out, belt grip and lockup smoothness fall off.",
        },
        {
          likelihood: "occasional",
          part: "Universal or wrong CVT fluid at a past service",
          why: "Each maker's fluid has its own friction profile; the wrong one can bring judder or slip.",
        },
        {
          likelihood: "occasional",
          part: "Level set wrong after a previous service",
          why: "CVTs without a dipstick need a temperature-based check, and a wrong level causes aeration or low pressure.",
        },
        {
          likelihood: "rare",
          part: "Clogged filter or cooler",
          why: "Some CVTs have a serviceable filter and cooler element that restrict flow and overheat the fluid when loaded.",
        },
      ],
      checks: [
        {
          step: "Check the records for past CVT fluid changes and the fluid used.",
          tools: ["Service records"],
          expect: "No change since new at 50,000+ miles, or a 'universal' fluid, makes a service the next step.",
        },
        {
          step: "Read the fluid temperature and any fluid-life or degradation counter.",
          tools: ["Scan tool (CONSULT for Nissan)"],
          expect: "A high degradation count on a Nissan confirms the fluid is worn.",
        },
        {
          step: "Check level and condition by the maker's method at the right temperature.",
          tools: ["Dipstick or fill tool", "Scan tool"],
          expect:
            "Level in range at the maker's check temperature (many Toyota and Subaru units use 95–113 °F; typical, confirm in the service information); dark or metallic fluid on a CVT that already slips points to internal wear.",
        },
      ],
      fix: "Drain and refill with the exact fluid (Nissan NS-2 or NS-3, Subaru CVTF or High Torque CVTF, Honda HCF-2, Toyota CVT Fluid FE, and so on), replacing the filter where fitted. Set the level at temperature, reset the fluid-life counter and run any learning procedure. One drain replaces only part of the fluid, so a second change soon after is common.",
      difficulty: 2,
      cost: {
        partsLow: 60,
        partsHigh: 250,
        laborHoursLow: 0.7,
        laborHoursHigh: 1.7,
        excludes: "Diagnosis fee, taxes and a filter or cooler element if fitted; dealer pricing is higher.",
      },
      verdict: "ok",
      verdictReason: "A fluid change is routine and safe; a CVT that already slips or whines needs diagnosis first.",
      codes: ["P0897"],
      terms: ["CVT fluid", "degradation counter", "fluid-life counter"],
      related: ["nissan-cvt-whine-and-power-loss", "subaru-cvt-judder-from-stop", "honda-cvt-judder-low-speed"],
    },
    {
      slug: "tcc-solenoid-circuit-code-lockup-drops-out",
      title: "Converter never locks up, or lockup cuts in and out, with a TCC circuit code",
      summary:
        "The TCM sees the torque converter clutch solenoid circuit open, shorted or dropping out, so it stops commanding lockup. Treat it as an electrical fault first: case connector, harness or solenoid coil, and only rarely the module or the converter.",
      symptoms: [
        "Cruise rpm sits 200–400 higher than normal because the converter never locks",
        "Tachometer steps up and down at a steady 45–65 mph as lockup engages and drops out",
        "Check engine light with P0740, P0743, P0744, P2769 or P2770 that returns soon after clearing",
        "Fluid temperature climbs higher than usual on long highway runs or when towing",
        "Gear shifts themselves still feel normal, unlike a slipping clutch pack",
      ],
      symptomIds: ["warning-light", "slips-or-flares", "overheating"],
      causes: [
        {
          likelihood: "common",
          part: "Case connector or pass-through seal wicking fluid",
          why: "ATF creeping past a hardened seal into the transmission connector (the GM 4L60E pass-through is a known example) corrodes the TCC pins, so the circuit reads open or opens on bumps.",
        },
        {
          likelihood: "common",
          part: "TCC solenoid coil open or shorted",
          why: "A winding that opens when hot or shorts between turns gives the module current or voltage feedback outside its window, and it disables lockup rather than drive a bad coil.",
        },
        {
          likelihood: "occasional",
          part: "Harness chafed against the crossmember or cooked by the exhaust",
          why: "Insulation rubbed through to the body shorts the control wire, and a wire broken inside its jacket opens only when the engine rocks or the body flexes.",
        },
        {
          likelihood: "occasional",
          part: "Internal harness or lead frame cracked inside the pan",
          why: "Where the solenoids are wired through a molded internal harness or lead frame, heat cycles crack the conductor to the TCC solenoid while the case connector looks perfect.",
        },
        {
          likelihood: "rare",
          part: "Failed TCM or PCM output driver, or a lost solenoid feed",
          why: "A driver transistor burned by an earlier shorted solenoid cannot switch the coil; a blown transmission fuse takes out every solenoid at once, not just the TCC.",
        },
      ],
      checks: [
        {
          step: "Record the freeze frame, clear the code and drive at steady cruise while graphing TCC command, TCC solenoid status and slip speed.",
          tools: ["Scan tool"],
          expect:
            "A hard fault returns with the first lockup command; an intermittent one shows slip jumping from under 50 rpm to several hundred while the command stays on.",
        },
        {
          step: "Unplug the transmission case connector and look at both halves and the seal.",
          tools: ["Flashlight", "Pick"],
          expect:
            "Dry, bright pins clear the connector; ATF inside the plug or green TCC terminals is enough to set the code and needs a new seal or connector.",
        },
        {
          step: "Measure TCC solenoid resistance through the case connector pins, then again from the TCM connector.",
          tools: ["Multimeter", "Wiring diagram"],
          expect:
            "The maker's value at both ends (on/off and PWM TCC solenoids commonly 10–30 Ω, variable-force types a few ohms); OL is an open coil, near 0 Ω a shorted one, good at the case but open at the TCM a broken harness.",
        },
        {
          step: "With both connectors unplugged, check the control wire for continuity to ground and to the solenoid feed, and check feed voltage key on.",
          tools: ["Multimeter"],
          expect:
            "Battery voltage on the feed and no continuity from the control wire to ground or to the feed; any reading to ground is a chafed wire, usually near a bracket or the exhaust.",
        },
        {
          step: "Command lockup with bidirectional controls, or drive with lockup on, while flexing the harness section by section.",
          tools: ["Bidirectional scan tool", "Helper"],
          expect:
            "A status or current reading that drops out as one section moves locates the break; a steady click at the pan with no dropout clears the wiring.",
        },
      ],
      fix: "Repair the wire or connector, fit a new pass-through seal or case connector, or replace the TCC solenoid (on many units part of a solenoid pack or lead frame, with the pan and sometimes the valve body off). Replace the TCM only once its driver output is proven dead, and program it to the VIN. Clear codes, reset TCC adaptives and confirm slip under 50 rpm when locked at cruise.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair the wire, connector or case pass-through",
            partsLow: 15,
            partsHigh: 80,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the TCC solenoid or pack with the pan off",
            partsLow: 40,
            partsHigh: 450,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.2,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, fluid beyond a pan refill, and a TCM with programming if its driver has failed.",
      },
      verdict: "careful",
      verdictReason:
        "Usually only high rpm and extra heat, but a short that holds the converter locked can stall the engine at stops; if it bucks while slowing, shift to Neutral and repair it now.",
      codes: ["P0740", "P0743", "P0744", "P2769", "P2770"],
      terms: ["torque converter clutch", "TCC solenoid", "case connector", "TCC slip speed"],
      related: [
        "tcc-not-locking-high-rpm-on-highway",
        "engine-stalls-coming-to-stop-tcc-stuck-on",
        "shift-solenoid-code-erratic-shifting",
        "obd/p0740-p0741-torque-converter-clutch",
      ],
      commonOn: gm4L60eTrucks,
    },
    {
      slug: "shift-solenoid-stuck-on-or-off-gear-missing",
      title: "Automatic skips a gear or binds during a shift, with a solenoid stuck-on or stuck-off code",
      summary:
        "The TCM switched a shift or clutch-pressure solenoid and the gear ratio or pressure switch did not answer the way it should, with no electrical fault. The coil usually works: debris, a sticking valve, low fluid or the clutch that solenoid feeds is at fault.",
      symptoms: [
        "A gear goes missing: it jumps from 1st to 3rd, or never leaves 2nd",
        "Engine flares between two gears when the solenoid's clutch fails to apply",
        "A sudden drag or bind-up during one shift, as if two gears were in at once",
        "Stuck-on or stuck-off code, often stored with a gear ratio code for the same gears",
      ],
      symptomIds: ["stuck-in-gear", "slips-or-flares", "harsh-shifts", "warning-light"],
      causes: [
        {
          likelihood: "common",
          part: "Solenoid plunger or screen jammed by debris or varnish",
          why: "Clutch dust and wear metal lodge in the solenoid's screen or plunger bore, so it stays closed (stuck-off code) or open (stuck-on code) whatever the coil does.",
        },
        {
          likelihood: "common",
          part: "Shift or regulator valve sticking in a worn bore",
          why: "The solenoid sends its signal pressure, but a valve worn oval in its bore leaks it away or hangs, so the ratio change comes late or not at all.",
        },
        {
          likelihood: "occasional",
          part: "Low or aerated fluid",
          why: "With the pickup drawing air, the pressure a solenoid controls is too weak to stroke its valve or clamp its clutch, so the TCM blames the solenoid.",
        },
        {
          likelihood: "occasional",
          part: "Burnt clutch or leaking seal in the circuit the solenoid feeds",
          why: "The solenoid and valve work but the clutch behind them cannot hold; on clutch-to-clutch units that reads exactly like the solenoid failing to act.",
        },
      ],
      checks: [
        {
          step: "Check the fluid level at the specified temperature and look at its color and smell.",
          tools: ["Dipstick or fill-plug adapter", "Scan tool for fluid temperature"],
          expect:
            "A low level may be the whole fault; correct red fluid points at the valve body, and black fluid with friction flakes means a clutch has already burned.",
        },
        {
          step: "Read every code and freeze frame, noting the commanded gear and the measured ratio when it set.",
          tools: ["Scan tool", "Service information"],
          expect:
            "The solenoid application chart shows which gears that solenoid serves; a ratio code for the same gears confirms a hydraulic or clutch fault in that circuit.",
        },
        {
          step: "Measure the solenoid's resistance through the case connector to clear the electrical side.",
          tools: ["Multimeter", "Wiring diagram"],
          expect:
            "On/off shift solenoids near 10–30 Ω and variable-force clutch solenoids near 3–8 Ω, with no electrical code stored, put the fault in the plunger, valve or clutch.",
        },
        {
          step: "Road-test cold and then hot, graphing commanded gear, input speed and output speed through every shift.",
          tools: ["Scan tool"],
          expect:
            "Input speed should step down by the ratio change within about a second; a flare or no change in one shift only, worse hot, points to a sticking valve or weak clutch there.",
        },
        {
          step: "Drop the pan and check the filter, the magnet and each solenoid's inlet screen for packed debris.",
          tools: ["Drain pan", "Socket set"],
          expect:
            "Debris packed on a solenoid screen explains a stuck solenoid; friction flakes and brass in the pan mean the clutch behind it needs an overhaul.",
        },
      ],
      fix: "Replace the stuck solenoid or the solenoid pack or body, loading its calibration file where the unit uses one; clean or replace the valve body if a bore is worn; overhaul the clutch if it has burned. Change the filter and fluid, flush the cooler after any clutch failure, reset adaptives and run the shift relearn drive.",
      difficulty: 4,
      cost: {
        scenarios: [
          { name: "Replace the stuck solenoid", partsLow: 60, partsHigh: 250, laborHoursLow: 1, laborHoursHigh: 2.5 },
          {
            name: "Replace the solenoid pack or body with its calibration",
            partsLow: 300,
            partsHigh: 1100,
            laborHoursLow: 2,
            laborHoursHigh: 4.7,
          },
          {
            name: "Overhaul after a burned clutch, with a cooler flush",
            partsLow: 1000,
            partsHigh: 2500,
            laborHoursLow: 9,
            laborHoursHigh: 12,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and the TCM programming some solenoid bodies need; dealer pricing is higher.",
      },
      verdict: "careful",
      verdictReason:
        "A solenoid stuck applied can engage two clutches at once and slow the car sharply mid-shift; drive gently on local roads to a shop, and stop if it binds.",
      codes: [
        "P0751",
        "P0752",
        "P0756",
        "P0757",
        "P0761",
        "P0762",
        "P0766",
        "P0767",
        "P0771",
        "P0772",
        "P0776",
        "P0777",
      ],
      terms: ["shift solenoid", "valve body", "solenoid pack", "clutch-to-clutch"],
      related: [
        "shift-solenoid-code-erratic-shifting",
        "automatic-slips-rpm-flare-on-upshift",
        "pressure-control-solenoid-harsh-or-soft-shifts",
        "ecu/ford-solenoid-body-characterization",
      ],
    },
    {
      slug: "transmission-pressure-switch-or-sensor-code",
      title: "Check engine light for a transmission fluid pressure switch or sensor, with a limp gear",
      summary:
        "Pressure switches or a pressure sensor tell the TCM whether a clutch or the line really got pressure. A switch state that disagrees with the gear, or a sensor voltage out of range, sets P0840–P0844; check fluid, connector and switch first.",
      symptoms: [
        "Transmission locks in a limp gear, often 2nd or 3rd, after a harsh shift",
        "Harsh or slow shifts that began at the same time as the code",
        "Code returns only once the fluid is hot, or only on the first drive of the day",
        "Solenoid or ratio codes for the same clutch stored alongside",
      ],
      symptomIds: ["warning-light", "stuck-in-gear", "harsh-shifts"],
      causes: [
        {
          likelihood: "common",
          part: "Pressure switch or pressure sensor failed",
          why: "Switches built into the solenoid assembly (Chrysler 41TE and 62TE) or the TCM-and-solenoid unit (GM 6L80) stick open or closed, and analog sensors drift or short internally.",
        },
        {
          likelihood: "common",
          part: "Case connector or internal harness fault",
          why: "Fluid wicking into the connector or a cracked internal wire opens or grounds the switch circuit, which the TCM reads as a switch stuck in one state.",
        },
        {
          likelihood: "occasional",
          part: "Low fluid or a real pressure loss",
          why: "For a range/performance code the switch may be telling the truth: a low level, clogged filter or leaking clutch seal means pressure never reaches it.",
        },
        {
          likelihood: "occasional",
          part: "Valve or solenoid sticking in the circuit that feeds the switch",
          why: "Debris holds a valve so pressure arrives at the switch in the wrong gear or not at all, and the switch state stops matching the gear commanded.",
        },
        {
          likelihood: "rare",
          part: "TCM input or shared 5 V reference fault",
          why: "A shorted sensor elsewhere on the same reference pulls it down, so several pressure readings go low together.",
        },
      ],
      checks: [
        {
          step: "Check the fluid level hot by the model's procedure and confirm the specified fluid (ATF+4 on Chrysler front-drive units, Dexron VI on GM).",
          tools: ["Dipstick or fill-plug adapter", "Service information"],
          expect:
            "Level in range and clean red fluid; a low level or dark, debris-filled fluid points to a real pressure loss before any switch fault.",
        },
        {
          step: "Read the pressure switch states or sensor voltage in live data, key on engine off, then idling in each range.",
          tools: ["Scan tool", "Service information"],
          expect:
            "Each switch changes state only in the ranges the chart lists; an analog sensor reads near its zero-pressure voltage (often about 0.5 V) engine off and rises with pressure. A switch frozen in one state or a sensor pinned near 0 V or 5 V confirms the circuit.",
        },
        {
          step: "Unplug the case or solenoid-pack connector and inspect the pins and seal.",
          tools: ["Flashlight", "Pick"],
          expect: "Dry, straight pins; ATF or green corrosion inside is often the whole fault.",
        },
        {
          step: "With the connector off, check each switch to ground and a sensor's reference and ground at the harness side.",
          tools: ["Multimeter", "Wiring diagram"],
          expect:
            "A normally open switch reads open with no pressure; a sensor harness shows about 5 V reference and under 0.1 V on its ground. A switch closed at rest or a missing reference locates the fault.",
        },
        {
          step: "Where the case has test ports, compare gauge pressure with what the switch or sensor reports in the same range.",
          tools: ["0–300 psi pressure gauge", "Adapters"],
          expect:
            "Pressure on the gauge while the switch reads open, or a sensor far from the gauge reading, condemns the switch or sensor; no pressure at the gauge means the hydraulic fault is real.",
        },
      ],
      fix: "Replace the pressure switch or sensor: on Chrysler 41TE and 62TE it comes with the solenoid and pressure switch assembly, on the GM 6L80 with the TEHCM, which needs programming. Repair the connector or harness, or correct the level or hydraulic fault behind a performance code, then clear codes and run the Quick Learn or adaptive reset the maker specifies.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair the connector or harness",
            partsLow: 30,
            partsHigh: 80,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the pressure switch or sensor",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the solenoid pack or TEHCM with programming",
            partsLow: 300,
            partsHigh: 900,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, dealer programming fees and internal repair if the pressure loss turns out to be real.",
      },
      verdict: "careful",
      verdictReason:
        "A limp gear is slow and harsh but drivable; if the code reflects real low pressure, clutches burn within miles, so drive only to the shop.",
      codes: ["P0840", "P0841", "P0842", "P0843", "P0844"],
      terms: ["pressure switch", "solenoid pack", "limp mode", "Quick Learn"],
      related: [
        "chrysler-62te-limp-mode-harsh-shifts",
        "pressure-control-solenoid-harsh-or-soft-shifts",
        "delayed-engagement-into-drive-or-reverse",
      ],
      commonOn: [chrysler41te62te, dodge41te62te, chevrolet6L80, gmc6L80, cadillac6L80Escalade],
    },
  ],
};
