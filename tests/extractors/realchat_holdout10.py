"""Held-out set 10 of real-chat text for the rule-based extractor.

How it was written (and kept independent of the patterns):

1. Its own list of situations first (below, `SITUATIONS`), invented for this set: other
   people, occupations, cities on other continents, hobbies, health, pets, languages and
   events than the corpus, chosen from what people tell a chat assistant, not from what the
   patterns could match. The extractor and its patterns were not read while writing it.
2. For each situation, the user's turns as a person would type them: long paragraphs with
   several facts and a question, fragments answering the assistant, lowercase without
   apostrophes, typos, emoji and filler, sarcasm, wishes, role-play, quoted text to
   proofread or translate, a stack trace, Indonesian and Korean fragments, statements about
   friends, retractions of stored identity memories.
3. Labels written with the turn, by asking "what would a careful human note about this
   user from this message?", with the words a careful English title would surely contain.
   Roughly a third of the user turns state nothing durable about the user and carry no label.
4. Committed before it was measured; it is never edited to fit the extractor. A label the
   extractor misses stays a miss.

Format and label rules as in `realchat_corpus`.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a beekeeper in New Zealand who types short lowercase bursts with emoji",
    "a pharmacist in Nairobi writing one long paragraph about work, family and a project",
    "an architecture student in Santiago with typos and a weekend job",
    "a data engineer in Hyderabad pasting a Python traceback, then a lesson",
    "a night security guard asking for role-play and a story about himself",
    "a sarcastic commuter in a very cold city",
    "a primary teacher in Bandung mixing Indonesian and English",
    "a ferry deckhand answering the assistant's questions in fragments",
    "someone who left a coffee job and a city (existing memories)",
    "coeliac disease and a partner's diabetes mentioned around a recipe request",
    "an old tortoise and two budgies",
    "a Tagalog speaker learning Korean",
    "a marine-biology PhD student with a deadline and a format request",
    "text to proofread for a flatmate and a sentence to translate",
    "an accountant daydreaming about other lives",
    "a friend moving abroad and a present to choose",
    "casual preferences about units and tone",
    "small talk with nothing to keep",
    "dental work and a family party with leading time phrases",
    "a widowed electrician listing facts in one breath",
    "lessons from a stolen bike and a rental scam",
    "a canoe build and half-ironman training",
    "a frontend developer with strong opinions about languages and a snippet",
    "a volunteer firefighter with a certification and a plan that is only a maybe",
    "a civil engineer on parental leave with a baby in Kuala Lumpur",
)

HOLDOUT10: list[Conversation] = [
    Conversation(
        "beekeeper, short lowercase bursts",
        [
            (U, "yo", []),
            (U, "keep bees lol, 40 hives", [("identity", "bee")]),
            (U, "nelson, top of the south island 🐝", [("identity", "nelson")]),
            (U, "why are my girls so grumpy this week", []),
            (A, "Bees often get defensive in wet, cold weather when they can't forage.", []),
            (
                U,
                "got the honey show at the town hall on sat, entering my manuka",
                [("activity", "honey")],
            ),
        ],
    ),
    Conversation(
        "pharmacist in Nairobi, one long paragraph",
        [
            (
                U,
                "Okay so a bit of background: I'm a pharmacist, I run a small chemist in "
                "Westlands, Nairobi, been doing it six years now. My daughter just started at "
                "a boarding school in Nakuru this term and the house feels weirdly empty. I'm "
                "also trying to move the pharmacy onto an electronic stock system because we "
                "still do everything in exercise books, which is insane in 2024. Is there any "
                "software you'd recommend that still works offline when the power goes?",
                [
                    ("identity", "pharmacist"),
                    ("identity", "nairobi"),
                    ("identity", "daughter"),
                    ("context", "stock"),
                ],
            ),
            (A, "A few offline-first options exist. What do you mostly stock?", []),
            (U, "mostly over the counter stuff and antimalarials, not much controlled", []),
            (
                U,
                "short answers pls, I read them between customers",
                [("preference", "short")],
            ),
        ],
    ),
    Conversation(
        "architecture student in Santiago, typos",
        [
            (
                U,
                "hola, im in my 4th yr of architecure at la catolica in santiago",
                [("identity", "architect"), ("identity", "santiago")],
            ),
            (
                U,
                "my tesis presentation is on the 3rd of june and the model isnt even half done",
                [("activity", "thesis")],
            ),
            (U, "how do i stop balsa wood from warping when i glue it", []),
            (
                U,
                "also i work at a bar in providencia fri and sat nights so i cant pull all nighters then",
                [("identity", "bar")],
            ),
        ],
    ),
    Conversation(
        "data engineer in Hyderabad, traceback",
        [
            (
                U,
                "I'm a data engineer at a logistics startup in Hyderabad, we run everything on "
                "Airflow.",
                [("identity", "data engineer"), ("identity", "hyderabad")],
            ),
            (
                U,
                "this DAG keeps failing:\n```\nTraceback (most recent call last):\n"
                '  File "/opt/airflow/dags/ingest.py", line 42, in load\n'
                "    df = pd.read_parquet(path)\n"
                "FileNotFoundError: [Errno 2] No such file or directory: "
                "'s3://raw/2024-05-14/'\n```\nwhat am I missing",
                [],
            ),
            (A, "pandas needs s3fs for s3:// paths; is it installed in the worker image?", []),
            (
                U,
                "lesson learned: pin the worker image and never trust whatever pip pulled last "
                "week",
                [("experience", "image")],
            ),
        ],
    ),
    Conversation(
        "security guard, role-play and story",
        [
            (
                U,
                "pretend you're my landlord and I'm asking for my deposit back, be really stingy",
                [],
            ),
            (A, "'Deposit? Those scuffs on the skirting board will cost you, my friend.'", []),
            (
                U,
                "ok now write a short story where I'm a lighthouse keeper on a tiny island who "
                "talks to seagulls",
                [],
            ),
            (
                U,
                "haha love it. for real though I'm a night security guard at a warehouse so the "
                "lonely lighthouse thing hits close",
                [("identity", "security guard")],
            ),
        ],
    ),
    Conversation(
        "sarcastic commuter",
        [
            (U, "oh I just LOVE when my 6am bus is cancelled at minus 30", []),
            (A, "That sounds brutal. Where are you?", []),
            (U, "Winnipeg in January, truly paradise", [("identity", "winnipeg")]),
            (U, "my favourite thing in the world is doing taxes btw", []),
            (U, "can you explain what an RRSP is, like actually explain it", []),
            (
                U,
                "and i genuinely hate spreadsheets, so if there's a way without one tell me",
                [("preference", "spreadsheet")],
            ),
        ],
    ),
    Conversation(
        "teacher in Bandung, Indonesian and English",
        [
            (
                U,
                "halo! aku tinggal di Bandung, kerja sebagai guru SD",
                [("identity", "bandung"), ("identity", "teacher")],
            ),
            (U, "can you help me make a lesson plan about volcanoes for kelas 4", []),
            (A, "Sure! Here is a 45-minute plan with a baking-soda eruption.", []),
            (
                U,
                "next week ada study tour ke Tangkuban Perahu with 30 kids, wish me luck",
                [("activity", "tangkuban")],
            ),
        ],
    ),
    Conversation(
        "ferry deckhand, fragments",
        [
            (A, "What do you do for work?", []),
            (U, "ferry deckhand", [("identity", "deckhand")]),
            (A, "Nice! Which route?", []),
            (U, "halifax to dartmouth, been on it 3 yrs", [("identity", "halifax")]),
            (A, "Any plans this summer?", []),
            (U, "bosun course in july if the company pays for it", [("activity", "bosun")]),
            (A, "Want some study material for it?", []),
            (U, "nah im good", []),
        ],
    ),
    Conversation(
        "left a coffee job and a city",
        [
            (
                U,
                "update: I quit the coffee job, starting at a bank in July",
                [("retract", "barista"), ("activity", "bank")],
            ),
            (
                U,
                "and we moved to Surabaya last weekend, still living out of boxes",
                [("retract", "jakarta"), ("identity", "surabaya")],
            ),
            (U, "any tips for unpacking without losing my mind", []),
        ],
        existing=[
            ("m1", "Works as a barista at Kopi Kenangan", "professional"),
            ("m2", "Lives in Jakarta", "location"),
        ],
    ),
    Conversation(
        "coeliac disease and a recipe",
        [
            (
                U,
                "I have coeliac disease so any recipe has to be properly gluten free, not 'a "
                "little flour is fine'",
                [("identity", "coeliac"), ("preference", "gluten")],
            ),
            (U, "something with sweet potato for dinner tonight?", []),
            (
                U,
                "oh and my partner is type 1 diabetic so low sugar would be nice too",
                [("identity", "partner")],
            ),
        ],
    ),
    Conversation(
        "tortoise and budgies",
        [
            (
                U,
                "my tortoise Gus is 52 years old, he was my grandad's",
                [("identity", "tortoise")],
            ),
            (
                U,
                "he's stopped eating since we got back from the vet on monday, should I worry",
                [("context", "eating")],
            ),
            (A, "Tortoises often go off food after stress; watch him for a week.", []),
            (
                U,
                "ok. we also have two budgies, Kiwi and Mango, theyre so loud",
                [("identity", "budgie")],
            ),
        ],
    ),
    Conversation(
        "Tagalog speaker learning Korean",
        [
            (
                U,
                "I speak Tagalog and English at home, and I've started Korean on Duolingo "
                "because of my K-drama obsession",
                [
                    ("identity", "tagalog"),
                    ("context", "korean"),
                    ("preference", "drama"),
                ],
            ),
            (U, "how do you say 'I'm hungry' in Korean", []),
            (A, "배고파요 (baegopayo).", []),
            (
                U,
                "my lola only speaks Ilocano tho so at family parties im kind of useless lol",
                [],
            ),
        ],
    ),
    Conversation(
        "marine-biology PhD student",
        [
            (
                U,
                "Doing a PhD in marine biology at the University of Cape Town, on kelp forests",
                [("identity", "marine biology"), ("identity", "cape town")],
            ),
            (
                U,
                "my supervisor wants a draft chapter by the end of the month",
                [("activity", "chapter")],
            ),
            (U, "what's a good way to structure a methods section", []),
            (A, "- Study site\n- Sampling design\n- Lab analysis\n- Statistics", []),
            (
                U,
                "great, bullet points like that are perfect, always do that for me",
                [("preference", "bullet points")],
            ),
        ],
    ),
    Conversation(
        "proofread and translate for others",
        [
            (
                U,
                "can you proofread this for my flatmate, she's applying for a job:\n"
                '"I am a qualified dental hygienist with five years experience in Lagos and i '
                'am fluent in Yoruba and French."',
                [],
            ),
            (
                U,
                "translate to german pls: 'The delivery will arrive on Tuesday between 9 and 12.'",
                [],
            ),
        ],
    ),
    Conversation(
        "accountant daydreaming",
        [
            (U, "if I lived in Reykjavik would I ever get used to the dark winters?", []),
            (
                U,
                "I wish I'd become a vet instead of an accountant tbh",
                [("identity", "accountant")],
            ),
            (U, "maybe someday I'll open a bookshop, who knows", []),
        ],
    ),
    Conversation(
        "a friend moving abroad",
        [
            (
                U,
                "my friend Tomás is moving to Lisbon for a job next month, what should I get him "
                "as a going-away present",
                [],
            ),
            (A, "What is he into?", []),
            (U, "vinyl and natural wine, he's that guy", []),
        ],
    ),
    Conversation(
        "casual preferences",
        [
            (U, "pls use celsius, i have no idea what 80F means", [("preference", "celsius")]),
            (
                U,
                "and no emojis in ur answers, they look weird on my work screen",
                [("preference", "emoji")],
            ),
            (U, "whats a nice day trip from lyon", []),
            (A, "Pérouges is about 35 miles away and makes a lovely day out.", []),
            (U, "metric units pls, km not miles", [("preference", "metric")]),
        ],
    ),
    Conversation(
        "small talk",
        [
            (U, "morning!", []),
            (A, "Good morning! How can I help?", []),
            (U, "ugh mondays", []),
            (U, "thanks, you're a lifesaver", []),
        ],
    ),
    Conversation(
        "leading time phrases",
        [
            (U, "on thursday i have a root canal and im terrified", [("activity", "root canal")]),
            (
                U,
                "then next saturday we're driving up to the Blue Mountains for my sister's "
                "engagement party",
                [("activity", "engagement")],
            ),
            (
                U,
                "any tips for the anxiety? i have panic disorder so dentists are extra fun",
                [("identity", "panic")],
            ),
        ],
    ),
    Conversation(
        "widowed electrician, one breath",
        [
            (
                U,
                "electrician, two daughters, widowed, live just outside Ballarat",
                [
                    ("identity", "electrician"),
                    ("identity", "daughter"),
                    ("identity", "widow"),
                    ("identity", "ballarat"),
                ],
            ),
            (A, "Thanks for the background. What can I help with?", []),
            (
                U,
                "need to write a quote for a switchboard upgrade, customer wants it itemised",
                [],
            ),
        ],
    ),
    Conversation(
        "lessons from a bike and a lease",
        [
            (
                U,
                "Last winter I left my bike with a cable lock outside the station and it was gone "
                "in an hour. Now I only use a D-lock and take the seat with me.",
                [("experience", "lock")],
            ),
            (
                U,
                "also learned the hard way never to sign a lease without seeing the place in "
                "person, got scammed out of 2 months rent",
                [("experience", "lease")],
            ),
        ],
    ),
    Conversation(
        "canoe build and triathlon training",
        [
            (
                U,
                "I'm building a cedar strip canoe in my garage, about halfway done",
                [("context", "canoe")],
            ),
            (
                U,
                "and training for my first half ironman, it's in Cairns in September",
                [("context", "ironman")],
            ),
            (U, "how do i fit swim sessions in with a full time job", []),
        ],
    ),
    Conversation(
        "frontend developer with a snippet",
        [
            (
                U,
                "frontend dev here, working remotely for an agency in Lagos. I refuse to write "
                "plain JS anymore, TypeScript or nothing",
                [
                    ("identity", "frontend"),
                    ("identity", "lagos"),
                    ("preference", "typescript"),
                ],
            ),
            (
                U,
                "why does this complain\n```ts\nconst total = items.reduce((a, b) => a + b.price);"
                "\n```\nerror TS2322: Type 'number' is not assignable to type 'Item'.",
                [],
            ),
        ],
    ),
    Conversation(
        "volunteer firefighter",
        [
            (
                U,
                "I'm a volunteer firefighter in a little town near Stellenbosch, been 4 years",
                [("identity", "firefighter"), ("identity", "stellenbosch")],
            ),
            (
                U,
                "passed my hazmat certification last month, finally",
                [("activity", "hazmat")],
            ),
            (
                U,
                "might apply to go full time with the city next year but idk, the pay is bad",
                [],
            ),
        ],
    ),
    Conversation(
        "civil engineer on parental leave",
        [
            (
                U,
                "on mat leave from my job as a civil engineer, baby Ines is 4 months old",
                [
                    ("identity", "civil engineer"),
                    ("identity", "baby"),
                    ("context", "leave"),
                ],
            ),
            (
                U,
                "we're in Kuala Lumpur, my husband's family is here",
                [("identity", "kuala lumpur")],
            ),
            (
                U,
                "she has her first baby swimming lesson on friday, so cute",
                [("activity", "swim")],
            ),
            (U, "how do i get a 4 month old to nap longer than 30 min", []),
        ],
    ),
]
