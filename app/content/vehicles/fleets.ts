import type { VehicleMatch } from "./schema";

/**
 * Vehicle matches that several diagnostic problems share word for word (in
 * `appliesTo` or `commonOn`), named by engine, transmission or platform family.
 * A problem uses a list whole (`commonOn: gmt800Trucks`) or names its members
 * (`commonOn: [chevroletGmt800Trucks, ...]`); never a spread, which a bundler
 * must keep as work done at import, and the doors must do none (doors.test.ts).
 * Plain literals only: the door (index.ts) re-exports them.
 */

/** Hyundai and Kia Theta II 2.4L and 2.0L turbo fours, 2011–2019: Sonata, Santa Fe (Sport), Tucson, Optima, Sorento, Sportage. */
export const theta2Vehicles: VehicleMatch[] = [
  {
    make: "hyundai",
    models: ["sonata"],
    years: [2011, 2019],
    engines: [
      { name: "2.4L Theta II GDI I4", liters: 2.4 },
      { name: "2.0L Theta II turbo GDI I4", liters: 2 },
    ],
  },
  {
    make: "hyundai",
    models: ["santa-fe-sport"],
    years: [2013, 2018],
    engines: [
      { name: "2.4L Theta II GDI I4", liters: 2.4 },
      { name: "2.0L Theta II turbo GDI I4", liters: 2 },
    ],
  },
  {
    make: "hyundai",
    models: ["santa-fe"],
    years: [2019, 2019],
    engines: [
      { name: "2.4L Theta II GDI I4", liters: 2.4 },
      { name: "2.0L Theta II turbo GDI I4", liters: 2 },
    ],
  },
  { make: "hyundai", models: ["tucson"], years: [2011, 2015], engines: [{ name: "2.4L Theta II I4", liters: 2.4 }] },
  {
    make: "kia",
    models: ["optima", "sorento", "sportage"],
    years: [2011, 2019],
    engines: [
      { name: "2.4L Theta II GDI I4", liters: 2.4 },
      { name: "2.0L Theta II turbo GDI I4", liters: 2 },
    ],
  },
];

/** GM 4L60E and 4L65E 4-speed automatics in Chevrolet trucks, vans and SUVs, 1993–2014. */
export const chevrolet4L60e4L65eTrucks: VehicleMatch = {
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
  ],
  years: [1993, 2014],
  transmissions: ["GM 4L60E 4-speed automatic", "GM 4L65E 4-speed automatic"],
};

/** GM 4L60E and 4L65E 4-speed automatics in GMC trucks, vans and SUVs, 1993–2014. */
export const gmc4L60e4L65eTrucks: VehicleMatch = {
  make: "gmc",
  models: ["sierra", "yukon", "yukon-xl", "jimmy-utility", "sonoma", "canyon", "envoy", "savana"],
  years: [1993, 2014],
  transmissions: ["GM 4L60E 4-speed automatic", "GM 4L65E 4-speed automatic"],
};

/** GM 4L60E and 4L65E 4-speed automatics in the Cadillac Escalade, 1999–2006. */
export const cadillac4L60e4L65eEscalade: VehicleMatch = {
  make: "cadillac",
  models: ["escalade"],
  years: [1999, 2006],
  transmissions: ["GM 4L60E 4-speed automatic", "GM 4L65E 4-speed automatic"],
};

/** GM 4L60E and 4L65E 4-speed automatics in the Hummer H2 and H3, 2003–2010. */
export const hummer4L60e4L65eH2H3: VehicleMatch = {
  make: "hummer",
  models: ["h2", "h3"],
  years: [2003, 2010],
  transmissions: ["GM 4L60E 4-speed automatic", "GM 4L65E 4-speed automatic"],
};

/** GM 4L60E and 4L65E 4-speed automatics in Chevrolet and GMC trucks, vans and SUVs, 1993–2014. */
export const gm4L60e4L65eTrucks: VehicleMatch[] = [chevrolet4L60e4L65eTrucks, gmc4L60e4L65eTrucks];

