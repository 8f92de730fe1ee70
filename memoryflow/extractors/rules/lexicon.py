"""Word lists the patterns share. Kept short and recognisable on purpose: precision first."""

from __future__ import annotations

OCCUPATIONS = (
    "nurse practitioner", "nurse", "doctor", "physician", "surgeon", "gp", "dentist", "pharmacist",
    "paramedic", "midwife", "therapist", "psychologist", "psychiatrist", "veterinarian", "vet",
    "teacher", "professor", "lecturer", "tutor", "researcher", "scientist", "postdoc",
    "phd student", "student", "undergrad", "engineer", "developer", "programmer", "architect",
    "designer", "analyst", "data scientist", "consultant", "manager", "product manager",
    "project manager", "director", "founder", "co-founder", "cofounder", "ceo", "cto", "cfo",
    "entrepreneur", "freelancer", "lawyer", "attorney", "solicitor", "paralegal", "judge",
    "accountant", "bookkeeper", "banker", "economist", "writer", "author", "novelist",
    "journalist", "editor", "translator", "copywriter", "marketer", "recruiter", "salesperson",
    "chef", "cook", "baker", "barista", "waiter", "waitress", "bartender", "cashier",
    "electrician", "plumber", "carpenter", "mechanic", "technician", "pilot", "flight attendant",
    "firefighter", "police officer", "officer", "soldier", "farmer", "photographer", "artist",
    "illustrator", "animator", "musician", "composer", "actor", "actress", "librarian",
    "social worker", "caregiver", "nanny", "sysadmin", "devops engineer", "intern",
    "administrator", "receptionist", "secretary", "driver", "pastor", "priest", "coach",
    "personal trainer", "trainer", "real estate agent", "agent", "retiree", "homemaker",
    "stay-at-home dad", "stay-at-home mom", "web developer", "game developer", "biologist",
    "chemist", "physicist", "mathematician", "statistician", "historian", "linguist",
    "welder", "dev", "backend dev", "frontend dev", "software engineer", "line cook", "soldier",
    "midwife", "optician", "optometrist", "surveyor", "janitor", "cleaner", "courier",
    "delivery driver", "truck driver", "train driver", "bus driver", "taxi driver", "miner",
    "builder", "painter", "gardener", "landscaper", "tailor", "hairdresser", "barber",
    "beautician", "florist", "butcher", "fisherman", "sailor", "carer", "care worker",
    "support worker", "youth worker", "teaching assistant", "student nurse", "dental hygienist",
    "radiographer", "registrar", "physiotherapist", "physio", "occupational therapist", "counsellor",
    "counselor", "nutritionist", "dietitian", "paralegal", "clerk", "civil servant",
    "shop assistant", "sales assistant", "store manager", "warehouse worker", "machinist",
    "streamer", "youtuber", "influencer", "podcaster", "dj", "producer", "singer", "dancer",
    "ux designer", "ui designer", "graphic designer", "pm", "scrum master", "qa engineer",
    "tester", "security guard", "firefighter", "police officer", "cop", "detective",
    "veterinary nurse", "zookeeper", "pilot", "air traffic controller", "postman", "blogger",
    "vlogger", "content creator", "med student", "medical student", "law student",
    "nursing student", "art student", "grad student", "graduate student", "trucker", "truck driver", "lorry driver", "long haul trucker", "lawyer", "solicitor", "barrister", "notary", "roofer",
    "paramedic", "lifeguard", "flight instructor", "instructor", "professor", "lecturer",
    # one in training for a job is in work, as "Is an EMT trainee" ("trainee at the port
    # authority"); its title reads "Is", as an intern's does (NOT_JOBS)
    "trainee",
)  # fmt: skip

# Roles that are not jobs: the title says "Is a student", not "Works as a student".
NOT_JOBS = ("student", "undergrad", "phd student", "intern", "retiree", "homemaker", "trainee")

RELATIONS = (
    "mother", "mom", "mum", "father", "dad", "parents", "sister", "brother", "wife", "husband",
    "partner", "girlfriend", "boyfriend", "fiance", "fiancé", "fiancée", "son", "daughter",
    "kids", "children", "grandmother", "grandma", "grandfather", "grandpa", "aunt", "uncle",
    "cousin", "niece", "nephew", "best friend", "roommate", "flatmate", "boss", "manager",
    "dog", "cat", "twin", "stepdad", "stepmom", "mother-in-law", "father-in-law",
)  # fmt: skip

