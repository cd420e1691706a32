import { bmwElectricWaterPumpEngines, chrysler27V6, dodge27V6 } from "~/content/vehicles";
import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Why the engine runs hot, the heater blows cold or the coolant keeps disappearing: thermostats, water pumps, radiators, fans, heater cores and head gaskets, tested with real temperatures and pressures.",
  howItWorks: [
    "A water pump, driven by the accessory belt, the timing belt or chain, or an electric motor, pushes a roughly 50/50 mix of antifreeze and water through the block and cylinder heads, where it picks up combustion heat. A wax-pellet thermostat, opening at about 180–203 °F on most gasoline engines, keeps coolant circulating inside the engine until it warms, then opens to send it through the radiator. Electric fans or a belt-driven viscous fan clutch pull air through the radiator when road speed alone is not enough, and the heater core behind the dash is fed by its own pair of hoses.",
    "The system runs pressurized. A radiator cap or a cap on a pressurized degas bottle holds roughly 13–18 psi (some European caps more), which lifts the boiling point of 50/50 coolant from about 225 °F to around 265 °F. The reservoir absorbs expansion and returns coolant as the engine cools. The engine computer reads one or two coolant-temperature sensors to set fuel, fan speed and the gauge, and on newer engines it also drives a heated (map-controlled) thermostat, an electric water pump or radiator grille shutters.",
    "Coolant chemistry matters: green IAT, orange Dex-Cool (OAT) and the pink, red, blue and yellow HOAT and P-HOAT types protect aluminum, solder and gaskets differently, and their inhibitors wear out, typically around 5 years or 100,000–150,000 miles for long-life coolant. Hybrids add a separate low-temperature loop with its own electric pump to cool the inverter.",
  ],
  howItFails: [
    "Most cooling complaints start as leaks. Plastic radiator tanks, water-pump shaft seals, rubber hoses, heater-hose quick-connects and plastic thermostat housings all crack or seep with years of heat cycles, and an engine that loses a quart a week will eventually overheat. Thermostats stick, fan motors and fan-control modules burn out, and viscous fan clutches on rear-drive trucks slip, so the engine runs hot in traffic, towing or with the A/C on.",
    "The expensive failures follow overheating or neglect: head gaskets that push combustion gas into the coolant, cracked aluminum heads, water pumps buried behind the timing chain (Ford 3.5 Duratec, Chrysler 2.7) that leak straight into the oil, and coolant left unchanged until it turns to rusty sludge that plugs the radiator and heater core. Driving on after the gauge reaches red is what turns a $300 hose job into an engine replacement.",
  ],
  tools: [
    "Cooling-system pressure tester with cap and filler-neck adapters, to test the system and cap at rated psi",
    "Combustion-leak (block) test kit whose blue fluid turns yellow or green when exhaust gas is in the coolant",
    "Infrared thermometer or thermal camera for hose, radiator-core and heater-hose temperatures",
    "Scan tool with coolant-temperature PIDs and fan, water-pump and thermostat output commands",
    "Vacuum (airlift) refill tool or spill-free funnel kit for filling without air pockets",
    "Refractometer to read coolant freeze point far more accurately than a float hydrometer",
    "Digital multimeter, including its DC millivolt scale for stray-voltage (electrolysis) checks in the coolant",
    "Coolant test strips for pH and inhibitor condition",
    "UV dye and a UV lamp for slow seeps that dry before you can see them",
    "Clamp-on DC ammeter for cooling-fan motor current",
    "Hose-removal pick and pinch-off pliers to free stuck hoses without cracking plastic necks",
    "Cylinder leak-down tester to prove a head-gasket or cracked-head leak into the cooling system",
  ],
  safety: [
    "Never open a radiator or degas cap on a hot engine: coolant held at 15 psi and 230 °F flashes to steam the instant pressure is released and sprays out, causing deep scalds. Wait until the upper hose is soft and cool, then turn the cap slowly under a thick rag.",
    "Electric cooling fans can start with the key off or run after shutdown on many cars; unplug the fan connector or pull its fuse before putting hands near the blades.",
    "Ethylene-glycol antifreeze tastes sweet and is poisonous; a small puddle can kill a cat or dog and a mouthful can kill a child. Wipe up spills, keep jugs capped and dispose of used coolant as hazardous waste.",
    "When the gauge reaches red or an overheat message appears, get off the road and shut the engine off; setting the heater to full hot with the blower on high sheds some heat while you find a safe place to stop.",
    "Hybrid inverter cooling loops run next to high-voltage parts with orange cables: follow the factory high-voltage disable procedure before working near the inverter, and fill only with the specified coolant.",
    "Coolant sprayed on a hot exhaust makes dense white vapor that can hide traffic and makes shop floors and tires slippery; clean spills before moving or road-testing the vehicle.",
  ],
  symptoms: [
    { id: "overheating", label: "Temperature gauge climbs into the red or an overheat warning shows" },
    { id: "hot-at-idle", label: "Runs hot in traffic or at idle, cools once moving" },
    { id: "hot-under-load", label: "Runs hot on the highway, climbing hills or towing" },
    { id: "coolant-puddle", label: "Coolant puddle or drips under the front of the car" },
    { id: "coolant-disappearing", label: "Coolant keeps dropping or the low-coolant warning comes on" },
    { id: "no-heat", label: "Heater blows cold or only lukewarm air" },
    { id: "runs-cold", label: "Gauge stays low or the engine takes ages to warm up" },
    { id: "steam-sweet-smell", label: "Steam or a sweet syrup smell from under the hood" },
    { id: "fan-fault", label: "Radiator fan never comes on, or never shuts off" },
    { id: "pressure-bubbles", label: "Bubbles in the reservoir or hoses rock-hard soon after starting" },
    { id: "white-smoke", label: "Sweet-smelling white smoke from the tailpipe" },
    { id: "pump-noise", label: "Grinding, whining or rumbling from the front of the engine" },
    { id: "gurgling", label: "Gurgling or sloshing sound behind the dashboard" },
    { id: "gauge-erratic", label: "Temperature gauge swings, jumps or reads wrong" },
    { id: "wet-carpet-fog", label: "Damp passenger carpet or a greasy film fogging the windshield" },
    { id: "milky-oil", label: "Milky oil, or oil and sludge floating in the coolant" },
  ],
  problems: [
    {
      slug: "thermostat-stuck-closed",
      title: "Engine overheats 10–15 minutes after a cold start, upper hose hot but lower hose cool",
      summary:
        "A thermostat stuck closed is the classic cause: coolant never reaches the radiator. Shut the engine off before the needle hits red; a thermostat and gasket is usually a $150–$550 repair.",
      symptoms: [
        "Gauge rises normally, then keeps climbing past the middle within one short drive",
        "Upper radiator hose is hot and hard while the lower hose and the radiator core stay barely warm",
        "Heater may blow very hot at first, then turn cool as steam pockets form in the heater core",
        "Reservoir overflows or the cap area steams once the temperature passes about 250 °F",
        "Coolant level was full before the drive and there is no puddle",
      ],
      symptomIds: ["overheating", "steam-sweet-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Thermostat with a failed wax pellet or a seized valve",
          why: "The valve never lifts off its seat, so hot coolant stays trapped in the block and heads while the radiator sits idle.",
        },
        {
          likelihood: "occasional",
          part: "Air pocket trapped under the thermostat after a refill",
          why: "The wax pellet sits in steam instead of liquid, never feels the true coolant temperature and opens late or not at all.",
        },
        {
          likelihood: "occasional",
          part: "Wrong thermostat fitted, or one installed upside down",
          why: "A 210 °F part in an engine built for 195 °F, or a pellet facing the radiator side, opens far too late to keep up.",
        },
        {
          likelihood: "rare",
          part: "Water-pump impeller eroded or spinning loose on its shaft",
          why: "With no flow, a healthy thermostat still sees stagnant coolant and the radiator stays cold, mimicking a stuck thermostat.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, open the radiator cap or degas cap and confirm coolant is at the full mark in both the radiator and the reservoir.",
          tools: ["Flashlight"],
          expect:
            "A full system sends you on to the thermostat; a low one must be filled and bled before any other test means anything.",
        },
        {
          step: "Idle the engine from cold while watching the coolant-temperature PID and touching (carefully) or shooting the upper hose with an infrared thermometer.",
          tools: ["Scan tool", "Infrared thermometer"],
          expect:
            "Once the PID passes the thermostat rating (typically 195–203 °F) the upper hose should jump to within 10–20 °F of it; a hose still below 120 °F at 220 °F engine temperature means the thermostat is not opening.",
        },
        {
          step: "Shoot the radiator inlet tank and outlet tank once the engine is fully warm.",
          tools: ["Infrared thermometer"],
          expect:
            "An open thermostat gives a hot inlet with an outlet 20–40 °F cooler; an inlet near ambient confirms no flow through the radiator.",
        },
        {
          step: "Remove the thermostat and heat it in a pot of water with a cooking thermometer.",
          tools: ["Pot and stove", "Cooking thermometer"],
          expect:
            "A good part starts to crack open within a few degrees of the stamped rating and opens about 0.3 in. roughly 20 °F above it; no movement at boiling condemns it.",
        },
      ],
      fix: "Replace the thermostat (often a complete housing assembly on newer engines) with the OE temperature rating and a new gasket or O-ring, jiggle valve or bleed notch at the top. Refill with the specified coolant type, bleed through the bleeder screws or with a vacuum filler, confirm the upper hose heats at the right temperature, then recheck the level cold the next morning.",
      difficulty: 2,
      cost: {
        partsLow: 20,
        partsHigh: 160,
        laborHoursLow: 0.7,
        laborHoursHigh: 2.7,
        excludes:
          "Estimate excludes diagnosis, taxes, coolant ($20–$60) and the extra hours on engines where the thermostat sits under the intake or behind accessories.",
      },
      verdict: "stop",
      verdictReason:
        "An engine with no coolant flow through the radiator can warp an aluminum head or blow the head gasket within a few miles; tow it or fix it where it sits.",
      codes: ["P0217", "P2181"],
      terms: ["thermostat", "jiggle valve", "infrared thermometer", "degas bottle"],
      related: [
        "thermostat-stuck-open",
        "air-pocket-after-coolant-service",
        "water-pump-impeller-worn",
        "engine-damage-after-overheat",
      ],
    },
    {
      slug: "thermostat-stuck-open",
      title: "Temperature needle sits below normal and the heater is only lukewarm in cold weather",
      summary:
        "A thermostat stuck open lets the radiator cool the engine all the time, so it never reaches operating temperature and usually sets P0128. Replace the thermostat; it is safe to drive meanwhile but wastes fuel.",
      symptoms: [
        "Gauge takes 10 miles or more to move, or stays at a quarter on the highway in winter",
        "Heater air is warm at best and drops off further at highway speed",
        "Check-engine light with P0128, and fuel economy down 5–10%",
        "Upper radiator hose warms up almost as soon as the engine is started",
      ],
      symptomIds: ["runs-cold", "no-heat", "gauge-erratic"],
      causes: [
        {
          likelihood: "common",
          part: "Thermostat valve stuck partly or fully open",
          why: "Debris or a weak spring holds the valve off its seat, so coolant runs through the radiator from a cold start and winter air pulls the heat out faster than the engine makes it.",
        },
        {
          likelihood: "occasional",
          part: "Thermostat removed or a low-temperature part fitted",
          why: "Without the correct rating the engine settles 20–40 °F below the temperature the computer expects and the P0128 monitor fails.",
        },
        {
          likelihood: "rare",
          part: "Coolant-temperature sensor reading low",
          why: "A skewed sensor makes the gauge and the computer think the engine is cold even when the thermostat is fine; the hoses and heater will feel normal.",
        },
      ],
      checks: [
        {
          step: "Scan for codes and watch the coolant-temperature PID over a 15-minute drive at 40–60 mph.",
          tools: ["Scan tool"],
          expect:
            "A healthy engine reaches 190–220 °F and holds it; one that stalls out at 150–170 °F and drops on the highway has a thermostat staying open.",
        },
        {
          step: "From a fully cold start, feel or shoot the upper radiator hose at idle during the first five minutes.",
          tools: ["Infrared thermometer"],
          expect:
            "The hose should stay near ambient until the PID nears the thermostat rating; early warming means coolant is already flowing to the radiator.",
        },
        {
          step: "Compare the PID with an infrared reading at the thermostat housing or cylinder-head outlet.",
          tools: ["Infrared thermometer", "Scan tool"],
          expect:
            "Readings within about 10 °F clear the sensor; a PID 30 °F lower than the housing points to the sensor instead.",
        },
      ],
      fix: "Replace the thermostat with the OE-rated part and a new seal, refill and bleed, then clear the code. The P0128 monitor only reruns after a cold start, so let the car sit overnight and confirm the code stays away after the next warm-up drive.",
      difficulty: 2,
      cost: {
        partsLow: 20,
        partsHigh: 160,
        laborHoursLow: 0.7,
        laborHoursHigh: 2.3,
        excludes:
          "Estimate excludes diagnosis fee, taxes, coolant and extra labor on engines where the thermostat is buried; dealer prices run higher.",
      },
      verdict: "ok",
      verdictReason:
        "An engine running a little cool is not in danger, but defrost may be weak in winter and fuel economy and emissions suffer until it is fixed.",
      codes: ["P0128", "P0125"],
      terms: ["thermostat", "P0128 monitor", "operating temperature"],
      related: [
        "thermostat-stuck-closed",
        "ect-sensor-false-reading",
        "heated-thermostat-circuit-fault",
        "obd/p0128-coolant-below-thermostat-temp",
      ],
    },
    {
      slug: "water-pump-weep-hole-leak",
      title: "Coolant dripping from behind the engine's drive pulleys, with a crusty trail below the pump",
      summary:
        "A water pump whose shaft seal is failing leaks through its weep hole. Replace the pump (and the timing belt if it drives the pump) before the seal lets go completely or the bearing fails.",
      symptoms: [
        "Drips or a wet streak below the water-pump pulley, worst after shutdown",
        "Dried pink, orange or green crust around a small hole in the pump body",
        "Reservoir needs a top-up every week or two",
        "Sweet coolant smell after a drive, with no steam yet",
      ],
      symptomIds: ["coolant-puddle", "steam-sweet-smell", "coolant-disappearing"],
      causes: [
        {
          likelihood: "common",
          part: "Worn water-pump mechanical shaft seal",
          why: "The carbon-and-ceramic seal faces wear or crack, and coolant escapes along the shaft to the weep hole that exists to show exactly this failure.",
        },
        {
          likelihood: "occasional",
          part: "Water-pump housing gasket or O-ring",
          why: "The seal between the pump and the block or timing cover hardens and seeps at its edge rather than at the weep hole.",
        },
        {
          likelihood: "rare",
          part: "Abrasive or mixed coolant scoring the seal",
          why: "Silicates dropping out of old or mismatched coolant act like grit between the seal faces and shorten their life to a few years.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, clean the area and look at the pump weep hole, the gasket line and the hose connections with a bright light and mirror.",
          tools: ["Flashlight", "Inspection mirror"],
          expect:
            "Fresh wet coolant or crust at the weep hole identifies the seal; wetness along the pump-to-block joint points at the gasket.",
        },
        {
          step: "Pressure-test the cooling system to the cap rating and hold for 15 minutes.",
          tools: ["Cooling-system pressure tester"],
          expect:
            "Drips forming at the weep hole as the gauge sags from the cap rating (typically 13–18 psi) confirm the shaft seal; a gauge holding within about 1 psi for the 15 minutes with no drips means the seal leaks only hot or the leak is elsewhere.",
        },
        {
          step: "Grab the pump pulley (or the pump belt sprocket on timing-belt engines during inspection) and rock it.",
          tools: [],
          expect:
            "Any rocking or grinding means the bearing is also worn and the pump is past due; a firm pulley with a leak still needs the pump.",
        },
      ],
      fix: "Replace the water pump and its gasket, cleaning the mounting face down to bare metal. On timing-belt-driven pumps (Honda J35, Toyota 1MZ-FE and 3MZ-FE, Mitsubishi 6G7x V6) replace the belt, tensioner and idlers at the same time. The Toyota 2GR-FE pump is belt-driven but seeps often past 100,000 miles. Refill with the correct coolant, bleed and recheck after a heat cycle.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace a belt-driven water pump",
            partsLow: 40,
            partsHigh: 250,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
          {
            name: "Water pump with timing belt, tensioner and idlers",
            partsLow: 250,
            partsHigh: 450,
            laborHoursLow: 4,
            laborHoursHigh: 6,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes and coolant; dealer pricing runs higher.",
      },
      verdict: "careful",
      verdictReason:
        "A slow weep is drivable if you keep the level full and watch the gauge, but a seal can fail suddenly and dump coolant.",
      codes: [],
      terms: ["weep hole", "water pump", "mechanical seal", "timing belt"],
      related: [
        "water-pump-bearing-noise",
        "water-pump-impeller-worn",
        "rusty-sludgy-coolant",
        "timing-system/water-pump-behind-timing-belt",
        "motorcycle-engine/water-pump-weep-hole-leak",
      ],
    },
    {
      slug: "water-pump-bearing-noise",
      title: "Grinding or rumbling from the front of the engine that rises with rpm and a wobbling pump pulley",
      summary:
        "A worn water-pump bearing grinds and lets the pulley wobble. Replace the pump soon: a collapsing bearing can throw the belt, leak coolant and on some engines chew the timing belt.",
      symptoms: [
        "Low grinding or rumbling that follows engine speed, loudest at idle with accessories on",
        "Water-pump pulley visibly wobbles or tilts with the engine off",
        "Belt chirps or wears on one edge because the pulley is out of line",
        "Seepage often starts at the weep hole at the same time",
      ],
      symptomIds: ["pump-noise", "coolant-puddle"],
      causes: [
        {
          likelihood: "common",
          part: "Water-pump shaft bearing",
          why: "Coolant past the seal washes out the grease and rust pits the races, so the bearing grinds and develops play.",
        },
        {
          likelihood: "occasional",
          part: "Over-tensioned belt or failed automatic tensioner",
          why: "Constant side load on the pump shaft wears the bearing early; a tensioner arm slamming back and forth also hammers it.",
        },
        {
          likelihood: "rare",
          part: "Fan clutch or fan blade out of balance on the pump shaft",
          why: "On rear-drive trucks the fan bolts to the pump hub, and a bent blade or failed clutch shakes the bearing loose.",
        },
      ],
      checks: [
        {
          step: "Run the engine and listen at the pump, tensioner, idlers and alternator with a mechanic's stethoscope or a long screwdriver.",
          tools: ["Mechanic's stethoscope"],
          expect: "The noise is loudest at the pump body when the pump bearing is the source.",
        },
        {
          step: "With the engine off, remove the belt and spin and rock each pulley by hand.",
          tools: ["Belt tensioner tool"],
          expect:
            "A good pump bearing spins smoothly, and a dial indicator on the pulley rim barely moves (under about 0.005 in., typical; confirm in the service information); grit or any rock you can feel condemns the pump. A rough idler or tensioner is the real culprit instead.",
        },
        {
          step: "Start the cold engine with the belt off and listen for no more than 30 seconds, since the pump and alternator are not turning.",
          tools: [],
          expect:
            "Noise gone with the belt off confirms a belt-driven part; noise still there points inside the engine.",
        },
      ],
      fix: "Replace the water pump and gasket, plus the belt and tensioner if the belt edge is worn or the tensioner arm bounces. On trucks with a fan clutch on the pump hub, inspect the clutch and blades before reinstalling. Refill, bleed and recheck for leaks hot.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace an accessible belt-driven pump",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace a pump buried behind other accessories",
            partsLow: 100,
            partsHigh: 350,
            laborHoursLow: 2.5,
            laborHoursHigh: 4.3,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes, coolant, belt and tensioner; timing-belt-driven pumps cost more; dealer pricing higher.",
      },
      verdict: "careful",
      verdictReason:
        "A noisy bearing can last weeks or fail in a day; once the pulley wobbles, a thrown belt or sudden leak can leave you overheating.",
      codes: [],
      terms: ["water pump", "belt tensioner", "mechanic's stethoscope"],
      related: ["water-pump-weep-hole-leak", "fan-clutch-not-engaging"],
    },
    {
      slug: "radiator-cap-not-holding-pressure",
      title: "Reservoir overflows after every drive and the level in the radiator keeps dropping",
      summary:
        "A radiator or degas cap that no longer holds its rated pressure lets coolant boil and push out. Pressure-test the cap; a new one is a $15–$60 fix, but rule out a head gasket if bubbles continue.",
      symptoms: [
        "Coolant puddle under the overflow tube or a wet reservoir after shutdown",
        "Radiator itself low when opened cold even though the reservoir looks full",
        "Temperature creeps up in summer traffic and the reservoir boils",
        "Hoses stay soft on a hot engine instead of firm",
        "Cap rubber seal looks cracked, flattened or swollen",
      ],
      symptomIds: ["coolant-disappearing", "hot-at-idle", "steam-sweet-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Radiator or degas-bottle cap with a weak spring or hardened seal",
          why: "The cap vents well below its rating, so coolant boils at a lower temperature and is pushed out of the overflow, and the return valve may not pull it back as the engine cools.",
        },
        {
          likelihood: "occasional",
          part: "Damaged radiator filler neck",
          why: "A nicked or bent sealing lip lets pressure bypass even a new cap.",
        },
        {
          likelihood: "rare",
          part: "Head gasket pressurizing the system with combustion gas",
          why: "Exhaust gas overwhelms the cap and pushes coolant out; it looks like a cap fault until a block test says otherwise.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, inspect the cap seals and the filler-neck lip, and note the pressure stamped on the cap.",
          tools: ["Flashlight"],
          expect:
            "Most caps are rated 13–18 psi (BMW and some other European caps up to about 29 psi); a torn or flattened seal condemns the cap.",
        },
        {
          step: "Test the cap on a pressure tester with the matching adapter.",
          tools: ["Cooling-system pressure tester", "Cap adapter"],
          expect:
            "A good cap holds within about 1–2 psi of its rating for 10 seconds; one that vents several psi low is bad.",
        },
        {
          step: "Pressure-test the system itself to the cap rating for 15 minutes.",
          tools: ["Cooling-system pressure tester"],
          expect: "No drop and no drips means the system holds and the cap was the weak link.",
        },
        {
          step: "If coolant keeps pushing out after a new cap, run a combustion-leak test at the filler neck.",
          tools: ["Combustion-leak test kit"],
          expect: "Fluid that stays blue clears the head gasket; yellow or green means exhaust gas is getting in.",
        },
      ],
      fix: "Fit a new cap of the exact pressure rating (never a higher one), correct the coolant level in the radiator and the reservoir, and bleed if the level was far down. Recheck the level cold after two or three drives, since a working cap will draw coolant back from the reservoir.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner fits a new cap of the same rating",
            partsLow: 15,
            partsHigh: 60,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Shop tests and replaces the cap, then tops up",
            partsLow: 15,
            partsHigh: 60,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
        ],
        excludes:
          "Estimate excludes a pressure-test fee, taxes and coolant; a damaged filler neck means a new radiator.",
      },
      verdict: "careful",
      verdictReason:
        "A weak cap lowers the boiling point, so the engine can overheat in heat or traffic; top up cold, watch the gauge and replace the cap now.",
      codes: [],
      terms: ["radiator cap", "degas bottle", "boiling point", "pressure test"],
      related: ["head-gasket-combustion-leak", "coolant-reservoir-cracked", "air-pocket-after-coolant-service"],
    },
    {
      slug: "radiator-tank-seam-leak",
      title: "White or colored crust along the edge of the radiator's plastic tank, with slow drips",
      summary:
        "The plastic end tank on an aluminum radiator has cracked or its crimped gasket is seeping. The fix is a new radiator; keep the level topped up until then.",
      symptoms: [
        "Dried coolant crust or a wet line where the black plastic tank meets the aluminum core",
        "Drips under the front bumper after a drive, often on one side",
        "Coolant needs adding every few days to every few weeks",
        "A hairline crack near the upper hose neck or the drain plug",
      ],
      symptomIds: ["coolant-puddle", "coolant-disappearing", "steam-sweet-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Plastic radiator end tank cracked from heat cycling",
          why: "Nylon tanks turn brittle after 8–12 years of heat, and the stress points at the hose necks and mounting tabs split.",
        },
        {
          likelihood: "occasional",
          part: "Tank-to-core crimp gasket hardened",
          why: "The rubber gasket clamped between the tank and the core header shrinks and seeps, usually at a corner.",
        },
        {
          likelihood: "rare",
          part: "Core tubes corroded from old coolant or electrolysis",
          why: "Depleted inhibitors or stray current eat pinholes in the thin aluminum tubes, leaving weeps in the middle of the core.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, inspect the tank seams, hose necks and core with a bright light, including from below.",
          tools: ["Flashlight"],
          expect: "Crust or wetness along a seam or a visible crack locates the leak.",
        },
        {
          step: "Pump the cold system to the cap rating with the tester and watch the tank-to-core seams and hose necks for 15 minutes.",
          tools: ["Cooling-system pressure tester"],
          expect:
            "Drips or a hiss at the tank seam while the gauge falls more than about 1 psi confirm it; a gauge dropping with a dry radiator sends you looking elsewhere.",
        },
        {
          step: "On slow leaks that dry between drives, add UV dye, drive, then scan the radiator with a UV lamp.",
          tools: ["UV dye kit", "UV lamp"],
          expect: "Bright yellow-green glow marks the exact seep point.",
        },
      ],
      fix: "Replace the radiator; tank repair and stop-leak products rarely last and stop-leak can plug heater cores. Transfer the drain plug and sensors, use new hose clamps, and on automatic-transmission models reconnect the cooler lines and top up the transmission fluid. Refill with the specified coolant and bleed.",
      difficulty: 3,
      cost: {
        partsLow: 120,
        partsHigh: 500,
        laborHoursLow: 1,
        laborHoursHigh: 3,
        excludes: "Estimate excludes diagnosis, taxes, coolant, hoses found soft at the same time and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "A seep is drivable with the level kept full and an eye on the gauge, but plastic tanks can split wide open without warning.",
      codes: [],
      terms: ["end tank", "UV dye", "radiator core"],
      related: ["radiator-cap-not-holding-pressure", "radiator-transmission-cooler-leak", "rusty-sludgy-coolant"],
    },
    {
      slug: "coolant-hose-burst",
      title: "Sudden cloud of steam and coolant spraying from under the hood while driving",
      summary:
        "A radiator or heater hose has split or blown off its neck, and the engine is losing coolant fast. Pull over and shut it off now; a hose and clamps are cheap, an engine is not.",
      symptoms: [
        "Steam pouring from the grille or hood edges, often right after a stop",
        "Temperature gauge spikes, or drops to cold once the coolant is gone",
        "Large puddle of coolant under the engine",
        "Split, ballooned or oil-soaked hose, or a hose hanging off its fitting",
      ],
      symptomIds: ["steam-sweet-smell", "overheating", "coolant-puddle"],
      causes: [
        {
          likelihood: "common",
          part: "Rubber hose weakened from the inside (electrochemical degradation)",
          why: "The inner liner cracks near the clamps over years of heat and current flow, so the hose swells and finally splits under pressure.",
        },
        {
          likelihood: "occasional",
          part: "Hose softened by an oil leak",
          why: "Engine oil dripping onto a hose swells the rubber until it bursts, common below valve-cover leaks.",
        },
        {
          likelihood: "occasional",
          part: "Cracked plastic fitting or loose clamp",
          why: "A plastic hose neck or a worm clamp that lost tension lets the hose pop off under full system pressure.",
        },
        {
          likelihood: "rare",
          part: "System over-pressurized by a head gasket leak",
          why: "Combustion gas pushes pressure well above the cap rating and the weakest hose fails first.",
        },
      ],
      checks: [
        {
          step: "Let the engine cool at least 30 minutes, then find the wet area and squeeze each hose, checking the ends under the clamps.",
          tools: ["Flashlight", "Gloves"],
          expect:
            "A split, a soft swollen spot or a hose off its fitting identifies the failure; a hard, crunchy hose is next in line.",
        },
        {
          step: "After replacing the hose and filling, pressure-test the system to the cap rating.",
          tools: ["Cooling-system pressure tester"],
          expect: "The gauge holds steady for 15 minutes with no drips at any connection.",
        },
        {
          step: "If the engine got hot, run a combustion-leak test and check the oil for milky contamination before calling it fixed.",
          tools: ["Combustion-leak test kit", "Dipstick"],
          expect: "Blue test fluid and clean oil mean the overheat did no head damage.",
        },
      ],
      fix: "Replace the failed hose with an OE-shape molded hose and new clamps (constant-tension clamps where fitted), and replace any other hose that is swollen, cracked or oil-soaked. Fix the oil leak that softened it. Refill with the correct coolant, bleed and confirm the temperature holds steady on a test drive.",
      difficulty: 2,
      cost: {
        partsLow: 20,
        partsHigh: 120,
        laborHoursLow: 0.5,
        laborHoursHigh: 2,
        excludes: "Estimate excludes towing, diagnosis, taxes, coolant and any damage from driving while overheated.",
      },
      verdict: "stop",
      verdictReason:
        "With coolant pouring out, the engine can seize or crack a head within a minute or two; shut it off and have it towed or repaired on the spot.",
      codes: ["P0217"],
      terms: ["electrochemical degradation", "constant-tension clamp", "molded hose"],
      related: ["engine-damage-after-overheat", "gauge-drops-while-steaming", "heater-hose-connector-leak"],
    },
    {
      slug: "cooling-fan-motor-dead",
      title: "Temperature climbs at red lights and the A/C goes warm at idle, but the radiator fan never spins",
      summary:
        "An electric cooling fan that has stopped running is the likely cause; check its fuse and relay first, then the motor. Avoid idling and stop-and-go traffic until it is fixed.",
      symptoms: [
        "Gauge rises while stopped or crawling and drops again at 30 mph and up",
        "A/C vent air turns warm at idle and cold again when driving",
        "No fan noise or movement with the engine hot or the A/C on",
        "Fan blades can be turned by hand but feel rough, or the hub is seized",
      ],
      symptomIds: ["hot-at-idle", "fan-fault", "overheating"],
      causes: [
        {
          likelihood: "common",
          part: "Fan motor with worn brushes or a seized bearing",
          why: "The motor stalls or draws so much current that it blows its fuse, so no air is pulled through the radiator once road speed drops.",
        },
        {
          likelihood: "common",
          part: "Blown fan fuse or failed fan relay",
          why: "A 30–60 A fan fuse opens when a motor drags, and relay contacts burn, so the motor never gets power.",
        },
        {
          likelihood: "occasional",
          part: "Fan connector melted or corroded",
          why: "High current through a loose terminal overheats the plastic and opens the circuit.",
        },
        {
          likelihood: "rare",
          part: "Coolant-temperature or A/C pressure input not reaching the computer",
          why: "Without a valid temperature or refrigerant-pressure reading the engine computer may never command the fan; most set a code and run the fan full-time as a fail-safe instead.",
        },
      ],
      checks: [
        {
          step: "Warm the engine, turn on the A/C at max and watch the fan; most engines command it by about 210–230 °F or whenever the A/C runs.",
          tools: ["Scan tool"],
          expect: "A fan that stays still while the PID shows it commanded on means an electrical or motor fault.",
        },
        {
          step: "Check the cooling-fan fuses and swap the fan relay with an identical relay from the fuse box.",
          tools: ["Test light", "Fuse puller"],
          expect: "A blown fuse points to a dragging motor or short; a fan that now runs condemns the relay.",
        },
        {
          step: "Unplug the fan and power it directly with a fused jumper and ground.",
          tools: ["Fused jumper leads", "Clamp-on ammeter"],
          expect:
            "A good single fan runs smoothly drawing roughly 10–25 A; one that will not turn or pulls far more than that needs replacing.",
        },
        {
          step: "If the motor runs on the jumper, back-probe the connector while commanding the fan.",
          tools: ["Digital multimeter", "Scan tool"],
          expect:
            "Battery voltage at the connector with the fan commanded clears the wiring; zero volts sends you back to the relay, fuse or module output.",
        },
      ],
      fix: "Replace the fan motor or, more often, the fan-and-shroud assembly, along with any melted connector pigtail. Replace the fuse with the specified rating only, never larger. Confirm the fan runs on command, with the A/C on and at its temperature threshold, and clear codes.",
      difficulty: 2,
      cost: {
        partsLow: 80,
        partsHigh: 500,
        laborHoursLow: 0.7,
        laborHoursHigh: 2.3,
        excludes:
          "Estimate excludes diagnosis, taxes and a connector pigtail; dual-fan assemblies and dealer parts sit at the top.",
      },
      verdict: "careful",
      verdictReason:
        "At highway speed ram air usually keeps the engine cool, but in traffic it will overheat; drive only on open roads and watch the gauge.",
      codes: ["P0480", "P0481", "P0691", "P0692"],
      terms: ["cooling fan relay", "fused jumper", "ram air"],
      related: [
        "cooling-fan-runs-nonstop",
        "fan-control-module-failure",
        "radiator-fins-blocked",
        "ac-system/condenser-fan-not-running-with-ac",
      ],
    },
    {
      slug: "cooling-fan-runs-nonstop",
      title: "Radiator fan keeps running long after the key is off and the battery is dead by morning",
      summary:
        "A fan relay with welded contacts or a failed coolant-temperature signal keeps the fan running. Pull the fan relay to stop the drain tonight, then replace the relay or the sensor.",
      symptoms: [
        "Fan still roaring 20 minutes or more after shutdown, even on a cool engine",
        "Battery flat or weak after the car sits overnight",
        "Fan running at full speed from a cold start on a winter morning",
        "Check-engine light on some cars, with a coolant-sensor or fan-circuit code",
      ],
      symptomIds: ["fan-fault"],
      causes: [
        {
          likelihood: "common",
          part: "Fan relay with contacts welded closed",
          why: "Arcing from years of high fan current fuses the contacts together, so the motor gets power whether or not the computer asks for it.",
        },
        {
          likelihood: "occasional",
          part: "Coolant-temperature sensor or circuit open or shorted",
          why: "When the computer loses a believable temperature signal it runs the fans full-time as a fail-safe, though normally only while the engine runs.",
        },
        {
          likelihood: "occasional",
          part: "High A/C refrigerant pressure reading",
          why: "An overcharged A/C system or a faulty pressure sensor tells the computer the condenser needs airflow, so the fan stays on with the engine running.",
        },
        {
          likelihood: "rare",
          part: "Shorted fan-control module or computer output driver",
          why: "A failed transistor stage passes current to the fan with no command, draining the battery with the key off.",
        },
      ],
      checks: [
        {
          step: "Note when the fan runs: with the key off, only with the engine running, or only with the A/C on; many cars legitimately run the fan up to about 10 minutes after a hot shutdown.",
          tools: [],
          expect:
            "Running with the key off well past 10 minutes on a cool engine points at a relay or module; full-time running only with the engine on points at a sensor input or fail-safe.",
        },
        {
          step: "With the fan running key-off, pull the fan relay from the fuse box.",
          tools: ["Relay puller"],
          expect: "Fan stopping at once confirms current is coming through that relay.",
        },
        {
          step: "Bench-test the relay: measure coil resistance and the switched contacts with no power applied.",
          tools: ["Digital multimeter"],
          expect:
            "Typical coils read about 50–120 Ω; normally-open contacts should read open (OL) unpowered, and continuity there means welded contacts.",
        },
        {
          step: "Read the coolant-temperature and A/C pressure PIDs with the engine cold and then warm.",
          tools: ["Scan tool"],
          expect:
            "A cold engine should read within about 10 °F of air temperature; −40 °F or 280 °F means an open or shorted sensor circuit, and A/C pressure above about 250 psi at idle points at the A/C side.",
        },
      ],
      fix: "Replace the welded relay (an identical part, often $15–$40), or the coolant-temperature sensor or its connector if the PID is implausible, then clear codes and confirm the fan shuts off after the normal after-run. Charge or load-test the battery, since repeated deep drains weaken it.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the welded fan relay",
            partsLow: 15,
            partsHigh: 40,
            laborHoursLow: 0.2,
            laborHoursHigh: 0.5,
          },
          {
            name: "Replace the coolant temperature sensor or connector",
            partsLow: 20,
            partsHigh: 100,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.3,
          },
          {
            name: "Replace the fan control module",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes, a replacement battery if the drains ruined it, and A/C service if pressure is the trigger.",
      },
      verdict: "ok",
      verdictReason:
        "A fan that runs too much protects the engine rather than harming it; the risk is a dead battery, so pull the relay overnight until it is fixed.",
      codes: ["P0117", "P0118", "P0480"],
      terms: ["fan relay", "fail-safe mode", "fan after-run"],
      related: ["cooling-fan-motor-dead", "fan-control-module-failure", "ect-sensor-false-reading"],
    },
    {
      slug: "fan-control-module-failure",
      title: "Radiator fan blasts at full speed from a cold start, or only ever runs at one speed",
      summary:
        "On cars with a variable-speed fan, the electronic fan-control module has failed or lost its command signal. Most modules are built into the fan assembly, so the usual fix is a new fan and module.",
      symptoms: [
        "Fan roars at maximum speed the moment the engine starts, even in winter",
        "Fan never slows down or never speeds up as temperature and A/C demand change",
        "Temperature climbs in traffic on days the fan does nothing at all",
        "Fan runs several minutes after shutdown and then clicks off, every time",
      ],
      symptomIds: ["fan-fault", "hot-at-idle"],
      causes: [
        {
          likelihood: "common",
          part: "Electronic fan-control module or brushless fan controller",
          why: "Heat and water intrusion kill the power transistors in modules like the integrated controllers on BMW E90-generation 3 Series and Mercedes C- and E-Class fans, leaving the fan dead or stuck at full speed.",
        },
        {
          likelihood: "occasional",
          part: "Voltage drop on the fan power feed or ground",
          why: "A corroded main ground or a loose 40–60 A fuse terminal starves the module, which then shuts down or resets under load.",
        },
        {
          likelihood: "rare",
          part: "Open PWM command wire from the engine computer",
          why: "Without a command many modules default to full speed as a fail-safe, so a healthy fan runs flat-out all the time.",
        },
      ],
      checks: [
        {
          step: "Compare the commanded fan duty cycle on the scan tool with what the fan actually does, and use the fan output test if the tool offers one.",
          tools: ["Bidirectional scan tool"],
          expect: "A fan that ignores commands of 20%, 50% and 90% has a module, power or signal fault.",
        },
        {
          step: "Measure voltage drop on the fan's power and ground circuits while it runs.",
          tools: ["Digital multimeter"],
          expect:
            "Under about 0.3 V drop on each side clears the supply; higher drops point at a fuse terminal, connector or ground.",
        },
        {
          step: "Back-probe the command wire at the module while commanding the fan.",
          tools: ["Digital multimeter with duty-cycle", "Back-probe pins"],
          expect:
            "A changing duty-cycle signal (typically 10–90%) reaching the module with good power and ground condemns the module.",
        },
      ],
      fix: "Replace the fan assembly with its integrated controller, or the separate module where it is serviced alone, and repair any burned power terminal. Clear codes, then verify low, medium and high fan speeds with the scan tool and with the A/C on.",
      difficulty: 3,
      cost: {
        partsLow: 150,
        partsHigh: 750,
        laborHoursLow: 0.8,
        laborHoursHigh: 2.7,
        excludes:
          "Estimate; the range runs from a separately serviced module to a German fan assembly with its controller; excludes diagnosis, taxes, harness repair and dealer parts.",
      },
      verdict: "careful",
      verdictReason:
        "A fan stuck on full is harmless, but a dead module means overheating in traffic; avoid idling and short-hop city driving until it is replaced.",
      codes: ["P0480", "P0691", "P0692"],
      terms: ["fan control module", "PWM", "duty cycle", "voltage drop"],
      related: ["cooling-fan-motor-dead", "cooling-fan-runs-nonstop"],
      commonOn: [
        {
          make: "bmw",
          models: ["325i", "325xi", "328i", "328xi", "330i", "330xi", "335i", "335xi", "335is", "335d", "m3"],
          years: [2006, 2013],
        },
        { make: "mercedes-benz", models: ["c-class"], years: [2001, 2014] },
        { make: "mercedes-benz", models: ["e-class"], years: [2003, 2016] },
      ],
    },
    {
      slug: "fan-clutch-not-engaging",
      title: "Truck with a belt-driven fan runs hot idling or towing in summer, and the fan spins freely when hot",
      summary:
        "The viscous fan clutch has lost its silicone fluid and slips, so the fan barely moves air at low speed. Replace the clutch; if it is locked up and roaring instead, it also needs replacing.",
      symptoms: [
        "Temperature rises at idle, in traffic or while towing slowly uphill and falls at highway speed",
        "No loud fan roar after a hard pull on a hot day, when a good clutch would engage",
        "Hot fan spins more than one or two turns freely with the engine off",
        "Oily streaks radiating from the clutch hub where fluid has leaked",
        "A/C performance drops at idle because the condenser loses airflow too",
      ],
      symptomIds: ["hot-at-idle", "hot-under-load", "overheating"],
      causes: [
        {
          likelihood: "common",
          part: "Viscous fan clutch with leaked or worn-out silicone fluid",
          why: "The clutch couples the fan to the pump shaft through silicone fluid; with the fluid gone it slips, and fan speed stays far below pulley speed.",
        },
        {
          likelihood: "occasional",
          part: "Electronic fan clutch or its fan-speed sensor circuit",
          why: "On trucks with a computer-controlled clutch (many later Ford Super Duty, Ram and GM SUV applications), a failed solenoid or wiring leaves it disengaged; the computer sees fan speed too low and sets a code.",
        },
        {
          likelihood: "rare",
          part: "Fan shroud cracked or missing",
          why: "Without the shroud the fan churns air around its own blade tips instead of pulling it through the radiator, even with a healthy clutch.",
        },
      ],
      checks: [
        {
          step: "Shut off a fully hot engine and immediately try to spin the fan by hand (never with the engine running).",
          tools: ["Gloves"],
          expect:
            "A good clutch resists firmly and stops within about a turn; free spinning of several turns means it is slipping.",
        },
        {
          step: "Warm the engine, then block the grille briefly or idle with A/C on while watching and listening for the fan to roar.",
          tools: ["Scan tool"],
          expect:
            "A good clutch engages with an obvious roar once air off the radiator reaches roughly 150–170 °F; no change as coolant passes 220 °F confirms it.",
        },
        {
          step: "On electronic clutches, compare fan speed to engine speed on the scan tool while commanding the clutch on.",
          tools: ["Bidirectional scan tool"],
          expect:
            "Fan speed should rise close to pump speed when commanded; no response points at the clutch solenoid, sensor or wiring.",
        },
        {
          step: "Inspect the shroud, its mounting tabs and rubber seals, and the fan blades for cracks.",
          tools: ["Flashlight"],
          expect:
            "An intact shroud within about an inch of the blade tips clears it; a cracked blade means the fan must be replaced too.",
        },
      ],
      fix: "Replace the fan clutch (and the blade if it is cracked or bent) using a fan-clutch holding tool and thin wrench; check the thread direction for the vehicle before forcing the nut. On electronic clutches repair the wiring or sensor first, then clear codes and confirm commanded engagement. Fix a damaged shroud at the same time.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the viscous fan clutch",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace an electronic fan clutch",
            partsLow: 250,
            partsHigh: 550,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes and a fan blade or shroud; dealer pricing runs higher.",
      },
      verdict: "careful",
      verdictReason:
        "Highway driving is usually fine, but idling, crawling traffic and towing can overheat the engine; skip towing until the clutch is replaced.",
      codes: ["P0480", "P0526"],
      terms: ["viscous fan clutch", "fan shroud", "electronic fan clutch"],
      related: ["radiator-fins-blocked", "water-pump-bearing-noise", "radiator-clogged-internally"],
      commonOn: [
        { make: "ford", models: ["f-250", "f-350", "f-450", "f-550"], years: [2003, 2027] },
        { make: "dodge", models: ["ram"], years: [2003, 2012] },
        { make: "ram", models: ["2500", "3500"], years: [2011, 2027] },
        { make: "chevrolet", models: ["trailblazer"], years: [2002, 2009] },
        { make: "gmc", models: ["envoy"], years: [2002, 2009] },
      ],
    },
    {
      slug: "radiator-fins-blocked",
      title: "Runs hot only in summer traffic with the A/C on, and the radiator face is matted with bugs and fluff",
      summary:
        "Debris packed between the A/C condenser and the radiator blocks airflow. Clean it out from behind with a low-pressure hose and fix any missing air seals; this is often a free or cheap fix.",
      symptoms: [
        "Temperature edges above normal only on hot days in traffic, worse with A/C on",
        "A/C vent air gets warmer at idle on the same days",
        "Leaves, cottonwood fluff, bugs or mud visible between the condenser and radiator",
        "Bent or flattened fin areas across the radiator face",
        "Foam air seals or an under-bumper air deflector missing after a repair or curb strike",
      ],
      symptomIds: ["hot-at-idle", "hot-under-load"],
      causes: [
        {
          likelihood: "common",
          part: "Debris layer trapped between condenser and radiator",
          why: "The sandwich of two cores catches leaves, insects and fluff that the fan cannot clear, cutting airflow through both.",
        },
        {
          likelihood: "occasional",
          part: "Missing air dam, deflector or core side seals",
          why: "Without the seals or under-bumper deflector, air takes the easy path around the radiator instead of through it.",
        },
        {
          likelihood: "rare",
          part: "Fins corroded or flattened by pressure washing",
          why: "Fins folded over or separated from the tubes by road salt stop shedding heat even when the core is clean.",
        },
      ],
      checks: [
        {
          step: "Shine a light between the condenser and the radiator from above and below, and look at the radiator from the engine side.",
          tools: ["Flashlight", "Inspection camera"],
          expect: "A gray mat or dark blotches on the core face mark blocked areas.",
        },
        {
          step: "Warm the engine with A/C on and scan the radiator face with an infrared thermometer.",
          tools: ["Infrared thermometer"],
          expect:
            "A healthy core cools smoothly from the inlet tank to the outlet tank with no sudden steps; hot patches 20 °F or more above the readings around them, over matted areas, confirm blocked airflow, while a cold streak following one tube means that tube is clogged instead.",
        },
        {
          step: "Check that all air seals, the fan shroud and any under-bumper deflector are present and fastened.",
          tools: ["Flashlight"],
          expect: "Missing pieces show as gaps or unpainted mounting holes around the radiator support.",
        },
      ],
      fix: "Remove the upper shroud or fans if needed and wash the cores from the engine side forward with a garden hose and mild soap, never a pressure washer close up. Straighten bent fins with a fin comb, replace missing seals or the air deflector, and confirm the temperature stays steady in traffic with the A/C on.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Wash the cores from the engine side",
            partsLow: 0,
            partsHigh: 10,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Refit missing air seals or the deflector",
            partsLow: 20,
            partsHigh: 150,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.7,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes and a condenser or radiator if fins are beyond saving; removing a bumper cover for access costs more.",
      },
      verdict: "careful",
      verdictReason:
        "The engine copes at speed, but hot days in traffic can push it into overheating; clean it before summer heat or a road trip.",
      codes: [],
      terms: ["A/C condenser", "fin comb", "air deflector"],
      related: [
        "cooling-fan-motor-dead",
        "fan-clutch-not-engaging",
        "radiator-clogged-internally",
        "grille-shutters-stuck-closed",
        "ac-system/condenser-airflow-blocked",
      ],
    },
    {
      slug: "radiator-clogged-internally",
      title: "Overheats on long highway grades and when towing, yet idles cool in the driveway",
      summary:
        "A radiator clogged inside with scale or stop-leak residue cannot shed heat at full load. Confirm with an infrared scan of the core, then replace the radiator and flush the system.",
      symptoms: [
        "Gauge normal around town, climbing on long uphill pulls, at 75 mph or with a trailer",
        "Radiator core shows cold stripes or cold corners when the engine is hot",
        "Brown sediment or crusty white scale visible in the filler neck or reservoir",
        "History of skipped coolant changes, tap-water top-ups or stop-leak",
      ],
      symptomIds: ["hot-under-load", "overheating"],
      causes: [
        {
          likelihood: "common",
          part: "Radiator tubes plugged with scale, rust or silicate gel",
          why: "Blocked tubes carry no coolant, so the working part of the core is too small for the heat the engine makes under load.",
        },
        {
          likelihood: "occasional",
          part: "Stop-leak residue",
          why: "Particle and fiber sealers collect in the narrow tubes of modern flat-tube radiators and heater cores.",
        },
        {
          likelihood: "rare",
          part: "Head gasket leaking combustion gas under load",
          why: "Gas pockets push coolant away from the heads at high load, so it overheats uphill even with a clean radiator.",
        },
      ],
      checks: [
        {
          step: "Look into the radiator filler neck (on radiators with a cap) at the tube ends, and check the reservoir bottom for sediment.",
          tools: ["Flashlight"],
          expect: "Visible crust at the tube ends or thick sludge supports a clogged core.",
        },
        {
          step: "With the engine fully warm and the thermostat open, scan the whole radiator core with an infrared thermometer or thermal camera.",
          tools: ["Infrared thermometer", "Thermal camera"],
          expect:
            "A good core cools evenly from inlet to outlet; patches 20 °F or more cooler than their neighbors are blocked tubes.",
        },
        {
          step: "Compare upper and lower hose temperatures at 2,500 rpm.",
          tools: ["Infrared thermometer"],
          expect:
            "A drop much greater than about 40 °F across the radiator with an overheating engine indicates low flow through a restricted core.",
        },
        {
          step: "Run a combustion-leak test before buying the radiator.",
          tools: ["Combustion-leak test kit"],
          expect: "Blue fluid clears the head gasket; any color change means the gasket is the real problem.",
        },
      ],
      fix: "Replace the radiator; chemical flushes rarely open fully plugged tubes in aluminum cores. Flush the block and heater core with clean water until it runs clear, replace the thermostat, refill with the specified coolant and distilled water mix, and bleed. Test under load, ideally towing or on a grade.",
      difficulty: 3,
      cost: {
        partsLow: 120,
        partsHigh: 600,
        laborHoursLow: 1,
        laborHoursHigh: 3,
        excludes:
          "Estimate excludes diagnosis, taxes, coolant, a thermostat and hoses, and a heater core if it is plugged too; dealer pricing higher.",
      },
      verdict: "careful",
      verdictReason:
        "Gentle local driving is usually safe, but a grade or a trailer can push it into overheating quickly; keep loads light and watch the gauge.",
      codes: ["P0217"],
      terms: ["radiator core", "thermal camera", "stop-leak"],
      related: ["rusty-sludgy-coolant", "radiator-fins-blocked", "head-gasket-combustion-leak", "heater-core-clogged"],
    },
    {
      slug: "lower-hose-collapsing",
      title: "Temperature rises at high rpm on the highway while the lower radiator hose sucks flat",
      summary:
        "A soft lower radiator hose, or one missing its internal support spring, collapses under pump suction at high rpm and chokes coolant flow. Replace it with the correct OE-style hose.",
      symptoms: [
        "Gauge climbs at sustained high rpm or hard acceleration and recovers at idle",
        "Lower hose visibly pinches or flattens when the engine is revved",
        "Hose feels soft, spongy or swollen compared with the upper hose",
        "Aftermarket hose fitted recently without the spring the original had",
      ],
      symptomIds: ["hot-under-load", "overheating"],
      causes: [
        {
          likelihood: "common",
          part: "Lower hose softened by age or oil contamination",
          why: "The suction side of the pump pulls below atmospheric pressure at high rpm, and a weak hose wall folds shut.",
        },
        {
          likelihood: "occasional",
          part: "Anti-collapse spring missing or rusted away",
          why: "Many lower hoses rely on an internal coil spring to hold their shape; without it the hose closes under suction.",
        },
        {
          likelihood: "rare",
          part: "Partly clogged radiator increasing suction",
          why: "A restricted core makes the pump pull harder on the lower hose, so even a fair hose can collapse.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, squeeze both radiator hoses and compare their firmness.",
          tools: ["Gloves"],
          expect: "The lower hose should feel as firm as the upper; a mushy lower hose is suspect.",
        },
        {
          step: "Warm the engine, then have a helper hold 3,000–4,000 rpm for a few seconds while you watch the lower hose, keeping hands clear of the fan.",
          tools: ["Flashlight"],
          expect:
            "Any flattening or pinching as rpm climbs toward 3,000–4,000 rpm confirms the fault; a sound hose keeps its round section from idle to high rpm.",
        },
        {
          step: "Remove the hose and look inside for the support spring and for cracks in the liner.",
          tools: ["Hose removal pick"],
          expect: "A missing or broken spring, or a swollen liner, condemns the hose.",
        },
      ],
      fix: "Replace the lower hose with an OE-type molded hose with its support spring and new clamps; replace the upper hose too if it is the same age. Refill, bleed, and verify that temperature stays steady during a sustained highway run.",
      difficulty: 2,
      cost: {
        partsLow: 25,
        partsHigh: 120,
        laborHoursLow: 0.5,
        laborHoursHigh: 1.7,
        excludes: "Estimate excludes diagnosis, taxes and coolant, plus a radiator if a restricted core is also found.",
      },
      verdict: "careful",
      verdictReason:
        "The overheating only comes with high rpm, so moderate-speed driving is possible, but a weak hose can also burst; replace it soon.",
      codes: [],
      terms: ["anti-collapse spring", "suction side", "molded hose"],
      related: ["coolant-hose-burst", "radiator-clogged-internally"],
    },
    {
      slug: "ect-sensor-false-reading",
      title: "Engine starts hard when warm, smells rich and the fans run constantly, with a coolant-sensor code",
      summary:
        "The engine coolant temperature (ECT) sensor or its wiring is feeding the computer a false temperature. Verify the PID against a cold engine, then replace the sensor or repair the connector.",
      symptoms: [
        "Check-engine light with a code from P0115 to P0119",
        "Scan tool shows coolant at −40 °F or 280 °F no matter how long the engine runs",
        "Hard warm starts, black smoke or fuel smell, and poor fuel economy",
        "Cooling fans run full-time, or the gauge disagrees with how hot the engine feels",
      ],
      symptomIds: ["gauge-erratic", "fan-fault", "runs-cold"],
      causes: [
        {
          likelihood: "common",
          part: "ECT sensor thermistor failed or drifted",
          why: "The sensor's resistance no longer tracks temperature, so the computer meters fuel and commands the fans for the wrong temperature.",
        },
        {
          likelihood: "occasional",
          part: "Corroded or broken sensor connector",
          why: "Coolant seeping into the connector or a cracked locking tab creates resistance or an open, which reads as a very cold engine.",
        },
        {
          likelihood: "rare",
          part: "Harness chafed against the engine or exhaust",
          why: "A wire shorted to ground reads as a very hot engine; one that is broken inside the insulation reads as very cold.",
        },
      ],
      checks: [
        {
          step: "After the car sits overnight, compare the coolant-temperature PID with the intake-air temperature PID and the outside air.",
          tools: ["Scan tool"],
          expect:
            "On a cold-soaked engine the two should agree within about 5–10 °F; a large gap points at the ECT circuit.",
        },
        {
          step: "Unplug the sensor and watch the PID, then jumper the two harness terminals together with a fused lead.",
          tools: ["Scan tool", "Fused jumper lead"],
          expect:
            "Unplugged should read about −40 °F and jumpered about 280 °F; a wiring and computer circuit that does both is healthy, so the sensor is at fault.",
        },
        {
          step: "Measure sensor resistance cold and at operating temperature and compare with the service chart.",
          tools: ["Digital multimeter", "Infrared thermometer"],
          expect:
            "Many sensors read roughly 2,000–3,500 Ω at 68 °F and about 200–300 Ω near 200 °F; a reading far outside the chart condemns it.",
        },
        {
          step: "Inspect the connector for green corrosion, coolant inside, or a broken lock.",
          tools: ["Flashlight"],
          expect: "Corrosion or a loose fit means replacing the pigtail along with the sensor.",
        },
      ],
      fix: "Replace the ECT sensor on a cold engine with a new O-ring or the specified thread sealant, and the connector pigtail if corroded. Top up and bleed the small amount of coolant lost, clear codes and confirm the PID tracks warm-up smoothly to operating temperature. On engines with both a gauge sender and an ECT sensor, make sure the right one is replaced.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace an accessible ECT sensor",
            partsLow: 15,
            partsHigh: 90,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace a sensor under the intake manifold",
            partsLow: 15,
            partsHigh: 90,
            laborHoursLow: 1.2,
            laborHoursHigh: 1.7,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes and a connector pigtail.",
      },
      verdict: "careful",
      verdictReason:
        "A sensor stuck reading cold can keep the fans off while the engine actually overheats; watch for steam and use the gauge with suspicion until it is fixed.",
      codes: ["P0115", "P0116", "P0117", "P0118", "P0119"],
      terms: ["ECT sensor", "thermistor", "PID", "fail-safe mode"],
      related: [
        "thermostat-stuck-open",
        "cooling-fan-runs-nonstop",
        "gauge-drops-while-steaming",
        "engine-wont-start/coolant-temp-sensor-hard-start",
      ],
    },
    {
      slug: "gauge-drops-while-steaming",
      title: "Temperature gauge falls to cold while steam rolls out from under the hood",
      summary:
        "The engine has lost so much coolant that the temperature sensor is sitting in steam or air and reads low, so the engine is actually overheating. Shut it off now and let it cool before checking anything.",
      symptoms: [
        "Gauge spikes high, then drops to cold or swings wildly within a minute",
        "Steam from the hood edges and a strong sweet smell",
        "Heater suddenly blows cold air",
        "Reservoir empty, and possibly a ticking or knocking sound from the engine",
      ],
      symptomIds: ["gauge-erratic", "steam-sweet-smell", "overheating"],
      causes: [
        {
          likelihood: "common",
          part: "Major coolant loss from a split hose, failed water pump or cracked radiator",
          why: "Once the coolant level falls below the sensor tip, the sensor reads steam temperature, which looks cooler than metal that is already overheating.",
        },
        {
          likelihood: "occasional",
          part: "Head gasket pushing coolant out of the system",
          why: "Combustion pressure blows coolant out through the reservoir until the heads run nearly dry.",
        },
        {
          likelihood: "rare",
          part: "Large air pocket trapped at the sensor after a coolant service",
          why: "Air collects around the sensor in the head so the reading falls while coolant elsewhere boils.",
        },
      ],
      checks: [
        {
          step: "Turn the engine off, do not open any cap, and look at the reservoir level and under the car for a fresh puddle.",
          tools: ["Flashlight"],
          expect:
            "An empty reservoir and a large puddle confirm coolant loss; the wet area usually points at the failed part.",
        },
        {
          step: "After at least an hour of cooling, open the radiator or degas cap slowly and check the level.",
          tools: ["Rag", "Gloves"],
          expect: "A system that takes a gallon or more to fill lost enough coolant to uncover the sensor.",
        },
        {
          step: "Fill and pressure-test the system to the cap rating.",
          tools: ["Cooling-system pressure tester"],
          expect:
            "A gauge that falls with a visible leak locates the failure; a falling gauge with no leak points inside the engine.",
        },
        {
          step: "Run a combustion-leak test and check compression before returning the car to service.",
          tools: ["Combustion-leak test kit", "Compression gauge"],
          expect:
            "Blue test fluid and compression within 10–15% across cylinders indicate the overheat did no lasting damage.",
        },
      ],
      fix: "Repair the leak that emptied the system, refill and bleed, then check for overheat damage: combustion-leak test, compression, and oil condition. Only then road-test while watching a scan-tool temperature PID rather than the dash gauge.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace a split hose, refill and bleed",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          { name: "Replace a cracked radiator", partsLow: 150, partsHigh: 500, laborHoursLow: 1.5, laborHoursHigh: 3 },
          {
            name: "Replace the failed water pump",
            partsLow: 100,
            partsHigh: 800,
            laborHoursLow: 1.5,
            laborHoursHigh: 4.7,
          },
        ],
        excludes: "Estimate excludes towing, diagnosis, taxes and any head gasket or engine damage from the overheat.",
      },
      verdict: "stop",
      verdictReason:
        "A falling gauge with steam means the engine is running almost dry and can seize or crack a head in minutes; stop now and tow it.",
      codes: ["P0217", "P0116"],
      terms: ["ECT sensor", "pressure test", "combustion-leak test"],
      related: ["coolant-hose-burst", "engine-damage-after-overheat", "ect-sensor-false-reading"],
    },
    {
      slug: "heater-core-leaking",
      title: "Damp passenger-side carpet and a greasy film fogging the inside of the windshield",
      summary:
        "The heater core behind the dash is leaking coolant into the cabin. Confirm with the carpet and a pressure test, then replace the core; a hose loop that bypasses it is a stopgap that costs you heat and defrost.",
      symptoms: [
        "Front passenger carpet damp and slick, with a sweet smell, not clear water",
        "Oily film on the inside of the windshield that smears when wiped",
        "Sweet steam from the vents when the heater is first turned on",
        "Coolant level drops slowly with no drips under the engine",
      ],
      symptomIds: ["wet-carpet-fog", "coolant-disappearing", "steam-sweet-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Heater core tubes corroded through",
          why: "Depleted coolant or stray electrical current eats pinholes in the thin aluminum or brass tubes, and coolant seeps into the HVAC case and onto the floor.",
        },
        {
          likelihood: "occasional",
          part: "Heater core inlet or outlet pipe O-rings or clamps",
          why: "Many cores connect with O-ring pipe joints inside the dash, which harden and seep where the pipes enter the case.",
        },
        {
          likelihood: "rare",
          part: "Plugged A/C evaporator drain or a leaking cowl",
          why: "Clear water on the carpet from the A/C drain or a cowl seal looks like a heater core leak, but it does not smell sweet or fog the glass.",
        },
      ],
      checks: [
        {
          step: "Press a paper towel into the wet carpet and smell and feel it.",
          tools: ["Paper towel"],
          expect:
            "Slippery, sweet-smelling fluid tinted like the coolant is a heater-core leak; clear, odorless water points at the A/C drain or a body leak.",
        },
        {
          step: "Pressure-test the cooling system to the cap rating with the heater set to full hot, and look under the dash at the HVAC case seams and drain.",
          tools: ["Cooling-system pressure tester", "Flashlight"],
          expect:
            "A gauge falling more than about 1 psi in 15 minutes from the cap rating, with coolant appearing at the case seams or the A/C drain tube, confirms the core.",
        },
        {
          step: "As a confirming test, disconnect the heater hoses at the firewall and join them with a hose coupler, then pressure-test again.",
          tools: ["Hose coupler", "Cooling-system pressure tester"],
          expect:
            "A system that now holds within about 1 psi for 15 minutes proves the leak is in the core or its cabin-side joints.",
        },
      ],
      fix: "Replace the heater core, which on many vehicles means removing the instrument panel (6–12 hours of labor). Disconnect the battery and wait the specified time before unplugging any airbag connector, replace the pipe O-rings, dry or replace the carpet pad to stop mold, flush and refill with fresh coolant, bleed and confirm full heat.",
      difficulty: 4,
      cost: {
        partsLow: 60,
        partsHigh: 400,
        laborHoursLow: 2.7,
        laborHoursHigh: 12,
        excludes:
          "Estimate excludes diagnosis, taxes, carpet or pad replacement, a windshield cleaning and dealer pricing; A/C recovery and recharge adds cost where the case must be removed.",
      },
      verdict: "careful",
      verdictReason:
        "Glycol fog on the windshield can blind you suddenly and the engine is slowly losing coolant; keep it topped up and wipe the glass until the core is replaced.",
      codes: [],
      terms: ["heater core", "HVAC case", "bypass loop", "airbag disable"],
      related: ["heater-core-clogged", "rusty-sludgy-coolant", "heater-hose-connector-leak"],
    },
    {
      slug: "heater-core-clogged",
      title: "Heater blows cool with a full, hot engine, and one heater hose is much cooler than the other",
      summary:
        "A heater core plugged with scale, sludge or stop-leak passes too little hot coolant. Back-flush it at the firewall; if flow stays weak, replace the core.",
      symptoms: [
        "Engine at normal temperature, coolant full, but the heater blows lukewarm at best",
        "Inlet heater hose hot while the outlet hose is noticeably cooler",
        "Heat improves slightly when the engine is revved",
        "History of stop-leak or rusty, muddy-looking coolant",
      ],
      symptomIds: ["no-heat"],
      causes: [
        {
          likelihood: "common",
          part: "Heater core tubes plugged with scale or sludge",
          why: "The core's narrow flat tubes are the first place sediment settles, so only a trickle of hot coolant reaches the fins.",
        },
        {
          likelihood: "occasional",
          part: "Stop-leak or sealer residue",
          why: "Particle-type sealers harden in the low-flow core and seal off whole rows of tubes.",
        },
        {
          likelihood: "occasional",
          part: "Heater control valve not opening",
          why: "A valve in the supply hose that stays shut gives the same cool outlet hose, so it must be ruled out first.",
        },
        {
          likelihood: "rare",
          part: "Blend door not moving to hot",
          why: "If the door stays on the cold side, a healthy core gets bypassed; both heater hoses will then be equally hot.",
        },
      ],
      checks: [
        {
          step: "Confirm the engine reaches 190–220 °F on the scan tool and the coolant is full and bled.",
          tools: ["Scan tool"],
          expect: "A cold engine or low coolant must be fixed first; with both normal, continue.",
        },
        {
          step: "With the heater on full hot, shoot both heater hoses at the firewall.",
          tools: ["Infrared thermometer"],
          expect:
            "Hoses within about 10–20 °F of each other mean good flow (look at the blend door instead); an outlet 40 °F or more cooler means a restriction.",
        },
        {
          step: "Disconnect both hoses at the core and back-flush with a garden hose, feeding water into the outlet pipe.",
          tools: ["Garden hose", "Heater-core flush adapter", "Drain pan"],
          expect:
            "Dark sediment flushing out and a strong free flow afterward mean the flush may have fixed it; a weak stream means the core is still plugged.",
        },
      ],
      fix: "Back-flush the heater core with clean water in both directions, then flush the rest of the system, refill with the specified coolant and distilled water, and bleed. If heat is still weak, replace the core, and find what polluted the coolant (old coolant, stop-leak, an oil or head-gasket leak) so the new core survives.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Back-flush the heater core and cooling system",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.8,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace a heater core reached without dash removal",
            partsLow: 80,
            partsHigh: 250,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
          {
            name: "Dash-out heater core replacement",
            partsLow: 100,
            partsHigh: 400,
            laborHoursLow: 6,
            laborHoursHigh: 10.7,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes, and A/C recovery and recharge when the HVAC case must come out.",
      },
      verdict: "careful",
      verdictReason:
        "The engine is not harmed, but without defrost the windshield can ice or fog over in cold, wet weather, so drive only when the glass stays clear.",
      codes: [],
      terms: ["heater core", "back-flush", "blend door"],
      related: [
        "heater-control-valve-stuck",
        "rusty-sludgy-coolant",
        "heater-core-leaking",
        "heat-drops-at-idle-low-coolant",
      ],
    },
    {
      slug: "heat-drops-at-idle-low-coolant",
      title: "Heater turns cold at idle and warms up again as soon as you drive off or rev the engine",
      summary:
        "The coolant is low enough that air reaches the heater core, the highest point in the loop, whenever pump flow drops at idle. Top up with the engine cold, bleed the air out, and find where the coolant went.",
      symptoms: [
        "Warm air at speed, cold air sitting at a light",
        "Gurgling or running-water noise behind the dash, especially on start-up",
        "Reservoir at or below the minimum mark when the engine is cold",
        "Temperature gauge normal or occasionally flicking upward",
      ],
      symptomIds: ["no-heat", "gurgling", "coolant-disappearing"],
      causes: [
        {
          likelihood: "common",
          part: "Low coolant level from a slow leak",
          why: "With the level down, air collects in the heater core, and only the higher pump flow at road speed pushes enough coolant through it.",
        },
        {
          likelihood: "occasional",
          part: "Air still trapped after a repair or flush",
          why: "Air that was never bled out sits in the core and hoses until the system is purged.",
        },
        {
          likelihood: "rare",
          part: "Water-pump impeller worn or slipping",
          why: "A weak impeller moves enough coolant at higher rpm but too little at idle to keep the core full.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, check the level in the reservoir and, where there is a cap, in the radiator itself.",
          tools: ["Flashlight"],
          expect: "A level below MIN, or a radiator that takes more than a cup to fill, confirms low coolant.",
        },
        {
          step: "Fill, then bleed through the bleeder screws or with the heater on full hot and the engine idling with the cap off (cold start only) until no more bubbles rise.",
          tools: ["Spill-free funnel kit"],
          expect: "Steady heat at idle afterward confirms trapped air was the cause.",
        },
        {
          step: "Pressure-test to the cap rating for 15 minutes and inspect the hoses, pump and radiator.",
          tools: ["Cooling-system pressure tester", "Flashlight"],
          expect:
            "A drop of more than about 1 psi with a visible drip finds the leak; a gauge that holds means marking the cold level, checking it after a week, and looking for internal loss.",
        },
      ],
      fix: "Repair whatever leak lowered the level, fill with the correct coolant mix, and bleed until the heater stays hot at idle. Recheck the level cold after the next two drives and top up as the last air works out.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner tops up and bleeds the system",
            partsLow: 20,
            partsHigh: 40,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Shop fills and bleeds the system",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
        ],
        excludes:
          "Estimate covers coolant and a bleed only; diagnosis, taxes and repairing the leak that caused it are extra.",
      },
      verdict: "careful",
      verdictReason:
        "Cold heat at idle is an early warning that the engine is low on coolant; top it up now, because the next step is overheating.",
      codes: [],
      terms: ["bleeder screw", "air pocket", "heater core"],
      related: ["air-pocket-after-coolant-service", "water-pump-impeller-worn", "heater-core-clogged"],
    },
    {
      slug: "air-pocket-after-coolant-service",
      title: "After a coolant flush or repair, the heater blows cold, the dash gurgles and the gauge swings",
      summary:
        "Air trapped during the refill is blocking flow at the heater core, thermostat or temperature sensor. Bleed it using the factory procedure or vacuum-fill the system; do not drive far until it is purged.",
      symptoms: [
        "Heater alternates between hot and cold within minutes of a coolant job",
        "Gurgling or sloshing behind the dash, loudest on start-up",
        "Temperature gauge climbs quickly, then drops back",
        "Reservoir level falls after the first drive as air works out",
      ],
      symptomIds: ["gurgling", "gauge-erratic", "no-heat"],
      causes: [
        {
          likelihood: "common",
          part: "Air trapped at a high point (heater core, thermostat housing, cylinder head)",
          why: "Engines with the radiator mounted low or with the heater core above the filler cannot push air out on their own, so pockets block flow.",
        },
        {
          likelihood: "occasional",
          part: "Bleeder screws not opened or factory bleed routine skipped",
          why: "Many engines depend on bleed screws or an electric-pump routine; on BMW engines with an electric pump, the pump's bleed cycle has to be started with the ignition on, heat at max and the accelerator held down for about 10 seconds.",
        },
        {
          likelihood: "rare",
          part: "Head gasket adding gas to the system",
          why: "If bubbles keep appearing after a thorough bleed, combustion gas rather than trapped air may be the source.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, park nose-up on a slope or ramps, fill the system and open each bleeder screw until coolant without bubbles flows.",
          tools: ["Ramps", "Spill-free funnel kit"],
          expect: "Steady heat and a stable gauge after a warm-up show the air is out.",
        },
        {
          step: "Pull a vacuum on the system with an airlift-style refill tool before filling.",
          tools: ["Vacuum refill tool", "Shop air"],
          expect:
            "Vacuum of about 25 inHg that holds for a minute proves the system sealed; the tool then draws coolant in with no air pockets.",
        },
        {
          step: "If gurgling and bubbles persist after proper bleeding, run a combustion-leak test.",
          tools: ["Combustion-leak test kit"],
          expect: "Fluid that stays blue confirms plain trapped air; a color change means combustion gas is entering.",
        },
      ],
      fix: "Re-bleed following the engine's procedure (bleed screws, nose-up fill, the electric-pump routine on BMW and some other makes), or vacuum-fill. Hard-to-bleed designs such as Chevrolet Cruze and Sonic turbo engines and Subaru boxers reward patience or a vacuum filler. Recheck the level cold after the first drives.",
      difficulty: 2,
      cost: {
        partsLow: 0,
        partsHigh: 40,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.3,
        excludes:
          "Estimate excludes diagnosis and taxes; a shop that did the original job often rebleeds at no charge.",
      },
      verdict: "careful",
      verdictReason:
        "Air at the sensor can hide real overheating; watch the gauge closely and stop if it climbs or steam appears before the system is bled.",
      codes: [],
      terms: ["bleeder screw", "vacuum fill", "air pocket", "electric water pump"],
      related: [
        "heat-drops-at-idle-low-coolant",
        "thermostat-stuck-closed",
        "head-gasket-combustion-leak",
        "electric-water-pump-failure",
      ],
      commonOn: [bmwElectricWaterPumpEngines],
    },
    {
      slug: "heater-control-valve-stuck",
      title: "Heat will not shut off in summer, or never comes on in winter, with a valve in the heater hose",
      summary:
        "The heater control valve that meters coolant to the heater core is stuck open or closed. Find it in the heater hose, confirm it with hose temperatures, and replace it.",
      symptoms: [
        "Hot air leaking from the vents even with the temperature set full cold",
        "Or no heat at all while both the engine and the supply hose are hot",
        "Hose on one side of the valve hot and the other side near air temperature",
        "Cable, vacuum line or electrical connector at the valve broken or disconnected",
      ],
      symptomIds: ["no-heat"],
      causes: [
        {
          likelihood: "common",
          part: "Heater control valve seized with corrosion or scale",
          why: "The valve's plastic or brass gate sticks in one position, so the heater core gets full flow or none regardless of the knob.",
        },
        {
          likelihood: "occasional",
          part: "Vacuum, cable or electrical actuator failed",
          why: "A cracked vacuum hose, a stretched cable or a failed solenoid on electrically controlled valves, common on older Mercedes and BMW models, leaves the valve at its default position.",
        },
        {
          likelihood: "rare",
          part: "Climate control head not commanding the valve",
          why: "A control head that never sends the open or close command looks like a stuck valve; the valve works when powered or moved directly.",
        },
      ],
      checks: [
        {
          step: "Trace the heater hoses from the engine to the firewall and find the valve, then check that its cable, vacuum line or connector is attached.",
          tools: ["Flashlight"],
          expect: "A loose cable end, missing vacuum line or unplugged connector is the cheapest fix.",
        },
        {
          step: "With the engine warm, shoot the hose on both sides of the valve at full-hot and full-cold settings.",
          tools: ["Infrared thermometer"],
          expect:
            "At full heat both sides should read within about 20 °F of the upper radiator hose; at full cold the outlet side should fall 50 °F or more within a few minutes. No change between settings confirms a stuck valve.",
        },
        {
          step: "Operate the valve directly: move the lever, apply 15–20 inHg with a hand vacuum pump, or power the solenoid from a fused jumper.",
          tools: ["Hand vacuum pump", "Fused jumper lead"],
          expect:
            "A vacuum valve should stroke fully and hold 15–20 inHg without bleeding down for a minute; one that will not move or hold is bad, and one that moves freely points back at the control side.",
        },
      ],
      fix: "Replace the heater control valve (and its cable, vacuum hose or connector if damaged), refill lost coolant and bleed. On electrically controlled valves, confirm the climate head commands it through the full range.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace a cable or vacuum heater valve",
            partsLow: 25,
            partsHigh: 100,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace an electric valve or a valve-and-pump unit",
            partsLow: 100,
            partsHigh: 250,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, coolant, a climate control head or blend door actuator fault, and brittle heater hoses at the valve.",
      },
      verdict: "ok",
      verdictReason:
        "Engine cooling is unaffected; in cold or wet weather without defrost, keep the windshield clear with the A/C and a wipe-down before driving.",
      codes: [],
      terms: ["heater control valve", "hand vacuum pump", "solenoid"],
      related: ["heater-core-clogged", "heater-hose-connector-leak"],
      commonOn: [
        { make: "mercedes-benz", years: [1986, 2007] },
        { make: "bmw", years: [1992, 2006] },
      ],
    },
    {
      slug: "heater-hose-connector-leak",
      title: "Coolant smell in the cabin and drips at the firewall from a heater hose or its plastic quick-connect",
      summary:
        "A heater hose, or one of the plastic quick-connect, tee or elbow fittings many newer engines use, is seeping at the firewall. Replace the hose assembly and its O-rings rather than adding a clamp.",
      symptoms: [
        "Sweet smell through the fresh-air vents when the engine is hot",
        "Wet residue or crust at the back of the engine near the firewall",
        "Small drips landing on the transmission or exhaust, with wisps of steam",
        "Coolant level creeping down over a few weeks",
      ],
      symptomIds: ["steam-sweet-smell", "coolant-puddle", "coolant-disappearing"],
      causes: [
        {
          likelihood: "common",
          part: "Plastic quick-connect or tee fitting cracked or its O-ring hardened",
          why: "Heat cycling makes the plastic brittle and flattens the O-ring, so coolant weeps at the joint, right where it gets sucked into the cowl air intake.",
        },
        {
          likelihood: "occasional",
          part: "Heater hose cracked or soft at the clamp",
          why: "Heater hoses run hot and are often near exhaust heat; their ends crack or swell under the clamp.",
        },
        {
          likelihood: "rare",
          part: "Heater core pipe corroded at the firewall",
          why: "The metal stub where the hose attaches can pit through and leak just outside the dash.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, look along both heater hoses, every fitting and the firewall pipes with a light and mirror.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Crust or wetness at one joint points to that fitting.",
        },
        {
          step: "Pressure-test the system to the cap rating and watch the heater hose joints.",
          tools: ["Cooling-system pressure tester"],
          expect:
            "A drip forming at a quick-connect or hose end while the gauge sags from the cap rating (typically 13–18 psi) confirms it; at a quick-connect the O-ring inside usually leaks, not the hose.",
        },
        {
          step: "If the quick-connect only seeps when hot, add UV dye, drive 20 minutes and scan the firewall joints with a UV lamp.",
          tools: ["UV dye kit", "UV lamp"],
          expect: "A glowing trail from one joint pinpoints the leak.",
        },
      ],
      fix: "Replace the hose assembly with its quick-connect ends and O-rings (or the separate tee or elbow), seating each connector until it clicks and tug-testing it. Refill, bleed and recheck hot. Rinse coolant off the exhaust and transmission so the smell clears.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace an accessible hose or quick-connect",
            partsLow: 25,
            partsHigh: 120,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace a hose routed under the intake manifold",
            partsLow: 60,
            partsHigh: 220,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.3,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, coolant, drying coolant-soaked carpet, and a heater core if the leak is inside the cabin.",
      },
      verdict: "careful",
      verdictReason:
        "A seep is drivable with the level watched, but a cracked quick-connect can separate and dump the coolant at once.",
      codes: [],
      terms: ["quick-connect fitting", "heater hose", "UV dye"],
      related: ["heater-core-leaking", "coolant-hose-burst", "rear-heater-line-leak"],
    },
    {
      slug: "rear-heater-line-leak",
      title: "Coolant dripping under the middle of a minivan or three-row SUV, far behind the engine",
      summary:
        "The long metal coolant pipes that feed the rear heater core on minivans and large SUVs have rusted through. Replace the pipes, or loop the rear circuit off at the engine as a lower-cost repair.",
      symptoms: [
        "Drips or a puddle under the driver or middle seat area, not the engine",
        "Rear climate vents blow cool while the front heater works",
        "Coolant level drops steadily, sometimes quickly once a pipe perforates",
        "Rust scale and wet spots along pipes running under the body",
      ],
      symptomIds: ["coolant-puddle", "coolant-disappearing", "no-heat"],
      causes: [
        {
          likelihood: "common",
          part: "Steel or aluminum rear heater pipes rusted through",
          why: "The pipes run under the floor and take road salt for years; corrosion pinholes them, common in rust-belt minivans and full-size SUVs such as the Chevrolet Tahoe and Suburban.",
        },
        {
          likelihood: "occasional",
          part: "Short rubber hose sections or crimps joining the pipes",
          why: "Crimped rubber joints along the run harden and weep before the pipe itself fails.",
        },
        {
          likelihood: "rare",
          part: "Rear heater core leaking",
          why: "The core inside the rear HVAC unit can seep into the cargo area or out of the rear unit drain.",
        },
      ],
      checks: [
        {
          step: "Put the vehicle on a lift and follow both rear heater pipes from the engine to the rear HVAC unit with a light.",
          tools: ["Lift", "Flashlight"],
          expect: "Wet, crusty or bubbled sections mark the leak; pipes flaking all along mean the whole run is due.",
        },
        {
          step: "Pressure-test the cold system to the cap rating and watch the underbody steel pipes and their crimped rubber joints.",
          tools: ["Cooling-system pressure tester"],
          expect:
            "Drips or a hiss along the pipes, with the gauge falling more than about 1 psi over 15 minutes, confirm the location; rusted steel sections often weep from several spots at once.",
        },
        {
          step: "Check the rear heater unit and cargo area carpet for coolant.",
          tools: ["Flashlight"],
          expect: "Dry carpet and a dry rear unit clear the rear core.",
        },
      ],
      fix: "Replace the leaking pipe section or the whole rear line set, or bypass the rear circuit at the engine with the correct loop kit or a joined hose (this loses rear heat). Refill and bleed carefully, since the long rear loop traps air; on some vans the rear circuit has its own bleed screw.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace a rusted pipe section or hose joint",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace the full rear heater line set",
            partsLow: 200,
            partsHigh: 450,
            laborHoursLow: 2.5,
            laborHoursHigh: 4.3,
          },
        ],
        excludes:
          "Estimate excludes diagnosis, taxes, coolant and rear A/C line repairs often found rotted alongside; dealer prices higher.",
      },
      verdict: "careful",
      verdictReason:
        "A rusted pipe can go from drip to gush with no warning; keep coolant on board, watch the gauge, and repair it this week.",
      codes: [],
      terms: ["rear heater core", "bypass loop", "rear HVAC unit"],
      related: ["heater-hose-connector-leak", "air-pocket-after-coolant-service"],
      commonOn: [{ make: "chevrolet", models: ["tahoe", "suburban"], years: [2000, 2014] }],
    },
    {
      slug: "coolant-reservoir-cracked",
      title: "Coolant weeping from a cracked overflow reservoir or pressurized degas bottle",
      summary:
        "The plastic coolant reservoir has cracked, usually at a seam or hose nipple. Replace the bottle and its cap together; a pressurized degas bottle can split open without warning.",
      symptoms: [
        "Wet or crusty seam on the side or bottom of the reservoir",
        "Plastic turned yellow-brown and brittle with hairline cracks",
        "Level drops between top-ups with coolant on the frame rail or wheel-well liner",
        "Low-coolant light coming on after a few days",
      ],
      symptomIds: ["coolant-puddle", "coolant-disappearing"],
      causes: [
        {
          likelihood: "common",
          part: "Pressurized degas bottle cracked from heat and pressure cycling",
          why: "Bottles that hold full system pressure, common on Ford, BMW and VW models, fatigue at their welded seams and hose nipples.",
        },
        {
          likelihood: "occasional",
          part: "Non-pressurized overflow tank cracked or its hose split",
          why: "Only leaks when coolant expands into it, so drips appear after a hot drive and the radiator slowly runs low.",
        },
        {
          likelihood: "rare",
          part: "Head gasket over-pressurizing the bottle",
          why: "Repeated combustion-gas pressure spikes crack a bottle that would otherwise last; a new one fails again soon.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, clean the bottle and inspect its seams, nipples and mounting points from all sides.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "A visible crack or wet seam condemns it.",
        },
        {
          step: "On pressurized bottles, pressure-test through the bottle neck to the rating stamped on its cap (typically 15–21 psi; BMW expansion-tank caps up to 2.0 bar, about 29 psi).",
          tools: ["Cooling-system pressure tester"],
          expect:
            "Coolant seeping from a seam or hose nipple confirms it; a dry bottle with a gauge falling more than about 1 psi in 15 minutes means the leak is elsewhere.",
        },
        {
          step: "If the bottle is new and cracked again, run a combustion-leak test.",
          tools: ["Combustion-leak test kit"],
          expect: "Blue fluid rules out a head gasket over-pressurizing the system.",
        },
      ],
      fix: "Replace the reservoir or degas bottle with its cap and any brittle hoses, transfer or replace the level sensor, refill and bleed. Recheck the level cold the next morning.",
      difficulty: 2,
      cost: {
        partsLow: 40,
        partsHigh: 220,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.7,
        excludes: "Estimate excludes diagnosis, taxes, coolant and a level sensor if it breaks on removal.",
      },
      verdict: "careful",
      verdictReason:
        "A seeping bottle can be nursed to a shop with the level watched, but pressurized bottles can burst and empty the system at once.",
      codes: ["P2560"],
      terms: ["degas bottle", "coolant reservoir", "coolant level sensor"],
      related: ["radiator-cap-not-holding-pressure", "low-coolant-warning-false", "head-gasket-combustion-leak"],
      commonOn: [{ make: "ford" }, { make: "bmw" }, { make: "volkswagen" }],
    },
    {
      slug: "low-coolant-warning-false",
      title: "Low-coolant warning stays on even though the reservoir is filled to the full mark",
      summary:
        "Usually a failed coolant-level sensor or a corroded connector, but first prove the level really is full, including in the radiator itself. Replace the sensor once the coolant checks out.",
      symptoms: [
        "Low-coolant light or message on every drive with the reservoir at FULL",
        "Warning flickers on bumps, turns or braking",
        "Check-engine light with a coolant-level sensor code on some models",
        "Oily film or sludge coating the float or sensor stem",
      ],
      symptomIds: ["coolant-disappearing"],
      causes: [
        {
          likelihood: "common",
          part: "Coolant-level sensor float stuck or reed switch failed",
          why: "The float sticks in its low position or the switch inside no longer changes state, so the computer always sees low coolant.",
        },
        {
          likelihood: "occasional",
          part: "Radiator actually low while the overflow tank is full",
          why: "On non-pressurized overflow systems a cap whose return valve fails leaves the radiator low while the tank looks full, and the warning is correct.",
        },
        {
          likelihood: "occasional",
          part: "Sensor connector corroded or harness damaged",
          why: "Resistance or an open circuit in the sensor wiring reads the same as a low level on many designs.",
        },
        {
          likelihood: "rare",
          part: "Oil in the coolant fouling the sensor",
          why: "An oil film weighs down or coats the float; the real problem is the oil getting in.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, open the radiator cap (where fitted) and confirm the radiator is full to the neck, not just the reservoir.",
          tools: ["Flashlight"],
          expect:
            "A low radiator with a full tank means a real low level and a bad cap; a full radiator points at the sensor.",
        },
        {
          step: "Scan for codes and read the coolant-level status PID while moving the float (or tilting a sensor removed from the bottle).",
          tools: ["Scan tool"],
          expect:
            "The PID should flip between OK and LOW as the float moves; no change means a sensor or circuit fault.",
        },
        {
          step: "Unplug the sensor and measure across its terminals with the float up and then down.",
          tools: ["Digital multimeter"],
          expect:
            "A working reed switch changes between open (OL) and under about 1 Ω as the float moves, or between its specified resistances; which float position closes it varies by make, and a constant reading condemns it.",
        },
      ],
      fix: "Replace the level sensor (or the reservoir if the sensor is built into it) and repair corroded terminals, then clear codes and confirm the warning stays off. If the radiator was low, replace the cap and bleed the system; if oil fouled the sensor, find the oil source before anything else.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Replace the coolant-level sensor",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.2,
            laborHoursHigh: 0.5,
          },
          {
            name: "Replace a reservoir with a built-in sensor",
            partsLow: 60,
            partsHigh: 160,
            laborHoursLow: 0.5,
            laborHoursHigh: 1,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, coolant to top up, a corroded sensor connector or harness, and a pressure test to rule out a real leak.",
      },
      verdict: "ok",
      verdictReason:
        "Safe once you have confirmed the coolant is truly full; until the sensor is fixed, check the level yourself each week because the warning will not help.",
      codes: ["P2556", "P2557", "P2560"],
      terms: ["coolant level sensor", "reed switch", "overflow tank"],
      related: ["coolant-reservoir-cracked", "radiator-cap-not-holding-pressure", "oil-cooler-internal-leak"],
    },
    {
      slug: "head-gasket-combustion-leak",
      title: "Reservoir bubbles and the radiator hoses go rock-hard within minutes of a cold start",
      summary:
        "Combustion gas is leaking into the cooling system through a failed head gasket or a cracked head. Confirm with a combustion-leak (block) test and a leak-down test; the repair is a head gasket job at $1,300–$4,000.",
      symptoms: [
        "Upper hose hard and swollen three minutes after a cold start, before coolant could have warmed",
        "Steady stream of bubbles in the reservoir or radiator neck that grows with rpm",
        "Coolant pushed out of the overflow, then overheating on the highway or uphill",
        "Heater blows cold at times as gas collects in the heater core",
        "Exhaust smell at the reservoir cap",
      ],
      symptomIds: ["pressure-bubbles", "overheating", "hot-under-load", "coolant-disappearing"],
      causes: [
        {
          likelihood: "common",
          part: "Head gasket fire ring breached next to a water jacket",
          why: "Combustion pressure of several hundred psi blows past the gasket into the coolant passages, pressurizing the system far past the cap rating and displacing coolant.",
        },
        {
          likelihood: "occasional",
          part: "Cylinder head cracked between a combustion chamber and a coolant passage",
          why: "Aluminum heads crack after a severe overheat, often between valve seats, and leak gas the same way a gasket does.",
        },
        {
          likelihood: "rare",
          part: "Cracked cylinder liner or block",
          why: "A crack in the cylinder wall or deck behaves like a gasket leak but survives a gasket replacement.",
        },
      ],
      checks: [
        {
          step: "Cold engine: remove the radiator or degas cap, start it and squeeze the upper hose every minute while watching the filler neck.",
          tools: ["Gloves", "Spill-free funnel kit"],
          expect:
            "A hose that turns hard before the thermostat opens, or a continuous stream of bubbles that surges with revving, indicates combustion gas.",
        },
        {
          step: "Run a combustion-leak test, drawing only air from above the coolant through the blue test fluid.",
          tools: ["Combustion-leak test kit"],
          expect:
            "Fluid turning yellow (gasoline) or green (diesel) confirms exhaust gas in the coolant; staying blue after 2–3 minutes at 2,500 rpm clears it.",
        },
        {
          step: "With the engine warm and the throttle held wide open, crank each cylinder four or five puffs on a compression gauge.",
          tools: ["Compression gauge"],
          expect:
            "Readings within 10–15% of each other are normal; two adjacent low cylinders suggest a gasket blown between them.",
        },
        {
          step: "Leak-down test each cylinder at top dead center with the cap off the filler.",
          tools: ["Cylinder leak-down tester", "Shop air"],
          expect:
            "Bubbles in the filler neck while one cylinder is pressurized identify the leaking cylinder; leakage over about 20% there confirms it.",
        },
      ],
      fix: "Remove the head(s), have them pressure-tested for cracks and checked for flatness (resurface if beyond spec, commonly about 0.002–0.004 in. on aluminum heads), and fit a new multi-layer steel gasket with new head bolts where they are torque-to-yield. Reset timing, change the oil and filter, flush and refill the coolant, bleed, and retest with the block tester after a heat cycle.",
      difficulty: 5,
      cost: {
        partsLow: 250,
        partsHigh: 1200,
        laborHoursLow: 6.7,
        laborHoursHigh: 18.7,
        excludes:
          "Estimate excludes diagnosis, taxes, a new cylinder head if cracked, timing parts on chain or belt engines, and dealer pricing; V6 and V8 engines sit at the top.",
      },
      verdict: "stop",
      verdictReason:
        "Combustion gas in the coolant leads to rapid overheating and can crack the head or hydrolock a cylinder; park it and tow it in for the repair.",
      codes: ["P0217", "P0300"],
      terms: ["combustion-leak test", "leak-down test", "torque-to-yield bolts", "MLS head gasket"],
      related: [
        "head-gasket-coolant-into-cylinder",
        "radiator-cap-not-holding-pressure",
        "engine-damage-after-overheat",
        "air-pocket-after-coolant-service",
      ],
    },
    {
      slug: "head-gasket-coolant-into-cylinder",
      title: "Sweet white smoke from the tailpipe that keeps going after warm-up, with coolant vanishing",
      summary:
        "Coolant is leaking into a cylinder and burning, usually through a failed head gasket or a cracked head. Prove it with a cold pressure test and a borescope, then repair it before the cylinder hydrolocks.",
      symptoms: [
        "Thick white smoke with a sweet smell that does not clear after 10 minutes of driving",
        "Misfire or rough run for the first minute after the car has sat overnight",
        "Coolant level drops a quart or more a week with no external leak",
        "One spark plug steam-cleaned and much cleaner than the others",
        "Engine hesitates or clunks on the first crank after sitting",
      ],
      symptomIds: ["white-smoke", "coolant-disappearing"],
      causes: [
        {
          likelihood: "common",
          part: "Head gasket failed between a coolant passage and a cylinder",
          why: "When the engine cools, system pressure pushes coolant past the gasket into the cylinder, where it burns off as steam and leaves the plug washed clean.",
        },
        {
          likelihood: "occasional",
          part: "Cracked cylinder head",
          why: "A crack from a valve seat into a coolant passage leaks coolant into the chamber, worst while the head is heat-soaked.",
        },
        {
          likelihood: "occasional",
          part: "Coolant intrusion through the block deck",
          why: "Some engines, such as certain 2015–2019 Ford 1.5 L and 2.0 L EcoBoost applications in the Escape, Fusion and Edge, are widely reported to leak coolant into cylinders between the bores.",
        },
        {
          likelihood: "rare",
          part: "Intake manifold gasket leaking coolant into a port",
          why: "On engines with coolant passages in the intake manifold, a failed gasket lets coolant be drawn into the intake port and burned.",
        },
      ],
      checks: [
        {
          step: "Separate normal condensation from a real leak: look at the exhaust after a 20-minute drive on a mild day.",
          tools: [],
          expect:
            "Thin vapor that disappears once the exhaust is hot is normal; dense, sweet white smoke that persists is coolant burning.",
        },
        {
          step: "Pressure-test the cold system to the cap rating, leave it 30–60 minutes and watch the gauge with no external drips.",
          tools: ["Cooling-system pressure tester"],
          expect:
            "A steady drop of more than about 1–2 psi over 30–60 minutes with nothing on the ground means coolant is going inside the engine.",
        },
        {
          step: "Pull the spark plugs and inspect them, then look into each cylinder with a borescope while the system is pressurized.",
          tools: ["Spark plug socket", "Borescope"],
          expect: "A clean, white-washed plug or coolant pooling on a piston identifies the cylinder.",
        },
        {
          step: "Leak-down test the suspect cylinder with the radiator cap off.",
          tools: ["Cylinder leak-down tester", "Shop air"],
          expect: "Air bubbling up through the coolant confirms a path from that cylinder into the water jacket.",
        },
      ],
      fix: "Replace the head gasket and resurface or replace a cracked head, with new torque-to-yield head bolts; on engines prone to block-deck intrusion the lasting repair is often a short block or complete engine. Change the oil (coolant may have reached it), flush and refill the coolant, and check the catalytic converter, which burning coolant can damage.",
      difficulty: 5,
      cost: {
        partsLow: 250,
        partsHigh: 1500,
        laborHoursLow: 6.7,
        laborHoursHigh: 20,
        excludes:
          "Estimate excludes diagnosis, taxes, a short block or engine replacement ($4,000–$9,000), a catalytic converter and dealer pricing.",
      },
      verdict: "stop",
      verdictReason:
        "Coolant in a cylinder can hydrolock the engine and bend a connecting rod on start-up; stop driving it and tow it to the shop.",
      codes: ["P0300", "P0301", "P0302", "P0303", "P0304"],
      terms: ["hydrolock", "borescope", "coolant intrusion", "leak-down test"],
      related: [
        "head-gasket-combustion-leak",
        "intake-gasket-coolant-leak",
        "diesel-comprehensive/egr-cooler-coolant-loss",
        "engine-damage-after-overheat",
      ],
      commonOn: [
        {
          make: "ford",
          models: ["escape", "fusion", "edge"],
          years: [2015, 2019],
          engines: [
            { name: "1.5L EcoBoost I4", liters: 1.5 },
            { name: "2.0L EcoBoost I4", liters: 2 },
          ],
        },
      ],
    },
    {
      slug: "subaru-ej25-head-gasket-seep",
      title: "Subaru losing coolant slowly, with a damp, crusty seam at the bottom edge of the cylinder heads",
      summary:
        "The classic Subaru EJ25 external head-gasket leak: the gasket seeps coolant or oil out of the lower edge of the heads. Replace both head gaskets, with the timing belt and water pump while it is apart.",
      symptoms: [
        "Coolant needs topping up every few weeks with no drips from the radiator or hoses",
        "Crusty coolant residue or oil wetness where the heads meet the block, low on the engine",
        "Faint sweet or burning-oil smell after a drive as drops land on the exhaust below the heads",
        "Gauge normal, though some cars overheat at highway speed once the leak turns internal",
      ],
      symptomIds: ["coolant-disappearing", "steam-sweet-smell", "coolant-puddle"],
      causes: [
        {
          likelihood: "common",
          part: "EJ25 SOHC head gasket seeping externally (1999–2011 Forester, Impreza, Legacy, Outback)",
          why: "The composite gasket's coating breaks down at the lower edge of the heads, letting coolant, oil or both weep out without entering the cylinders at first.",
        },
        {
          likelihood: "occasional",
          part: "Head gasket leak turned internal",
          why: "A gasket that was seeping outside begins leaking combustion gas into the coolant, bringing overheating and bubbles.",
        },
        {
          likelihood: "rare",
          part: "Leaking hose or water-pump gasket dripping onto the head seam",
          why: "Coolant from higher up can run down and pool along the gasket line, looking like a head-gasket seep.",
        },
      ],
      checks: [
        {
          step: "On a lift, inspect the lower edge of both heads, front and rear, after cleaning the area.",
          tools: ["Lift", "Flashlight"],
          expect: "Fresh wetness or crust right at the gasket line, not running down from above, confirms the seep.",
        },
        {
          step: "Add UV dye to the coolant, drive, and scan the heads with a UV lamp.",
          tools: ["UV dye kit", "UV lamp"],
          expect: "Dye glowing from the gasket seam separates a coolant seep from an oil seep.",
        },
        {
          step: "Pump the cold system to the cap rating, about 15–16 psi on most EJ25s (confirm in the service information), and watch the lower edge of both head-to-block seams with a light.",
          tools: ["Cooling-system pressure tester"],
          expect:
            "A gauge holding within about 1 psi for 15 minutes with no new wetness keeps it a slow seep; a falling gauge with fresh wetness at the seam confirms coolant is escaping there.",
        },
        {
          step: "Run a combustion-leak test to see whether the leak has gone internal.",
          tools: ["Combustion-leak test kit"],
          expect:
            "Blue test fluid means an external-only leak; a color change means overheating risk and a more urgent repair.",
        },
        {
          step: "Check the oil for a milky tint and the coolant for an oil film.",
          tools: ["Rag", "Flashlight"],
          expect: "Clean oil and clean coolant keep it an external-only leak.",
        },
      ],
      fix: "Replace both head gaskets with the updated multi-layer steel type, with the heads checked and machined as needed; the engine is usually removed. Replace the timing belt, idlers, tensioner, water pump and thermostat at the same time, refill with Subaru-spec coolant and bleed through the radiator and any bleed screw.",
      difficulty: 4,
      cost: {
        partsLow: 400,
        partsHigh: 1200,
        laborHoursLow: 8.7,
        laborHoursHigh: 16.7,
        excludes:
          "Estimate excludes diagnosis, taxes, head machining beyond resurfacing and dealer pricing; timing-belt parts add $150–$400 if not included.",
      },
      verdict: "careful",
      verdictReason:
        "An external seep is drivable with the level kept full and the gauge watched; once bubbles or overheating appear, stop driving it.",
      codes: [],
      terms: ["EJ25", "MLS head gasket", "UV dye"],
      related: [
        "head-gasket-combustion-leak",
        "water-pump-weep-hole-leak",
        "four-stroke/head-gasket-between-cylinders",
        "four-stroke/valve-cover-gasket-burning-smell",
      ],
      appliesTo: [
        {
          make: "subaru",
          models: ["forester", "impreza", "legacy", "outback", "baja"],
          years: [1999, 2011],
          engines: [{ name: "EJ25 2.5L SOHC flat-four", liters: 2.5 }],
        },
      ],
    },
    {
      slug: "internal-water-pump-failure",
      title: "Coolant keeps vanishing and the oil turns milky on an engine whose water pump is inside it",
      summary:
        "On engines like the transverse Ford 3.5 L/3.7 L V6 and the Chrysler 2.7 L V6, the timing-chain-driven water pump sits inside the engine and its seal can leak coolant straight into the oil. Stop driving and have the pump replaced before the bearings are ruined.",
      symptoms: [
        "Coolant level drops steadily with no external drips or steam",
        "Oil on the dipstick tan, milky or foamy, and the oil level rising",
        "Sweet smell from the oil filler cap",
        "Overheating or low-oil-pressure warning late in the failure",
      ],
      symptomIds: ["milky-oil", "coolant-disappearing", "overheating"],
      causes: [
        {
          likelihood: "common",
          part: "Internal water pump shaft seal (transverse Ford 3.5 L/3.7 L V6, Chrysler 2.7 L V6)",
          why: "On transverse Ford V6 models such as the Edge, Explorer, Flex, Taurus and MKX and on the Chrysler 2.7 L, when the seal fails, the pump's weep path drains into the crankcase instead of out of the engine, so coolant mixes with the oil and nothing drips.",
        },
        {
          likelihood: "occasional",
          part: "Head gasket leaking coolant into an oil return",
          why: "A breach between a coolant jacket and an oil drain passage mixes the fluids the same way, usually with other head-gasket signs.",
        },
        {
          likelihood: "rare",
          part: "Oil cooler internal failure",
          why: "A ruptured water-to-oil cooler also puts coolant in the oil when coolant pressure is higher than oil pressure, such as after shutdown.",
        },
      ],
      checks: [
        {
          step: "Check the dipstick and under the oil filler cap, and note whether the oil level is above full.",
          tools: ["Rag"],
          expect: "Tan, milky oil and a rising level confirm coolant in the oil; clean oil rules this failure out.",
        },
        {
          step: "Pressure-test the cold system to the cap rating, watch the gauge for 15 minutes, then leave it pressurized overnight with the oil level marked.",
          tools: ["Cooling-system pressure tester"],
          expect:
            "A sound system holds the rating stamped on the cap (typically 13–18 psi) with under 1 psi loss in 15 minutes and an unchanged dipstick by morning; a falling gauge, a climbing oil level and no external leak confirm an internal path.",
        },
        {
          step: "Send an oil sample for lab analysis if the result is unclear.",
          tools: ["Oil analysis kit"],
          expect: "Glycol, or sodium and potassium well above baseline, proves coolant contamination.",
        },
        {
          step: "Run a combustion-leak test to separate a head gasket from the pump.",
          tools: ["Combustion-leak test kit"],
          expect: "Blue fluid with coolant in the oil points at the water pump or oil cooler on these engines.",
        },
      ],
      fix: "Replace the internal water pump, which on the transverse Ford 3.5 L/3.7 L means removing the timing cover (often lowering the engine and subframe) and commonly replacing the timing chains, guides and tensioners too. Change the oil and filter two or three times in short intervals to clear the glycol, and check oil pressure and bearing noise; spun bearings mean an engine, not a pump.",
      difficulty: 5,
      cost: {
        partsLow: 250,
        partsHigh: 900,
        laborHoursLow: 6.7,
        laborHoursHigh: 16,
        excludes:
          "Estimate excludes diagnosis, taxes, timing-chain parts if not included, and engine replacement if the bearings are damaged; dealer prices run higher.",
      },
      verdict: "stop",
      verdictReason:
        "Coolant thins the oil and wipes out crankshaft and rod bearings; every mile risks turning a pump job into an engine replacement.",
      codes: [],
      terms: ["internal water pump", "timing chain", "oil analysis", "glycol"],
      related: [
        "oil-cooler-internal-leak",
        "head-gasket-combustion-leak",
        "engine-damage-after-overheat",
        "timing-system/water-pump-behind-timing-belt",
        "timing-system/timing-cover-oil-leak-chain-engine",
      ],
      commonOn: [
        {
          make: "ford",
          models: ["edge", "explorer", "flex", "taurus"],
          years: [2007, 2019],
          engines: [
            { name: "3.5L Duratec V6", liters: 3.5 },
            { name: "3.7L Duratec V6", liters: 3.7 },
            { name: "3.5L EcoBoost V6", liters: 3.5 },
          ],
        },
        {
          make: "lincoln",
          models: ["mkx"],
          years: [2007, 2018],
          engines: [
            { name: "3.5L Duratec V6", liters: 3.5 },
            { name: "3.7L Duratec V6", liters: 3.7 },
          ],
        },
        chrysler27V6,
        dodge27V6,
      ],
    },
    {
      slug: "oil-cooler-internal-leak",
      title: "Brown, oily sludge floating in the coolant reservoir without any overheating",
      summary:
        "Engine oil is getting into the coolant, most often through a failed water-to-oil cooler or its seals. Confirm it is not a head gasket or a transmission cooler, replace the cooler, then flush the cooling system until it runs clean.",
      symptoms: [
        "Brown or black film, or mayonnaise-like sludge, on top of the coolant",
        "Engine oil level dropping between changes without smoke or drips",
        "Coolant hoses feel soft or swollen from oil contamination",
        "Temperature gauge normal at first, creeping up as sludge coats the radiator",
      ],
      symptomIds: ["milky-oil", "coolant-disappearing"],
      causes: [
        {
          likelihood: "common",
          part: "Water-to-oil cooler at the oil filter cracked, or its internal seals failed",
          why: "With the engine running, oil pressure of 30–60 psi is far higher than coolant pressure, so oil is forced into the coolant side.",
        },
        {
          likelihood: "occasional",
          part: "Oil cooler or oil filter housing gasket leaking between passages",
          why: "A gasket that seals both oil and coolant passages, used on many modern engines, lets oil cross over when it hardens.",
        },
        {
          likelihood: "occasional",
          part: "Head gasket breached between an oil gallery and a water jacket",
          why: "A pressurized oil feed to the head crosses next to coolant passages at the gasket; a breach there puts oil in the coolant.",
        },
        {
          likelihood: "rare",
          part: "Transmission cooler in the radiator leaking",
          why: "If the oily contamination is red or pink and smells like ATF, the transmission cooler inside the radiator tank is the source instead.",
        },
      ],
      checks: [
        {
          step: "Look at and smell the contamination, and compare it with a drop of engine oil and transmission fluid on a white towel.",
          tools: ["White shop towel"],
          expect:
            "Brown or black oil points at the engine; red or pink ATF points at the radiator's transmission cooler.",
        },
        {
          step: "Run a combustion-leak test.",
          tools: ["Combustion-leak test kit"],
          expect: "Blue fluid makes the oil cooler the prime suspect; a color change points at the head gasket.",
        },
        {
          step: "Remove the oil cooler, plug its oil ports, pressurize the oil side to about 30–50 psi with regulated air and submerge it or fill the coolant side with water.",
          tools: ["Shop air with regulator", "Plugs and adapters"],
          expect:
            "Bubbles from the coolant passages, or regulated pressure falling more than a couple of psi in 5 minutes with the ports plugged, condemn the cooler; a tight cooler sends you to the housing gasket or head gasket.",
        },
      ],
      fix: "Replace the oil cooler with all its seals (or the housing gasket), change the oil and filter, then flush the cooling system repeatedly with a coolant-system degreaser and clean water until no oil appears. Replace hoses that have gone soft and the thermostat, and refill with fresh coolant; a heavily sludged radiator may need replacing.",
      difficulty: 3,
      cost: {
        partsLow: 80,
        partsHigh: 650,
        laborHoursLow: 2,
        laborHoursHigh: 8,
        excludes:
          "Estimate excludes diagnosis, taxes, flush chemicals, hoses, a radiator if sludged, and dealer pricing; diesel coolers sit at the top.",
      },
      verdict: "careful",
      verdictReason:
        "Oil in the coolant does not stop the engine immediately, but it degrades hoses and clogs the radiator; keep both levels full and repair it within days.",
      codes: [],
      terms: ["oil cooler", "cooling-system flush", "oil filter housing"],
      related: [
        "radiator-transmission-cooler-leak",
        "internal-water-pump-failure",
        "head-gasket-combustion-leak",
        "low-coolant-warning-false",
      ],
    },
    {
      slug: "radiator-transmission-cooler-leak",
      title: "Pink, milky 'strawberry milkshake' fluid in the coolant tank and on the transmission dipstick",
      summary:
        "The transmission cooler built into the radiator tank has cracked, mixing coolant and ATF. Stop driving, replace the radiator and flush the transmission at once; coolant in an automatic destroys clutches quickly.",
      symptoms: [
        "Pink, foamy or milky fluid in the coolant reservoir",
        "Transmission fluid looks like a strawberry milkshake on the dipstick or at the check plug",
        "Harsh or flaring shifts, shudder or slipping that came on suddenly",
        "Coolant level drops while the transmission fluid level rises",
      ],
      symptomIds: ["milky-oil", "coolant-disappearing"],
      causes: [
        {
          likelihood: "common",
          part: "Internal transmission cooler tube cracked inside the radiator tank",
          why: "The ATF cooler sits submerged in coolant; when it cracks, the higher-pressure fluid pushes into the other circuit and the two mix. This failure is notorious on 2005–2010 Nissan Pathfinder, Frontier and Xterra.",
        },
        {
          likelihood: "occasional",
          part: "Cooler line fitting leaking into the tank at its seal",
          why: "The threaded fitting where the cooler line enters the tank can crack internally and cross-leak.",
        },
        {
          likelihood: "rare",
          part: "Separate external oil cooler with coolant passages failing",
          why: "Some vehicles use a coolant-to-ATF heat exchanger on the transmission itself, and its internal failure looks identical.",
        },
      ],
      checks: [
        {
          step: "Check the coolant reservoir and transmission fluid for pink, milky emulsion.",
          tools: ["Flashlight", "White shop towel"],
          expect: "Mixed fluid in either circuit confirms a cooler breach.",
        },
        {
          step: "Disconnect the transmission cooler lines at the radiator, plug one cooler port and apply about 50 psi of regulated air to the other with the radiator cap off.",
          tools: ["Shop air with regulator", "Line plugs"],
          expect:
            "A sound cooler holds the 50 psi for 5 minutes with no bubbles; bubbles in the coolant or a falling gauge confirm the radiator's internal cooler.",
        },
        {
          step: "Road-test and scan the transmission for shift and converter-clutch faults.",
          tools: ["Scan tool"],
          expect: "Normal shifts and no codes give a better chance that flushing will save the transmission.",
        },
      ],
      fix: "Replace the radiator (many owners add an external ATF cooler and bypass the radiator cooler entirely), flush the transmission repeatedly with fresh fluid until it is clean, and flush and refill the cooling system. If the transmission already slips or shudders, it likely needs a rebuild or replacement. Nissan extended warranty coverage for this failure years ago; most has expired, but check by VIN.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "New radiator, repeated ATF exchanges and a coolant flush",
            partsLow: 150,
            partsHigh: 550,
            laborHoursLow: 2,
            laborHoursHigh: 5.3,
          },
          {
            name: "Radiator and flushes plus a remanufactured transmission",
            partsLow: 2500,
            partsHigh: 4200,
            laborHoursLow: 8,
            laborHoursHigh: 12,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, towing and dealer pricing, which runs higher for a new transmission.",
      },
      verdict: "stop",
      verdictReason:
        "Glycol attacks the transmission's friction material and bonding; every mile on mixed fluid makes a rebuild more likely, so tow it in.",
      codes: [],
      terms: ["transmission cooler", "ATF", "external cooler"],
      related: [
        "radiator-tank-seam-leak",
        "oil-cooler-internal-leak",
        "transmission/transmission-fluid-dark-burnt-smell",
        "transmission/fluid-foaming-out-of-vent-or-dipstick",
        "transmission/transmission-cooler-line-leak",
      ],
      commonOn: [{ make: "nissan", models: ["pathfinder", "frontier", "xterra"], years: [2005, 2010] }],
    },
    {
      slug: "intake-gasket-coolant-leak",
      title: "Coolant crust around the intake manifold, with a falling level and sometimes milky oil",
      summary:
        "On engines that route coolant through the intake manifold, the intake gasket or a plastic coolant crossover has failed. Replace the gaskets (or manifold) with updated parts and change the oil if coolant reached it.",
      symptoms: [
        "Crusty residue or wetness at the front or rear corners of the intake manifold",
        "Coolant level drops steadily, sometimes with no drips under the car",
        "Milky or tan oil if the leak is into the engine valley",
        "Sweet smell from the engine bay after a drive",
      ],
      symptomIds: ["coolant-disappearing", "milky-oil", "steam-sweet-smell"],
      causes: [
        {
          likelihood: "common",
          part: "Lower intake manifold gaskets (GM 3.1 L and 3.4 L V6, and the 4.3 L and 5.7 L Vortec)",
          why: "Plastic-carrier gaskets degrade around the coolant ports, letting coolant out at the manifold corners or into the lifter valley and the oil.",
        },
        {
          likelihood: "occasional",
          part: "Composite intake manifold coolant crossover cracked (1996–2001 Ford 4.6 L V8 and similar)",
          why: "The plastic coolant passage across the front of the manifold cracks with heat cycling and can split suddenly.",
        },
        {
          likelihood: "rare",
          part: "Intake manifold bolt torque lost or surface corroded",
          why: "Loose bolts or corroded aluminum around the coolant ports let the gasket lose its clamp load.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, inspect all four corners of the intake and the front crossover for crust or wetness.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Residue at a coolant port on the manifold seam locates the leak.",
        },
        {
          step: "Check the oil on the dipstick and under the filler cap.",
          tools: ["Rag"],
          expect: "Milky oil means the leak is internal and the engine should not run until repaired.",
        },
        {
          step: "Pressure-test the system to the cap rating and watch the manifold seams and oil level.",
          tools: ["Cooling-system pressure tester"],
          expect:
            "Drips at the manifold seam, or a rising oil level while the gauge falls more than about 1 psi in 15 minutes, confirms it.",
        },
      ],
      fix: "Replace the intake gaskets with the updated metal-carrier design, clean the surfaces down to metal and torque the bolts in sequence to spec (some use thread locker), or replace a cracked composite manifold with a revised one. Change the oil and filter if contaminated, flush and refill with the correct coolant, and bleed.",
      difficulty: 4,
      cost: {
        partsLow: 80,
        partsHigh: 550,
        laborHoursLow: 2.7,
        laborHoursHigh: 7.3,
        excludes:
          "Estimate excludes diagnosis, taxes, coolant, an oil change, and bearing damage if contaminated oil was driven on; dealer higher.",
      },
      verdict: "careful",
      verdictReason:
        "An external seep can be nursed with the level watched, but once the oil turns milky the engine must not be run until it is fixed.",
      codes: [],
      terms: ["intake manifold gasket", "coolant crossover", "Dex-Cool"],
      related: ["head-gasket-coolant-into-cylinder", "rusty-sludgy-coolant", "internal-water-pump-failure"],
      commonOn: [
        {
          make: "chevrolet",
          years: [1994, 2005],
          engines: [
            { name: "3.1L V6", liters: 3.1 },
            { name: "3.4L V6", liters: 3.4 },
          ],
        },
        {
          make: "chevrolet",
          years: [1996, 2002],
          engines: [
            { name: "4.3L Vortec V6", liters: 4.3 },
            { name: "5.7L Vortec V8", liters: 5.7 },
          ],
        },
        {
          make: "gmc",
          years: [1996, 2002],
          engines: [
            { name: "4.3L Vortec V6", liters: 4.3 },
            { name: "5.7L Vortec V8", liters: 5.7 },
          ],
        },
        {
          make: "buick",
          years: [1994, 2005],
          engines: [
            { name: "3.1L V6", liters: 3.1 },
            { name: "3.4L V6", liters: 3.4 },
          ],
        },
        {
          make: "pontiac",
          years: [1994, 2005],
          engines: [
            { name: "3.1L V6", liters: 3.1 },
            { name: "3.4L V6", liters: 3.4 },
          ],
        },
        {
          make: "oldsmobile",
          years: [1994, 2004],
          engines: [
            { name: "3.1L V6", liters: 3.1 },
            { name: "3.4L V6", liters: 3.4 },
          ],
        },
        { make: "ford", years: [1996, 2001], engines: [{ name: "4.6L Modular V8", liters: 4.6 }] },
        { make: "mercury", years: [1996, 2001], engines: [{ name: "4.6L Modular V8", liters: 4.6 }] },
        { make: "lincoln", years: [1996, 2001], engines: [{ name: "4.6L Modular V8", liters: 4.6 }] },
      ],
    },
    {
      slug: "thermostat-housing-crack-leak",
      title: "Coolant dripping from a plastic housing on the engine where the upper radiator hose connects",
      summary:
        "A plastic thermostat housing, water outlet or combined pump-and-thermostat module has cracked or its seal has failed. Replace the housing assembly with its seals and bleed the system.",
      symptoms: [
        "Drips or a wet crust on or below the thermostat housing or coolant outlet",
        "Sweet smell and wisps of steam from the top or side of the engine",
        "Coolant topped up every week or two",
        "Hairline crack or a warped flange visible on a gray or black plastic housing",
      ],
      symptomIds: ["coolant-puddle", "steam-sweet-smell", "coolant-disappearing"],
      causes: [
        {
          likelihood: "common",
          part: "Plastic thermostat housing or water outlet cracked or warped",
          why: "Glass-filled nylon housings distort and crack after years of heat cycles, notably on the 2011–2016 Chevrolet Cruze 1.4 L turbo.",
        },
        {
          likelihood: "occasional",
          part: "Combined water-pump and thermostat module seeping (VW/Audi EA888 2.0 L turbo)",
          why: "The plastic module warps and its seals leak, usually at the rear of the engine below the intake.",
        },
        {
          likelihood: "rare",
          part: "Over-tightened bolts or a reused O-ring from an earlier repair",
          why: "Bolts torqued like a metal part crack plastic flanges, and a flattened O-ring never seals again.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, clean and inspect the housing, its flange and any bleeder screw, using a mirror for the underside.",
          tools: ["Flashlight", "Inspection mirror"],
          expect: "Wet coolant at a seam, a crack or a bleeder screw pinpoints the source.",
        },
        {
          step: "Warm the engine, let it sit until the hoses are just safe to touch, then pump the tester to the cap rating and hold a mirror under the plastic housing.",
          tools: ["Cooling-system pressure tester"],
          expect:
            "A drip at the housing flange or a hairline crack while the gauge sags more than about 1 psi confirms it; plastic housings often seal cold and open up only when heat-soaked.",
        },
        {
          step: "If the seep only appears hot, add UV dye and check after a drive.",
          tools: ["UV dye kit", "UV lamp"],
          expect: "Glow from a housing seam or crack confirms a heat-only leak.",
        },
      ],
      fix: "Replace the housing or module (most come with the thermostat and seals), clean the mounting face without gouging it, and torque the bolts to the low plastic-part spec. Refill with the specified coolant, bleed through the bleeder on the housing where fitted, and recheck for seepage after a heat cycle.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the plastic thermostat housing",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the VW/Audi water pump and thermostat module",
            partsLow: 250,
            partsHigh: 550,
            laborHoursLow: 2.5,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes and coolant; dealer pricing higher.",
      },
      verdict: "careful",
      verdictReason:
        "A small seep can be nursed with the level checked daily, but cracked plastic housings can break apart and dump the coolant in seconds.",
      codes: [],
      terms: ["thermostat housing", "water outlet", "EA888"],
      related: ["thermostat-stuck-closed", "water-pump-weep-hole-leak", "air-pocket-after-coolant-service"],
      commonOn: [
        {
          make: "chevrolet",
          models: ["cruze"],
          years: [2011, 2016],
          engines: [{ name: "1.4L turbo I4", liters: 1.4 }],
        },
        { make: "volkswagen", years: [2008, 2027], engines: [{ name: "2.0L TSI EA888 turbo I4", liters: 2 }] },
        { make: "audi", years: [2008, 2027], engines: [{ name: "2.0L TFSI EA888 turbo I4", liters: 2 }] },
      ],
    },
    {
      slug: "electric-water-pump-failure",
      title: "BMW shows an 'engine too hot, drive moderately' message and loses power, with no coolant leak",
      summary:
        "On BMW six- and four-cylinder engines with an electric water pump (N52, N54, N55, N20, N26 and others), the pump has failed or is failing. Replace the pump, usually with the thermostat, and run the pump's bleed routine.",
      symptoms: [
        "Yellow or red engine-temperature message, sometimes 'drive moderately' or 'stop carefully'",
        "Reduced engine power as the engine computer protects the engine",
        "Coolant level full and no leak, yet temperature climbs quickly",
        "Cooling fan running at full speed and no whirr from the pump at key-on",
      ],
      symptomIds: ["overheating", "hot-under-load", "fan-fault"],
      causes: [
        {
          likelihood: "common",
          part: "Electric water pump motor or its built-in electronics",
          why: "The brushless motor or controller fails around 60,000–100,000 miles, and with no mechanical drive there is no circulation at all.",
        },
        {
          likelihood: "occasional",
          part: "Pump power fuse, connector or supply wiring",
          why: "A blown fuse or corroded connector starves an otherwise healthy pump.",
        },
        {
          likelihood: "rare",
          part: "Map-controlled thermostat failure causing similar warnings",
          why: "A thermostat stuck closed or a failed heater element can trigger the same overheat protection even when the pump runs.",
        },
      ],
      checks: [
        {
          step: "Switch the ignition on (engine off) and listen at the front lower part of the engine for the pump running briefly.",
          tools: [],
          expect:
            "A soft whirr is normal on many cars; silence combined with an overheat message points at the pump or its supply.",
        },
        {
          step: "Read engine fault memory and live data with a BMW-capable scan tool: pump speed, commanded speed, current draw and coolant temperatures.",
          tools: ["BMW-capable scan tool"],
          expect: "Actual speed well below commanded speed, or pump self-diagnosis faults, condemn the pump.",
        },
        {
          step: "Check the pump fuse and voltage at the pump connector, including the ground.",
          tools: ["Digital multimeter"],
          expect:
            "About 12.4 V or more on the supply pin, under about 0.1 V across the ground side and an active BSD or PWM signal wire, with no pump operation when the scan tool commands it, confirm a failed pump.",
        },
      ],
      fix: "Replace the electric water pump and, commonly, the map-controlled thermostat at the same time, with new bolts where specified. Fill with BMW-approved coolant, then run the bleed routine: ignition on without starting, heater at maximum, and the accelerator held to the floor for about 10 seconds to start a 12-minute pump cycle. Recheck the level and clear faults.",
      difficulty: 3,
      cost: {
        partsLow: 350,
        partsHigh: 950,
        laborHoursLow: 1.7,
        laborHoursHigh: 3.7,
        excludes:
          "Estimate excludes diagnosis, taxes, coolant and dealer pricing; a thermostat adds $100–$300 if not already included.",
      },
      verdict: "stop",
      verdictReason:
        "With the pump dead there is no coolant flow at all, and the engine can overheat within minutes; stop and tow it rather than limp it home.",
      codes: ["P2600", "P2601", "P00B7", "P0217"],
      terms: ["electric water pump", "map-controlled thermostat", "bleed routine"],
      related: ["heated-thermostat-circuit-fault", "air-pocket-after-coolant-service", "engine-damage-after-overheat"],
      appliesTo: [bmwElectricWaterPumpEngines],
    },
    {
      slug: "heated-thermostat-circuit-fault",
      title: "Check-engine light for the thermostat heater, and the engine temperature wanders from its usual spot",
      summary:
        "A map-controlled (electrically heated) thermostat has an open or shorted heater element or wiring. The engine still regulates on the wax element, usually a little hotter; replace the thermostat assembly.",
      symptoms: [
        "Check-engine light with P0597, P0598 or P0599",
        "Engine runs slightly hotter than usual under load or on the highway",
        "Coolant seepage at the thermostat connector or inside it",
        "No overheating, and heat from the heater still normal",
      ],
      symptomIds: ["gauge-erratic", "hot-under-load"],
      causes: [
        {
          likelihood: "common",
          part: "Thermostat heater element burned open or shorted",
          why: "The small heating element that makes the wax pellet open early at light load fails, so the computer can no longer lower engine temperature on demand.",
        },
        {
          likelihood: "occasional",
          part: "Coolant in the connector or a corroded terminal",
          why: "Coolant wicking through a weeping housing corrodes the two-pin connector and opens the circuit.",
        },
        {
          likelihood: "rare",
          part: "Engine computer driver or harness fault",
          why: "A failed output driver or a chafed wire sets the same codes with a good thermostat.",
        },
      ],
      checks: [
        {
          step: "Scan for codes and record freeze-frame data, then inspect the thermostat connector for coolant and corrosion.",
          tools: ["Scan tool", "Flashlight"],
          expect: "Green corrosion or coolant in the connector points at the connector and a seeping housing.",
        },
        {
          step: "Unplug the thermostat and measure the heater element resistance across its two pins.",
          tools: ["Digital multimeter"],
          expect:
            "Most heated thermostats read roughly 10–20 Ω (check the spec); OL means an open heater and a very low reading a short.",
        },
        {
          step: "Back-probe the harness with the heater commanded on, or use a test light across the connector.",
          tools: ["Test light", "Bidirectional scan tool"],
          expect: "A test light that pulses or lights when commanded clears the computer and wiring.",
        },
        {
          step: "On a warm engine under load, compare the commanded coolant temperature target with the actual coolant temperature PID.",
          tools: ["Scan tool"],
          expect:
            "With a working heater the actual temperature follows the lower target under load; one that stays pinned at the wax element's opening point confirms the heater no longer acts.",
        },
      ],
      fix: "Replace the thermostat assembly (the heater is built in), with the connector pigtail if corroded, then refill and bleed. Clear the codes and confirm the temperature PID now varies as designed, typically lower under heavy load. Used on many BMW (N52, N54, N55), VW/Audi and GM Ecotec engines; BMWs with an electric water pump need the key-on bleed routine, about 12 minutes, after refilling.",
      difficulty: 3,
      cost: {
        partsLow: 60,
        partsHigh: 350,
        laborHoursLow: 0.7,
        laborHoursHigh: 3,
        excludes: "Estimate excludes diagnosis, taxes, coolant, a connector pigtail and dealer pricing.",
      },
      verdict: "ok",
      verdictReason:
        "The wax element still opens, so the engine is protected; it runs a bit warmer and the check-engine light will mask any new fault, so fix it soon.",
      codes: ["P0597", "P0598", "P0599"],
      terms: ["map-controlled thermostat", "heater element", "back-probe"],
      related: [
        "thermostat-stuck-open",
        "electric-water-pump-failure",
        "thermostat-housing-crack-leak",
        "obd/p0128-coolant-below-thermostat-temp",
        "obd/p0117-p0118-ect-sensor",
      ],
    },
    {
      slug: "core-plug-leak",
      title: "Coolant running down the side of the engine block from a round, rusty plug",
      summary:
        "A core (freeze) plug in the engine block has rusted through or been pushed out. Side plugs are a cheap repair; plugs behind the transmission or under the intake make it a big labor job.",
      symptoms: [
        "Drips from the side of the block or from between the engine and transmission",
        "Round metal plug in the block surrounded by rust scale or wet coolant",
        "Coolant level falling at a steady rate",
        "Plug bulged or pushed out after a hard freeze",
      ],
      symptomIds: ["coolant-puddle", "coolant-disappearing"],
      causes: [
        {
          likelihood: "common",
          part: "Steel core plug rusted through from the inside",
          why: "Coolant whose inhibitors are used up corrodes the thin steel cups until they pinhole.",
        },
        {
          likelihood: "occasional",
          part: "Plug pushed out by freezing coolant",
          why: "A weak mix or plain water freezes, expands and forces the plug out, which is what saves the block from cracking.",
        },
        {
          likelihood: "rare",
          part: "Block heater element seal leaking",
          why: "Engine block heaters installed in a core-plug hole can leak around their seal or clamp.",
        },
      ],
      checks: [
        {
          step: "On a lift, inspect each visible core plug along the block sides and look for drips at the bell housing.",
          tools: ["Lift", "Flashlight"],
          expect:
            "Wet, rusted or pitted plugs locate the leak; drips at the bell housing hint at a rear plug or the intake.",
        },
        {
          step: "With the car on a lift, pump the cold system to the cap rating and watch each core plug along the block and the bell-housing joint.",
          tools: ["Cooling-system pressure tester"],
          expect:
            "A drip from a plug face or edge, with the gauge falling from its rating (typically 13–18 psi), confirms it; a drip at the bell-housing joint means a rear plug.",
        },
        {
          step: "Check the coolant's freeze point with a refractometer.",
          tools: ["Refractometer"],
          expect:
            "A 50/50 ethylene-glycol mix protects to about −34 °F; much weaker coolant explains a pushed-out plug.",
        },
      ],
      fix: "Drain the coolant, remove the failed plug, clean the bore, and install a new brass or steel plug with sealant, driven to the correct depth. Replace neighboring plugs if rusty. Rear plugs usually mean removing the transmission. Flush and refill with a proper 50/50 mix and bleed.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace a core plug on the side of the block",
            partsLow: 5,
            partsHigh: 40,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
          {
            name: "Replace a rear plug with the transmission out",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 6,
            laborHoursHigh: 8,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, coolant, transmission fluid and a clutch or rear main seal found worn with the transmission out.",
      },
      verdict: "careful",
      verdictReason:
        "A weeping plug can be driven with the level watched, but a plug that pops out will empty the system at once.",
      codes: [],
      terms: ["core plug", "freeze plug", "refractometer", "block heater"],
      related: ["rusty-sludgy-coolant", "coolant-hose-burst"],
    },
    {
      slug: "rusty-sludgy-coolant",
      title: "Coolant in the reservoir looks brown, rusty or muddy instead of its original color",
      summary:
        "The coolant is worn out, contaminated or mixed with an incompatible type, and is now corroding the engine and plugging the radiator. Test it, then flush the whole system and refill with the correct type.",
      symptoms: [
        "Coolant brown, orange-brown or cloudy, with sediment at the bottom of the reservoir",
        "Gel or sludge on the reservoir walls or the cap",
        "Heater output weaker than it used to be",
        "Temperature running slightly higher in summer than in past years",
      ],
      symptomIds: ["no-heat", "hot-under-load", "milky-oil"],
      causes: [
        {
          likelihood: "common",
          part: "Coolant left far past its service interval",
          why: "Inhibitors deplete, the coolant turns acidic and dissolves iron and aluminum, and the rust and scale drop out as sludge.",
        },
        {
          likelihood: "occasional",
          part: "Incompatible coolants mixed",
          why: "Topping up orange OAT (such as Dex-Cool) with green IAT or an unknown type can form gel and sludge, especially when the level is also low and air gets in.",
        },
        {
          likelihood: "occasional",
          part: "Tap water used for top-ups",
          why: "Hard-water minerals form scale in the hottest passages and the radiator tubes.",
        },
        {
          likelihood: "rare",
          part: "Electrolysis from a poor engine or body ground",
          why: "Current seeking ground through the coolant eats metal from the radiator and heater core, leaving pinholes and discoloration.",
        },
      ],
      checks: [
        {
          step: "Check color and clarity, then dip a coolant test strip and read pH and reserve.",
          tools: ["Coolant test strips"],
          expect:
            "Healthy coolant is clear and typically pH about 8–11; below about 7.5 it is acidic and must be replaced.",
        },
        {
          step: "Measure the freeze point with a refractometer.",
          tools: ["Refractometer"],
          expect: "About −34 °F for a 50/50 mix; far weaker means it has been diluted with water.",
        },
        {
          step: "Put the negative meter lead on the battery negative post and dip the positive probe in the coolant (not touching metal), engine running with fans and lights on.",
          tools: ["Digital multimeter"],
          expect:
            "Under about 0.3 V DC is acceptable; higher voltage means electrolysis, often from a bad engine-to-body ground.",
        },
      ],
      fix: "Drain, flush with clean water (and a cooling-system cleaner if sludged) until it runs clear, including the heater core. Replace the thermostat and cap, and the radiator if the IR scan shows plugged tubes. Refill with the manufacturer's coolant type mixed 50/50 with distilled water, bleed, and repair any bad ground found in the voltage test.",
      difficulty: 2,
      cost: {
        partsLow: 40,
        partsHigh: 200,
        laborHoursLow: 0.7,
        laborHoursHigh: 2.3,
        excludes:
          "Estimate excludes diagnosis, taxes, a radiator or heater core that the sludge already plugged, and ground-strap repair.",
      },
      verdict: "ok",
      verdictReason:
        "The car is drivable today, but the coolant is eating the engine from inside and clogging the radiator; flush it before summer or winter.",
      codes: [],
      terms: ["Dex-Cool", "OAT coolant", "electrolysis", "coolant test strips"],
      related: ["radiator-clogged-internally", "heater-core-clogged", "core-plug-leak", "water-pump-impeller-worn"],
    },
    {
      slug: "water-pump-impeller-worn",
      title: "Overheats with no leak and a thermostat that opens, and the heater is weak at idle",
      summary:
        "A water pump whose impeller has eroded, cracked or spun loose on its shaft cannot move enough coolant, though it may look and sound fine. Rule out the thermostat, air and blockages, then replace the pump.",
      symptoms: [
        "Temperature climbs under load or at idle with a full, bled system",
        "Upper hose hot but little surge in it when the engine is revved",
        "Heater weak at idle and better at higher rpm",
        "No external drips and no bubbles in the reservoir",
      ],
      symptomIds: ["overheating", "hot-under-load", "no-heat"],
      causes: [
        {
          likelihood: "common",
          part: "Stamped-steel impeller eroded by corrosion and cavitation",
          why: "Old, acidic coolant and vapor bubbles eat the thin vane edges away until the impeller is a disc that barely pumps.",
        },
        {
          likelihood: "occasional",
          part: "Plastic or composite impeller cracked or slipping on its shaft",
          why: "A cracked or loose impeller turns slower than the shaft or not at all, so the pulley spins while coolant sits.",
        },
        {
          likelihood: "rare",
          part: "Pump drive belt slipping on the pump pulley",
          why: "A glazed or loose belt slips under load on engines where it also turns the pump, cutting flow.",
        },
      ],
      checks: [
        {
          step: "Confirm the system is full and bled, and that the thermostat opens by watching the upper hose and PID as the engine warms.",
          tools: ["Scan tool", "Infrared thermometer"],
          expect:
            "A full system with an open thermostat that still overheats leaves flow or heat rejection as the cause.",
        },
        {
          step: "Scan the radiator and hoses with an IR thermometer to rule out a clogged core and blocked fins.",
          tools: ["Infrared thermometer"],
          expect:
            "A core with no cold tubes or hot patches, while the upper and lower hoses read much farther apart than usual (a rough guide: more than about 40 °F at a warm 2,000 rpm), suggests low flow rather than poor heat shedding.",
        },
        {
          step: "With the engine warm, squeeze the upper hose while a helper snaps the throttle to 2,500 rpm.",
          tools: ["Gloves"],
          expect: "A healthy pump produces a noticeable surge; little or no surge suggests a weak impeller.",
        },
        {
          step: "Remove the pump and inspect the impeller and its grip on the shaft.",
          tools: ["Hand tools"],
          expect: "Eroded vanes, cracks or an impeller that turns independently of the shaft confirm it.",
        },
      ],
      fix: "Replace the water pump, preferably with a cast or metal-impeller design, and the belt or timing belt if it drives the pump. Flush out the corroded coolant that caused the erosion, refill with the correct type and bleed. Verify normal temperature under load.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace a belt-driven pump with a metal impeller",
            partsLow: 40,
            partsHigh: 250,
            laborHoursLow: 1,
            laborHoursHigh: 3,
          },
          {
            name: "Pump with a timing belt kit on belt-driven engines",
            partsLow: 250,
            partsHigh: 450,
            laborHoursLow: 4,
            laborHoursHigh: 6,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes, coolant and the system flush; dealer pricing is higher.",
      },
      verdict: "stop",
      verdictReason:
        "Weak circulation can tip into severe overheating without warning under load; do not drive it until the pump is replaced.",
      codes: ["P0217", "P00B7"],
      terms: ["impeller", "cavitation", "water pump"],
      related: [
        "thermostat-stuck-closed",
        "water-pump-weep-hole-leak",
        "rusty-sludgy-coolant",
        "heat-drops-at-idle-low-coolant",
      ],
    },
    {
      slug: "engine-damage-after-overheat",
      title: "Engine runs rough, smokes or knocks after it overheated, even with the coolant refilled",
      summary:
        "A serious overheat can warp or crack the head, blow the head gasket or scuff pistons. Test before you repair the leak and drive on: compression, leak-down, a block test and the oil tell you whether it is a gasket job or an engine.",
      symptoms: [
        "Misfire, rough idle or loss of power that started with the overheat",
        "White smoke, bubbles in the coolant or coolant loss that did not exist before",
        "Ticking or knocking, or oil that looks thin, burnt or milky",
        "Temperature unstable or rising again after the original leak was fixed",
        "On many Ford models, the engine ran in a fail-safe mode cutting cylinders as it got hot",
      ],
      symptomIds: ["overheating", "white-smoke", "pressure-bubbles", "milky-oil"],
      causes: [
        {
          likelihood: "common",
          part: "Head gasket failed from the overheat",
          why: "Aluminum heads expand far more than the gasket tolerates, crushing or lifting the fire rings so they leak gas or coolant.",
        },
        {
          likelihood: "occasional",
          part: "Cylinder head warped or cracked",
          why: "Extreme heat distorts the head beyond resurfacing limits or cracks it between valve seats.",
        },
        {
          likelihood: "occasional",
          part: "Pistons and rings scuffed, or bearings damaged",
          why: "Oil thins and breaks down at very high temperature, so pistons scuff the cylinder walls and bearings lose their film.",
        },
        {
          likelihood: "rare",
          part: "Cracked block or seized engine",
          why: "Running the engine nearly dry can crack the block or weld pistons to the bores.",
        },
      ],
      checks: [
        {
          step: "Check the oil level, smell and color, and look for metallic sparkle on the dipstick.",
          tools: ["Rag", "Flashlight"],
          expect:
            "Normal-looking oil is encouraging; milky oil means coolant got in and glitter means bearing or piston damage.",
        },
        {
          step: "Run a combustion-leak test and watch for bubbles at the filler neck.",
          tools: ["Combustion-leak test kit"],
          expect: "Blue fluid and no bubbles suggest the head gasket survived.",
        },
        {
          step: "Compression-test all cylinders with the engine warm and throttle open.",
          tools: ["Compression gauge"],
          expect: "Readings within 10–15% of each other and within spec mean the rings and gasket are likely intact.",
        },
        {
          step: "Leak-down test any low or suspect cylinder and listen at the intake, exhaust, oil filler and coolant neck.",
          tools: ["Cylinder leak-down tester", "Shop air"],
          expect:
            "Under about 10–15% leakage is healthy; air at the coolant neck means gasket or head, at the oil filler means rings.",
        },
      ],
      fix: "Repair according to the tests: a head gasket job with the head checked for flatness and cracks, a replacement head, or a replacement engine when the rings, bearings or block are damaged. Always fix the original cause of the overheat as well, change the oil and filter, flush the coolant, and retest after a heat cycle.",
      difficulty: 5,
      cost: {
        scenarios: [
          {
            name: "Head gasket job with the head checked and resurfaced",
            partsLow: 250,
            partsHigh: 900,
            laborHoursLow: 6.7,
            laborHoursHigh: 14,
          },
          {
            name: "Replacement cylinder head or heads",
            partsLow: 700,
            partsHigh: 2000,
            laborHoursLow: 8,
            laborHoursHigh: 15,
          },
          {
            name: "Used or remanufactured engine installed",
            partsLow: 1500,
            partsHigh: 5000,
            laborHoursLow: 10,
            laborHoursHigh: 20,
          },
        ],
        excludes: "Estimate excludes towing, diagnosis, taxes and the repair that caused the overheat.",
      },
      verdict: "stop",
      verdictReason:
        "An engine that runs rough after overheating may be pushing gas into the coolant or coolant into a cylinder; driving it further can destroy what is still repairable.",
      codes: ["P0217", "P0300", { code: "P1299", makes: ["ford"] }],
      terms: ["head gasket", "compression test", "leak-down test", "fail-safe cooling"],
      related: [
        "head-gasket-combustion-leak",
        "head-gasket-coolant-into-cylinder",
        "gauge-drops-while-steaming",
        "thermostat-stuck-closed",
      ],
    },
    {
      slug: "grille-shutters-stuck-closed",
      title: "Newer car runs hot at highway speed or in summer after a grille-shutter warning or code",
      summary:
        "The active grille shutters behind the front grille are stuck closed or their actuator has failed, blocking air to the radiator. Free or replace the shutter assembly or actuator and run the relearn if required.",
      symptoms: [
        "Temperature higher than usual on the highway or towing, in warm weather",
        "Check-engine light or a message naming the grille shutters",
        "Shutter vanes visibly closed behind the grille on a hot engine",
        "Shutters frozen shut after ice or snow, or damaged by a front impact",
      ],
      symptomIds: ["hot-under-load", "overheating"],
      causes: [
        {
          likelihood: "common",
          part: "Grille shutter actuator motor or gears failed",
          why: "The small electric actuator that opens and closes the vanes strips its gears or fails electrically, leaving the shutters in whatever position they stopped.",
        },
        {
          likelihood: "occasional",
          part: "Shutter vanes frozen, jammed by debris or bent in an impact",
          why: "Ice, road debris or a minor collision stops the vanes from moving even with a good actuator.",
        },
        {
          likelihood: "rare",
          part: "Actuator communication or wiring fault",
          why: "Many actuators talk to the engine computer over a LIN line; a wiring fault leaves it without commands.",
        },
      ],
      checks: [
        {
          step: "Look through the grille or from below with the key on and engine off; many actuators cycle the vanes as a self-test at key-on.",
          tools: ["Flashlight"],
          expect: "Vanes that move freely through their full travel suggest the assembly is sound.",
        },
        {
          step: "Scan for codes and command the shutters open and closed with a bidirectional scan tool.",
          tools: ["Bidirectional scan tool"],
          expect:
            "Vanes that follow a 0% to 100% open command, with the position PID tracking it, clear the shutter system; no movement, or a position fault code, points at the actuator or linkage.",
        },
        {
          step: "Inspect the vanes, linkage and actuator for ice, debris, broken tabs or impact damage.",
          tools: ["Flashlight"],
          expect: "Broken linkage or bent vanes explain a stuck shutter with a good actuator.",
        },
      ],
      fix: "Clear any ice or debris, then replace the actuator or the complete shutter assembly (often behind the bumper cover). Run the shutter initialization or relearn with a scan tool where the maker requires it, clear codes, and confirm the vanes open on a hot engine. Fitted to many 2012-and-later Ford, GM, Ram and Honda models; codes vary by maker.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the grille shutter actuator",
            partsLow: 80,
            partsHigh: 250,
            laborHoursLow: 0.7,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the complete shutter assembly",
            partsLow: 300,
            partsHigh: 800,
            laborHoursLow: 1.5,
            laborHoursHigh: 3,
          },
        ],
        excludes: "Estimate excludes diagnosis, taxes, bumper cover repair and dealer pricing.",
      },
      verdict: "careful",
      verdictReason:
        "Stuck-closed shutters can overheat the engine under load or in heat; avoid towing and long highway runs in hot weather until they open again.",
      codes: [],
      terms: ["active grille shutters", "LIN bus", "relearn"],
      related: ["radiator-fins-blocked", "radiator-clogged-internally"],
    },
    {
      slug: "p0217-overheat-warning-code",
      title: "Overheat warning came on with the check engine light, and the scan tool shows P0217",
      summary:
        "P0217 means coolant (or cylinder-head) temperature passed the computer's over-temperature limit, so the engine really overheated unless the sensor lies. Stop, let it cool, then find whether coolant, airflow or circulation failed.",
      symptoms: [
        "Gauge in the red or a coolant-temperature warning, often with the A/C switched off by the computer",
        "Power cut back; on Fords with a cylinder-head temperature sensor, a fail-safe mode that shuts cylinders off in turn",
        "Steam, a sweet smell or coolant boiling in the reservoir",
        "Cooling fans roaring at full speed, or silent on a hot engine",
        "Code stored in history after a hot day in traffic, with the engine now cool",
      ],
      symptomIds: ["overheating", "hot-at-idle", "hot-under-load", "steam-sweet-smell", "fan-fault"],
      causes: [
        {
          likelihood: "common",
          part: "Low coolant from a leak",
          why: "A seeping hose, radiator tank, water-pump seal or heater hose leaves too little coolant to carry heat away, and once the level drops below the pump inlet circulation collapses.",
        },
        {
          likelihood: "common",
          part: "Cooling fan, fan relay or fan control module not running",
          why: "With no fan airflow at idle or in traffic the radiator cannot shed heat, so the temperature climbs at a standstill and falls again once the car moves.",
        },
        {
          likelihood: "occasional",
          part: "Thermostat stuck closed or water pump not moving coolant",
          why: "A closed thermostat, a pump with eroded vanes or a thrown belt stops flow to the radiator, and the engine overheats within minutes of warming up even at speed.",
        },
        {
          likelihood: "occasional",
          part: "Head gasket leaking combustion gas into the coolant",
          why: "Exhaust gas pressurizes the system, forms steam pockets around the sensor and pushes coolant out of the reservoir, so the engine overheats under load.",
        },
        {
          likelihood: "rare",
          part: "Coolant temperature sensor reading falsely high",
          why: "A drifted sensor can report an overheat that is not happening; the hoses feel normal and an infrared reading at the housing disagrees with the PID.",
        },
      ],
      checks: [
        {
          step: "Shut the engine off and wait until the upper hose is soft before touching any cap, then check the reservoir and radiator level and look for wet coolant.",
          tools: ["Flashlight", "Rag"],
          expect:
            "A full system with no wet trail points away from a leak; low coolant with a wet weep hole, hose end or radiator seam names the part.",
        },
        {
          step: "Read freeze frame, then restart and compare the coolant PID with an infrared reading at the thermostat housing as it warms.",
          tools: ["Scan tool", "Infrared thermometer"],
          expect:
            "PID and housing within about 10 °F; freeze frame well above the normal 195–220 °F band with a matching housing reading confirms a real overheat, a PID far above the housing points to the sensor.",
        },
        {
          step: "Warm the engine at idle, first with the A/C on, then off, and watch whether the fans run.",
          tools: ["Scan tool"],
          expect:
            "With the A/C on most cars start the fans at once, and with it off before the PID passes about 230 °F; no fan sends you to the motor, fuse, relay or fan module.",
        },
        {
          step: "Once warm, shoot the upper and lower radiator hoses.",
          tools: ["Infrared thermometer"],
          expect:
            "Upper hose near engine temperature and lower hose 20–40 °F cooler; an upper hose far below the PID means a closed thermostat or no pump flow.",
        },
        {
          step: "Pressure-test the cooled system to the cap rating, then run a block test on the coolant with the engine at temperature.",
          tools: ["Cooling-system pressure tester", "Combustion-leak test kit"],
          expect:
            "Pressure holds for 15 minutes and the test fluid stays blue; a falling gauge with no outside leak, or fluid turning yellow, points to the head gasket.",
        },
      ],
      fix: "Repair what failed (hose, radiator, water pump, fan motor, relay or module, thermostat), refill with the specified coolant and bleed air by the maker's procedure. After an overheat into the red, run a block test and a compression test before the car goes back in service, then clear the code and confirm the temperature holds in traffic with the A/C on.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace a hose, thermostat or fan relay",
            partsLow: 20,
            partsHigh: 150,
            laborHoursLow: 0.7,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the fan motor or fan control module",
            partsLow: 150,
            partsHigh: 500,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          { name: "Replace the water pump", partsLow: 60, partsHigh: 450, laborHoursLow: 1.5, laborHoursHigh: 6 },
        ],
        excludes:
          "Estimate covers the usual fixes from a hose to a water pump or fan assembly; excludes towing, diagnosis, taxes and head gasket or engine repair after a severe overheat.",
      },
      verdict: "stop",
      verdictReason:
        "An engine past its over-temperature limit can warp a head or seize within minutes; stop, let it cool and tow it unless the cause is found and fixed where it sits.",
      codes: ["P0217"],
      terms: ["ECT sensor", "cooling fan", "combustion leak test", "cooling system pressure test"],
      related: [
        "thermostat-stuck-closed",
        "cooling-fan-motor-dead",
        "gauge-drops-while-steaming",
        "head-gasket-combustion-leak",
        "water-pump-impeller-worn",
        "engine-damage-after-overheat",
      ],
    },
    {
      slug: "p2181-cooling-system-performance",
      title: "Check engine light with P2181 and a temperature gauge that warms slowly or wanders",
      summary:
        "The computer predicted how the engine should warm from its start-up temperature and the coolant sensor did not follow. A thermostat stuck open is the usual cause, then low coolant, fans running from cold or a skewed sensor.",
      symptoms: [
        "Code shows up after cold-weather driving, or after towing or heavy traffic in the heat",
        "Gauge needle slow to rise, or settling lower or higher than its usual spot",
        "Heater only lukewarm at highway speed in winter",
        "Cooling fans running on a cold engine, or coolant below the cold mark",
        "Code set after a block heater was fitted or used in extreme cold",
      ],
      symptomIds: ["runs-cold", "gauge-erratic", "no-heat", "fan-fault", "hot-under-load"],
      causes: [
        {
          likelihood: "common",
          part: "Thermostat stuck partly open",
          why: "Coolant reaches the radiator from a cold start, so the measured temperature climbs more slowly than the model predicts and the accumulated difference passes the limit.",
        },
        {
          likelihood: "occasional",
          part: "Low coolant or an air pocket at the sensor",
          why: "A sensor surrounded by air or steam reacts late and erratically, and with enough coolant missing the engine can run hotter than the model allows.",
        },
        {
          likelihood: "occasional",
          part: "Cooling fans stuck on",
          why: "A welded fan relay or a failed fan module runs the fans from a cold start and overcools the engine at low speed and in winter.",
        },
        {
          likelihood: "occasional",
          part: "Coolant temperature sensor skewed or slow",
          why: "A sensor that drifted low or lags behind the real temperature makes a healthy warm-up look wrong to the model.",
        },
        {
          likelihood: "rare",
          part: "Block heater fitted in the wrong place or used in extreme cold",
          why: "Heat from a block heater upsets the start-up temperature the model is built on; Chrysler flags this for P2181 on its 3.6 L Pentastar.",
        },
      ],
      checks: [
        {
          step: "With the engine cold, check the level at the reservoir and radiator, then top up and bleed before any other test.",
          tools: ["Flashlight", "Spill-free funnel kit"],
          expect:
            "Level at the cold mark and no air burping out; a system that takes more than a pint was low or air-bound, which can set this code by itself.",
        },
        {
          step: "From a cold soak, record the coolant PID and outside temperature over a 15–20 minute drive that includes some 45–60 mph cruising.",
          tools: ["Scan tool"],
          expect:
            "A steady climb to 195–220 °F that holds on the highway; stalling at 160–180 °F or sagging at cruise points to the thermostat.",
        },
        {
          step: "In the first minutes after a cold start, shoot the upper radiator hose every minute or so.",
          tools: ["Infrared thermometer"],
          expect:
            "The hose stays near ambient until the engine nears the thermostat rating; a hose warming almost at once confirms coolant slipping past a thermostat held open.",
        },
        {
          step: "Check the fans on a cold engine with the A/C off, then compare the PID with an infrared reading at the thermostat housing once warm.",
          tools: ["Scan tool", "Infrared thermometer"],
          expect:
            "Fans off when cold and the PID within about 10 °F of the housing; fans running from cold point to a relay or module, a PID far off the housing to the sensor.",
        },
      ],
      fix: "Replace the thermostat with the OE-rated part (with its housing where they are one piece) and a new seal, or repair the fan control or sensor found at fault; refill and bleed by the maker's procedure. Clear the code; the monitor needs an overnight cold soak and a full warm-up drive before it runs again.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the thermostat and seal",
            partsLow: 15,
            partsHigh: 80,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Replace a one-piece thermostat and housing",
            partsLow: 60,
            partsHigh: 350,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; excludes diagnosis, taxes, coolant and the extra hours where the thermostat sits under the intake manifold.",
      },
      verdict: "careful",
      verdictReason:
        "Most often the engine is only running cool, which does no harm; if the gauge reads high instead, treat it as overheating and stop.",
      codes: ["P2181"],
      terms: ["thermostat", "cold soak", "air pocket", "block heater"],
      related: [
        "thermostat-stuck-open",
        "thermostat-stuck-closed",
        "air-pocket-after-coolant-service",
        "cooling-fan-runs-nonstop",
        "ect-sensor-false-reading",
      ],
      commonOn: [
        { make: "chrysler", years: [2011, 2027], engines: [{ name: "3.6L Pentastar V6", liters: 3.6 }] },
        { make: "dodge", years: [2011, 2027], engines: [{ name: "3.6L Pentastar V6", liters: 3.6 }] },
        { make: "jeep", years: [2011, 2027], engines: [{ name: "3.6L Pentastar V6", liters: 3.6 }] },
        { make: "ram", years: [2011, 2027], engines: [{ name: "3.6L Pentastar V6", liters: 3.6 }] },
      ],
    },
  ],
};
