"""Held-out set 13 of real-chat text for the rule-based extractor.

How it was written: its own list of situations first (`SITUATIONS` below), invented for
this set and not taken from what the patterns could match — a fishing deckhand, a rabbi,
a cricket coach, a dairy farmer, a tattoo artist, a blind piano tuner, shop owners and
miners, a grandmother learning her phone, a teenage chess player, a boxer, smallholders,
immigrants and shift workers, with chronic conditions and pets beyond cats and dogs. Then
the user's turns as those people would type them (long messages, capitals, broken English,
fragments after the assistant's question, lowercase without apostrophes, emoji, Spanish,
Urdu, Tagalog, Polish and Hebrew fragments, sarcasm, hypotheticals, role-play, quoted
text, code), each labelled with the turn by asking "what would a careful human note about
this user from this message?". About a third of the user turns carry nothing to keep. The
file is never edited to fit the extractor: a label it misses stays a miss.

Labels and existing memories follow `tests/extractors/realchat_corpus.py`.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a first-season deckhand on a salmon seiner out of Kodiak, afraid of seasickness",
    "a rabbi in Buenos Aires writing a short talk for a bar mitzvah, Spanish and Hebrew",
    "a bank clerk who coaches an under-14 cricket team in Lahore",
    "a dairy farmer in the Waikato before calving, new staff starting",
    "a Polish tattoo artist in Reykjavík learning Icelandic, strong opinions on fonts",
    "a blind piano tuner in Lisbon who uses a screen reader",
    "a Korean immigrant couple's dry cleaning shop in Toronto, broken English, a wedding",
    "a grandmother in Accra typing in capitals, learning WhatsApp",
    "a thirteen-year-old chess player before a tournament in Chennai",
    "a fly-in fly-out gold miner from Perth building a chook shed",
    "a night porter in a Dublin hospital with tinnitus",
    "a flyweight boxer from Manila cutting weight, Tagalog fragments, lactose intolerance",
    "a hedgehog, and a neighbour's tarantula",
    "multiple sclerosis and pygmy goats on a Devon smallholding",
    "a retired electrician in Hobart debugging an Arduino greenhouse alarm",
    "a refugee from Kharkiv in Kraków with a residence card interview",
    "a hairdresser in San Antonio planning her daughter's quinceañera",
    "a divorce and a new job at a library (existing memories)",
    "role-play as a job interviewer, then a poem where the user is a pirate",
    "a school letter and a menu to translate while on holiday",
    "a sarcastic tenant in Sheffield and a broken boiler",
    "hypotheticals about pilots and monks from an air traffic controller",
    "statements about a flatmate and a best friend",
    "casual preferences about tone, and a diet",
    "a lesson after a marketplace scam",
    "a seasonal wildland firefighter in Kelowna with asthma",
    "thanks and small talk",
)

HOLDOUT13: list[Conversation] = [
    Conversation(
        "first-season deckhand out of Kodiak",
        [
            (
                U,
                "first season as a deckhand on a salmon seiner out of kodiak, we leave june 10. "
                "how do i not get seasick for 3 months lol",
                [("identity", "deckhand"), ("activity", "kodiak")],
            ),
            (
                A,
                "Scopolamine patches, ginger and keeping your eyes on the horizon all help. "
                "Have you been on boats much?",
                [],
            ),
            (
                U,
                "only the ferry back in seattle where i grew up lol and i puked",
                [("identity", "seattle")],
            ),
            (U, "ok ginger chews it is", []),
        ],
    ),
    Conversation(
        "rabbi in Buenos Aires, bar mitzvah talk",
        [
            (
                U,
                "Soy rabino de una comunidad pequeña en Buenos Aires. I'm writing a short "
                "d'var torah for a bar mitzvah this Shabbat, and the boy is obsessed with "
                "football. Any angle on Parashat Behaalotecha?",
                [
                    ("identity", "rabbi"),
                    ("identity", "buenos aires"),
                    ("activity", "bar mitzvah"),
                ],
            ),
            (
                A,
                "The silver trumpets that gather the camp could work: a team needs a signal "
                "everyone hears.",
                [],
            ),
            (U, "Me encanta. Keep it under 300 words por favor.", []),
            (U, "Todah, gracias", []),
        ],
    ),
    Conversation(
        "bank clerk coaching under-14 cricket in Lahore",
        [
            (
                U,
                "assalam o alaikum. I coach an under-14 cricket team in Lahore, weekends only, "
                "my day job is at a bank",
                [("identity", "cricket"), ("identity", "lahore"), ("identity", "bank")],
            ),
            (
                U,
                "one boy bowls very fast but his action looks suspicious, how to correct it "
                "without killing his confidence?",
                [],
            ),
            (
                A,
                "Film him side-on in slow motion and work on it in short drills, away from "
                "match days.",
                [],
            ),
            (
                U,
                "acha ok, we have a tournament in Sialkot on 1st June",
                [("activity", "tournament")],
            ),
        ],
    ),
    Conversation(
        "dairy farmer in the Waikato",
        [
            (
                U,
                "dairy farmer in the waikato, 400 cows, calving starts in july and ive got 2 "
                "new staff from the philippines starting monday",
                [
                    ("identity", "dairy"),
                    ("identity", "waikato"),
                    ("activity", "calving"),
                    ("activity", "staff"),
                ],
            ),
            (
                U,
                "can u write a simple farm safety induction for them, plain english, theyre "
                "good with english but its their second language",
                [],
            ),
            (
                A,
                "Here's a one-page induction: 1. Quad bikes: helmet always. 2. The dairy shed: …",
                [],
            ),
            (U, "sweet as", []),
        ],
    ),
    Conversation(
        "Polish tattoo artist in Reykjavík",
        [
            (
                U,
                "I'm a tattoo artist, moved to Reykjavík from Poland 4 years ago. Need a new "
                "Instagram bio, something short, no cringe",
                [("identity", "tattoo"), ("identity", "reykjav"), ("identity", "poland")],
            ),
            (A, "'Fine-line and blackwork in Reykjavík. Books open monthly.'", []),
            (
                U,
                "better. and never use comic sans in anything you make for me lol, i'm serious",
                [("preference", "comic sans")],
            ),
            (
                U,
                "do you speak icelandic? I'm learning it and it's brutal",
                [("context", "icelandic")],
            ),
        ],
    ),
    Conversation(
        "blind piano tuner in Lisbon",
        [
            (
                U,
                "I'm blind and I use a screen reader, so please no tables in your answers, "
                "they get read out cell by cell and it's awful.",
                [("identity", "blind"), ("preference", "table")],
            ),
            (
                U,
                "I tune pianos for a living in Lisbon, mostly old uprights in Alfama flats",
                [("identity", "piano"), ("identity", "lisbon")],
            ),
            (
                U,
                "what's a good way to learn the history of Portuguese piano makers, audio books?",
                [],
            ),
        ],
    ),
    Conversation(
        "Korean dry cleaning shop in Toronto, a wedding",
        [
            (
                U,
                "me and my husband own dry cleaning shop in Toronto, 20 year. my english not "
                "perfect sorry. our daughter wedding is in october, I need speech in english "
                "and korean",
                [
                    ("identity", "dry clean"),
                    ("identity", "toronto"),
                    ("activity", "wedding"),
                ],
            ),
            (A, "Congratulations! Tell me a little about your daughter.", []),
            (
                U,
                "she is doctor, very stubborn like me haha, name Grace",
                [("identity", "grace")],
            ),
            (U, "please simple words for me", [("preference", "simple")]),
        ],
    ),
    Conversation(
        "grandmother in Accra in capitals",
        [
            (
                U,
                "HELLO MY GRANDSON SAY YOU CAN HELP. HOW I SEND PICTURE ON WHATSAPP TO MY "
                "DAUGTHER IN LONDON",
                [("identity", "daughter")],
            ),
            (
                A,
                "Open the chat with your daughter, tap the paperclip next to the message box, "
                "then choose Gallery.",
                [],
            ),
            (U, "I DONT SEE PAPERCLIP. I HAVE TECNO PHONE", []),
            (
                U,
                "OK IT WORK. GOD BLESS YOU. I AM 79 AND STILL LEARNING HAHA. GREETINGS FROM ACCRA",
                [("identity", "79"), ("identity", "accra")],
            ),
        ],
    ),
    Conversation(
        "thirteen-year-old chess player in Chennai",
        [
            (
                U,
                "im 13, i play chess, rated 1780 fide, playing the chennai open next week 🙂 "
                "can u give me a prep plan for 1.e4 e5",
                [("identity", "13"), ("identity", "chess"), ("activity", "chennai")],
            ),
            (A, "Sure. Do you play the Italian or the Ruy Lopez as White?", []),
            (U, "ruy", []),
            (
                U,
                "and plz use algebraic notation not descriptive, my coach says descriptive is "
                "for dinosaurs lol",
                [("preference", "algebraic")],
            ),
        ],
    ),
    Conversation(
        "fly-in fly-out miner from Perth",
        [
            (
                U,
                "FIFO at a gold mine out of Kalgoorlie, 2 weeks on 1 off, home is Perth with "
                "the missus and 3 kids",
                [("identity", "mine"), ("identity", "perth"), ("identity", "kid")],
            ),
            (
                U,
                "on my off week im building a chook shed, how big for 6 hens",
                [("context", "shed")],
            ),
            (
                A,
                "Aim for about 2 to 3 square metres of floor inside and a run of 10 square "
                "metres or more.",
                [],
            ),
            (U, "legend", []),
        ],
    ),
    Conversation(
        "night porter in a Dublin hospital with tinnitus",
        [
            (
                U,
                "I'm a porter in St James's hospital in Dublin, nights, 4 on 4 off. I've had "
                "tinnitus for years and it's worse on nights. Anything that helps you sleep "
                "during the day with it?",
                [("identity", "porter"), ("identity", "dublin"), ("identity", "tinnitus")],
            ),
            (A, "A fan or white noise can mask the ringing, with blackout blinds.", []),
            (U, "tried the fan, drove my wife mad", []),
            (
                U,
                "ok I'll try brown noise. and no need for the medical disclaimers btw, I know",
                [("preference", "disclaimer")],
            ),
        ],
    ),
    Conversation(
        "flyweight boxer from Manila",
        [
            (
                U,
                "pro boxer here, flyweight, from Manila. my fight is on July 6 in Cebu and I "
                "have to cut 4 kilos. meal ideas pls, rice is life lol",
                [("identity", "boxer"), ("identity", "manila"), ("activity", "fight")],
            ),
            (
                U,
                "walang gatas pls, I'm lactose intolerant",
                [("identity", "lactose")],
            ),
            (A, "Then: eggs and rice in the morning, fish and vegetables at lunch…", []),
            (U, "salamat coach 😂", []),
        ],
    ),
    Conversation(
        "a hedgehog and a neighbour's tarantula",
        [
            (
                U,
                "so my hedgehog Bramble stopped eating, should I worry? she's 3",
                [("identity", "hedgehog")],
            ),
            (
                A,
                "Check the room temperature first: below about 22°C a hedgehog may try to "
                "hibernate, which is dangerous for pets.",
                [],
            ),
            (U, "its like 19 in there oops", []),
            (
                U,
                "my neighbour has a tarantula and says they never need a vet lol is that true",
                [],
            ),
        ],
    ),
    Conversation(
        "multiple sclerosis and pygmy goats in Devon",
        [
            (
                U,
                "I was diagnosed with multiple sclerosis last year and I keep pygmy goats on "
                "our smallholding in Devon. Any tips for managing the fatigue with outdoor "
                "chores?",
                [("identity", "sclerosis"), ("identity", "goat"), ("identity", "devon")],
            ),
            (
                A,
                "Plan the heavy chores for your best hours, sit for milking and feeding, and "
                "keep water buckets small.",
                [],
            ),
            (
                U,
                "bullet points please, long paragraphs wipe me out",
                [("preference", "bullet")],
            ),
        ],
    ),
    Conversation(
        "retired electrician in Hobart with an Arduino",
        [
            (
                U,
                "Retired electrician in Hobart. Building a greenhouse temperature alarm with "
                "an Arduino and it keeps reading -127:\n```\nsensors.requestTemperatures();\n"
                "float t = sensors.getTempCByIndex(0);\nSerial.println(t); // -127.00\n```",
                [("identity", "electrician"), ("identity", "hobart"), ("context", "arduino")],
            ),
            (
                A,
                "-127 means the DS18B20 isn't found on the bus. Check the 4.7k pull-up "
                "resistor between data and 5V.",
                [],
            ),
            (U, "pull-up was missing. cheers", []),
        ],
    ),
    Conversation(
        "refugee from Kharkiv in Kraków",
        [
            (
                U,
                "I am from Kharkiv, living in Kraków since 2022 with my son. I work as "
                "accountant remotely for Ukrainian company. I have interview for Polish "
                "residence card on 29 May, what questions they ask?",
                [
                    ("identity", "kharkiv"),
                    ("identity", "krak"),
                    ("identity", "son"),
                    ("identity", "accountant"),
                    ("activity", "residence"),
                ],
            ),
            (
                A,
                "They usually ask about your work, your address and your means of support, "
                "and check your documents.",
                [],
            ),
            (U, "Dziękuję. I am learning Polish but still bad", [("context", "polish")]),
        ],
    ),
    Conversation(
        "hairdresser planning a quinceañera",
        [
            (
                U,
                "planning my daughter's quinceañera for august in san antonio, 150 guests, "
                "budget is tight. where do i even start",
                [("activity", "quincea")],
            ),
            (A, "Start with the venue and the date, then the dress and the food.", []),
            (U, "venue done, my compadre has a hall", []),
            (
                U,
                "i do hair for a living so at least that part is free lol",
                [("identity", "hair")],
            ),
        ],
    ),
    Conversation(
        "a divorce and a new job at a library",
        [
            (
                U,
                "tom and i finalised the divorce on monday. weirdly calm about it",
                [("retract", "tom")],
            ),
            (
                U,
                "and i handed in my notice at tesco, starting at the library on the 3rd",
                [("retract", "tesco"), ("identity", "librar")],
            ),
            (U, "new chapter i guess 📚", []),
        ],
        existing=[
            ("m1", "Is married to Tom", "relationship"),
            ("m2", "Works at Tesco", "professional"),
        ],
    ),
    Conversation(
        "role-play as a job interviewer, a pirate poem",
        [
            (
                U,
                "I've got an interview for a barista job at a coffee roastery on Friday. be my "
                "interviewer and ask me hard questions one at a time",
                [("activity", "interview")],
            ),
            (A, "Sure. First question: how would you dial in a new espresso blend?", []),
            (U, "i'd pull a shot, taste it, then grind finer if it's sour", []),
            (
                U,
                "ok stop. now write a poem as if I were a pirate captain who hates the sea",
                [],
            ),
        ],
    ),
    Conversation(
        "a school letter and a menu to translate",
        [
            (
                U,
                "what does this mean, it's from my son's school: 'Year 4 will be visiting "
                "the Natural History Museum on 12 June. Please provide a packed lunch and a "
                "signed consent form by Friday.'",
                [("identity", "son")],
            ),
            (
                U,
                "and this menu, we're in Osaka on holiday: 'たこ焼き 6個 500円'",
                [("activity", "osaka")],
            ),
            (A, "Takoyaki (octopus balls), six pieces for 500 yen.", []),
            (U, "lol ok", []),
        ],
    ),
    Conversation(
        "sarcastic tenant in Sheffield",
        [
            (
                U,
                "my landlord is SO responsive, only took him 3 months to fix the boiler, what "
                "a legend 🙃",
                [],
            ),
            (
                U,
                "anyway i rent a flat in Sheffield with two mates, what are my rights if the "
                "heating breaks again",
                [("identity", "sheffield")],
            ),
            (
                A,
                "Your landlord must repair heating within a reasonable time, and the council "
                "can step in if they don't.",
                [],
            ),
            (U, "brilliant, thanks", []),
        ],
    ),
    Conversation(
        "hypotheticals from an air traffic controller",
        [
            (U, "if I were a pilot I'd fly to Patagonia every weekend", []),
            (U, "imagine I'm a 90 year old monk in Bhutan, what would my day look like", []),
            (A, "You'd rise before dawn for prayers, then…", []),
            (
                U,
                "lol but for real I'm an air traffic controller in Frankfurt, which is close "
                "enough",
                [("identity", "air traffic"), ("identity", "frankfurt")],
            ),
        ],
    ),
    Conversation(
        "statements about a flatmate and a best friend",
        [
            (
                U,
                "my flatmate is a paramedic and she just got a job in Auckland, I'm so jealous",
                [],
            ),
            (
                U,
                "my best mate Luis plays bass in a ska band in Leipzig, can you suggest a name "
                "for their EP",
                [],
            ),
        ],
    ),
    Conversation(
        "casual preferences about tone, and a diet",
        [
            (U, "talk to me like a friend not a textbook pls", [("preference", "friend")]),
            (U, "and skip the 'great question!' stuff lol", [("preference", "question")]),
            (U, "also im vegetarian if recipes come up", [("identity", "vegetarian")]),
        ],
    ),
    Conversation(
        "a lesson after a marketplace scam",
        [
            (
                U,
                "got scammed selling my bike on Facebook Marketplace, the guy sent a fake "
                "payment screenshot. now I only take cash in person",
                [("experience", "scam")],
            ),
            (U, "how do i report it", []),
        ],
    ),
    Conversation(
        "seasonal wildland firefighter in Kelowna",
        [
            (
                U,
                "Seasonal wildland firefighter with BC Wildfire, based in Kelowna. Season's "
                "starting early this year. I've got asthma but it's controlled",
                [
                    ("identity", "firefighter"),
                    ("identity", "kelowna"),
                    ("identity", "asthma"),
                ],
            ),
            (U, "what's the best mask for smoke when I'm off shift", []),
        ],
    ),
    Conversation(
        "thanks and small talk",
        [
            (U, "thanks for yesterday btw", []),
            (U, "you were right about the tyre pressure", []),
        ],
    ),
]