/** GM 4L60E and 4L65E 4-speed automatics: Chevrolet and GMC trucks, vans and SUVs 1993–2014, Escalade 1999–2006, Hummer H2 and H3 2003–2010. */
export const gm4L60e4L65eVehicles: VehicleMatch[] = [
  chevrolet4L60e4L65eTrucks,
  gmc4L60e4L65eTrucks,
  cadillac4L60e4L65eEscalade,
  hummer4L60e4L65eH2H3,
];

/** GM 4L60E 4-speed automatic (named alone) in Chevrolet and GMC trucks, vans and SUVs, 1993–2014. */
export const gm4L60eTrucks: VehicleMatch[] = [
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
    ],
    years: [1993, 2014],
    transmissions: ["GM 4L60E 4-speed automatic"],
  },
  {
    make: "gmc",
    models: ["sierra", "yukon", "yukon-xl", "jimmy-utility", "sonoma", "canyon", "envoy", "savana"],
    years: [1993, 2014],
    transmissions: ["GM 4L60E 4-speed automatic"],
  },
];

/** GM 4L60-E/4L65-E 4-speed automatic in any Chevrolet or GMC, 1993–2013. */
export const gm4L60e4L65eAnyModel: VehicleMatch[] = [
  { make: "chevrolet", years: [1993, 2013], transmissions: ["GM 4L60-E/4L65-E 4-speed automatic"] },
  { make: "gmc", years: [1993, 2013], transmissions: ["GM 4L60-E/4L65-E 4-speed automatic"] },
];

/** GM 6L80 6-speed automatic in Chevrolet trucks, SUVs, Camaro, Corvette and Caprice police car, 2006–2020. */
export const chevrolet6L80: VehicleMatch = {
  make: "chevrolet",
  models: ["silverado", "tahoe", "suburban", "avalanche", "camaro", "corvette", "caprice-police-vehicle"],
  years: [2006, 2020],
  transmissions: ["GM 6L80 6-speed automatic"],
};

/** GM 6L80 6-speed automatic in the GMC Sierra, Yukon and Yukon XL, 2007–2020. */
export const gmc6L80: VehicleMatch = {
  make: "gmc",
  models: ["sierra", "yukon", "yukon-xl"],
  years: [2007, 2020],
  transmissions: ["GM 6L80 6-speed automatic"],
};

/** GM 6L80 6-speed automatic in the Cadillac Escalade, 2007–2014. */
export const cadillac6L80Escalade: VehicleMatch = {
  make: "cadillac",
  models: ["escalade"],
  years: [2007, 2014],
  transmissions: ["GM 6L80 6-speed automatic"],
};

/** Chrysler 41TE 4-speed and 62TE 6-speed automatics in Chrysler minivans and sedans, 1990–2016. */
export const chrysler41te62te: VehicleMatch = {
  make: "chrysler",
  models: ["town-and-country", "sebring", "200", "pt-cruiser", "pacifica"],
  years: [1990, 2016],
  transmissions: ["Chrysler 41TE 4-speed automatic", "Chrysler 62TE 6-speed automatic"],
};

/** Chrysler 41TE 4-speed and 62TE 6-speed automatics in Dodge minivans, the Journey and Avenger, 1990–2020. */
export const dodge41te62te: VehicleMatch = {
  make: "dodge",
  models: ["caravan", "caravan-grand-caravan", "grand-caravan", "journey", "avenger"],
  years: [1990, 2020],
  transmissions: ["Chrysler 41TE 4-speed automatic", "Chrysler 62TE 6-speed automatic"],
};

/** Chrysler 62TE 6-speed automatic in the Dodge Grand Caravan, Journey and Avenger, 2007–2020. */
export const dodge62teVehicles: VehicleMatch = {
  make: "dodge",
  models: ["grand-caravan", "caravan-grand-caravan", "journey", "avenger"],
  years: [2007, 2020],
  transmissions: ["Chrysler 62TE 6-speed automatic"],
};