NATIONALITIES = (
    "american", "british", "english", "scottish", "irish", "welsh", "canadian", "australian",
    "portuguese", "brazilian", "spanish", "mexican", "argentinian", "colombian", "chilean",
    "french", "german", "italian", "dutch", "belgian", "swiss", "austrian", "swedish",
    "norwegian", "danish", "finnish", "polish", "czech", "ukrainian", "russian", "greek",
    "turkish", "indian", "pakistani", "chinese", "japanese", "korean", "vietnamese", "thai",
    "filipino", "indonesian", "nigerian", "kenyan", "egyptian", "moroccan", "south african",
    "venezuelan", "peruvian", "cuban", "ecuadorian", "bolivian", "uruguayan", "guatemalan",
    "ghanaian", "ethiopian", "ugandan", "tanzanian", "bangladeshi", "nepali", "sri lankan",
    # nationalities that are no language's name too
    "iraqi", "iranian", "syrian", "lebanese", "jordanian", "saudi", "emirati", "palestinian",
    "yemeni", "kuwaiti", "qatari", "algerian", "tunisian", "sudanese", "eritrean",
    "zimbabwean", "zambian", "rwandan", "cameroonian", "senegalese", "malaysian",
    "singaporean", "taiwanese", "cambodian", "jamaican", "haitian", "salvadoran", "honduran",
    "nicaraguan", "paraguayan",
)  # fmt: skip

LANGUAGES = (
    "english", "spanish", "portuguese", "french", "german", "italian", "dutch", "polish",
    "russian", "ukrainian", "chinese", "mandarin", "japanese", "korean", "arabic", "hindi",
    "turkish", "swedish", "greek", "hebrew", "vietnamese", "yoruba", "igbo", "hausa", "urdu",
    "bengali", "punjabi", "tamil", "tagalog", "swahili", "catalan", "romanian", "hungarian",
    "czech", "danish", "norwegian", "finnish", "thai", "indonesian", "malay", "farsi",
    "persian", "cantonese", "irish", "welsh", "bsl", "asl", "sign language", "latin",
    "amharic", "tigrinya", "somali", "oromo", "zulu", "xhosa", "afrikaans", "shona", "twi",
    "gujarati", "marathi", "telugu", "kannada", "malayalam", "nepali", "sinhala", "pashto",
    "kurdish", "serbian", "croatian", "bosnian", "bulgarian", "slovak", "slovenian",
    "lithuanian", "latvian", "estonian", "icelandic", "albanian", "armenian", "georgian",
    "basque", "galician", "gaelic", "maori", "samoan", "tongan", "cebuano", "khmer", "lao",
    "burmese", "mongolian", "kazakh", "uzbek", "azerbaijani", "creole", "patois",
    "quechua", "guarani", "nahuatl", "aymara", "wolof", "luganda", "kinyarwanda", "lingala",
    "hinglish",
    # spoken languages of chat that go by their own names
    "darija", "tamazight", "ilocano", "bisaya", "sindhi", "yiddish", "frisian", "maltese",
    "hawaiian", "kikuyu", "tswana", "sesotho", "chichewa", "malagasy",
)  # fmt: skip

PETS = (
    "dog", "cat", "puppy", "kitten", "hamster", "rabbit", "bunny", "parrot", "budgie",
    "guinea pig", "ferret", "turtle", "tortoise", "snake", "lizard", "gecko", "horse", "pony",
    "chicken", "goldfish", "fish", "rat", "labrador", "golden retriever", "retriever",
    "beagle", "greyhound", "poodle", "terrier", "spaniel", "husky", "collie", "dachshund",
    "bulldog", "pug", "chihuahua", "shepherd", "corgi", "boxer", "cockatiel", "axolotl",
    "lab", "staffie", "whippet", "lurcher", "schnauzer", "rottweiler", "doberman", "cockapoo",
    "labradoodle", "goldendoodle", "sheepdog", "mutt", "tabby", "maine coon", "ragdoll",
    "siamese", "hedgehog", "tarantula", "chinchilla", "gerbil", "mouse", "bearded dragon",
    # snakes and lizards by their kind, never another thing ("python" alone may be code)
    "ball python", "royal python", "corn snake", "king snake", "milk snake", "leopard gecko",
    "crested gecko", "blue tongue skink", "skink", "uromastyx",
    # parrots and songbirds kept at home, by their kind
    "african grey", "macaw", "cockatoo", "lovebird", "conure", "canary", "parakeet",
)  # fmt: skip
# Pet words that name other things too ("our lab is closed", "my boxer shorts"): a pet only
# with its name ("our lab Bruno").
PETS_NEEDING_A_NAME = ("lab", "boxer", "shepherd", "mouse", "tabby", "siamese", "mutt")

