import type { SystemContent } from "../schema";

export const system: SystemContent = {
  tagline:
    "Dead or frozen screens, ghost touches, no sound, Bluetooth and CarPlay dropouts, bad reception, blank backup cameras and connected services that quit: what fails and how to test it.",
  howItWorks: [
    "The head unit (radio, display audio or infotainment module, such as Ford's APIM, Chrysler's Uconnect radio or GM's infotainment control module) runs an operating system that handles the touchscreen, tuner, Bluetooth, USB, phone projection (Apple CarPlay and Android Auto), navigation and often vehicle settings. It takes battery and accessory power, wakes on the vehicle network and talks to the instrument cluster, steering-wheel controls, climate control and camera modules over CAN; some European cars route audio and video between modules on a fiber-optic MOST ring.",
    'Sound leaves the head unit either as speaker-level signals or, in premium systems (Bose, Harman Kardon, JBL, Bang & Olufsen and others), as a line-level or digital signal to a separate amplifier in the trunk, under a seat or behind a kick panel that drives the speakers. Antennas for AM/FM, SiriusXM, GPS and cellular often share one roof-mounted "shark fin" or sit in the rear glass with an inline amplifier; the telematics control unit (OnStar, FordPass Connect, Toyota Safety Connect and similar) carries its own cellular modem for SOS calls, remote start and app features.',
    "Every light vehicle built for the U.S. from May 2018 must show a rear-view image within 2 seconds of shifting into Reverse (FMVSS 111), so a failed backup camera or display is a legal safety item, not just a convenience. Surround-view systems stitch four or more cameras together and need calibration when a camera, mirror or bumper is replaced.",
  ],
  howItFails: [
    "Most complaints are software and connection problems rather than hardware: a phone that won't pair after an operating-system update, a worn USB cable that drops CarPlay, a head unit that freezes until it is reset or updated. Hardware failures follow known patterns: touchscreens that delaminate and press themselves (the Uconnect 8.4 in 2013–2018 Ram and other Chrysler-brand models), flash memory that wears out (2012–2018 Tesla Model S), amplifiers soaked by trunk or floor leaks, camera harnesses that break in tailgate and liftgate hinges, and shark-fin antennas that leak.",
    "Aftermarket work causes the rest: new head units without the right steering-wheel-control or amplifier interface, amplifiers with poor grounds that whine, and LED bulbs, dash cams and cheap chargers that flood the FM band with noise. The 2022 shutdown of U.S. 3G cellular networks permanently disabled connected services on many older telematics modules.",
  ],
  tools: [
    "Scan tool with access to the radio, amplifier, telematics and camera modules, for codes, self-tests and configuration",
    "Digital multimeter for power, ground, amplifier turn-on, speaker resistance and antenna continuity",
    "Known-good phone and a certified (MFi or USB-IF) data cable to rule out the customer's phone and cable",
    "Portable AM radio tuned between stations, used as a sniffer to find electrical noise sources",
    "Radio removal keys and plastic trim tools to pull head units and bezels without damage",
    "Lab scope to check audio signals, camera video and power supply noise",
    "Manufacturer update tools: USB update files, dealer programming software, Wi-Fi or over-the-air updates",
    "MOST fiber-optic bypass loop for isolating a break in the ring on European cars",
    "Camera calibration mats or targets for surround-view systems",
    "1.5 V AA battery with leads to pulse-test a speaker cone (never 9 V, which can damage tweeters)",
  ],
  safety: [
    "Don't troubleshoot the screen while driving: pull over before resetting, pairing or menu-diving, and don't rely on a backup camera that flickers or lags; turn and look.",
    "Dash panels around the head unit often sit next to the passenger or knee airbag: disconnect the battery and wait the time in the service information before prying trim, and never tap power from yellow airbag harnesses.",
    "An aftermarket amplifier's power wire must have a fuse within about 18 in. of the battery and a grommet where it passes through the firewall; an unfused cable that chafes can start a fire.",
    "On some vehicles (many Teslas, newer vehicles with touch-only climate controls) a dead center screen also takes away defrost, wiper and drive settings; don't drive in rain, snow or fog until it works.",
    "A head unit that smells hot, smokes or whose fuse blows repeatedly has an internal short: disconnect the battery and leave it disconnected until the unit is removed.",
  ],
  symptoms: [
    { id: "screen-black", label: "Touchscreen or radio display is black or blank" },
    { id: "screen-freezes-reboots", label: "Screen freezes, lags or keeps rebooting" },
    { id: "touch-problems", label: "Touchscreen ignores taps or presses buttons by itself" },
    { id: "no-sound", label: "No sound from some or all speakers" },
    { id: "poor-sound", label: "Crackling, distortion, buzzing or whine in the audio" },
    { id: "bluetooth-problems", label: "Phone won't pair, drops calls or music stutters" },
    { id: "carplay-android-auto", label: "CarPlay or Android Auto won't connect or keeps dropping" },
    { id: "usb-charging", label: "USB port or wireless pad won't charge or read the phone" },
    { id: "radio-reception", label: "AM/FM, HD Radio or SiriusXM reception poor or missing" },
    { id: "camera-problems", label: "Backup or surround camera blank, late, blurry or wrong" },
    { id: "navigation-problems", label: "Navigation shows the wrong place or old maps" },
    { id: "connected-services", label: "SOS, app remote start or connected services not working" },
    { id: "call-quality", label: "Callers can't hear you clearly or hear an echo" },
    { id: "steering-controls", label: "Steering-wheel audio buttons don't work" },
    { id: "after-battery-or-install", label: "Trouble began after a battery change or new stereo" },
    { id: "volume-controls", label: "Volume knob misbehaves or volume changes by itself" },
  ],
  problems: [
    {
      slug: "uconnect-screen-ghost-touch-delamination",
      title: "Uconnect touchscreen presses buttons by itself and the glass looks bubbled",
      summary:
        "The touch layer of the Uconnect 8.4 screen is separating from the display, so it registers phantom presses. Replace the touch digitizer (or the radio) rather than reflashing it; heat makes it worse.",
      symptoms: [
        "Radio changes stations, calls contacts or opens menus with nobody touching it",
        "A silvery bubble or rainbow patch at a corner or edge of the screen",
        "Screen ignores presses in some areas and responds in the wrong place in others",
        "Worse on hot days or after the sun has been on the dash",
      ],
      symptomIds: ["touch-problems", "screen-freezes-reboots"],
      causes: [
        {
          likelihood: "common",
          part: "Delaminating touch digitizer on the Uconnect 8.4 screen",
          why: "On 2013–2018 Ram, Jeep, Dodge and Chrysler models with the 8.4 in. screen, the adhesive between the touch layer and display lets go, so pressure points form and read as touches.",
        },
        {
          likelihood: "occasional",
          part: "Cracked or pressure-damaged touch panel",
          why: "A knock to the screen or pressing hard in one spot breaks the conductive layer, which reports false touches.",
        },
        {
          likelihood: "rare",
          part: "Radio software fault",
          why: "Occasionally a software glitch mimics ghost touches; it clears with an update or a reset and shows no visible bubbling.",
        },
      ],
      checks: [
        {
          step: "Look at the screen at an angle in daylight for bubbles, a rainbow sheen or lifted edges.",
          tools: ["Flashlight"],
          expect: "Visible separation confirms delamination; a perfectly flat screen points to software or a crack.",
        },
        {
          step: "Hold the radio power button to reset it, or pull the radio fuse for a minute.",
          tools: ["Fuse puller"],
          expect: "Ghost presses that return within minutes after a reset point to the hardware.",
        },
        {
          step: "Check the radio's software level against the latest available for the VIN.",
          tools: ["Scan tool", "Uconnect update site"],
          expect: "Current software with continued ghost touches rules out a software fix.",
        },
      ],
      noMeasurement:
        "Delamination of the touch layer is seen, not metered: bubbles or a rainbow sheen under the glass, plus ghost presses that return after a reset, condemn the Uconnect screen with no reading to take.",
      fix: "Replace the touch digitizer (an aftermarket or OEM screen panel swapped on the bench) or replace the radio and program it to the VIN. Let the radio run a full software update afterward and confirm the touch calibration in all corners.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Replace the touch digitizer on the bench",
            partsLow: 60,
            partsHigh: 250,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace the radio and program it to the VIN",
            partsLow: 600,
            partsHigh: 1200,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes diagnosis and taxes; a dealer's list price for a new radio can run higher.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive, but phantom calls and changing settings are distracting; turn the radio off if it acts up while you're driving.",
      codes: [],
      terms: ["digitizer", "delamination", "ghost touch"],
      related: ["head-unit-freezes-and-reboots", "screen-stuck-on-logo-after-update"],
      appliesTo: [
        { make: "chrysler", models: ["300", "200", "pacifica"], years: [2013, 2018] },
        { make: "dodge", models: ["charger", "challenger", "durango", "journey"], years: [2013, 2018] },
        { make: "jeep", models: ["grand-cherokee", "cherokee"], years: [2013, 2018] },
        { make: "ram", models: ["1500", "2500", "3500"], years: [2013, 2018] },
      ],
    },
    {
      slug: "head-unit-freezes-and-reboots",
      title: "Infotainment screen freezes, lags for seconds, then restarts on its own",
      summary:
        "Usually outdated or corrupted head-unit software, sometimes a failing module. Update to the latest software and do a master reset; replace the module only if it keeps rebooting on current software.",
      symptoms: [
        "Screen stops responding for several seconds, then catches up all at once",
        "Display goes black and shows the startup logo while driving",
        "Bluetooth drops and reconnects when the unit restarts",
        "Common on MyFord Touch (2011–2016 Ford and Lincoln) and other early touchscreen systems",
      ],
      symptomIds: ["screen-freezes-reboots", "bluetooth-problems", "screen-black"],
      causes: [
        {
          likelihood: "common",
          part: "Outdated or corrupted head-unit software",
          why: "Early touchscreen systems shipped with memory leaks and bugs that updates fixed; old or half-installed software crashes under load.",
        },
        {
          likelihood: "common",
          part: "Phone or USB device triggering crashes",
          why: "A large music library, a bad file or a phone app can crash the media process and force a reboot.",
        },
        {
          likelihood: "occasional",
          part: "Failing internal memory or overheating module",
          why: "Worn flash memory or a hot dash makes the unit lock up, more often in summer.",
        },
        {
          likelihood: "rare",
          part: "Supply voltage dropping at the head unit",
          why: "A weak ground or a voltage dip resets the unit like pulling its power.",
        },
      ],
      checks: [
        {
          step: "Unplug USB devices and disconnect the phone, then drive for a few days.",
          tools: [],
          expect: "No reboots without the phone connected points to the phone, cable or a media file.",
        },
        {
          step: "Check the software version against the latest for the VIN.",
          tools: ["Manufacturer update site", "Scan tool"],
          expect: "An older version means updating before anything else.",
        },
        {
          step: "Read codes in the head unit for internal faults or resets.",
          tools: ["Scan tool"],
          expect: "Internal fault codes that return after a master reset and update point to the module.",
        },
        {
          step: "Measure head-unit supply and ground voltage during a freeze if it can be caught.",
          tools: ["Multimeter", "Back-probe pins"],
          expect: "Supply within 0.5 V of battery and under 0.1 V ground drop; lower explains resets.",
        },
      ],
      fix: "Install the latest software by USB, Wi-Fi or dealer tool, then do a master reset and re-pair phones. If it still reboots, replace or repair the module and program it. Delete large or corrupt media files from USB drives.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Software update and master reset",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Repair or replace the head unit and program it",
            partsLow: 200,
            partsHigh: 450,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; a new OEM module at dealer price can run over $1,500 and is excluded, as are programming fees and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive if the backup camera and climate controls still work; don't let the screen pull your attention while it hangs.",
      codes: ["U0184"],
      terms: ["master reset", "head unit", "software update"],
      related: [
        "uconnect-screen-ghost-touch-delamination",
        "reboots-when-phone-plugged-in",
        "screen-stuck-on-logo-after-update",
      ],
    },
    {
      slug: "tesla-mcu-emmc-screen-failure",
      title: "Center screen on an older Tesla Model S or X goes black or takes minutes to boot",
      summary:
        "The media control unit's built-in flash memory (eMMC) is worn out, a known failure on 2012–2018 Model S and 2016–2018 Model X. Tesla recalled these cars in 2021; have the MCU memory or unit replaced by Tesla.",
      symptoms: [
        "Center screen black, rebooting or very slow to load maps and apps",
        "Backup camera image missing or late",
        "Defrost, defog and some lighting settings unavailable while the screen is down",
        "Maps, web browser and media apps slow to load for weeks before the screen quits",
      ],
      symptomIds: ["screen-black", "screen-freezes-reboots", "camera-problems"],
      causes: [
        {
          likelihood: "common",
          part: "Worn-out 8 GB eMMC flash memory on the MCU1",
          why: "Constant logging writes wear out the memory chip until the system cannot boot or run reliably.",
        },
        {
          likelihood: "occasional",
          part: "Other MCU hardware failure",
          why: "The computer board or its connectors can fail independently of the memory.",
        },
        {
          likelihood: "rare",
          part: "12 V supply issue",
          why: "A failing 12 V battery can cause screen resets and boot problems.",
        },
      ],
      checks: [
        {
          step: "Check the VIN for open recalls in the Tesla app or the NHTSA recall lookup.",
          tools: ["Phone with internet"],
          expect: "An open recall for the MCU means the repair is free.",
        },
        {
          step: "Do a two-button scroll-wheel reset and watch how long it takes to boot.",
          tools: [],
          expect: "Repeated very slow boots or failures to load point to the memory.",
        },
        {
          step: "Check for 12 V battery alerts and measure the 12 V battery.",
          tools: ["Multimeter"],
          expect: "12.4 V or more with the car asleep; lower means replace the 12 V battery first.",
        },
      ],
      fix: "Tesla replaces the eMMC with a larger part or replaces or upgrades the MCU under the recall; independent shops also replace the memory chip. Software is reloaded afterward and the car reconfigured.",
      difficulty: 5,
      cost: {
        scenarios: [
          { name: "Tesla recall repair (no charge)", partsLow: 0, partsHigh: 0, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Independent shop replaces the eMMC chip",
            partsLow: 100,
            partsHigh: 250,
            laborHoursLow: 1.5,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace the MCU with a rebuilt unit",
            partsLow: 600,
            partsHigh: 1500,
            laborHoursLow: 2,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate; free under the recall; an MCU2 upgrade is optional and extra; excludes towing and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Without the screen you may lose the backup camera and defrost controls; avoid driving in fog, rain or freezing weather until it's fixed.",
      codes: [],
      terms: ["MCU", "eMMC", "recall"],
      related: ["head-unit-freezes-and-reboots", "backup-camera-black-in-reverse"],
      appliesTo: [{ make: "tesla", models: ["model-s", "model-x"], years: [2012, 2018] }],
    },
    {
      slug: "radio-asks-for-code-after-battery",
      title: "Radio says CODE, LOCKED or LOC after the battery was disconnected",
      summary:
        "The anti-theft radio lost power and wants its security code. Enter the code from the owner's manual card or get it from the manufacturer using the radio serial number and VIN.",
      symptoms: [
        "Display shows CODE, ENTER CODE, LOCKED or LOC and plays nothing",
        "Started right after a battery change, jump-start or dead battery",
        "Common on older Honda, Acura, Ford, GM (Theftlock) and European radios",
        "Presets and clock also reset",
      ],
      symptomIds: ["after-battery-or-install", "no-sound", "screen-black"],
      causes: [
        {
          likelihood: "common",
          part: "Anti-theft feature triggered by the loss of power",
          why: "The radio locks itself whenever it loses constant power, so a stolen radio is useless without the code.",
        },
        {
          likelihood: "occasional",
          part: "Code entered wrong too many times",
          why: "Several wrong entries lock the radio out for an hour or more on many models.",
        },
        {
          likelihood: "rare",
          part: "Radio from another vehicle",
          why: "A used radio carries the donor vehicle's code, which the current owner's paperwork won't match.",
        },
      ],
      checks: [
        {
          step: "Look for the code card in the owner's manual pouch or a sticker in the glovebox or on the radio.",
          tools: ["Flashlight"],
          expect: "A 4- or 5-digit code to enter with the preset buttons.",
        },
        {
          step: "Get the radio serial number from the display (many Honda and Acura radios show it when presets 1 and 6 are held at power-on) or from the radio's label.",
          tools: ["Trim tools"],
          expect: "A serial number for the manufacturer's radio-code lookup or dealer.",
        },
        {
          step: "If locked out after wrong entries, leave the key on with the radio on for the lockout time.",
          tools: [],
          expect:
            "The radio accepts a new attempt after the wait, often 60 minutes with the key on and the radio left powered; turning it off restarts the count on many units.",
        },
      ],
      fix: "Enter the correct code. Honda and Acura owners can look it up online with the serial number and VIN; other brands via a dealer with proof of ownership. Use a memory saver on the DLC or power outlet next time the battery is changed.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0,
        laborHoursHigh: 0.6,
        excludes: "Estimate; free with the code card; some dealers charge a short labor fee to retrieve it.",
      },
      verdict: "ok",
      verdictReason: "Only the radio is affected; the car is safe to drive.",
      codes: [],
      terms: ["anti-theft code", "Theftlock", "memory saver"],
      related: ["radio-loses-presets-every-key-off", "head-unit-completely-dead"],
    },
    {
      slug: "head-unit-completely-dead",
      title: "Radio completely dead: no display, no sound and no response to the power button",
      summary:
        "Start with the radio fuses (one battery feed and one accessory feed), then power and ground at the back of the unit; the radio itself fails less often than its supply.",
      symptoms: [
        "No display, no backlight and no sound in any mode",
        "Steering-wheel buttons do nothing",
        "Other accessories such as the power outlet may also be dead",
        "Sometimes a burning smell or a fuse that blows again",
      ],
      symptomIds: ["screen-black", "no-sound"],
      causes: [
        {
          likelihood: "common",
          part: "Blown radio or accessory fuse",
          why: "Without the constant or switched feed the head unit cannot start.",
        },
        {
          likelihood: "occasional",
          part: "Loose or corroded ground or connector behind the head unit",
          why: "Aftermarket installs and dash work can leave the plug half-seated or the ground loose.",
        },
        {
          likelihood: "occasional",
          part: "Head unit internal power supply failure",
          why: "A shorted or failed supply on the board stops the unit even with good feeds.",
        },
        {
          likelihood: "rare",
          part: "Not receiving its network wake-up or accessory signal",
          why: "Network-woken units stay off if the BCM never sends accessory mode.",
        },
      ],
      checks: [
        {
          step: "Check the radio and accessory fuses with a test light, both sides, key on.",
          tools: ["Test light", "Fuse chart"],
          expect: "Power on both sides of each fuse; a blown fuse is the likely cause.",
        },
        {
          step: "Pull the head unit and measure constant battery, accessory and ground at its connector.",
          tools: ["Multimeter", "Radio removal keys"],
          expect:
            "Battery voltage on constant, battery voltage on accessory with key on, and under 0.1 V drop on ground.",
        },
        {
          step: "Scan for codes and check whether the radio module responds to the scan tool.",
          tools: ["Scan tool"],
          expect: "No response with good power and ground points to the unit itself.",
        },
        {
          step: "If a new fuse blows, measure the radio feed to ground with the unit unplugged.",
          tools: ["Multimeter"],
          expect: "No continuity to ground; continuity means a shorted wire, otherwise the head unit is shorted.",
        },
      ],
      fix: "Replace the fuse (and find any short), repair the connector or ground, or replace or repair the head unit and program it if it's a network module. Re-enter radio codes and set presets.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Fuse, connector or ground repair",
            partsLow: 5,
            partsHigh: 40,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Used or rebuilt head unit installed",
            partsLow: 200,
            partsHigh: 600,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes:
          "Estimate; a fuse up to a used or rebuilt head unit; a new dealer unit ($800–$2,500), programming and taxes are extra.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive unless the backup camera or climate controls live in the same screen; a smoking unit should be disconnected.",
      codes: ["U0184"],
      terms: ["constant feed", "accessory feed", "head unit"],
      related: [
        "radio-asks-for-code-after-battery",
        "factory-amplifier-failed-no-sound",
        "radio-loses-presets-every-key-off",
      ],
    },
    {
      slug: "factory-amplifier-failed-no-sound",
      title: "Radio display works normally but no sound comes from any speaker",
      summary:
        "On premium-audio cars the separate amplifier is the usual failure, often from water or heat; on base systems it's the head unit's internal amplifier. Check the amplifier's power, ground and turn-on signal before replacing it.",
      symptoms: [
        "Display, station names and volume bar work but the speakers are silent",
        "Chimes from the cluster still sound, or also went silent if they play through the radio",
        "Premium badge (Bose, JBL, Harman Kardon, Infinity) on the speaker grilles",
        "Wet carpet in the trunk or under a seat where the amplifier lives",
      ],
      symptomIds: ["no-sound"],
      causes: [
        {
          likelihood: "common",
          part: "Failed factory amplifier",
          why: "Amplifiers in the trunk, spare-tire well or under a seat fail from heat, age or water, silencing every speaker at once.",
        },
        {
          likelihood: "occasional",
          part: "Amplifier fuse, ground or turn-on signal missing",
          why: "Without its remote turn-on signal or network command the amplifier stays in standby.",
        },
        {
          likelihood: "occasional",
          part: "Head unit not sending audio or configured for the wrong system",
          why: "After a replacement or software update the head unit may be set for the base system and send nothing to the amplifier.",
        },
        {
          likelihood: "rare",
          part: "Speaker wiring shorted, putting the amplifier into protection",
          why: "A shorted speaker wire makes many amplifiers shut off all channels.",
        },
      ],
      checks: [
        {
          step: "Find the amplifier and check for water damage, then check its fuses.",
          tools: ["Flashlight", "Test light"],
          expect: "A dry amplifier with power on its fuses; water or corrosion points to the amp.",
        },
        {
          step: "Measure battery power, ground and the turn-on or wake signal at the amplifier with the radio on.",
          tools: ["Multimeter", "Back-probe pins"],
          expect:
            "Battery voltage on power, under 0.1 V on ground, and turn-on high (about 12 V) or network traffic present.",
        },
        {
          step: "Scan the amplifier module for codes and run any speaker self-test.",
          tools: ["Scan tool"],
          expect:
            "A responding amplifier with shorted-output codes points to speaker wiring; no response points to the amp or its supply.",
        },
        {
          step: "Check for audio input at the amplifier with a scope or an amplified test speaker.",
          tools: ["Lab scope"],
          expect: "An audio signal in with nothing out condemns the amplifier.",
        },
      ],
      fix: "Replace or repair the amplifier (rebuilt units are common), repair the turn-on circuit or wiring, and configure the head unit for the premium system if it was replaced. Fix any water leak that reached the amplifier.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Rebuilt amplifier exchange",
            partsLow: 150,
            partsHigh: 400,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
          {
            name: "Repair the turn-on circuit or wiring",
            partsLow: 10,
            partsHigh: 50,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.5,
          },
          {
            name: "New OE amplifier with head-unit configuration",
            partsLow: 500,
            partsHigh: 900,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes water-leak repair, dealer programming and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive, but check that the seat-belt and warning chimes still sound if they play through the speakers.",
      codes: ["U0186"],
      terms: ["amplifier turn-on", "premium audio", "protection mode"],
      related: [
        "aftermarket-head-unit-silent-premium-speakers",
        "one-speaker-dead-or-rattling",
        "head-unit-completely-dead",
      ],
    },
    {
      slug: "one-speaker-dead-or-rattling",
      title: "One speaker is silent, buzzes or rattles on bass notes",
      summary:
        "A blown or torn speaker is most likely, then a broken wire in the door hinge or a loose door panel. Use the balance and fader to isolate it and measure the speaker's resistance before replacing it.",
      symptoms: [
        "Balance and fader show one speaker silent or distorted",
        "Buzzing or rattling at higher volume on bass-heavy music",
        "Speaker cuts in and out when the door is opened or closed or over bumps",
        "A torn cone or foam surround visible behind the grille",
      ],
      symptomIds: ["no-sound", "poor-sound"],
      causes: [
        {
          likelihood: "common",
          part: "Blown voice coil or torn cone or surround",
          why: "Age, heat and overdriving break the coil (silent) or tear the suspension (buzz and rattle).",
        },
        {
          likelihood: "occasional",
          part: "Broken speaker wire in the door jamb boot",
          why: "Repeated door openings fatigue the wires until the speaker cuts out.",
        },
        {
          likelihood: "occasional",
          part: "Loose door panel, grille or object in the door",
          why: "A loose clip or a dropped item vibrates with bass and sounds like a failed speaker.",
        },
        {
          likelihood: "rare",
          part: "Failed amplifier channel",
          why: "One dead output channel on the amp silences one speaker with good wiring.",
        },
      ],
      checks: [
        {
          step: "Use balance and fader to isolate the bad speaker, and push on the door panel while it plays.",
          tools: [],
          expect: "A rattle that stops under hand pressure is the panel, not the speaker.",
        },
        {
          step: "Unplug the speaker at its connector and read the voice-coil resistance across its two terminals.",
          tools: ["Multimeter"],
          expect:
            "Close to its rating: about 3–4 Ω for a 4 Ω speaker, 1.5–2 Ω for 2 Ω premium speakers; open means a blown coil.",
        },
        {
          step: "Briefly touch a 1.5 V battery to the speaker terminals.",
          tools: ["1.5 V battery with leads"],
          expect: "The cone moves in or out with a scratch; no movement confirms the speaker is dead.",
        },
        {
          step: "Check the wires from amplifier or radio to speaker while flexing the door boot.",
          tools: ["Multimeter"],
          expect: "Under 1 Ω, steady while flexed.",
        },
      ],
      fix: "Replace the speaker with the correct impedance (premium systems often use 2 Ω speakers, and a 4 Ω replacement will be quieter), repair broken wires, or secure the panel. Test at moderate volume.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Secure the panel or repair the speaker wire",
            partsLow: 5,
            partsHigh: 25,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the speaker with the correct impedance",
            partsLow: 40,
            partsHigh: 250,
            laborHoursLow: 0.4,
            laborHoursHigh: 1.2,
          },
        ],
        excludes: "Estimate; excludes door panel clips, premium-brand dealer speakers and taxes.",
      },
      verdict: "ok",
      verdictReason: "Only the sound is affected; the car is safe to drive.",
      codes: [],
      terms: ["voice coil", "speaker impedance", "fader"],
      related: ["factory-amplifier-failed-no-sound", "amplifier-install-whine-ground-loop"],
    },
    {
      slug: "amplifier-install-whine-ground-loop",
      title: "Whine or hum in the speakers started after an aftermarket amplifier was installed",
      summary:
        "The amplifier's ground or signal wiring is picking up noise: usually a poor ground point or signal cables run beside power wires. Move the amp ground to clean bare metal near the amp and reroute the RCA cables before adding filters.",
      symptoms: [
        "Whine that follows engine speed, or a steady hum, only since the amp went in",
        "Noise present even with the volume at zero",
        "Noise changes when the blower or turn signals are switched on",
        "Factory system was quiet before the install",
      ],
      symptomIds: ["poor-sound", "after-battery-or-install"],
      causes: [
        {
          likelihood: "common",
          part: "Amplifier ground on painted metal, a seat bolt or a long wire",
          why: "A resistive ground lets the amp's reference move with electrical load, and the difference is amplified as noise.",
        },
        {
          likelihood: "occasional",
          part: "Signal cables routed alongside the amplifier power cable",
          why: "Current pulses in the power cable induce noise into low-level RCA or speaker-level inputs.",
        },
        {
          likelihood: "occasional",
          part: "Head unit and amplifier grounded at different points",
          why: "Ground potential difference between the two ends of the signal cable creates a ground loop.",
        },
        {
          likelihood: "rare",
          part: "Damaged RCA cable shield or amp input",
          why: "A broken shield lets the signal cable pick up noise along its whole length.",
        },
      ],
      checks: [
        {
          step: "Measure voltage drop from the amp ground terminal to the battery negative with the system playing loud.",
          tools: ["Multimeter"],
          expect: "Under 0.1–0.2 V; more means a poor ground.",
        },
        {
          step: "Unplug the RCA cables at the amp with the engine running.",
          tools: [],
          expect: "Noise stops: it enters through the signal cables; noise remains: it's the amp's power or ground.",
        },
        {
          step: "Inspect cable routing along the car.",
          tools: ["Trim tools", "Flashlight"],
          expect: "Power on one side, signal on the other; shared runs are a likely source.",
        },
      ],
      fix: "Ground the amp to bare metal near it with a cable the same gauge as the power cable, reroute RCA cables away from the power cable, and only then add a ground-loop isolator or line-output converter if needed.",
      difficulty: 2,
      cost: {
        partsLow: 10,
        partsHigh: 80,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes: "Estimate; excludes rewiring a full system, new RCA cables beyond a few feet and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Annoying but not unsafe; check the amp power cable is fused near the battery while you're in there.",
      codes: [],
      terms: ["ground loop", "RCA cable", "line-output converter"],
      related: ["one-speaker-dead-or-rattling", "aftermarket-head-unit-silent-premium-speakers"],
    },
    {
      slug: "aftermarket-head-unit-silent-premium-speakers",
      title: "Aftermarket head unit powers up but the factory premium speakers stay silent",
      summary:
        "The factory amplifier isn't being turned on or isn't getting a signal it can use. Fit the vehicle-specific amplifier interface, or bypass the factory amplifier and drive the speakers directly.",
      symptoms: [
        "New stereo shows sources and volume but no sound, or only a faint sound from a few speakers",
        "Vehicle has a branded premium system with a separate amplifier",
        "Factory radio worked before the swap",
        "Chimes may also have gone quiet",
      ],
      symptomIds: ["no-sound", "after-battery-or-install"],
      causes: [
        {
          likelihood: "common",
          part: "Amplifier turn-on lead not connected",
          why: "Analog factory amplifiers need a 12 V remote turn-on signal from the head unit; without it they stay off.",
        },
        {
          likelihood: "occasional",
          part: "Factory amplifier that needs a network or digital signal",
          why: "Many newer premium amplifiers are switched on and fed over CAN, MOST or a digital audio link, which an aftermarket head unit can't provide without an interface.",
        },
        {
          likelihood: "occasional",
          part: "Signal level mismatch",
          why: "Line-level output into an amplifier expecting speaker-level input (or the reverse) gives silence or severe distortion.",
        },
        {
          likelihood: "rare",
          part: "Speakers wired directly to a head unit that can't drive 2 Ω loads",
          why: "Premium speakers are often 2 Ω; some head units go into protection when connected straight to them.",
        },
      ],
      checks: [
        {
          step: "Confirm whether the vehicle has a separate amplifier and what kind using the interface maker's fit guide.",
          tools: ["Interface fit guide"],
          expect: "An analog, CAN-controlled or digital/MOST amplifier type identified for the exact trim.",
        },
        {
          step: "Measure the amplifier turn-on wire with the stereo on.",
          tools: ["Multimeter"],
          expect: "About 12 V; 0 V means the lead isn't connected or the head unit's remote output isn't enabled.",
        },
        {
          step: "Check for audio signal arriving at the amplifier input.",
          tools: ["Lab scope", "Multimeter on AC volts"],
          expect: "A varying AC signal with music playing; none means wiring or the wrong output level.",
        },
      ],
      fix: "Install the amplifier-integration interface for that vehicle (it turns on the amp and converts the audio), or bypass the factory amplifier with a harness and power the speakers from the head unit or a new amplifier rated for their impedance. Set output levels to avoid distortion.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Amplifier-integration interface",
            partsLow: 40,
            partsHigh: 150,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Bypass harness and a new amplifier",
            partsLow: 200,
            partsHigh: 400,
            laborHoursLow: 1.2,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes the head unit, dash kit and taxes; a new aftermarket amplifier is extra.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive; make sure seat-belt and door chimes still work if they used to play through the factory system.",
      codes: [],
      terms: ["amplifier interface", "remote turn-on", "speaker-level input"],
      related: [
        "factory-amplifier-failed-no-sound",
        "steering-wheel-controls-dead-after-new-head-unit",
        "amplifier-install-whine-ground-loop",
      ],
    },
    {
      slug: "steering-wheel-controls-dead-after-new-head-unit",
      title: "Steering-wheel audio buttons stopped working after a new head unit went in",
      summary:
        "The buttons need an interface that translates their resistance or network signal for the new stereo, programmed for the head unit brand. Install or reprogram that interface rather than touching the clock spring.",
      symptoms: [
        "Volume, track and source buttons on the wheel do nothing with the new stereo",
        "Buttons worked with the factory radio",
        "Cruise and horn still work",
        "Some buttons work but do the wrong thing",
      ],
      symptomIds: ["steering-controls", "after-battery-or-install"],
      causes: [
        {
          likelihood: "common",
          part: "No steering-wheel-control interface installed",
          why: "Factory buttons send a resistance ladder or network messages the aftermarket head unit can't read on its own.",
        },
        {
          likelihood: "occasional",
          part: "Interface not programmed for the head unit brand",
          why: "The interface must be set to output the new stereo's protocol; the wrong setting gives no or mixed-up functions.",
        },
        {
          likelihood: "occasional",
          part: "Interface wire not connected to the head unit's remote input",
          why: "The 3.5 mm jack or wired remote input left unplugged behind the dash means no commands reach the stereo.",
        },
        {
          likelihood: "rare",
          part: "Clock spring or switch fault that coincided with the install",
          why: "If the horn or airbag light also act up, the fault is in the wheel, not the interface.",
        },
      ],
      checks: [
        {
          step: "Confirm the head unit has a steering-wheel-control input and that an interface is fitted.",
          tools: ["Trim tools"],
          expect: "An interface module plugged into the vehicle harness and the stereo's remote input.",
        },
        {
          step: "Measure the button signal wire while pressing each button (resistance-ladder systems).",
          tools: ["Multimeter", "Wiring diagram"],
          expect:
            "A separate step per button, typically a few hundred Ω to several kΩ, or a 5 V reference pulled lower by each press (typical; confirm in the wiring diagram); no change points to the wheel or clock spring.",
        },
        {
          step: "Reprogram the interface for the head unit brand per its instructions.",
          tools: ["Interface instructions"],
          expect: "Each button performs its function after programming.",
        },
      ],
      fix: "Install a steering-wheel-control or data interface for the vehicle, program it for the head unit brand and button layout, and connect it to the stereo's remote input. If the airbag light or horn is also affected, diagnose the clock spring separately.",
      difficulty: 2,
      cost: {
        partsLow: 40,
        partsHigh: 180,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.2,
        excludes: "Estimate; excludes the head unit, dash kit and taxes.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive; use the stereo's own controls only when stopped.",
      codes: [],
      terms: ["steering-wheel-control interface", "resistance ladder", "clock spring"],
      related: ["aftermarket-head-unit-silent-premium-speakers", "volume-knob-jumps-or-does-nothing"],
    },
    {
      slug: "bluetooth-phone-wont-pair",
      title: "Phone can't find the car over Bluetooth, or pairing fails every time",
      summary:
        "Usually a full device list, a stale old pairing, or a phone update the head unit doesn't like. Delete the pairing on both sides, clear old phones from the car, restart both and pair from the car's menu; update the head unit if it still fails.",
      symptoms: [
        "Car doesn't show up in the phone's Bluetooth list, or the phone doesn't show in the car",
        "Pairing starts, then fails with a PIN or connection error",
        "Began after a new phone or a phone software update",
        "Other phones pair normally",
      ],
      symptomIds: ["bluetooth-problems"],
      causes: [
        {
          likelihood: "common",
          part: "Head unit's paired-device list full",
          why: "Many systems hold only 5–10 phones; once full, new pairings fail without a clear message.",
        },
        {
          likelihood: "common",
          part: "Stale pairing on the phone or car",
          why: "When only one side still remembers the pairing, the security keys no longer match and reconnection fails.",
        },
        {
          likelihood: "occasional",
          part: "Phone software update incompatible with old head-unit Bluetooth software",
          why: "Older Bluetooth stacks sometimes reject newer phones until the head unit is updated.",
        },
        {
          likelihood: "rare",
          part: "Failed Bluetooth module or antenna in the head unit",
          why: "If no phone can see the car, the radio hardware itself has failed.",
        },
      ],
      checks: [
        {
          step: "Delete the car from the phone and the phone from the car, and remove unused phones from the car's list.",
          tools: [],
          expect: "Pairing succeeds after a clean start in most cases.",
        },
        {
          step: "Turn the phone off and on, and restart the head unit by cycling the ignition with a door opened or holding the power button.",
          tools: [],
          expect: "A fresh session often clears a stuck Bluetooth stack.",
        },
        {
          step: "Try pairing a second phone.",
          tools: ["Known-good phone"],
          expect: "Second phone pairs: the problem is the first phone or its software; no phone pairs: the head unit.",
        },
        {
          step: "Compare the head unit's Bluetooth software level with the maker's release notes for the phone's operating-system version.",
          tools: ["Manufacturer update site"],
          expect: "A newer version listing phone compatibility fixes.",
        },
      ],
      noMeasurement:
        "Pairing failures live in the phone's and head unit's Bluetooth software and stored device lists; there is no voltage or signal a shop meter can read to show why a pairing is refused.",
      fix: "Clear stale pairings and re-pair; update the head unit software; as a last step do a master reset of the head unit. Replace the Bluetooth module or head unit only if no phone can pair on current software.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner clears pairings and re-pairs",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          { name: "Shop head-unit software update", partsLow: 0, partsHigh: 0, laborHoursLow: 0.5, laborHoursHigh: 1 },
        ],
        excludes:
          "Estimate; free to do yourself; excludes a replacement head unit or Bluetooth module if the hardware has failed.",
      },
      verdict: "ok",
      verdictReason: "The car is fine to drive; set up pairing only while parked.",
      codes: [],
      terms: ["Bluetooth pairing", "paired-device list", "master reset"],
      related: [
        "bluetooth-calls-drop-music-stutters",
        "head-unit-freezes-and-reboots",
        "wireless-carplay-android-auto-wont-start",
      ],
    },
    {
      slug: "bluetooth-calls-drop-music-stutters",
      title: "Bluetooth calls drop and music skips or stutters while driving",
      summary:
        "Usually the phone, not the car: battery-saver settings, radio interference from Wi-Fi, a watch sharing the connection, or the phone in a back pocket. Test with settings changed and a second phone before blaming the head unit.",
      symptoms: [
        "Streaming audio cuts out for a second or two at random",
        "Calls switch back to the phone or drop",
        "Worse with the phone in a pocket or bag, or with navigation running on the phone",
        "Happens with one phone more than others",
      ],
      symptomIds: ["bluetooth-problems", "poor-sound"],
      causes: [
        {
          likelihood: "common",
          part: "Phone power-saving or Bluetooth settings",
          why: "Battery optimization throttles the music app or the Bluetooth radio, so audio packets arrive late.",
        },
        {
          likelihood: "common",
          part: "Interference on the crowded 2.4 GHz band",
          why: "Phone Wi-Fi, a smartwatch, earbuds and the car's Bluetooth all share the band; the audio stream loses packets.",
        },
        {
          likelihood: "occasional",
          part: "Two phones fighting for the connection",
          why: "A second paired phone in the car reconnects and knocks the first one off.",
        },
        {
          likelihood: "occasional",
          part: "Outdated head-unit Bluetooth software",
          why: "Updates often improve audio streaming and hands-free stability.",
        },
        {
          likelihood: "rare",
          part: "Weak Bluetooth antenna or failing module",
          why: "Poor reception inside the car makes every phone drop, even sitting on the console.",
        },
      ],
      checks: [
        {
          step: "Put the phone on the console, turn off Wi-Fi and disconnect the watch and earbuds, then test.",
          tools: [],
          expect: "Stutters stopping point to phone-side interference or settings.",
        },
        {
          step: "Turn off battery saver and allow the music app to run in the background without restriction.",
          tools: [],
          expect: "Steady streaming confirms the phone's power settings.",
        },
        {
          step: "Test with a different phone and remove other phones from automatic connection.",
          tools: ["Known-good phone"],
          expect: "A second phone streaming cleanly clears the car.",
        },
        {
          step: "Look up whether a newer head-unit release lists call-drop or streaming-stutter fixes for this phone model.",
          tools: ["Manufacturer update site"],
          expect: "A newer version with Bluetooth call and audio-streaming fixes.",
        },
      ],
      noMeasurement:
        "Stutters come from radio interference and phone power management inside the Bluetooth link; a shop has no meter for the link, so the test is removing one phone-side setting at a time.",
      fix: "Adjust phone settings and keep it on the console, set one priority phone, and update both phone and head unit software. Replace the Bluetooth module or head unit only when every phone drops on current software.",
      difficulty: 1,
      cost: {
        scenarios: [
          { name: "Owner changes phone settings", partsLow: 0, partsHigh: 0, laborHoursLow: 0, laborHoursHigh: 0 },
          { name: "Shop software update and reset", partsLow: 0, partsHigh: 0, laborHoursLow: 0.5, laborHoursHigh: 1 },
        ],
        excludes:
          "Estimate; settings are free; excludes a hardware replacement if testing proves the car's Bluetooth module has failed.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive; if calls drop, pull over to call back rather than fiddling with the phone.",
      codes: [],
      terms: ["battery optimization", "2.4 GHz interference", "hands-free profile"],
      related: ["bluetooth-phone-wont-pair", "callers-hear-muffled-voice-or-echo"],
    },
    {
      slug: "callers-hear-muffled-voice-or-echo",
      title: "Callers say you sound muffled and far away, or hear their own voice echo",
      summary:
        "The hands-free microphone is blocked, unplugged or failing, or the cabin volume is feeding back into it. Check the mic location (headliner or mirror), whether it was disturbed by a windshield or headliner job, and test it on a call.",
      symptoms: [
        "Callers hear you faintly or with heavy noise",
        "Callers hear an echo of their own voice",
        "Started after windshield replacement, sunroof repair or a dash cam install",
        "Calls are fine when held up to the phone itself",
      ],
      symptomIds: ["call-quality", "bluetooth-problems", "after-battery-or-install"],
      causes: [
        {
          likelihood: "common",
          part: "Microphone unplugged or pinched during windshield or headliner work",
          why: "Mirror- and overhead-mounted mics are disconnected for these jobs and easily left unplugged, so the system falls back to a weak signal or none.",
        },
        {
          likelihood: "occasional",
          part: "Microphone blocked by a toll tag, dash cam or dust",
          why: "Anything over the mic holes muffles your voice.",
        },
        {
          likelihood: "occasional",
          part: "Call volume set very high",
          why: "Loud speaker output leaks into the mic and the echo canceller can't remove it all.",
        },
        {
          likelihood: "rare",
          part: "Failed microphone or head-unit audio input",
          why: "A dead mic element or input circuit gives near-silence to the caller.",
        },
      ],
      checks: [
        {
          step: "Find the mic (overhead console, headliner near the mirror, or in the mirror itself) and clear anything covering it.",
          tools: ["Flashlight"],
          expect: "Mic holes clear and no new device mounted over them.",
        },
        {
          step: "Call your own voicemail and leave a message at normal volume, then play it back.",
          tools: ["Phone"],
          expect: "Clear audio rules out the mic; muffled audio points to it.",
        },
        {
          step: "Check the mic connector at the mirror or overhead console and measure the mic bias voltage.",
          tools: ["Multimeter", "Trim tools"],
          expect:
            "Connector latched; typically about 5–10 V DC of bias on the mic signal wire with a call active (typical; confirm in the service information), and 0 V there means an open feed.",
        },
        {
          step: "Lower the call volume and test again.",
          tools: [],
          expect: "Echo disappearing confirms feedback rather than a fault.",
        },
      ],
      fix: "Reconnect or repair the mic wiring, move whatever is blocking it, or replace the microphone (often a small plug-in part). Update the head unit if a known call-quality software fix exists.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Reconnect or unblock the microphone",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          { name: "Replace the microphone", partsLow: 25, partsHigh: 150, laborHoursLow: 0.4, laborHoursHigh: 1.2 },
        ],
        excludes:
          "Estimate; excludes a replacement mirror assembly with a built-in mic, headliner removal beyond normal access and taxes.",
      },
      verdict: "ok",
      verdictReason: "Only call quality is affected; the car is safe to drive.",
      codes: [],
      terms: ["hands-free microphone", "echo cancellation", "mic bias voltage"],
      related: ["bluetooth-calls-drop-music-stutters", "bluetooth-phone-wont-pair"],
    },
    {
      slug: "wired-carplay-android-auto-disconnects",
      title: "Wired CarPlay or Android Auto drops out over bumps or won't start when plugged in",
      summary:
        "Most often the cable or the phone's charging port (worn, cheap or packed with lint), then the car's USB port or hub. Use a short certified cable in the data-capable port before suspecting the head unit.",
      symptoms: [
        "Projection disconnects and reconnects over bumps",
        "Phone charges but CarPlay or Android Auto never starts",
        "Works in one USB port but not another",
        "Works with a different cable",
      ],
      symptomIds: ["carplay-android-auto", "usb-charging"],
      causes: [
        {
          likelihood: "common",
          part: "Worn, long or uncertified USB cable",
          why: "Projection needs a clean high-speed data link; a frayed or charge-only cable passes power but drops data.",
        },
        {
          likelihood: "common",
          part: "Lint packed in the phone's charging port",
          why: "Pocket lint keeps the plug from seating fully, so the data pins lose contact on bumps.",
        },
        {
          likelihood: "occasional",
          part: "Using a charge-only USB port",
          why: "Many cars have only one data port, marked with a phone or CarPlay icon; the others only charge.",
        },
        {
          likelihood: "occasional",
          part: "Worn or failed USB port or media hub",
          why: "Loose internal contacts or a failed hub module (a frequent replacement on Ford SYNC 3 vehicles) break the data connection.",
        },
        {
          likelihood: "rare",
          part: "Phone settings or restrictions blocking projection",
          why: "Screen-time limits, CarPlay disabled while locked, or an outdated Android Auto app stop it from starting.",
        },
      ],
      checks: [
        {
          step: "Clean the phone's port gently with a wooden toothpick and try a short certified cable in the marked data port.",
          tools: ["Certified USB cable", "Flashlight"],
          expect: "Stable connection confirms the cable or phone port.",
        },
        {
          step: "Try a different phone with the same cable and port.",
          tools: ["Known-good phone"],
          expect: "Both phones dropping points to the car's port or hub.",
        },
        {
          step: "Check phone settings for CarPlay or Android Auto permission and updates.",
          tools: [],
          expect: "Projection allowed, including while locked, and apps up to date.",
        },
        {
          step: "Wiggle the plug gently in the car's port while connected.",
          tools: [],
          expect: "Disconnection with slight movement means a worn car port.",
        },
        {
          step: "Plug a USB power meter into the car's data port, then connect the phone through it and start projection.",
          tools: ["USB power meter"],
          expect:
            "4.75–5.25 V with no phone and above about 4.75 V while charging; a sag below about 4.5 V or a reading that flickers on bumps points to the port or its hub wiring.",
        },
      ],
      fix: "Replace the cable with a short certified one, clean the phone port, or replace the car's USB port or media hub (some need programming or a software update afterward). Update the head unit software.",
      difficulty: 1,
      cost: {
        scenarios: [
          { name: "Short certified cable", partsLow: 10, partsHigh: 30, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Replace the USB port or media hub",
            partsLow: 60,
            partsHigh: 200,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
        ],
        excludes: "Estimate; a cable is a DIY fix; excludes head unit replacement and dealer programming of a new hub.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive; set up navigation before you leave in case projection drops.",
      codes: [],
      terms: ["Apple CarPlay", "Android Auto", "USB media hub"],
      related: [
        "usb-port-wont-charge-or-read",
        "wireless-carplay-android-auto-wont-start",
        "reboots-when-phone-plugged-in",
      ],
      commonOn: [
        { make: "ford", years: [2016, 2023] },
        { make: "lincoln", years: [2016, 2023] },
      ],
    },
    {
      slug: "wireless-carplay-android-auto-wont-start",
      title: "Wireless CarPlay or Android Auto won't launch even though Bluetooth connects",
      summary:
        "Wireless projection needs Bluetooth to start and the car's Wi-Fi to run; a phone VPN, hotspot, Wi-Fi turned off or an old pairing blocks it. Forget the car on the phone and set it up again from scratch.",
      symptoms: [
        "Phone connects for calls but projection never appears",
        "Projection starts then falls back to Bluetooth audio only",
        "Worked until a phone software update",
        "Wired projection still works",
      ],
      symptomIds: ["carplay-android-auto", "bluetooth-problems"],
      causes: [
        {
          likelihood: "common",
          part: "Phone Wi-Fi off, VPN or personal hotspot active",
          why: "The projection stream runs over a direct Wi-Fi link to the car, which these settings block or hijack.",
        },
        {
          likelihood: "common",
          part: "Stale pairing after a phone or head-unit update",
          why: "The stored Wi-Fi credentials no longer match, so the Wi-Fi half of the connection fails.",
        },
        {
          likelihood: "occasional",
          part: "Phone or car not supporting wireless projection",
          why: "Wireless Android Auto needs a compatible phone (Android 11 or newer on most) and a car or adapter built for it.",
        },
        {
          likelihood: "rare",
          part: "Failed Wi-Fi hardware in the head unit",
          why: "If no phone can connect wirelessly but wired works, the head unit's Wi-Fi is suspect.",
        },
      ],
      checks: [
        {
          step: "Turn Wi-Fi on, disable VPN and personal hotspot, then restart the phone.",
          tools: [],
          expect: "Projection starting confirms a phone setting.",
        },
        {
          step: "Forget the car in Bluetooth and in CarPlay or Android Auto settings, delete the phone in the car, and set up again.",
          tools: [],
          expect: "A fresh setup works in most cases.",
        },
        {
          step: "Test with a second compatible phone.",
          tools: ["Known-good phone"],
          expect: "Second phone working clears the car.",
        },
        {
          step: "Look up the head unit's software level and any release that addresses wireless projection.",
          tools: ["Manufacturer update site"],
          expect: "Updates addressing wireless projection.",
        },
      ],
      noMeasurement:
        "Wireless projection is a Bluetooth handshake followed by a Wi-Fi link negotiated in software; nothing on the car's wiring can be measured to show why the session will not launch.",
      fix: "Correct phone settings and redo the setup; update both phone and head unit. If the car's Wi-Fi hardware has failed, repair or replace the head unit, or use a plug-in wireless adapter where the car supports wired projection.",
      difficulty: 1,
      cost: {
        scenarios: [
          { name: "Owner redoes the phone setup", partsLow: 0, partsHigh: 0, laborHoursLow: 0, laborHoursHigh: 0 },
          { name: "Head-unit software update", partsLow: 0, partsHigh: 0, laborHoursLow: 0.5, laborHoursHigh: 1 },
        ],
        excludes: "Estimate; settings are free; excludes a wireless adapter or head-unit replacement.",
      },
      verdict: "ok",
      verdictReason: "The car is unaffected; don't troubleshoot the phone while driving.",
      codes: [],
      terms: ["wireless projection", "VPN", "Wi-Fi Direct"],
      related: ["wired-carplay-android-auto-disconnects", "bluetooth-phone-wont-pair"],
    },
    {
      slug: "usb-port-wont-charge-or-read",
      title: "USB port won't charge the phone, or charges so slowly the battery still drops",
      summary:
        "A blown fuse, a damaged port or a low-power port that can't keep up with navigation and screen-on use. Measure the port's output with a USB meter, then replace the port, the fuse or the hub module.",
      symptoms: [
        "Phone shows no charging icon in one or all USB ports",
        "Battery percentage still falls while plugged in and navigating",
        "USB music or projection missing along with charging",
        "Port feels loose or the plug drops out",
      ],
      symptomIds: ["usb-charging", "carplay-android-auto"],
      causes: [
        {
          likelihood: "common",
          part: "Low-current USB port",
          why: "Older ports supply about 0.5–1 A at 5 V, less than a phone uses with the screen, GPS and cellular all running.",
        },
        {
          likelihood: "occasional",
          part: "Blown fuse for the USB ports or hub",
          why: "A shorted cable or a coin in the port blows it and kills charging.",
        },
        {
          likelihood: "occasional",
          part: "Damaged or corroded port contacts",
          why: "Spilled drinks and forced plugs damage the contacts so power or data doesn't pass.",
        },
        {
          likelihood: "rare",
          part: "Failed USB hub module",
          why: "The hub behind the ports fails electronically and drops power or data for every port it serves.",
        },
      ],
      checks: [
        {
          step: "Try a known-good cable and phone in each port, then check the USB fuse.",
          tools: ["Certified USB cable", "Test light"],
          expect: "Charging in some ports but not others points to a port; none working points to the fuse or hub.",
        },
        {
          step: "Plug in a USB power meter and load it with the phone.",
          tools: ["USB power meter"],
          expect:
            "About 4.75–5.25 V (or higher on USB-C Power Delivery) and the current the port is rated for; 0 V means no supply.",
        },
        {
          step: "Measure supply and ground at the port or hub connector.",
          tools: ["Multimeter", "Back-probe pins"],
          expect: "Battery voltage and good ground into the hub; power in but nothing out means the hub is bad.",
        },
      ],
      fix: "Replace the fuse, port or hub module (program or update it if required), or use a higher-output USB-C port or adapter for fast charging. Clean a port only with power off and non-metal tools.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Owner replaces the USB fuse", partsLow: 5, partsHigh: 10, laborHoursLow: 0, laborHoursHigh: 0 },
          {
            name: "Replace the USB port or media hub",
            partsLow: 40,
            partsHigh: 250,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
        ],
        excludes:
          "Estimate; excludes dash disassembly on vehicles where the hub sits deep in the console, dealer programming and taxes.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive; carry a 12 V adapter if you rely on the phone for navigation.",
      codes: [],
      terms: ["USB hub", "USB power meter", "Power Delivery"],
      related: ["wired-carplay-android-auto-disconnects", "wireless-charging-pad-stops-charging"],
    },
    {
      slug: "fm-reception-weak-everywhere",
      title: "FM stations fade, hiss or drop out even near town",
      summary:
        "The antenna path is usually the problem: a broken or corroded mast, a loose antenna cable, or an unpowered antenna amplifier (common after a stereo swap). Check the antenna and its power before blaming the radio.",
      symptoms: [
        "Strong local stations hiss or fade in and out",
        "AM reception also weak or gone",
        "Started after a car wash, roof-rack fitting, rear-glass replacement or new stereo",
        "Reception changes when the antenna mast is wiggled",
      ],
      symptomIds: ["radio-reception", "after-battery-or-install"],
      causes: [
        {
          likelihood: "common",
          part: "Damaged, loose or corroded antenna mast or base",
          why: "A poor mast-to-base joint or cracked base loses signal before it reaches the cable.",
        },
        {
          likelihood: "occasional",
          part: "Antenna amplifier not powered",
          why: "Rear-glass and shark-fin antennas have an amplifier that needs 12 V from the radio's antenna power lead; an aftermarket stereo often leaves it unpowered.",
        },
        {
          likelihood: "occasional",
          part: "Loose or broken antenna cable connection at the radio",
          why: "A half-seated plug or damaged coax drops most of the signal.",
        },
        {
          likelihood: "rare",
          part: "Broken rear-glass antenna grid line or tab",
          why: "A scraped grid or detached solder tab on the glass opens the antenna.",
        },
      ],
      checks: [
        {
          step: "Inspect the mast and base for cracks, corrosion and looseness; tighten or swap the mast.",
          tools: ["Flashlight"],
          expect: "A tight, clean mast; improvement after tightening confirms it.",
        },
        {
          step: "With the radio on, measure the antenna amplifier's power feed.",
          tools: ["Multimeter", "Wiring diagram"],
          expect: "About 12 V on the amplifier feed; 0 V means no antenna power lead connected or a blown fuse.",
        },
        {
          step: "Unplug the antenna cable at the radio and check continuity from the mast to the center pin and from the center pin to the shield.",
          tools: ["Multimeter"],
          expect: "Continuity through the center conductor and no continuity to the shield on mast-type antennas.",
        },
        {
          step: "Inspect rear-glass grid lines and the connection tab.",
          tools: ["Flashlight"],
          expect: "Intact lines and a firmly attached tab.",
        },
      ],
      fix: "Replace the mast or base, connect the antenna power lead on aftermarket stereos, repair or replace the antenna cable, or repair the glass tab. Re-test on weak and strong stations.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace the antenna mast or base",
            partsLow: 15,
            partsHigh: 80,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Replace the antenna cable or amplifier module",
            partsLow: 80,
            partsHigh: 250,
            laborHoursLow: 1,
            laborHoursHigh: 1.6,
          },
        ],
        excludes:
          "Estimate; excludes headliner removal for roof antennas on some models, rear glass replacement and taxes.",
      },
      verdict: "ok",
      verdictReason: "Only radio reception is affected; safe to drive.",
      codes: [],
      terms: ["antenna amplifier", "antenna mast", "coaxial cable"],
      related: [
        "radio-static-from-led-bulbs-dash-cam",
        "siriusxm-check-antenna-no-signal",
        "hd-radio-station-skips-and-echoes",
      ],
    },
    {
      slug: "radio-static-from-led-bulbs-dash-cam",
      title: "AM and FM static started after fitting LED bulbs, a dash cam or a cheap phone charger",
      summary:
        "The new device's switching power supply is radiating noise into the radio band. Unplug or switch off each add-on in turn to find it, then fit a better-filtered part or ferrite chokes.",
      symptoms: [
        "Buzz or hiss on AM and weak FM stations only when the add-on is on",
        "Noise appears when headlights or interior lights switch on",
        "A portable AM radio held near the device buzzes loudly",
        "Static disappears with the device unplugged",
      ],
      symptomIds: ["radio-reception", "poor-sound", "after-battery-or-install"],
      causes: [
        {
          likelihood: "common",
          part: "LED bulb driver with poor filtering",
          why: "The small switching regulator in plug-in LED bulbs emits radio-frequency noise that the antenna picks up.",
        },
        {
          likelihood: "common",
          part: "Dash cam or 12 V USB charger power supply",
          why: "Cheap converters broadcast wideband noise from the windshield area, right near many antennas.",
        },
        {
          likelihood: "occasional",
          part: "Wireless phone charger or radar detector",
          why: "These devices switch at frequencies that can land in the AM band.",
        },
        {
          likelihood: "rare",
          part: "Aftermarket wiring routed alongside the antenna cable",
          why: "Power leads bundled with the coax couple noise directly into it.",
        },
      ],
      checks: [
        {
          step: "Tune a weak AM station and unplug or switch off each add-on one at a time.",
          tools: [],
          expect: "The noise stopping when one device is off identifies it.",
        },
        {
          step: "Use a portable AM radio as a sniffer around the cabin and lamp housings.",
          tools: ["Portable AM radio"],
          expect: "The loudest buzz near the offending device.",
        },
        {
          step: "Check whether add-on wiring runs alongside the antenna cable.",
          tools: ["Trim tools", "Flashlight"],
          expect: "Separate routing; shared runs need moving.",
        },
        {
          step: "Battery off, measure from the antenna cable's outer shell at the radio end to the radio chassis and to body ground.",
          tools: ["Multimeter"],
          expect:
            "Under about 1 Ω shell to ground; a higher reading means a poor shield ground that lets add-on noise in on every station, even after the device is fixed.",
        },
      ],
      fix: "Replace the device with a better-filtered one (look for FCC Part 15 compliance), add clip-on ferrite chokes to its power lead, and route its wiring away from the antenna cable. Go back to factory bulbs if no LED version is quiet.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Clip-on ferrite chokes or a filtered charger",
            partsLow: 5,
            partsHigh: 25,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Quiet LED or factory bulbs installed",
            partsLow: 20,
            partsHigh: 120,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
        ],
        excludes: "Estimate; excludes replacing headlamp assemblies and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive, but LED bulbs in halogen headlamp housings can also glare other drivers; check the aim.",
      codes: [],
      terms: ["RF interference", "ferrite choke", "switching power supply"],
      related: ["fm-reception-weak-everywhere", "hd-radio-station-skips-and-echoes"],
    },
    {
      slug: "siriusxm-check-antenna-no-signal",
      title: "SiriusXM shows Check Antenna or No Signal under open sky",
      summary:
        "Check Antenna means the radio sees an open or short in the satellite antenna or its cable, often a leaking roof shark fin. No Signal under open sky points to the same path. Inspect and test the antenna before replacing the radio.",
      symptoms: [
        "Message reads Check Antenna, Antenna Error or No Signal",
        "Channels drop under open sky, not only under bridges",
        "Other radio bands work",
        "Water stains in the headliner near the roof antenna",
      ],
      symptomIds: ["radio-reception"],
      causes: [
        {
          likelihood: "common",
          part: "Failed or water-damaged roof antenna",
          why: "A leaking shark-fin seal lets water corrode the satellite antenna's amplifier, so no signal passes.",
        },
        {
          likelihood: "occasional",
          part: "Damaged antenna cable or connector",
          why: "A cable pinched during headliner or pillar work opens or shorts the path, triggering Check Antenna.",
        },
        {
          likelihood: "occasional",
          part: "Subscription or radio activation problem",
          why: "An inactive radio ID shows limited channels or a subscription message, not an antenna error, but owners often confuse them.",
        },
        {
          likelihood: "rare",
          part: "Satellite tuner failure in the radio or a separate tuner module",
          why: "With a good antenna and cable, the tuner itself may have failed.",
        },
      ],
      checks: [
        {
          step: "Park outside with a clear view of the southern sky and tune channel 0 or 1 to check the radio ID and signal.",
          tools: [],
          expect: "The radio ID displays and signal bars show; none with Check Antenna means an antenna fault.",
        },
        {
          step: "Inspect the roof antenna seal and the headliner around it for water.",
          tools: ["Flashlight"],
          expect: "No stains or corrosion.",
        },
        {
          step: "Check the antenna cable connector at the radio or tuner and measure antenna supply voltage.",
          tools: ["Multimeter", "Trim tools"],
          expect:
            "Connector seated and typically about 5 V DC on the satellite antenna center pin with the radio on (typical; confirm in the service information); 0 V points to the radio or tuner feed.",
        },
        {
          step: "Connect a known-good or temporary magnetic satellite antenna.",
          tools: ["Test antenna"],
          expect: "Signal returning confirms the vehicle antenna or cable.",
        },
      ],
      fix: "Replace the roof antenna and its seal (and dry any wet headliner), or repair the cable. If only the subscription was the issue, refresh the radio through SiriusXM's online refresh. Replace the tuner only if a good antenna still fails.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair the antenna cable or connector",
            partsLow: 10,
            partsHigh: 60,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the roof antenna and its seal",
            partsLow: 60,
            partsHigh: 400,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes headliner removal on some models, water-damage repair and subscription fees.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive; fix a leaking antenna soon, because water in the headliner can reach other wiring.",
      codes: [],
      terms: ["shark-fin antenna", "satellite tuner", "radio ID"],
      related: ["fm-reception-weak-everywhere", "navigation-shows-wrong-location"],
    },
    {
      slug: "hd-radio-station-skips-and-echoes",
      title: "FM station jumps back a few seconds or echoes as you drive away from town",
      summary:
        "The radio is switching between a station's HD digital and analog signals, and that station's two streams aren't aligned. It's a broadcast issue, not a fault in your car; turning HD Radio off in the settings stops it.",
      symptoms: [
        "Song or talk jumps back or ahead a few seconds, then continues",
        "Sound briefly echoes or changes tone",
        "Happens on the same stations in the same fringe areas",
        "HD indicator on the display flickers on and off",
      ],
      symptomIds: ["radio-reception", "poor-sound"],
      causes: [
        {
          likelihood: "common",
          part: "Station's digital and analog streams out of time alignment",
          why: "When the digital signal weakens the radio blends to analog; if the station's delay is misaligned, the audio jumps.",
        },
        {
          likelihood: "occasional",
          part: "Marginal reception from a weak antenna",
          why: "A weak antenna makes the radio blend more often, making the skips more frequent.",
        },
        {
          likelihood: "rare",
          part: "Head unit software blending bug",
          why: "Some radios received updates improving how they blend between digital and analog.",
        },
      ],
      checks: [
        {
          step: "Note whether it happens on one station or many.",
          tools: [],
          expect: "One or two stations points to the broadcaster's alignment.",
        },
        {
          step: "Turn HD Radio reception off in the audio settings if offered.",
          tools: [],
          expect: "Skips stop, confirming the blend issue.",
        },
        {
          step: "If it happens on every HD station even close to the transmitter, check the antenna system.",
          tools: ["Multimeter"],
          expect: "A healthy antenna means it's the station or radio software.",
        },
      ],
      noMeasurement:
        "The skip is a timing mismatch between a station's analog and digital streams, set at the transmitter; the radio only blends between them, so no reading in the car will show or cure it.",
      fix: "Turn off HD Radio for those stations or contact the station; update the head unit if a blend improvement is available; repair the antenna if reception is generally weak.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0,
        laborHoursHigh: 0,
        excludes: "Estimate; a settings change is free; excludes any antenna repair if reception is weak overall.",
      },
      verdict: "ok",
      verdictReason: "Nothing is wrong with the vehicle; it's safe to drive.",
      codes: [],
      terms: ["HD Radio", "digital-analog blend", "time alignment"],
      related: ["fm-reception-weak-everywhere", "radio-static-from-led-bulbs-dash-cam"],
    },
    {
      slug: "backup-camera-black-in-reverse",
      title: "Backup camera screen stays black, blue or says no signal when shifted into Reverse",
      summary:
        "Usually a broken wire in the trunk lid, liftgate or tailgate harness or a failed camera, sometimes a blown fuse or a head unit that doesn't get the reverse signal. Check for video at the camera connector before buying a camera.",
      symptoms: [
        "Screen switches to the camera view but shows black, blue or a no-signal message",
        "Guidelines may display over a black picture",
        "Screen doesn't switch to camera at all in Reverse",
        "Worse when opening and closing the tailgate or liftgate",
      ],
      symptomIds: ["camera-problems"],
      causes: [
        {
          likelihood: "common",
          part: "Broken camera power or video wire in the hinge harness",
          why: "Every opening flexes the harness at the hinge until a wire breaks, cutting power or video.",
        },
        {
          likelihood: "common",
          part: "Failed or water-damaged camera",
          why: "Exposed cameras take water, car-wash chemicals and impacts; an internal failure leaves no picture.",
        },
        {
          likelihood: "occasional",
          part: "Blown camera or radio fuse",
          why: "Without power the camera sends no image.",
        },
        {
          likelihood: "occasional",
          part: "Head unit or camera module not receiving the reverse signal",
          why: "If the transmission range signal or reverse input doesn't reach it, the display never switches.",
        },
      ],
      checks: [
        {
          step: "Check the camera fuse and look for camera or video codes in the radio or camera module.",
          tools: ["Scan tool", "Test light"],
          expect: "A blown fuse or a camera circuit code narrows it down.",
        },
        {
          step: "Back-probe the camera connector with Reverse selected.",
          tools: ["Multimeter", "Back-probe pins"],
          expect: "Supply voltage (often 6 V or 12 V, per the diagram) and a good ground at the camera.",
        },
        {
          step: "Scope the video signal at the camera and at the head unit.",
          tools: ["Lab scope"],
          expect:
            "A video waveform (about 1 V peak to peak on analog cameras) at the camera; present at the camera but not at the head unit means a wiring break.",
        },
        {
          step: "Flex the hinge harness with the camera displayed.",
          tools: [],
          expect: "Picture dropping with movement confirms a harness break.",
        },
      ],
      fix: "Repair the broken hinge wires or replace the harness section, or replace the camera (some need calibration of the guidelines). Repair the reverse-signal input if the display never switches. Confirm a clear image within 2 seconds of shifting into Reverse.",
      difficulty: 3,
      cost: {
        scenarios: [
          { name: "Repair the broken hinge wires", partsLow: 20, partsHigh: 60, laborHoursLow: 0.8, laborHoursHigh: 2 },
          { name: "Replace the backup camera", partsLow: 150, partsHigh: 600, laborHoursLow: 0.4, laborHoursHigh: 1.2 },
        ],
        excludes: "Estimate; excludes surround-view calibration, dealer camera pricing and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "You can drive, but back up slowly using the mirrors and turning to look; a dead camera is a legal safety item on 2018 and newer vehicles.",
      codes: [],
      terms: ["rear-view camera", "hinge harness", "FMVSS 111"],
      related: [
        "backup-camera-flickers-rolls-or-lines",
        "backup-camera-foggy-or-blurry",
        "backup-camera-slow-to-appear",
      ],
    },
    {
      slug: "backup-camera-flickers-rolls-or-lines",
      title: "Backup camera picture flickers, rolls or shows colored lines",
      summary:
        "Intermittent video: a chafed or broken wire in the tailgate or liftgate harness, a loose connector, or a ground fault putting noise on the video signal. Flex-test the harness while watching the picture.",
      symptoms: [
        "Picture rolls or tears, then settles",
        "Colored bands or lines across the image",
        "Image goes black on bumps or when the gate is moved",
        "Interference that changes with engine speed",
      ],
      symptomIds: ["camera-problems"],
      causes: [
        {
          likelihood: "common",
          part: "Chafed or cracked wire in the gate hinge harness",
          why: "An intermittent shield or signal connection lets the video drop or pick up noise; common on pickups with tailgate cameras.",
        },
        {
          likelihood: "occasional",
          part: "Corroded connector at the camera",
          why: "Water at the camera plug adds resistance and noise to the video circuit.",
        },
        {
          likelihood: "occasional",
          part: "Poor ground at the camera or display",
          why: "A ground difference between camera and display shows up as lines and rolling that change with electrical load.",
        },
        {
          likelihood: "rare",
          part: "Failing camera image sensor",
          why: "A failing camera produces lines even with perfect wiring.",
        },
      ],
      checks: [
        {
          step: "Display the camera and flex the gate harness and open and close the gate.",
          tools: [],
          expect: "The image breaking up at one position pinpoints a harness break.",
        },
        {
          step: "Unplug the camera at the gate and look into both connector halves for water, green pins or a torn seal.",
          tools: ["Flashlight", "Trim tools"],
          expect: "Clean, dry pins.",
        },
        {
          step: "Measure voltage drop on the camera ground with the engine running and loads on.",
          tools: ["Multimeter"],
          expect: "Under 0.1 V between the camera ground and battery negative; more adds noise to the picture.",
        },
        {
          step: "Scope the video signal at the head unit while flexing.",
          tools: ["Lab scope"],
          expect: "A stable waveform; dropouts or hash while flexing confirm the wiring.",
        },
      ],
      fix: "Repair or replace the hinge harness section (shielded video cable must be repaired with proper shielded splices or a new section), clean or replace the connector, or repair the ground. Replace the camera only if the image stays bad with good wiring.",
      difficulty: 3,
      cost: {
        scenarios: [
          {
            name: "Repair the hinge harness with shielded splices",
            partsLow: 20,
            partsHigh: 80,
            laborHoursLow: 0.6,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the harness section or camera",
            partsLow: 150,
            partsHigh: 450,
            laborHoursLow: 1,
            laborHoursHigh: 2.4,
          },
        ],
        excludes: "Estimate; excludes a complete tailgate harness at dealer price, calibration and taxes.",
      },
      verdict: "careful",
      verdictReason:
        "Don't trust a picture that flickers; back up using mirrors and a look over your shoulder until it's repaired.",
      codes: [],
      terms: ["video signal", "shielded cable", "ground offset"],
      related: ["backup-camera-black-in-reverse", "backup-camera-foggy-or-blurry"],
    },
    {
      slug: "backup-camera-foggy-or-blurry",
      title: "Backup camera image is foggy, blurry or washed out",
      summary:
        "Usually a dirty or scratched lens, or moisture trapped inside the camera. Clean the lens first; if it's fogged inside, the camera needs replacing.",
      symptoms: [
        "Image looks hazy or milky, worse in morning dew or after rain",
        "Bright glare or halo around lights at night",
        "Droplets or fog visible inside the lens",
        "Image clears after wiping the lens",
      ],
      symptomIds: ["camera-problems"],
      causes: [
        {
          likelihood: "common",
          part: "Road film, salt or wax on the lens",
          why: "A thin film scatters light and blurs the image.",
        },
        {
          likelihood: "occasional",
          part: "Moisture inside the camera housing",
          why: "A failed seal lets water in; it condenses on the inside of the lens.",
        },
        {
          likelihood: "occasional",
          part: "Scratched or degraded lens coating",
          why: "Abrasive cleaning or age clouds the lens surface permanently.",
        },
        {
          likelihood: "rare",
          part: "Camera focus or sensor failure",
          why: "An internal fault leaves the image soft even with a clear lens.",
        },
      ],
      checks: [
        {
          step: "Clean the lens with a soft microfiber cloth and glass cleaner.",
          tools: ["Microfiber cloth"],
          expect: "A clear image returning confirms dirt.",
        },
        {
          step: "Inspect the lens closely for internal fog or droplets.",
          tools: ["Flashlight", "Magnifier"],
          expect:
            "No moisture inside; fog that clears as a hair dryer warms the housing to about 100 °F and returns once it cools means a failed seal.",
        },
        {
          step: "Compare the image in daylight and darkness.",
          tools: [],
          expect: "Even quality; haze only in certain conditions points to moisture or coating wear.",
        },
      ],
      fix: "Clean the lens, or replace a camera with internal moisture or a damaged lens and seal its connector. Some vehicles need the guidelines recalibrated after camera replacement.",
      difficulty: 2,
      cost: {
        scenarios: [
          { name: "Owner cleans the lens", partsLow: 0, partsHigh: 0, laborHoursLow: 0, laborHoursHigh: 0 },
          { name: "Replace the backup camera", partsLow: 120, partsHigh: 450, laborHoursLow: 0.5, laborHoursHigh: 1.6 },
        ],
        excludes: "Estimate; cleaning is free; excludes surround-view calibration and taxes.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive; don't rely on a blurry camera, especially at night.",
      codes: [],
      terms: ["camera seal", "lens coating", "guideline calibration"],
      related: ["backup-camera-black-in-reverse", "backup-camera-flickers-rolls-or-lines"],
    },
    {
      slug: "backup-camera-slow-to-appear",
      title: "Backup camera takes several seconds to show after shifting into Reverse",
      summary:
        "The head unit is slow to boot or switch views, often fixed by a software update or recall. Federal rules require the image within 2 seconds, so check for recalls by VIN.",
      symptoms: [
        "Screen still on the previous view or logo for 3–10 seconds after selecting Reverse",
        "Worst right after starting the car",
        "Sometimes the camera view never appears until the car is shifted again",
        "Head unit also slow or freezes at other times",
      ],
      symptomIds: ["camera-problems", "screen-freezes-reboots"],
      causes: [
        {
          likelihood: "common",
          part: "Head unit software slow to start or switch",
          why: "The camera view depends on the head unit; a slow boot or a software bug delays the image.",
        },
        {
          likelihood: "occasional",
          part: "Known software defect covered by a recall",
          why: "Several manufacturers have recalled vehicles whose camera image was delayed or missing.",
        },
        {
          likelihood: "occasional",
          part: "Failing head unit or memory",
          why: "Worn flash memory or a failing module slows the boot and camera switch.",
        },
        {
          likelihood: "rare",
          part: "Delayed reverse signal from the transmission or shifter",
          why: "If the reverse input arrives late over the network, the display switches late.",
        },
      ],
      checks: [
        {
          step: "Check the VIN for open recalls and service bulletins on camera delay.",
          tools: ["NHTSA recall lookup", "OEM service information"],
          expect: "An open recall or bulletin gives a software fix.",
        },
        {
          step: "Time the camera image from the moment Reverse is selected, cold start and warm.",
          tools: ["Stopwatch"],
          expect: "Under 2 seconds is compliant; longer confirms the complaint.",
        },
        {
          step: "Read the head unit's software version with the scan tool and compare it with the camera-delay update or recall for the VIN.",
          tools: ["Scan tool", "Manufacturer update site"],
          expect: "The delay shortening after the update.",
        },
        {
          step: "Watch the reverse signal or gear data on the scan tool when shifting.",
          tools: ["Scan tool"],
          expect: "Reverse shows immediately; a delayed change points to the shifter or transmission side.",
        },
      ],
      fix: "Apply the recall or software update; replace the head unit if it remains slow on current software. Repair the reverse-input source if it reports late.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Recall repair at the dealer (no charge)",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Paid software update or reverse-input repair",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
        ],
        excludes: "Estimate; recalls are free; excludes a head unit replacement if needed.",
      },
      verdict: "careful",
      verdictReason:
        "Wait for the image or look behind you before backing; a slow camera may show an empty path that isn't.",
      codes: [],
      terms: ["FMVSS 111", "recall", "software update"],
      related: ["backup-camera-black-in-reverse", "head-unit-freezes-and-reboots", "tesla-mcu-emmc-screen-failure"],
    },
    {
      slug: "navigation-shows-wrong-location",
      title: "Navigation shows the car on the wrong road, drifting or with no GPS fix",
      summary:
        "The built-in navigation has lost its GPS antenna signal or its dead-reckoning inputs are off. Check the GPS status screen, the antenna connection and anything new on the windshield before replacing the head unit.",
      symptoms: [
        "Car icon sits on a parallel road or drifts off the map",
        '"No GPS" or zero satellites on the navigation diagnostic screen',
        "Position jumps into place after several minutes of driving",
        "Phone navigation through CarPlay or Android Auto works normally",
      ],
      symptomIds: ["navigation-problems"],
      causes: [
        {
          likelihood: "common",
          part: "GPS antenna disconnected or damaged",
          why: "A loose connector behind the head unit or a water-damaged shark fin gives the receiver too few satellites.",
        },
        {
          likelihood: "occasional",
          part: "Metallic window tint, heated windshield or dash-top device blocking an interior antenna",
          why: "Dash-mounted antennas see the sky through the glass; metal films and objects weaken the signal.",
        },
        {
          likelihood: "occasional",
          part: "Dead-reckoning error after a tire size change or battery disconnect",
          why: "The system blends GPS with wheel speed and a gyro; wrong tire size or lost calibration makes the position drift between fixes.",
        },
        {
          likelihood: "rare",
          part: "Failed GPS receiver in the head unit",
          why: "With a good antenna and clear sky, a failed receiver can't get a fix.",
        },
      ],
      checks: [
        {
          step: "Open the navigation's GPS or diagnostic screen outdoors under open sky.",
          tools: [],
          expect: "Usually 6 or more satellites tracked within a few minutes; zero points to the antenna path.",
        },
        {
          step: "Check the GPS antenna connector at the head unit and inspect the antenna location for blockage or water.",
          tools: ["Trim tools", "Flashlight"],
          expect: "Connector seated and no tint, device or corrosion over the antenna.",
        },
        {
          step: "Measure antenna supply voltage on the GPS connector center pin.",
          tools: ["Multimeter"],
          expect: "A few volts DC (often 3–5 V) for the active antenna; none points to the head unit.",
        },
        {
          step: "Check tire size against the factory size and run any navigation sensor calibration.",
          tools: ["Tire gauge", "OEM service information"],
          expect: "Matching tire size and a completed calibration.",
        },
      ],
      fix: "Reconnect or replace the GPS antenna or cable, move blocking devices, recalibrate dead reckoning after tire changes, or replace the head unit if its receiver has failed.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Reconnect the GPS antenna or move blocking devices",
            partsLow: 0,
            partsHigh: 20,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.8,
          },
          {
            name: "Dead-reckoning recalibration after a tire change",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0.3,
            laborHoursHigh: 0.6,
          },
          {
            name: "Replace the GPS antenna or its cable",
            partsLow: 60,
            partsHigh: 300,
            laborHoursLow: 1,
            laborHoursHigh: 1.6,
          },
        ],
        excludes: "Estimate; excludes head-unit replacement, window tint removal and taxes.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive; use phone navigation until it's repaired.",
      codes: [],
      terms: ["GPS antenna", "dead reckoning", "satellite fix"],
      related: ["navigation-maps-outdated-update-fails", "siriusxm-check-antenna-no-signal"],
    },
    {
      slug: "navigation-maps-outdated-update-fails",
      title: "Built-in navigation maps are years old and the map update won't install",
      summary:
        "Most failed updates come from the wrong USB format or size, a download that didn't finish, or the car shutting off mid-install. Download the update for your exact VIN, use the recommended USB drive and keep the vehicle powered until it finishes.",
      symptoms: [
        "New roads and exits missing from the map",
        "Update screen shows an error, reaches a percentage and stops, or doesn't find the USB",
        "System restarts during the installation",
        "Dealer quoted a paid map update",
      ],
      symptomIds: ["navigation-problems", "screen-freezes-reboots"],
      causes: [
        {
          likelihood: "common",
          part: "USB drive in the wrong format or too small",
          why: "Most systems need a specific file system (often FAT32 or exFAT) and enough space; otherwise they can't read the update.",
        },
        {
          likelihood: "occasional",
          part: "Update interrupted by turning the car off",
          why: "Map installs can take 30–60 minutes; shutting down mid-install aborts it and may need a restart of the process.",
        },
        {
          likelihood: "occasional",
          part: "Wrong update package for the VIN or head-unit version",
          why: "The system rejects files meant for another region or software level.",
        },
        {
          likelihood: "rare",
          part: "Failed internal storage or SD card",
          why: "If the map media itself is damaged, no update will install.",
        },
      ],
      checks: [
        {
          step: "Confirm the update package matches the VIN and current head-unit software.",
          tools: ["Manufacturer update site"],
          expect: "The package listed for the exact VIN.",
        },
        {
          step: "Format a new, good-quality USB drive exactly as the instructions specify and re-copy the files.",
          tools: ["Computer", "USB drive"],
          expect: "The system recognizes the update.",
        },
        {
          step: "Run the install with the engine running outdoors, without turning it off.",
          tools: [],
          expect:
            "Install completes without interruption with system voltage at 13.5–14.5 V from the running engine; a dip below about 12 V during the install is a common reason it aborts.",
        },
        {
          step: "Check whether the map is on a removable SD card and inspect it.",
          tools: [],
          expect: "An intact card correctly seated.",
        },
      ],
      fix: "Reinstall the update correctly, buy a current map card or package if the manufacturer sells maps, or have the dealer load it. If storage is damaged, replace the SD card or repair the head unit.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Reinstall the update from a fresh USB drive",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0.6,
          },
          {
            name: "Paid map card or dealer map load",
            partsLow: 100,
            partsHigh: 250,
            laborHoursLow: 0,
            laborHoursHigh: 1,
          },
        ],
        excludes: "Estimate; many updates are free and some cost $100–$250; excludes head-unit repair.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive; outdated maps only mislead you about new roads.",
      codes: [],
      terms: ["map update", "FAT32", "SD card"],
      related: ["navigation-shows-wrong-location", "screen-stuck-on-logo-after-update"],
    },
    {
      slug: "connected-services-sos-stopped",
      title: "SOS button, app remote start or connected services stopped working",
      summary:
        "Check for an expired subscription or a module built for a retired cellular network first; 3G-only telematics units stopped working when U.S. 3G networks shut down in 2022. Otherwise test the telematics module's power, antenna and backup battery.",
      symptoms: [
        "SOS or assist button light red or off",
        "Phone app says vehicle unreachable or can't send commands",
        "Connected navigation, Wi-Fi hotspot or traffic data missing",
        "Message about an expired subscription or network upgrade",
      ],
      symptomIds: ["connected-services"],
      causes: [
        {
          likelihood: "common",
          part: "Telematics unit that only supports 3G",
          why: "When carriers retired 3G in 2022, many 2010s-era modules lost all connectivity unless the maker offered a hardware or software upgrade.",
        },
        {
          likelihood: "common",
          part: "Expired or transferred subscription",
          why: "Services stop when a trial ends or the previous owner's account still holds the vehicle.",
        },
        {
          likelihood: "occasional",
          part: "Failed telematics backup battery",
          why: "Many telematics units have their own battery for SOS calls; when it fails the unit shows a fault and disables services.",
        },
        {
          likelihood: "occasional",
          part: "Cellular antenna or cable fault",
          why: "A damaged roof antenna or cable gives the modem no signal.",
        },
        {
          likelihood: "rare",
          part: "Telematics module failure",
          why: "An internal failure stops all connected services even with good power and antenna.",
        },
      ],
      checks: [
        {
          step: "Check the account and subscription status and the manufacturer's 3G-sunset list for the VIN.",
          tools: ["Manufacturer app or website"],
          expect: "An active account and a 4G/LTE-capable module; 3G-only hardware explains the loss.",
        },
        {
          step: "Scan the telematics control unit for its own stored codes and its backup-battery status.",
          tools: ["Scan tool"],
          expect: "Backup-battery, antenna or internal fault codes.",
        },
        {
          step: "Check power and ground at the module and the antenna cable connection.",
          tools: ["Multimeter", "Back-probe pins"],
          expect:
            "12.4 V or more on the module feed, under 0.1 V drop on ground, and the antenna cable seated; on GPS ports a few volts of DC (often 3.3–5 V) shows the antenna feed is alive.",
        },
      ],
      fix: "Renew or transfer the subscription; accept the manufacturer's upgrade if offered for 3G units; replace the telematics backup battery, antenna or module as diagnosed (with programming and activation).",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Renew or transfer the subscription",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Telematics backup battery or antenna",
            partsLow: 40,
            partsHigh: 200,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.5,
          },
          {
            name: "Replace and activate the telematics module",
            partsLow: 250,
            partsHigh: 500,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; subscription fees are separate; excludes dealer module programming.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive, but automatic crash notification won't work; keep a phone charged on long trips.",
      codes: ["U0198"],
      terms: ["telematics control unit", "3G sunset", "backup battery"],
      related: ["navigation-shows-wrong-location", "head-unit-freezes-and-reboots"],
    },
    {
      slug: "volume-knob-jumps-or-does-nothing",
      title: "Volume knob jumps, goes the wrong way or does nothing when turned",
      summary:
        "The rotary encoder behind the knob is worn or dirty. Use the steering-wheel volume buttons meanwhile, and replace the encoder or the radio control panel.",
      symptoms: [
        "Turning the knob up sometimes lowers the volume",
        "Volume leaps several steps at a time",
        "Knob turns with no effect, but steering-wheel buttons still change volume",
        "Other buttons on the same panel also unreliable",
      ],
      symptomIds: ["volume-controls"],
      causes: [
        {
          likelihood: "common",
          part: "Worn rotary encoder",
          why: "The encoder's contacts wear and send scrambled pulses, so the radio misreads direction and steps.",
        },
        {
          likelihood: "occasional",
          part: "Spilled drink or dirt in the control panel",
          why: "Sticky residue interferes with the encoder and buttons.",
        },
        {
          likelihood: "occasional",
          part: "Failed front control panel module",
          why: "On many vehicles the knob and buttons are a separate module (Ford's front control interface module, for example) that fails on its own.",
        },
        {
          likelihood: "rare",
          part: "Head unit software glitch",
          why: "A software hang can make the controls unresponsive until reset.",
        },
      ],
      checks: [
        {
          step: "Compare the knob with the steering-wheel volume buttons.",
          tools: [],
          expect: "Wheel buttons working confirms the knob or panel.",
        },
        {
          step: "Reset the head unit and test again.",
          tools: [],
          expect: "Knob still erratic rules out a software hang.",
        },
        {
          step: "Check for codes in the radio or control panel module.",
          tools: ["Scan tool"],
          expect: "Control panel communication or switch codes point to that module.",
        },
      ],
      noMeasurement:
        "The knob is a rotary encoder sealed inside the head unit or control panel; its pulses are read as switch data by the module and scan tool, not at any connector a meter can reach.",
      fix: "Replace the encoder (on a bench repair) or the control panel or faceplate module; program it if required. Clean the panel if liquid was spilled.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Bench repair: replace the encoder",
            partsLow: 20,
            partsHigh: 60,
            laborHoursLow: 0.4,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the control panel or faceplate module",
            partsLow: 150,
            partsHigh: 400,
            laborHoursLow: 0.6,
            laborHoursHigh: 1.2,
          },
        ],
        excludes: "Estimate; excludes head unit replacement, programming and taxes.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive; a stuck-loud radio can mask sirens, so turn it off if it won't go down.",
      codes: [],
      terms: ["rotary encoder", "control panel module", "faceplate"],
      related: ["volume-rises-and-falls-with-speed", "steering-wheel-controls-dead-after-new-head-unit"],
      commonOn: [{ make: "ford" }],
    },
    {
      slug: "volume-rises-and-falls-with-speed",
      title: "Radio volume gets louder and quieter by itself as the car speeds up and slows down",
      summary:
        "That's the speed-compensated volume feature doing its job. Turn it down or off in the audio settings; only if volume changes when stopped is something wrong.",
      symptoms: [
        "Volume climbs on the highway and drops at stoplights",
        "Changes happen without touching any control",
        "Setting name such as Auto Volume, Speed Compensated Volume, SVC or ASL in the audio menu",
        "Bose systems with AudioPilot adjust to cabin noise too",
      ],
      symptomIds: ["volume-controls"],
      causes: [
        {
          likelihood: "common",
          part: "Speed-compensated volume switched on",
          why: "The radio raises volume with vehicle speed to cover road noise.",
        },
        {
          likelihood: "occasional",
          part: "Noise-compensation system with a cabin microphone",
          why: "Some premium systems raise volume when they hear more noise, including talking passengers.",
        },
        {
          likelihood: "rare",
          part: "Faulty volume control or software",
          why: "If it happens at a standstill, the knob or steering-wheel switch may be sending false commands.",
        },
      ],
      checks: [
        {
          step: "Open the audio settings and find the speed or noise-compensation option.",
          tools: [],
          expect: "Turning it off or to low stops the changes.",
        },
        {
          step: "With the car stopped, watch whether volume still changes.",
          tools: [],
          expect: "No change when stopped confirms it's the feature.",
        },
        {
          step: "If it changes when stopped, check for stuck steering-wheel buttons or a faulty knob.",
          tools: ["Scan tool"],
          expect: "Button data showing a press nobody is making.",
        },
      ],
      noMeasurement:
        "Speed-compensated volume is a head-unit setting working as designed; turning it down or off is the test and the fix, and no meter reading is involved.",
      fix: "Lower or turn off the feature in settings. If volume changes while stopped, repair the faulty control.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0,
        laborHoursHigh: 0,
        excludes: "Estimate; a settings change is free; excludes repairs if a control is faulty.",
      },
      verdict: "ok",
      verdictReason: "Nothing is wrong; it's safe to drive.",
      codes: [],
      terms: ["speed-compensated volume", "AudioPilot", "ASL"],
      related: ["volume-knob-jumps-or-does-nothing"],
    },
    {
      slug: "reboots-when-phone-plugged-in",
      title: "Head unit restarts every time a particular phone or USB drive is plugged in",
      summary:
        "A corrupt music file, a huge library, or the device's power draw is crashing the media software. Try another cable, then another device; rebuild the USB drive and update the head unit.",
      symptoms: [
        "Screen goes to the startup logo within seconds of connecting",
        "Only happens with one phone or one USB drive",
        "Bluetooth and radio work until the device is plugged in",
        "Media indexing message just before the restart",
      ],
      symptomIds: ["screen-freezes-reboots", "usb-charging", "carplay-android-auto"],
      causes: [
        {
          likelihood: "common",
          part: "Corrupt or unsupported media file or playlist",
          why: "The media indexer crashes on a bad file and restarts the unit.",
        },
        {
          likelihood: "occasional",
          part: "Very large music library",
          why: "Tens of thousands of tracks can overwhelm older systems' indexing memory.",
        },
        {
          likelihood: "occasional",
          part: "Damaged cable shorting USB power",
          why: "A short in the cable drags the port supply down and crashes the hub or head unit.",
        },
        {
          likelihood: "rare",
          part: "Head unit software bug with that phone's software",
          why: "A phone update can trigger a known crash fixed by a head-unit update.",
        },
      ],
      checks: [
        {
          step: "Try a new certified cable with the same device.",
          tools: ["Certified USB cable"],
          expect: "No restart means the cable was shorted.",
        },
        {
          step: "Connect a different phone or a freshly formatted USB drive with a few songs.",
          tools: ["USB drive", "Known-good phone"],
          expect: "No restart points to the original device's files or software.",
        },
        {
          step: "Look up whether a head-unit release addresses reboots on USB connection.",
          tools: ["Manufacturer update site"],
          expect: "An update listing media or phone stability fixes.",
        },
        {
          step: "Plug a USB power meter into the port and connect the phone through it while watching for the restart.",
          tools: ["USB power meter"],
          expect:
            "About 5 V steady (4.75–5.25 V); a drop toward 0 V or a current spike at the moment of the reboot points to a shorted cable, device or port.",
        },
      ],
      fix: "Replace the cable, remove bad files or rebuild the USB drive, reduce the library size, and update the head unit. Repair the head unit only if it restarts with every device on current software.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "New certified cable or rebuilt USB drive",
            partsLow: 10,
            partsHigh: 40,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          { name: "Head-unit software update", partsLow: 0, partsHigh: 0, laborHoursLow: 0.4, laborHoursHigh: 0.8 },
        ],
        excludes: "Estimate; usually a DIY fix; excludes head-unit repair or replacement.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive, but a rebooting screen can take the backup camera with it; check before reversing.",
      codes: [],
      terms: ["media indexing", "USB drive", "software update"],
      related: [
        "head-unit-freezes-and-reboots",
        "wired-carplay-android-auto-disconnects",
        "usb-port-wont-charge-or-read",
      ],
    },
    {
      slug: "screen-stuck-on-logo-after-update",
      title: "Screen stuck on the startup logo after a software update",
      summary:
        "The update was interrupted or the wrong files were loaded, and the head unit can't finish booting. Try the maker's recovery procedure with a correctly prepared USB; otherwise the dealer must reflash it.",
      symptoms: [
        "Only the manufacturer logo shows, or the screen cycles the logo",
        "No radio, no camera and no climate menus",
        "Happened right after a USB, Wi-Fi or over-the-air update",
        "Steering-wheel audio buttons do nothing",
      ],
      symptomIds: ["screen-black", "screen-freezes-reboots", "after-battery-or-install"],
      causes: [
        {
          likelihood: "common",
          part: "Update interrupted by switching off or removing the USB",
          why: "A half-written software image can't boot.",
        },
        {
          likelihood: "occasional",
          part: "Wrong update file for the VIN or hardware",
          why: "Loading a package for different hardware leaves the unit unable to start.",
        },
        {
          likelihood: "occasional",
          part: "Low battery voltage during the update",
          why: "A sagging battery resets the unit mid-flash.",
        },
        {
          likelihood: "rare",
          part: "Internal memory failure exposed by the update",
          why: "Worn storage fails when the update rewrites it.",
        },
      ],
      checks: [
        {
          step: "Leave the unit powered for 30 minutes with the engine running outdoors to see if it completes.",
          tools: [],
          expect:
            "Some updates finish on their own after a pause of up to 30–60 minutes; keep system voltage at 13.5–14.5 V with the engine running so the unit is not cut off mid-flash.",
        },
        {
          step: "Reformat a USB drive and reload the correct update package for the VIN, then reinsert as instructed.",
          tools: ["USB drive", "Computer"],
          expect: "The update resumes and completes.",
        },
        {
          step: "Scan for codes and check whether the head unit still responds to the scan tool.",
          tools: ["Scan tool"],
          expect: "A responding module can usually be reflashed by a dealer or J2534 tool.",
        },
      ],
      fix: "Complete the update with correct files, or have the head unit reflashed with the dealer software and a battery maintainer attached. Replace it only if it won't accept a flash.",
      difficulty: 3,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0.4,
        laborHoursHigh: 1.6,
        excludes: "Estimate; excludes a head unit if it must be replaced and dealer programming fees.",
      },
      verdict: "careful",
      verdictReason:
        "Without the screen you may have no backup camera or defrost controls on some vehicles; drive with extra care until it's fixed.",
      codes: ["U0184"],
      terms: ["reflash", "recovery procedure", "software image"],
      related: [
        "head-unit-freezes-and-reboots",
        "navigation-maps-outdated-update-fails",
        "uconnect-screen-ghost-touch-delamination",
      ],
    },
    {
      slug: "radio-loses-presets-every-key-off",
      title: "Radio forgets its presets, clock and settings every time the car is turned off",
      summary:
        "The radio has lost its constant (memory) battery feed and is running only on switched power. Check the memory fuse and, on aftermarket stereos, whether the constant and switched leads were joined together.",
      symptoms: [
        "Stations, EQ and clock reset at every start",
        "Paired phones may need re-pairing each time",
        "Aftermarket stereo recently installed, or a fuse replaced",
        "Radio otherwise works normally with the key on",
      ],
      symptomIds: ["after-battery-or-install", "bluetooth-problems"],
      causes: [
        {
          likelihood: "common",
          part: "Blown memory or constant-power fuse",
          why: "Without a constant feed the radio loses its memory when the switched feed drops.",
        },
        {
          likelihood: "common",
          part: "Aftermarket stereo's yellow and red wires both on a switched circuit",
          why: "Wiring both leads to accessory power gives the stereo no memory supply when the key is off.",
        },
        {
          likelihood: "occasional",
          part: "Open constant feed wire or connector pin",
          why: "A broken or pushed-out terminal cuts memory power.",
        },
        {
          likelihood: "rare",
          part: "Internal memory fault in the head unit",
          why: "Some units lose settings even with good power when their memory fails.",
        },
      ],
      checks: [
        {
          step: "With the key off, measure the radio's constant feed at the connector.",
          tools: ["Multimeter", "Radio removal keys"],
          expect: "Battery voltage (about 12.6 V); 0 V means a fuse or wiring fault.",
        },
        {
          step: "Check the radio memory fuse (often labeled RADIO, AUDIO or shared with the dome light).",
          tools: ["Test light", "Fuse chart"],
          expect:
            "A test light glowing on both sides of the memory fuse with the key off; lit on one side only means the fuse is blown and something shorted it.",
        },
        {
          step: "On an aftermarket stereo, check where the yellow (constant) and red (switched) leads connect.",
          tools: ["Multimeter"],
          expect: "Yellow live with the key off; red live only with the key on.",
        },
      ],
      fix: "Replace the fuse (and find what blew it), correct the aftermarket wiring, or repair the open wire. Replace the head unit only if it forgets settings with a good constant feed.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Owner replaces the radio memory fuse",
            partsLow: 1,
            partsHigh: 5,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Repair aftermarket wiring or an open feed",
            partsLow: 5,
            partsHigh: 20,
            laborHoursLow: 0.4,
            laborHoursHigh: 0.8,
          },
        ],
        excludes: "Estimate; excludes finding a short that keeps blowing the fuse and head-unit replacement.",
      },
      verdict: "ok",
      verdictReason: "Only settings are lost; safe to drive.",
      codes: [],
      terms: ["constant feed", "memory fuse", "switched power"],
      related: ["head-unit-completely-dead", "radio-asks-for-code-after-battery"],
    },
    {
      slug: "wireless-charging-pad-stops-charging",
      title: "Wireless charging pad won't charge the phone or stops after a few minutes",
      summary:
        "Usually phone position, a thick or magnetic case, or the pad overheating and shutting off. Center the phone without the case; if it still won't start, check the pad's fuse and module.",
      symptoms: [
        "Charging icon flickers on and off or never appears",
        "Pad light shows an error or orange light",
        "Phone gets very hot and charging stops",
        "Charging pauses when doors open or the engine starts",
      ],
      symptomIds: ["usb-charging"],
      causes: [
        {
          likelihood: "common",
          part: "Phone off-center or case too thick or with metal plates",
          why: "Inductive charging needs the phone's coil aligned with the pad's; metal and thick cases block or detune it.",
        },
        {
          likelihood: "common",
          part: "Pad heat protection",
          why: "Pads shut off when the phone or pad gets hot, especially with the phone running navigation in the sun.",
        },
        {
          likelihood: "occasional",
          part: "Foreign object such as a coin or key on the pad",
          why: "Foreign-object detection stops charging when metal is sensed.",
        },
        {
          likelihood: "occasional",
          part: "Pad pausing during keyless-entry searches",
          why: "Many cars stop charging while searching for the key fob so the pad doesn't interfere.",
        },
        {
          likelihood: "rare",
          part: "Failed pad module or fuse",
          why: "With no power or a dead coil driver the pad does nothing.",
        },
      ],
      checks: [
        {
          step: "Remove the case and metal accessories, clear the pad and center the phone.",
          tools: [],
          expect: "Steady charging confirms placement or case.",
        },
        {
          step: "Check whether charging stops only when hot or when doors open.",
          tools: [],
          expect: "Heat or door events point to built-in protection, not a fault.",
        },
        {
          step: "Check the pad's fuse and scan its module for codes.",
          tools: ["Test light", "Scan tool"],
          expect:
            "Fuse intact, 12 V or more at the pad's feed with the key on and no internal fault codes; power present with a dead pad points to the pad module.",
        },
      ],
      fix: "Use a Qi-compatible phone with a thin case, keep it centered and cool; replace the pad module only if it fails with good power and no case.",
      difficulty: 1,
      cost: {
        scenarios: [
          {
            name: "Remove the case and center the phone",
            partsLow: 0,
            partsHigh: 0,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Replace the charging pad module",
            partsLow: 150,
            partsHigh: 400,
            laborHoursLow: 0.5,
            laborHoursHigh: 1.2,
          },
        ],
        excludes: "Estimate; settings and placement are free; excludes dealer programming and taxes.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive; plug in with a cable if you need a full charge.",
      codes: [],
      terms: ["Qi charging", "foreign-object detection", "inductive charging"],
      related: ["usb-port-wont-charge-or-read"],
    },
    {
      slug: "screen-goes-dark-with-headlights",
      title: "Center screen goes almost black whenever the headlights come on",
      summary:
        "The display is following the dash dimmer or night mode, usually because the dimmer is turned nearly all the way down. Turn the dimmer or display-brightness setting up before suspecting a fault.",
      symptoms: [
        "Screen readable by day but almost black at night or in tunnels",
        "Dash lights are also very dim",
        "Changes when the headlight switch is turned on or off",
        "Turning the dimmer wheel brightens the screen",
      ],
      symptomIds: ["screen-black"],
      causes: [
        {
          likelihood: "common",
          part: "Dimmer control turned down",
          why: "The display follows the instrument panel dimmer in night mode.",
        },
        {
          likelihood: "occasional",
          part: "Display brightness setting for night mode set low",
          why: "Many systems store separate day and night brightness levels.",
        },
        {
          likelihood: "occasional",
          part: "Auto headlamp light sensor covered",
          why: "A covered sensor keeps the car in night mode during the day.",
        },
        {
          likelihood: "rare",
          part: "Display backlight failing",
          why: "A failing backlight makes the screen dim in all modes.",
        },
      ],
      checks: [
        {
          step: "Turn the dash dimmer wheel fully up with the headlights on.",
          tools: [],
          expect:
            "Screen brightens, confirming the setting; on wired-dimmer cars the dimmer signal at the radio rises from near 0 V toward battery voltage (or toward 100% duty) as the wheel rolls up.",
        },
        { step: "Check the display's day and night brightness settings.", tools: [], expect: "Night setting raised." },
        {
          step: "Look for objects covering the light sensor on the dash.",
          tools: [],
          expect: "Nothing over the sensor; covering it by hand should switch the car to night mode.",
        },
      ],
      fix: "Raise the dimmer or night brightness, clear the sensor, or repair the backlight if it stays dim.",
      difficulty: 1,
      cost: {
        partsLow: 0,
        partsHigh: 0,
        laborHoursLow: 0,
        laborHoursHigh: 0,
        excludes: "Estimate; settings are free; excludes display repair if the backlight has failed.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive; set brightness while parked.",
      codes: [],
      terms: ["dimmer", "night mode", "backlight"],
      related: ["head-unit-completely-dead", "uconnect-screen-ghost-touch-delamination"],
    },
    {
      slug: "most-fiber-optic-ring-break",
      title: "Audio, navigation and phone all dead at once on a European car with fiber-optic wiring",
      summary:
        "The MOST fiber-optic ring is broken: one failed module or a damaged fiber stops the whole ring. Run the ring-break diagnosis, then bridge modules with a fiber bypass loop to find the one at fault.",
      symptoms: [
        "No sound, no navigation and no phone functions together",
        "Screen may work but shows no media or shows errors",
        "Often follows water in the trunk or spare-wheel well",
        "BMW, Audi, Mercedes-Benz, Porsche or Volvo of roughly the 2003–2015 era",
      ],
      symptomIds: ["no-sound", "navigation-problems", "bluetooth-problems", "screen-black"],
      causes: [
        {
          likelihood: "common",
          part: "Failed module in the ring",
          why: "Each module passes the light signal to the next; one that stops passing it breaks the ring for all.",
        },
        {
          likelihood: "occasional",
          part: "Water-damaged amplifier or tuner in the trunk",
          why: "Modules mounted low in the trunk fail when drains or seals leak.",
        },
        {
          likelihood: "occasional",
          part: "Kinked, crushed or dirty fiber connector",
          why: "Bending the fiber too tightly or getting dirt on its end blocks the light.",
        },
        {
          likelihood: "rare",
          part: "Module lost power or ground",
          why: "An unpowered module can't pass light and looks like a failure.",
        },
      ],
      checks: [
        {
          step: "Run the manufacturer's ring-break diagnosis with a compatible scan tool.",
          tools: ["OEM-level scan tool"],
          expect: "A location in the ring between two modules.",
        },
        {
          step: "Check power and ground at the suspect modules.",
          tools: ["Multimeter", "Back-probe pins"],
          expect:
            "12.4 V or more on each module's feed with the ring awake and under 0.1 V drop on its ground; a dead feed drops that module out and breaks the whole ring.",
        },
        {
          step: "Bridge suspect modules one at a time with a fiber bypass loop.",
          tools: ["MOST bypass loop"],
          expect: "Ring restored when the failed module is bypassed.",
        },
        {
          step: "Inspect fiber connectors for kinks and red light at the fiber ends with the system awake.",
          tools: ["Flashlight"],
          expect: "Red light visible from the sending module; none means the module before it is at fault.",
        },
      ],
      fix: "Replace or repair the failed module and code or program it; repair fibers with proper tools or replace them; fix water leaks. Clear codes and confirm all functions.",
      difficulty: 4,
      cost: {
        scenarios: [
          {
            name: "Repair a fiber connector or module power feed",
            partsLow: 50,
            partsHigh: 200,
            laborHoursLow: 1,
            laborHoursHigh: 2.5,
          },
          {
            name: "Replace and code a failed ring module",
            partsLow: 500,
            partsHigh: 1200,
            laborHoursLow: 1.5,
            laborHoursHigh: 4,
          },
        ],
        excludes: "Estimate; excludes water-leak repair, dealer coding and taxes.",
      },
      verdict: "ok",
      verdictReason: "Safe to drive unless the same fault removed the backup camera or warning chimes.",
      codes: [],
      terms: ["MOST bus", "ring break", "fiber bypass loop"],
      related: ["factory-amplifier-failed-no-sound", "head-unit-completely-dead"],
    },
    {
      slug: "rear-seat-entertainment-no-picture-or-sound",
      title: "Rear-seat entertainment screen blank or wireless headphones silent",
      summary:
        "Start with the headphones: dead batteries, wrong channel or the IR sensor blocked. Then check the player, screen power and video input.",
      symptoms: [
        "Rear screen black or showing No Input",
        "Headphones silent while the front radio plays",
        "Remote doesn't respond",
        "Flip-down screen works only at certain angles",
      ],
      symptomIds: ["screen-black", "no-sound"],
      causes: [
        {
          likelihood: "common",
          part: "Dead headphone batteries or wrong headphone channel",
          why: "Wireless headphones need fresh batteries and to be set to the same channel as the source.",
        },
        {
          likelihood: "common",
          part: "IR window blocked",
          why: "The infrared link needs a clear line of sight between the transmitter and headphones.",
        },
        {
          likelihood: "occasional",
          part: "Source or input not selected",
          why: "The screen shows nothing if set to the wrong input.",
        },
        {
          likelihood: "occasional",
          part: "Broken video cable in a flip-down screen hinge",
          why: "Opening and closing the screen wears the ribbon cable.",
        },
        {
          likelihood: "rare",
          part: "Failed entertainment module or player",
          why: "An internal fault stops video or audio output.",
        },
      ],
      checks: [
        {
          step: "Replace headphone batteries and match the channel to the source.",
          tools: [],
          expect: "Sound returns in the headphones once batteries and channel are right.",
        },
        {
          step: "Select the correct source and input on the rear controls or front screen.",
          tools: [],
          expect: "Picture appears.",
        },
        {
          step: "Move the flip-down screen through its range while playing.",
          tools: [],
          expect: "Picture cutting out at one angle confirms the hinge cable.",
        },
        {
          step: "Check power and ground at the screen and module, and scan for codes.",
          tools: ["Multimeter", "Scan tool"],
          expect:
            "Battery voltage at the screen and the entertainment module with the system on, ground within 0.1 V of battery negative, and no internal fault codes stored.",
        },
      ],
      fix: "Replace batteries, select inputs, repair the hinge cable, or replace the screen or player. Aftermarket headrest screens can replace an obsolete DVD system.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Headphone batteries and source setup",
            partsLow: 5,
            partsHigh: 20,
            laborHoursLow: 0,
            laborHoursHigh: 0,
          },
          {
            name: "Repair the flip-down hinge cable",
            partsLow: 30,
            partsHigh: 100,
            laborHoursLow: 1,
            laborHoursHigh: 2,
          },
          {
            name: "Replace the screen or DVD player",
            partsLow: 250,
            partsHigh: 600,
            laborHoursLow: 0.8,
            laborHoursHigh: 2,
          },
        ],
        excludes: "Estimate; excludes dealer programming and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive; a flip-down screen that won't latch should be secured so it doesn't swing in a crash.",
      codes: [],
      terms: ["IR headphones", "flip-down screen", "video input"],
      related: ["head-unit-completely-dead", "most-fiber-optic-ring-break"],
    },
    {
      slug: "radio-reboots-on-auto-stop-restart",
      title: "Radio and screen reboot every time the auto stop-start restarts the engine",
      summary:
        "The 12 V system dips during each restart because the main battery is weak or the voltage-support device has failed. Test the main battery and the stop-start support battery or DC-DC converter.",
      symptoms: [
        "Screen blanks and shows the logo after each automatic restart",
        "Bluetooth call drops at traffic lights",
        "Stop-start unavailable message at times",
        "Fine when stop-start is switched off",
      ],
      symptomIds: ["screen-freezes-reboots", "bluetooth-problems"],
      causes: [
        {
          likelihood: "common",
          part: "Weak AGM or EFB main battery",
          why: "A tired battery drops too low during the restart crank, resetting the head unit.",
        },
        {
          likelihood: "occasional",
          part: "Failed auxiliary battery for stop-start",
          why: "Vehicles such as the 2018-on Jeep Wrangler JL use a small second battery to hold voltage during restarts; when it fails, accessories reset.",
        },
        {
          likelihood: "occasional",
          part: "Failed DC-DC converter or voltage stabilizer",
          why: "Some systems feed the radio through a converter that holds its voltage during restart.",
        },
        {
          likelihood: "rare",
          part: "Battery sensor out of calibration after a battery change",
          why: "If the new battery wasn't registered, the system may allow stop-start with a marginal battery.",
        },
      ],
      checks: [
        {
          step: "Test the main battery with a conductance tester and check it's the correct AGM or EFB type.",
          tools: ["Battery tester"],
          expect: "Passes at its rated CCA and matches the original type.",
        },
        {
          step: "Scope or log system voltage at the radio during an automatic restart.",
          tools: ["Lab scope", "Multimeter with min/max"],
          expect: "Voltage held above about 10.5–11 V at the radio; lower dips explain resets.",
        },
        {
          step: "Scan for stop-start, auxiliary battery or converter codes.",
          tools: ["Scan tool"],
          expect: "Codes for the support device or battery monitoring.",
        },
      ],
      fix: "Replace the weak main battery with the correct type and register it, replace the auxiliary battery or DC-DC converter as needed, and clear codes.",
      difficulty: 2,
      cost: {
        scenarios: [
          {
            name: "Replace and register the main AGM battery",
            partsLow: 200,
            partsHigh: 400,
            laborHoursLow: 0.3,
            laborHoursHigh: 1,
          },
          {
            name: "Replace the auxiliary battery or DC-DC converter",
            partsLow: 100,
            partsHigh: 450,
            laborHoursLow: 0.3,
            laborHoursHigh: 1.2,
          },
        ],
        excludes: "Estimate; excludes battery registration fees at some shops and taxes.",
      },
      verdict: "ok",
      verdictReason:
        "Safe to drive; a weak battery can eventually leave the engine unable to restart at a light, so test it soon.",
      codes: [],
      terms: ["stop-start", "AGM battery", "DC-DC converter"],
      related: ["head-unit-freezes-and-reboots", "head-unit-completely-dead"],
      commonOn: [{ make: "jeep", models: ["wrangler"], years: [2018, 2026] }],
    },
  ],
};