/** Chrysler 62TE 6-speed automatic in the Chrysler Town & Country, Sebring, 200 and Pacifica, 2007–2016. */
export const chrysler62teVehicles: VehicleMatch = {
  make: "chrysler",
  models: ["town-and-country", "sebring", "200", "pacifica"],
  years: [2007, 2016],
  transmissions: ["Chrysler 62TE 6-speed automatic"],
};

/** Ford 6R80 6-speed automatic in the F-150, Expedition and Mustang, 2009–2017. */
export const ford6R80Vehicles: VehicleMatch = {
  make: "ford",
  models: ["f-150", "expedition", "mustang"],
  years: [2009, 2017],
  transmissions: ["Ford 6R80 6-speed automatic"],
};

/** Ford DPS6 PowerShift dual-clutch in the Fiesta and Focus, 2011–2019. */
export const fordDps6Vehicles: VehicleMatch = {
  make: "ford",
  models: ["fiesta", "focus"],
  years: [2011, 2019],
  transmissions: ["Ford DPS6 PowerShift dual-clutch"],
};

/** Ford DPS6 PowerShift dual-clutch in the Fiesta and Focus, 2011–2016 only. */
export const fordDps6Vehicles2011To2016: VehicleMatch = {
  make: "ford",
  models: ["fiesta", "focus"],
  years: [2011, 2016],
  transmissions: ["Ford DPS6 PowerShift dual-clutch"],
};

/** Chrysler 5.7L and 6.4L Hemi V8, 2005–2023. */
export const chryslerHemiV8: VehicleMatch = {
  make: "chrysler",
  years: [2005, 2023],
  engines: [
    { name: "5.7L Hemi V8", liters: 5.7 },
    { name: "6.4L Hemi V8", liters: 6.4 },
  ],
};

/** Dodge 5.7L and 6.4L Hemi V8, 2003–2026. */
export const dodgeHemiV8: VehicleMatch = {
  make: "dodge",
  years: [2003, 2026],
  engines: [
    { name: "5.7L Hemi V8", liters: 5.7 },
    { name: "6.4L Hemi V8", liters: 6.4 },
  ],
};

/** Jeep 5.7L and 6.4L Hemi V8, 2005–2025. */
export const jeepHemiV8: VehicleMatch = {
  make: "jeep",
  years: [2005, 2025],
  engines: [
    { name: "5.7L Hemi V8", liters: 5.7 },
    { name: "6.4L Hemi V8", liters: 6.4 },
  ],
};

/** Ram 5.7L and 6.4L Hemi V8, 2011–2027. */
export const ramHemiV8: VehicleMatch = {
  make: "ram",
  years: [2011, 2027],
  engines: [
    { name: "5.7L Hemi V8", liters: 5.7 },
    { name: "6.4L Hemi V8", liters: 6.4 },
  ],
};

/** Chrysler, Dodge, Jeep and Ram 5.7L and 6.4L Hemi V8s, 2003–2027. */
export const hemiV8Vehicles: VehicleMatch[] = [chryslerHemiV8, dodgeHemiV8, jeepHemiV8, ramHemiV8];

/** Hydro-boost brakes: Ford (1999–2026), Ram (2012–2026), Dodge Ram (2003–2012), Chevrolet and GMC (1999–2026) heavy-duty pickups and vans. */
export const hydroBoostHeavyDutyTrucks: VehicleMatch[] = [
  { make: "ford", models: ["f-250", "f-350", "f-450", "e-250", "e-350", "e-450"], years: [1999, 2026] },
  { make: "ram", models: ["2500", "3500"], years: [2012, 2026] },
  { make: "dodge", models: ["ram"], years: [2003, 2012] },
  { make: "chevrolet", models: ["silverado", "silverado-hd", "express"], years: [1999, 2026] },
  { make: "gmc", models: ["sierra", "sierra-hd", "savana"], years: [1999, 2026] },
];

