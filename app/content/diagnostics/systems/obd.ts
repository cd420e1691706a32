import {
  buick3800V6,
  chevrolet3800V6,
  chevroletGmt800Trucks,
  chryslerDodgeJeepRam,
  fordDps6Vehicles2011To2016,
  gm4L60e4L65eAnyModel,
  gmBrands,
  pontiac3800V6,
} from "~/content/vehicles";
import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Trouble codes read the way a shop reads them: what each common P, C, B and U code really points to, what to test first, what it costs and whether the car is safe to drive.",
  howItWorks: [
    "Every car and light truck sold in the U.S. since the 1996 model year carries OBD-II. The powertrain control module (PCM) watches its sensors and runs self-tests called monitors; when a test fails it stores a five-character diagnostic trouble code (DTC) with a freeze-frame snapshot and, for emissions faults, lights the malfunction indicator lamp (MIL), the check engine light. The 16-pin data link connector (DLC) sits under the dash near the steering column, and any generic scan tool can read codes, freeze frame and live data (PIDs) from it.",
    "The first letter of a code names the area: P for powertrain, C for chassis (ABS, traction, stability), B for body (airbags, body modules) and U for network communication. A 0 in the second place (and a 2 for P codes) marks a generic SAE code that means the same thing on every make; a 1 marks a manufacturer code that needs that maker's definition. Most chassis and body codes seen in shops are manufacturer-defined and need an enhanced scan tool that can talk to the ABS, SRS and body modules.",
    "Continuous monitors (misfire, fuel system, comprehensive components) run whenever the engine runs. Non-continuous monitors (catalyst, EVAP, oxygen sensor, oxygen sensor heater, EGR or VVT, secondary air) run once per trip, only when coolant temperature, fuel level, speed and time conditions are met. Most faults store a pending code on the first failed trip and light the lamp on the second; a misfire bad enough to harm the catalytic converter flashes the lamp immediately.",
  ],
  howItFails: [
    "A code names the test that failed, not the part to buy. P0420 says the catalyst monitor failed, which can be a worn converter, an exhaust leak or a lazy downstream sensor; P0171 says fuel trim ran out of range, which is more often a vacuum leak than a bad sensor. The most expensive habit in U.S. driveways and shops alike is replacing the part named in the code description without testing it.",
    "The codes that fill a typical independent shop's week are misfires (P0300–P0306), lean trims (P0171, P0174), catalyst efficiency (P0420, P0430), EVAP leaks (P0442, P0455, P0456), oxygen sensor heaters and cam timing codes (P0011, P0016). Network U-codes and airbag B-codes are less frequent but take longer, because the fault is usually a connector, a ground or low battery voltage rather than the module the code names.",
    "Low or unstable battery voltage produces strange code combinations across many modules at once, and so does an aftermarket remote starter, alarm or plug-in OBD device spliced into the wiring or bus. Check battery and charging voltage before chasing a list of unrelated codes, and record every code with its freeze frame before anything is cleared.",
  ],
  tools: [
    "Generic OBD-II scan tool with live data, freeze frame, Mode $06 test results and permanent-code readout",
    "Enhanced or bidirectional scan tool for ABS, SRS, TCM and body-module codes, actuator tests and relearns",
    "Digital multimeter with 10 MΩ input for voltage, resistance and voltage-drop tests",
    "Smoke machine for EVAP leaks and intake vacuum leaks",
    "Fuel pressure gauge kit with adapters for port-injection rails and Schrader valves",
    "Two-channel (or better) lab scope for crank and cam signals, oxygen sensor switching and CAN waveforms",
    "Back-probe pins and a fused jumper lead for testing at connectors without piercing insulation",
    "Vacuum gauge and exhaust back-pressure gauge for engine vacuum and catalyst restriction checks",
    "Infrared thermometer for thermostat, coolant sensor and catalytic converter checks",
    "SRS load tool (airbag simulator resistors) for isolating airbag and pretensioner circuits safely",
    "Factory or subscription service information with wiring diagrams, code-setting criteria and relearn procedures",
  ],
  safety: [
    "A flashing check engine light means misfire bad enough to overheat the catalytic converter, which can pass 1,400 °F and ignite dry grass or undercoating. Slow down, stop where it is safe and do not keep driving hard.",
    "Airbag (SRS) circuits can deploy during careless work. Disconnect the battery and wait the service-manual time before unplugging any yellow SRS connector, never put an ohmmeter on an airbag or pretensioner, carry a live airbag with its trim cover facing away from you and set it down cover up.",
    "Never put fingers in an electronic throttle body with the key on: the PCM can snap the blade shut during a self-test. Disconnect the battery or pull the throttle fuse first.",
    "Direct-injection fuel rails run above 2,000 psi and port-injection rails 40–65 psi near a hot exhaust; relieve pressure by the service procedure, keep an extinguisher in reach and never test a fuel pump by sparking wires.",
    "Road-test with a live scan tool only when a second person watches the screen, and run engines indoors only with the exhaust vented outside; carbon monoxide builds up in a closed garage within minutes.",
    "Check open recalls by VIN before paying for airbag, fuel pump or module work; as of 2025 many U.S. vehicles carried unrepaired airbag inflator recalls, and some code-related repairs are covered by extended warranties.",
  ],
  symptoms: [
    { id: "cel-steady", label: "Check engine light on steady" },
    { id: "cel-flashing", label: "Check engine light flashing" },
    { id: "misfire-rough-idle", label: "Engine shakes, stumbles or misfires" },
    { id: "low-power-limp", label: "Weak acceleration or reduced-power (limp) mode" },
    { id: "fuel-economy-drop", label: "Fuel economy has dropped" },
    { id: "fuel-or-exhaust-smell", label: "Smell of raw fuel or rotten eggs" },
    { id: "emissions-fail", label: "Failed emissions inspection or monitors not ready" },
    { id: "hard-start-stall", label: "Hard starting, long cranking or stalling" },
    { id: "shift-problems", label: "Harsh, slipping or missing gear shifts" },
    { id: "abs-traction-light", label: "ABS, traction or stability light on" },
    { id: "airbag-light", label: "Airbag (SRS) warning light on" },
    { id: "many-lights-dead-gauges", label: "Many warning lights at once or dead gauges" },
    { id: "battery-voltage-light", label: "Battery light or high/low voltage warning" },
    { id: "cold-engine-weak-heat", label: "Temperature gauge stays low or heater blows cool" },
    { id: "knock-rattle", label: "Pinging, knocking or rattling from the engine" },
    { id: "runs-normally", label: "Car drives normally, only the light is on" },
  ],
  problems: [
    {
      slug: "check-engine-light-flashing",
      title: "Check engine light flashing while driving (active misfire, P0300-series)",
      summary:
        "A flashing lamp means the PCM is counting misfires bad enough to damage the catalytic converter right now. Ease off, get off the road and have the misfire found (usually a coil, plug or injector) before driving on.",
      symptoms: [
        "Check engine lamp blinks about once a second, often only under load or at one speed range",
        "Engine shudders, bucks or feels like it is running on fewer cylinders",
        "Lamp goes steady or out when you lift off the throttle, then flashes again when you accelerate",
        "Strong raw-fuel or rotten-egg smell from the tailpipe",
        "Cruise control or traction control may switch itself off",
      ],
      symptomIds: ["cel-flashing", "misfire-rough-idle", "low-power-limp", "fuel-or-exhaust-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Failed ignition coil or cracked coil-on-plug boot",
          why: "With no spark in one cylinder, that cylinder's fuel goes out unburned and lights off inside the converter, overheating the substrate.",
        },
        {
          likelihood: "common",
          part: "Spark plugs worn past their service life",
          why: "A gap eroded over 100,000 miles needs more voltage than the coil can supply at high cylinder pressure, so spark fails under load.",
        },
        {
          likelihood: "occasional",
          part: "Clogged, dead or leaking fuel injector",
          why: "A dead injector starves its cylinder and a leaking one floods it; either way combustion stops and fuel or oxygen pours downstream.",
        },
        {
          likelihood: "rare",
          part: "Mechanical fault: burnt valve, broken ring land or jumped timing",
          why: "A cylinder that cannot hold compression will not fire reliably, and no ignition or fuel part will cure it.",
        },
      ],
      checks: [
        {
          step: "Pull over, connect a scan tool and save the codes and freeze frame before clearing anything.",
          tools: ["OBD-II scan tool"],
          expect:
            "P0300 with one or more of P0301–P0312 names the cylinders; freeze frame shows the rpm, load and temperature when the misfire was worst.",
        },
        {
          step: "Read misfire counters for each cylinder in live data or Mode $06, at idle and at light load.",
          tools: ["Scan tool with Mode $06"],
          expect:
            "One cylinder with hundreds of counts and the rest near zero points to that cylinder's coil, plug or injector.",
        },
        {
          step: "Swap the suspect coil with a neighboring cylinder's coil, clear codes and drive gently with the scan tool watching.",
          tools: ["Basic hand tools"],
          expect:
            "The misfire moving to the new cylinder condemns the coil; if it stays put, pull that cylinder's plug.",
        },
        {
          step: "Remove and inspect the spark plug from the misfiring cylinder.",
          tools: ["Spark plug socket", "Feeler or wire gap gauge"],
          expect:
            "A gap far over spec (0.060 in. on a plug set at 0.044 in.), a cracked insulator or an oil-wet tip condemns it.",
        },
        {
          step: "If spark and fuel check out, compression-test all cylinders with the engine warm.",
          tools: ["Compression gauge"],
          expect:
            "All cylinders within 10–15% of one another; one cylinder far below the rest means valve, ring or gasket trouble.",
        },
      ],
      fix: "Replace the coil, plugs or injector the tests identified; plugs are normally replaced as a full set. Clear codes and road-test until the misfire counters stay at zero under load. If the converter overheated (rattle, sulfur smell, or P0420 appearing later), budget for a converter as well.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "One ignition coil, or a set of spark plugs",
            partsLow: 20,
            partsHigh: 180,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          {
            name: "Fuel injector, or coils and plugs on a V6 or V8",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 1.2,
            laborHoursHigh: 2.4,
          },
        ],
        excludes:
          "Estimate; excludes the diagnosis fee, taxes and a catalytic converter if the misfire has already destroyed it.",
      },
      verdict: "stop",
      verdictReason:
        "A flashing lamp can melt the catalytic converter within a few miles, and unburned fuel in a glowing converter can start a fire under the car.",
      codes: ["P0300", "P0301", "P0302", "P0303", "P0304", "P0305", "P0306"],
      terms: ["misfire", "ignition coil", "Mode $06", "freeze frame", "catalytic converter"],
      related: ["p0300-random-misfire", "p0301-p0306-single-cylinder-misfire", "p0420-catalyst-efficiency-bank-1"],
    },
    {
      slug: "readiness-monitors-not-ready",
      title: "Readiness monitors not set for emissions inspection",
      summary:
        "Monitors read not ready because codes were cleared or the battery was disconnected recently. Drive a proper drive cycle over a few days; if one monitor never completes, a pending fault or the driving pattern is holding it back.",
      symptoms: [
        "Inspection station turns the car away as not ready even though the check engine light is off",
        "Scan tool lists EVAP, catalyst or oxygen sensor monitors as incomplete",
        "Battery was replaced or disconnected, or codes were cleared, within the last week or two",
        "One monitor stays incomplete after weeks of normal driving",
      ],
      symptomIds: ["emissions-fail", "runs-normally"],
      causes: [
        {
          likelihood: "common",
          part: "Codes cleared or battery disconnected recently",
          why: "Clearing memory resets every non-continuous monitor to incomplete, and each needs its own enabling conditions before it will run again.",
        },
        {
          likelihood: "common",
          part: "Driving pattern never meets the enabling conditions",
          why: "Short trips, constant stop-and-go or a tank outside roughly 15–85% full keep the EVAP and catalyst monitors from ever starting.",
        },
        {
          likelihood: "occasional",
          part: "Pending fault that blocks a monitor",
          why: "A pending code in a related part, such as a slow-warming thermostat or an O2 sensor heater, stops the catalyst or O2 monitor until it is fixed.",
        },
        {
          likelihood: "rare",
          part: "PCM software that needs an update to complete a monitor",
          why: "Makers have released reflashes for models whose EVAP or catalyst monitors rarely completed in real driving; a service bulletin names the calibration.",
        },
      ],
      checks: [
        {
          step: "Read monitor status and pending codes with a scan tool at the start and end of each day's driving.",
          tools: ["OBD-II scan tool"],
          expect:
            "A pending code must be fixed first; monitors flipping from incomplete to complete show the drive cycle is working.",
        },
        {
          step: "Compare the count against the usual rule before returning to the station.",
          tools: [],
          expect:
            "Most U.S. programs accept one incomplete monitor on 2001 and newer vehicles and two on 1996–2000 models; confirm with your state.",
        },
        {
          step: "After an overnight cold soak of 8 hours or more, with fuel between a quarter and three-quarters, idle 2 minutes, cruise steadily at 45–60 mph for 10 minutes, then coast down without braking.",
          tools: [],
          expect: "Oxygen sensor, heater and catalyst monitors usually complete within one or two drives like this.",
        },
        {
          step: "Watch coolant temperature in live data during a 15-minute drive.",
          tools: ["Scan tool"],
          expect:
            "Coolant should settle at 190–220 °F; an engine that stays below about 170 °F will not run several monitors.",
        },
        {
          step: "Look up the maker's specific drive cycle and any bulletin for a monitor that will not complete.",
          tools: ["Service information"],
          expect:
            "Many EVAP monitors need a cold start with ambient temperature between about 40 and 95 °F, sometimes followed by hours parked.",
        },
      ],
      fix: "If the only issue is a recent reset, no parts are needed: drive the cycle and recheck status. Repair any pending fault first, then drive again. A shop can run a dynamometer or road drive cycle, or apply a bulletin reflash where one exists.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner drives the drive cycle; no parts",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Shop road or dynamometer drive cycle",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
        ],
        excludes:
          "Estimate for a shop drive-cycle service or reflash; excludes repair of any pending fault and the inspection fee.",
      },
      verdict: "ok",
      verdictReason:
        "Nothing is failing on the road; the car simply has not finished its self-tests since its memory was cleared.",
      codes: [],
      terms: ["readiness monitor", "drive cycle", "pending code", "cold soak"],
      related: ["permanent-dtc-will-not-clear", "p0128-coolant-below-thermostat-temp", "p0455-large-evap-leak"],
    },
    {
      slug: "permanent-dtc-will-not-clear",
      title: "Permanent DTC will not clear with a scan tool and fails inspection",
      summary:
        "A permanent code stays stored until the PCM itself sees the failed monitor run and pass. Fix the original fault, clear once, then drive until that monitor completes; no scan tool or battery disconnect can erase it.",
      symptoms: [
        "Lamp is off after a repair, yet the scan tool still lists a code under permanent DTCs",
        "Inspection station fails the car for a permanent code with the lamp off",
        "The code came back after a parts store or previous shop cleared it",
        "Vehicle is a 2010 or newer model",
      ],
      symptomIds: ["emissions-fail", "cel-steady"],
      causes: [
        {
          likelihood: "common",
          part: "Monitor has not re-run and passed since the repair",
          why: "Permanent codes (Mode $0A) are erased only when the PCM watches the same self-test run and pass, so they outlast a scan-tool clear.",
        },
        {
          likelihood: "occasional",
          part: "Original fault was not actually repaired",
          why: "If the monitor fails again, the code returns as pending and then active, and the lamp comes back on the second failed trip.",
        },
        {
          likelihood: "rare",
          part: "PCM software that mishandles permanent codes",
          why: "A few early implementations would not drop permanent codes correctly and needed a calibration update named in a bulletin.",
        },
      ],
      checks: [
        {
          step: "Read active, pending and permanent codes separately with a tool that supports Mode $0A.",
          tools: ["OBD-II scan tool with permanent-code support"],
          expect:
            "A permanent code with no active or pending code usually means the repair worked and the monitor simply needs to run.",
        },
        {
          step: "Check the readiness status of the monitor that matches the code (catalyst for P0420, EVAP for P0455).",
          tools: ["Scan tool"],
          expect:
            "Incomplete means it has not tested yet; complete with the code still permanent often clears on the next passing trip.",
        },
        {
          step: "Drive the cycle for that monitor, such as 10 minutes of steady 50–60 mph cruise after full warm-up for a catalyst code.",
          tools: [],
          expect: "The permanent code drops out after the monitor passes, usually within one to three drives.",
        },
        {
          step: "If it will not clear after a week of varied driving, check Mode $06 for the related test.",
          tools: ["Scan tool with Mode $06"],
          expect: "A test value near or past its limit shows the fault is still present and needs more repair.",
        },
      ],
      noMeasurement:
        "A permanent DTC is a status flag the PCM erases only after its own monitor runs and passes; the checks read Mode $0A, readiness and Mode $06 pass or fail, not a voltage or pressure.",
      fix: "Repair the original fault, clear codes once, then leave them alone and drive until the monitor passes; every extra clear restarts the wait. Apply a bulletin reflash only where the maker lists one for the model.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner drives until the monitor passes",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Shop-run drive cycle and recheck",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
        ],
        excludes:
          "Estimate for a shop-run drive cycle; the repair of the original fault, taxes and retest fees are extra.",
      },
      verdict: "ok",
      verdictReason:
        "A permanent code with the lamp off has no effect on how the car drives; it only delays passing inspection.",
      codes: [],
      terms: ["permanent DTC", "Mode $0A", "readiness monitor"],
      related: ["readiness-monitors-not-ready", "p0420-catalyst-efficiency-bank-1"],
    },
    {
      slug: "p0300-random-misfire",
      title: "P0300 random or multiple-cylinder misfire",
      summary:
        "P0300 means misfires are spread across cylinders, so look for something they share: a vacuum leak, low fuel pressure, a dirty MAF or a worn set of plugs. Read fuel trims before buying ignition parts.",
      symptoms: [
        "Rough idle that shakes the mirrors and steering wheel",
        "Stumble under load, such as climbing a grade or passing",
        "Misfire counts show up on several cylinders, not just one",
        "Often stored alongside P0171 or P0174 lean codes",
        "Worse when cold, or worse when the tank is low",
      ],
      symptomIds: ["misfire-rough-idle", "cel-steady", "low-power-limp", "fuel-economy-drop"],
      causes: [
        {
          likelihood: "common",
          part: "Vacuum leak at the intake, PCV hose or brake booster line",
          why: "Unmetered air leans out every cylinder fed by that plenum, and the leanest cylinders start missing at idle.",
        },
        {
          likelihood: "common",
          part: "Whole set of spark plugs at end of life",
          why: "When every plug is worn, misfire hops between cylinders under load rather than sticking to one.",
        },
        {
          likelihood: "occasional",
          part: "Low fuel pressure from a weak pump or clogged filter",
          why: "Every injector delivers less than commanded, so misfire shows up under load when demand is highest.",
        },
        {
          likelihood: "occasional",
          part: "Contaminated or failing MAF sensor",
          why: "An under-reading MAF makes the PCM inject too little fuel for the air actually entering.",
        },
        {
          likelihood: "rare",
          part: "Stretched timing chain or low compression on several cylinders",
          why: "Wrong cam timing or weak compression weakens combustion in several cylinders at once.",
        },
      ],
      checks: [
        {
          step: "Record freeze frame, both fuel trims and per-cylinder misfire counts at hot idle and at 2,500 rpm.",
          tools: ["Scan tool"],
          expect:
            "Total trim above +10% at idle that falls toward 0% at 2,500 rpm is the vacuum-leak pattern; trims that rise with load point to fuel delivery.",
        },
        {
          step: "Smoke-test the intake with the engine off, including the PCV hoses and booster line.",
          tools: ["Smoke machine"],
          expect: "Smoke escaping at a gasket, hose or fitting pinpoints the leak.",
        },
        {
          step: "Check MAF airflow at hot idle against engine size.",
          tools: ["Scan tool"],
          expect:
            "Roughly 1 g/s per liter of displacement at warm idle; a low reading with high positive trims points to the MAF.",
        },
        {
          step: "On port-injected engines, fit a fuel pressure gauge and check key-on, idle and snap-throttle pressure.",
          tools: ["Fuel pressure gauge"],
          expect:
            "Pressure within the engine's spec (commonly 40–62 psi) that does not sag more than about 5 psi on a snap.",
        },
        {
          step: "If trims and fuel pressure are normal, pull all plugs and run a compression test.",
          tools: ["Spark plug socket", "Compression gauge"],
          expect:
            "Evenly worn, wide-gapped plugs call for a set; compression within 10–15% across cylinders clears the engine's mechanical side.",
        },
      ],
      fix: "Repair what the trims and tests pointed to: seal the vacuum leak, fit a new set of plugs, restore fuel pressure or replace the MAF. Clear codes and confirm zero misfire counts at idle and under load before the car goes back on the road.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Seal a vacuum leak", partsLow: 20, partsHigh: 80, laborHoursLow: 0.8, laborHoursHigh: 1.5 },
          {
            name: "Replace the spark plugs as a set",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.8,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace the MAF or restore fuel pressure",
            partsLow: 150,
            partsHigh: 600,
            laborHoursLow: 1,
            laborHoursHigh: 3.6,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis time (often one hour), taxes and any timing-chain or internal engine work.",
      },
      verdict: "careful",
      verdictReason:
        "A steady lamp with a rough engine is drivable for short trips; if the lamp begins to flash, stop driving.",
      codes: ["P0300", "P0171", "P0174", "P0101"],
      terms: ["misfire counter", "fuel trim", "vacuum leak", "smoke test"],
      related: [
        "check-engine-light-flashing",
        "p0171-p0174-lean-both-banks",
        "p0101-maf-range-performance",
        "p0301-p0306-single-cylinder-misfire",
      ],
    },
    {
      slug: "p0301-p0306-single-cylinder-misfire",
      title: "P0301–P0312 misfire stuck on one cylinder",
      summary:
        "A misfire code that names one cylinder usually traces to that cylinder's coil, plug or injector. Swap the coil with a neighbor to see if the code follows, then replace whatever moves it.",
      symptoms: [
        "Steady shake at idle that smooths out somewhat at highway speed",
        "Scan tool shows the cylinder in the last digit: P0301 is cylinder 1, P0304 is cylinder 4",
        "Misfire counter climbs on that one cylinder only",
        "Worse in rain or after a car wash when a coil boot is cracked",
      ],
      symptomIds: ["misfire-rough-idle", "cel-steady", "cel-flashing"],
      causes: [
        {
          likelihood: "common",
          part: "Ignition coil or coil boot cracked",
          why: "Spark tracks to ground through the crack instead of jumping the plug gap, especially when moisture is present.",
        },
        {
          likelihood: "common",
          part: "Spark plug worn, cracked or oil-fouled",
          why: "Oil in the plug tube from a leaking valve-cover seal fouls the plug, and a cracked insulator lets spark leak away.",
        },
        {
          likelihood: "occasional",
          part: "Fuel injector clogged, open-circuit or leaking",
          why: "With no fuel or too much fuel, that cylinder will not fire reliably even with a strong spark.",
        },
        {
          likelihood: "rare",
          part: "Low compression from a burnt exhaust valve or collapsed lifter",
          why: "The cylinder cannot build pressure, which shows as a steady dead cylinder at idle.",
        },
      ],
      checks: [
        {
          step: "Confirm which cylinder from the counters and the engine's cylinder numbering diagram; cylinder 1 is on bank 1.",
          tools: ["Scan tool", "Service information"],
          expect: "Counts concentrated on one cylinder confirm a local fault rather than an engine-wide one.",
        },
        {
          step: "Swap that coil with a neighboring coil, clear codes and drive.",
          tools: ["Basic hand tools"],
          expect: "The code moving (P0303 becomes P0302, for example) condemns the coil.",
        },
        {
          step: "Pull the plug and look down the plug tube with a light.",
          tools: ["Spark plug socket", "Flashlight"],
          expect:
            "Oil in the tube, cracked porcelain or a badly eroded electrode on that plug alone condemns it; fix the tube seal too.",
        },
        {
          step: "Measure injector resistance and listen to it at idle.",
          tools: ["Multimeter", "Mechanic's stethoscope"],
          expect:
            "Most high-impedance port injectors read 11–18 Ω and click steadily; an open or silent injector is the fault.",
        },
        {
          step: "Compression-test the cylinder if spark and fuel check out, then leak-down test it.",
          tools: ["Compression gauge", "Leak-down tester"],
          expect:
            "A reading well under the others (110 psi against 170–180 psi) with air escaping at the tailpipe or intake points to a valve.",
        },
      ],
      fix: "Replace the coil, plug (as a set if due) or injector (with new O-rings) that the swap test identified, and replace valve-cover or plug-tube seals if oil was in the well. Clear codes and confirm zero counts on that cylinder through a full drive.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Replace a coil or spark plug", partsLow: 15, partsHigh: 120, laborHoursLow: 0.4, laborHoursHigh: 1 },
          {
            name: "Replace an injector with new O-rings",
            partsLow: 80,
            partsHigh: 350,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and valve or head work if compression is low.",
      },
      verdict: "careful",
      verdictReason:
        "Fine for a short drive to a shop while the lamp is steady, but a dead cylinder keeps feeding raw fuel to the converter.",
      codes: [
        "P0301",
        "P0302",
        "P0303",
        "P0304",
        "P0305",
        "P0306",
        "P0307",
        "P0308",
        "P0309",
        "P0310",
        "P0311",
        "P0312",
      ],
      terms: ["coil-on-plug", "firing order", "compression test", "leak-down test"],
      related: ["check-engine-light-flashing", "p0300-random-misfire"],
    },
    {
      slug: "p0171-lean-bank-1",
      title: "P0171 system too lean, bank 1 (four-cylinder or bank 1 only)",
      summary:
        "P0171 means the PCM has added all the fuel it is allowed and bank 1 still reads lean. On most cars that is unmetered air from a vacuum or PCV leak; smoke-test the intake before replacing any sensor.",
      symptoms: [
        "Check engine lamp with little or no change in how the car drives",
        "Hissing or whistling under the hood at idle",
        "Rough or hunting idle, sometimes with P2187 (lean at idle)",
        "Hesitation on light throttle while the engine is cold",
      ],
      symptomIds: ["cel-steady", "misfire-rough-idle", "runs-normally"],
      causes: [
        {
          likelihood: "common",
          part: "Vacuum leak: cracked hose, intake gasket or torn PCV valve diaphragm",
          why: "Air entering after the MAF is never measured, so the oxygen sensor sees excess oxygen and the PCM keeps adding fuel; the torn PCV diaphragm on VW/Audi 2.0 T engines and BMW valve-cover breathers are textbook cases.",
        },
        {
          likelihood: "occasional",
          part: "Dirty or failing MAF sensor",
          why: "A film on the sensing wire makes it report less air than actually enters, so trims climb across the whole rpm range.",
        },
        {
          likelihood: "occasional",
          part: "Exhaust leak ahead of the upstream oxygen sensor",
          why: "Exhaust pulses draw outside air past the sensor, which then reads falsely lean and drives trims positive.",
        },
        {
          likelihood: "rare",
          part: "Weak fuel pump or restricted filter",
          why: "Pressure sags under load, so each injector pulse delivers less fuel and trims climb most at high airflow.",
        },
      ],
      checks: [
        {
          step: "Record short- and long-term fuel trims at hot idle, then at a steady 2,500 rpm.",
          tools: ["Scan tool"],
          expect:
            "Total trim of +15% or more at idle that improves to 0–5% at 2,500 rpm is the vacuum-leak signature; lean everywhere suggests MAF or fuel.",
        },
        {
          step: "Smoke-test the intake with the engine off, including the PCV system, oil filler cap and brake booster hose.",
          tools: ["Smoke machine"],
          expect: "Smoke at a gasket, hose or valve cover pinpoints the leak.",
        },
        {
          step: "With the engine warm and idling, try to lift off the oil filler cap.",
          tools: [],
          expect:
            "Strong suction that holds the cap down or makes the idle stumble points to a failed PCV valve or diaphragm.",
        },
        {
          step: "Look and listen for exhaust leaks at the manifold and flange ahead of the upstream sensor, starting cold.",
          tools: ["Flashlight"],
          expect: "Ticking at cold start or black soot trails at a joint confirm a leak that can fake a lean reading.",
        },
        {
          step: "Check fuel pressure (gauge on port-injected engines, rail pressure PID on returnless systems) during a snap of the throttle.",
          tools: ["Fuel pressure gauge", "Scan tool"],
          expect: "Pressure stays within about 5 psi of spec; a larger drop points to the pump or filter.",
        },
      ],
      fix: "Replace the leaking hose, gasket or PCV valve (on many VW, Audi and BMW engines the PCV is built into the valve cover), clean the MAF with MAF-safe cleaner if it is contaminated, or restore fuel delivery. Reset fuel trims and confirm total trim within ±10% at idle and cruise.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace a leaking hose or PCV valve, or clean the MAF",
            partsLow: 10,
            partsHigh: 80,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the valve cover with built-in PCV",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.8,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and intake manifold removal where a gasket is buried under other parts.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive in the short term; a lean engine runs hotter, so fix it before it turns into a misfire.",
      codes: ["P0171", "P2187", "P0101"],
      terms: ["fuel trim", "PCV valve", "smoke test", "bank 1"],
      related: [
        "p0174-lean-bank-2",
        "p0171-p0174-lean-both-banks",
        "p0101-maf-range-performance",
        "p0300-random-misfire",
      ],
      commonOn: [
        { make: "volkswagen", years: [2006, 2014], engines: [{ name: "2.0T FSI/TSI I4", liters: 2.0 }] },
        { make: "audi", years: [2005, 2014], engines: [{ name: "2.0T FSI/TSI I4", liters: 2.0 }] },
        { make: "bmw" },
      ],
    },
    {
      slug: "p0174-lean-bank-2",
      title: "P0174 system too lean, bank 2 only on a V6 or V8",
      summary:
        "Bank 2 running lean by itself points to something on that side: an intake gasket, a vacuum fitting or an exhaust leak ahead of the bank 2 upstream sensor. Compare bank 1 and bank 2 trims, then smoke-test that side.",
      symptoms: [
        "Bank 2 fuel trims run far above bank 1 trims in live data",
        "Idle slightly rough, mostly when cold",
        "Ticking at cold start from the bank 2 exhaust manifold on some trucks",
        "Lamp on with otherwise normal driving",
      ],
      symptomIds: ["cel-steady", "runs-normally", "misfire-rough-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Intake manifold gasket leaking on the bank 2 side",
          why: "Air sneaks into that bank's runners only, so only that bank's oxygen sensor sees a lean mixture.",
        },
        {
          likelihood: "occasional",
          part: "Exhaust manifold leak or broken manifold stud ahead of the bank 2 sensor",
          why: "Outside air pulled in at the leak makes the sensor read lean; broken manifold bolts are common on GM and Ford V8 trucks.",
        },
        {
          likelihood: "occasional",
          part: "Partly clogged bank 2 injectors",
          why: "Restricted injectors on one bank deliver less fuel, so only that bank's trim climbs.",
        },
        {
          likelihood: "rare",
          part: "Bank 2 upstream air-fuel sensor biased lean",
          why: "An aging sensor that reads lean shifts the trim even though the mixture is right; a propane test shows it.",
        },
      ],
      checks: [
        {
          step: "Identify bank 2 from service information: it is the bank without cylinder 1, not always the passenger side.",
          tools: ["Service information"],
          expect: "Correct bank identification before any smoke, exhaust or sensor work.",
        },
        {
          step: "Compare bank 1 and bank 2 long-term trims at idle and 2,500 rpm.",
          tools: ["Scan tool"],
          expect: "Bank 2 above +15% with bank 1 near 0% confines the cause to that bank.",
        },
        {
          step: "Smoke-test the intake and watch the bank 2 gasket seam and the vacuum fittings on that side.",
          tools: ["Smoke machine"],
          expect: "Smoke at the gasket line or a runner confirms an intake leak.",
        },
        {
          step: "Feed propane into the intake at idle while watching the bank 2 upstream sensor.",
          tools: ["Propane enrichment tool", "Scan tool"],
          expect:
            "The sensor should swing rich within a second or two; a slow or absent response points to the sensor, not the mixture.",
        },
        {
          step: "Inspect the bank 2 exhaust manifold for broken studs, gaps and soot with the engine cold.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "A gap at the flange or a missing bolt head confirms the leak.",
        },
      ],
      fix: "Replace the intake gasket or seal the vacuum leak, extract broken studs and fit a new manifold gasket, or clean or replace the bank 2 injectors. Reset trims and confirm bank 2 sits within ±10% of bank 1.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Seal a vacuum leak or replace the intake gasket",
            partsLow: 20,
            partsHigh: 200,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
          {
            name: "Extract broken studs and fit a manifold gasket",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 3,
            laborHoursHigh: 6,
          },
          { name: "Replace the bank 2 injectors", partsLow: 150, partsHigh: 400, laborHoursLow: 2, laborHoursHigh: 6 },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a bank 2 upstream oxygen sensor, and the intake manifold itself if its plenum or runner seal is cracked.",
      },
      verdict: "ok",
      verdictReason:
        "Drivable while it runs smoothly; a growing exhaust leak or intake leak will eventually cause misfires.",
      codes: ["P0174", "P2189"],
      terms: ["bank 2", "intake manifold gasket", "exhaust manifold stud", "propane enrichment"],
      related: [
        "p0171-lean-bank-1",
        "p0171-p0174-lean-both-banks",
        "p0300-random-misfire",
        "advanced-engine/misfire-one-bank-v-engine",
      ],
      commonOn: [
        {
          make: "chevrolet",
          models: ["silverado", "tahoe", "suburban", "avalanche"],
          years: [1999, 2013],
          engines: [
            { name: "4.8L Vortec V8", liters: 4.8 },
            { name: "5.3L Vortec V8", liters: 5.3 },
            { name: "6.0L Vortec V8", liters: 6.0 },
          ],
        },
        {
          make: "gmc",
          models: ["sierra", "yukon"],
          years: [1999, 2013],
          engines: [
            { name: "4.8L Vortec V8", liters: 4.8 },
            { name: "5.3L Vortec V8", liters: 5.3 },
            { name: "6.0L Vortec V8", liters: 6.0 },
          ],
        },
        {
          make: "ford",
          models: ["f-150", "f-250", "f-350", "expedition"],
          years: [1997, 2014],
          engines: [
            { name: "4.6L Modular V8", liters: 4.6 },
            { name: "5.4L Triton V8", liters: 5.4 },
          ],
        },
      ],
    },
    {
      slug: "p0171-p0174-lean-both-banks",
      title: "P0171 and P0174 together: both banks running lean",
      summary:
        "Both banks lean at once points to something they share: a MAF under-reading, a large plenum or PCV leak, a split intake boot or low fuel pressure. Test MAF airflow and fuel pressure before anything else.",
      symptoms: [
        "Both banks show long-term trims well above +10%",
        "Hesitation or surge under load",
        "Idle may hunt, and misfire codes can join the lean codes",
        "Fuel economy drops noticeably",
      ],
      symptomIds: ["cel-steady", "low-power-limp", "fuel-economy-drop", "misfire-rough-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Contaminated or failing MAF sensor",
          why: "The PCM meters fuel from MAF airflow, so an under-reading MAF starves both banks equally.",
        },
        {
          likelihood: "common",
          part: "Vacuum leak at the plenum, throttle-body gasket or PCV hose",
          why: "A leak upstream of both banks, such as the cracked PCV hoses hidden under the intake on Ford 4.6 and 5.4 V8s, leans every cylinder.",
        },
        {
          likelihood: "occasional",
          part: "Split intake boot between the MAF and the throttle body",
          why: "Air entering after the MAF is never measured and acts like a large vacuum leak.",
        },
        {
          likelihood: "occasional",
          part: "Low fuel pressure",
          why: "A tired pump or clogged filter sock cannot keep up, so both banks lean out together, worst under load.",
        },
      ],
      checks: [
        {
          step: "Compare MAF airflow at hot idle and at 2,500 rpm against expected values.",
          tools: ["Scan tool"],
          expect: "A reading 20% or more below about 1 g/s per liter at idle, with high trims, points at the MAF.",
        },
        {
          step: "Flex and inspect the intake duct from the air box to the throttle body, including the underside.",
          tools: ["Flashlight"],
          expect: "A split in the rubber boot, often on the underside folds, explains both banks running lean.",
        },
        {
          step: "Smoke-test the plenum and the PCV system.",
          tools: ["Smoke machine"],
          expect: "Smoke from a PCV hose, plenum gasket or throttle-body gasket confirms a shared leak.",
        },
        {
          step: "Check fuel pressure key-on, at idle and under a snap; on returnless systems read the rail pressure PID.",
          tools: ["Fuel pressure gauge", "Scan tool"],
          expect:
            "Pressure within spec and steady under load; 10 psi or more under spec means a weak pump or restriction.",
        },
        {
          step: "On vehicles that tolerate it, unplug the MAF and drive briefly in the fallback mode.",
          tools: [],
          expect: "If the engine runs better and trims drop toward zero, the MAF signal is wrong.",
        },
      ],
      fix: "Clean or replace the MAF (OE-supplier parts; cheap sensors often cause the same codes), seal the intake leak or replace the fuel pump module or filter. Clear codes, reset adaptive trims and verify both banks within ±10%.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Clean the MAF or replace a vacuum hose or gasket",
            partsLow: 10,
            partsHigh: 100,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the MAF with an OE-supplier sensor",
            partsLow: 120,
            partsHigh: 300,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          { name: "Replace the fuel pump module", partsLow: 250, partsHigh: 700, laborHoursLow: 2, laborHoursHigh: 4 },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, dealer parts, a fuel filter or pressure regulator on return-style systems, and a PCV valve or its hose.",
      },
      verdict: "ok",
      verdictReason: "Drive normally for now; once it starts hesitating or misfiring in traffic, get it in sooner.",
      codes: ["P0171", "P0174", "P0101", "P0102"],
      terms: ["MAF sensor", "fuel trim", "PCV hose", "speed density"],
      related: [
        "p0171-lean-bank-1",
        "p0174-lean-bank-2",
        "p0101-maf-range-performance",
        "p0627-p0230-fuel-pump-control-circuit",
      ],
      commonOn: [
        {
          make: "ford",
          years: [1991, 2014],
          engines: [
            { name: "4.6L Modular V8", liters: 4.6 },
            { name: "5.4L Triton V8", liters: 5.4 },
          ],
        },
        {
          make: "lincoln",
          years: [1991, 2014],
          engines: [
            { name: "4.6L Modular V8", liters: 4.6 },
            { name: "5.4L Triton V8", liters: 5.4 },
          ],
        },
        { make: "mercury", years: [1991, 2011], engines: [{ name: "4.6L Modular V8", liters: 4.6 }] },
      ],
    },
    {
      slug: "p0172-p0175-system-too-rich",
      title: "P0172 or P0175 system too rich, with fuel smell or black soot",
      summary:
        "Rich codes mean the PCM has pulled fuel out to its limit and the mixture is still rich. Suspect a leaking injector, a stuck-open purge valve, a leaking fuel pressure regulator or a sensor reading cold; check the regulator vacuum hose for fuel first.",
      symptoms: [
        "Fuel smell from the exhaust and black soot on the tailpipe tip",
        "Long-term fuel trim strongly negative, beyond −10%",
        "Rough idle or hard restart when hot",
        "Fuel economy clearly worse",
      ],
      symptomIds: ["fuel-or-exhaust-smell", "fuel-economy-drop", "hard-start-stall", "cel-steady"],
      causes: [
        {
          likelihood: "common",
          part: "Leaking or stuck-open fuel injector",
          why: "Fuel drips into the cylinder after each pulse ends, so that bank runs rich whatever the PCM commands.",
        },
        {
          likelihood: "occasional",
          part: "Fuel pressure regulator diaphragm leaking (return-type systems)",
          why: "Intake vacuum draws fuel through the torn diaphragm into the manifold, adding fuel the PCM never metered.",
        },
        {
          likelihood: "occasional",
          part: "EVAP purge valve stuck open",
          why: "Canister vapor flows into the intake at idle, which the oxygen sensor reports as a rich mixture.",
        },
        {
          likelihood: "occasional",
          part: "MAF sensor reading higher than actual airflow",
          why: "An over-reporting MAF makes the PCM inject fuel for air that never arrived.",
        },
        {
          likelihood: "rare",
          part: "Coolant temperature sensor reading cold",
          why: "A sensor that falsely reports a cold engine keeps cold-start enrichment on after warm-up.",
        },
      ],
      checks: [
        {
          step: "Read trims and coolant temperature on a fully warm engine.",
          tools: ["Scan tool"],
          expect: "Total trim beyond −10% with coolant showing a true 195–220 °F rules out a cold-reading sensor.",
        },
        {
          step: "Pull the vacuum hose off the fuel pressure regulator, if the engine has one on the rail.",
          tools: [],
          expect: "Any liquid fuel in the hose condemns the regulator.",
        },
        {
          step: "With the engine idling warm and trims running negative, clamp the purge hose between the valve and the intake and watch short-term trim for a minute.",
          tools: ["Hose pinch pliers", "Scan tool"],
          expect: "Trims moving back toward 0% within a minute mean the purge valve is leaking through.",
        },
        {
          step: "Pressurize the fuel system, shut it off and watch the gauge for 10–20 minutes.",
          tools: ["Fuel pressure gauge"],
          expect:
            "A drop of more than about 10 psi in 10 minutes with no outside leak points to a leaking injector, regulator or check valve.",
        },
        {
          step: "Pull the spark plugs and compare their tips.",
          tools: ["Spark plug socket"],
          expect: "One black, sooty plug among clean ones marks the cylinder with the leaking injector.",
        },
      ],
      fix: "Replace the leaking injectors with new seals, the regulator, the purge valve or the faulty sensor. Replace fouled plugs, change the oil if it smells of fuel, reset trims and recheck. Long rich running can overheat the converter, so watch for P0420 afterward.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Replace the purge valve", partsLow: 25, partsHigh: 100, laborHoursLow: 0.6, laborHoursHigh: 1 },
          {
            name: "Replace the pressure regulator or a faulty sensor",
            partsLow: 40,
            partsHigh: 250,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace leaking injectors with new seals",
            partsLow: 200,
            partsHigh: 500,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.2,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, an oil change and a converter damaged by the rich running.",
      },
      verdict: "careful",
      verdictReason:
        "Raw fuel in the exhaust can overheat the converter and thins the engine oil; get it fixed within days, not weeks.",
      codes: ["P0172", "P0175", "P2188", "P2190"],
      terms: ["fuel pressure regulator", "purge valve", "fuel trim", "leak-down"],
      related: [
        "p0496-evap-flow-during-non-purge",
        "p0117-p0118-ect-sensor",
        "p0420-catalyst-efficiency-bank-1",
        "p0101-maf-range-performance",
        "advanced-engine/rich-trims-poor-mileage-no-code",
      ],
    },
    {
      slug: "p2096-p2097-post-catalyst-fuel-trim",
      title: "P2096 or P2097 post-catalyst fuel trim too lean or too rich",
      summary:
        "The downstream oxygen sensor is asking for a mixture correction beyond its limit. An exhaust leak near the rear sensor or an aging sensor is most common; on many Fords and GMs this code arrives just before P0420.",
      symptoms: [
        "Check engine lamp with no change in driveability",
        "Often appears alongside or a few weeks before a catalyst code",
        "Exhaust tick or puffing noise near the converter on a cold start",
        "Rear oxygen sensor sits unusually low (P2096) or high (P2097) in live data",
      ],
      symptomIds: ["runs-normally", "cel-steady", "emissions-fail"],
      causes: [
        {
          likelihood: "common",
          part: "Exhaust leak near the downstream oxygen sensor",
          why: "A leaking flange or cracked flex pipe lets outside air past the rear sensor, which reads lean and pushes the outer trim loop to its limit.",
        },
        {
          likelihood: "occasional",
          part: "Aging upstream or downstream oxygen sensor",
          why: "A biased sensor shifts the mixture target, and the post-catalyst trim runs out of range trying to correct it.",
        },
        {
          likelihood: "occasional",
          part: "Catalyst losing its oxygen storage",
          why: "A tired converter passes more of the mixture swings through to the rear sensor, upsetting the trim.",
        },
        {
          likelihood: "rare",
          part: "Small engine-side rich or lean fault",
          why: "A slight misfire or injector problem the front loop did not fully correct shows up at the rear sensor.",
        },
      ],
      checks: [
        {
          step: "Read upstream trims and graph both sensors at 2,500 rpm on a warm engine.",
          tools: ["Scan tool"],
          expect:
            "Front trims within ±10% with a rear sensor stuck under 0.2 V (lean) or over 0.9 V (rich) isolate the rear of the system.",
        },
        {
          step: "Check for exhaust leaks from the manifold to past the rear sensor, starting cold.",
          tools: ["Flashlight", "Shop rag"],
          expect:
            "Soot, a ticking joint or a cracked flex pipe confirms a leak; briefly blocking the tailpipe with a rag makes leaks hiss.",
        },
        {
          step: "Enrich the intake with propane while watching the rear sensor.",
          tools: ["Propane enrichment tool", "Scan tool"],
          expect: "A good rear sensor climbs above 0.8 V within a few seconds; one that stays low is suspect.",
        },
        {
          step: "Check Mode $06 catalyst monitor results.",
          tools: ["Scan tool with Mode $06"],
          expect: "Results close to the limit warn that the converter may be the next failure.",
        },
      ],
      fix: "Repair the exhaust leak (gasket, flex pipe or cracked manifold) or replace the faulty oxygen sensor. Clear codes and drive until the catalyst monitor runs; if P0420 follows, test the converter as well.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the faulty oxygen sensor",
            partsLow: 50,
            partsHigh: 250,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          { name: "Repair the exhaust leak", partsLow: 30, partsHigh: 250, laborHoursLow: 0.8, laborHoursHigh: 2.4 },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and a converter if it turns out to be the root cause.",
      },
      verdict: "ok",
      verdictReason: "No effect on safety or drivability; it mainly threatens the next emissions test.",
      codes: ["P2096", "P2097", "P2098", "P2099", "P0420"],
      terms: ["post-catalyst fuel trim", "downstream oxygen sensor", "flex pipe"],
      related: [
        "p0420-catalyst-efficiency-bank-1",
        "p0136-p0140-downstream-o2-sensor",
        "p0430-catalyst-efficiency-bank-2",
      ],
    },
    {
      slug: "p0420-catalyst-efficiency-bank-1",
      title: "P0420 catalyst system efficiency below threshold, bank 1",
      summary:
        "The rear oxygen sensor is switching almost like the front one, meaning the converter no longer stores oxygen well. Rule out exhaust leaks, misfires and a lazy rear sensor before buying a converter, and buy one legal in your state.",
      symptoms: [
        "Lamp on with no noticeable change in how the car drives",
        "Fails the emissions inspection for the code",
        "Rotten-egg smell from the exhaust on some vehicles",
        "Rattle from the converter shell if the substrate has broken up",
        "In severe cases, sluggish acceleration from a clogged converter",
      ],
      symptomIds: ["runs-normally", "emissions-fail", "fuel-or-exhaust-smell", "low-power-limp"],
      causes: [
        {
          likelihood: "common",
          part: "Worn catalytic converter",
          why: "After 120,000-plus miles, or sooner after misfires or oil burning, the washcoat loses oxygen storage and the rear sensor starts mirroring the front one.",
        },
        {
          likelihood: "occasional",
          part: "Exhaust leak ahead of or beside the rear sensor",
          why: "Air drawn in at a leak makes the rear sensor switch lean and rich, which looks like a failed catalyst.",
        },
        {
          likelihood: "occasional",
          part: "Slow or biased rear oxygen sensor",
          why: "An aged rear sensor can produce a signal that fails the monitor even with a working converter.",
        },
        {
          likelihood: "rare",
          part: "Engine burning oil or coolant",
          why: "Phosphorus from oil and silicates from coolant coat the catalyst; a new converter fails quickly if the engine is not fixed first.",
        },
      ],
      checks: [
        {
          step: "Check for misfire, fuel trim or oxygen sensor codes and repair those first.",
          tools: ["Scan tool"],
          expect: "P0420 alone, with trims within ±10%, means the catalyst monitor itself is the fault area.",
        },
        {
          step: "With the engine fully warm, hold 2,500 rpm for two minutes and graph the sensors before and after the bank 1 converter on one screen.",
          tools: ["Scan tool or lab scope"],
          expect:
            "A healthy converter shows the front switching quickly between about 0.1 and 0.9 V and the rear holding near 0.6–0.7 V; a rear switching nearly as often is a failed converter.",
        },
        {
          step: "Inspect for leaks from the manifold to past the rear sensor.",
          tools: ["Flashlight"],
          expect: "No soot trails, cracks or loose flanges; any leak must be fixed before judging the converter.",
        },
        {
          step: "After any exhaust leak or sensor repair and a full drive cycle, recheck the bank 1 catalyst test value against its limit in Mode $06.",
          tools: ["Scan tool with Mode $06"],
          expect:
            "A value just past the limit after a leak repair may pass next time; a value far past it confirms the converter.",
        },
        {
          step: "Check for restriction with a back-pressure gauge in the upstream sensor port.",
          tools: ["Exhaust back-pressure gauge"],
          expect: "Under about 1.5 psi at idle and under 3 psi at 2,500 rpm; higher means a clogged converter.",
        },
      ],
      fix: "Replace the converter with an EPA-compliant unit (CARB-approved in California and states that adopted its rules), with new gaskets and hardware, and replace the rear sensor if it tested slow. Fix oil burning or misfires first. Clear codes and drive until the catalyst monitor completes.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "EPA-compliant aftermarket converter",
            partsLow: 150,
            partsHigh: 600,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          { name: "CARB-legal or OE converter", partsLow: 700, partsHigh: 2500, laborHoursLow: 1, laborHoursHigh: 3 },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and new oxygen sensors.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive while the engine runs normally; loss of power, a glowing converter or a loud rattle needs attention the same day.",
      codes: ["P0420", "P2096", "P2097", "P0421"],
      terms: ["catalytic converter", "oxygen storage", "CARB-compliant", "Mode $06", "back pressure"],
      related: [
        "p0430-catalyst-efficiency-bank-2",
        "p2096-p2097-post-catalyst-fuel-trim",
        "p0136-p0140-downstream-o2-sensor",
        "check-engine-light-flashing",
      ],
    },
    {
      slug: "p0430-catalyst-efficiency-bank-2",
      title: "P0430 catalyst efficiency below threshold, bank 2",
      summary:
        "P0430 is the catalyst test failing on bank 2 of a V6 or V8. Compare the two banks' rear sensors side by side: the converter whose rear sensor copies its front sensor has lost its oxygen storage.",
      symptoms: [
        "Code names bank 2, the side without cylinder 1",
        "Bank 1 catalyst passes while bank 2 fails",
        "Car drives normally with the lamp on",
        "P0420 may join it if both converters are aging",
      ],
      symptomIds: ["runs-normally", "emissions-fail", "cel-steady"],
      causes: [
        {
          likelihood: "common",
          part: "Bank 2 converter worn or poisoned",
          why: "Each bank's converter ages on its own; the one behind a misfiring or oil-burning cylinder fails first.",
        },
        {
          likelihood: "occasional",
          part: "Exhaust leak on the bank 2 side, such as a cracked manifold",
          why: "Air entering before the rear sensor makes it switch like a dead converter.",
        },
        {
          likelihood: "occasional",
          part: "Lazy bank 2 rear oxygen sensor",
          why: "A sensor slow to respond produces a signal the monitor reads as poor efficiency.",
        },
        {
          likelihood: "rare",
          part: "Cheap aftermarket converter with too little washcoat",
          why: "Budget universal converters can pass a tailpipe sniff test yet fail the OBD monitor because they store too little oxygen.",
        },
      ],
      checks: [
        {
          step: "Confirm which bank is bank 2 and locate its rear sensor, often tucked behind the engine on transverse V6s.",
          tools: ["Service information", "Flashlight"],
          expect: "Correct identification so the right converter and sensor are tested.",
        },
        {
          step: "Graph both rear sensors side by side at a steady 2,500 rpm, warm.",
          tools: ["Scan tool or lab scope"],
          expect:
            "The passing bank holds a steady 0.6–0.8 V; the failing bank's rear sensor mirrors its upstream sensor.",
        },
        {
          step: "After 15 minutes of driving, hold 2,500 rpm and read converter inlet and outlet temperatures.",
          tools: ["Infrared thermometer"],
          expect:
            "A working converter's outlet usually reads warmer than its inlet; a cooler outlet suggests little chemical activity, though this test alone is not conclusive.",
        },
        {
          step: "Compare the bank 2 catalyst test value with the bank 1 value in Mode $06.",
          tools: ["Scan tool with Mode $06"],
          expect: "The bank 2 value past its limit, with bank 1 passing, confirms which converter failed.",
        },
      ],
      fix: "Replace the bank 2 converter (or the Y-pipe or manifold assembly where it is integrated) with a compliant unit and new gaskets, after fixing any misfire or leak. Clear codes and complete the catalyst monitor.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace a bolt-in bank 2 converter",
            partsLow: 200,
            partsHigh: 900,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace the Y-pipe or manifold converter assembly",
            partsLow: 800,
            partsHigh: 2200,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, sensors and CARB-only pricing.",
      },
      verdict: "ok",
      verdictReason:
        "A failing converter on one bank does not affect safety; treat a new rattle or power loss as urgent.",
      codes: ["P0430", "P2098", "P2099", "P0431"],
      terms: ["bank 2", "catalytic converter", "close-coupled converter"],
      related: ["p0420-catalyst-efficiency-bank-1", "p0174-lean-bank-2", "p2096-p2097-post-catalyst-fuel-trim"],
    },
    {
      slug: "p0455-large-evap-leak",
      title: "P0455 or P0457 large EVAP leak, often a loose or worn gas cap",
      summary:
        "A large EVAP leak is most often a gas cap not clicked tight or a cap with a cracked seal. Tighten or replace the cap, clear the code and drive a few days; if it returns, smoke-test the filler neck, hoses and canister.",
      symptoms: [
        "Lamp or a Check Fuel Cap message a day or two after filling up",
        "Faint fuel smell near the filler door on some vehicles",
        "Car runs completely normally",
        "Gas cap does not click, or its rubber seal is flattened or cracked",
      ],
      symptomIds: ["runs-normally", "cel-steady", "fuel-or-exhaust-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Gas cap loose, missing or with a cracked seal",
          why: "The EVAP monitor draws vacuum or pushes pressure on the tank and cannot hold either with an open filler, so it reports a gross leak.",
        },
        {
          likelihood: "occasional",
          part: "Rusted filler neck sealing lip",
          why: "On trucks in salt-belt states, rust pits the top of the filler pipe so the cap seal has nothing smooth to seal against.",
        },
        {
          likelihood: "occasional",
          part: "Disconnected or split EVAP hose at the canister or tank",
          why: "An open hose vents the whole system, which the monitor sees the same way as a missing cap.",
        },
        {
          likelihood: "rare",
          part: "Purge valve stuck closed or vent valve stuck open",
          why: "Without purge flow the monitor cannot pull vacuum, and some PCMs log that as a large leak.",
        },
      ],
      checks: [
        {
          step: "Remove and inspect the cap, then reinstall it until it clicks.",
          tools: [],
          expect:
            "A cracked or flattened O-ring means a new OE-quality cap; many P0455 and P0457 codes never return after this.",
        },
        {
          step: "Fit the cap to an EVAP cap tester using the adapter listed for that filler, and pump to the tester's test pressure.",
          tools: ["EVAP cap tester"],
          expect: "The cap holds the tester's specified pressure; a cap that bleeds down is bad even if it looks fine.",
        },
        {
          step: "Inspect the filler neck lip with a flashlight and a finger.",
          tools: ["Flashlight"],
          expect: "Pitting or rust on the sealing lip means the neck, not the cap, is leaking.",
        },
        {
          step: "Smoke-test the EVAP system through the service port with the vent valve commanded closed.",
          tools: ["Smoke machine", "Scan tool"],
          expect:
            "At the machine's low EVAP pressure (under about 0.5 psi, roughly 13 in. H2O) smoke from a hose, the canister or the filler area shows the leak; a system that fills and holds is sealed.",
        },
      ],
      fix: "Replace the cap, filler neck or the split hose or canister found. Clear the code; because the EVAP monitor may need a cold soak and several days to run, check monitor status before going for inspection.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner fits a new OE-quality gas cap",
            partsLow: 15,
            partsHigh: 40,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          { name: "Replace a split EVAP hose", partsLow: 20, partsHigh: 80, laborHoursLow: 0.5, laborHoursHigh: 1 },
          {
            name: "Replace the filler neck or canister",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes the diagnosis fee, smoke test and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "No effect on how the car drives; a strong fuel smell, though, means a real leak that should be checked soon.",
      codes: ["P0455", "P0457", "P0440"],
      terms: ["EVAP system", "gas cap", "filler neck", "smoke test"],
      related: [
        "p0442-small-evap-leak",
        "p0456-very-small-evap-leak",
        "p0446-p0449-evap-vent-valve",
        "readiness-monitors-not-ready",
        "fuel-system/recurring-evap-leak-after-new-cap",
      ],
    },
    {
      slug: "p0442-small-evap-leak",
      title: "P0442 small EVAP leak detected (about 0.040 inch)",
      summary:
        "The EVAP system lost vacuum or pressure at a rate equal to a hole about 0.040 inch (1 mm) across. After the gas cap, look at brittle hoses and connectors near the tank, the purge and vent valves and the charcoal canister; a smoke test finds it.",
      symptoms: [
        "Lamp on with normal driving and no fuel smell",
        "Code returns a few days after clearing it",
        "Often on vehicles ten or more years old in road-salt states",
        "Sometimes follows a fuel pump or tank repair",
      ],
      symptomIds: ["runs-normally", "cel-steady", "emissions-fail"],
      causes: [
        {
          likelihood: "common",
          part: "Gas cap seal that is marginal rather than failed",
          why: "A hardened seal leaks slowly, enough to fail a small-leak test but not a gross one.",
        },
        {
          likelihood: "common",
          part: "Cracked EVAP hose or brittle quick-connector near the tank",
          why: "Heat, age and road debris crack plastic lines and O-rings, opening a small steady leak.",
        },
        {
          likelihood: "occasional",
          part: "Purge valve not sealing fully",
          why: "A valve leaking slightly to the intake lets the test pressure escape.",
        },
        {
          likelihood: "occasional",
          part: "Cracked charcoal canister or loose fuel pump module seal",
          why: "A split canister housing or a lock ring not seated after pump work leaks vapor steadily.",
        },
      ],
      checks: [
        {
          step: "Test or replace the gas cap first and confirm the filler neck lip is smooth.",
          tools: ["EVAP cap tester"],
          expect: "A cap that fails the tester is the cheapest fix; a passing cap sends you to the smoke test.",
        },
        {
          step: "Smoke-test through the service port with the vent valve commanded closed, keeping smoke pressure under about 0.5 psi.",
          tools: ["Smoke machine", "Scan tool"],
          expect:
            "Smoke at a hose, canister seam or the top of the tank; compare the machine's flow reading with its 0.040-inch reference.",
        },
        {
          step: "With the purge valve unpowered, pull 15–20 inHg on one of its ports with a hand pump and watch the gauge for a minute.",
          tools: ["Hand vacuum pump"],
          expect: "A healthy purge valve holds vacuum closed; one that bleeds down leaks.",
        },
        {
          step: "Measure purge and vent solenoid coil resistance.",
          tools: ["Multimeter"],
          expect: "Commonly about 20–35 Ω (check spec); an open coil sets a circuit code instead.",
        },
        {
          step: "Inspect the top of the tank and the pump module lock ring if the car had recent tank work.",
          tools: ["Flashlight"],
          expect: "Smoke or a misaligned lock ring at the module confirms a seal leak.",
        },
      ],
      fix: "Replace the cap, hose, connector, valve or canister found leaking; reseat or replace the pump module seal. Clear the code and let the EVAP monitor run, which can take several days and cold starts.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the cap or a cracked hose or connector",
            partsLow: 15,
            partsHigh: 100,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the vent or purge valve",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the canister or tank-top seal",
            partsLow: 200,
            partsHigh: 600,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.8,
          },
        ],
        excludes:
          "Estimate; excludes the smoke-test diagnosis, taxes, and a fuel filler neck whose rusted lip keeps a new cap from sealing.",
      },
      verdict: "ok",
      verdictReason: "A small vapor leak has no effect on safety or driveability.",
      codes: ["P0442", "P0440"],
      terms: ["EVAP system", "charcoal canister", "purge valve", "smoke test"],
      related: [
        "p0455-large-evap-leak",
        "p0456-very-small-evap-leak",
        "p0441-evap-incorrect-purge-flow",
        "fuel-system/recurring-evap-leak-after-new-cap",
      ],
    },
    {
      slug: "p0456-very-small-evap-leak",
      title: "P0456 very small EVAP leak (about 0.020 inch), hard to find",
      summary:
        "A pinhole-sized leak sets P0456, often at the canister, the vent valve seal or a hose connector near the tank. Smoke-test slowly with a bright light and check the vent valve and its filter before replacing the canister.",
      symptoms: [
        "Lamp with no smell and no driveability change",
        "Code returns every week or two after clearing",
        "Smoke test finds nothing on a quick first try",
        "Lamp often appears after the car sat parked overnight",
      ],
      symptomIds: ["runs-normally", "cel-steady", "emissions-fail"],
      causes: [
        {
          likelihood: "common",
          part: "Vent valve seal or canister housing seep",
          why: "A worn vent valve seat or a hairline canister crack leaks slowly enough to fail only the finest leak test.",
        },
        {
          likelihood: "common",
          part: "Gas cap seal just beginning to harden",
          why: "A cap that passes a quick look can still leak at the 0.020-inch level.",
        },
        {
          likelihood: "occasional",
          part: "Hose connector O-ring at the tank or canister",
          why: "Quick-connect O-rings harden with age and seep at pinhole size.",
        },
        {
          likelihood: "rare",
          part: "Leak-detection pump or tank pressure sensor reading slightly off",
          why: "A drifting sensor or a weak pump can report a tiny leak that is not there.",
        },
      ],
      checks: [
        {
          step: "Find out how the system tests itself: many newer designs run the small-leak test hours after the engine is shut off.",
          tools: ["Service information"],
          expect: "Knowing when the test runs explains why the code appears after overnight parking.",
        },
        {
          step: "Smoke-test with the vent sealed, using a bright light and giving smoke several minutes to appear.",
          tools: ["Smoke machine", "Bright LED light"],
          expect: "A thin wisp at a seam, connector or the canister marks a pinhole that a quick test misses.",
        },
        {
          step: "Inspect the vent valve and its dust filter near the canister.",
          tools: ["Flashlight", "Hand vacuum pump"],
          expect:
            "Energized with 12 V, the vent valve should hold about 5 inHg of hand-pump vacuum with no bleed-down for a minute; one that leaks down, or a mud-packed dust filter, is suspect.",
        },
        {
          step: "Where the scan tool offers it, run the EVAP leak test and check it with the 0.020-inch reference orifice.",
          tools: ["Bidirectional scan tool"],
          expect:
            "The system should pass sealed and fail with the reference orifice open; otherwise the test hardware is suspect.",
        },
      ],
      fix: "Replace the leaking cap, vent valve, O-ring or canister. Clear the code and allow several overnight parking cycles for the test to complete before an inspection.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the gas cap or a hose O-ring",
            partsLow: 15,
            partsHigh: 50,
            laborHoursLow: 0.6,
            laborHoursHigh: 1,
          },
          { name: "Replace the vent valve", partsLow: 40, partsHigh: 150, laborHoursLow: 0.8, laborHoursHigh: 1.5 },
          { name: "Replace the canister", partsLow: 200, partsHigh: 500, laborHoursLow: 1.5, laborHoursHigh: 2.4 },
        ],
        excludes: "Estimate; smoke-test time on pinhole leaks often runs more than one hour; excludes taxes.",
      },
      verdict: "ok",
      verdictReason: "A pinhole vapor leak affects emissions only; the car is safe to drive.",
      codes: ["P0456", "P0442"],
      terms: ["EVAP monitor", "vent valve", "reference orifice"],
      related: ["p0442-small-evap-leak", "p0455-large-evap-leak", "p0451-p0453-fuel-tank-pressure-sensor"],
    },
    {
      slug: "p0441-evap-incorrect-purge-flow",
      title: "P0441 EVAP incorrect purge flow",
      summary:
        "The PCM commanded canister purge and did not see the expected change in tank vacuum or fuel trim. Check the purge valve, its hoses and the canister; a canister ruined by topping off the tank is a frequent root cause.",
      symptoms: [
        "Lamp on with the car running normally",
        "Purge valve does not click when commanded with a scan tool",
        "Pump nozzle history of topping off past the first click",
        "Sometimes paired with P0171 if a purge hose is split",
      ],
      symptomIds: ["runs-normally", "cel-steady", "emissions-fail"],
      causes: [
        {
          likelihood: "common",
          part: "Purge valve stuck closed or stuck open",
          why: "A valve that will not open gives no flow, and one that never closes gives flow at the wrong time; both fail the flow test.",
        },
        {
          likelihood: "occasional",
          part: "Purge hose split, kinked or disconnected",
          why: "The PCM commands purge but the vacuum never reaches the canister, or air leaks in instead.",
        },
        {
          likelihood: "occasional",
          part: "Charcoal canister saturated with liquid fuel",
          why: "Repeated topping off floods the charcoal so it no longer releases vapor and can shed granules that jam the valves.",
        },
        {
          likelihood: "rare",
          part: "Open or shorted purge valve circuit (P0443)",
          why: "A broken wire or failed PCM driver means the valve never receives its command.",
        },
      ],
      checks: [
        {
          step: "Command the purge valve on and off with a scan tool while touching it.",
          tools: ["Bidirectional scan tool"],
          expect: "A distinct click each cycle; no click points to the coil, wiring or driver.",
        },
        {
          step: "With the engine idling, command purge to 50–100% and watch short-term fuel trim.",
          tools: ["Scan tool"],
          expect:
            "Short-term trim swings 5% or more as vapor or air enters (richer with a loaded canister, leaner with a clean one); no change at all means no flow reaches the intake.",
        },
        {
          step: "Apply vacuum to the valve with a hand pump, then power it with a fused jumper.",
          tools: ["Hand vacuum pump", "Fused jumper lead"],
          expect:
            "Holds 15–20 inHg unpowered with no bleed-down and drops to 0 inHg the instant 12 V is applied; a valve that leaks unpowered is stuck open, one that holds when powered is stuck shut.",
        },
        {
          step: "Trace the purge hoses and check the canister for weight and loose charcoal.",
          tools: ["Flashlight"],
          expect: "A canister that sloshes, smells of liquid fuel or drops black granules from its ports is saturated.",
        },
      ],
      fix: "Replace the purge valve, the damaged hose or the saturated canister (and the vent valve if charcoal reached it). Clear the code and let the EVAP monitor run. Stop filling at the pump's first click to protect the new canister.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Replace the purge valve", partsLow: 25, partsHigh: 120, laborHoursLow: 0.4, laborHoursHigh: 1 },
          {
            name: "Replace the saturated canister and vent valve",
            partsLow: 200,
            partsHigh: 450,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a cracked purge line or vacuum hose found by smoke test, and a fuel tank pressure sensor.",
      },
      verdict: "careful",
      verdictReason:
        "The flow fault itself is an emissions issue, but a purge valve stuck open can stall the engine right after refueling; fix it soon.",
      codes: ["P0441", "P0443", "P0497"],
      terms: ["purge valve", "charcoal canister", "topping off"],
      related: [
        "p0496-evap-flow-during-non-purge",
        "p0442-small-evap-leak",
        "p0446-p0449-evap-vent-valve",
        "fuel-system/fuel-smell-after-topping-off",
        "engine-wont-start/evap-purge-stuck-after-refuel",
      ],
    },
    {
      slug: "p0496-evap-flow-during-non-purge",
      title: "P0496 EVAP flow during non-purge: hard start right after refueling",
      summary:
        "A purge valve stuck open lets the intake draw fuel vapor, sometimes liquid fuel, straight from the canister and tank. The giveaway is a long crank or stall right after a fill-up; replace the purge valve and check the canister for charcoal loss.",
      symptoms: [
        "Engine cranks a long time or stalls just after filling the tank",
        "Rough idle for a minute after a fill-up, then it smooths out",
        "Rich fuel trims and a fuel smell at idle",
        "Stumble or surge in the first minute of driving after a fill-up",
      ],
      symptomIds: ["hard-start-stall", "fuel-or-exhaust-smell", "cel-steady", "misfire-rough-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Purge valve stuck open",
          why: "Carbon or charcoal dust holds the valve off its seat, so manifold vacuum pulls vapor whenever the engine runs; a frequent fault on GM trucks, SUVs and cars of the last 15 years.",
        },
        {
          likelihood: "occasional",
          part: "Canister breaking down and shedding charcoal",
          why: "Loose granules travel to the purge valve and jam it open; a new valve fails again if the canister is not replaced.",
        },
        {
          likelihood: "rare",
          part: "PCM purge driver shorted on",
          why: "A failed driver keeps the valve energized even when purge is not commanded.",
        },
      ],
      checks: [
        {
          step: "With the key off, remove the purge line at the intake side and apply vacuum to the valve.",
          tools: ["Hand vacuum pump"],
          expect: "An unpowered purge valve must hold vacuum; if it bleeds down, it is stuck open.",
        },
        {
          step: "At idle right after a fill-up, pinch the purge hose and watch short-term trim.",
          tools: ["Hose pinch pliers", "Scan tool"],
          expect: "Trims that swing positive by 5–10% when pinched prove vapor was flowing when it should not.",
        },
        {
          step: "Look inside the purge hose and valve ports for black granules.",
          tools: ["Flashlight"],
          expect: "Charcoal dust means the canister is breaking down and must be replaced with the valve.",
        },
        {
          step: "Command purge to 0% with a scan tool and check that the valve control wire is not grounded.",
          tools: ["Bidirectional scan tool", "Multimeter"],
          expect:
            "With purge at 0%, the control side should read near battery voltage; near 0 V means the driver is stuck on.",
        },
      ],
      fix: "Replace the purge valve (usually on or near the intake manifold) and the canister if charcoal is present. Clear codes and confirm a clean start after the next fill-up. Stop at the pump's first click from now on.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Replace the purge valve", partsLow: 30, partsHigh: 120, laborHoursLow: 0.4, laborHoursHigh: 1 },
          {
            name: "Replace the purge valve and canister",
            partsLow: 200,
            partsHigh: 450,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a vent valve clogged by charcoal from the canister, and a purge line that carried charcoal toward the intake.",
      },
      verdict: "careful",
      verdictReason:
        "Stalling at the pump or in traffic after a fill-up is a hazard; fix it soon and keep the tank from being overfilled.",
      codes: ["P0496", "P0172"],
      terms: ["purge valve", "charcoal canister", "fuel trim"],
      related: [
        "p0441-evap-incorrect-purge-flow",
        "p0172-p0175-system-too-rich",
        "p0446-p0449-evap-vent-valve",
        "engine-wont-start/evap-purge-stuck-after-refuel",
        "fuel-system/fuel-smell-after-topping-off",
      ],
      commonOn: [
        { make: "chevrolet", years: [2010, 2024] },
        { make: "gmc", years: [2010, 2024] },
        { make: "buick", years: [2010, 2024] },
        { make: "cadillac", years: [2010, 2024] },
      ],
    },
    {
      slug: "p0446-p0449-evap-vent-valve",
      title: "P0446 or P0449 EVAP vent valve fault, with the pump nozzle clicking off",
      summary:
        "The vent valve lets the tank breathe through the canister. When it sticks closed or its circuit fails, the tank builds pressure or vacuum and the nozzle keeps clicking off. Check the valve, its filter and connector, often on the frame rail near the tank.",
      symptoms: [
        "Fuel nozzle keeps clicking off and the tank is slow to fill",
        "Whoosh of pressure or vacuum when the gas cap is opened",
        "P0446 or P0449 stored, sometimes with a large-leak code",
        "Mud, rust or a corroded connector around the vent valve under the truck",
      ],
      symptomIds: ["cel-steady", "runs-normally", "fuel-or-exhaust-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Vent valve stuck closed by dirt, insects or corrosion",
          why: "A blocked vent stops air moving in and out of the tank, so fill-up vapor cannot escape through the canister.",
        },
        {
          likelihood: "common",
          part: "Vent valve coil or connector corroded (P0449)",
          why: "Road spray on frame-mounted valves, common on GM trucks and SUVs, corrodes the pins and opens the circuit.",
        },
        {
          likelihood: "occasional",
          part: "Clogged vent filter or canister",
          why: "Dust and mud pack the fresh-air filter so the vent path is restricted even with the valve open.",
        },
        {
          likelihood: "rare",
          part: "Harness chafed along the frame",
          why: "A rubbed-through wire opens or shorts the vent control circuit.",
        },
      ],
      checks: [
        {
          step: "Find the vent valve (at the canister or on the frame rail) and inspect its filter, hose and connector.",
          tools: ["Flashlight"],
          expect: "Mud-packed ports or green corrosion on the pins point to the fault immediately.",
        },
        {
          step: "Check for 12 V at the valve feed with the key on and measure the coil.",
          tools: ["Multimeter"],
          expect: "About 12 V on the feed and a coil of roughly 20–30 Ω; an open coil or missing feed sets P0449.",
        },
        {
          step: "Command the vent closed and open with a scan tool while pulling light vacuum on the fresh-air side with a hand pump.",
          tools: ["Bidirectional scan tool", "Hand vacuum pump"],
          expect:
            "No vacuum builds while open (de-energized on most designs); vacuum holds only when commanded closed.",
        },
        {
          step: "Watch the tank pressure PID while idling with the cap on.",
          tools: ["Scan tool"],
          expect: "Near 0 in. H2O with the vent open; pressure or vacuum that builds means the vent is blocked.",
        },
      ],
      fix: "Replace the vent valve and its filter (or the canister if packed with dirt or fuel), and fit a new connector pigtail if the pins are corroded. Clear codes and let an EVAP monitor complete.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the vent valve and its filter",
            partsLow: 25,
            partsHigh: 150,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the canister and vent valve",
            partsLow: 150,
            partsHigh: 400,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a corroded vent valve connector or harness near the tank, and a kinked or blocked vent hose to the filler.",
      },
      verdict: "ok",
      verdictReason:
        "Annoying at the pump, but the car is safe to drive; do not force extra fuel in once the nozzle clicks off.",
      codes: ["P0446", "P0449"],
      terms: ["vent valve", "charcoal canister", "fuel tank pressure"],
      related: ["p0455-large-evap-leak", "p0441-evap-incorrect-purge-flow", "p0451-p0453-fuel-tank-pressure-sensor"],
      commonOn: [
        { make: "chevrolet", models: ["silverado", "tahoe", "suburban", "avalanche"], years: [1999, 2018] },
        { make: "gmc", models: ["sierra", "yukon"], years: [1999, 2018] },
        { make: "cadillac", models: ["escalade"], years: [1999, 2018] },
      ],
    },
    {
      slug: "p0451-p0453-fuel-tank-pressure-sensor",
      title: "P0451, P0452 or P0453 fuel tank pressure sensor codes",
      summary:
        "These codes point at the fuel tank pressure sensor or its wiring, not at a leak. Check that the sensor reads near zero with the cap off, then test its 5 V reference, ground and signal at the connector before dropping the tank.",
      symptoms: [
        "Lamp with normal driving",
        "Tank pressure PID pinned at one extreme or jumping around",
        "Sometimes shows up with other 5 V sensor codes",
        "EVAP monitor will not complete for inspection",
      ],
      symptomIds: ["cel-steady", "runs-normally", "emissions-fail"],
      causes: [
        {
          likelihood: "common",
          part: "Failed tank pressure sensor",
          why: "The sensing element drifts or dies, so the signal sticks or reads a pressure the tank cannot have.",
        },
        {
          likelihood: "occasional",
          part: "Corroded connector or chafed wiring at the tank",
          why: "Road spray and fuel vapor corrode the pins on top of the tank, dropping the signal or the reference.",
        },
        {
          likelihood: "occasional",
          part: "Shared 5 V reference pulled down by another sensor",
          why: "A shorted sensor elsewhere on the same reference circuit drags it low and sets codes in several circuits at once.",
        },
        {
          likelihood: "rare",
          part: "Liquid fuel in a remote sensor's hose",
          why: "Overfilling can push fuel into the sensing line, blocking the sensor from seeing tank pressure.",
        },
      ],
      checks: [
        {
          step: "Remove the gas cap and read the tank pressure PID.",
          tools: ["Scan tool"],
          expect:
            "Near 0 in. H2O, give or take about 0.5; a reading pinned high or low suggests a sensor or circuit fault.",
        },
        {
          step: "Key on, engine off and fuel cap removed, back-probe the tank pressure sensor at the tank or canister: 5 V reference, its ground and the signal wire.",
          tools: ["Multimeter", "Back-probe pins"],
          expect:
            "Reference 4.8–5.1 V, ground under 0.1 V, and a mid-range signal with the cap off (typically 1.3–2.7 V depending on the make).",
        },
        {
          step: "Look for other codes on the same 5 V reference circuit in the wiring diagram.",
          tools: ["Scan tool", "Service information"],
          expect: "Several sensor codes together point to a shorted reference, not this sensor.",
        },
        {
          step: "Where the sensor is reachable, apply gentle pressure or vacuum with a hand pump.",
          tools: ["Hand vacuum/pressure pump"],
          expect: "The signal changes smoothly with pressure; a jump or dropout condemns the sensor.",
        },
      ],
      fix: "Replace the sensor (on many trucks it is on top of the tank, and some need the tank lowered) or repair the connector and wiring. Clear codes and confirm a near-zero reading with the cap off.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair the connector or wiring",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace an accessible sensor",
            partsLow: 40,
            partsHigh: 120,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace a tank-top sensor with the tank lowered",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.2,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a tank-top seal or rusted strap bolts found with the tank down, and fuel to refill a tank drained to lower it.",
      },
      verdict: "ok",
      verdictReason: "A sensor fault in the EVAP system does not affect safety or how the car drives.",
      codes: ["P0450", "P0451", "P0452", "P0453"],
      terms: ["fuel tank pressure sensor", "5 V reference", "EVAP monitor"],
      related: ["p0456-very-small-evap-leak", "p0446-p0449-evap-vent-valve"],
    },
    {
      slug: "o2-sensor-heater-circuit",
      title: "P0135, P0141, P0155 or P0161 oxygen sensor heater circuit fault",
      summary:
        "The heater that brings the oxygen sensor up to temperature drew the wrong current or none at all. Usually the sensor's internal heater has burned open; check the heater fuse and measure the heater before buying the sensor.",
      symptoms: [
        "Lamp on with normal driving",
        "Heater code names the sensor: P0135 is bank 1 sensor 1, P0141 is bank 1 sensor 2",
        "O2 heater monitor incomplete at inspection",
        "Several heater codes at once when a shared fuse has blown",
      ],
      symptomIds: ["cel-steady", "runs-normally", "emissions-fail"],
      causes: [
        {
          likelihood: "common",
          part: "Heater element open inside the oxygen sensor",
          why: "Heat cycles crack the ceramic heater, so the PCM sees no current when it switches the heater on.",
        },
        {
          likelihood: "occasional",
          part: "Blown heater fuse",
          why: "One shorted heater or harness blows a fuse that often feeds every O2 heater, and sometimes injectors or coils too.",
        },
        {
          likelihood: "occasional",
          part: "Wiring melted or rubbed against the exhaust",
          why: "A harness that sags onto the pipe burns through, opening or shorting the heater circuit.",
        },
        {
          likelihood: "rare",
          part: "Failed heater driver in the PCM",
          why: "The transistor that switches the heater ground can fail, usually after a shorted heater overloaded it.",
        },
      ],
      checks: [
        {
          step: "Check the O2 heater fuse with a test light or meter, not just by looking.",
          tools: ["Multimeter or test light"],
          expect: "A blown fuse with several heater codes means a short to find before fitting a new fuse.",
        },
        {
          step: "Unplug the O2 sensor and, at room temperature, measure the heater element across the heater pair (the two same-colored wires on many four-wire sensors).",
          tools: ["Multimeter"],
          expect:
            "Most narrow-band heaters read about 3–14 Ω cold; Toyota-type air-fuel sensor heaters about 1.8–3.4 Ω; OL condemns the sensor.",
        },
        {
          step: "Key on, check the harness side for heater feed voltage.",
          tools: ["Multimeter", "Back-probe pins"],
          expect: "About battery voltage on the feed pin; the PCM switches the other side to ground.",
        },
        {
          step: "Inspect the harness along the exhaust and transmission for melted insulation.",
          tools: ["Flashlight"],
          expect: "Shiny copper or a glazed, stiff harness near the pipe confirms heat damage.",
        },
      ],
      fix: "Replace the sensor with the correct type (narrow-band or air-fuel) using anti-seize only if the threads are not pre-coated, and torque to spec (about 30 ft-lb on most). Repair wiring and fit a new fuse. Clear codes; the heater monitor runs on the next cold start.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the fuse and repair the wiring",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          { name: "Replace the oxygen sensor", partsLow: 50, partsHigh: 250, laborHoursLow: 0.3, laborHoursHigh: 1.2 },
        ],
        excludes: "Estimate; OE air-fuel sensors cost more than narrow-band sensors; excludes diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason: "Heater faults slow warm-up fuel control a little but do not affect safety.",
      codes: ["P0135", "P0141", "P0155", "P0161", "P0030", "P0031", "P0032", "P0036", "P0037", "P0038"],
      terms: ["oxygen sensor heater", "bank 1 sensor 1", "air-fuel sensor"],
      related: ["p0133-p0153-o2-slow-response", "p2195-p2198-af-sensor-stuck", "readiness-monitors-not-ready"],
    },
    {
      slug: "p0133-p0153-o2-slow-response",
      title: "P0133 or P0153 upstream oxygen sensor slow response",
      summary:
        "The upstream sensor is switching too slowly between rich and lean. Age and contamination from oil, coolant or silicone are the usual reasons; confirm with a graph and find any contamination source before replacing it.",
      symptoms: [
        "Lamp with normal driving on a high-mileage engine",
        "Fuel economy down slightly",
        "Sensor graph looks lazy and rounded instead of sharp",
        "Often over 100,000 miles on the original sensor",
      ],
      symptomIds: ["cel-steady", "fuel-economy-drop", "runs-normally"],
      causes: [
        {
          likelihood: "common",
          part: "Aged upstream oxygen sensor",
          why: "The sensing element slowly loses its ability to react, stretching each rich-lean transition beyond the PCM's limit.",
        },
        {
          likelihood: "occasional",
          part: "Sensor contaminated by oil, coolant or silicone sealant",
          why: "Deposits coat the element and slow its reaction; coolant points to a head gasket and oil to worn rings or valve seals.",
        },
        {
          likelihood: "occasional",
          part: "Exhaust leak ahead of the sensor",
          why: "Outside air mixing at the sensor blurs the signal so it never swings fully rich.",
        },
        {
          likelihood: "rare",
          part: "High resistance in the signal ground",
          why: "A corroded ground offsets and dampens the signal the PCM reads.",
        },
      ],
      checks: [
        {
          step: "Warm the engine fully, hold 2,500 rpm and graph only the upstream sensor, counting switches and timing each lean-to-rich transition.",
          tools: ["Scan tool or lab scope"],
          expect:
            "A healthy narrow-band sensor swings from under 0.2 V to over 0.8 V with transitions under about 100 ms and several crossings per second.",
        },
        {
          step: "Add propane, then create a brief lean by pulling a small vacuum hose.",
          tools: ["Propane enrichment tool", "Lab scope"],
          expect: "The sensor should snap above 0.8 V rich and below 0.2 V lean; one that drifts mid-range is slow.",
        },
        {
          step: "Read the oxygen sensor response-time results in Mode $06.",
          tools: ["Scan tool with Mode $06"],
          expect: "Switch-time values past their limits confirm what the graph shows.",
        },
        {
          step: "Remove the sensor and inspect the tip.",
          tools: ["Oxygen sensor socket"],
          expect:
            "White or green chalky deposits suggest coolant or silicone; black oily deposits suggest oil burning; fix that source first.",
        },
      ],
      fix: "Replace the sensor, and repair any coolant or oil source that contaminated it. Use sensor-safe RTV on nearby gaskets. Clear codes and confirm the O2 monitor passes.",
      difficulty: 2,
      cost: {
        partsLow: 40,
        partsHigh: 200,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.2,
        excludes: "Estimate; excludes diagnosis, taxes and repair of any oil or coolant consumption.",
      },
      verdict: "ok",
      verdictReason: "A slow sensor costs a little fuel economy but is not a safety concern.",
      codes: ["P0133", "P0153"],
      terms: ["oxygen sensor", "cross counts", "Mode $06"],
      related: ["o2-sensor-heater-circuit", "p0131-p0134-upstream-o2-voltage", "p0420-catalyst-efficiency-bank-1"],
    },
    {
      slug: "p2195-p2198-af-sensor-stuck",
      title: "P2195 or P2196 air-fuel sensor signal stuck lean or rich (Toyota, Honda and others)",
      summary:
        "The front air-fuel sensor reports a lean or rich mixture the PCM cannot correct. On many Toyotas a real vacuum or exhaust leak sets P2195 as often as a failed sensor, so test the mixture before replacing the sensor.",
      symptoms: [
        "Lamp on, sometimes with P0171",
        "Fuel trims at or near their limit",
        "Air-fuel sensor reading pinned lean or rich in live data",
        "Car drives normally in most cases",
      ],
      symptomIds: ["cel-steady", "runs-normally", "fuel-economy-drop"],
      causes: [
        {
          likelihood: "common",
          part: "Worn air-fuel ratio sensor",
          why: "An aging wide-band sensor drifts and reports a mixture that is not there, so the PCM drives trims to the limit chasing it.",
        },
        {
          likelihood: "common",
          part: "Real lean condition from a vacuum, intake or exhaust leak",
          why: "The sensor is telling the truth; unmetered air or an exhaust leak ahead of it really does make the mixture lean.",
        },
        {
          likelihood: "occasional",
          part: "Damaged sensor harness or connector",
          why: "The small signal current of a wide-band sensor is easily upset by a chafed wire or corroded pin.",
        },
        {
          likelihood: "rare",
          part: "PCM sensor circuit fault",
          why: "The pump-current circuit for the sensor can fail inside the PCM, usually after a wiring short.",
        },
      ],
      checks: [
        {
          step: "Read the sensor in live data: Toyota scales it near 3.3 V at stoichiometric (higher is leaner); many others show lambda 1.00 or 0 mA.",
          tools: ["Scan tool"],
          expect:
            "A reading pinned lean (above about 3.8 V on Toyota scaling or lambda over 1.1) with trims maxed confirms the complaint.",
        },
        {
          step: "Command a rich change (Toyota's +25% injection-volume active test) or add propane.",
          tools: ["Enhanced scan tool", "Propane enrichment tool"],
          expect:
            "A working sensor swings rich within a second or two; no response means the sensor or circuit is bad.",
        },
        {
          step: "Smoke-test the intake and check for exhaust leaks ahead of the sensor.",
          tools: ["Smoke machine", "Flashlight"],
          expect: "Any leak found must be fixed before condemning the sensor.",
        },
        {
          step: "Check MAF airflow at idle and 2,500 rpm.",
          tools: ["Scan tool"],
          expect: "Airflow in line with engine size; an under-reading MAF creates a real lean mixture.",
        },
      ],
      fix: "Fix the leak if one was found; otherwise replace the air-fuel sensor with an OE-type (Denso or NTK) part, not a universal splice-in. Reset trims and confirm lambda near 1.00 at idle and cruise.",
      difficulty: 2,
      cost: {
        partsLow: 60,
        partsHigh: 350,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes: "Estimate; excludes diagnosis, taxes and repair of any intake or exhaust leak found.",
      },
      verdict: "ok",
      verdictReason: "Drivable; a real lean condition should still be fixed before it causes misfires.",
      codes: ["P2195", "P2196", "P2197", "P2198", "P0171"],
      terms: ["air-fuel ratio sensor", "wide-band sensor", "lambda", "active test"],
      related: ["p0171-lean-bank-1", "o2-sensor-heater-circuit", "p0101-maf-range-performance"],
      commonOn: [{ make: "toyota" }, { make: "lexus" }, { make: "honda" }],
    },
    {
      slug: "p0136-p0140-downstream-o2-sensor",
      title: "P0136–P0140 downstream oxygen sensor (bank 1 sensor 2) codes",
      summary:
        "The sensor behind the catalytic converter is stuck low, stuck high, slow or silent. Check for exhaust leaks near it and for melted wiring first; a sensor stuck near 0.05 V with no leak is usually simply worn out.",
      symptoms: [
        "Lamp with normal driving",
        "Downstream sensor flat in live data",
        "May appear alongside P0420",
        "P0156–P0160 are the same faults on bank 2",
      ],
      symptomIds: ["cel-steady", "runs-normally", "emissions-fail"],
      causes: [
        {
          likelihood: "common",
          part: "Worn downstream oxygen sensor",
          why: "Age and heat leave the element unable to generate voltage, so the signal sits near zero or never moves.",
        },
        {
          likelihood: "occasional",
          part: "Exhaust leak ahead of the rear sensor (P0137)",
          why: "Outside air keeps the sensor reading lean, holding the voltage unusually low.",
        },
        {
          likelihood: "occasional",
          part: "Signal wire shorted to the heater feed (P0138)",
          why: "Melted insulation or an internal failure puts heater voltage on the signal, reading well above 1 V.",
        },
        {
          likelihood: "rare",
          part: "Engine running rich enough to hold the rear sensor high",
          why: "A leaking injector or purge fault can overwhelm the converter and pin the rear sensor rich.",
        },
      ],
      checks: [
        {
          step: "Graph the rear sensor at a steady 2,500 rpm, fully warm.",
          tools: ["Scan tool"],
          expect: "A steady 0.5–0.8 V is normal; stuck near 0.05 V (P0137) or over 1.0 V (P0138) is not.",
        },
        {
          step: "Snap the throttle or add propane, then coast down with your foot off the pedal.",
          tools: ["Scan tool", "Propane enrichment tool"],
          expect:
            "Voltage rises above 0.8 V on enrichment and falls below 0.2 V during deceleration fuel cut; no movement fits P0140.",
        },
        {
          step: "Unplug the sensor and measure the harness signal pin to ground, key on.",
          tools: ["Multimeter"],
          expect:
            "A bias of about 0.45 V on many systems (GM uses 450 mV); over 1 V on the harness side means a short to voltage.",
        },
        {
          step: "Inspect for exhaust leaks and melted wiring from the converter to the sensor.",
          tools: ["Flashlight"],
          expect: "No soot trails or damaged insulation; repair any found before replacing the sensor.",
        },
      ],
      fix: "Replace the sensor (torque to spec, anti-seize on the threads if not pre-coated), repair the wiring or fix the leak. Clear codes and drive to let the O2 and catalyst monitors run.",
      difficulty: 2,
      cost: {
        partsLow: 30,
        partsHigh: 180,
        laborHoursLow: 0.3,
        laborHoursHigh: 1.2,
        excludes: "Estimate; seized sensors in rusty pipes add time; excludes diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason: "The rear sensor only monitors the converter; the car is safe to drive.",
      codes: ["P0136", "P0137", "P0138", "P0139", "P0140", "P0156", "P0157", "P0158", "P0159", "P0160"],
      terms: ["downstream oxygen sensor", "bias voltage", "deceleration fuel cut"],
      related: ["p0420-catalyst-efficiency-bank-1", "p2096-p2097-post-catalyst-fuel-trim", "o2-sensor-heater-circuit"],
    },
    {
      slug: "p0131-p0134-upstream-o2-voltage",
      title: "P0131, P0132 or P0134 upstream oxygen sensor voltage low, high or inactive",
      summary:
        "The upstream sensor's voltage is stuck low, stuck high or not moving. Separate a real lean or rich mixture from a sensor or wiring fault by checking whether the sensor responds to propane and to a brief vacuum leak.",
      symptoms: [
        "Lamp with a sensor voltage code",
        "Fuel economy worse and idle slightly uneven",
        "Sensor voltage flat in live data",
        "PCM may run open loop, ignoring the sensor",
      ],
      symptomIds: ["cel-steady", "fuel-economy-drop", "misfire-rough-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Failed upstream oxygen sensor",
          why: "A dead element produces no voltage (P0134) or sticks at one extreme.",
        },
        {
          likelihood: "common",
          part: "Real lean (P0131) or rich (P0132) mixture",
          why: "A large vacuum leak holds the sensor low and a leaking injector holds it high; the sensor is reporting the truth.",
        },
        {
          likelihood: "occasional",
          part: "Signal shorted to heater voltage or to ground",
          why: "Chafed or melted wiring forces the signal high or low regardless of the mixture.",
        },
        {
          likelihood: "rare",
          part: "Poor sensor ground on shell-grounded designs",
          why: "Some older one- and three-wire sensors ground through the exhaust; rust at the threads shifts the signal.",
        },
      ],
      checks: [
        {
          step: "Read the sensor voltage and short-term trim at idle and 2,500 rpm.",
          tools: ["Scan tool"],
          expect:
            "A low sensor with strongly positive trims suggests a real lean; a flat 0.45 V with trims near zero suggests an inactive sensor (open loop).",
        },
        {
          step: "Add propane, then pull a small vacuum hose briefly, watching the sensor.",
          tools: ["Propane enrichment tool", "Scan tool"],
          expect:
            "Rises above 0.8 V on propane and drops below 0.2 V on the leak; no response condemns the sensor or circuit.",
        },
        {
          step: "Unplug the sensor and check the harness signal for voltage or a short to ground.",
          tools: ["Multimeter"],
          expect: "Bias near 0.45 V on many systems; 0 V or battery voltage indicates a wiring fault.",
        },
        {
          step: "Inspect the harness near the exhaust and the sensor's threads.",
          tools: ["Flashlight"],
          expect: "Intact insulation and clean threads; any damage is repaired before a new sensor goes in.",
        },
      ],
      fix: "Repair the real lean or rich cause, the wiring, or replace the sensor. Clear codes, reset fuel trims and confirm the sensor switching normally in closed loop.",
      difficulty: 2,
      cost: {
        partsLow: 40,
        partsHigh: 250,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes: "Estimate; excludes diagnosis, taxes and repair of an underlying fuel or vacuum fault.",
      },
      verdict: "ok",
      verdictReason: "Drivable; fuel control is less precise until fixed, so expect lower mileage.",
      codes: ["P0130", "P0131", "P0132", "P0134", "P0150", "P0151", "P0152", "P0154"],
      terms: ["oxygen sensor", "open loop", "closed loop"],
      related: [
        "p0133-p0153-o2-slow-response",
        "o2-sensor-heater-circuit",
        "p0171-lean-bank-1",
        "p0172-p0175-system-too-rich",
      ],
    },
    {
      slug: "p0101-maf-range-performance",
      title: "P0101 mass airflow (MAF) sensor range or performance problem",
      summary:
        "The MAF reading does not agree with what the PCM expects from throttle angle, rpm and manifold pressure. An oily or dusty sensor, a cracked intake boot or a clogged air filter is more likely than a dead sensor; inspect and test before replacing it.",
      symptoms: [
        "Hesitation or flat spot when accelerating",
        "Lean codes stored alongside P0101",
        "Occasional stall when coming to a stop",
        "Less power at full throttle than before",
      ],
      symptomIds: ["low-power-limp", "cel-steady", "hard-start-stall", "fuel-economy-drop"],
      causes: [
        {
          likelihood: "common",
          part: "Contaminated MAF sensing element",
          why: "Oil from over-oiled cotton filters or fine dust coats the hot wire or film, so it reports less air than actually flows.",
        },
        {
          likelihood: "common",
          part: "Cracked intake boot after the MAF",
          why: "Air leaking in downstream of the sensor makes its reading disagree with MAP and throttle position.",
        },
        {
          likelihood: "occasional",
          part: "Restricted air filter or debris on the MAF screen",
          why: "A plugged filter or leaves on the inlet screen disturb the airflow pattern across the sensing element.",
        },
        {
          likelihood: "rare",
          part: "Aftermarket intake that changes airflow past the sensor",
          why: "A different tube diameter or sensor position skews the reading the PCM was calibrated for.",
        },
      ],
      checks: [
        {
          step: "Inspect the air filter, the MAF inlet screen and the duct between the MAF and the throttle body.",
          tools: ["Flashlight"],
          expect: "A clean filter, clear screen and uncracked boot; an oily filter or debris explains the code.",
        },
        {
          step: "With the engine fully warm and accessories off, read MAF grams per second at idle and compare with the engine's displacement.",
          tools: ["Scan tool"],
          expect:
            "About 2–3 g/s for a 2.0 L and 4–6 g/s for a 5.0 L at warm idle; far off in either direction suggests the sensor.",
        },
        {
          step: "Record peak airflow during a full-throttle run to redline in second or third gear, where safe and legal.",
          tools: ["Scan tool with recording"],
          expect:
            "Peak g/s roughly 0.75–0.85 times rated horsepower on a healthy naturally aspirated engine; much less with normal trims points to an under-reading MAF.",
        },
        {
          step: "Clean the element with MAF-specific cleaner, let it dry completely, and retest.",
          tools: ["MAF sensor cleaner"],
          expect: "Readings and trims returning to normal confirm contamination; no change means replacement.",
        },
      ],
      fix: "Clean or replace the MAF (OE-supplier part), replace the air filter or cracked boot, and go lighter on oil when servicing cotton filters. Clear codes and reset fuel trims.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean the MAF and replace the filter or boot",
            partsLow: 10,
            partsHigh: 80,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace the MAF with an OE-supplier part",
            partsLow: 120,
            partsHigh: 350,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a PCV hose or vacuum leak downstream of the sensor, and an air filter housing whose clips let dirt past.",
      },
      verdict: "careful",
      verdictReason: "Hesitation or a stall while merging can be dangerous; drive gently until the MAF is sorted out.",
      codes: ["P0101", "P0171", "P0174"],
      terms: ["MAF sensor", "grams per second", "intake boot"],
      related: ["p0102-p0103-maf-circuit", "p0171-p0174-lean-both-banks", "p0171-lean-bank-1"],
    },
    {
      slug: "p0102-p0103-maf-circuit",
      title: "P0102 or P0103 MAF sensor circuit low or high input",
      summary:
        "The MAF signal is outside its electrical range: too low usually means an unplugged connector, an open wire or a dead sensor, too high a short or a bad ground. Test power, ground and signal at the connector before replacing the sensor.",
      symptoms: [
        "Engine starts and stalls, or idles roughly and hesitates",
        "Lamp comes on immediately rather than after a few trips",
        "Happened right after an air filter change on some cars",
        "PCM runs on a substitute airflow value, so power feels flat",
      ],
      symptomIds: ["hard-start-stall", "low-power-limp", "cel-steady"],
      causes: [
        {
          likelihood: "common",
          part: "MAF connector loose or unplugged after air filter service",
          why: "An open signal or feed reads as zero airflow and sets the low-input code at once.",
        },
        {
          likelihood: "occasional",
          part: "Failed MAF sensor electronics",
          why: "The internal circuit dies and outputs a fixed low or high signal.",
        },
        {
          likelihood: "occasional",
          part: "Open power feed fuse or poor ground",
          why: "Without 12 V or a good ground the sensor cannot produce a valid signal.",
        },
        {
          likelihood: "rare",
          part: "Signal wire shorted to voltage",
          why: "A chafed signal wire touching a powered circuit forces the input high.",
        },
      ],
      checks: [
        {
          step: "Check that the MAF connector is fully latched and the pins are clean.",
          tools: ["Flashlight"],
          expect: "A fully seated, clean connector; a loose one is often the whole problem.",
        },
        {
          step: "Back-probe the MAF feed and ground with the key on.",
          tools: ["Multimeter", "Back-probe pins"],
          expect: "Battery voltage on the feed and under 0.1 V on the ground with the engine running.",
        },
        {
          step: "Measure the signal at warm idle and while raising rpm.",
          tools: ["Multimeter or lab scope"],
          expect:
            "Analog sensors typically read 0.5–1.2 V at warm idle and rise smoothly past 4 V at full throttle; GM and some others use a frequency signal measured in Hz.",
        },
        {
          step: "Wiggle the harness while watching the MAF PID.",
          tools: ["Scan tool"],
          expect: "No dropouts or spikes; a jump when the wire moves locates the fault.",
        },
      ],
      fix: "Reconnect or repair the connector or wiring, replace the fuse, or replace the MAF. Clear codes and confirm normal airflow readings at idle and under load.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Reconnect or repair the MAF connector or fuse",
            partsLow: 0,
            partsHigh: 30,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          { name: "Replace the MAF sensor", partsLow: 120, partsHigh: 350, laborHoursLow: 0.3, laborHoursHigh: 0.6 },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a harness chafed between the MAF and PCM, and a shorted component sharing the MAF's fused feed.",
      },
      verdict: "careful",
      verdictReason: "Stalling and weak acceleration make merging risky; repair before highway driving.",
      codes: ["P0100", "P0102", "P0103", "P0104"],
      terms: ["MAF sensor", "back-probing", "frequency signal"],
      related: ["p0101-maf-range-performance", "p0171-p0174-lean-both-banks", "p0112-p0113-iat-sensor"],
    },
    {
      slug: "p0106-p0108-map-sensor",
      title: "P0106, P0107 or P0108 MAP sensor range or circuit fault",
      summary:
        "The manifold absolute pressure signal is implausible, stuck low or stuck high. A cracked or plugged vacuum hose to a remote sensor is common; compare the key-on reading with barometric pressure, then test at idle.",
      symptoms: [
        "Rough idle, hesitation or black smoke on engines without a MAF",
        "Poor fuel economy and a fuel smell",
        "Lamp on, sometimes with lean or rich codes",
        "Surging at steady throttle",
      ],
      symptomIds: ["misfire-rough-idle", "fuel-economy-drop", "cel-steady", "low-power-limp"],
      causes: [
        {
          likelihood: "common",
          part: "Cracked, loose or plugged vacuum hose to the sensor",
          why: "The sensor reads the pressure in its hose, not the manifold, so a leak or blockage gives a false reading.",
        },
        {
          likelihood: "occasional",
          part: "Failed MAP sensor",
          why: "A drifting element reports the wrong pressure; on speed-density engines such as the Chrysler 3.6 Pentastar and 5.7 Hemi, which have no MAF, fueling goes wrong directly.",
        },
        {
          likelihood: "occasional",
          part: "5 V reference or ground fault",
          why: "A sagging reference scales the signal down, and an open ground pushes it to the top of its range.",
        },
        {
          likelihood: "rare",
          part: "Real low engine vacuum",
          why: "A restricted exhaust or badly retarded cam timing lowers vacuum, and the PCM flags a correct reading as implausible.",
        },
      ],
      checks: [
        {
          step: "Key on, engine off, compare the MAP reading with barometric pressure.",
          tools: ["Scan tool"],
          expect:
            "About 100 kPa (29.9 inHg) at sea level and about 84 kPa at 5,000 ft; a 1-bar sensor near 4.5 V at sea level.",
        },
        {
          step: "Start the engine and read MAP at warm idle.",
          tools: ["Scan tool"],
          expect:
            "About 25–40 kPa (roughly 1.0–1.5 V on a 1-bar sensor); a snap of the throttle should swing it toward barometric and back.",
        },
        {
          step: "Check engine vacuum at the manifold with a gauge.",
          tools: ["Vacuum gauge"],
          expect:
            "A steady 17–21 inHg at idle; if the gauge is normal but MAP is not, the sensor or its hose is at fault.",
        },
        {
          step: "Apply vacuum to the sensor with a hand pump while watching the reading.",
          tools: ["Hand vacuum pump", "Scan tool"],
          expect: "The reading falls smoothly as vacuum rises; a jump or no change condemns the sensor.",
        },
      ],
      fix: "Replace the hose or the sensor (with a new grommet or O-ring), or repair the reference or ground. Clear codes and confirm key-on and idle readings are in range.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace a cracked vacuum hose or grommet",
            partsLow: 5,
            partsHigh: 30,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          { name: "Replace the MAP sensor", partsLow: 40, partsHigh: 180, laborHoursLow: 0.3, laborHoursHigh: 1 },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and repair of real low-vacuum causes.",
      },
      verdict: "ok",
      verdictReason:
        "Usually drivable with poorer mileage; a speed-density engine that stalls or floods needs attention sooner.",
      codes: ["P0105", "P0106", "P0107", "P0108", "P0069"],
      terms: ["MAP sensor", "barometric pressure", "speed density", "kPa"],
      related: ["p0101-maf-range-performance", "p0172-p0175-system-too-rich", "p0505-p0507-idle-control"],
      commonOn: [
        {
          make: "chrysler",
          engines: [
            { name: "3.6L Pentastar V6", liters: 3.6 },
            { name: "5.7L Hemi V8", liters: 5.7 },
          ],
        },
        {
          make: "dodge",
          engines: [
            { name: "3.6L Pentastar V6", liters: 3.6 },
            { name: "5.7L Hemi V8", liters: 5.7 },
          ],
        },
        {
          make: "jeep",
          engines: [
            { name: "3.6L Pentastar V6", liters: 3.6 },
            { name: "5.7L Hemi V8", liters: 5.7 },
          ],
        },
        {
          make: "ram",
          engines: [
            { name: "3.6L Pentastar V6", liters: 3.6 },
            { name: "5.7L Hemi V8", liters: 5.7 },
          ],
        },
      ],
    },
    {
      slug: "p0112-p0113-iat-sensor",
      title: "P0112 or P0113 intake air temperature sensor circuit low or high",
      summary:
        "The IAT sensor reports an impossible temperature: P0113 (high input) is usually an unplugged or open sensor reading about −40 °F, P0112 a short reading far too hot. On many cars the IAT is built into the MAF, so check the plug and the reading first.",
      symptoms: [
        "Lamp on, often right after an air filter change or aftermarket intake install",
        "IAT reads −40 °F or around 300 °F in live data",
        "Slightly rough cold starts",
        "Small change in fuel economy",
      ],
      symptomIds: ["cel-steady", "runs-normally", "hard-start-stall"],
      causes: [
        {
          likelihood: "common",
          part: "Connector unplugged or loose after intake service",
          why: "An open circuit reads as the coldest possible temperature and sets the high-input code.",
        },
        {
          likelihood: "occasional",
          part: "Failed IAT element",
          why: "The thermistor opens or shorts internally, fixing the reading at one extreme.",
        },
        {
          likelihood: "occasional",
          part: "Sensor left hanging after an aftermarket intake",
          why: "A relocated sensor that lost its grommet or wiring pulled tight fails or reads heat from the engine.",
        },
        {
          likelihood: "rare",
          part: "Signal wire shorted to ground",
          why: "A chafed wire grounding the signal reads as extreme heat (P0112).",
        },
      ],
      checks: [
        {
          step: "After an overnight cold soak, compare IAT, coolant temperature and ambient before starting.",
          tools: ["Scan tool"],
          expect: "All within about 5–10 °F of each other; an IAT far off points to the sensor or circuit.",
        },
        {
          step: "Unplug the sensor with the key on and watch the reading.",
          tools: ["Scan tool"],
          expect:
            "The reading goes to about −40 °F, proving the PCM and wiring see an open; then jumper signal to ground and it should read very hot.",
        },
        {
          step: "Unplug the IAT sensor (in the MAF or the intake duct) and measure across its two pins at a known air temperature.",
          tools: ["Multimeter"],
          expect:
            "Near 68 °F GM, Toyota and Honda IAT thermistors read about 2–4 kΩ (Ford's about 35–40 kΩ; typical, confirm in the service information) and drop as a heat gun warms them; OL is an open (the P0113 side), near 0 Ω a short (the P0112 side).",
        },
      ],
      fix: "Reconnect or repair the connector, or replace the sensor (or the MAF assembly where the IAT is integrated). Clear codes and verify the reading follows ambient.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Repair the connector or replace the IAT sensor",
            partsLow: 15,
            partsHigh: 60,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Replace the MAF with integrated IAT",
            partsLow: 120,
            partsHigh: 250,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a harness chafed on the air box, and a PCM whose sensor ground or reference circuit has failed internally.",
      },
      verdict: "ok",
      verdictReason: "The PCM substitutes a default temperature, so the car drives normally.",
      codes: ["P0110", "P0111", "P0112", "P0113"],
      terms: ["IAT sensor", "thermistor", "cold soak"],
      related: ["p0102-p0103-maf-circuit", "p0117-p0118-ect-sensor"],
    },
    {
      slug: "p0117-p0118-ect-sensor",
      title: "P0117 or P0118 engine coolant temperature sensor circuit",
      summary:
        "The coolant temperature signal is shorted (reads hot, P0117) or open (reads cold, P0118). Radiator fans usually run full-time as a fail-safe; check the connector and wiring at the sensor before replacing it.",
      symptoms: [
        "Radiator fans run all the time, even on a cold engine",
        "Hard starting and black smoke, or a rough cold idle",
        "Temperature gauge pinned cold or hot on cars that share the sensor",
        "Fuel economy worse",
      ],
      symptomIds: ["hard-start-stall", "cel-steady", "fuel-economy-drop", "cold-engine-weak-heat"],
      causes: [
        {
          likelihood: "common",
          part: "Failed coolant temperature sensor",
          why: "The thermistor opens or shorts internally and reports −40 °F or a boiling engine regardless of the real temperature.",
        },
        {
          likelihood: "common",
          part: "Connector brittle, broken or corroded",
          why: "Heat makes the plastic lock crack, and a loose or green pin opens the circuit.",
        },
        {
          likelihood: "occasional",
          part: "Wiring chafed or shorted near the sensor",
          why: "A grounded signal wire reads hot and an open one reads cold.",
        },
        {
          likelihood: "rare",
          part: "Low coolant leaving the sensor in steam or air (P0116)",
          why: "A sensor surrounded by steam reads erratically and fails the range check.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, check the coolant level at the reservoir, never by opening a hot radiator cap.",
          tools: [],
          expect: "Full to the cold mark; low coolant must be found and fixed first.",
        },
        {
          step: "Read the ECT PID against an infrared reading at the thermostat housing twice: after an overnight cold soak, and again once fully warm.",
          tools: ["Scan tool", "Infrared thermometer"],
          expect: "Within about 10 °F of each other; a reading of −40 °F or about 280–300 °F is a circuit fault.",
        },
        {
          step: "Unplug the sensor with the key on, then jumper the harness signal to ground.",
          tools: ["Fused jumper lead", "Scan tool"],
          expect:
            "Open reads about −40 °F and jumpered reads maximum; if the PCM sees both, the wiring is good and the sensor is at fault.",
        },
        {
          step: "Measure sensor resistance against the maker's table.",
          tools: ["Multimeter"],
          expect: "Common GM-style sensors read about 3.5 kΩ at 68 °F and about 180–250 Ω at 195–212 °F.",
        },
      ],
      fix: "Replace the sensor with a new seal and the connector pigtail if the lock is broken, top up with the specified coolant and bleed air from the system. Clear codes and confirm fans shut off on a cold engine.",
      difficulty: 2,
      cost: {
        partsLow: 15,
        partsHigh: 90,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.2,
        excludes: "Estimate; excludes diagnosis, taxes and a coolant flush if the old coolant is due.",
      },
      verdict: "careful",
      verdictReason:
        "With a false temperature reading you may get no warning before the engine overheats; keep trips short and watch for steam.",
      codes: ["P0115", "P0116", "P0117", "P0118"],
      terms: ["ECT sensor", "thermistor", "fail-safe mode"],
      related: ["p0128-coolant-below-thermostat-temp", "p0112-p0113-iat-sensor", "p0172-p0175-system-too-rich"],
    },
    {
      slug: "p0128-coolant-below-thermostat-temp",
      title: "P0128 coolant temperature below thermostat regulating temperature",
      summary:
        "The engine takes too long to reach operating temperature, almost always because the thermostat is stuck partly open. Replace it with the correct-temperature OE-style part, then check the coolant sensor reading if the code returns.",
      symptoms: [
        "Temperature gauge reads low or drops on the highway",
        "Heater blows lukewarm air in cold weather",
        "Fuel economy falls off in winter",
        "Code appears mostly in cold months",
      ],
      symptomIds: ["cold-engine-weak-heat", "cel-steady", "fuel-economy-drop"],
      causes: [
        {
          likelihood: "common",
          part: "Thermostat stuck partly open",
          why: "Coolant flows through the radiator from a cold start, so the engine cannot reach regulating temperature in the time the PCM allows.",
        },
        {
          likelihood: "occasional",
          part: "Coolant temperature sensor reading low",
          why: "A biased sensor reports 20–30 °F below reality, which looks like a slow warm-up.",
        },
        {
          likelihood: "occasional",
          part: "Cooling fan running constantly",
          why: "A stuck fan relay or control module overcools the engine, especially in winter.",
        },
        {
          likelihood: "rare",
          part: "Wrong thermostat or low coolant",
          why: "A lower-temperature aftermarket thermostat or air in the system keeps the sensor reading cool.",
        },
      ],
      checks: [
        {
          step: "From a cold start, watch the coolant temperature PID at idle and then on a drive.",
          tools: ["Scan tool"],
          expect:
            "Most engines reach 190–205 °F within 10–15 minutes of driving; stalling around 150–170 °F on the highway points to the thermostat.",
        },
        {
          step: "While the engine warms, feel or read the upper radiator hose.",
          tools: ["Infrared thermometer"],
          expect:
            "The hose stays cool until the thermostat opens near its rating (often 180–203 °F); a hose warming from the start means coolant is bypassing.",
        },
        {
          step: "Once the fan has cycled, shoot the thermostat housing beside the ECT sensor with an infrared thermometer and read the coolant PID at the same moment.",
          tools: ["Infrared thermometer", "Scan tool"],
          expect: "Within about 10 °F; a PID far below the housing indicates a biased sensor.",
        },
        {
          step: "Check whether the radiator fans run on a cold engine with A/C off.",
          tools: [],
          expect: "Fans off when cold; fans that run constantly point to a relay or fan module.",
        },
      ],
      fix: "Replace the thermostat (with its housing where integrated, as on many GM, VW and BMW engines), refill with the specified coolant and bleed air by the maker's procedure. Clear the code and confirm normal warm-up on a drive.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the thermostat and bleed the system",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace an integrated housing or buried thermostat",
            partsLow: 100,
            partsHigh: 350,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a coolant temperature sensor that still reads low afterward, and a full coolant flush if the old coolant is spent.",
      },
      verdict: "ok",
      verdictReason: "An engine running cool is not in danger; the main costs are fuel economy and a weak heater.",
      codes: ["P0128", "P0125", "P0126"],
      terms: ["thermostat", "regulating temperature", "coolant bleeding"],
      related: [
        "p0117-p0118-ect-sensor",
        "cooling-system/heated-thermostat-circuit-fault",
        "readiness-monitors-not-ready",
        "cooling-system/thermostat-stuck-open",
      ],
    },
    {
      slug: "p0121-p0123-throttle-position-sensor",
      title: "P0121, P0122 or P0123 throttle position sensor A range or circuit fault",
      summary:
        "The throttle position signal is out of range or does not match other inputs. On cable-throttle vehicles the sensor is a replaceable part; on electronic throttles it is inside the throttle body. Sweep the signal for dropouts before buying parts.",
      symptoms: [
        "Hesitation or bucking at a particular pedal position",
        "Idle surging or hanging high",
        "Erratic automatic transmission shifts, since the TCM uses throttle position",
        "Reduced-power mode on electronic throttles",
      ],
      symptomIds: ["low-power-limp", "shift-problems", "misfire-rough-idle", "cel-steady"],
      causes: [
        {
          likelihood: "common",
          part: "Worn resistive track in the throttle position sensor",
          why: "A dead spot worn where the throttle sits most often makes the signal drop out at that angle.",
        },
        {
          likelihood: "occasional",
          part: "Corroded connector or spread terminal",
          why: "A poor contact adds resistance and makes the signal jump when the engine vibrates.",
        },
        {
          likelihood: "occasional",
          part: "5 V reference shorted by another sensor",
          why: "A shared reference pulled low shifts every sensor on it and sets codes across circuits.",
        },
        {
          likelihood: "rare",
          part: "Sensor misadjusted after throttle body work",
          why: "On older adjustable sensors the closed-throttle voltage ends up outside the learned window.",
        },
      ],
      checks: [
        {
          step: "Read TP percent and voltage at closed throttle and wide open, key on engine off.",
          tools: ["Scan tool"],
          expect: "About 0.5–1.0 V closed and about 4.5 V wide open on most sensors.",
        },
        {
          step: "Sweep the throttle slowly while watching the signal on a scope or graphing meter.",
          tools: ["Lab scope or graphing multimeter"],
          expect: "A smooth ramp with no dropouts or spikes; a glitch at one angle condemns the sensor.",
        },
        {
          step: "Back-probe the reference and ground at the sensor.",
          tools: ["Multimeter", "Back-probe pins"],
          expect: "4.8–5.1 V reference and under 0.1 V on the ground.",
        },
        {
          step: "Wiggle the harness and connector while watching the reading.",
          tools: ["Scan tool"],
          expect: "No change; a jump points to the connector or wiring.",
        },
      ],
      fix: "Replace the sensor (or the throttle body on electronic throttles), or repair the connector or reference short. Run the idle or throttle relearn the maker specifies, clear codes and road-test.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Repair the connector or reference circuit",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the throttle position sensor",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace the electronic throttle body",
            partsLow: 200,
            partsHigh: 500,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, an accelerator pedal sensor shorting the shared 5 V reference, and a PCM if that reference fails inside it.",
      },
      verdict: "careful",
      verdictReason: "Surging or sudden reduced power can surprise you in traffic; drive gently to a shop.",
      codes: ["P0120", "P0121", "P0122", "P0123", "P0222", "P0223"],
      terms: ["throttle position sensor", "5 V reference", "dropout"],
      related: [
        "p2135-throttle-sensor-correlation",
        "p2122-p2138-accelerator-pedal-sensor",
        "p0505-p0507-idle-control",
      ],
    },
    {
      slug: "p2122-p2138-accelerator-pedal-sensor",
      title: "P2122, P2127 or P2138 accelerator pedal position sensor fault",
      summary:
        "The two signals from the accelerator pedal sensor disagree or drop out, so the PCM limits power. Usually the pedal assembly or its connector is at fault; watch both tracks with a scan tool while slowly pressing the pedal.",
      symptoms: [
        "Pedal does little or nothing; the engine stays near idle",
        "Reduced Engine Power message (GM), wrench lamp (Ford) or ETC lamp (Chrysler)",
        "Problem comes and goes, often clearing after a restart",
        "Lamp on with pedal-sensor codes",
      ],
      symptomIds: ["low-power-limp", "cel-steady"],
      causes: [
        {
          likelihood: "common",
          part: "Worn accelerator pedal position sensor",
          why: "Worn tracks inside the pedal assembly make one signal drop out or drift away from the other.",
        },
        {
          likelihood: "occasional",
          part: "Connector at the pedal loose or corroded",
          why: "Floor moisture and foot traffic near the pedal disturb its connector.",
        },
        {
          likelihood: "occasional",
          part: "5 V reference fault on one track",
          why: "Each track has its own reference; a short on one makes that signal low and the two disagree.",
        },
        {
          likelihood: "rare",
          part: "Aftermarket throttle controller plugged in at the pedal",
          why: "A plug-in pedal booster that fails sends signals the PCM rejects.",
        },
      ],
      checks: [
        {
          step: "Key on, engine off, graph APP sensor 1 and 2 while pressing the pedal slowly.",
          tools: ["Scan tool"],
          expect:
            "Both rise smoothly with a fixed relationship, often sensor 2 at about half of sensor 1; a flat spot or jump condemns the pedal.",
        },
        {
          step: "Back-probe both references and grounds at the pedal.",
          tools: ["Multimeter", "Back-probe pins"],
          expect:
            "Both pedal-track references at 4.8–5.1 V and both grounds under 0.1 V key on; a reference pulled low on one track only points to a short in that track's sensor or wiring.",
        },
        {
          step: "Wiggle the harness at the pedal with the key on while watching both signals.",
          tools: ["Scan tool"],
          expect: "No movement in the readings; a change locates a connector or wire fault.",
        },
        {
          step: "Check for any aftermarket throttle module between the pedal and its harness.",
          tools: ["Flashlight"],
          expect: "Remove it and retest; a clear fault after removal names the module.",
        },
      ],
      fix: "Replace the pedal assembly or repair the connector or reference short. Some makers need a relearn: Nissan, for example, requires accelerator pedal released position learning and throttle valve closed position learning. Clear codes and road-test.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Repair the pedal connector or reference short",
            partsLow: 10,
            partsHigh: 50,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the pedal assembly and relearn",
            partsLow: 80,
            partsHigh: 300,
            laborHoursLow: 0.3,
            laborHoursHigh: 1.2,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a throttle body or other sensor pulling down the shared 5 V reference, and dealer-only pedal pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Power can drop to near idle without warning, which is dangerous when merging or crossing traffic; drive only to a shop.",
      codes: ["P2122", "P2123", "P2127", "P2128", "P2138"],
      terms: ["accelerator pedal position sensor", "drive-by-wire", "reduced power mode"],
      related: ["p2135-throttle-sensor-correlation", "p0121-p0123-throttle-position-sensor"],
    },
    {
      slug: "p0401-egr-flow-insufficient",
      title: "P0401 exhaust gas recirculation flow insufficient",
      summary:
        "The PCM opened the EGR valve and saw too little change in manifold pressure or the DPFE reading. Carbon-choked passages are the usual cause on older Hondas and GM V6s, and the DPFE sensor and hoses on Fords; clean and test before replacing parts.",
      symptoms: [
        "Lamp on with normal driving",
        "Pinging under load, especially climbing hills",
        "Fails a NOx test on states that use a loaded dynamometer test",
        "Code returns days after clearing",
      ],
      symptomIds: ["cel-steady", "knock-rattle", "emissions-fail", "runs-normally"],
      causes: [
        {
          likelihood: "common",
          part: "Carbon-clogged EGR passages or ports",
          why: "Hard carbon plugs the small ports that feed each cylinder, as on the 1998–2002 Honda Accord, so exhaust cannot flow even with the valve open.",
        },
        {
          likelihood: "occasional",
          part: "EGR valve stuck closed",
          why: "Carbon on the pintle or a failed diaphragm keeps the valve shut when commanded open; 3800-series GM V6s are known for it.",
        },
        {
          likelihood: "occasional",
          part: "Ford DPFE sensor or its rubber hoses",
          why: "A cracked or carbon-plugged hose, or a failed sensor, reports no pressure difference, so the PCM thinks nothing flows.",
        },
        {
          likelihood: "rare",
          part: "Vacuum supply or control solenoid on older valves",
          why: "Without vacuum the diaphragm valve never opens.",
        },
      ],
      checks: [
        {
          step: "At a warm idle, open the EGR valve by hand (vacuum type) or command it open with a scan tool.",
          tools: ["Hand vacuum pump", "Bidirectional scan tool"],
          expect: "The idle should stumble hard or nearly stall and MAP rise a few kPa; no change means no flow.",
        },
        {
          step: "On vacuum-operated valves, apply 15–20 inHg and watch it hold.",
          tools: ["Hand vacuum pump"],
          expect:
            "The stem lifts and the gauge holds within about 1 inHg for a minute; a bleed-down means a ruptured diaphragm, and a stem that will not move at full vacuum is stuck with carbon.",
        },
        {
          step: "Remove the valve and inspect its port and the passages.",
          tools: ["Basic hand tools", "Flashlight"],
          expect: "Hard carbon blocking the port or tube confirms the cause.",
        },
        {
          step: "On Fords with a DPFE sensor, inspect both hoses and watch the sensor voltage when EGR is commanded.",
          tools: ["Multimeter", "Bidirectional scan tool"],
          expect:
            "Hoses intact and clear, and the voltage rising smoothly as flow increases; no change with flow condemns the sensor or hoses.",
        },
      ],
      fix: "Clean the EGR passages and valve (Honda's port cleaning procedure or removing the intake plenum where required), or replace the valve, DPFE sensor and hoses. Clear codes and drive with steady cruise and decelerations so the EGR monitor can run.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Clean the EGR passages and valve",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 1,
            laborHoursHigh: 3.2,
          },
          {
            name: "Replace the DPFE sensor and hoses",
            partsLow: 40,
            partsHigh: 120,
            laborHoursLow: 0.6,
            laborHoursHigh: 1,
          },
          { name: "Replace the EGR valve", partsLow: 150, partsHigh: 450, laborHoursLow: 1, laborHoursHigh: 2.5 },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and new intake gaskets if the plenum is removed.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive; if it pings under load, avoid heavy throttle because sustained spark knock can damage pistons.",
      codes: ["P0400", "P0401"],
      terms: ["EGR valve", "DPFE sensor", "NOx"],
      related: ["p0402-p0404-egr-stuck-open", "p0403-p0406-egr-circuit", "p0328-p0333-knock-sensor-high-input"],
      commonOn: [
        { make: "honda", models: ["accord"], years: [1998, 2002] },
        buick3800V6,
        chevrolet3800V6,
        pontiac3800V6,
        { make: "ford", years: [1996, 2011] },
      ],
    },
    {
      slug: "p0402-p0404-egr-stuck-open",
      title: "P0402 or P0404 EGR flow excessive or valve stuck open: rough idle and stalling",
      summary:
        "An EGR valve held open by carbon lets exhaust into the intake at idle, so the engine idles roughly or stalls as you stop. Remove the valve, clean or replace it and clean its seat.",
      symptoms: [
        "Rough idle that feels like a misfire",
        "Stalling when coming to a stop or when shifting into gear",
        "Runs fine at cruising speed",
        "Hesitation on cold starts",
      ],
      symptomIds: ["misfire-rough-idle", "hard-start-stall", "cel-steady"],
      causes: [
        {
          likelihood: "common",
          part: "Carbon holding the EGR valve off its seat",
          why: "Hard deposits prevent the pintle from closing, so exhaust dilutes the idle mixture.",
        },
        {
          likelihood: "occasional",
          part: "Vacuum control solenoid stuck on",
          why: "Vacuum applied at idle holds a working diaphragm valve open.",
        },
        {
          likelihood: "occasional",
          part: "Electric EGR position sensor drifting",
          why: "The PCM misreads the valve position and drives it to the wrong opening.",
        },
        {
          likelihood: "rare",
          part: "Back-pressure transducer or DPFE sensor fault",
          why: "A bad feedback signal makes the PCM command more flow than intended.",
        },
      ],
      checks: [
        {
          step: "Read commanded versus actual EGR position at idle.",
          tools: ["Scan tool"],
          expect: "Both near 0% at idle; actual above commanded means the valve is not closing.",
        },
        {
          step: "On vacuum valves, tee a gauge into the valve's vacuum line at idle.",
          tools: ["Vacuum gauge"],
          expect: "No vacuum at idle; vacuum present points to the control solenoid.",
        },
        {
          step: "Block the EGR passage or unplug an electric valve at idle (as the design allows).",
          tools: ["Basic hand tools"],
          expect: "Idle smoothing out immediately confirms EGR flow at idle.",
        },
        {
          step: "Remove the valve and check that the pintle seats fully.",
          tools: ["Basic hand tools", "Flashlight"],
          expect: "Light visible past the seat or carbon under the pintle confirms the cause.",
        },
      ],
      fix: "Clean or replace the EGR valve with a new gasket, clean the seat and passage, or replace the control solenoid. Some electronic valves learn their closed position at key-on, so cycle the key before starting. Clear codes and road-test.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean the EGR valve and seat",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the EGR valve or control solenoid",
            partsLow: 100,
            partsHigh: 450,
            laborHoursLow: 0.8,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and intake cleaning beyond the valve port.",
      },
      verdict: "careful",
      verdictReason:
        "Stalling in traffic takes away power assist for steering and brakes; fix it before regular driving.",
      codes: ["P0402", "P0404"],
      terms: ["EGR valve", "pintle", "EGR position sensor"],
      related: ["p0401-egr-flow-insufficient", "p0403-p0406-egr-circuit", "p0505-p0507-idle-control"],
    },
    {
      slug: "p0403-p0406-egr-circuit",
      title: "P0403, P0405 or P0406 EGR solenoid or position sensor circuit",
      summary:
        "These are electrical faults: an open or shorted EGR solenoid winding, a broken wire or a failed position sensor in the valve. Test the valve's coil and its harness; on most electric valves the motor and sensor come as one unit.",
      symptoms: [
        "Lamp on, set immediately after a key-on",
        "Driveability usually normal",
        "Occasional pinging under load because EGR is disabled",
        "Connector at the valve cooked or brittle from exhaust heat",
      ],
      symptomIds: ["cel-steady", "runs-normally", "knock-rattle"],
      causes: [
        {
          likelihood: "common",
          part: "EGR solenoid or motor winding open",
          why: "Heat cycling breaks the winding, and the PCM sees no current when it commands the valve.",
        },
        {
          likelihood: "occasional",
          part: "EGR position sensor failed (P0405 low, P0406 high)",
          why: "The sensor inside the valve loses its track or reference and reports an impossible position.",
        },
        {
          likelihood: "occasional",
          part: "Heat-damaged connector or wiring at the valve",
          why: "The valve sits next to hot exhaust parts that bake the connector until pins lose contact.",
        },
        {
          likelihood: "rare",
          part: "PCM output driver failure",
          why: "A shorted valve can take out the driver that powers it.",
        },
      ],
      checks: [
        {
          step: "Inspect the connector and harness at the valve.",
          tools: ["Flashlight"],
          expect: "Cracked or melted plastic or green pins explain an open or intermittent circuit.",
        },
        {
          step: "Measure the solenoid or motor resistance at the valve.",
          tools: ["Multimeter", "Service information"],
          expect: "Within the spec in service information; OL or near zero condemns the valve.",
        },
        {
          step: "Back-probe the position sensor reference, ground and signal while commanding the valve.",
          tools: ["Multimeter", "Bidirectional scan tool"],
          expect:
            "5 V reference, good ground, and a signal near 0.6–1.0 V closed that rises smoothly as the valve opens.",
        },
      ],
      fix: "Replace the EGR valve assembly or repair the connector and harness with heat-resistant loom. Clear codes and confirm commanded and actual positions track each other.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Repair the EGR connector or harness",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the EGR valve assembly",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and carbon cleaning if the passage is also blocked.",
      },
      verdict: "ok",
      verdictReason:
        "With EGR switched off the engine still runs normally; fix it to prevent pinging and pass inspection.",
      codes: ["P0403", "P0405", "P0406", "P0407", "P0408", "P0409", "P0489", "P0490"],
      terms: ["EGR solenoid", "EGR position sensor", "output driver"],
      related: ["p0401-egr-flow-insufficient", "p0402-p0404-egr-stuck-open"],
    },
    {
      slug: "p0010-p0020-vvt-solenoid-circuit",
      title: "P0010, P0013 or P0020 camshaft actuator (VVT solenoid) circuit",
      summary:
        "The PCM sees an open or short in the oil control valve (VVT solenoid) circuit. Measure the solenoid's resistance and check the connector, which often fills with oil; replace the solenoid if the winding is open.",
      symptoms: [
        "Lamp on, often with a slightly rough idle",
        "Less low-end power because cam timing is parked",
        "Oil seeping from the solenoid connector",
        "P0010 is bank 1 intake (A), P0013 bank 1 exhaust (B), P0020 bank 2 intake",
      ],
      symptomIds: ["cel-steady", "low-power-limp", "misfire-rough-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Oil control valve winding open or shorted",
          why: "With the coil broken, the PCM cannot move oil to the phaser and flags the circuit.",
        },
        {
          likelihood: "occasional",
          part: "Oil wicking into the connector",
          why: "A leaking solenoid seal pushes oil into the plug, which corrodes pins and breaks contact.",
        },
        {
          likelihood: "occasional",
          part: "Wiring chafed at the valve cover or timing cover",
          why: "A harness rubbing on a bracket opens or grounds the control circuit.",
        },
        {
          likelihood: "rare",
          part: "PCM driver failure",
          why: "A shorted solenoid can damage the driver that controls it.",
        },
      ],
      checks: [
        {
          step: "Unplug the oil control valve and look for oil in the connector.",
          tools: ["Flashlight"],
          expect:
            "A dry connector with clean pins; oil inside means the seal has failed and the plug needs cleaning or a pigtail.",
        },
        {
          step: "Measure the solenoid's resistance.",
          tools: ["Multimeter"],
          expect: "Typically 6–13 Ω (Toyota spec is about 6.9–7.9 Ω at 68 °F); OL or near zero condemns it.",
        },
        {
          step: "Command the VVT solenoid with a scan tool and watch the cam angle PID.",
          tools: ["Bidirectional scan tool"],
          expect:
            "An audible click and a cam angle change; a click with no angle change points to oil or the phaser instead.",
        },
      ],
      fix: "Replace the oil control valve (with a new O-ring) or repair the connector and harness. Clear codes and confirm desired and actual cam angles match on a road test.",
      difficulty: 2,
      cost: {
        partsLow: 40,
        partsHigh: 250,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes:
          "Estimate; solenoids under the timing cover on some V6s cost more to reach; excludes diagnosis and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "The cam sits at its default position; the engine runs with less power and mileage but is not at risk.",
      codes: ["P0010", "P0013", "P0020", "P0023"],
      terms: ["oil control valve", "VVT", "cam phaser"],
      related: ["p0011-p0014-cam-timing-over-advanced", "p0012-p0022-cam-timing-over-retarded"],
    },
    {
      slug: "p0011-p0014-cam-timing-over-advanced",
      title: "P0011 or P0014 camshaft timing over-advanced or system performance, bank 1",
      summary:
        "The cam is not where the PCM commanded it, most often because the oil is low, dirty or the wrong viscosity. Check the oil level and grade first, then the oil control valve and its screen; a worn phaser or stretched chain comes after those.",
      symptoms: [
        "Rough idle or stalling, especially hot",
        "Lamp on after a long oil change interval",
        "Ticking or diesel-like knock at idle on some engines",
        "Loss of power at low rpm",
      ],
      symptomIds: ["misfire-rough-idle", "cel-steady", "hard-start-stall", "knock-rattle"],
      causes: [
        {
          likelihood: "common",
          part: "Low oil level or wrong viscosity",
          why: "The phaser is moved by oil pressure; thin, low or sludgy oil cannot hold it where commanded.",
        },
        {
          likelihood: "common",
          part: "Oil control valve sticking or its screen clogged",
          why: "Debris holds the spool so oil keeps flowing to the advance side.",
        },
        {
          likelihood: "occasional",
          part: "Worn cam phaser",
          why: "Internal leakage or a broken lock pin lets the phaser drift; 2004–2010 Ford 5.4 3V V8s are known for phaser knock with these codes.",
        },
        {
          likelihood: "rare",
          part: "Stretched timing chain",
          why: "Chain stretch offsets the cam so its measured position is never where the PCM expects.",
        },
      ],
      checks: [
        {
          step: "Check the oil level and the sticker for the last change, and confirm the grade matches the filler cap or manual.",
          tools: [],
          expect:
            "A full crankcase of the specified viscosity (0W-20, 5W-30 and so on); a low or overdue oil change is the first fix.",
        },
        {
          step: "Log desired and actual bank 1 cam angle at idle, where the phaser should rest at its park position, and through a light-throttle road test.",
          tools: ["Scan tool"],
          expect:
            "Actual follows desired within a few degrees, within about a second; a steady gap confirms the fault.",
        },
        {
          step: "Remove the oil control valve and inspect its screen and spool.",
          tools: ["Basic hand tools"],
          expect: "A clean screen and a spool that moves freely; debris or sludge explains the sticking.",
        },
        {
          step: "Remove the oil pressure sender, fit a mechanical gauge and read it hot at idle and at 2,000 rpm, since the phaser needs full pressure to hold its position.",
          tools: ["Oil pressure gauge"],
          expect:
            "At or above the maker's hot-idle and 2,000 rpm specs; pressure well under spec points to the pump, worn bearings or a clogged pickup.",
        },
      ],
      fix: "Change the oil and filter to spec, replace the oil control valve or its screen, or replace worn phasers and the timing set. Clear codes and confirm actual cam angle tracks desired.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Oil and filter change to spec",
            partsLow: 40,
            partsHigh: 90,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.5,
          },
          {
            name: "Replace the oil control valve or its screen",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace phasers and the timing chain set",
            partsLow: 500,
            partsHigh: 1200,
            laborHoursLow: 5,
            laborHoursHigh: 9.3,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a camshaft position sensor, and an oil pump or engine repair if sludge or low oil has already worn the bearings.",
      },
      verdict: "careful",
      verdictReason:
        "Low oil is the usual cause; check the dipstick now and do not keep driving an engine that knocks.",
      codes: ["P0011", "P0014", "P0021", "P0024"],
      terms: ["cam phaser", "oil control valve", "oil viscosity"],
      related: [
        "p0010-p0020-vvt-solenoid-circuit",
        "p0012-p0022-cam-timing-over-retarded",
        "p0016-p0017-crank-cam-correlation",
        "timing-system/phaser-knock-returns-after-solenoid",
      ],
      commonOn: [
        {
          make: "ford",
          models: ["f-150", "f-250", "f-350", "expedition"],
          years: [2004, 2010],
          engines: [{ name: "5.4L Triton 3V V8", liters: 5.4 }],
        },
        {
          make: "lincoln",
          models: ["navigator", "mark-lt"],
          years: [2005, 2010],
          engines: [{ name: "5.4L Triton 3V V8", liters: 5.4 }],
        },
      ],
    },
    {
      slug: "p0012-p0022-cam-timing-over-retarded",
      title: "P0012 or P0022 intake camshaft timing over-retarded",
      summary:
        "The cam stays later than commanded, often a phaser stuck at its rest position, a sticking oil control valve or a timing chain that has stretched. If the oil is right and a new solenoid does not help, check chain stretch through cam and crank correlation.",
      symptoms: [
        "Rattle for a second or two at cold start",
        "Sluggish low-rpm response",
        "Lamp on, sometimes with P0016",
        "Rough idle after a cold start",
      ],
      symptomIds: ["knock-rattle", "low-power-limp", "cel-steady", "misfire-rough-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Cam phaser stuck at its base (fully retarded) position",
          why: "A worn or sludged phaser will not rotate when oil is sent to it, so timing stays at rest.",
        },
        {
          likelihood: "occasional",
          part: "Oil control valve sticking",
          why: "The spool will not move far enough to feed the advance chamber.",
        },
        {
          likelihood: "occasional",
          part: "Stretched timing chain or worn guides",
          why: "Stretch retards the cam relative to the crank, beyond what the phaser can correct.",
        },
        {
          likelihood: "rare",
          part: "Low oil pressure from a worn pump or clogged pickup",
          why: "Too little pressure reaches the phaser to move it against its spring.",
        },
      ],
      checks: [
        {
          step: "Confirm oil level, grade and condition.",
          tools: [],
          expect:
            "Clean oil of the right viscosity at the full mark; sludge under the filler cap suggests a clogged screen or pickup.",
        },
        {
          step: "Command cam advance with a scan tool at 1,500–2,000 rpm and watch actual angle.",
          tools: ["Bidirectional scan tool"],
          expect:
            "Actual cam angle follows the command to within about 2 degrees in a second or two; an angle that stays at 0 degrees (park) with a good solenoid points to the phaser.",
        },
        {
          step: "At warm idle with the phaser commanded to park, lab-scope crank and intake cam together and note where each cam edge falls against the crank teeth.",
          tools: ["Lab scope"],
          expect: "Cam edges offset from the reference pattern by several degrees at rest indicate chain stretch.",
        },
        {
          step: "Remove the valve cover and check chain slack, guides and phaser lock.",
          tools: ["Basic hand tools", "Service information"],
          expect: "Chain within the maker's wear spec and no broken guide pieces in the oil.",
        },
      ],
      fix: "Replace the oil control valve, the phaser, or the timing chain set with guides and tensioners as found. Change the oil to spec, clear codes and run any cam or crank relearn the maker requires.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace the oil control valve",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          { name: "Replace the cam phaser", partsLow: 200, partsHigh: 500, laborHoursLow: 3, laborHoursHigh: 6 },
          {
            name: "Replace the timing chain set with guides",
            partsLow: 500,
            partsHigh: 1500,
            laborHoursLow: 6,
            laborHoursHigh: 12,
          },
        ],
        excludes: "Estimate; timing chain jobs vary widely by engine; excludes diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Drivable gently; if the rattle grows or the engine starts missing, stop driving because a chain can jump timing.",
      codes: ["P0012", "P0022"],
      terms: ["cam phaser", "lock pin", "timing chain stretch"],
      related: [
        "p0011-p0014-cam-timing-over-advanced",
        "p0016-p0017-crank-cam-correlation",
        "p0010-p0020-vvt-solenoid-circuit",
      ],
    },
    {
      slug: "p0016-p0017-crank-cam-correlation",
      title: "P0016 or P0017 crankshaft and camshaft position correlation",
      summary:
        "Cam and crank signals no longer line up as the PCM learned, most often from a stretched timing chain, a jumped belt or a stuck phaser. Confirm with a scope or correlation data first; a chain left too long can jump and wreck an interference engine.",
      symptoms: [
        "Rattle at cold start that lasts longer each week",
        "Long crank before the engine starts",
        "Rough idle and less power",
        "Lamp on, sometimes with P0008 or P0009 on GM 3.6 L V6s",
      ],
      symptomIds: ["knock-rattle", "hard-start-stall", "misfire-rough-idle", "cel-steady"],
      causes: [
        {
          likelihood: "common",
          part: "Stretched timing chain, worn guides or weak tensioner",
          why: "A longer chain lets the cam fall behind the crank; well known on the GM 3.6 V6, GM 2.4 Ecotec, 2011–2016 Ford 3.5 EcoBoost and VW/Audi 2.0 TSI.",
        },
        {
          likelihood: "occasional",
          part: "Cam phaser stuck away from its rest position",
          why: "A phaser that does not return home at idle offsets the cam signal just like stretch does.",
        },
        {
          likelihood: "occasional",
          part: "Cam or crank sensor, or a damaged reluctor ring",
          why: "A weak or distorted signal edge shifts the measured position.",
        },
        {
          likelihood: "rare",
          part: "Timing belt jumped a tooth or installed off by one",
          why: "A belt one tooth off shifts cam timing by a fixed amount that the PCM flags at once.",
        },
      ],
      checks: [
        {
          step: "Check oil level, grade and change history.",
          tools: [],
          expect: "Long oil-change intervals and low oil strongly correlate with chain stretch on these engines.",
        },
        {
          step: "Read the maker's cam/crank correlation or cam variation data, bank by bank.",
          tools: ["Enhanced scan tool", "Service information"],
          expect:
            "On GM 3.6 L V6 and 2.4 L Ecotec engines, cam position variation beyond about 6 degrees at warm idle (typical limit; confirm in the service information) confirms stretch; on other makes use their limit, and banks far apart also confirm it.",
        },
        {
          step: "Scope crank and cam signals at idle and overlay a known-good pattern.",
          tools: ["Lab scope"],
          expect: "A consistent offset of the cam edges relative to crank teeth confirms a mechanical timing change.",
        },
        {
          step: "Listen closely during the first 2–3 seconds of a cold start.",
          tools: ["Mechanic's stethoscope"],
          expect: "A loud rattle from the timing cover points to a tensioner not holding the chain.",
        },
        {
          step: "Remove covers and check timing marks, chain wear and guides by the service procedure.",
          tools: ["Basic hand tools", "Timing tools"],
          expect: "Marks off by a tooth or more, or broken guide pieces, confirm the repair.",
        },
      ],
      fix: "Replace the timing chains, guides, tensioners and sprockets (often the phasers too), with new torque-to-yield bolts where specified. On GM vehicles, run the crankshaft position variation learn when the service information calls for it. Change the oil to spec, clear codes and confirm correlation values.",
      difficulty: 5,
      cost: {
        partsLow: 250,
        partsHigh: 2000,
        laborHoursLow: 6,
        laborHoursHigh: 20,
        excludes:
          "Estimate; engines needing removal for chains sit at the top; excludes diagnosis, taxes and valve damage if the chain has jumped.",
      },
      verdict: "careful",
      verdictReason:
        "Drive as little as possible; a stretched chain can skip teeth and bend valves on an interference engine.",
      codes: ["P0016", "P0017", "P0018", "P0019", "P0008", "P0009"],
      terms: ["cam/crank correlation", "timing chain", "interference engine", "reluctor ring"],
      related: [
        "p0012-p0022-cam-timing-over-retarded",
        "p0011-p0014-cam-timing-over-advanced",
        "p0340-camshaft-position-sensor",
        "p0335-crankshaft-position-sensor",
        "timing-system/correlation-code-after-chain-job",
      ],
      commonOn: [
        {
          make: "chevrolet",
          models: ["traverse", "equinox", "malibu", "camaro", "impala", "captiva-sport"],
          years: [2008, 2017],
          engines: [
            { name: "3.6L V6 (LY7/LLT)", liters: 3.6 },
            { name: "2.4L Ecotec I4", liters: 2.4 },
          ],
        },
        {
          make: "gmc",
          models: ["acadia", "terrain"],
          years: [2007, 2017],
          engines: [
            { name: "3.6L V6 (LY7/LLT)", liters: 3.6 },
            { name: "2.4L Ecotec I4", liters: 2.4 },
          ],
        },
        {
          make: "buick",
          models: ["enclave", "lacrosse", "regal"],
          years: [2008, 2017],
          engines: [
            { name: "3.6L V6 (LY7/LLT)", liters: 3.6 },
            { name: "2.4L Ecotec I4", liters: 2.4 },
          ],
        },
        {
          make: "ford",
          models: ["f-150", "expedition", "explorer", "flex", "taurus"],
          years: [2011, 2016],
          engines: [{ name: "3.5L EcoBoost V6", liters: 3.5 }],
        },
        {
          make: "lincoln",
          models: ["mkt", "mks"],
          years: [2013, 2016],
          engines: [{ name: "3.5L EcoBoost V6", liters: 3.5 }],
        },
        { make: "volkswagen", years: [2008, 2014], engines: [{ name: "2.0T TSI I4 (EA888)", liters: 2.0 }] },
        { make: "audi", years: [2008, 2014], engines: [{ name: "2.0T TSI I4 (EA888)", liters: 2.0 }] },
      ],
    },
    {
      slug: "p0325-p0330-knock-sensor-circuit",
      title: "P0325, P0327 or P0330 knock sensor circuit, bank 1 or bank 2",
      summary:
        "The PCM is not seeing a valid knock sensor signal, so it pulls spark timing back to protect the engine. Often the sensor harness under the intake or a cracked sensor is at fault; on many V6 and V8 engines that means removing the intake manifold.",
      symptoms: [
        "Lamp on with slightly sluggish acceleration",
        "Fuel economy down a little",
        "Engine feels flat when pulling a load or climbing a grade",
        "Knock retard PID shows several degrees of constant retard at light cruise",
      ],
      symptomIds: ["cel-steady", "low-power-limp", "fuel-economy-drop"],
      causes: [
        {
          likelihood: "common",
          part: "Knock sensor harness damaged by heat, coolant or rodents",
          why: "The sub-harness under the intake, as on GM 4.8 and 5.3 V8s (P0327, P0332) and Toyota V6 and V8 engines, bakes or corrodes and breaks the tiny signal circuit.",
        },
        {
          likelihood: "common",
          part: "Cracked or failed knock sensor",
          why: "A cracked piezo element produces no signal, so the PCM sees an open or low input; Subaru flat-fours often crack the sensor on top of the block.",
        },
        {
          likelihood: "occasional",
          part: "Sensor loose or torqued wrongly",
          why: "A sensor not clamped at spec torque couples poorly to the block and sends a weak signal.",
        },
        {
          likelihood: "rare",
          part: "PCM knock input circuit fault",
          why: "The internal filter circuit fails, usually after a harness short.",
        },
      ],
      checks: [
        {
          step: "Read knock retard in live data at light cruise.",
          tools: ["Scan tool"],
          expect: "Constant heavy retard with no audible knock suggests the PCM is in its fail-safe timing.",
        },
        {
          step: "Measure the sensor through the harness at the PCM connector.",
          tools: ["Multimeter", "Service information"],
          expect: "Within spec; many Toyota sensors read 120–280 kΩ at 68 °F, while some designs read open by design.",
        },
        {
          step: "Tap gently near the sensor with a small wrench at idle while scoping the signal.",
          tools: ["Lab scope"],
          expect: "A clean AC spike with each tap; a flat line means an open circuit or dead sensor.",
        },
        {
          step: "Inspect any reachable harness and connector, including under the rear of the intake.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Chewed, brittle or green wiring confirms a harness repair.",
        },
      ],
      fix: "Replace the sensors and their sub-harness together while the intake is off, torque sensors to spec (typically about 15–25 ft-lb; confirm in the service information) and fit new intake gaskets. Clear codes and confirm knock retard falls to near zero at cruise.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace an accessible block-side sensor",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace sensors and sub-harness under the intake",
            partsLow: 150,
            partsHigh: 350,
            laborHoursLow: 3,
            laborHoursHigh: 6,
          },
        ],
        excludes:
          "Estimate; under-intake sensors take most of the labor; excludes diagnosis, taxes and intake gaskets.",
      },
      verdict: "ok",
      verdictReason:
        "Retarded timing costs power and mileage but protects the engine; use the recommended octane until it is fixed.",
      codes: ["P0325", "P0327", "P0330", "P0332", "P0326", "P0331"],
      terms: ["knock sensor", "spark retard", "piezoelectric"],
      related: ["p0328-p0333-knock-sensor-high-input"],
      commonOn: [
        {
          make: "chevrolet",
          models: ["silverado", "tahoe", "suburban", "avalanche"],
          years: [1999, 2007],
          engines: [
            { name: "4.8L Vortec V8", liters: 4.8 },
            { name: "5.3L Vortec V8", liters: 5.3 },
          ],
        },
        {
          make: "gmc",
          models: ["sierra", "yukon"],
          years: [1999, 2007],
          engines: [
            { name: "4.8L Vortec V8", liters: 4.8 },
            { name: "5.3L Vortec V8", liters: 5.3 },
          ],
        },
        { make: "toyota" },
        { make: "subaru" },
      ],
    },
    {
      slug: "p0328-p0333-knock-sensor-high-input",
      title: "P0328 or P0333 knock sensor high input: real detonation or mechanical noise",
      summary:
        "A high-input code means the sensor is sending a bigger signal than expected. Rule out genuine detonation (low octane, carbon, overheating) and mechanical noise such as a loose heat shield or a failing lifter before replacing the sensor.",
      symptoms: [
        "Pinging or rattling under load, like marbles in a can",
        "Power feels flat because timing is pulled",
        "Lamp on, often after a tank of lower-octane fuel",
        "Metallic buzz from a heat shield at certain rpm",
      ],
      symptomIds: ["knock-rattle", "low-power-limp", "cel-steady"],
      causes: [
        {
          likelihood: "common",
          part: "Real detonation",
          why: "Lower octane than specified, carbon on pistons, a lean mixture or high coolant temperature make the charge ignite early and hammer the sensor.",
        },
        {
          likelihood: "occasional",
          part: "Loose heat shield, bracket or accessory",
          why: "Vibration at certain rpm reaches the sensor at frequencies the PCM reads as knock.",
        },
        {
          likelihood: "occasional",
          part: "Sensor over-tightened or wrong sensor fitted",
          why: "Wrong clamping force or the wrong part number changes the signal strength.",
        },
        {
          likelihood: "rare",
          part: "Internal engine noise",
          why: "Piston slap, a loose rod bearing or a collapsed lifter produces real mechanical knock.",
        },
      ],
      checks: [
        {
          step: "Check what octane is in the tank against the fuel-door label, and the coolant temperature.",
          tools: ["Scan tool"],
          expect: "Required octane in use and coolant at 195–220 °F; lower octane or overheating explains real knock.",
        },
        {
          step: "Listen with a stethoscope around the engine and exhaust at the rpm where it knocks.",
          tools: ["Mechanic's stethoscope"],
          expect: "A rattle traced to a heat shield or bracket identifies a false knock source.",
        },
        {
          step: "Review fuel trims and look for carbon through a spark plug hole with a borescope.",
          tools: ["Scan tool", "Borescope"],
          expect:
            "Lean trims or heavy carbon on pistons explain detonation; direct-injection engines also build carbon on intake valves.",
        },
        {
          step: "Check sensor torque and part number.",
          tools: ["Torque wrench", "Service information"],
          expect: "Correct part at spec torque; otherwise fix before judging further.",
        },
      ],
      fix: "Use the specified octane, fix a lean condition or overheating, remove carbon (fuel-system cleaning, or walnut blasting the intake valves on direct-injection engines), secure loose shields, or replace the sensor at spec torque. Clear codes and confirm knock retard stays low under load.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Secure a loose heat shield or bracket",
            partsLow: 10,
            partsHigh: 30,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          { name: "Fuel-system carbon cleaning", partsLow: 20, partsHigh: 60, laborHoursLow: 0.8, laborHoursHigh: 1.5 },
          {
            name: "Replace the knock sensor at spec torque",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 1,
            laborHoursHigh: 4.8,
          },
          {
            name: "Walnut-blast the intake valves (direct injection)",
            partsLow: 50,
            partsHigh: 350,
            laborHoursLow: 3,
            laborHoursHigh: 4.8,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and internal engine repair.",
      },
      verdict: "careful",
      verdictReason:
        "Heavy pinging under load can crack a piston; avoid lugging and full throttle until the cause is found.",
      codes: ["P0328", "P0333", "P0325"],
      terms: ["detonation", "octane", "carbon buildup", "walnut blasting"],
      related: ["p0325-p0330-knock-sensor-circuit", "p0401-egr-flow-insufficient", "p0171-lean-bank-1"],
    },
    {
      slug: "p0335-crankshaft-position-sensor",
      title: "P0335 or P0336 crankshaft position sensor: stalling or no-start",
      summary:
        "A missing or erratic crank signal means no spark and no injection, so the engine stalls or will not start, often once it is hot. Watch rpm while cranking; if it reads zero, test the sensor and wiring and replace the sensor if the signal is gone.",
      symptoms: [
        "Engine dies when hot and restarts after cooling down",
        "Cranks normally but will not start",
        "Tachometer needle does not move while cranking",
        "Stumble like a misfire just before it stalls",
      ],
      symptomIds: ["hard-start-stall", "cel-steady", "misfire-rough-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Crankshaft position sensor failing with heat",
          why: "An internal crack opens the circuit when the sensor warms, killing the signal until it cools.",
        },
        {
          likelihood: "occasional",
          part: "Oil-soaked connector or chafed wiring",
          why: "A leaking seal wets the connector, and a rubbing harness opens or shorts the signal.",
        },
        {
          likelihood: "occasional",
          part: "Debris on the sensor tip or a damaged reluctor ring",
          why: "Metal fines on a magnetic tip or a bent tooth distort the signal.",
        },
        {
          likelihood: "rare",
          part: "Wrong air gap or a poor-quality sensor",
          why: "Too large a gap gives a weak signal, especially at cranking speed.",
        },
      ],
      checks: [
        {
          step: "Crank the engine while reading rpm on a scan tool.",
          tools: ["Scan tool"],
          expect: "About 150–250 rpm while cranking; zero means the PCM sees no crank signal.",
        },
        {
          step: "Test when the fault is present, after the engine has stalled hot.",
          tools: ["Multimeter", "Back-probe pins"],
          expect:
            "On a three-wire sensor, 5 V or 12 V reference and good ground present; no signal with good feeds condemns the sensor.",
        },
        {
          step: "Scope the signal during cranking.",
          tools: ["Lab scope"],
          expect:
            "A Hall sensor gives a clean 0–5 V square wave; a two-wire reluctor sensor gives an AC sine of at least about 200 mV, rising with speed.",
        },
        {
          step: "On two-wire sensors, measure resistance and inspect the tip.",
          tools: ["Multimeter"],
          expect:
            "Commonly a few hundred to about 1,500 Ω per spec, with a clean tip; open or debris-covered condemns it.",
        },
      ],
      fix: "Replace the sensor (OE recommended), fix oil leaks at its seal and repair wiring. On GM vehicles run the crankshaft position variation learn after replacing the sensor or PCM (P0315 sets if it is not learned). Some early-2000s Nissan models were recalled for crank and cam sensor stalling; check by VIN.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace an accessible crank sensor",
            partsLow: 25,
            partsHigh: 120,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace a sensor behind the flywheel or intake",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.7,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and towing.",
      },
      verdict: "careful",
      verdictReason:
        "A crank sensor failing with heat can stall the engine in traffic without warning; limit driving until it is replaced.",
      codes: ["P0335", "P0336", "P0315"],
      terms: ["crankshaft position sensor", "Hall-effect sensor", "reluctor", "crank variation learn"],
      related: ["p0340-camshaft-position-sensor", "p0016-p0017-crank-cam-correlation", "p0300-random-misfire"],
    },
    {
      slug: "p0340-camshaft-position-sensor",
      title: "P0340, P0341 or P0345 camshaft position sensor: long crank and stumble",
      summary:
        "A missing or erratic cam signal forces the PCM to guess cylinder timing, so starts take longer and the engine may stumble or stall. Check the sensor's power, ground and signal and look for oil in the connector before blaming the sensor or timing.",
      symptoms: [
        "Engine cranks 2–5 seconds before starting",
        "Stumble or stall at idle",
        "Lamp on, sometimes with reduced cam timing control",
        "Whining or squealing from the sensor drive on some older Ford V6s",
      ],
      symptomIds: ["hard-start-stall", "misfire-rough-idle", "cel-steady"],
      causes: [
        {
          likelihood: "common",
          part: "Failed camshaft position sensor",
          why: "An internal fault drops the signal, usually at temperature, so the PCM loses cylinder identification.",
        },
        {
          likelihood: "occasional",
          part: "Oil in the connector or chafed wiring",
          why: "Oil from a leaking O-ring wicks into the plug and corrodes the pins.",
        },
        {
          likelihood: "occasional",
          part: "Worn cam synchronizer on some Ford 3.8 L and 4.0 L OHV V6s",
          why: "The synchronizer's bearing wears, wobbles the shaft that carries the sensor vane and distorts the signal.",
        },
        {
          likelihood: "rare",
          part: "Damaged cam reluctor or jumped timing (P0341)",
          why: "A damaged target or mechanical timing change puts the signal where the PCM does not expect it.",
        },
      ],
      checks: [
        {
          step: "Inspect the connector and sensor for oil, and check the O-ring.",
          tools: ["Flashlight"],
          expect:
            "Dry, clean pins; oil in the plug means replacing the sensor seal and cleaning or replacing the pigtail.",
        },
        {
          step: "At the cam sensor connector, back-probe the 5 V or 12 V feed and the ground key on, then watch the signal wire on a meter's Hz or duty scale while a helper cranks.",
          tools: ["Multimeter", "Back-probe pins"],
          expect: "Correct 5 V or 12 V reference, under 0.1 V ground drop and a toggling signal while cranking.",
        },
        {
          step: "Scope cam and crank together and compare with a known-good pattern.",
          tools: ["Lab scope"],
          expect:
            "Cam pulses in the same place relative to crank teeth each revolution; missing pulses condemn the sensor, a shifted pattern points to timing.",
        },
        {
          step: "On a Ford synchronizer, check the shaft for play with the sensor removed.",
          tools: ["Basic hand tools"],
          expect: "No side play; a wobbling shaft needs the synchronizer replaced.",
        },
      ],
      fix: "Replace the sensor with a new O-ring, repair the connector or replace the synchronizer (installed with its alignment tool so the vane is timed correctly). Clear codes and confirm quick starts.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the cam sensor with a new O-ring",
            partsLow: 20,
            partsHigh: 120,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace and time the synchronizer",
            partsLow: 100,
            partsHigh: 180,
            laborHoursLow: 1,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and timing repairs if P0341 points to a jumped chain.",
      },
      verdict: "careful",
      verdictReason: "Long cranking and occasional stalls can leave you stranded or stalled in traffic; repair soon.",
      codes: ["P0340", "P0341", "P0345", "P0365", "P0346", "P0366"],
      terms: ["camshaft position sensor", "cam synchronizer", "cylinder identification"],
      related: ["p0335-crankshaft-position-sensor", "p0016-p0017-crank-cam-correlation"],
      commonOn: [
        {
          make: "ford",
          models: ["mustang", "windstar", "ranger", "explorer"],
          years: [1994, 2004],
          engines: [
            { name: "3.8L Essex V6", liters: 3.8 },
            { name: "4.0L OHV V6", liters: 4.0 },
          ],
        },
      ],
    },
    {
      slug: "p0087-fuel-rail-pressure-low",
      title: "P0087 fuel rail or system pressure too low (direct injection and diesel)",
      summary:
        "The PCM measured less rail pressure than it commanded. On gasoline direct injection, check the low-pressure supply, then the high-pressure pump and its cam follower; on a diesel treat it as urgent, since a failing pump can shed metal through the system.",
      symptoms: [
        "Power falls off under hard acceleration or climbing",
        "Long crank, especially when hot",
        "Reduced-power mode or stalling",
        "Lamp on, sometimes with misfire codes",
      ],
      symptomIds: ["low-power-limp", "hard-start-stall", "cel-steady", "misfire-rough-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Weak in-tank (low-pressure) pump or clogged filter",
          why: "The high-pressure pump can only build rail pressure from what it is fed; a starved inlet shows up at high demand first.",
        },
        {
          likelihood: "common",
          part: "Worn high-pressure fuel pump",
          why: "Internal leakage lets the pump fall short of the commanded pressure, most noticeably under load.",
        },
        {
          likelihood: "occasional",
          part: "Worn high-pressure pump cam follower",
          why: "On 2.0 T FSI VW and Audi engines the follower wears through, cutting pump stroke and scoring the cam lobe.",
        },
        {
          likelihood: "occasional",
          part: "Rail pressure sensor reading low",
          why: "A sensor that under-reports makes the PCM believe pressure is low even when it is not.",
        },
        {
          likelihood: "rare",
          part: "Rail pressure relief valve leaking",
          why: "A relief valve that opens early returns fuel and caps rail pressure.",
        },
      ],
      checks: [
        {
          step: "Record desired versus actual rail pressure and low-side pressure at idle and through a hard acceleration.",
          tools: ["Scan tool with recording"],
          expect:
            "Actual within about 10% of desired; a gap that widens under load points to supply or the high-pressure pump.",
        },
        {
          step: "Check low-side pressure with a gauge or the low-pressure PID.",
          tools: ["Fuel pressure gauge", "Scan tool"],
          expect:
            "Within the engine's spec, often 50–85 psi on gasoline DI; low here must be fixed before condemning the high-pressure pump.",
        },
        {
          step: "On VW/Audi 2.0 T FSI engines, remove the high-pressure pump and inspect the cam follower.",
          tools: ["Basic hand tools"],
          expect: "A follower worn through its hardened face must be replaced at once, and the cam lobe checked.",
        },
        {
          step: "Compare the rail pressure sensor reading with the engine off for several hours.",
          tools: ["Scan tool"],
          expect: "Near zero or the low-side pressure; a sensor reading far off with the engine off is suspect.",
        },
      ],
      fix: "Replace the low-pressure pump module or filter, the high-pressure pump (new bolts and seals where specified) or the follower. Clear codes and confirm rail pressure tracks desired under load. On Bosch CP4 diesel pumps (2011–2016 Duramax LML and many 2011-and-later Ford 6.7 L) a failure usually means replacing the pump, injectors, rails and lines and flushing the tank, the costliest scenario below.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Replace the low-pressure pump module or filter",
            partsLow: 100,
            partsHigh: 500,
            laborHoursLow: 0.8,
            laborHoursHigh: 3,
          },
          {
            name: "Replace the high-pressure pump or follower",
            partsLow: 400,
            partsHigh: 1200,
            laborHoursLow: 2,
            laborHoursHigh: 4.8,
          },
          {
            name: "Replace a failed diesel CP4, injectors, rails and lines; flush tank",
            partsLow: 6000,
            partsHigh: 9000,
            laborHoursLow: 12,
            laborHoursHigh: 20,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, towing, a replacement fuel tank if flushing will not clean it, and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Power can drop suddenly while merging or climbing; drive gently to a shop, and stop a diesel that loses power.",
      codes: ["P0087", "P0089", "P0191"],
      terms: ["direct injection", "high-pressure fuel pump", "cam follower", "rail pressure"],
      related: [
        "p0191-p0193-fuel-rail-pressure-sensor",
        "p0627-p0230-fuel-pump-control-circuit",
        "p0300-random-misfire",
        "fuel-system/high-pressure-fuel-pump-limp-mode",
      ],
      commonOn: [
        { make: "volkswagen", years: [2006, 2009], engines: [{ name: "2.0T FSI I4 (EA113)", liters: 2.0 }] },
        { make: "audi", years: [2005, 2009], engines: [{ name: "2.0T FSI I4 (EA113)", liters: 2.0 }] },
      ],
    },
    {
      slug: "p0191-p0193-fuel-rail-pressure-sensor",
      title: "P0191, P0192 or P0193 fuel rail pressure sensor circuit",
      summary:
        "The rail pressure sensor's signal is implausible, too low or too high. Check its 5 V reference and ground, and compare its reading with a mechanical gauge on port-injection engines; many sensors are only sold with the fuel rail.",
      symptoms: [
        "Hard start or stall after the engine has sat",
        "Hesitation and surging",
        "Lamp on, sometimes with lean or rich codes",
        "Pressure PID that jumps or reads impossibly high or low",
      ],
      symptomIds: ["hard-start-stall", "low-power-limp", "cel-steady"],
      causes: [
        {
          likelihood: "common",
          part: "Failed fuel rail pressure sensor",
          why: "The sensing element drifts or fails, so the pump is commanded on a false reading.",
        },
        {
          likelihood: "occasional",
          part: "Connector corroded or wiring damaged",
          why: "A poor contact changes the signal voltage, especially with heat and vibration.",
        },
        {
          likelihood: "occasional",
          part: "5 V reference shared with another failed sensor",
          why: "A shorted sensor on the same reference drags the rail sensor's signal down.",
        },
        {
          likelihood: "rare",
          part: "Real pressure fault the sensor is reporting correctly",
          why: "A failing pump or regulator can make the reading truly out of range.",
        },
      ],
      checks: [
        {
          step: "Read the rail pressure PID key on, engine off, after the pump primes.",
          tools: ["Scan tool"],
          expect:
            "On returnless port-injection systems near the pump spec (often 40–65 psi); an impossible value suggests the sensor.",
        },
        {
          step: "On port-injection engines, fit a mechanical gauge and compare it with the PID.",
          tools: ["Fuel pressure gauge", "Scan tool"],
          expect: "Within about 5 psi of each other; a mismatch with a good gauge reading condemns the sensor.",
        },
        {
          step: "Back-probe the rail pressure sensor's 5 V reference, ground and signal wires, key on.",
          tools: ["Multimeter", "Back-probe pins"],
          expect:
            "4.8–5.1 V reference, good ground and a signal near 0.5 V at zero pressure rising toward 4.5 V at maximum.",
        },
      ],
      fix: "Depressurize the system, then replace the sensor (direct-injection sensors are torque-critical and some are sold only with the rail) or repair the wiring. Clear codes and confirm the reading tracks the gauge.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Repair the sensor wiring", partsLow: 10, partsHigh: 40, laborHoursLow: 0.4, laborHoursHigh: 1 },
          {
            name: "Replace the rail pressure sensor",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the fuel rail with its sensor",
            partsLow: 250,
            partsHigh: 450,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a high-pressure fuel pump if actual pressure is out of spec, and a shorted sensor sharing the 5 V reference.",
      },
      verdict: "careful",
      verdictReason: "Fuel delivery based on a bad reading can stall the engine; avoid long trips until it is fixed.",
      codes: ["P0190", "P0191", "P0192", "P0193"],
      terms: ["fuel rail pressure sensor", "returnless fuel system", "5 V reference"],
      related: ["p0087-fuel-rail-pressure-low", "p0627-p0230-fuel-pump-control-circuit"],
    },
    {
      slug: "p0627-p0230-fuel-pump-control-circuit",
      title: "P0627 or P0230 fuel pump control circuit: sudden stall or no-start",
      summary:
        "The PCM or pump control module sees an open or short in the fuel pump's power circuit. Frame-mounted Ford fuel pump driver modules often corrode and fail; check the fuse, relay, module and tank connector before condemning the pump.",
      symptoms: [
        "Engine dies without warning and cranks but will not restart",
        "No hum from the tank for two seconds at key-on",
        "Restarts after sitting for a while",
        "Lamp on with a fuel pump circuit code",
      ],
      symptomIds: ["hard-start-stall", "cel-steady"],
      causes: [
        {
          likelihood: "common",
          part: "Corroded or failed fuel pump driver module",
          why: "Modules mounted on the frame or near the spare tire take road spray; corrosion between the module and its bracket kills it.",
        },
        {
          likelihood: "common",
          part: "Failing fuel pump relay or fuse",
          why: "Burnt relay contacts open intermittently and cut pump power.",
        },
        {
          likelihood: "occasional",
          part: "Burnt connector at the tank or pump module",
          why: "High resistance at a pin heats and melts it, opening the circuit.",
        },
        {
          likelihood: "rare",
          part: "Pump drawing excessive current",
          why: "A dragging pump motor overloads the driver and trips its protection.",
        },
      ],
      checks: [
        {
          step: "Listen for the pump's prime at key-on, or tap the tank while a helper cranks.",
          tools: [],
          expect: "A two-second hum at key-on; silence points to the control circuit or pump.",
        },
        {
          step: "Test the fuel pump fuse on both sides with a meter, then trade the pump relay for an identical one from another circuit and crank.",
          tools: ["Multimeter"],
          expect: "Good fuse and relay; a swapped relay that restores the pump names the relay.",
        },
        {
          step: "Measure voltage at the pump connector while cranking, and the voltage drop on feed and ground.",
          tools: ["Multimeter", "Back-probe pins"],
          expect: "Within about 0.5 V of battery voltage; more drop on either side shows a bad connection.",
        },
        {
          step: "Measure pump current with an amp clamp.",
          tools: ["Low-amp current clamp"],
          expect: "Most in-tank pumps draw about 4–8 A; higher current or a ragged waveform suggests a failing pump.",
        },
        {
          step: "Inspect the driver module, its bracket and connector.",
          tools: ["Flashlight"],
          expect:
            "White corrosion, a swollen case or green pins mean the module must be replaced with the updated bracket or spacer kit.",
        },
      ],
      fix: "Replace the driver module (with the updated mounting kit where offered), relay, fuse or tank-side pigtail, or the pump if current testing condemns it. Clear codes and confirm full pressure under load. Work with an extinguisher nearby and no ignition sources.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the relay, fuse or tank-side pigtail",
            partsLow: 20,
            partsHigh: 100,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the fuel pump driver module",
            partsLow: 100,
            partsHigh: 300,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the fuel pump module",
            partsLow: 200,
            partsHigh: 450,
            laborHoursLow: 2,
            laborHoursHigh: 3.2,
          },
        ],
        excludes: "Estimate; excludes towing, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason: "A pump circuit that cuts out can stop the engine in traffic; repair it before highway driving.",
      codes: ["P0627", "P0628", "P0629", "P0230"],
      terms: ["fuel pump driver module", "relay", "voltage drop", "amp clamp"],
      related: ["p0087-fuel-rail-pressure-low", "p0171-p0174-lean-both-banks", "p0191-p0193-fuel-rail-pressure-sensor"],
      commonOn: [{ make: "ford", models: ["f-150", "expedition"], years: [2004, 2014] }],
    },
    {
      slug: "p0700-transmission-mil-request",
      title: "P0700 transmission control system malfunction (MIL request from the TCM)",
      summary:
        "P0700 only says the transmission control module has its own code stored. Read the TCM directly with a scan tool that can reach it; the real fault, whether a solenoid, sensor, ratio or pressure problem, is in that code, not in P0700.",
      symptoms: [
        "Check engine lamp with only P0700 on a basic code reader",
        "Transmission stuck in one gear or shifting harshly",
        "Overdrive lamp flashing or a Service Transmission message",
        "Shifts normally again after restarting, until it fails again",
      ],
      symptomIds: ["shift-problems", "cel-steady", "low-power-limp"],
      causes: [
        {
          likelihood: "common",
          part: "Sensor or solenoid fault stored in the TCM",
          why: "The TCM detects a circuit or performance fault and asks the PCM to light the lamp.",
        },
        {
          likelihood: "occasional",
          part: "Low or burnt transmission fluid",
          why: "Low pressure causes slip and ratio errors that the TCM records.",
        },
        {
          likelihood: "occasional",
          part: "Low system voltage or poor TCM connection",
          why: "The TCM sets faults when voltage dips or a connector is loose.",
        },
        { likelihood: "rare", part: "Failed TCM", why: "Internal failure sets codes with no matching external fault." },
      ],
      checks: [
        {
          step: "Read the TCM with an enhanced scan tool, not just the generic OBD menu.",
          tools: ["Enhanced scan tool"],
          expect: "One or more transmission codes naming the actual circuit or condition.",
        },
        {
          step: "Check fluid level and condition with the model's procedure (hot dipstick, or check plug at the specified temperature on sealed units).",
          tools: ["Scan tool for fluid temperature", "Service information"],
          expect: "Correct level, red or pink color, no burnt smell; dark fluid with debris suggests internal wear.",
        },
        {
          step: "Before reading deeper into the TCM's stored code, measure battery voltage at rest and charging voltage at idle, since a low supply sets false solenoid faults.",
          tools: ["Multimeter"],
          expect: "12.6 V at rest and 13.5–14.8 V running; low voltage can set false transmission faults.",
        },
        {
          step: "Inspect the TCM connectors and grounds.",
          tools: ["Flashlight", "Multimeter"],
          expect: "Clean, dry pins and under 0.1 V drop on the grounds.",
        },
      ],
      fix: "Repair the fault named by the TCM code. After any transmission repair, clear codes in both modules and run the adaptive relearn the maker requires (such as GM's fast learn or Chrysler's quick learn).",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Repair a connector or harness fault",
            partsLow: 0,
            partsHigh: 80,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace a range sensor, speed sensor or solenoid",
            partsLow: 60,
            partsHigh: 400,
            laborHoursLow: 1,
            laborHoursHigh: 2.4,
          },
          {
            name: "Overhaul or replace the transmission",
            partsLow: 1500,
            partsHigh: 3500,
            laborHoursLow: 7,
            laborHoursHigh: 12,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, TCM programming and the cooler flush an internal failure calls for.",
      },
      verdict: "careful",
      verdictReason: "The transmission may hold one gear or shift harshly; avoid highways until the TCM code is read.",
      codes: ["P0700"],
      terms: ["TCM", "MIL request", "adaptive relearn"],
      related: [
        "p0750-p0765-shift-solenoid-circuit",
        "p0730-incorrect-gear-ratio",
        "transmission/input-speed-sensor-code",
      ],
    },
    {
      slug: "p0705-p0706-transmission-range-sensor",
      title: "P0705 or P0706 transmission range sensor: wrong gear shown or no start in Park",
      summary:
        "The range sensor (neutral safety or PRNDL switch) tells the computers which gear is selected. When it wears or slips, the car may not start in Park, show the wrong gear or shift oddly; adjust or replace it and check the shift cable.",
      symptoms: [
        "No crank in Park, but it starts in Neutral",
        "Gear indicator blank or showing the wrong gear",
        "Backup lights not working in Reverse",
        "Erratic shifts or delayed engagement",
      ],
      symptomIds: ["hard-start-stall", "shift-problems", "cel-steady"],
      causes: [
        {
          likelihood: "common",
          part: "Worn or contaminated range sensor contacts",
          why: "The sliding contacts wear or corrode, so a position reads as in-between or wrong.",
        },
        {
          likelihood: "common",
          part: "Shift cable out of adjustment or a failed cable bushing",
          why: "The lever moves but the transmission selector does not reach the detent the sensor expects.",
        },
        {
          likelihood: "occasional",
          part: "Connector corroded",
          why: "External sensors on the side of the case, as on many Ford automatics, take road spray.",
        },
        {
          likelihood: "rare",
          part: "Internal mode switch failure",
          why: "Internally mounted switches fail from fluid contamination or wear.",
        },
      ],
      checks: [
        {
          step: "With the engine off and parking brake set, move the lever through each position while watching the range PID.",
          tools: ["Scan tool"],
          expect:
            "The PID matches each lever position exactly; a missing or wrong position points to the sensor or cable.",
        },
        {
          step: "Check the shift cable end and bushing at the transmission lever.",
          tools: ["Flashlight"],
          expect: "A tight bushing with no play; a crumbled bushing leaves the lever short of its detents.",
        },
        {
          step: "Check continuity or resistance per position at the sensor connector.",
          tools: ["Multimeter", "Service information"],
          expect:
            "Closed contacts read under about 1 Ω and open ones OL in every position the table lists; a few ohms on a closed pair, or an open that flickers as the lever is wiggled, condemns the sensor.",
        },
        {
          step: "Verify alignment with the maker's tool or pin.",
          tools: ["Range sensor alignment tool"],
          expect: "The sensor is aligned in Neutral; re-aligning can cure a marginal case.",
        },
      ],
      fix: "Adjust or replace the range sensor (aligned with its tool), replace a worn cable bushing or cable, and confirm the engine starts only in Park and Neutral and the backup lights work. Clear codes.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Adjust the range sensor or fit a cable bushing",
            partsLow: 15,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          { name: "Replace the range sensor", partsLow: 60, partsHigh: 250, laborHoursLow: 0.6, laborHoursHigh: 2 },
        ],
        excludes:
          "Estimate; internal switches that need the pan or valve body removed cost more; excludes diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "A range sensor fault can let the engine start in gear or strand you; set the parking brake and keep your foot on the brake when starting.",
      codes: ["P0705", "P0706", "P0707", "P0708"],
      terms: ["transmission range sensor", "neutral safety switch", "shift cable bushing"],
      related: [
        "p0700-transmission-mil-request",
        "p0750-p0765-shift-solenoid-circuit",
        "transmission/starts-only-in-neutral-or-wrong-gear-shown",
        "engine-wont-start/park-neutral-switch-no-crank",
      ],
      commonOn: [{ make: "ford" }],
    },
    {
      slug: "p0720-p0722-output-speed-sensor",
      title: "P0720 or P0722 output speed sensor: speedometer drops out and shifts go wrong",
      summary:
        "The output speed sensor often doubles as the vehicle speed source, so when it fails the speedometer, cruise control and shift timing all go wrong. Test the sensor and its connector at the transmission case or tail housing.",
      symptoms: [
        "Speedometer dead, bouncing or dropping to zero",
        "Cruise control stops working",
        "Late, harsh or erratic shifts",
        "Odometer stops counting on some vehicles",
      ],
      symptomIds: ["shift-problems", "cel-steady", "many-lights-dead-gauges"],
      causes: [
        {
          likelihood: "common",
          part: "Failed output speed sensor",
          why: "The sensor's winding or Hall element fails, often first when hot, and the signal drops out.",
        },
        {
          likelihood: "common",
          part: "Corroded or oil-soaked connector",
          why: "Rear-mounted sensors on RWD trucks sit in road spray, and a leaking O-ring soaks the plug.",
        },
        {
          likelihood: "occasional",
          part: "Damaged reluctor on the output shaft",
          why: "A cracked or loose tone wheel sends an erratic signal.",
        },
        {
          likelihood: "rare",
          part: "Instrument cluster fault",
          why: "If the sensor data is good in the TCM but the gauge reads wrong, the cluster is at fault.",
        },
      ],
      checks: [
        {
          step: "Compare output speed and vehicle speed PIDs with the wheels turning (on a lift or a slow drive).",
          tools: ["Scan tool"],
          expect: "A smooth reading matching road speed; zero or spikes confirm a signal fault.",
        },
        {
          step: "Unplug the output speed sensor at the case or tail housing and look for ATF wicked into the connector and a flattened O-ring.",
          tools: ["Flashlight"],
          expect: "Clean and dry; oil or green pins are often the whole fault.",
        },
        {
          step: "Measure a passive sensor's resistance and AC output while turning the driveshaft.",
          tools: ["Multimeter"],
          expect:
            "Two-wire magnetic sensors typically read about 300–2,000 Ω (confirm in the service information) and give an AC voltage that climbs with shaft speed; three-wire Hall sensors instead need a 5 V or 12 V feed and switch a square wave.",
        },
        {
          step: "Remove the sensor and check its tip.",
          tools: ["Basic hand tools"],
          expect: "A clean tip; metal debris points to internal wear worth investigating.",
        },
      ],
      fix: "Replace the sensor with a new O-ring, or repair the connector or wiring, and top up any fluid lost. Clear codes and confirm the speedometer and shifts are normal on a road test.",
      difficulty: 2,
      cost: {
        partsLow: 20,
        partsHigh: 150,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes: "Estimate; excludes diagnosis, taxes and cluster repair if the gauge itself is at fault.",
      },
      verdict: "careful",
      verdictReason:
        "Without a speed signal the speedometer cannot be trusted and cruise may quit; watch your speed and drive to a shop.",
      codes: ["P0720", "P0721", "P0722", "P0500"],
      terms: ["output speed sensor", "vehicle speed sensor", "tone wheel"],
      related: ["transmission/input-speed-sensor-code", "p0700-transmission-mil-request"],
    },
    {
      slug: "p0730-incorrect-gear-ratio",
      title: "P0730–P0736 incorrect gear ratio: the transmission is slipping",
      summary:
        "Input and output speeds do not match the ratio of the selected gear, which means a clutch or band is slipping. Check fluid level and condition first; low fluid is fixable, while burnt fluid with a ratio code usually means internal repair.",
      symptoms: [
        "Engine revs flare during or after a shift",
        "Engine speeds up without the car accelerating",
        "Delayed engagement into Drive or Reverse",
        "Burnt smell from the transmission fluid",
      ],
      symptomIds: ["shift-problems", "low-power-limp", "cel-steady"],
      causes: [
        {
          likelihood: "common",
          part: "Low fluid from a leak",
          why: "Low fluid level lowers line pressure, so clutches slip under torque.",
        },
        {
          likelihood: "common",
          part: "Worn clutch packs or bands",
          why: "Worn friction material cannot hold the gear; early-2000s Honda Accord V6 and Odyssey automatics are a well-known example.",
        },
        {
          likelihood: "occasional",
          part: "Sticking valve or weak pressure control solenoid",
          why: "Low pressure to one clutch lets that gear slip while others hold.",
        },
        {
          likelihood: "occasional",
          part: "Speed sensor signal error",
          why: "A faulty input or output signal makes the TCM calculate a false ratio.",
        },
        {
          likelihood: "rare",
          part: "Worn pump or torque converter",
          why: "A tired pump cannot make enough pressure for any gear.",
        },
      ],
      checks: [
        {
          step: "Check the fluid level and condition by the model's procedure.",
          tools: ["Scan tool for fluid temperature", "Service information"],
          expect: "Correct level and clean red fluid; burnt, dark or debris-laden fluid means internal wear.",
        },
        {
          step: "Read the gear-by-gear ratio or slip data while driving.",
          tools: ["Enhanced scan tool"],
          expect: "Slip confined to one gear points to that clutch or its circuit; slip everywhere points to pressure.",
        },
        {
          step: "Connect a line pressure gauge and compare with the spec table.",
          tools: ["Transmission pressure gauge", "Service information"],
          expect:
            "Pressure within the table in each range (idle Drive figures typically run about 50–80 psi; confirm in the service information); low in every range points to the pump or regulator, low in one range to a leak in that clutch circuit.",
        },
        {
          step: "Drop the pan and inspect the debris.",
          tools: ["Basic hand tools"],
          expect: "A light film is normal; friction material chunks or metal shavings confirm internal damage.",
        },
      ],
      fix: "Repair the leak and refill if low; otherwise rebuild or replace the transmission or valve body. Flush or replace the cooler after internal failure, then run the adaptive relearn. Clear codes and road-test.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Repair the leak, refill and relearn",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 1.5,
          },
          { name: "Replace the valve body", partsLow: 400, partsHigh: 900, laborHoursLow: 3, laborHoursHigh: 5 },
          {
            name: "Install a remanufactured transmission",
            partsLow: 2500,
            partsHigh: 4500,
            laborHoursLow: 7,
            laborHoursHigh: 12,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, cooler replacement and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "A slipping transmission can drop into neutral or limp mode at speed; avoid highways and towing until it is repaired.",
      codes: ["P0730", "P0731", "P0732", "P0733", "P0734", "P0735", "P0736"],
      terms: ["gear ratio", "clutch pack", "line pressure"],
      related: [
        "p0700-transmission-mil-request",
        "p0750-p0765-shift-solenoid-circuit",
        "transmission/input-speed-sensor-code",
      ],
      commonOn: [
        {
          make: "honda",
          models: ["accord", "odyssey"],
          years: [1998, 2004],
          engines: [
            { name: "3.0L V6 (J30)", liters: 3.0 },
            { name: "3.5L V6 (J35)", liters: 3.5 },
          ],
        },
      ],
    },
    {
      slug: "p0740-p0741-torque-converter-clutch",
      title: "P0740 or P0741 torque converter clutch circuit or stuck off, with shudder",
      summary:
        "The torque converter clutch is not locking as commanded, or shudders as it applies, so rpm runs high at cruise. Check fluid and the TCC solenoid circuit; on 2015–2019 GM 8-speed trucks, a fluid exchange to the updated fluid often cures shudder.",
      symptoms: [
        "Shudder like driving over rumble strips at 25–50 mph under light throttle",
        "Highway rpm a few hundred higher than usual",
        "Fuel economy lower on the highway",
        "Transmission running hotter than normal",
      ],
      symptomIds: ["shift-problems", "fuel-economy-drop", "cel-steady"],
      causes: [
        {
          likelihood: "common",
          part: "Glazed or worn converter clutch lining, or degraded fluid",
          why: "The lining grabs and slips unevenly, causing shudder and a slip reading the TCM flags.",
        },
        {
          likelihood: "occasional",
          part: "TCC solenoid or its circuit",
          why: "An open or sticky solenoid prevents the apply pressure from reaching the converter.",
        },
        {
          likelihood: "occasional",
          part: "Worn TCC regulator valve bore in the valve body",
          why: "Pressure leaks past the worn bore, so the clutch cannot hold.",
        },
        {
          likelihood: "rare",
          part: "Internal converter failure",
          why: "A damaged clutch or seal inside the converter stops lockup completely.",
        },
      ],
      checks: [
        {
          step: "At a steady 50 mph with lockup commanded, compare engine rpm and turbine speed.",
          tools: ["Scan tool"],
          expect:
            "Slip under about 50 rpm when locked; hundreds of rpm or a fluctuating slip reading confirms the complaint.",
        },
        {
          step: "Check fluid condition and the service history.",
          tools: ["Service information"],
          expect: "Fresh fluid of the specified type; original fluid at high mileage is a likely contributor.",
        },
        {
          step: "Measure TCC solenoid resistance through the case connector and command it.",
          tools: ["Multimeter", "Bidirectional scan tool"],
          expect: "Within spec and an audible apply; an open circuit sets P0740.",
        },
      ],
      fix: "Exchange the fluid with the maker's updated fluid where a bulletin applies, replace the TCC solenoid or valve body, or replace the torque converter (transmission removal). Run the adaptive relearn, clear codes and road-test.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Fluid exchange with the updated fluid",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 1,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the TCC solenoid or valve body",
            partsLow: 150,
            partsHigh: 700,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
          {
            name: "Replace the torque converter",
            partsLow: 400,
            partsHigh: 1200,
            laborHoursLow: 6,
            laborHoursHigh: 9.3,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, dealer pricing, TCM reprogramming, and a cooler flush or new cooler if the converter has shed debris.",
      },
      verdict: "ok",
      verdictReason: "Drivable, but constant slip adds heat that ages the fluid; avoid towing until it is fixed.",
      codes: ["P0740", "P0741", "P0742", "P0743"],
      terms: ["torque converter clutch", "TCC slip", "shudder"],
      related: [
        "transmission/input-speed-sensor-code",
        "p0711-p0713-trans-fluid-temp-sensor",
        "p0730-incorrect-gear-ratio",
        "transmission/torque-converter-shudder-light-throttle",
        "transmission/tcc-not-locking-high-rpm-on-highway",
      ],
      commonOn: [
        {
          make: "chevrolet",
          models: ["silverado", "tahoe", "suburban", "colorado"],
          years: [2015, 2019],
          transmissions: ["GM 8L90/8L45 8-speed automatic"],
        },
        {
          make: "gmc",
          models: ["sierra", "yukon", "canyon"],
          years: [2015, 2019],
          transmissions: ["GM 8L90/8L45 8-speed automatic"],
        },
        { make: "cadillac", models: ["escalade"], years: [2015, 2019], transmissions: ["GM 8L90 8-speed automatic"] },
      ],
    },
    {
      slug: "p0750-p0765-shift-solenoid-circuit",
      title: "P0750, P0755, P0760 or P0765 shift solenoid A–D circuit: stuck in one gear",
      summary:
        "An open or shorted shift solenoid circuit puts most automatics into a fixed limp gear, often second or third. Measure the solenoid through the transmission connector; leaking case connectors and internal harness faults are as common as a failed solenoid.",
      symptoms: [
        "Starts out in second or third and never upshifts",
        "No upshift, or a harsh engagement into Drive",
        "Lamp on with a shift solenoid code",
        "Fault appears after a weak battery or jump-start on some vehicles",
      ],
      symptomIds: ["shift-problems", "low-power-limp", "cel-steady"],
      causes: [
        {
          likelihood: "common",
          part: "Shift solenoid coil open or shorted",
          why: "A failed winding cannot move its valve, and the TCM defaults to a limp gear.",
        },
        {
          likelihood: "common",
          part: "Case connector leaking fluid or corroded",
          why: "Fluid wicks past a worn seal, such as the pass-through connector on GM 4L60E cases, and corrodes the pins.",
        },
        {
          likelihood: "occasional",
          part: "Internal harness damage",
          why: "A chafed or cracked wire inside the pan opens the circuit intermittently.",
        },
        {
          likelihood: "rare",
          part: "TCM driver or solenoid feed fuse",
          why: "A lost feed or driver takes out one or all solenoids at once.",
        },
      ],
      checks: [
        {
          step: "Check the transmission fuse and solenoid feed voltage with the key on.",
          tools: ["Multimeter", "Service information"],
          expect: "Battery voltage at the feed; a blown fuse suggests a shorted solenoid or harness.",
        },
        {
          step: "Measure each solenoid through the case connector and compare with spec.",
          tools: ["Multimeter", "Service information"],
          expect:
            "On/off solenoids often read about 10–30 Ω and PWM pressure solenoids about 3–8 Ω; OL or near zero is a fault.",
        },
        {
          step: "Command each solenoid with a scan tool and listen at the pan.",
          tools: ["Bidirectional scan tool"],
          expect: "A click for each command; silence with good resistance points to the TCM or wiring.",
        },
        {
          step: "Unplug the case connector and look for fluid on the harness side.",
          tools: ["Flashlight"],
          expect: "Dry pins; fluid means a new connector seal or pass-through.",
        },
      ],
      fix: "Replace the solenoid, solenoid pack or internal harness, fit a new case connector seal, refill with the correct fluid and run the adaptive relearn. On Chrysler front-drive automatics the letters map to named solenoids (P0750 LR, P0755 2-4, P0760 OD, P0765 UD). Clear codes and road-test.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace a shift solenoid or internal harness",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          { name: "Replace the solenoid pack", partsLow: 200, partsHigh: 600, laborHoursLow: 1.5, laborHoursHigh: 4 },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, fluid beyond a refill and valve body repairs.",
      },
      verdict: "careful",
      verdictReason: "Limp mode means weak starts from a stop and high highway rpm; drive gently to a shop.",
      codes: ["P0750", "P0755", "P0760", "P0765"],
      terms: ["shift solenoid", "limp gear", "case connector", "solenoid pack"],
      related: ["p0700-transmission-mil-request", "p0730-incorrect-gear-ratio", "p0562-system-voltage-low"],
      commonOn: gm4L60e4L65eAnyModel,
    },
    {
      slug: "p0711-p0713-trans-fluid-temp-sensor",
      title: "P0711, P0712 or P0713 transmission fluid temperature sensor",
      summary:
        "The TCM sees an implausible fluid temperature, so it may skip converter lockup, shift firmly or show a false overheat warning. Compare the reading with coolant temperature after a cold soak and test the sensor and its internal harness.",
      symptoms: [
        "Firm or delayed shifts, especially when cold",
        "Torque converter does not lock up on the highway",
        "Transmission temperature warning that seems false",
        "Lamp on with a fluid temperature code",
      ],
      symptomIds: ["shift-problems", "cel-steady", "fuel-economy-drop"],
      causes: [
        {
          likelihood: "common",
          part: "Failed fluid temperature sensor",
          why: "The thermistor opens (reads very cold, P0713) or shorts (reads very hot, P0712).",
        },
        {
          likelihood: "occasional",
          part: "Internal harness fault",
          why: "Many sensors, such as on the GM 4L60E, are part of the internal harness that cracks with heat.",
        },
        {
          likelihood: "occasional",
          part: "Fluid really overheating (often logged as P0218)",
          why: "A clogged cooler, low fluid or heavy towing produce real high temperatures; the sensor is then reporting the truth, and the over-temperature code is P0218, not P0711.",
        },
        { likelihood: "rare", part: "Connector corrosion at the case", why: "A poor contact shifts the reading." },
      ],
      checks: [
        {
          step: "After an overnight soak, compare fluid temperature with coolant and intake air temperatures.",
          tools: ["Scan tool"],
          expect: "All within about 10 °F; a far-off fluid reading points to the sensor circuit.",
        },
        {
          step: "Watch the reading on a 20-minute drive.",
          tools: ["Scan tool"],
          expect: "A steady climb to about 150–200 °F; jumps or a fixed value condemn the circuit.",
        },
        {
          step: "Measure the sensor through the case connector against the maker's table.",
          tools: ["Multimeter", "Service information"],
          expect: "Resistance that matches the table at the measured temperature.",
        },
        {
          step: "If the reading is real and high, check cooler flow and fluid level.",
          tools: ["Infrared thermometer"],
          expect: "Cooler lines hot in and cooler out; no difference points to a blocked cooler.",
        },
      ],
      fix: "Replace the sensor or internal harness and refill the fluid, or repair the cooling problem if the temperature was real. Run the adaptive relearn, clear codes and road-test.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace an external fluid temperature sensor",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the internal harness or sensor, pan off",
            partsLow: 80,
            partsHigh: 300,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.2,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and cooler replacement.",
      },
      verdict: "careful",
      verdictReason: "Drive gently; if the fluid really is overheating, continued driving can burn the transmission.",
      codes: ["P0710", "P0711", "P0712", "P0713", "P0218"],
      terms: ["transmission fluid temperature sensor", "internal harness", "transmission cooler"],
      related: ["p0740-p0741-torque-converter-clutch", "p0700-transmission-mil-request"],
      commonOn: gm4L60e4L65eAnyModel,
    },
    {
      slug: "p0562-system-voltage-low",
      title: "P0562 system voltage low, with dim lights or a battery warning",
      summary:
        "The PCM saw supply voltage below its threshold. Test the battery and the charging output first: a weak alternator, a loose or corroded cable or a slipping belt sets this code far more often than a module fault.",
      symptoms: [
        "Battery warning light or a low-voltage message",
        "Dim or flickering headlights at idle",
        "Slow cranking",
        "Random codes in other modules, including U-codes",
        "Stalling at idle with many electrical loads on",
      ],
      symptomIds: ["battery-voltage-light", "hard-start-stall", "many-lights-dead-gauges", "cel-steady"],
      causes: [
        {
          likelihood: "common",
          part: "Low alternator output from a failed diode or regulator",
          why: "Output falls below the load, so system voltage sags and the battery discharges.",
        },
        {
          likelihood: "common",
          part: "Corroded or loose battery cables and grounds",
          why: "Resistance in the main cables drops voltage before it reaches the modules.",
        },
        {
          likelihood: "occasional",
          part: "Slipping belt or weak tensioner",
          why: "A slipping belt cannot spin the alternator fast enough to charge under load.",
        },
        {
          likelihood: "occasional",
          part: "Battery with a weak or shorted cell",
          why: "A bad battery drags charging voltage down and cannot support cranking.",
        },
        {
          likelihood: "rare",
          part: "High resistance in the PCM feed or ground",
          why: "The PCM reads low even though the battery is fine.",
        },
      ],
      checks: [
        {
          step: "With the engine off for at least an hour and no charger on, read open-circuit voltage at the battery posts, not the cable clamps.",
          tools: ["Multimeter"],
          expect:
            "12.6 V is full; under 12.4 V, charge and load-test or conductance-test the battery before judging the charging system.",
        },
        {
          step: "P0562 often sets at idle under heavy load, so switch on every big consumer (high beams, blower on high, rear defrost, seat heaters) and read battery-post voltage at idle, then at 2,000 rpm.",
          tools: ["Multimeter"],
          expect:
            "13.5–14.8 V on most cars; Ford and GM smart-charging systems may hold about 12.8–13.2 V by design, so compare with the commanded voltage.",
        },
        {
          step: "Measure voltage drop on the positive and ground cables while cranking and while charging under load.",
          tools: ["Multimeter"],
          expect: "Under about 0.3–0.5 V per side; more means a corroded terminal or cable.",
        },
        {
          step: "Compare the PCM's system voltage PID with the reading at the battery.",
          tools: ["Scan tool", "Multimeter"],
          expect: "Within about 0.5 V; a lower PID points to the PCM's own feed or ground.",
        },
      ],
      fix: "Replace the alternator, battery, cable or ground found at fault, and the belt or tensioner if slipping. After a battery replacement, register the new battery where required (BMW, VW/Audi and many Fords). Clear codes in all modules.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean or replace a battery cable or ground",
            partsLow: 10,
            partsHigh: 80,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          {
            name: "Replace and register the battery",
            partsLow: 150,
            partsHigh: 350,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          { name: "Replace the alternator", partsLow: 250, partsHigh: 600, laborHoursLow: 1, laborHoursHigh: 2.4 },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and dealer battery registration fees.",
      },
      verdict: "careful",
      verdictReason:
        "Low voltage can end in a dead battery and a stall on the road; drive in daylight with accessories off, straight to a shop.",
      codes: ["P0562", "P0620", "P0622"],
      terms: ["charging voltage", "voltage drop", "smart charging", "battery registration"],
      related: ["p0563-system-voltage-high", "u0073-u0001-can-bus-off", "p0750-p0765-shift-solenoid-circuit"],
    },
    {
      slug: "p0563-system-voltage-high",
      title: "P0563 system voltage high: overcharging alternator",
      summary:
        "The PCM saw more than about 16 V at its supply. A failed voltage regulator is the usual cause; confirm with a meter at the battery, and stop driving if it reads over 15.5 V, because overcharging boils the battery and damages electronics.",
      symptoms: [
        "Headlights unusually bright, and bulbs burning out",
        "Battery hot, swollen or smelling of sulfur",
        "Voltmeter or message showing high voltage",
        "Electronics acting strangely or resetting",
      ],
      symptomIds: ["battery-voltage-light", "fuel-or-exhaust-smell", "many-lights-dead-gauges"],
      causes: [
        {
          likelihood: "common",
          part: "Failed alternator voltage regulator",
          why: "A shorted field driver leaves the field fully on, so output climbs with rpm.",
        },
        {
          likelihood: "occasional",
          part: "Faulty battery current or temperature sensor",
          why: "On GM and other smart-charging systems a bad sensor at the negative cable can command high charging voltage.",
        },
        {
          likelihood: "occasional",
          part: "External source such as a charger left connected",
          why: "A high-output charger or a 24 V jump start pushes voltage over the limit.",
        },
        {
          likelihood: "rare",
          part: "PCM charging command fault",
          why: "On systems where the PCM controls the field, a failed output over-commands charging.",
        },
      ],
      checks: [
        {
          step: "Read voltage across the battery posts at idle and at 2,000 rpm with loads off, which is when an overcharging regulator shows its highest reading.",
          tools: ["Multimeter"],
          expect: "13.5–14.8 V is normal; over 15.0–15.5 V is overcharging.",
        },
        {
          step: "Compare actual voltage with the commanded charging voltage in live data.",
          tools: ["Scan tool"],
          expect:
            "Actual far above commanded points to the alternator regulator; a high command points to a sensor or the PCM.",
        },
        {
          step: "Inspect the battery for swelling, heat and electrolyte loss.",
          tools: ["Flashlight", "Gloves and eye protection"],
          expect: "A bulged, hot or hissing battery must be replaced and handled with care.",
        },
      ],
      fix: "Replace the alternator or regulator, replace a boiled battery and any battery sensor found faulty, and check bulbs and modules for damage. Register the battery where required and clear codes. Keep sparks away from a gassing battery.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the voltage regulator",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.5,
          },
          { name: "Replace the alternator", partsLow: 200, partsHigh: 750, laborHoursLow: 1, laborHoursHigh: 2.4 },
        ],
        excludes: "Estimate; excludes a new battery, damaged modules, diagnosis and taxes.",
      },
      verdict: "stop",
      verdictReason:
        "Voltage above about 15.5 V can boil the battery so it vents explosive gas and can ruin electronics; stop and have it checked where it sits.",
      codes: ["P0563", "P0620"],
      terms: ["voltage regulator", "overcharging", "battery current sensor"],
      related: ["p0562-system-voltage-low"],
      commonOn: gmBrands,
    },
    {
      slug: "p2135-throttle-sensor-correlation",
      title: "P2135 throttle position sensor A/B voltage correlation with reduced power",
      summary:
        "The two position sensors inside the electronic throttle body disagree, so the PCM limits power to protect you. Check the throttle body connector and harness first, then replace the throttle body and run the throttle relearn if the sensors themselves disagree.",
      symptoms: [
        "Sudden loss of power with the pedal only partly effective",
        "Reduced Engine Power (GM), wrench lamp (Ford) or ETC lamp (Chrysler)",
        "Clears after turning the key off and on, then returns",
        "Idle too high or too low",
      ],
      symptomIds: ["low-power-limp", "cel-steady", "misfire-rough-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Worn sensor tracks inside the throttle body",
          why: "The two sensors wear at different rates, so their signals stop tracking each other.",
        },
        {
          likelihood: "common",
          part: "Throttle body connector or harness fault",
          why: "Spread pins, corrosion or a chafed wire make one signal jump.",
        },
        {
          likelihood: "occasional",
          part: "5 V reference pulled down by another sensor",
          why: "A short elsewhere on the shared reference shifts one signal more than the other.",
        },
        { likelihood: "rare", part: "PCM input fault", why: "A damaged input circuit misreads one sensor." },
      ],
      checks: [
        {
          step: "With the engine off and key on, sweep the throttle through its full travel and graph TPS 1 against TPS 2, looking for a dropout on either track.",
          tools: ["Scan tool"],
          expect:
            "Both move smoothly in a fixed relationship (on many, one rises 0.5–4.5 V while the other falls); any glitch condemns the throttle body.",
        },
        {
          step: "Wiggle the throttle body harness while graphing both signals.",
          tools: ["Scan tool"],
          expect: "No change; a spike while moving the harness locates a wiring fault.",
        },
        {
          step: "Back-probe the reference and ground at the throttle body.",
          tools: ["Multimeter", "Back-probe pins"],
          expect: "4.8–5.1 V reference and good ground.",
        },
        {
          step: "Unplug the throttle body connector and check every pin for green corrosion, and for a loose fit with a terminal probe.",
          tools: ["Flashlight", "Terminal test probes"],
          expect: "Tight pins with no corrosion; loose pin fit is repaired with new terminals.",
        },
      ],
      fix: "Repair the connector or harness, or replace the throttle body and run the throttle relearn (automatic after a key cycle on many GM and Toyota models; a procedure on Nissan and some others). Clear codes and road-test. Check for a recall or extended coverage by VIN.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Repair the connector or harness",
            partsLow: 10,
            partsHigh: 50,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace the throttle body and relearn",
            partsLow: 200,
            partsHigh: 600,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and dealer-only programming where required.",
      },
      verdict: "careful",
      verdictReason:
        "Power can cut to near idle in traffic without warning; drive only a short distance at modest speed to a shop.",
      codes: ["P2135", "P2101", "P0638", "P0221"],
      terms: ["electronic throttle body", "drive-by-wire", "throttle relearn"],
      related: [
        "p2111-p2112-throttle-stuck",
        "p2122-p2138-accelerator-pedal-sensor",
        "p0121-p0123-throttle-position-sensor",
      ],
    },
    {
      slug: "p2111-p2112-throttle-stuck",
      title: "P2111 or P2112 throttle actuator stuck open or stuck closed",
      summary:
        "The throttle blade did not move where the PCM commanded, usually because carbon or ice is binding it or the motor is failing. With the battery disconnected, inspect and clean the bore; replace the throttle body if the motor or gears are worn.",
      symptoms: [
        "High idle or a racing engine (stuck open)",
        "Stall at stops or no response to the pedal (stuck closed)",
        "Reduced-power mode",
        "Worse after a cold, wet night on some vehicles",
      ],
      symptomIds: ["low-power-limp", "hard-start-stall", "cel-steady"],
      causes: [
        {
          likelihood: "common",
          part: "Carbon and oil sludge at the throttle blade",
          why: "PCV vapor builds a ring of sludge that binds the blade near closed.",
        },
        {
          likelihood: "occasional",
          part: "Ice in the throttle bore in winter",
          why: "Moisture freezes around the blade overnight and holds it in place.",
        },
        {
          likelihood: "occasional",
          part: "Worn throttle motor or gears",
          why: "A weak motor cannot overcome normal friction, so position lags the command.",
        },
        {
          likelihood: "rare",
          part: "Motor control wiring fault",
          why: "An open or shorted motor circuit removes control of the blade.",
        },
      ],
      checks: [
        {
          step: "Disconnect the battery or pull the throttle fuse, then remove the intake duct and inspect the blade and bore.",
          tools: ["Basic hand tools", "Flashlight"],
          expect:
            "A clean bore with a blade that springs back to its rest position; heavy sludge or ice explains the fault.",
        },
        {
          step: "Move the blade by hand (key off) through its travel.",
          tools: [],
          expect: "Smooth movement with no grinding; a gritty or notchy feel points to motor gears.",
        },
        {
          step: "Reconnect, then watch commanded and actual throttle position during an actuator test.",
          tools: ["Bidirectional scan tool"],
          expect:
            "Actual throttle tracks commanded within about 3–5% and settles well inside a second; a lag, overshoot or a blade that hangs at one angle condemns the throttle body.",
        },
      ],
      fix: "Clean the bore and blade with a throttle-body cleaner safe for coated bores (do not scrape), or replace the throttle body. Run the idle or throttle relearn, clear codes and confirm normal idle.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Clean the throttle bore and run the relearn",
            partsLow: 10,
            partsHigh: 20,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace the throttle body and relearn",
            partsLow: 200,
            partsHigh: 550,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.6,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a throttle harness or connector repair, and a PCV valve if oil vapor keeps coking the bore.",
      },
      verdict: "stop",
      verdictReason:
        "A throttle that sticks open can keep the engine pulling; if it races or pushes against the brakes, shift to Neutral, stop and turn it off.",
      codes: ["P2111", "P2112", "P2119", "P2101", "P0638"],
      terms: ["throttle actuator", "electronic throttle body", "idle relearn"],
      related: [
        "p2135-throttle-sensor-correlation",
        "p0505-p0507-idle-control",
        "p0121-p0123-throttle-position-sensor",
      ],
    },
    {
      slug: "p0505-p0507-idle-control",
      title: "P0505, P0506 or P0507 idle speed higher or lower than expected",
      summary:
        "Idle speed is outside the range the PCM can control. High idle (P0507) is usually a vacuum leak or a throttle cleaned without a relearn; low idle (P0506) is usually carbon or a sticking idle air control valve. Clean, seal leaks, then run the idle relearn.",
      symptoms: [
        "Idle sits at 1,000–1,500 rpm warm, or hunts up and down",
        "Idle dips low and nearly stalls when the A/C kicks on",
        "Started right after a battery disconnect or throttle cleaning",
        "Car pushes harder than usual against the brakes at a stop",
      ],
      symptomIds: ["misfire-rough-idle", "hard-start-stall", "cel-steady"],
      causes: [
        {
          likelihood: "common",
          part: "Vacuum leak",
          why: "Extra air the PCM cannot close off raises idle above its target (P0507).",
        },
        {
          likelihood: "common",
          part: "Carbon in the throttle bore or a sticking idle air control valve",
          why: "Restricted idle airflow drops idle below target (P0506); Honda idle air control valves are a frequent example.",
        },
        {
          likelihood: "occasional",
          part: "Idle relearn not done after a battery disconnect or cleaning",
          why: "The PCM still uses settings learned for a dirty throttle, so a clean one lets too much air in; Nissan needs an idle air volume learn.",
        },
        {
          likelihood: "rare",
          part: "Idle air control circuit fault (P0505)",
          why: "An open valve winding or wiring fault removes idle control.",
        },
      ],
      checks: [
        {
          step: "Compare actual idle with desired idle and read idle air control counts or throttle percent.",
          tools: ["Scan tool"],
          expect:
            "Actual matching desired with normal counts; counts pinned at one extreme show the PCM has run out of authority.",
        },
        {
          step: "Smoke-test the intake for a high-idle complaint.",
          tools: ["Smoke machine"],
          expect: "No smoke; a leak found explains P0507.",
        },
        {
          step: "Inspect and clean the throttle bore and idle air passage with the battery disconnected.",
          tools: ["Throttle-body cleaner", "Flashlight"],
          expect: "Removing a sludge ring often restores idle control.",
        },
        {
          step: "Run the maker's idle relearn (Nissan idle air volume learning; on many Hondas, run the engine with no electrical load until the radiator fan comes on).",
          tools: ["Scan tool", "Service information"],
          expect: "Idle settles at the specified speed, usually 600–800 rpm warm in Park.",
        },
      ],
      fix: "Seal the vacuum leak, clean or replace the throttle body or idle air control valve, and complete the idle relearn. Clear codes and confirm a steady idle with A/C on and off.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Seal the vacuum leak", partsLow: 10, partsHigh: 50, laborHoursLow: 0.4, laborHoursHigh: 1 },
          {
            name: "Clean the throttle body or IAC and relearn",
            partsLow: 10,
            partsHigh: 20,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the throttle body or IAC valve",
            partsLow: 80,
            partsHigh: 400,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and scan-tool relearn fees at dealers.",
      },
      verdict: "careful",
      verdictReason:
        "A high idle pushes harder against the brakes and a low idle can stall; hold the brake firmly at stops and fix it soon.",
      codes: ["P0505", "P0506", "P0507"],
      terms: ["idle air control valve", "idle relearn", "vacuum leak"],
      related: ["p2111-p2112-throttle-stuck", "p0171-lean-bank-1", "p0402-p0404-egr-stuck-open"],
      commonOn: [{ make: "honda" }, { make: "nissan" }],
    },
    {
      slug: "p0410-p0411-secondary-air-injection",
      title: "P0410, P0411 or P2440-series secondary air injection fault",
      summary:
        "The cold-start air pump or its check valve has failed, usually from water in the pump or condensate corroding the valve. Common on 2007-and-later Toyota Tundra and Sequoia V8s and many VW and Audi engines; test pump and valves before replacing both.",
      symptoms: [
        "Lamp on, often after cold or wet weather",
        "Loud moan from the pump for a minute after a cold start, or no sound at all",
        "Pump keeps running after warm-up, with a hot smell",
        "Blown air pump fuse",
      ],
      symptomIds: ["cel-steady", "runs-normally", "emissions-fail"],
      causes: [
        {
          likelihood: "common",
          part: "Air pump seized from water ingestion",
          why: "Water drawn into the pump inlet corrodes the bearings and impeller so it stalls or draws too much current.",
        },
        {
          likelihood: "common",
          part: "Check or switching valve stuck",
          why: "Exhaust condensate and carbon corrode the valve so it will not open, or lets exhaust back toward the pump.",
        },
        {
          likelihood: "occasional",
          part: "Pump relay or fuse",
          why: "A relay stuck on runs the pump constantly; one stuck off gives no flow.",
        },
        {
          likelihood: "occasional",
          part: "Cracked air hoses",
          why: "Air escapes before reaching the exhaust, so the oxygen sensor sees no lean swing.",
        },
        {
          likelihood: "rare",
          part: "Air injection pressure sensor",
          why: "Systems like Toyota's use a pressure sensor that can fail and misreport flow.",
        },
      ],
      checks: [
        {
          step: "Listen at a true cold start.",
          tools: [],
          expect:
            "The pump runs for roughly 30–120 seconds after a cold start, then stops; no sound or nonstop running is a fault.",
        },
        {
          step: "Watch the upstream oxygen sensor during air injection or when commanding the pump on.",
          tools: ["Bidirectional scan tool"],
          expect: "The sensor drops lean (below about 0.2 V, or lambda well over 1) while air is flowing.",
        },
        {
          step: "Check the fuse, relay and voltage at the pump while commanded on.",
          tools: ["Multimeter"],
          expect: "Battery voltage at the pump; power present with no running means a seized pump.",
        },
        {
          step: "Remove the hose at the valve and look for moisture and soot.",
          tools: ["Flashlight"],
          expect: "A clean, dry hose; black soot or water means the check valve has failed and let exhaust back.",
        },
      ],
      fix: "Replace the pump, valves or hoses found at fault, and any updated inlet routing the maker offers. Clear codes and complete the secondary air monitor, which needs a cold start. Check by VIN for extended coverage on Toyota trucks.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace a hose or check valve",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the secondary air pump",
            partsLow: 250,
            partsHigh: 600,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the air switching valve assembly",
            partsLow: 600,
            partsHigh: 1600,
            laborHoursLow: 2,
            laborHoursHigh: 4.8,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and dealer pricing on Toyota truck assemblies.",
      },
      verdict: "ok",
      verdictReason:
        "Secondary air runs only for a minute after cold starts; the car is safe to drive while you arrange the repair.",
      codes: ["P0410", "P0411", "P0418", "P2440", "P2444", "P0491", "P0492"],
      terms: ["secondary air injection", "air pump", "check valve"],
      related: ["readiness-monitors-not-ready", "c1201-toyota-vsc-trac-lights"],
      commonOn: [
        {
          make: "toyota",
          models: ["tundra", "sequoia"],
          years: [2007, 2021],
          engines: [{ name: "5.7L i-Force V8 (3UR-FE)", liters: 5.7 }],
        },
        { make: "volkswagen" },
        { make: "audi" },
      ],
    },
    {
      slug: "c0035-c0050-wheel-speed-sensor-gm",
      title: "C0035, C0040, C0045 or C0050 wheel-speed sensor circuit (GM)",
      summary:
        "On GM vehicles these codes name one wheel-speed sensor circuit: C0035 left front, C0040 right front, C0045 left rear and C0050 right rear. ABS, traction and stability control shut off; on GM trucks and SUVs the front sensor is often built into the hub bearing.",
      symptoms: [
        "ABS, traction and Service StabiliTrak warnings on together",
        "Speedometer still works normally",
        "ABS does not pulse in a hard stop",
        "Lights may go out after restart, then return while driving",
      ],
      symptomIds: ["abs-traction-light"],
      causes: [
        {
          likelihood: "common",
          part: "Failed wheel-speed sensor",
          why: "The sensor's winding or electronics open, so that wheel's speed drops to zero.",
        },
        {
          likelihood: "common",
          part: "Damaged harness or corroded connector near the wheel",
          why: "Suspension movement and road salt break wires and corrode pins in the wheel well.",
        },
        {
          likelihood: "occasional",
          part: "Worn hub bearing changing the sensor gap",
          why: "Play in an integrated hub bearing makes the signal weak and erratic.",
        },
        {
          likelihood: "rare",
          part: "ABS control module input failure",
          why: "A failed input in the module reads a good sensor as faulty.",
        },
      ],
      checks: [
        {
          step: "Read ABS codes and watch all four wheel speeds while driving slowly in a straight line.",
          tools: ["ABS-capable scan tool"],
          expect:
            "All four within about 1–2 mph of each other; the coded wheel reading zero or dropping out confirms the circuit.",
        },
        {
          step: "Measure a passive two-wire sensor's resistance at its connector.",
          tools: ["Multimeter", "Service information"],
          expect: "Within spec (many read several hundred to a few thousand ohms); OL is an open sensor.",
        },
        {
          step: "On active sensors, check supply voltage and the current signal.",
          tools: ["Multimeter", "Lab scope"],
          expect: "About 8–12 V supply, and a signal switching between roughly 7 and 14 mA as the wheel turns.",
        },
        {
          step: "Flex the harness from the sensor to the frame while watching live data or resistance.",
          tools: ["Scan tool"],
          expect: "No change; a dropout while flexing locates the broken wire.",
        },
        {
          step: "Check the hub bearing for play and noise.",
          tools: ["Lift or jack stands"],
          expect: "No play at 12 and 6 o'clock; play means replacing the hub with its sensor.",
        },
      ],
      fix: "Replace the sensor or hub assembly (axle nut and hub bolts torqued to spec), or repair the harness with a sealed splice. Clear codes and drive above about 15 mph so the module can see all four sensors.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Repair the harness with a sealed splice",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the wheel-speed sensor",
            partsLow: 30,
            partsHigh: 120,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          { name: "Replace the hub assembly", partsLow: 150, partsHigh: 350, laborHoursLow: 1, laborHoursHigh: 2 },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and alignment if suspension parts were disturbed.",
      },
      verdict: "careful",
      verdictReason:
        "Normal brakes still work, but ABS and stability control are off; leave extra stopping distance, especially on wet or icy roads.",
      codes: [
        { code: "C0035", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0040", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0045", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0050", makes: ["chevrolet", "gm", "gmc"] },
      ],
      terms: ["wheel-speed sensor", "hub bearing", "active sensor", "StabiliTrak"],
      related: [
        "ford-c1145-c1175-wheel-speed-tone-ring",
        "c0265-c0267-gm-abs-pump-relay",
        "u0121-lost-communication-abs",
      ],
      appliesTo: [
        { make: "chevrolet" },
        { make: "gmc" },
        { make: "buick" },
        { make: "cadillac" },
        { make: "pontiac" },
        { make: "saturn" },
        { make: "oldsmobile" },
        { make: "hummer" },
      ],
    },
    {
      slug: "ford-c1145-c1175-wheel-speed-tone-ring",
      title: "Ford C1145, C1155, C1165 or C1175 wheel-speed input: rusted tone ring or air gap",
      summary:
        "A weak or broken wheel-speed signal on a Ford often traces to a cracked or rusted tone ring, or rust pushing the sensor away from it. The giveaway is ABS clicking in at very low speed; inspect the ring and the sensor bore before buying a sensor.",
      symptoms: [
        "ABS pulses and clicks as you roll to a stop below 5–10 mph",
        "ABS or traction light flickers over bumps",
        "Code appeared after a brake job or CV axle replacement",
        "Pedal feels like it is releasing at the end of a stop",
      ],
      symptomIds: ["abs-traction-light"],
      causes: [
        {
          likelihood: "common",
          part: "Tone ring cracked or swollen with rust",
          why: "Press-on rings rust, swell and split, so a gap in the teeth interrupts the signal once per turn.",
        },
        {
          likelihood: "common",
          part: "Rust jacking the sensor out of its bore",
          why: "Rust builds under the sensor flange and pushes it away from the ring, weakening the signal at low speed.",
        },
        {
          likelihood: "occasional",
          part: "Wrong or missing tone ring on a replacement axle",
          why: "Some aftermarket axles have the wrong tooth count or no ring at all.",
        },
        {
          likelihood: "occasional",
          part: "Metal debris on the sensor tip",
          why: "Brake and rust debris on a magnetic tip blurs the signal.",
        },
        { likelihood: "rare", part: "Wheel bearing play", why: "Movement changes the air gap as the wheel turns." },
      ],
      checks: [
        {
          step: "Turn the wheel slowly and inspect every tooth of the tone ring.",
          tools: ["Flashlight", "Lift or jack stands"],
          expect: "Even, intact teeth; a crack, missing tooth or rust lump condemns the ring or axle.",
        },
        {
          step: "Graph all four wheel speeds during a slow stop.",
          tools: ["ABS-capable scan tool"],
          expect: "All four fall together to zero; one dropping out early matches false ABS activation.",
        },
        {
          step: "Scope the sensor signal while turning the wheel.",
          tools: ["Lab scope"],
          expect:
            "Two-wire active sensors switch between about 7 and 14 mA (read in series, or as voltage across a resistor); every tooth should give an even pulse, and a missing or short pulse on each turn marks the cracked or rusted spot.",
        },
        {
          step: "Remove the sensor, clean its bore and tip, and check the axle's tooth count against the original.",
          tools: ["Basic hand tools", "Wire brush"],
          expect: "A clean seat that lets the sensor sit flush, and a matching tooth count.",
        },
      ],
      fix: "Replace the tone ring, hub or CV axle, clean the sensor bore and refit the sensor with the grease the maker specifies. Clear codes and road-test with several slow stops.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Clean the sensor bore and refit the sensor",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.2,
          },
          { name: "Replace the tone ring", partsLow: 30, partsHigh: 100, laborHoursLow: 1, laborHoursHigh: 2 },
          { name: "Replace the hub or CV axle", partsLow: 150, partsHigh: 400, laborHoursLow: 1, laborHoursHigh: 2.4 },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, and a new wheel-speed sensor if it snaps while being pried out of a rusted bore.",
      },
      verdict: "careful",
      verdictReason:
        "False ABS activation can lengthen a low-speed stop; brake early, leave room and get it repaired soon.",
      codes: [
        { code: "C1145", makes: ["ford"] },
        { code: "C1155", makes: ["ford"] },
        { code: "C1165", makes: ["ford"] },
        { code: "C1175", makes: ["ford"] },
      ],
      terms: ["tone ring", "rust jacking", "air gap"],
      related: ["c0035-c0050-wheel-speed-sensor-gm", "u0121-lost-communication-abs"],
      appliesTo: [{ make: "ford" }, { make: "lincoln" }, { make: "mercury" }],
    },
    {
      slug: "c0265-c0267-gm-abs-pump-relay",
      title: "C0265 or C0267 ABS pump motor relay or motor circuit on GM trucks",
      summary:
        "The ABS module cannot run or monitor its pump motor, so ABS and traction control are off. On 1999–2007 GM full-size trucks and SUVs the module's internal relay is a known failure; check ABS fuses, power and ground before replacing or rebuilding it.",
      symptoms: [
        "ABS light on right after the startup self-test",
        "No brief buzz or whir from the ABS unit when pulling away",
        "Codes return on every start, sometimes only hot or cold",
        "Brake pedal normal in everyday stops",
      ],
      symptomIds: ["abs-traction-light"],
      causes: [
        {
          likelihood: "common",
          part: "EBCM internal relay or solder joints",
          why: "Heat cycling cracks the joints for the module's motor relay, so the pump cannot be switched or sensed.",
        },
        {
          likelihood: "occasional",
          part: "ABS fuse or power feed",
          why: "A corroded fuse terminal or feed wire starves the motor relay.",
        },
        {
          likelihood: "occasional",
          part: "Corroded frame or module ground",
          why: "Poor ground lowers the voltage the motor receives and trips the circuit check.",
        },
        {
          likelihood: "rare",
          part: "Seized ABS pump motor",
          why: "A motor that will not turn draws too much current or none at all.",
        },
      ],
      checks: [
        {
          step: "Check both ABS fuses with a meter, including the high-current motor fuse.",
          tools: ["Multimeter"],
          expect: "Voltage on both sides of each fuse; a blown motor fuse points to the motor or relay.",
        },
        {
          step: "Measure power and ground at the module connector under load.",
          tools: ["Multimeter", "Back-probe pins"],
          expect: "Under about 0.5 V drop on the feed and under 0.1 V on the ground.",
        },
        {
          step: "Command the pump motor with a scan tool and listen.",
          tools: ["ABS-capable scan tool"],
          expect: "A brief whir; silence with good power and ground condemns the module relay or the motor.",
        },
      ],
      fix: "Repair the fuse, feed or ground, or replace or send out the EBCM for rebuild. Some replacement modules need setup or programming, and a scan-tool bleed is needed if the hydraulic unit is opened. Clear codes and confirm the self-test passes.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair the fuse, feed or ground",
            partsLow: 10,
            partsHigh: 50,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Send out the EBCM for rebuild",
            partsLow: 150,
            partsHigh: 300,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace and program a new EBCM",
            partsLow: 400,
            partsHigh: 900,
            laborHoursLow: 1,
            laborHoursHigh: 2.4,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a seized ABS pump motor or hydraulic unit, and a scan-tool brake bleed after hydraulic work.",
      },
      verdict: "careful",
      verdictReason:
        "Base brakes still work, but without ABS the wheels can lock in a panic stop; leave extra following distance.",
      codes: [
        { code: "C0265", makes: ["chevrolet", "gm", "gmc"] },
        { code: "C0267", makes: ["chevrolet", "gm", "gmc"] },
      ],
      terms: ["EBCM", "ABS pump motor", "scan-tool bleed"],
      related: ["c0035-c0050-wheel-speed-sensor-gm", "u0121-lost-communication-abs"],
      appliesTo: [
        chevroletGmt800Trucks,
        { make: "gmc", models: ["sierra", "yukon"], years: [1999, 2007] },
        { make: "cadillac", models: ["escalade"], years: [1999, 2007] },
      ],
    },
    {
      slug: "c1201-toyota-vsc-trac-lights",
      title: "C1201 with VSC and TRAC OFF lights on a Toyota or Lexus: an engine code in disguise",
      summary:
        "On Toyota and Lexus vehicles, C1201 means the engine computer has a fault, so stability control switches off. Fix the engine code (often a gas cap, EVAP or oxygen sensor code) and the VSC lights usually clear with it.",
      symptoms: [
        "Check engine, VSC and TRAC OFF lights on together",
        "Started right after a fill-up or an engine repair",
        "ABS light usually stays off",
        "Lights clear after the engine code is fixed and cleared",
      ],
      symptomIds: ["abs-traction-light", "cel-steady"],
      causes: [
        {
          likelihood: "common",
          part: "An active engine code",
          why: "The skid control module disables stability control whenever the engine computer reports a fault, and logs C1201.",
        },
        {
          likelihood: "occasional",
          part: "Low battery or charging voltage (C1241)",
          why: "Low voltage during cranking or driving sets its own code and can disable VSC.",
        },
        {
          likelihood: "occasional",
          part: "Sensor zero point lost after battery or alignment work",
          why: "The yaw rate and deceleration sensors need a zero-point calibration after some repairs.",
        },
      ],
      checks: [
        {
          step: "Read engine codes first.",
          tools: ["Scan tool"],
          expect: "An engine code present explains C1201; fix it first.",
        },
        {
          step: "Measure battery voltage at rest and charging voltage at idle, since low supply sets C1241 and lights VSC and TRAC OFF the same way.",
          tools: ["Multimeter"],
          expect: "12.6 V at rest and 13.5–14.8 V running; low voltage explains C1241.",
        },
        {
          step: "After repairing the engine fault, clear engine codes, then clear ABS and VSC codes.",
          tools: ["Enhanced scan tool"],
          expect: "C1201 does not return on a road test.",
        },
        {
          step: "If VSC lights persist with no codes, perform the zero-point calibration on a level surface.",
          tools: ["Toyota Techstream or equivalent"],
          expect: "Lights go out after calibration; older models can use the DLC3 terminal jumper method.",
        },
      ],
      fix: "Repair the engine fault, clear codes in both modules, and run the yaw-rate and deceleration sensor zero-point calibration if battery, alignment or sensor work preceded the lights.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Clear codes in both modules after the engine repair",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.5,
          },
          {
            name: "Yaw-rate and decel sensor zero-point calibration",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.2,
          },
        ],
        excludes:
          "Estimate for the chassis side only; the cost of the underlying engine repair is extra, as are diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Stability control is switched off; drive gently in rain or snow until the engine fault behind it is fixed.",
      codes: [
        { code: "C1201", makes: ["lexus", "toyota"] },
        { code: "C1241", makes: ["lexus", "toyota"] },
      ],
      terms: ["VSC", "skid control ECU", "zero-point calibration"],
      related: [
        "p0455-large-evap-leak",
        "p0410-p0411-secondary-air-injection",
        "c0035-c0050-wheel-speed-sensor-gm",
        "abs-system/toyota-vsc-lights-after-alignment-zero-point",
      ],
      appliesTo: [{ make: "toyota" }, { make: "lexus" }],
    },
    {
      slug: "b0001-driver-airbag-clock-spring",
      title: "Airbag light with B0001 driver frontal deployment circuit (clock spring)",
      summary:
        "The SRS module sees wrong resistance in the driver airbag circuit, most often a broken ribbon in the clock spring behind the steering wheel. The driver airbag may not deploy, so get it fixed promptly; this is not a job for guesswork with a meter.",
      symptoms: [
        "Airbag (SRS) warning light stays on after the startup check",
        "Horn does not work",
        "Steering-wheel buttons for cruise or audio are dead",
        "Clicking or rubbing noise from the column when turning",
      ],
      symptomIds: ["airbag-light"],
      causes: [
        {
          likelihood: "common",
          part: "Clock spring ribbon broken",
          why: "The flat ribbon that carries the airbag circuit through the turning wheel wears or tears, especially if the column was turned while disconnected.",
        },
        {
          likelihood: "occasional",
          part: "Airbag connector at the inflator loose or corroded",
          why: "A connector not fully latched after steering wheel removal adds resistance to the deployment loop.",
        },
        {
          likelihood: "rare",
          part: "Driver airbag module fault",
          why: "An internal fault in the inflator's igniter circuit reads out of range.",
        },
        {
          likelihood: "rare",
          part: "SRS control module fault",
          why: "The module's own measurement circuit fails and reports a good loop as bad.",
        },
      ],
      checks: [
        {
          step: "Read SRS codes with a scan tool that reaches the restraint module, and note any resistance data.",
          tools: ["SRS-capable scan tool"],
          expect:
            "A healthy driver loop usually reports about 2–4 Ω (typical; confirm in the service information); high resistance or an open on stage 1 (and often stage 2) points to the clock spring or airbag connector.",
        },
        {
          step: "Check whether the horn and the steering-wheel switches work.",
          tools: [],
          expect: "A dead horn and dead switches together strongly point to the clock spring.",
        },
        {
          step: "Disable the SRS (battery negative off, wait the manual's time), then plug an airbag simulator into the column connector below the clock spring.",
          tools: ["SRS load tool (airbag simulator)", "Service information"],
          expect:
            "With the simulator below the clock spring and the fault gone, the problem is above that point: clock spring or airbag.",
        },
        {
          step: "Move the simulator to the airbag connector above the clock spring.",
          tools: ["SRS load tool (airbag simulator)"],
          expect: "Fault returns means the clock spring; fault clears means the airbag module.",
        },
      ],
      fix: "Replace the clock spring centered with the wheels straight, torque the steering wheel bolt to spec (replace it if it is one-time-use) and reconnect the airbag. Reconnect the battery with nobody in the car, clear codes and confirm the lamp self-test. Never probe an airbag with an ohmmeter, and place a removed airbag face up. Clock springs on several models were recalled; check by VIN.",
      difficulty: 3,
      cost: {
        partsLow: 60,
        partsHigh: 350,
        laborHoursLow: 0.6,
        laborHoursHigh: 2,
        excludes: "Estimate; excludes diagnosis, taxes, an airbag module if it is the fault and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "The driver airbag may not deploy in a crash; drive only as needed until repaired and keep the seat well back from the wheel.",
      codes: ["B0001", "B0002"],
      terms: ["clock spring", "SRS", "deployment loop", "airbag simulator"],
      related: ["srs-seat-connector-side-airbag", "srs-crash-data-stored", "occupant-classification-airbag-off"],
    },
    {
      slug: "srs-seat-connector-side-airbag",
      title: "Airbag light after seat work: side-airbag or pretensioner B-code at the seat connector",
      summary:
        "A loose or corroded yellow SRS connector under a front seat is the usual cause, often after the seat was removed or something was jammed under it. Disable the system first, then reseat or repair the connector with the maker's kit, never solder and tape.",
      symptoms: [
        "Light came on after the seat was removed, the carpet was cleaned or items were stuffed under the seat",
        "Light flickers when the seat moves or someone shifts their weight",
        "SRS code names a seat-mounted side airbag or belt pretensioner",
        "Seat belt or seat-mounted airbag warning shown in the cluster",
      ],
      symptomIds: ["airbag-light"],
      causes: [
        {
          likelihood: "common",
          part: "Yellow SRS connector not fully latched",
          why: "A connector missing its lock or secondary latch loses contact and opens the deployment loop.",
        },
        {
          likelihood: "occasional",
          part: "Harness pinched under the seat track",
          why: "Moving the seat crushes the wiring, shorting or opening the loop.",
        },
        {
          likelihood: "occasional",
          part: "Corrosion from spilled drinks or a wet floor",
          why: "Liquid pooling under the seat corrodes the terminals.",
        },
        {
          likelihood: "rare",
          part: "Failed pretensioner or side airbag",
          why: "An internal fault in the device reads out of range.",
        },
      ],
      checks: [
        {
          step: "Read SRS codes and identify which seat loop is named.",
          tools: ["SRS-capable scan tool"],
          expect:
            "A code naming a side airbag or pretensioner loop on one seat; where the module shows loop resistance, a normal 2–4 Ω reading that jumps to open as the seat slides or the connector is moved confirms the connector.",
        },
        {
          step: "Disable the SRS (battery off, wait the manual's time), then inspect the connector and its locks under that seat.",
          tools: ["Flashlight", "Service information"],
          expect: "A loose, unlatched or green connector is the likely fault.",
        },
        {
          step: "Substitute an airbag simulator for the seat device and re-enable the system from outside the car.",
          tools: ["SRS load tool (airbag simulator)"],
          expect: "Code clears with the simulator means the device; code stays means the harness or connector.",
        },
        {
          step: "Inspect the harness along the seat track.",
          tools: ["Flashlight"],
          expect: "No crushed or chafed wiring.",
        },
      ],
      fix: "Re-latch or replace the connector, or repair the harness with the maker's SRS repair kit and approved splices. Keep objects out from under the seat. Reconnect with nobody in the car, clear codes and confirm the lamp goes out after its self-test.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Re-latch or clean the seat connector",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "SRS harness repair kit at the seat",
            partsLow: 40,
            partsHigh: 250,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; a pretensioner belt or side airbag would cost more; excludes diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason: "Side airbags or belt pretensioners on that seat may not work in a crash; get it repaired soon.",
      codes: ["B0020", "B0028"],
      terms: ["seat belt pretensioner", "side airbag", "connector position assurance"],
      related: ["b0001-driver-airbag-clock-spring", "occupant-classification-airbag-off"],
    },
    {
      slug: "occupant-classification-airbag-off",
      title: "Passenger airbag OFF lamp on with an adult seated: occupant-classification B-code",
      summary:
        "The occupant classification sensor in the passenger seat decides whether the front passenger airbag is armed. A failed sensor or objects under the seat can switch it off for an adult; it needs a scan-tool check and usually a zero-point calibration.",
      symptoms: [
        "Passenger Airbag OFF lamp lit with an adult in the seat",
        "Airbag warning lamp on with an occupant classification code",
        "Status changes when the passenger shifts position",
        "Aftermarket seat cover or seat heater pad fitted",
      ],
      symptomIds: ["airbag-light"],
      causes: [
        {
          likelihood: "common",
          part: "Occupant classification sensor or mat out of calibration or failed",
          why: "The weight or pressure sensor drifts, so it reads an adult as an empty seat or a child.",
        },
        {
          likelihood: "occasional",
          part: "Objects under the seat or an aftermarket seat cover",
          why: "Anything pressing on or under the cushion changes what the sensor measures.",
        },
        {
          likelihood: "occasional",
          part: "Connector or harness under the seat",
          why: "A loose connection interrupts the sensor's signal to the SRS module.",
        },
        {
          likelihood: "rare",
          part: "Occupant classification control module",
          why: "The module that interprets the sensor fails internally.",
        },
      ],
      checks: [
        {
          step: "Read SRS and occupant classification codes and the live classification status.",
          tools: ["SRS-capable scan tool"],
          expect:
            "Status should read empty with the seat empty and adult with an adult seated; the bag must arm for anyone the size of the 108 lb small-female test dummy in FMVSS 208, so an adult shown as OFF is a fault.",
        },
        {
          step: "Remove everything from under and on the seat, including aftermarket covers.",
          tools: [],
          expect: "Status corrects itself if an object or cover was the cause.",
        },
        {
          step: "Inspect the connector under the seat with the SRS disabled.",
          tools: ["Flashlight", "Service information"],
          expect: "Fully latched, clean connector.",
        },
        {
          step: "Run the zero-point calibration with the seat empty, per the maker's procedure.",
          tools: ["Enhanced scan tool"],
          expect:
            "Calibration passes and the status reads correctly afterward; a failed calibration condemns the sensor.",
        },
      ],
      fix: "Recalibrate, or replace the sensor or mat (often sold with the cushion), then run the zero-point calibration. Clear codes and verify empty and adult classification before returning the car.",
      difficulty: 4,
      cost: {
        scenarios: [
          { name: "Zero-point recalibration", partsLow: 0, partsHigh: 0, laborHoursLow: 0.6, laborHoursHigh: 1.2 },
          {
            name: "Replace the sensor mat or cushion assembly",
            partsLow: 300,
            partsHigh: 1100,
            laborHoursLow: 1.5,
            laborHoursHigh: 3.2,
          },
        ],
        excludes: "Estimate; dealer calibration tools are sometimes required; excludes diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "An adult passenger may have no front airbag; until it is fixed, seat adult passengers in the back.",
      codes: [],
      terms: ["occupant classification system", "passenger presence sensor", "zero-point calibration"],
      related: ["b0001-driver-airbag-clock-spring", "srs-seat-connector-side-airbag"],
    },
    {
      slug: "srs-crash-data-stored",
      title: "Airbag light stays on after a crash: crash data stored in the SRS module",
      summary:
        "After a deployment, or a crash hard enough to record an event, most SRS modules keep a crash record no ordinary scan tool can clear. The module and every deployed part and crash sensor must be replaced before the system protects anyone again.",
      symptoms: [
        "Airbag light stays on after a collision, even one with no deployment",
        "Front seat belts locked or will not retract after a pretensioner fired",
        "Scan tool reports a crash or deployment record that will not clear",
        "Dash, steering wheel or seat trim damaged by deployment",
      ],
      symptomIds: ["airbag-light"],
      causes: [
        {
          likelihood: "common",
          part: "Crash event recorded in the SRS module",
          why: "The module stores a locked crash record after an event and will not arm again until replaced or properly reset.",
        },
        {
          likelihood: "common",
          part: "Pretensioners fired",
          why: "Each fired pretensioner is a one-time device that reads as an open loop afterward.",
        },
        {
          likelihood: "occasional",
          part: "Impact sensor damaged in the bumper, door or pillar",
          why: "A crushed or disconnected sensor sets its own code.",
        },
        {
          likelihood: "rare",
          part: "SRS module flooded",
          why: "Modules under the console or seats can be damaged by water in the floor pan.",
        },
      ],
      checks: [
        {
          step: "Read all SRS codes and note which loops and sensors report faults.",
          tools: ["SRS-capable scan tool"],
          expect: "A crash-record code plus open loops for each deployed device.",
        },
        {
          step: "Check every seat belt for full retraction and a fired pretensioner.",
          tools: [],
          expect: "A belt locked out or slack after the crash needs replacement.",
        },
        {
          step: "Inspect impact sensors and their wiring in the damaged areas.",
          tools: ["Flashlight", "Service information"],
          expect: "Undamaged sensors with latched connectors; crushed ones are replaced.",
        },
      ],
      noMeasurement:
        "A stored crash record is a flag the SRS module will not clear; which devices fired and which sensors were hit decide the repair, not a resistance or voltage reading.",
      fix: "Replace deployed airbags, fired pretensioners, impact sensors in the crush zone and the SRS module (programmed to the VIN), or use a reset service only where the maker permits it. Handle deployed parts with gloves and eye protection because the residue irritates skin. Clear codes and confirm the lamp self-test.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Replace the SRS module and fired pretensioners",
            partsLow: 400,
            partsHigh: 1200,
            laborHoursLow: 1.2,
            laborHoursHigh: 3,
          },
          {
            name: "Crash-data reset service where the maker permits",
            partsLow: 50,
            partsHigh: 120,
            laborHoursLow: 1.2,
            laborHoursHigh: 2,
          },
          {
            name: "Replace deployed airbags, belts, sensors and module",
            partsLow: 1500,
            partsHigh: 4000,
            laborHoursLow: 4,
            laborHoursHigh: 12,
          },
        ],
        excludes:
          "Estimate; excludes body repairs, dashboard replacement, diagnosis, taxes and dealer programming fees.",
      },
      verdict: "careful",
      verdictReason:
        "The restraint system gives no protection until it is rebuilt; drive only to the repair shop, or have the car towed if anything else was damaged.",
      codes: [],
      terms: ["crash data", "pretensioner", "impact sensor", "SRS module"],
      related: ["b0001-driver-airbag-clock-spring", "srs-seat-connector-side-airbag"],
    },
    {
      slug: "u0100-lost-communication-pcm",
      title: "U0100 lost communication with the ECM/PCM",
      summary:
        "Another module cannot hear the engine computer on the CAN bus. If it cranks but will not start, check the PCM's fuses, power and grounds first; if it runs, suspect a connector, ground or bus fault. Low battery voltage can set U0100 in many modules.",
      symptoms: [
        "Crank but no start, or a stall while driving",
        "Tachometer and temperature gauge drop to zero",
        "ABS, traction and check engine lights on together",
        "Problem comes and goes over bumps",
      ],
      symptomIds: ["many-lights-dead-gauges", "hard-start-stall", "abs-traction-light"],
      causes: [
        {
          likelihood: "common",
          part: "Blown PCM fuse or failed main relay",
          why: "Without power the PCM falls silent on the bus and the engine will not run.",
        },
        {
          likelihood: "common",
          part: "Loose or corroded PCM connector or ground",
          why: "A poor connection drops the PCM off the bus intermittently.",
        },
        {
          likelihood: "occasional",
          part: "Damaged CAN wiring",
          why: "A chafed or rodent-chewed CAN pair cuts the PCM off from other modules.",
        },
        {
          likelihood: "occasional",
          part: "Low system voltage",
          why: "Modules drop off the bus when voltage sags during cranking or charging faults.",
        },
        {
          likelihood: "rare",
          part: "Failed PCM",
          why: "An internal failure stops communication even with good power and grounds.",
        },
      ],
      checks: [
        {
          step: "Because a PCM that resets while cranking sets U0100 in the other modules, measure battery voltage at rest and its lowest point during cranking.",
          tools: ["Multimeter"],
          expect:
            "At least 12.4 V at rest and no dip below 9.6 V while cranking; a deeper dip resets the PCM and sets U0100 in the modules that stay awake.",
        },
        {
          step: "Try to communicate with the PCM directly.",
          tools: ["Enhanced scan tool"],
          expect: "No response while other modules respond points to the PCM's power, ground or its bus branch.",
        },
        {
          step: "Check every PCM fuse and the main relay, then power and ground pins at the PCM connector under load.",
          tools: ["Multimeter", "Back-probe pins", "Service information"],
          expect:
            "Every PCM feed within 0.5 V of the battery with the main relay pulled in, and no more than 0.1 V between each PCM ground pin and battery negative; a relay that clicks but drops its feed takes the PCM off the bus.",
        },
        {
          step: "With the battery disconnected, measure resistance between DLC pins 6 and 14.",
          tools: ["Multimeter"],
          expect: "About 60 Ω (two 120 Ω terminators in parallel); about 120 Ω means one terminator is off the bus.",
        },
        {
          step: "Key on, measure CAN High and CAN Low to ground at the DLC.",
          tools: ["Multimeter"],
          expect: "CAN High about 2.5–3.5 V and CAN Low about 1.5–2.5 V; either at 0 V or 12 V is shorted.",
        },
      ],
      fix: "Repair the power, ground, connector or CAN wiring. Replace the PCM only after confirming power, grounds and bus at its connector; a new PCM must be programmed to the VIN and have the immobilizer relearned. Clear codes in every module.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Repair PCM power, ground or CAN wiring",
            partsLow: 30,
            partsHigh: 150,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Replace and program the PCM with immobilizer relearn",
            partsLow: 500,
            partsHigh: 1100,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate; excludes towing, diagnosis, taxes and dealer programming fees.",
      },
      verdict: "careful",
      verdictReason:
        "Losing the PCM link can stall the engine or leave it unable to restart; avoid highway trips until it is diagnosed.",
      codes: ["U0100", "U0073"],
      terms: ["CAN bus", "terminating resistor", "module programming"],
      related: ["u0073-u0001-can-bus-off", "u0101-lost-communication-tcm", "p0562-system-voltage-low"],
    },
    {
      slug: "u0101-lost-communication-tcm",
      title: "U0101 lost communication with the TCM: stuck in one gear",
      summary:
        "The other modules cannot hear the transmission control module, so the transmission drops into a fail-safe gear. Check the TCM's fuse, power, ground and connector; modules mounted on or inside the transmission fail from heat and fluid intrusion.",
      symptoms: [
        "Stuck in one gear or no shifting at all",
        "Service Transmission message or blank gear indicator",
        "Check engine lamp, sometimes with harsh engagement",
        "May refuse to start on some models",
      ],
      symptomIds: ["shift-problems", "many-lights-dead-gauges", "low-power-limp"],
      causes: [
        {
          likelihood: "common",
          part: "TCM power, ground or connector fault",
          why: "A blown fuse or corroded pin takes the TCM off the bus.",
        },
        {
          likelihood: "occasional",
          part: "Internal TCM failure",
          why: "Transmission-mounted modules, such as the GM 6T40/6T45 unit and the TCM on Ford's PowerShift dual-clutch, fail from heat and vibration.",
        },
        {
          likelihood: "occasional",
          part: "CAN wiring to the TCM damaged",
          why: "A harness routed near the transmission can chafe and open the bus branch.",
        },
        {
          likelihood: "rare",
          part: "Low system voltage",
          why: "The TCM is often first to drop out when voltage dips.",
        },
      ],
      checks: [
        {
          step: "With an enhanced scan tool, ping the TCM on its own while checking that the PCM and ABS on the same bus still answer.",
          tools: ["Enhanced scan tool"],
          expect: "No response while other modules talk focuses on the TCM's power, ground or bus branch.",
        },
        {
          step: "Check the TCM fuses, then power and ground at its connector.",
          tools: ["Multimeter", "Service information"],
          expect:
            "Key on, each TCM feed within 0.5 V of battery and each ground under 0.1 V to battery negative; a feed that dies when the fuse is tapped explains the TCM dropping off and the stuck-in-gear default.",
        },
        {
          step: "Inspect the TCM connector for fluid or corrosion.",
          tools: ["Flashlight"],
          expect: "Dry, clean pins; fluid in the connector points to a leaking seal.",
        },
        {
          step: "Measure CAN High and CAN Low at the TCM connector with the key on.",
          tools: ["Multimeter"],
          expect: "Near 2.5–3.5 V and 1.5–2.5 V; missing or shorted lines mean wiring repair.",
        },
      ],
      fix: "Repair the wiring, fuse or connector, or replace the TCM and program it to the VIN with the transmission adaptive data. Refill fluid if an internal unit was replaced and run the relearn. Ford extended TCM coverage on many 2011–2016 Fiesta and 2012–2016 Focus PowerShift models; check by VIN.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Repair the TCM fuse, wiring or connector",
            partsLow: 30,
            partsHigh: 100,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Replace and program the TCM",
            partsLow: 500,
            partsHigh: 1100,
            laborHoursLow: 2,
            laborHoursHigh: 4.8,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and dealer programming.",
      },
      verdict: "careful",
      verdictReason:
        "A transmission stuck in one gear gives weak acceleration and can strand you; drive gently to a shop.",
      codes: ["U0101"],
      terms: ["TCM", "CAN bus", "fail-safe gear"],
      related: ["u0100-lost-communication-pcm", "p0700-transmission-mil-request", "u0073-u0001-can-bus-off"],
      commonOn: [{ make: "chevrolet", transmissions: ["GM 6T40/6T45 6-speed automatic"] }, fordDps6Vehicles2011To2016],
    },
    {
      slug: "u0121-lost-communication-abs",
      title: "U0121 lost communication with the ABS control module",
      summary:
        "Other modules lost contact with the ABS module, so ABS, traction and stability control shut off and the speedometer may quit. Check the ABS module's fuses and ground first; on many Chrysler, Jeep and Ram vehicles the module itself is a frequent failure.",
      symptoms: [
        "ABS, brake and traction warning lights on together",
        "Speedometer drops to zero on vehicles that get speed from the ABS module",
        "Cruise control stops working",
        "Odd shifting because the transmission loses the speed signal",
      ],
      symptomIds: ["abs-traction-light", "many-lights-dead-gauges", "shift-problems"],
      causes: [
        {
          likelihood: "common",
          part: "ABS module power fuse, ground or connector",
          why: "The module sits low in the engine bay where corrosion and loose connections take it off the bus.",
        },
        {
          likelihood: "common",
          part: "Internal ABS module failure",
          why: "Circuit board faults from heat and vibration stop the module communicating.",
        },
        {
          likelihood: "occasional",
          part: "CAN wiring damaged near the module",
          why: "A harness rubbed near the inner fender opens the bus branch.",
        },
        {
          likelihood: "rare",
          part: "Low system voltage",
          why: "Voltage dips make the module reset and drop off the bus.",
        },
      ],
      checks: [
        {
          step: "Try to communicate with the ABS module directly.",
          tools: ["ABS-capable scan tool"],
          expect: "No response while other modules talk points to the module's power, ground or bus.",
        },
        {
          step: "Check both ABS fuses (module and pump motor) with a meter.",
          tools: ["Multimeter"],
          expect:
            "Battery voltage on both sides of the module fuse and the high-current pump motor fuse, key on; 0 V on the far side of either means a blown fuse and a short to find.",
        },
        {
          step: "Measure ground voltage drop at the module under load.",
          tools: ["Multimeter"],
          expect: "Under 0.1 V; more points to a corroded ground.",
        },
        {
          step: "Inspect the connector for corrosion and measure CAN voltages at it.",
          tools: ["Flashlight", "Multimeter"],
          expect: "Clean pins and CAN High about 2.5–3.5 V, CAN Low about 1.5–2.5 V.",
        },
      ],
      fix: "Repair the power, ground or wiring, or replace or rebuild the ABS module. Many replacement modules need programming, and a scan-tool bleed is required if the hydraulic unit is replaced. Clear codes and confirm the speedometer and ABS self-test.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair ABS module power, ground or wiring",
            partsLow: 20,
            partsHigh: 100,
            laborHoursLow: 0.6,
            laborHoursHigh: 2,
          },
          {
            name: "Rebuild the ABS module (send-out service)",
            partsLow: 200,
            partsHigh: 500,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
          {
            name: "Replace and program the ABS module",
            partsLow: 500,
            partsHigh: 1200,
            laborHoursLow: 2,
            laborHoursHigh: 3.2,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes, programming and bleed fees at dealers.",
      },
      verdict: "careful",
      verdictReason:
        "Normal braking remains, but without ABS the wheels can lock in a hard stop and the speedometer may read zero; drive carefully to a shop.",
      codes: ["U0121", "U0415"],
      terms: ["ABS module", "CAN bus", "scan-tool bleed"],
      related: ["c0035-c0050-wheel-speed-sensor-gm", "c0265-c0267-gm-abs-pump-relay", "u0073-u0001-can-bus-off"],
      commonOn: chryslerDodgeJeepRam,
    },
    {
      slug: "u0140-lost-communication-bcm",
      title: "U0140 lost communication with the body control module",
      summary:
        "Modules cannot hear the BCM, so lights, locks, wipers, security and sometimes starting misbehave. Check its fuses and grounds and look for water: many BCMs sit under the dash or kick panel where a clogged drain or leaking windshield soaks them.",
      symptoms: [
        "Security light flashing and the engine will not start",
        "Interior lights, wipers or turn signals acting on their own",
        "Key fob does nothing",
        "Many warning lights and chimes at once",
      ],
      symptomIds: ["many-lights-dead-gauges", "hard-start-stall"],
      causes: [
        {
          likelihood: "common",
          part: "BCM power feed or ground fault",
          why: "A blown fuse or loose ground takes the BCM off the bus.",
        },
        {
          likelihood: "common",
          part: "Water damage",
          why: "Leaks from cowl drains, windshields or sunroof drains run onto modules in the footwell and corrode their boards.",
        },
        {
          likelihood: "occasional",
          part: "CAN or LIN wiring damaged",
          why: "A chafed harness under the dash cuts the BCM off.",
        },
        {
          likelihood: "occasional",
          part: "Module left in a bad state after a low battery or jump-start",
          why: "A deep voltage dip can lock up the BCM until it is power-cycled.",
        },
        {
          likelihood: "rare",
          part: "Internal BCM failure",
          why: "Component failure on the board stops communication.",
        },
      ],
      checks: [
        {
          step: "Test the battery and disconnect it for a few minutes to reset modules.",
          tools: ["Multimeter"],
          expect: "A healthy battery; a fault that clears after reset suggests a voltage event.",
        },
        {
          step: "Check every BCM fuse and ground.",
          tools: ["Multimeter", "Service information"],
          expect: "Power on all feeds and under 0.1 V ground drop.",
        },
        {
          step: "Inspect the BCM, its connectors and the carpet around it for water.",
          tools: ["Flashlight"],
          expect: "Dry carpet and clean pins; water stains or green corrosion confirm a leak.",
        },
        {
          step: "After the power and ground repairs, request the BCM's identification data to confirm it has rejoined the bus.",
          tools: ["Enhanced scan tool"],
          expect: "A response after power and ground repairs confirms the cause.",
        },
      ],
      fix: "Repair the power, ground or wiring, or replace the BCM and program it (VIN, options and key learning). Fix the water leak at its source. Clear codes in all modules.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Repair BCM power, ground or wiring",
            partsLow: 30,
            partsHigh: 120,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          { name: "Replace and program the BCM", partsLow: 300, partsHigh: 900, laborHoursLow: 2, laborHoursHigh: 4 },
        ],
        excludes:
          "Estimate; excludes finding and sealing the water leak that reached the BCM, diagnosis, taxes and dealer parts pricing.",
      },
      verdict: "careful",
      verdictReason:
        "The car may not restart, and lights or wipers may quit; avoid night or rain driving until it is fixed.",
      codes: ["U0140", "U0141", "U0422"],
      terms: ["body control module", "LIN bus", "key learning"],
      related: ["u0073-u0001-can-bus-off", "u0155-lost-communication-cluster", "u0100-lost-communication-pcm"],
    },
    {
      slug: "u0155-lost-communication-cluster",
      title: "U0155 lost communication with the instrument panel cluster",
      summary:
        "The cluster dropped off the network, so gauges go dead or fall to zero, chimes sound and other modules set this code. Check the cluster's fuses, ground and connector before replacing it; a replacement must be programmed with the vehicle's true mileage.",
      symptoms: [
        "All gauges dead or pointing to zero",
        "Warning lights flicker or the display is blank",
        "Constant chiming",
        "On some VW and Audi models, no start, because the immobilizer lives in the cluster",
      ],
      symptomIds: ["many-lights-dead-gauges", "hard-start-stall"],
      causes: [
        {
          likelihood: "common",
          part: "Cluster fuse, power or ground",
          why: "A blown fuse or loose ground takes the cluster off the bus.",
        },
        {
          likelihood: "common",
          part: "Loose or corroded cluster connector",
          why: "Dash vibration or previous work leaves the plug partly seated.",
        },
        {
          likelihood: "occasional",
          part: "Internal cluster failure",
          why: "Cracked solder joints or a failed power supply on the board stop communication.",
        },
        {
          likelihood: "rare",
          part: "CAN branch wiring behind the dash",
          why: "A pinched wire from dash work opens the bus to the cluster.",
        },
      ],
      checks: [
        {
          step: "Check the cluster fuses and the battery.",
          tools: ["Multimeter"],
          expect: "Power at all fuses and a healthy battery.",
        },
        {
          step: "Remove the cluster and check power, ground and CAN voltages at its connector.",
          tools: ["Multimeter", "Back-probe pins", "Service information"],
          expect:
            "Key on: cluster feeds within 0.5 V of battery, ground under 0.1 V, CAN High 2.5–3.5 V and CAN Low 1.5–2.5 V at its pins; battery off, about 60 Ω across the pair on a two-wire bus with a 120 Ω terminator at each end.",
        },
        {
          step: "Send the instrument cluster a direct identification request and compare with the modules that share its bus.",
          tools: ["Enhanced scan tool"],
          expect:
            "A cluster that stays silent to a direct request while other modules on the same bus answer, with its power, ground and CAN voltages good, has failed internally.",
        },
      ],
      fix: "Repair the fuse, ground or connector, or rebuild or replace the cluster. Under federal odometer law a replacement cluster must show the true mileage, or zero with the required door-jamb notice if it cannot be set; where the cluster holds the immobilizer, relearn the keys. Clear codes in all modules.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair the cluster fuse, ground or connector",
            partsLow: 30,
            partsHigh: 80,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Rebuild the cluster (send-out service)",
            partsLow: 150,
            partsHigh: 350,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the instrument cluster",
            partsLow: 400,
            partsHigh: 800,
            laborHoursLow: 1,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; excludes mileage programming, diagnosis, taxes and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Without a speedometer, fuel gauge or warning lamps you cannot see overheating or low oil; drive only in daylight straight to a shop.",
      codes: ["U0155", "U0423"],
      terms: ["instrument panel cluster", "odometer programming", "immobilizer"],
      related: ["u0140-lost-communication-bcm", "u0073-u0001-can-bus-off"],
    },
    {
      slug: "u0073-u0001-can-bus-off",
      title: "U0073 or U0001 CAN bus off: many U-codes and warning lights at once",
      summary:
        "When the whole bus goes down, nearly every module logs lost-communication codes and the dash lights up. Find the one thing pulling it down (a shorted module, chafed CAN pair, wet connector or aftermarket device) by unplugging modules one at a time.",
      symptoms: [
        "Dash full of warning lights and messages at once",
        "Gauges dead and the transmission stuck in one gear",
        "Engine may not start or may stall",
        "Started after an accident, water leak or accessory installation",
      ],
      symptomIds: ["many-lights-dead-gauges", "hard-start-stall", "shift-problems", "abs-traction-light"],
      causes: [
        {
          likelihood: "common",
          part: "CAN wiring shorted or chafed",
          why: "A CAN wire shorted to ground or power, or the two lines shorted together, stops every module from talking.",
        },
        {
          likelihood: "common",
          part: "Aftermarket device on the bus",
          why: "A remote starter, tracker or plug-in OBD dongle can load down or flood the bus.",
        },
        {
          likelihood: "occasional",
          part: "One module with an internal short",
          why: "A failed transceiver in a single module pulls the bus lines to a fixed voltage.",
        },
        {
          likelihood: "occasional",
          part: "Water in a connector or splice pack",
          why: "Water bridges CAN pins at a junction and corrupts every message.",
        },
        {
          likelihood: "rare",
          part: "Missing terminating resistor",
          why: "A module with a built-in terminator removed leaves the bus with reflections that scramble messages.",
        },
      ],
      checks: [
        {
          step: "Unplug any OBD dongle and disconnect aftermarket devices.",
          tools: [],
          expect: "Communication returning confirms the device.",
        },
        {
          step: "Disconnect the battery and check the bus resistance across DLC pins 6 (CAN High) and 14 (CAN Low).",
          tools: ["Multimeter"],
          expect: "About 60 Ω; near 0 Ω means the lines are shorted together, and 120 Ω means a terminator is missing.",
        },
        {
          step: "Key on, measure each CAN line to ground and scope the bus.",
          tools: ["Multimeter", "Lab scope"],
          expect:
            "CAN High about 2.5–3.5 V and CAN Low about 1.5–2.5 V with mirror-image square waves; a line at 0 V or 12 V is shorted.",
        },
        {
          step: "With a scope on CAN High and Low, unplug modules one at a time at their connectors or the splice pack until clean mirrored signals return.",
          tools: ["Lab scope", "Wiring diagram"],
          expect: "The bus recovering when one module or branch is unplugged locates the fault.",
        },
      ],
      fix: "Repair the shorted wiring or splice, remove the offending device or replace the failed module (with programming). Clear codes in every module and confirm all modules respond to a network scan.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Repair the shorted wiring or splice",
            partsLow: 25,
            partsHigh: 100,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
          {
            name: "Replace and program the failed module",
            partsLow: 300,
            partsHigh: 1000,
            laborHoursLow: 2,
            laborHoursHigh: 6,
          },
        ],
        excludes:
          "Estimate; tracing intermittent bus faults can run many hours; excludes module programming, diagnosis and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "With the network down the engine, transmission and ABS may drop into fail-safe or stall; keep trips short until it is found.",
      codes: ["U0073", "U0001", "U0100", "U0121", "U0140"],
      terms: ["CAN bus", "bus off", "terminating resistor", "network scan"],
      related: [
        "u0100-lost-communication-pcm",
        "u0121-lost-communication-abs",
        "u0140-lost-communication-bcm",
        "p0562-system-voltage-low",
      ],
    },
    {
      slug: "p0050-p0058-bank-2-o2-heater-circuit",
      title: "Bank 2 oxygen sensor heater code on a V6 or V8 (P0050–P0052, P0056–P0058)",
      summary:
        "The PCM's heater driver for a bank 2 oxygen sensor found the circuit open, shorted to ground or shorted to power. Find bank 2, ohm the heater and check its fuse and feed before buying a sensor; codes on both banks point to the shared feed.",
      symptoms: [
        "Check engine light on a V6 or V8 that drives exactly as it did before",
        "The code names bank 2, the row of cylinders that does not hold cylinder 1",
        "Bank 1 heater codes (P0030–P0038) set at the same moment when a shared fuse or relay has failed",
        "Oxygen sensor heater monitor incomplete at an emissions inspection",
        "With a sensor 1 code, bank 2 stays in open loop for minutes after a cold start while bank 1 is already closed loop",
      ],
      symptomIds: ["cel-steady", "runs-normally", "emissions-fail"],
      causes: [
        {
          likelihood: "common",
          part: "Heater element burned open in the bank 2 sensor",
          why: "An open heater passes no current, which sets the open-circuit code (P0050 upstream, P0056 downstream) and, on current-sensing PCMs such as Toyota's and Nissan's, the low code as well.",
        },
        {
          likelihood: "occasional",
          part: "Heater fuse or relay shared by both banks",
          why: "Many V engines feed all four heaters from one fuse or relay, so a single shorted heater kills the feed and sets heater codes on both banks together.",
        },
        {
          likelihood: "occasional",
          part: "Bank 2 harness melted on the crossover pipe or chafed on the transmission",
          why: "Bank 2 sensor leads often run across or under the engine to reach their connector; cooked insulation grounds the control wire (low code) or puts feed voltage on it (high code).",
        },
        {
          likelihood: "rare",
          part: "Failed heater low-side driver in the PCM",
          why: "A driver burned out by an earlier shorted heater can no longer switch the ground; suspect it only when the heater, feed and wiring all test good.",
        },
      ],
      checks: [
        {
          step: "Save freeze frame, then locate bank 2 and the named sensor: sensor 1 sits ahead of that bank's converter, sensor 2 behind it.",
          tools: ["Scan tool", "Service information"],
          expect:
            "You know which of the four connectors to test; on transverse V6s bank 2 is the front bank on some makes and the rear on others, so go by the cylinder-numbering diagram.",
        },
        {
          step: "Unplug the sensor and measure resistance across its two heater pins at room temperature, then from each heater pin to the sensor case.",
          tools: ["Multimeter"],
          expect:
            "About 3–14 Ω on narrow-band sensors and about 2–4 Ω on air-fuel sensors, with no continuity to the case; OL is an open heater and near 0 Ω a shorted one that explains a high code.",
        },
        {
          step: "Key on, engine off: measure the harness feed pin to ground, then bridge the feed and control pins with a test light and start the engine.",
          tools: ["Multimeter", "Test light", "Back-probe pins"],
          expect:
            "Battery voltage on the feed; the test light glows or flickers once the PCM commands the heater, which proves the fuse, the control wire and the driver.",
        },
        {
          step: "With the sensor unplugged, check the control wire for continuity to ground with the key off and for battery voltage with the key on.",
          tools: ["Multimeter"],
          expect:
            "Neither present; continuity to ground fits a low code (P0051, P0057) on voltage-monitored drivers such as GM's, and 12 V on the wire fits a high code (P0052, P0058).",
        },
        {
          step: "If the fuse had blown, fit a new one and move the bank 2 harness along the crossover pipe and transmission with the engine idling.",
          tools: ["Fused jumper lead", "Flashlight"],
          expect:
            "A fuse that blows again as the harness moves marks the chafe point to repair before the sensor goes back in.",
        },
      ],
      fix: "Replace the failed bank 2 sensor with the correct OE-type part (a narrow-band sensor cannot stand in for an air-fuel sensor), or repair the melted section with heat-rated wire, sealed splices and high-temperature loom clipped away from the pipe, and replace the fuse. Clear codes; the heater test reruns on the next start, the O2 monitors after a full drive cycle.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Repair the melted harness and replace the fuse",
            partsLow: 30,
            partsHigh: 60,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the bank 2 oxygen sensor",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 0.6,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; rear-bank sensors on transverse V6s and seized threads add time; excludes diagnosis, taxes and harness repair beyond a few splices.",
      },
      verdict: "ok",
      verdictReason:
        "A dead heater only delays fuel control on one bank after cold starts; on engines where that fuse also feeds injectors or coils, a short that keeps blowing it can stall the engine.",
      codes: ["P0050", "P0051", "P0052", "P0056", "P0057", "P0058"],
      terms: ["oxygen sensor heater", "engine bank", "short to ground", "output driver"],
      related: [
        "o2-sensor-heater-circuit",
        "p0053-p0061-o2-heater-resistance",
        "exhaust-system/o2-heater-code-after-new-sensor",
      ],
      commonOn: [{ make: "toyota" }, { make: "nissan" }],
    },
    {
      slug: "p0053-p0061-o2-heater-resistance",
      title: "Oxygen sensor heater resistance code (P0053–P0055, P0059–P0061), often after a new sensor",
      summary:
        "The PCM calculated an oxygen sensor heater's resistance on a cold start and found it outside its window. An aging heater or a replacement sensor with the wrong heater rating is the usual cause; ohm the heater cold and compare with the OE spec.",
      symptoms: [
        "Check engine light that comes on during the first minute after a cold start",
        "Code appeared soon after a universal or off-brand sensor was installed",
        "Engine runs normally and no heater control circuit code is stored with it",
        "Sensor 3 versions (P0055, P0061) only on engines with a third sensor behind a second converter",
        "Code takes days to return after clearing, because the test runs once per key cycle after a cold soak",
      ],
      symptomIds: ["cel-steady", "runs-normally", "emissions-fail"],
      causes: [
        {
          likelihood: "common",
          part: "Aging heater element whose resistance has crept up",
          why: "Years of heat cycling thin and crack the heater's conductor, so its cold resistance climbs past the calibrated limit before it finally fails open.",
        },
        {
          likelihood: "common",
          part: "Replacement sensor with a different heater rating",
          why: "A universal or cross-referenced sensor whose heater differs from the original fails the PCM's window on the first cold start, even though it heats and switches normally.",
        },
        {
          likelihood: "occasional",
          part: "Corroded pins or an old crimp-and-tape splice in the heater circuit",
          why: "A few ohms of extra resistance in series lowers heater current, and the PCM counts that resistance as part of the heater.",
        },
        {
          likelihood: "rare",
          part: "PCM heater current measurement fault",
          why: "When heater, feed and wiring test good and a known-good OE sensor still sets the code, the module's current sensing is suspect.",
        },
      ],
      checks: [
        {
          step: "Read the code's sensor position and freeze frame; note the coolant temperature when it set.",
          tools: ["Scan tool"],
          expect:
            "Freeze-frame coolant near ambient confirms the cold-start heater check failed; P0059–P0061 name the bank that does not hold cylinder 1.",
        },
        {
          step: "After the car has sat for several hours, unplug the sensor and ohm its heater pins, flexing the lead near the sensor body.",
          tools: ["Multimeter"],
          expect:
            "Inside the OE spec for that part, commonly 3–14 Ω narrow-band or 2–4 Ω air-fuel; a reading above spec, or one that jumps as the lead flexes, condemns the sensor.",
        },
        {
          step: "Compare the part number on the installed sensor with the OE or OE-supplier (Bosch, Denso, NTK) number for that exact position.",
          tools: ["Parts catalog"],
          expect:
            "A universal or cross-referenced part with a different heater explains a code that began right after installation.",
        },
        {
          step: "Back-probe the connector with the heater commanded on and measure voltage drop on the feed side and on the control side.",
          tools: ["Multimeter", "Back-probe pins"],
          expect:
            "No more than a few tenths of a volt lost on either side; more means connector or splice resistance that the PCM reads as a high-resistance heater.",
        },
        {
          step: "After the repair, clear the code, let the car cold-soak overnight and check for a pending code after the next start.",
          tools: ["Scan tool"],
          expect: "No pending code confirms the fix; the same code with a known-good OE sensor points to the PCM.",
        },
      ],
      fix: "Replace the sensor with the OE or OE-supplier part for that exact position, not a universal splice-in, and repair corroded pins or old splices with sealed connectors or a new pigtail. Clear codes and confirm no pending code after an overnight cold soak and restart.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Repair pins or old splices with a new pigtail",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the sensor with the OE-supplier part",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 0.3,
            laborHoursHigh: 1.3,
          },
        ],
        excludes:
          "Estimate; OE air-fuel sensors sit at the top; excludes diagnosis, taxes and the cost of a wrong sensor already bought.",
      },
      verdict: "ok",
      verdictReason:
        "An out-of-range heater only slows warm-up fuel control; the car is safe to drive, but it will fail an OBD inspection while the lamp is on.",
      codes: ["P0053", "P0054", "P0055", "P0059", "P0060", "P0061"],
      terms: ["oxygen sensor heater", "cold soak", "voltage drop"],
      related: [
        "o2-sensor-heater-circuit",
        "p0050-p0058-bank-2-o2-heater-circuit",
        "exhaust-system/o2-heater-code-after-new-sensor",
      ],
    },
    {
      slug: "p2270-p2273-rear-o2-stuck-lean-rich",
      title: "Rear oxygen sensor stuck lean or rich (P2270–P2273), often from an exhaust leak",
      summary:
        "The PCM drove the mixture rich or lean on purpose and the sensor behind the converter did not follow. An exhaust leak near that sensor is as common as a worn sensor, so find leaks and confirm the mixture before replacing it.",
      symptoms: [
        "Check engine light with nothing different from the driver's seat",
        "Rear sensor trace flat near 0.1 V, or parked near 0.8 V through coast-downs",
        "Ticking or puffing near the converter, flange or flex pipe on a cold start",
        "P0420 or P0430 stored alongside, or arriving soon after",
        "Code set after exhaust, converter or sensor work on that bank",
      ],
      symptomIds: ["cel-steady", "runs-normally", "emissions-fail"],
      causes: [
        {
          likelihood: "common",
          part: "Exhaust leak at or ahead of the rear sensor (P2270, P2272)",
          why: "A cracked flex pipe, blown converter flange gasket or rusted pipe pulls outside air in at the sensor between pulses, holding it lean even when the engine is rich.",
        },
        {
          likelihood: "common",
          part: "Worn or contaminated downstream sensor",
          why: "An aged element loses output and cannot climb past the PCM's rich threshold, while a coat of oil ash or silicone leaves it stuck at one end of its range.",
        },
        {
          likelihood: "occasional",
          part: "Real lean running or a biased upstream sensor (P2270, P2272)",
          why: "A vacuum leak, an under-reading MAF or a front sensor that reads rich keeps the true mixture lean, so the commanded enrichment never reaches the converter.",
        },
        {
          likelihood: "occasional",
          part: "Rich exhaust the converter cannot clear (P2271, P2273)",
          why: "A leaking injector or oil and coolant burning in the cylinders keep the rear sensor high even through deceleration fuel cut, when the exhaust should be full of oxygen.",
        },
      ],
      checks: [
        {
          step: "Fully warm, graph the front and rear sensors of the named bank at a steady 2,500 rpm for two minutes.",
          tools: ["Scan tool"],
          expect:
            "The front sensor switches (or reads near lambda 1.00) while the rear sits fairly steady at 0.5–0.8 V; a rear trace flat under 0.2 V fits the stuck-lean codes.",
        },
        {
          step: "Add propane at the intake, or run the scan tool's injection-volume active test, while watching the rear sensor.",
          tools: ["Propane enrichment tool", "Scan tool"],
          expect:
            "The rear sensor climbs above about 0.8 V within several seconds; staying under 0.2 V while the front reads rich confirms P2270 or P2272 and points at a leak or the sensor.",
        },
        {
          step: "From about 2,500 rpm in gear, lift off fully and coast with the scan tool recording.",
          tools: ["Scan tool"],
          expect:
            "Fuel cut drops the rear sensor below about 0.2 V within a few seconds; one that stays above 0.6 V confirms the stuck-rich codes (P2271, P2273).",
        },
        {
          step: "With the engine cold and off, feed smoke into the tailpipe and watch the manifold, flex pipe and every flange up to the rear sensor.",
          tools: ["Smoke machine", "Tailpipe plug"],
          expect:
            "No smoke ahead of the rear sensor; any leak there must be repaired before a new sensor can be judged.",
        },
        {
          step: "Before blaming the rear sensor, log that bank's short- and long-term trims at warm idle and at 2,500 rpm to see whether the mixture really is off.",
          tools: ["Scan tool"],
          expect:
            "Combined trims within about ±10% clear the engine; trims far positive or far negative are a real lean or rich fault to fix first.",
        },
      ],
      fix: "Repair any exhaust leak ahead of the sensor (flex pipe, flange gasket, manifold), cure a real lean or rich condition, or replace the downstream sensor with the OE-type part. Clear codes and drive with steady cruising and several coast-downs so the sensor test and catalyst monitor can complete.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace a flange gasket ahead of the sensor",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the downstream oxygen sensor",
            partsLow: 50,
            partsHigh: 200,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Weld in a flex pipe or repair the manifold",
            partsLow: 100,
            partsHigh: 450,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes diagnosis, taxes and a converter if P0420 stays.",
      },
      verdict: "ok",
      verdictReason:
        "The rear sensor only grades the converter, so the car is safe to drive; a leak under the floor can still let exhaust into the cabin and should be fixed soon.",
      codes: ["P2270", "P2271", "P2272", "P2273"],
      terms: ["downstream oxygen sensor", "oxygen storage", "propane enrichment", "smoke test"],
      related: [
        "p0136-p0140-downstream-o2-sensor",
        "p0420-catalyst-efficiency-bank-1",
        "p2096-p2097-post-catalyst-fuel-trim",
        "exhaust-system/leaking-flange-gasket-chuff",
        "exhaust-system/cracked-flex-pipe-under-front-seats",
      ],
    },
    {
      slug: "p0068-airflow-throttle-correlation",
      title: "Reduced power and a check engine light with P0068 (airflow does not match throttle)",
      summary:
        "The airflow the PCM predicts from throttle angle, rpm, baro and air temperature disagrees with what the MAF or MAP reports. A large intake leak, a carboned throttle body or a skewed airflow sensor is the usual cause; on GM it brings Reduced Engine Power.",
      symptoms: [
        "Reduced Engine Power message on GM, or a soft limp mode on other makes",
        "High or hunting idle, sometimes with a hiss from the intake",
        "Stalls coming to a stop, often after throttle-body cleaning or intake work",
        "Code returns right after clearing, sometimes with lean codes, P0101 or P0106",
      ],
      symptomIds: ["low-power-limp", "cel-steady", "hard-start-stall", "misfire-rough-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Large vacuum leak downstream of the throttle",
          why: "A split PCV or brake-booster hose or a loose intake manifold adds air the throttle never metered, so manifold pressure and measured airflow no longer fit the throttle opening.",
        },
        {
          likelihood: "common",
          part: "Carboned, damaged or unlearned throttle body",
          why: "Coke around the blade changes how much air passes at a given angle, and a bent blade lets air by when closed; Honda's P0068 logic names a dirty throttle body and air filter as causes.",
        },
        {
          likelihood: "occasional",
          part: "Skewed MAF or MAP sensor, or a badly clogged air filter",
          why: "An airflow signal off by about 30 % (the window Honda's logic allows) or a choked inlet breaks agreement with the throttle model even with a sealed intake.",
        },
        {
          likelihood: "rare",
          part: "Throttle position signal that does not match the blade",
          why: "A worn TP track or a replacement throttle body that was not relearned gives the airflow model the wrong starting angle.",
        },
      ],
      checks: [
        {
          step: "Record freeze frame, then read throttle position, MAF g/s, MAP kPa and rpm together at warm idle.",
          tools: ["Scan tool"],
          expect:
            "MAP about 25–40 kPa and MAF roughly 1–1.5 g/s per liter of displacement; high MAP with the throttle closed points to a leak, normal MAP with low MAF to the MAF.",
        },
        {
          step: "Smoke-test the intake from the throttle body inlet back to the heads, including PCV and brake-booster hoses.",
          tools: ["Smoke machine"],
          expect: "No smoke anywhere; smoke downstream of the throttle explains the extra airflow.",
        },
        {
          step: "Key off with the throttle fuse pulled, remove the inlet duct and inspect the throttle bore and blade.",
          tools: ["Flashlight"],
          expect:
            "A clean bore and a blade that closes fully; a thick black ring or a blade that does not seat calls for cleaning or a new throttle body, then the idle relearn.",
        },
        {
          step: "Key on, engine off, compare MAP with baro; then start it and snap the throttle while recording TP, MAF and MAP.",
          tools: ["Scan tool"],
          expect:
            "MAP equals baro at rest, and all three rise and fall together on the snap; one signal lagging or flat while the others move names that sensor.",
        },
      ],
      fix: "Seal the leak (PCV hose, intake gasket, booster hose), clean or replace the throttle body and run the throttle or idle relearn, or replace a skewed MAF or MAP with an OE-supplier part and fit a new air filter. Clear codes and confirm full power returns and idle airflow looks normal.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Seal the vacuum leak or replace a hose",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace a skewed MAF or MAP sensor and air filter",
            partsLow: 80,
            partsHigh: 300,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace the electronic throttle body and relearn",
            partsLow: 200,
            partsHigh: 450,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, a PCV valve or intake gasket leak, and PCM reprogramming where the maker has issued an update.",
      },
      verdict: "careful",
      verdictReason:
        "Reduced-power mode can leave too little acceleration to merge or cross traffic safely; drive gently and stay off highways until it is repaired.",
      codes: ["P0068"],
      terms: ["throttle body", "speed density", "limp mode", "unmetered air"],
      related: [
        "p0101-maf-range-performance",
        "p0106-p0108-map-sensor",
        "p2111-p2112-throttle-stuck",
        "p0505-p0507-idle-control",
        "p0171-p0174-lean-both-banks",
      ],
      commonOn: [{ make: "chevrolet" }, { make: "gmc" }, { make: "buick" }, { make: "cadillac" }, { make: "honda" }],
    },
    {
      slug: "p0095-p0099-iat2-sensor",
      title: "Intake air temperature sensor 2 code (P0095–P0099), usually on a turbo or supercharged engine",
      summary:
        "The second intake air temperature sensor, usually after the intercooler or inside a combined boost-and-temperature sensor, reads implausibly or drops out. Check its connector and compare it with IAT1 on a cold engine before replacing it.",
      symptoms: [
        "Check engine light, sometimes with less boost or timing pulled on hot days",
        "IAT2 shows −40 °F, or far above ambient on a cold engine",
        "Reading drops out or spikes when the engine rocks or the charge pipe moves",
        "Oily film on the sensor tip from crankcase or turbo oil carried in the charge air",
        "Code set after intercooler, charge-pipe or intake work",
      ],
      symptomIds: ["cel-steady", "low-power-limp", "runs-normally"],
      causes: [
        {
          likelihood: "common",
          part: "Connector unplugged, loose or corroded at the charge pipe or manifold",
          why: "An open circuit reads as the coldest possible air and sets the high-voltage code (P0098); a loose pin on a vibrating charge pipe drops in and out and sets P0099.",
        },
        {
          likelihood: "common",
          part: "Failed thermistor in the IAT2 or combined boost/temperature (TMAP) sensor",
          why: "An internal open or short pins the reading at one extreme, and a tip caked in oil responds so slowly that it fails the rationality check (P0096).",
        },
        {
          likelihood: "occasional",
          part: "Signal wire chafed to ground",
          why: "A grounded signal reads as scorching air and sets the low-voltage code (P0097); the PCM may then pull timing or boost for heat that is not there.",
        },
        {
          likelihood: "rare",
          part: "Open ground shared with the boost-pressure half of a TMAP sensor",
          why: "Both halves share one ground, so losing it sets P0098 together with a boost or MAP sensor high code.",
        },
      ],
      checks: [
        {
          step: "After an overnight cold soak, key on and compare IAT2 with IAT1, coolant temperature and the outside air.",
          tools: ["Scan tool"],
          expect:
            "All within about 5–10 °F; an IAT2 further off on a cold engine is the rationality fault behind P0096.",
        },
        {
          step: "Find the sensor (charge pipe after the intercooler, intake manifold or the boost sensor body) and check its lock and pins.",
          tools: ["Flashlight"],
          expect:
            "A latched connector with clean, tight pins; oil inside the plug or green pins mean cleaning or a new pigtail.",
        },
        {
          step: "Key on, unplug the sensor and watch IAT2, then bridge the temperature signal pin to the sensor ground pin with a fused jumper.",
          tools: ["Scan tool", "Fused jumper lead"],
          expect:
            "About −40 °F unplugged and the maximum reading when bridged; a PCM and harness that show both are good, leaving the sensor.",
        },
        {
          step: "Measure the thermistor across its two pins, then warm the tip with a hair dryer.",
          tools: ["Multimeter", "Hair dryer"],
          expect:
            "About 2–4 kΩ at 68 °F on most makes (typical; confirm in the service information) and falling smoothly as it warms; OL, near 0 Ω or a jumpy reading condemns the sensor.",
        },
        {
          step: "With the engine idling, wiggle the harness and rock the charge pipe while recording IAT2.",
          tools: ["Scan tool"],
          expect:
            "A steady reading; a spike to −40 °F or to maximum as things move locates the intermittent behind P0099.",
        },
      ],
      fix: "Repair the connector or wiring, or replace the IAT2 or TMAP sensor with a new O-ring after wiping oil from its bore; if the tip was soaked, fix the oil source (PCV system or turbo seals) too. Clear codes and confirm IAT2 matches IAT1 on a cold engine and climbs under boost.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Repair the connector or wiring", partsLow: 5, partsHigh: 30, laborHoursLow: 0.3, laborHoursHigh: 1 },
          {
            name: "Replace the IAT2 or TMAP sensor",
            partsLow: 30,
            partsHigh: 180,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes and repairs to the PCV system or turbo seals that put oil on the sensor tip.",
      },
      verdict: "ok",
      verdictReason:
        "The PCM substitutes a default charge-air temperature, so the car drives; skip full-boost runs until it is fixed, because a wrong reading can cost knock margin.",
      codes: ["P0095", "P0096", "P0097", "P0098", "P0099"],
      terms: ["charge air cooler", "thermistor", "cold soak", "knock retard"],
      related: [
        "p0112-p0113-iat-sensor",
        "p0106-p0108-map-sensor",
        "turbo-supercharger/supercharger-intercooler-pump-failure",
        "turbo-supercharger/boost-pressure-sensor-fault",
      ],
    },
  ],
};
