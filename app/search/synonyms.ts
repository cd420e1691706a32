/**
 * The search's vocabulary, reviewed by hand: what the trade and drivers call
 * the same thing, the filler words a query carries, and the few word forms
 * the Porter stemmer gets wrong. Read by text.ts for both the index and every
 * query, so each group works both ways: "tranny slipping" finds pages that
 * say "transmission", and "transmission" finds the odd page that says
 * "tranny".
 *
 * How a group is matched: every entry is cut into words and stemmed the way
 * pages are ("squeals", "squealing" and "squealed" all meet "squeal"), and a
 * multi-word entry matches those words in a row. A page or query that holds
 * any entry of a group gets the group's own term too, so all of a group's
 * entries find each other. Keep a word in one group at most (a test checks),
 * and leave out words with a second everyday meaning in car text ("shut off"
 * is also an instruction, "fan" is also the radiator fan, "code" is on every
 * problem): a wrong synonym costs more than a missing one.
 */
export const synonymGroups: readonly (readonly string[])[] = [
  // Systems and warning lights
  // "A/C" is read as "ac" (text.ts), so it needs no entry of its own.
  ["ac", "air conditioning", "air conditioner", "aircon"],
  [
    "check engine light",
    "check engine",
    "cel",
    "mil",
    "malfunction indicator lamp",
    "malfunction indicator light",
    "engine light",
    "service engine soon",
    "engine warning light",
  ],
  [
    "tpms",
    "tire pressure light",
    "tire pressure warning",
    "tire pressure monitoring",
    "low tire light",
    "low tire pressure light",
    "low tire pressure warning",
  ],
  ["steady", "solid", "stays lit"],
  ["stopped working", "quit working", "not working", "doesnt work", "does not work", "wont work", "inoperative"],
  ["warning light", "idiot light", "dash light", "dashboard light", "warning lamp", "telltale"],
  ["oil pressure light", "oil light", "oil warning light", "oil can light", "low oil pressure light"],
  ["battery light", "charging light", "alternator light", "battery warning light"],
  ["temperature gauge", "temp gauge", "heat gauge", "coolant temperature gauge"],
  ["srs", "airbag", "air bag", "supplemental restraint"],
  ["abs", "anti lock brakes", "antilock brakes"],
  ["stability control", "esc", "stabilitrak", "vsc", "vdc", "electronic stability"],
  ["traction control", "tcs", "trac off"],
  [
    "limp mode",
    "limp home",
    "limp home mode",
    "reduced power",
    "reduced engine power",
    "fail safe mode",
    "failsafe mode",
  ],
  ["obd", "obd2", "obd ii", "obdii", "on board diagnostics", "onboard diagnostics"],
  ["scan tool", "scanner", "code reader", "obd scanner", "code scanner"],
  ["dtc", "trouble code", "fault code", "error code", "engine code", "diagnostic trouble code"],
  ["immobilizer", "anti theft", "antitheft", "security light", "theft light", "pats", "passlock", "passkey", "smartra"],

  // Drivetrain
  ["transmission", "tranny", "trans", "gearbox"],
  ["cvt", "continuously variable transmission", "xtronic", "lineartronic"],
  ["dct", "dual clutch", "dual clutch transmission", "dsg", "powershift"],
  ["tcc", "torque converter clutch", "lockup clutch", "lock up clutch"],
  ["harsh shift", "hard shift", "shifts hard", "slams into gear", "bangs into gear", "clunks into gear"],
  ["slip", "flare"],
  ["4wd", "4x4", "four wheel drive", "4 wheel drive"],
  ["awd", "all wheel drive"],
  ["fwd", "front wheel drive"],
  ["rwd", "rear wheel drive"],
  ["cv axle", "cv shaft", "half shaft", "halfshaft", "axle shaft"],
  ["u joint", "ujoint", "universal joint"],

  // Engine and its parts, with the shop nicknames
  ["catalytic converter", "cat converter", "catalyst", "cat"],
  ["thermostat", "tstat", "t stat"],
  ["alternator", "alt"],
  ["ignition coil", "coil pack", "coil on plug", "cop coil"],
  ["o2 sensor", "oxygen sensor", "lambda sensor", "o2"],
  ["maf", "maf sensor", "mass airflow", "mass air flow", "airflow sensor"],
  ["map sensor", "manifold absolute pressure"],
  ["egr", "exhaust gas recirculation"],
  ["evap", "evaporative emission"],
  ["pcv", "positive crankcase ventilation"],
  ["iac", "idle air control"],
  ["tps", "throttle position sensor", "throttle position"],
  ["crankshaft position sensor", "crank sensor", "crank position sensor", "ckp"],
  ["camshaft position sensor", "cam sensor", "cam position sensor", "cmp"],
  ["ecm", "pcm", "ecu", "engine computer", "engine control module", "powertrain control module", "engine control unit"],
  ["bcm", "body control module"],
  ["tcm", "transmission control module"],
  ["lifter", "tappet", "lash adjuster"],
  ["ping", "pinking", "detonation", "spark knock"],
  ["rod knock", "rod bearing knock", "bottom end knock"],
  ["timing belt", "cam belt", "cambelt"],
  ["serpentine belt", "drive belt", "fan belt", "accessory belt", "serp belt", "multi rib belt"],
  ["turbo", "turbocharger"],
  ["intercooler", "charge air cooler"],
  ["water pump", "coolant pump"],
  ["glow plug", "glowplug"],
  ["dpf", "diesel particulate filter"],
  ["def", "diesel exhaust fluid", "adblue"],
  ["ecoboost", "eco boost"],
  ["powerstroke", "power stroke"],
  ["hemi", "5.7 hemi", "6.4 hemi", "392 hemi"],
  ["start stop", "stop start", "auto stop", "idle stop", "auto start stop"],
  ["misfire", "miss fire", "missfire"],
  ["rough idle", "idles rough", "lumpy idle", "shaky idle", "rough running at idle"],
  ["hesitate", "stumble", "bog", "sputter", "stutter"],
  ["stall", "die", "cut out", "conk out"],
  ["oil consumption", "burning oil", "uses oil", "eats oil", "low on oil", "running low on oil"],
  ["overheat", "runs hot", "temperature gauge high", "temp gauge high"],
  ["rpm", "rev", "engine speed"],

  // Fuel and fluids
  ["fuel", "gas", "gasoline", "petrol"],
  ["gas mileage", "fuel economy", "mpg", "fuel mileage"],
  ["gas cap", "fuel cap", "filler cap", "fuel filler cap", "gas tank cap"],
  ["coolant", "antifreeze", "anti freeze"],
  ["flex fuel", "e85"],

  // Starting and charging
  [
    "no start",
    "wont start",
    "will not start",
    "doesnt start",
    "does not start",
    "cant start",
    "not starting",
    "car wont start",
    "wont go to ready",
    "will not go to ready",
  ],
  [
    "no crank",
    "wont crank",
    "will not crank",
    "doesnt crank",
    "wont turn over",
    "will not turn over",
    "doesnt turn over",
  ],
  [
    "battery drain",
    "parasitic draw",
    "parasitic drain",
    "key off draw",
    "battery keeps dying",
    "battery dies overnight",
    "dead battery overnight",
    "drains the battery",
  ],
  ["dead battery", "flat battery", "battery dead", "weak battery"],
  ["hard start", "hard to start", "slow to start", "long crank", "cranks a long time", "extended crank"],
  ["jump start", "jumpstart", "jumper cables", "booster cables"],
  ["key fob", "fob", "clicker", "keyless entry remote"],

  // Brakes, steering, suspension, wheels
  ["brake failure", "no brakes", "brakes failed", "brakes gave out", "lost brakes", "lost the brakes"],
  ["parking brake", "emergency brake", "e brake", "ebrake", "handbrake", "hand brake"],
  ["accelerator", "gas pedal", "throttle pedal", "accelerator pedal"],
  ["rotor", "brake disc", "disc rotor"],
  ["spongy", "mushy", "squishy", "soft pedal"],
  [
    "pedal to the floor",
    "pedal goes to the floor",
    "pedal sinks to the floor",
    "pedal sinks",
    "pedal drops",
    "sinking pedal",
  ],
  ["eps", "electric power steering", "electric steering"],
  ["wheel bearing", "hub bearing", "hub assembly", "wheel hub bearing"],
  ["sway bar", "stabilizer bar", "anti roll bar", "swaybar"],
  ["sway bar link", "end link", "stabilizer link", "sway bar end link"],
  ["shock absorber", "shock"],
  ["control arm", "a arm", "wishbone"],
  ["tire", "tyre"],
  ["flat tire", "puncture", "punctured tire"],
  ["blowout", "blow out", "blew out", "tire burst"],
  ["spare tire", "donut spare", "compact spare", "space saver spare"],
  ["lug nut", "wheel nut", "lug bolt"],

  // Heating, cooling and the cabin
  ["cooling fan", "radiator fan", "electric fan"],
  ["blower motor", "blower", "heater fan", "ac fan", "hvac fan", "cabin fan"],
  ["heater core", "heater matrix"],
  ["no heat", "heater blows cold", "heater not working", "heat not working", "no heater"],
  ["refrigerant", "freon", "ac gas"],
  ["windshield", "windscreen"],
  ["sunroof", "moonroof", "sun roof", "moon roof"],
  ["headlight", "headlamp", "head light", "head lamp"],
  ["taillight", "tail light", "tail lamp"],
  ["turn signal", "blinker", "turn indicator"],
  ["infotainment", "head unit", "radio", "stereo", "touchscreen", "touch screen"],
  ["backup camera", "back up camera", "rear camera", "reverse camera", "rearview camera"],
  ["adaptive cruise control", "adaptive cruise", "radar cruise"],
  ["lane keep assist", "lane keeping", "lane assist", "lane departure", "lka"],
  ["automatic emergency braking", "aeb", "collision avoidance", "pre collision", "forward collision"],

  // Electric and hybrid
  ["ev", "electric vehicle", "electric car"],
  ["broke down", "broken down", "breakdown", "stranded", "roadside"],
  ["hybrid", "hev", "phev", "plug in hybrid"],
  ["high voltage", "hv"],
  ["motorcycle", "bike", "motorbike"],

  // What people hear, feel and smell
  ["squeal", "squeak", "squeaky", "screech", "chirp"],
  ["vibration", "shake", "shimmy", "shudder", "judder", "wobble"],
  ["clunk", "thunk", "clonk", "thud"],
  ["tick", "tap"],
  ["whine", "whir", "whirr", "howl"],
  ["hum", "drone", "growl", "rumble", "roar"],
  ["grind", "scrape", "metal on metal"],
  ["leak", "drip", "puddle", "seep", "weep"],
  ["smell", "odor", "stink", "stench"],
  ["rotten egg", "sulfur", "sulphur"],
  ["sweet smell", "syrup smell", "coolant smell", "antifreeze smell"],
  ["burning smell", "burnt smell", "burning odor"],
  ["carbon monoxide", "co poisoning"],
];