/** BMW boxer-twin motorcycles, R 850 R through R 1250, R nineT and R 18. */
export const bmwBoxerTwins: VehicleMatch = {
  make: "bmw",
  models: [
    "r-850-r",
    "r-1100-gs",
    "r-1100-r",
    "r-1100-rs",
    "r-1100-rt",
    "r-1100-s",
    "r-1150-gs",
    "r-1150-r",
    "r-1150-rs",
    "r-1150-rt",
    "r-1200-c",
    "r-1200-cl",
    "r-1200-gs",
    "r-1200-r",
    "r-1200-rs",
    "r-1200-rt",
    "r-1200-s",
    "r-1250-gs",
    "r-1250-r",
    "r-1250-rs",
    "r-1250-rt",
    "r-ninet",
    "r-18",
  ],
};

/** GM 3800 3.8L V6 in Buicks, 1988–2008. */
export const buick3800V6: VehicleMatch = {
  make: "buick",
  years: [1988, 2008],
  engines: [{ name: "3800 3.8L V6", liters: 3.8 }],
};

/** GM 3800 3.8L V6 in Chevrolets, 1988–2008. */
export const chevrolet3800V6: VehicleMatch = {
  make: "chevrolet",
  years: [1988, 2008],
  engines: [{ name: "3800 3.8L V6", liters: 3.8 }],
};

/** GM 3800 3.8L V6 in Pontiacs, 1988–2008. */
export const pontiac3800V6: VehicleMatch = {
  make: "pontiac",
  years: [1988, 2008],
  engines: [{ name: "3800 3.8L V6", liters: 3.8 }],
};

/** BMW N54 twin-turbo and N55 turbo 3.0L inline-sixes, 2007–2016. */
export const bmwN54N55Vehicles: VehicleMatch = {
  make: "bmw",
  models: [
    "135i",
    "1m",
    "335i",
    "335is",
    "335xi",
    "535i",
    "535xi",
    "640i",
    "740i",
    "740li",
    "435i",
    "m235i",
    "x1",
    "x3",
    "x4",
    "x5",
    "x6",
    "z4",
  ],
  years: [2007, 2016],
  engines: [
    { name: "N54 3.0L twin-turbo I6", liters: 3 },
    { name: "N55 3.0L turbo I6", liters: 3 },
  ],
};

/** GM 1.4L turbo four in the Chevrolet Cruze, Cruze Limited, Sonic and Trax, 2011–2022. */
export const chevrolet14Turbo: VehicleMatch = {
  make: "chevrolet",
  models: ["cruze", "cruze-limited", "sonic", "trax"],
  years: [2011, 2022],
  engines: [{ name: "1.4L turbo I4", liters: 1.4 }],
};

/** GM 1.4L turbo four in the Buick Encore, 2013–2022. */
export const buickEncore14Turbo: VehicleMatch = {
  make: "buick",
  models: ["encore"],
  years: [2013, 2022],
  engines: [{ name: "1.4L turbo I4", liters: 1.4 }],
};

/** GM 1.4L turbo four in the Chevrolet Cruze, Cruze Limited, Sonic and Trax (2011–2022) and Buick Encore (2013–2022). */
export const gm14TurboVehicles: VehicleMatch[] = [chevrolet14Turbo, buickEncore14Turbo];

/** Chevrolet 6.6L Duramax LML V8 diesel, 2011–2016. */
export const chevroletDuramaxLml: VehicleMatch = {
  make: "chevrolet",
  years: [2011, 2016],
  engines: [{ name: "6.6L Duramax LML V8 diesel", liters: 6.6, fuel: "diesel" }],
};

/** GMC 6.6L Duramax LML V8 diesel, 2011–2016. */
export const gmcDuramaxLml: VehicleMatch = {
  make: "gmc",
  years: [2011, 2016],
  engines: [{ name: "6.6L Duramax LML V8 diesel", liters: 6.6, fuel: "diesel" }],
};

/** Chevrolet and GMC 6.6L Duramax LML V8 diesel, 2011–2016. */
export const duramaxLmlTrucks: VehicleMatch[] = [chevroletDuramaxLml, gmcDuramaxLml];

