"""Held-out set 12 of real-chat text for the rule-based extractor.

How it was written: its own list of situations first (`SITUATIONS` below), invented for
this set and not taken from what the patterns could match — older and younger users,
rural lives, trades, gig and shift work, clergy, an athlete, people with a disability or a
chronic condition, immigrants, pets beyond cats and dogs. Then the user's turns as those
people would type them (long paragraphs, fragments after the assistant's question,
lowercase without apostrophes, emoji, Spanish/French/Portuguese fragments, sarcasm,
hypotheticals, role-play, quoted text, code), each labelled with the turn by asking "what
would a careful human note about this user from this message?". About a third of the user
turns carry nothing to keep. The file is never edited to fit the extractor: a label it
misses stays a miss.

Labels and existing memories follow `tests/extractors/realchat_corpus.py`.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a retired sheep farmer in his seventies in mid Wales, formal long messages",
    "a rideshare driver from Lagos working nights in Houston, learning Python, pasting code",
    "a vicar of rural parishes with a funeral and baptisms this week and a pet tortoise",
    "a Deaf freelance designer in Montreal who signs LSQ and wants an informal email",
    "a fifteen-year-old skateboarder in Melbourne, slang and emoji, a broken wrist",
    "a beekeeper near Oaxaca switching between Spanish and English",
    "a long-haul trucker from Manitoba newly diagnosed with type 2 diabetes",
    "a Brazilian potter apprenticed in Kyoto, Portuguese fragments, first solo kiln firing",
    "a professional volleyball player in Ljubljana recovering from ACL surgery",
    "a night-shift baker in Lyon, French fragments, a lesson about a sourdough starter",
    "a hospital data analyst in Nairobi pasting SQL before a board presentation",
    "role-play with a landlord and a story request where the user is someone else",
    "text to proofread and translate that belongs to relatives",
    "a postman in Tromsø who took redundancy and moved to Bergen (existing memories)",
    "an axolotl and two ferrets",
    "Crohn's disease, a long flight to a wedding, metric units",
    "a ham radio operator on a cattle station near Alice Springs",
    "a sarcastic self-employed plumber doing a tax return",
    "lottery wishes and a wish to speak Italian from a dental hygienist in Cork",
    "statements about a brother-in-law and a coworker",
    "a wheelchair user in Glasgow planning Lisbon, a lesson from a Rome hotel",
    "a bicycle delivery rider in Bogotá with an English exam",
    "a caregiver from Cebu working nights in an Osaka nursing home, studying Japanese",
    "a lesson after buying a used pickup without an inspection",
    "small talk on a break",
)

HOLDOUT12: list[Conversation] = [
    Conversation(
        "retired sheep farmer in mid Wales, formal long messages",
        [
            (
                U,
                "Good morning. I am 74 years old and not very good with these computers so "
                "please bear with me. I farmed sheep near Builth Wells for fifty years until "
                "my son took over the farm in 2019, and my wife Glenys and I still live in the "
                "farmhouse. My grandson set this up for me. I want to know whether I can get "
                "the winter fuel payment if I still own part of the farm?",
                [
                    ("identity", "74"),
                    ("identity", "sheep"),
                    ("identity", "builth"),
                    ("identity", "glenys"),
                ],
            ),
            (
                A,
                "Owning part of the farm does not by itself stop the payment. Do you receive "
                "the State Pension?",
                [],
            ),
            (U, "Yes, since 2015.", []),
            (
                U,
                "Thank you. Please keep it short, my eyes are not what they were and long "
                "writing tires me.",
                [("preference", "short")],
            ),
            (
                U,
                "Also the Royal Welsh Show is in July and I am judging the Welsh Mountain ewes "
                "again, first time since my hip operation.",
                [("activity", "show")],
            ),
        ],
    ),
    Conversation(
        "rideshare driver from Lagos in Houston, learning Python",
        [
            (
                U,
                "drive uber nights in houston, 9pm to 5am mostly. been doing it 3 yrs since i "
                "came over from lagos",
                [("identity", "uber"), ("identity", "houston"), ("identity", "lagos")],
            ),
            (
                U,
                "trying to learn python in the mornings before i sleep so i can get out of driving",
                [("context", "python")],
            ),
            (
                U,
                "this keeps failing\n```\nfares = [12.5, 8, '15']\nprint(sum(fares))\n"
                "TypeError: unsupported operand type(s) for +: 'float' and 'str'\n```",
                [],
            ),
            (A, "One fare is a string, '15'. Convert them with float() before summing.", []),
            (U, "ahh ok smh", []),
            (
                U,
                "pls no long theory next time just show me the fix",
                [("preference", "fix")],
            ),
        ],
    ),
    Conversation(
        "vicar of rural parishes, funeral, baptisms, tortoise",
        [
            (
                U,
                "I'm the vicar of three rural parishes in the Yorkshire Dales, and I have a "
                "funeral on Thursday and two baptisms on Sunday. Could you help me think about "
                "a reading for a farmer who died very suddenly?",
                [
                    ("identity", "vicar"),
                    ("identity", "yorkshire"),
                    ("activity", "funeral"),
                    ("activity", "baptism"),
                ],
            ),
            (
                A,
                "Of course. Psalm 121 or Ecclesiastes 3 are often chosen. Did you know him well?",
                [],
            ),
            (U, "Very. He used to plough the churchyard field for us every spring.", []),
            (
                U,
                "On a lighter note, our tortoise Methuselah woke up from hibernation this "
                "morning, a week earlier than last year.",
                [("identity", "tortoise")],
            ),
            (U, "Thank you, that's been a real help.", []),
        ],
    ),
    Conversation(
        "Deaf freelance designer in Montreal",
        [
            (
                U,
                "Hi! Quick context: I'm Deaf and I work as a freelance graphic designer in "
                "Montreal. A new client keeps asking for phone calls. Can you write me a polite "
                "email asking to do our meetings over chat, or video with captions, instead?",
                [("identity", "deaf"), ("identity", "designer"), ("identity", "montreal")],
            ),
            (
                A,
                "Here's a draft: 'Dear Ms. Tremblay, thank you for reaching out. As I am Deaf, "
                "I work best over written chat or captioned video…'",
                [],
            ),
            (
                U,
                "good but make it way less formal, I hate sounding like a bank",
                [("preference", "formal")],
            ),
            (
                U,
                "also I sign LSQ, not ASL, in case the email mentions an interpreter",
                [("identity", "lsq")],
            ),
        ],
    ),
    Conversation(
        "fifteen-year-old skateboarder in Melbourne",
        [
            (
                U,
                "yo im 15 and i skate basically every day at the bowl in st kilda 🛹🔥",
                [("identity", "15"), ("identity", "skate")],
            ),
            (
                U,
                "broke my wrist last month tho so mums making me wear guards now lol 💀",
                [("experience", "wrist")],
            ),
            (U, "how do i do a kickflip without looking like an idiot", []),
            (
                A,
                "Start with your front foot angled just behind the front bolts and flick off "
                "the heel edge of the nose.",
                [],
            ),
            (U, "bet", []),
            (
                U,
                "theres a comp at the frankston skatepark on the 8th of june and im entering 😤",
                [("activity", "comp")],
            ),
        ],
    ),
    Conversation(
        "beekeeper near Oaxaca, Spanish and English",
        [
            (
                U,
                "Hola, tengo unas 40 colmenas cerca de Oaxaca — I keep bees, about 40 hives, "
                "and sell the honey at the Sunday market in Tlacolula.",
                [("identity", "bee"), ("identity", "oaxaca")],
            ),
            (
                U,
                "Some of the hives have varroa this spring. ¿El ácido oxálico funciona bien?",
                [("context", "varroa")],
            ),
            (
                A,
                "Oxalic acid works well when there is little capped brood. How much brood do "
                "the colonies have right now?",
                [],
            ),
            (U, "Muy poco brood ahora, sí.", []),
            (
                U,
                "y prefiero las respuestas en español la próxima vez por favor",
                [("preference", "spanish")],
            ),
        ],
    ),
    Conversation(
        "long-haul trucker with type 2 diabetes",
        [
            (
                U,
                "Been trucking 22 years out of Brandon Manitoba, mostly hauling grain to "
                "Thunder Bay. Doc says I got type 2 diabetes now. What am I supposed to eat at "
                "truck stops lol everything is fried",
                [
                    ("identity", "truck"),
                    ("identity", "brandon"),
                    ("identity", "diabetes"),
                ],
            ),
            (
                A,
                "Truck stops are tough. Grilled chicken, eggs, nuts and salads are the safer "
                "choices.",
                [],
            ),
            (U, "eggs I can do. salads no way, I hate lettuce", [("preference", "lettuce")]),
            (U, "got my first A1C check on June 3rd", [("activity", "a1c")]),
        ],
    ),
    Conversation(
        "Brazilian potter apprenticed in Kyoto",
        [
            (
                U,
                "Sou brasileira mas moro em Kyoto há seis anos. I make pottery, mostly tea "
                "bowls, and I'm apprenticed to an old potter in Gojozaka.",
                [("identity", "brazil"), ("identity", "kyoto"), ("identity", "potter")],
            ),
            (
                U,
                "my kiln firing is next Friday and I'm nervous, it's the first time my teacher "
                "lets me fire alone",
                [("activity", "kiln")],
            ),
            (U, "can you explain the difference between oribe and shino glazes?", []),
            (
                A,
                "Shino is a thick white feldspar glaze; Oribe is a copper green glaze, often "
                "used on only part of the piece.",
                [],
            ),
            (U, "obrigada!!", []),
        ],
    ),
    Conversation(
        "volleyball player recovering from ACL surgery",
        [
            (
                U,
                "I play volleyball professionally for a club in Ljubljana, but I tore my ACL in "
                "March and had surgery five weeks ago.",
                [("identity", "volleyball"), ("identity", "ljubljana"), ("context", "acl")],
            ),
            (U, "physio says no jumping until august. I'm going crazy sitting around", []),
            (A, "That's hard. What are you allowed to train at the moment?", []),
            (
                U,
                "upper body mostly. and I started an online course in sports nutrition so I "
                "don't lose my mind",
                [("context", "nutrition")],
            ),
            (
                U,
                "dont send me motivational quotes pls, just facts",
                [("preference", "quotes")],
            ),
        ],
    ),
    Conversation(
        "night-shift baker in Lyon",
        [
            (
                U,
                "je suis boulanger — baker, night shift, 2am to 10am, in Lyon, Croix-Rousse",
                [("identity", "baker"), ("identity", "lyon")],
            ),
            (
                U,
                "my sourdough starter died while I was on holiday, never leaving it with my "
                "neighbour again haha",
                [("experience", "sourdough")],
            ),
            (U, "how do I revive a dried backup starter?", []),
            (
                A,
                "Crumble it into equal parts water and flour and feed it every 12 hours for a "
                "few days.",
                [],
            ),
            (U, "d'accord merci", []),
        ],
    ),
    Conversation(
        "hospital data analyst in Nairobi, SQL",
        [
            (
                U,
                "I'm a data analyst at a hospital in Nairobi. Why does this give me duplicate "
                "rows?\n```sql\nSELECT p.id, v.visit_date\nFROM patients p\n"
                "JOIN visits v ON v.patient_id = p.id\nJOIN wards w ON w.id = v.ward_id;\n```",
                [("identity", "analyst"), ("identity", "nairobi")],
            ),
            (
                A,
                "If the wards table keeps several rows per ward id (history), each visit "
                "joins to all of them.",
                [],
            ),
            (U, "ya wards has history rows. ok", []),
            (
                U,
                "I'm presenting the readmissions dashboard to the board on Tuesday so this "
                "has to be right",
                [("activity", "dashboard")],
            ),
        ],
    ),
    Conversation(
        "role-play with a landlord, story about someone else",
        [
            (
                U,
                "pretend you're my landlord. I moved out in April and he still hasn't returned "
                "my deposit, I want to practise being firm on the phone",
                [("context", "deposit")],
            ),
            (A, "Alright. 'Hello, Harris speaking. What's this about?'", []),
            (
                U,
                "Hi Mr Harris, it's been six weeks and the law says you had 30 days",
                [],
            ),
            (
                U,
                "ok now write me a short story where I'm a lighthouse keeper on a Scottish "
                "island with a one-eyed cat",
                [],
            ),
        ],
    ),
    Conversation(
        "text to proofread and translate for relatives",
        [
            (
                U,
                "Can you proofread this for my aunt, she's sending it to the council:\n\n"
                "'Dear Sir, I am a widow of 82 living at 14 Mill Lane since 1971 and the bins "
                "has not been collected for three week.'",
                [],
            ),
            (U, "she says thanks lol", []),
            (
                U,
                "and translate this into English, my grandmother sent it: 'Ich habe mir das "
                "Bein gebrochen, aber es geht mir gut. Komm bald nach Graz.'",
                [],
            ),
        ],
    ),
    Conversation(
        "postman who took redundancy and moved",
        [
            (
                U,
                "Update: I took voluntary redundancy from the post office last week so I'm no "
                "longer a postman 🙃",
                [("retract", "postman")],
            ),
            (
                U,
                "and we've moved south to Bergen to be near our daughter",
                [("retract", "tromsø"), ("identity", "bergen")],
            ),
            (U, "honestly the rain here is worse than the dark up north", []),
        ],
        existing=[
            ("m1", "Works as a postman", "professional"),
            ("m2", "Lives in Tromsø", "location"),
        ],
    ),
    Conversation(
        "an axolotl and two ferrets",
        [
            (
                U,
                "my axolotl Pickle has fuzzy white stuff on his gills, is that fungus??",
                [("identity", "axolotl")],
            ),
            (A, "It could be fungus. What's the water temperature?", []),
            (U, "22", []),
            (
                A,
                "That's warm for an axolotl; aim for 16 to 18°C, and a salt bath can help with "
                "the fungus.",
                [],
            ),
            (
                U,
                "omg ok. i also have two ferrets but theyre fine lol",
                [("identity", "ferret")],
            ),
        ],
    ),
    Conversation(
        "Crohn's disease, a long flight, metric units",
        [
            (
                U,
                "I have Crohn's and I'm flying to Cape Town for my cousin's wedding on the "
                "22nd. Any tips for a 12 hour flight with IBD?",
                [("identity", "crohn"), ("activity", "wedding")],
            ),
            (
                A,
                "Book an aisle seat near the toilets, keep your medication in your hand "
                "luggage, and eat lightly the day before.",
                [],
            ),
            (U, "aisle seat always lol", []),
            (
                U,
                "use celsius and kilos when you answer me pls, I'm in Leeds not Texas",
                [("preference", "celsius"), ("identity", "leeds")],
            ),
        ],
    ),
    Conversation(
        "ham radio operator near Alice Springs",
        [
            (
                U,
                "G'day. I've been a ham radio operator for 30 years, living on a cattle "
                "station about 200km out of Alice Springs.",
                [("identity", "radio"), ("identity", "alice springs")],
            ),
            (
                U,
                "Trying to put up a new dipole antenna before the wet season. What length for "
                "the 40 metre band?",
                [("context", "antenna")],
            ),
            (A, "About 20 metres end to end, so two legs of roughly 10 metres each.", []),
            (
                U,
                "Metric, good. I'm 68 so I still think in feet but I'm trying.",
                [("identity", "68")],
            ),
            (U, "cheers mate", []),
        ],
    ),
    Conversation(
        "sarcastic self-employed plumber",
        [
            (
                U,
                "oh I just LOVE doing my tax return at 11pm on a Sunday, best hobby ever 🙄",
                [],
            ),
            (
                U,
                "I'm a self-employed plumber so it's every single year, joy",
                [("identity", "plumber")],
            ),
            (U, "seriously tho, can I claim my van?", []),
            (A, "Yes, either with simplified mileage or with the actual costs.", []),
            (U, "cool, I'll ask my accountant", []),
        ],
    ),
    Conversation(
        "lottery wishes, dental hygienist in Cork",
        [
            (
                U,
                "if I won the lottery I'd buy a vineyard in Tuscany and never answer an email "
                "again",
                [],
            ),
            (U, "I wish I could speak Italian tbh", []),
            (
                U,
                "realistically tho I'm a dental hygienist in Cork and I'll be here forever lol",
                [("identity", "hygienist"), ("identity", "cork")],
            ),
            (U, "what's a cheap way to start learning italian", []),
        ],
    ),
    Conversation(
        "statements about a brother-in-law and a coworker",
        [
            (
                U,
                "my brother-in-law is a firefighter in Dublin and he says smoke alarms need "
                "new batteries every year, is that true?",
                [],
            ),
            (U, "my coworker Deepa just got engaged, what's a nice gift under 30 quid", []),
            (A, "A framed print of somewhere meaningful to the couple is a nice touch.", []),
            (U, "she's vegan, does that change anything", []),
        ],
    ),
    Conversation(
        "wheelchair user in Glasgow planning Lisbon",
        [
            (
                U,
                "I'm a wheelchair user in Glasgow and I'm going to Lisbon in September with my "
                "partner. Are the trams accessible?",
                [("identity", "wheelchair"), ("identity", "glasgow"), ("activity", "lisbon")],
            ),
            (
                A,
                "The historic trams like line 28 aren't; the newer articulated trams on line "
                "15 are.",
                [],
            ),
            (U, "ugh typical", []),
            (
                U,
                "last time we went to Rome the 'accessible room' had a step into the shower, "
                "so now I always ask the hotel for photos before booking",
                [("experience", "photo")],
            ),
        ],
    ),
    Conversation(
        "bicycle delivery rider in Bogotá",
        [
            (
                U,
                "hago domicilios en bici en bogotá con rappi, delivery, like 10 hours a day",
                [("identity", "deliver"), ("identity", "bogot")],
            ),
            (U, "my knees hurt every night, what stretches", []),
            (
                A,
                "Quad and hip-flexor stretches after each shift help. Is your saddle high enough?",
                [],
            ),
            (
                U,
                "no idea tbh. i also study accounting at night so im always half asleep",
                [("context", "accounting")],
            ),
            (
                U,
                "tengo examen de inglés el sábado, B2, so im practising by talking to u lol",
                [("activity", "exam")],
            ),
        ],
    ),
    Conversation(
        "caregiver from Cebu in an Osaka nursing home",
        [
            (
                U,
                "I'm from Cebu, working as a caregiver in a nursing home in Osaka, mostly "
                "night shifts. My Japanese is about N3 level.",
                [
                    ("identity", "cebu"),
                    ("identity", "caregiver"),
                    ("identity", "osaka"),
                    ("identity", "japanese"),
                ],
            ),
            (U, "I'm taking the N2 in December", [("activity", "n2")]),
            (A, "Great goal. Would you like a study plan?", []),
            (
                U,
                "yes but only 30 minutes a day, I am too tired after shifts",
                [("preference", "30")],
            ),
        ],
    ),
    Conversation(
        "lesson after buying a used pickup",
        [
            (
                U,
                "bought a used Hilux without getting it inspected and the gearbox died two "
                "weeks later. lesson learned, always get a mechanic to inspect it first",
                [("experience", "inspect")],
            ),
            (U, "anyway how do you check a timing belt", []),
        ],
    ),
    Conversation(
        "small talk on a break",
        [
            (U, "good morning!", []),
            (A, "I'm doing well, thanks! What can I help with?", []),
            (U, "haha nothing. just bored on my break", []),
        ],
    ),
]
