"""Held-out set 9 of real-chat text for the rule-based extractor.

How it was written (and kept independent of the patterns):

1. Its own list of situations first (below, `SITUATIONS`): people, places and chat hazards
   invented for this set, chosen from what people tell a chat assistant, not from what a
   pattern could match.
2. For each situation, the user's turns as that person would type them: dictated text
   with no punctuation, a parent's long paragraph, French and German mixed with English,
   a C# exception and a shell loop, a role-play whose premise the user then takes back,
   a friend's text message quoted for advice, sarcasm around a birthday, wishes, fragment
   answers to the assistant's questions, a job change, a graduation and a pet's death
   against stored memories, a work trip that is not a move.
3. Labels written with the turn, by asking "what would a careful human note about this
   user from this message?", without running the extractor. About a third of the user
   turns state nothing durable about the user and carry no label.
4. The file was committed before it was measured and is never edited to fit the
   extractor: a label the extractor misses stays a miss.

The label format and the meaning of `existing` are those of `realchat_corpus`.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a long-haul trucker from Winnipeg dictating without punctuation",
    "a former solicitor at home with twins in Harrogate: one long paragraph",
    "a ballet teacher in Montreal mixing French and English",
    "a gameplay programmer in Krakow pasting a C# exception",
    "a therapy role-play whose premise the user takes back",
    "a story request that makes the user a dragon",
    "sarcasm about a 40th birthday spent doing inventory",
    "a dental technician in Zurich writing half in German",
    "a collie owner answering the assistant in fragments",
    "left Spotify for a climate startup, graduated from KTH (existing memories)",
    "a cat that died (existing memory)",
    "a work trip to Kampala that is not a move (existing memory)",
    "pescatarian, shellfish allergy and migraines",
    "chickens and a goat",
    "Amharic at home, Japanese on an app",
    "an apprentice carpenter with a portfolio due",
    "a friend's pregnancy text quoted for advice",
    "wishes and other lives, then the real town and job",
    "a neighbour's parking and a manager's running",
    "how to answer: a tl;dr first, British spelling, less politeness",
    "greetings, thanks and good night",
    "time phrases in front: a first date, a new job, a visa renewal",
    "single dad, two daughters, night-shift security guard, in one breath",
    "lessons from a wrong-month flight and an ignored gearbox noise",
    "converting a van and planning an Atlantic crossing",
    "a question that carries a new barista job in Ghent",
    "a podcaster pasting a shell loop",
    "casual likes and dislikes: Formula 1, olives",
)

HOLDOUT9: list[Conversation] = [
    Conversation(
        "trucker from Winnipeg, dictated",
        [
            (
                U,
                "ok so im a long haul trucker out of winnipeg been driving 15 years mostly the "
                "run to vancouver and my back is shot now the doctor says its a herniated disc "
                "and i should do physio but im on the road 3 weeks at a time so how am i "
                "supposed to do that any exercises i can do in the cab",
                [
                    ("identity", "truck"),
                    ("identity", "winnipeg"),
                    ("identity", "herniated disc"),
                ],
            ),
            (A, "Yes: pelvic tilts, seated cat-cow and hamstring stretches at every stop.", []),
            (
                U,
                "ok cool. on my days off i go ice fishing been doing that since i was a kid",
                [("identity", "ice fishing")],
            ),
        ],
    ),
    Conversation(
        "former solicitor with twins, one long paragraph",
        [
            (
                U,
                "Sorry, this is going to be long. I used to be a solicitor but I've been at "
                "home with the twins since they were born (they're 3 now), and my wife works "
                "long hours as an anaesthetist so it's mostly me. I'm thinking about going "
                "back part-time in September but I'm terrified my skills are out of date. We "
                "live in Harrogate so there aren't many firms nearby. How do people usually "
                "handle the gap on their CV?",
                [
                    ("identity", "solicitor"),
                    ("identity", "twins"),
                    ("identity", "wife"),
                    ("identity", "harrogate"),
                    ("context", "part-time"),
                ],
            ),
        ],
    ),
    Conversation(
        "ballet teacher in Montreal, French and English",
        [
            (
                U,
                "je suis prof de ballet à Montreal, surtout des enfants",
                [("identity", "ballet"), ("identity", "montreal")],
            ),
            (
                U,
                "mes élèves have their end-of-year recital on June 15th et je suis stressée",
                [("activity", "recital")],
            ),
            (U, "c'est quoi une bonne musique pour un petit solo de 2 minutes?", []),
        ],
    ),
    Conversation(
        "gameplay programmer with a C# exception",
        [
            (
                U,
                "I'm a gameplay programmer at a small studio in Krakow, we use Unity",
                [("identity", "programmer"), ("identity", "krakow")],
            ),
            (
                U,
                "NullReferenceException: Object reference not set to an instance of an object\n"
                "  at PlayerController.Update () [0x0001a] in "
                "Assets/Scripts/PlayerController.cs:48\nonly happens after a scene reload",
                [],
            ),
            (
                U,
                "our game ships on steam in october so crunch is very real rn",
                [("activity", "steam")],
            ),
        ],
    ),
    Conversation(
        "therapy role-play taken back",
        [
            (
                U,
                "act as my therapist. I'll pretend I'm a CEO who just got fired by the board",
                [],
            ),
            (
                U,
                "ok just kidding, I'm not a CEO lol, I'm a receptionist at a dental clinic",
                [("identity", "receptionist")],
            ),
            (
                U,
                "but the anxiety part is real, I've had panic attacks since uni",
                [("identity", "panic")],
            ),
        ],
    ),
    Conversation(
        "story about a dragon",
        [
            (U, "write a story where I'm a dragon guarding a library", []),
            (U, "make me a dragon with reading glasses lol", []),
        ],
    ),
    Conversation(
        "sarcasm about a birthday",
        [
            (
                U,
                "absolutely thrilled to be spending my 40th birthday next saturday doing "
                "inventory at the shop 🎉",
                [("activity", "40th birthday")],
            ),
            (U, "my own shop btw, secondhand records", [("identity", "record")]),
            (U, "how do people even do stock counts faster", []),
        ],
    ),
    Conversation(
        "dental technician in Zurich, half German",
        [
            (
                U,
                "ich wohne seit zwei Jahren in Zurich, bin dental technician in einem Labor",
                [("identity", "zurich"), ("identity", "dental technician")],
            ),
            (
                U,
                "mein Deutsch ist okay but the Swiss German is killing me, taking a course now",
                [("context", "swiss german")],
            ),
            (U, "was heisst 'chuchichäschtli' eigentlich?", []),
        ],
    ),
    Conversation(
        "collie, fragment answers",
        [
            (U, "help my dog pulls on the lead so bad", []),
            (A, "What kind of dog is she?", []),
            (U, "a collie, 3 yrs old", [("identity", "collie")]),
            (A, "How long have you had her?", []),
            (U, "since feb", []),
            (A, "Does she get much exercise?", []),
            (
                U,
                "i run with her most mornings, im training for my first half marathon",
                [("context", "half marathon")],
            ),
        ],
    ),
    Conversation(
        "left Spotify, graduated",
        [
            (
                U,
                "left spotify in january, im at a climate startup now",
                [("retract", "spotify"), ("identity", "climate")],
            ),
            (U, "also FINALLY graduated from KTH 🎓", [("retract", "student")]),
            (U, "help me write a short post for linkedin about both", []),
        ],
        existing=[
            ("k1", "Works at Spotify", "professional"),
            ("k2", "Is a student at KTH", "personal"),
        ],
    ),
    Conversation(
        "cat died",
        [
            (U, "our cat miso died last week, she was 17 😢", [("retract", "miso")]),
            (U, "thinking about adopting again but not yet", []),
        ],
        existing=[("p1", "Has a cat named Miso", "personal")],
    ),
    Conversation(
        "work trip, not a move",
        [
            (
                U,
                "I'm in Kampala for two weeks for work, where can I get good coffee?",
                [("activity", "kampala")],
            ),
            (
                U,
                "home is Nairobi, I'm an agronomist with an NGO",
                [("identity", "agronomist")],
            ),
        ],
        existing=[("q1", "Lives in Nairobi", "location")],
    ),
    Conversation(
        "pescatarian, shellfish, migraines",
        [
            (
                U,
                "i'm pescatarian and allergic to shellfish, which makes being pescatarian "
                "kinda pointless lol",
                [("identity", "pescatarian"), ("identity", "shellfish")],
            ),
            (U, "also i get migraines if i skip meals", [("identity", "migraine")]),
            (U, "give me 5 packed lunches for the week", []),
        ],
    ),
    Conversation(
        "chickens and a goat",
        [
            (
                U,
                "we've got three chickens and a goat called Doris 🐐",
                [("identity", "chicken"), ("identity", "goat")],
            ),
            (
                U,
                "we moved out to a smallholding in county clare last year",
                [("identity", "clare")],
            ),
        ],
    ),
    Conversation(
        "Amharic and Japanese",
        [
            (
                U,
                "I speak Amharic with my parents and English everywhere else",
                [("identity", "amharic")],
            ),
            (
                U,
                "learning Japanese on Duolingo, 400 day streak 🔥",
                [("context", "japanese")],
            ),
            (U, "is Duolingo actually enough to get to N4", []),
            (
                U,
                "im 19 btw, first year of engineering at Strathclyde",
                [("identity", "19"), ("identity", "strathclyde")],
            ),
        ],
    ),
    Conversation(
        "apprentice carpenter",
        [
            (
                U,
                "second year apprentice carpenter here, college one day a week",
                [("identity", "carpenter")],
            ),
            (
                U,
                "my NVQ portfolio is due friday and im missing photos of 2 jobs",
                [("activity", "portfolio")],
            ),
            (U, "what counts as evidence if i forgot to take pics", []),
        ],
    ),
    Conversation(
        "friend's text quoted",
        [
            (
                U,
                "my friend just texted me: 'IM PREGNANT!!! due in november, dont tell anyone "
                "yet' what do i reply",
                [],
            ),
            (U, "something less cheesy pls", []),
        ],
    ),
    Conversation(
        "wishes, then the real town",
        [
            (U, "if I had a dog I'd name it Waffles", []),
            (U, "in another life I'd be a marine archaeologist", []),
            (U, "I'd love to live in Japan one day", []),
            (
                U,
                "for now it's Stoke and a call centre job lol",
                [("identity", "stoke"), ("identity", "call centre")],
            ),
        ],
    ),
    Conversation(
        "neighbour and manager",
        [
            (U, "my neighbour keeps parking across my drive", []),
            (U, "and my manager is a marathon runner who thinks everyone should be", []),
            (U, "how do i write a polite note for the windscreen", []),
        ],
    ),
    Conversation(
        "how to answer",
        [
            (U, "put a tl;dr at the top of ur answers pls", [("preference", "tl;dr")]),
            (U, "and british spelling, not american", [("preference", "british")]),
            (
                U,
                "no need to be so polite either lol, just tell me",
                [("preference", "polite")],
            ),
            (U, "ok now: is a heat pump worth it for a flat", []),
        ],
    ),
    Conversation(
        "greetings and good night",
        [
            (U, "thanks!! you're the best", []),
            (U, "gn", []),
        ],
    ),
    Conversation(
        "time phrases in front",
        [
            (
                U,
                "friday night i have my first date in 3 years 😬",
                [("activity", "date")],
            ),
            (U, "in two weeks i start the new job too", [("activity", "new job")]),
            (
                U,
                "and by the end of the month i have to submit my visa renewal",
                [("activity", "visa")],
            ),
            (
                U,
                "last time i changed jobs i took the first salary offer and regretted it for 2 "
                "years, so this time i negotiated",
                [("experience", "salary")],
            ),
        ],
    ),
    Conversation(
        "compound facts",
        [
            (
                U,
                "single dad, two daughters (5 and 8), work nights as a security guard. need "
                "dinners that take under 20 min",
                [
                    ("identity", "single"),
                    ("identity", "daughters"),
                    ("identity", "security guard"),
                ],
            ),
            (A, "Any foods the girls won't eat?", []),
            (U, "mushrooms. and anything green lol", []),
        ],
    ),
    Conversation(
        "lessons from a flight and a gearbox",
        [
            (
                U,
                "once booked a non-refundable flight for the wrong month, now I triple-check "
                "dates before paying for anything",
                [("experience", "flight")],
            ),
            (
                U,
                "and i ignored a weird noise in my car for weeks until the gearbox died, 2 "
                "grand. get things checked straight away, lesson learned",
                [("experience", "gearbox")],
            ),
        ],
    ),
    Conversation(
        "van conversion and an Atlantic crossing",
        [
            (
                U,
                "converting a sprinter van into a camper, insulation done, electrics next",
                [("context", "van")],
            ),
            (
                U,
                "next year me and my partner are sailing across the atlantic, so the van has "
                "to be done by spring",
                [("activity", "atlantic")],
            ),
            (U, "how big a leisure battery do i need for a fridge and lights", []),
        ],
    ),
    Conversation(
        "a question carrying a new job in Ghent",
        [
            (
                U,
                "I just started as a barista at a cafe in Ghent, how do I get better at latte art?",
                [("identity", "barista"), ("identity", "ghent")],
            ),
            (
                U,
                "i'm dutch originally so at least the language isn't a shock",
                [("identity", "dutch")],
            ),
        ],
    ),
    Conversation(
        "podcaster with a shell loop",
        [
            (
                U,
                "```bash\nfor f in *.wav; do ffmpeg -i $f ${f%.wav}.mp3; done\n```\nbreaks on "
                "filenames with spaces",
                [],
            ),
            (A, 'Quote the variables: "$f" and "${f%.wav}.mp3".', []),
            (
                U,
                "ahh thanks. i make podcasts for a living so this saves me hours",
                [("identity", "podcast")],
            ),
        ],
    ),
    Conversation(
        "casual likes and dislikes",
        [
            (U, "im a massive f1 fan, ferrari till i die 🏎️", [("preference", "f1")]),
            (U, "cant stand olives, they ruin every pizza", [("preference", "olive")]),
        ],
    ),
]
