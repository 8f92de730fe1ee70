"""Word lists of the job frames in `identity_roles`."""

from __future__ import annotations

# Job nouns without an agent ending that the occupation lexicon does not list: trade slang
# ("truckie", "sparky") and the clergy.
UNSHAPED_JOBS = (
    "truckie", "tradie", "sparky", "sparkie", "chippy", "chippie", "brickie", "postie",
    "vicar", "rabbi", "imam", "chaplain", "curate", "deacon", "rector", "cantor", "nun", "monk",
    "doula", "locum", "deckhand", "guide", "rn", "lpn", "cna", "emt", "hca", "porter", "ranger", "medic", "tradesman", "adjunct",
)  # fmt: skip

# Words with the shape of an agent noun that name no person at all; a bare noun phrase
# ("water at the gym", "dinner at Nando's", "summer in Lisbon") must not read as a job.
NOT_PEOPLE = (
    "water", "dinner", "summer", "winter", "later", "never", "ever", "after", "other", "order",
    "better", "number", "paper", "under", "over", "either", "neither", "rather", "together",
    "whether", "weather", "computer", "letter", "matter", "power", "tower", "river", "corner",
    "center", "centre", "error", "color", "colour", "floor", "door", "mirror", "honor",
    "honour", "chapter", "character", "quarter", "answer", "butter", "cancer", "theater",
    "theatre", "hour", "flower", "shower", "sister", "brother", "mother", "father", "monster",
    "register", "semester", "trimester", "november", "december", "september", "october",
    "lurker", "poster", "timer", "first-timer", "newbie", "same", "user", "member", "beginner",
    "leftover", "meter", "liter", "litre", "laser", "printer", "router", "folder",
    "trailer", "poker", "soccer", "major", "minor", "junior", "senior", "tutorial", "person",
    "human", "woman", "man", "german", "roman", "asian", "christian", "mist", "list", "wrist",
    "twist", "fist", "gist", "exist", "supper", "burger", "beer", "cider", "lager", "liquor",
    "sticker", "voucher", "charger", "cover", "blender", "toaster", "heater", "freezer",
    "cooler", "sweater", "jumper", "slipper", "diaper", "career", "filter", "holder", "starter",
    "dessert", "appetizer", "calendar", "reminder", "wonder", "disorder", "border", "shelter",
)  # fmt: skip

# Gerunds that name a job, and the job they name: "been trucking 22 years".
GERUND_JOBS = {
    "trucking": "truck driver", "nursing": "nurse", "teaching": "teacher", "farming": "farmer",
    "bartending": "bartender", "waitressing": "waitress", "tutoring": "tutor",
    "lecturing": "lecturer", "nannying": "nanny", "welding": "welder", "plumbing": "plumber",
    "hairdressing": "hairdresser", "barbering": "barber", "tattooing": "tattoo artist",
    "cheffing": "chef", "lawyering": "lawyer", "freelancing": "freelancer",
    "nursing assistant": "nursing assistant", "driving a cab": "cab driver",
    "driving a taxi": "taxi driver", "driving trucks": "truck driver",
    "adjuncting": "adjunct lecturer", "temping": "temp", "locuming": "locum",
    "subbing": "substitute teacher", "supply teaching": "supply teacher",
}  # fmt: skip

# Vehicles one drives as a job: "I drive a bus in Cardiff" is a bus driver (not "a van" or
# "a truck", which people own; "trucks" is the job).
DRIVEN_FOR_WORK = {
    "bus": "bus driver", "buses": "bus driver", "school bus": "school bus driver",
    "taxi": "taxi driver", "taxis": "taxi driver", "cab": "cab driver", "cabs": "cab driver",
    "trucks": "truck driver", "lorry": "lorry driver", "lorries": "lorry driver",
    "hgvs": "HGV driver", "hgv": "HGV driver", "forklift": "forklift driver",
    "forklifts": "forklift driver", "ambulance": "ambulance driver", "ambulances": "ambulance driver",
    "train": "train driver", "trains": "train driver", "tram": "tram driver", "trams": "tram driver",
    "tanker": "tanker driver", "tankers": "tanker driver", "tractor": "tractor driver",
    # hired vehicles of South Asia, East Africa and the Philippines: driven for a living
    "tuk tuk": "tuk tuk driver", "tuk-tuk": "tuk tuk driver", "rickshaw": "rickshaw driver",
    "auto rickshaw": "auto rickshaw driver", "matatu": "matatu driver", "jeepney": "jeepney driver",
    "boda boda": "boda boda driver", "minibus": "minibus driver", "minibus taxi": "minibus taxi driver",
}  # fmt: skip

# Heads of compound job nouns that have no agent ending: "vet tech", "dental assistant",
# "team lead", "sales rep"; read only with a describing word in front.
COMPOUND_HEADS = (
    "tech", "techs", "assistant", "aide", "apprentice", "attendant", "associate", "rep", "exec",
    "lead", "specialist", "coordinator", "officer", "planner", "hygienist", "tech lead",
)  # fmt: skip

# What one sells for a living: "now I sell houses".
SOLD_FOR_A_LIVING = (
    "houses", "homes", "cars", "insurance", "real estate", "property", "properties",
    "advertising", "ads", "software", "mortgages", "solar panels", "phones", "furniture",
    "medical devices", "pharmaceuticals", "wine",
)  # fmt: skip