# Health conditions a user may mention in passing ("I have asthma", "also ADHD").
CONDITIONS = (
    "diabetes", "type 1 diabetes", "type 2 diabetes", "asthma", "adhd", "autism",
    "epilepsy", "migraines", "arthritis", "dyslexia", "dyspraxia", "anxiety", "depression",
    "ptsd", "ocd", "ibs", "crohn's", "crohns", "celiac disease", "coeliac disease",
    "high blood pressure", "hypertension", "endometriosis", "pcos", "long covid", "tinnitus",
    "eczema", "psoriasis", "lupus", "multiple sclerosis", "ms", "chronic pain",
    "fibromyalgia", "hearing loss", "a heart condition", "sleep apnea", "insomnia",
    "bipolar disorder", "bipolar", "scoliosis", "a bad back", "cancer", "hay fever",
    "panic disorder", "panic attacks", "a herniated disc", "a slipped disc", "gout", "migraine",
)  # fmt: skip
# "I'm X" where X is a lasting condition or diet.
STATES = (
    "deaf", "blind", "autistic", "dyslexic", "type 1 diabetic", "type 2 diabetic", "diabetic", "prediabetic", "pre-diabetic",
    "disabled", "hard of hearing", "partially sighted", "colorblind", "colourblind",
    "vegetarian", "vegan", "pescatarian", "celiac", "coeliac", "lactose intolerant",
    "gluten intolerant", "gluten free", "gluten-free", "dairy free", "dairy-free", "kosher",
    "halal", "teetotal", "sober", "pregnant", "epileptic", "asthmatic", "immunocompromised",
)  # fmt: skip
DEGREES = (
    "bachelor's", "bachelors", "bachelor", "master's", "masters", "master", "phd",
    "doctorate", "degree", "ba", "bsc", "ma", "msc", "mba", "diploma", "associate's",
    "associate degree", "law degree", "md", "jd",
)  # fmt: skip
# Lines of work: "I work in retail".
FIELDS = (
    "retail", "finance", "tech", "it", "marketing", "sales", "healthcare", "education",
    "construction", "hospitality", "insurance", "logistics", "consulting", "hr", "accounting",
    "banking", "publishing", "advertising", "real estate", "software", "government", "law",
    "pharma", "manufacturing", "customer service", "customer support", "admin", "research",
    "academia", "film", "tv", "fashion", "journalism", "the nhs", "social care", "aviation",
    "it support", "tech support", "it", "ops", "operations", "security", "design", "hr",
)  # fmt: skip
# Places people say they work in: "I work in a restaurant in Soho".
WORKPLACES = (
    "restaurant", "hospital", "school", "bank", "factory", "warehouse", "shop", "store",
    "office", "lab", "laboratory", "hotel", "bar", "café", "cafe", "kitchen", "call centre",
    "call center", "supermarket", "nursery", "clinic", "pharmacy", "bakery", "garage", "salon",
    "gym", "library", "museum", "prison", "care home", "startup", "agency", "firm",
    "university", "college", "bookshop", "bookstore", "coffee shop", "pub", "daycare",
)  # fmt: skip
CODE_LANGUAGES = (
    "python", "typescript", "javascript", "rust", "go", "golang", "java", "kotlin", "swift",
    "ruby", "php", "c++", "c#", "scala", "haskell", "elixir", "clojure", "dart", "sql",
)  # fmt: skip

# Kinds of business one owns or runs: "I run a small bakery".
BUSINESSES = (
    "bakery", "shop", "café", "cafe", "coffee shop", "restaurant", "store", "business",
    "company", "startup", "agency", "clinic", "salon", "bar", "pub", "studio", "farm", "gym",
    "firm", "practice", "food truck", "bookshop", "bookstore", "etsy shop", "online shop",
    "consultancy", "nursery", "daycare", "hotel", "b&b", "garage", "brewery", "winery",
    "rental flats", "rental flat", "rental properties", "rental property", "rental houses",
    "rental apartments", "rentals", "holiday lets", "truck", "stall", "market stall", "kiosk",
    "boutique", "van", "cart", "taproom", "dental practice", "barbershop", "tattoo studio",
)  # fmt: skip