/** BMW N52, N54, N55 3.0L sixes and N20, N26 2.0L turbo fours, all years: the electric water pump engines. */
export const bmwElectricWaterPumpEngines: VehicleMatch = {
  make: "bmw",
  engines: [
    { name: "N52 3.0L I6", liters: 3 },
    { name: "N54 3.0L twin-turbo I6", liters: 3 },
    { name: "N55 3.0L turbo I6", liters: 3 },
    { name: "N20 2.0L turbo I4", liters: 2 },
    { name: "N26 2.0L turbo I4", liters: 2 },
  ],
};

/** Volkswagen 2.0T FSI/TSI turbo four, 2006–2027. */
export const volkswagen20t: VehicleMatch = {
  make: "volkswagen",
  years: [2006, 2027],
  engines: [{ name: "2.0T FSI/TSI turbo I4", liters: 2 }],
};

/** Audi 2.0T FSI/TSI turbo four, 2006–2027. */
export const audi20t: VehicleMatch = {
  make: "audi",
  years: [2006, 2027],
  engines: [{ name: "2.0T FSI/TSI turbo I4", liters: 2 }],
};

/** Dodge 5.9L and 6.7L Cummins inline-six diesels, 1989–2012. */
export const dodgeCumminsVehicles: VehicleMatch = {
  make: "dodge",
  years: [1989, 2012],
  engines: [
    { name: "5.9L Cummins I6 diesel", liters: 5.9, fuel: "diesel" },
    { name: "6.7L Cummins I6 diesel", liters: 6.7, fuel: "diesel" },
  ],
};

/** Ram 6.7L Cummins inline-six diesel, 2011–2027. */
export const ram67CumminsVehicles: VehicleMatch = {
  make: "ram",
  years: [2011, 2027],
  engines: [{ name: "6.7L Cummins I6 diesel", liters: 6.7, fuel: "diesel" }],
};

/** Ford 6.0L Power Stroke V8 diesel in the F-250 to F-550 Super Duty and Excursion, 2003–2007. */
export const ford60PowerStrokeTrucks: VehicleMatch = {
  make: "ford",
  models: ["f-250", "f-350", "f-450", "f-550", "excursion"],
  years: [2003, 2007],
  engines: [{ name: "6.0L Power Stroke V8 diesel", liters: 6, fuel: "diesel" }],
};

/** Ford 6.0L Power Stroke V8 diesel in any Ford, 2003–2010. */
export const ford60PowerStrokeAnyModel: VehicleMatch = {
  make: "ford",
  years: [2003, 2010],
  engines: [{ name: "6.0L Power Stroke V8 diesel", liters: 6, fuel: "diesel" }],
};

/** Torsion-bar front suspension: Chevrolet Silverado and GMC Sierra 1999–2006, Ford Ranger 1998–2011. */
export const torsionBarTrucks: VehicleMatch[] = [
  { make: "chevrolet", models: ["silverado"], years: [1999, 2006] },
  { make: "gmc", models: ["sierra"], years: [1999, 2006] },
  { make: "ford", models: ["ranger"], years: [1998, 2011] },
];

/** GM GMT800 trucks and SUVs: Chevrolet Silverado, Tahoe, Suburban and Avalanche, 1999–2007. */
export const chevroletGmt800Trucks: VehicleMatch = {
  make: "chevrolet",
  models: ["silverado", "tahoe", "suburban", "avalanche"],
  years: [1999, 2007],
};

/** GM GMT800 trucks and SUVs: GMC Sierra, Yukon and Yukon XL, 1999–2007. */
export const gmcGmt800Trucks: VehicleMatch = {
  make: "gmc",
  models: ["sierra", "yukon", "yukon-xl"],
  years: [1999, 2007],
};

/** GM GMT800 full-size trucks and SUVs: Chevrolet Silverado, Tahoe, Suburban, Avalanche and GMC Sierra, Yukon, Yukon XL, 1999–2007. */
export const gmt800Trucks: VehicleMatch[] = [chevroletGmt800Trucks, gmcGmt800Trucks];