/**
 * Words that carry no meaning in a search ("what does egr mean" is "egr"):
 * left out of the index and of queries. "no", "not" and "won't" are not
 * here: "no crank no click" means something.
 */
export const stopWords: ReadonlySet<string> = new Set([
  "a",
  "an",
  "and",
  "are",
  "as",
  "at",
  "be",
  "by",
  "can",
  "could",
  "did",
  "do",
  "does",
  "for",
  "from",
  "get",
  "got",
  "had",
  "has",
  "have",
  "how",
  "i",
  "if",
  "im",
  "in",
  "into",
  "is",
  "it",
  "its",
  "just",
  "me",
  "mean",
  "meaning",
  "means",
  "my",
  "of",
  "on",
  "or",
  "our",
  "should",
  "so",
  "some",
  "than",
  "that",
  "the",
  "their",
  "them",
  "then",
  "there",
  "these",
  "they",
  "this",
  "to",
  "up",
  "was",
  "we",
  "were",
  "what",
  "whats",
  "when",
  "where",
  "which",
  "while",
  "who",
  "why",
  "will",
  "with",
  "would",
  "you",
  "your",
]);

/**
 * Words that say little about which page is meant ("brake grinding noise":
 * the grinding and the brakes decide, not the noise). They still count, at a
 * third of a word's weight, so they can break a tie.
 */
export const weakWords: ReadonlySet<string> = new Set([
  "noise",
  "noises",
  "sound",
  "sounds",
  "problem",
  "problems",
  "issue",
  "issues",
  "car",
  "cars",
  "vehicle",
  "auto",
  "symptom",
  "symptoms",
  "bad",
  "cause",
  "causes",
  "fix",
  "help",
  "make",
  "makes",
  "making",
]);

/**
 * Phrases that ask what something is: a query holding one favours glossary
 * terms ("what does egr mean", "fuel trim meaning").
 */
export const definitionQuestions: readonly string[] = [
  "what is",
  "what are",
  "what does",
  "whats",
  "meaning",
  "mean",
  "means",
  "define",
  "definition",
  "stand for",
  "stands for",
];

/**
 * Word forms the Porter stemmer cuts too far or apart, mapped to one stem:
 * "dies" would become "di", the same as the abbreviation for direct injection.
 */
export const wordForms: Readonly<Record<string, string>> = {
  dies: "die",
  died: "die",
  dying: "die",
};