# Places at work one stands at: "I work on a help desk", "I work the front desk".
WORK_STATIONS = (
    "help desk", "helpdesk", "service desk", "front desk", "reception", "checkout", "tills",
    "switchboard", "hotline", "phones", "ward", "assembly line", "production line", "oil rig",
    "building site", "construction site", "shop floor", "night desk", "news desk", "bar",
    "door", "line", "trading floor",
)  # fmt: skip

# Jobs named by their verb: "I TA a class", "I bartend on weekends".
VERB_ROLES = {
    "ta": "TA", "tutor": "tutor", "bartend": "bartender", "nanny": "nanny",
    "babysit": "babysitter", "waitress": "waitress", "lifeguard": "lifeguard",
    "dj": "DJ", "bar-tend": "bartender", "freelance": "freelancer", "lecture": "lecturer",
}  # fmt: skip

# Where people publish what they make: "I stream on twitch".
PLATFORMS = (
    "twitch", "youtube", "tiktok", "instagram", "substack", "patreon", "kick", "medium",
    "etsy", "onlyfans", "soundcloud", "bandcamp", "spotify",
)  # fmt: skip

# Instruments and animals people keep: practised hobbies that say who someone is.
INSTRUMENTS = (
    "guitar", "bass", "bass guitar", "drums", "piano", "keys", "keyboard", "violin", "viola",
    "cello", "double bass", "saxophone", "sax", "trumpet", "trombone", "flute", "clarinet",
    "ukulele", "banjo", "mandolin", "harp", "accordion", "organ", "harmonica", "oboe",
    "bassoon", "tuba", "french horn", "bagpipes", "fiddle", "synth", "tabla", "sitar",
)  # fmt: skip
KEPT_ANIMALS = (
    "bees", "bee hives", "beehives", "chickens", "hens", "ducks", "goats", "sheep", "pigeons", "quail", "alpacas",
    "pigs", "rabbits", "horses", "cows", "geese", "tropical fish", "koi", "snails",
    "goat", "chicken", "hen", "duck", "sheep", "pig", "horse", "cow", "alpaca", "donkeys", "donkey",
)  # fmt: skip
HABITS_GIVEN_UP = (
    "smoking", "drinking", "vaping", "alcohol", "caffeine", "coffee", "sugar", "meat",
    "cigarettes", "weed", "gambling", "social media", "booze",
)  # fmt: skip

# Words that end a noun phrase (what follows is a new clause or a qualifier).
PHRASE_STOP = (
    "now", "anymore", "any more", "currently", "these days", "since", "for", "with", "and",
    "but", "because", "so", "though", "although", "which", "who", "where", "when",
)  # fmt: skip

NOT_A_PLACE = (
    "fear", "denial", "hope", "the moment", "the past", "the present", "my head", "a bubble",
    "peace", "the shadow", "the same", "it", "there", "here", "love", "trouble", "bed",
    "pain", "shock", "charge", "school", "class", "a meeting", "the office", "hospital",
    "debt", "a hurry", "a rush", "the car", "therapy", "the middle", "a mood", "a bad",
    "a good", "the zone", "control", "luck", "town", "the loop", "line", "time",
    "nowhere", "somewhere", "anywhere", "everywhere", "no idea", "not sure",
    # a stage of school, not a town: "I'm in Year 11", "in Grade 7"
    "year", "grade", "form", "standard", "college", "uni", "university",
    # when, not where: "I moved out in April", "moved in on saturday"
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday",
    "saturday", "sunday", "spring", "summer", "autumn", "fall", "winter", "the spring",
    "the summer", "the autumn", "the fall", "the winter",
    # the home, work, school, hospital or peace of the languages mixed into chat, never a
    # town: "i live in ghar", "vivo en paz", "nandito ako sa bahay", "bin zuhause"
    "ghar", "makaan", "bahay", "trabaho", "opisina", "ospital", "eskwela", "paaralan",
    "paz", "pace", "calma", "casa", "hogar", "maison", "zuhause", "sukoon", "shanti",
    "nyumbani", "rumah", "kantor", "evde", "nhà", "trường", "sekolah", "kampus", "kerja",
    # and their words of time: "aku dari tadi nunggu" (waiting since earlier)
    "tadi", "kemarin", "pagi", "dulu", "sekarang",
)  # fmt: skip

PRONOUN_OBJECTS = ("it", "this", "that", "these", "those", "them", "you", "him", "her", "one")


def alternation(words: tuple[str, ...]) -> str:
    """A regex alternation, longest first so "nurse practitioner" wins over "nurse"."""
    import re

    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