/** GM GMT800 and GMT900 trucks and SUVs: Chevrolet Silverado, Tahoe, Suburban and Avalanche, 1999–2014. */
export const chevroletGmt800Gmt900Trucks: VehicleMatch = {
  make: "chevrolet",
  models: ["silverado", "tahoe", "suburban", "avalanche"],
  years: [1999, 2014],
};

/** GM GMT800 and GMT900 trucks and SUVs: GMC Sierra, Yukon and Yukon XL, 1999–2014. */
export const gmcGmt800Gmt900Trucks: VehicleMatch = {
  make: "gmc",
  models: ["sierra", "yukon", "yukon-xl"],
  years: [1999, 2014],
};

/** GM GMT800 and GMT900 full-size trucks and SUVs from Chevrolet and GMC, 1999–2014. */
export const gmt800Gmt900Trucks: VehicleMatch[] = [chevroletGmt800Gmt900Trucks, gmcGmt800Gmt900Trucks];

/** Chrysler 2.7L V6, 1998–2010. */
export const chrysler27V6: VehicleMatch = {
  make: "chrysler",
  years: [1998, 2010],
  engines: [{ name: "2.7L V6", liters: 2.7 }],
};

/** Dodge 2.7L V6, 1998–2010. */
export const dodge27V6: VehicleMatch = {
  make: "dodge",
  years: [1998, 2010],
  engines: [{ name: "2.7L V6", liters: 2.7 }],
};

/** Every Chrysler, Dodge and Jeep 2007–2014 and Ram 2010–2014: the years of the TIPM power distribution module. */
export const chryslerTipmEraVehicles: VehicleMatch[] = [
  { make: "chrysler", years: [2007, 2014] },
  { make: "dodge", years: [2007, 2014] },
  { make: "jeep", years: [2007, 2014] },
  { make: "ram", years: [2010, 2014] },
];

/** Every Chevrolet, GMC, Buick and Cadillac, all models and years. */
export const gmBrands: VehicleMatch[] = [
  { make: "chevrolet" },
  { make: "gmc" },
  { make: "buick" },
  { make: "cadillac" },
];

/** Every Chrysler, Dodge, Jeep and Ram, all models and years. */
export const chryslerDodgeJeepRam: VehicleMatch[] = [
  { make: "chrysler" },
  { make: "dodge" },
  { make: "jeep" },
  { make: "ram" },
];

// Diesel engine families the Diesel (Comprehensive) system names again and again (issue 16).
/** Ford 6.7L Power Stroke V8 diesel, 2011–2027. */
export const ford67PowerStroke: VehicleMatch = {
  make: "ford",
  years: [2011, 2027],
  engines: [{ name: "6.7L Power Stroke V8 diesel", liters: 6.7, fuel: "diesel" }],
};

/** Ford 6.4L Power Stroke V8 diesel in the F-250 to F-550 Super Duty, 2008–2010. */
export const ford64PowerStroke: VehicleMatch = {
  make: "ford",
  models: ["f-250", "f-350", "f-450", "f-550"],
  years: [2008, 2010],
  engines: [{ name: "6.4L Power Stroke V8 diesel", liters: 6.4, fuel: "diesel" }],
};

/** Ford 7.3L Power Stroke V8 diesel, 1994–2003. */
export const ford73PowerStroke: VehicleMatch = {
  make: "ford",
  years: [1994, 2003],
  engines: [{ name: "7.3L Power Stroke V8 diesel", liters: 7.3, fuel: "diesel" }],
};

/** Chevrolet 6.6L Duramax LBZ and LMM V8 diesel, 2006–2010. */
export const chevroletDuramaxLbzLmm: VehicleMatch = {
  make: "chevrolet",
  years: [2006, 2010],
  engines: [{ name: "6.6L Duramax LBZ/LMM V8 diesel", liters: 6.6, fuel: "diesel" }],
};

/** GMC 6.6L Duramax LBZ and LMM V8 diesel, 2006–2010. */
export const gmcDuramaxLbzLmm: VehicleMatch = {
  make: "gmc",
  years: [2006, 2010],
  engines: [{ name: "6.6L Duramax LBZ/LMM V8 diesel", liters: 6.6, fuel: "diesel" }],
};

/** Chevrolet 6.6L Duramax LLY V8 diesel, 2004–2006. */
export const chevroletDuramaxLly: VehicleMatch = {
  make: "chevrolet",
  years: [2004, 2006],
  engines: [{ name: "6.6L Duramax LLY V8 diesel", liters: 6.6, fuel: "diesel" }],
};

/** GMC 6.6L Duramax LLY V8 diesel, 2004–2006. */
export const gmcDuramaxLly: VehicleMatch = {
  make: "gmc",
  years: [2004, 2006],
  engines: [{ name: "6.6L Duramax LLY V8 diesel", liters: 6.6, fuel: "diesel" }],
};

/** Chevrolet 6.6L Duramax V8 diesel of any generation, 2001–2027. */
export const chevroletDuramaxAny: VehicleMatch = {
  make: "chevrolet",
  years: [2001, 2027],
  engines: [{ name: "6.6L Duramax V8 diesel", liters: 6.6, fuel: "diesel" }],
};

/** GMC 6.6L Duramax V8 diesel of any generation, 2001–2027. */
export const gmcDuramaxAny: VehicleMatch = {
  make: "gmc",
  years: [2001, 2027],
  engines: [{ name: "6.6L Duramax V8 diesel", liters: 6.6, fuel: "diesel" }],
};

/** Dodge Ram 5.9L Cummins 24-valve I6 diesel, 1998–2002. */
export const dodge59Cummins24Valve: VehicleMatch = {
  make: "dodge",
  models: ["ram"],
  years: [1998, 2002],
  engines: [{ name: "5.9L Cummins 24-valve I6 diesel", liters: 5.9, fuel: "diesel" }],
};

/** Dodge 6.7L Cummins I6 diesel, 2007–2012 (Ram from 2011: ram67CumminsVehicles). */
export const dodge67Cummins: VehicleMatch = {
  make: "dodge",
  years: [2007, 2012],
  engines: [{ name: "6.7L Cummins I6 diesel", liters: 6.7, fuel: "diesel" }],
};

/** Ram 1500 3.0L EcoDiesel V6, 2014–2023. */
export const ramEcoDiesel: VehicleMatch = {
  make: "ram",
  models: ["1500"],
  years: [2014, 2023],
  engines: [{ name: "3.0L EcoDiesel V6", liters: 3, fuel: "diesel" }],
};

/** Jeep Grand Cherokee, Wrangler and Gladiator 3.0L EcoDiesel V6, 2014–2023. */
export const jeepEcoDiesel: VehicleMatch = {
  make: "jeep",
  models: ["grand-cherokee", "wrangler", "gladiator"],
  years: [2014, 2023],
  engines: [{ name: "3.0L EcoDiesel V6", liters: 3, fuel: "diesel" }],
};

/** Chevrolet and GMC 6.6L Duramax with SCR (LML, then L5P), 2011 on. */
const duramaxScrEngines = [
  { name: "6.6L Duramax LML V8 diesel", liters: 6.6, fuel: "diesel" as const },
  { name: "6.6L Duramax L5P V8 diesel", liters: 6.6, fuel: "diesel" as const },
];
export const chevroletDuramaxScr: VehicleMatch = { make: "chevrolet", years: [2011, 2027], engines: duramaxScrEngines };
export const gmcDuramaxScr: VehicleMatch = { make: "gmc", years: [2011, 2027], engines: duramaxScrEngines };

/** The 3.0L EcoDiesel V6 as an engine, for matches that narrow the years (Ram 1500 and Grand Cherokee 2014–2019). */
export const ecoDieselEngine = { name: "3.0L EcoDiesel V6", liters: 3, fuel: "diesel" as const };

/** Bosch CP4 high-pressure pump diesels: LML Duramax 2011–2016, 6.7 Power Stroke 2011–2022, Ram HD 6.7 Cummins 2019–2020, VW and Audi 2.0/3.0 TDI 2009–2015. */
export const cp4PumpDiesels: VehicleMatch[] = [
  chevroletDuramaxLml,
  gmcDuramaxLml,
  {
    make: "ford",
    years: [2011, 2022],
    engines: [{ name: "6.7L Power Stroke V8 diesel", liters: 6.7, fuel: "diesel" }],
  },
  {
    make: "ram",
    models: ["2500", "3500", "4500", "5500"],
    years: [2019, 2020],
    engines: [{ name: "6.7L Cummins I6 diesel", liters: 6.7, fuel: "diesel" }],
  },
  {
    make: "volkswagen",
    years: [2009, 2015],
    engines: [
      { name: "2.0L TDI I4 diesel", liters: 2, fuel: "diesel" },
      { name: "3.0L TDI V6 diesel", liters: 3, fuel: "diesel" },
    ],
  },
  {
    make: "audi",
    years: [2009, 2015],
    engines: [
      { name: "2.0L TDI I4 diesel", liters: 2, fuel: "diesel" },
      { name: "3.0L TDI V6 diesel", liters: 3, fuel: "diesel" },
    ],
  },
];

// Hybrids the Hybrid Systems problems name more than once (issue 16).
const priusGen2Engine = { name: "1NZ-FXE 1.5L I4 hybrid", liters: 1.5, fuel: "hybrid" as const };
const priusGen3Engine = { name: "2ZR-FXE 1.8L I4 hybrid", liters: 1.8, fuel: "hybrid" as const };

/** Second-generation Toyota Prius (NHW20), 2004–2009. */
export const toyotaPriusGen2: VehicleMatch = {
  make: "toyota",
  models: ["prius"],
  years: [2004, 2009],
  engines: [priusGen2Engine],
};

/** Third-generation Toyota Prius (ZVW30), 2010–2015. */
export const toyotaPriusGen3: VehicleMatch = {
  make: "toyota",
  models: ["prius"],
  years: [2010, 2015],
  engines: [priusGen3Engine],
};

/** The third-generation Prius and the Prius v (2012–2017), which shares its 2ZR-FXE engine and cooling. */
export const priusGen3AndPriusV: VehicleMatch[] = [
  toyotaPriusGen3,
  { make: "toyota", models: ["prius-v"], years: [2012, 2017], engines: [priusGen3Engine] },
];

/** Ram 1500 with the 48-volt eTorque belt starter-generator, 2019–2025. */
export const ramETorque: VehicleMatch = {
  make: "ram",
  models: ["1500"],
  years: [2019, 2025],
  engines: [
    { name: "3.6L Pentastar V6 eTorque", liters: 3.6, fuel: "hybrid" },
    { name: "5.7L Hemi V8 eTorque", liters: 5.7, fuel: "hybrid" },
  ],
};

/** Jeep Wrangler with the 48-volt eTorque belt starter-generator, 2018–2023. */
export const jeepETorque: VehicleMatch = {
  make: "jeep",
  models: ["wrangler"],
  years: [2018, 2023],
  engines: [
    { name: "2.0L turbo I4 eTorque", liters: 2.0, fuel: "hybrid" },
    { name: "3.6L Pentastar V6 eTorque", liters: 3.6, fuel: "hybrid" },
  ],
};

const eAssistEngine = { name: "2.4L Ecotec I4 eAssist", liters: 2.4, fuel: "hybrid" as const };

/** Buick LaCrosse and Regal with GM's eAssist mild hybrid, 2012–2016. */
export const buickEAssist: VehicleMatch = {
  make: "buick",
  models: ["lacrosse", "regal"],
  years: [2012, 2016],
  engines: [eAssistEngine],
};

/** Chevrolet Malibu with GM's eAssist mild hybrid, 2013 only. */
export const chevroletEAssist: VehicleMatch = {
  make: "chevrolet",
  models: ["malibu"],
  years: [2013, 2013],
  engines: [eAssistEngine],
};
