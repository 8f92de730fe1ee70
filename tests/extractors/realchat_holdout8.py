"""Held-out set 8 of real-chat text for the rule-based extractor.

How it was written (and kept independent of the patterns):

1. Its own list of situations first (below, `SITUATIONS`): people, places and chat hazards
   invented for this set, chosen from what people tell a chat assistant, not from what a
   pattern could match.
2. For each situation, the user's turns as that person would type them: a grandparent's
   long paragraph, Hinglish and Spanish, a TypeScript error, a forwarded out-of-office
   email, role-play that turns out to hide a real fact, sarcasm wrapped around a fact,
   fragment answers to the assistant's questions, relocations and break-ups against
   stored memories, plans led by a time phrase, compound facts in one breath.
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
    "a retired geography teacher in Bendigo: one long paragraph, grandchildren, a question",
    "a software tester in Pune writing Hinglish",
    "a frontend developer in Halifax pasting a TypeScript error",
    "a tattoo artist in Brighton with carpal tunnel, lowercase and no apostrophes",
    "an office manager forwarding a colleague's out-of-office email",
    "role-play and a poem, then a real bakery in Dijon",
    "a self-employed plumber being sarcastic about tax season",
    "a vet in Valencia writing half in Spanish",
    "planning a dinosaur party, answering the assistant in fragments",
    "no longer vegan, a break-up (existing memories)",
    "relocated from Auckland to Wellington with the same employer (existing memories)",
    "type 1 diabetes and lactose intolerance",
    "a rescued greyhound and two budgies",
    "a native Welsh speaker with rusty German",
    "a medieval history PhD from Durham, teaching as an adjunct",
    "lottery dreams and roads not taken",
    "a flatmate who DJs and a boss who got engaged",
    "how to answer: answer first, no emojis, beginner level",
    "reactions, jokes and goodbyes",
    "time phrases in front: moving flats this weekend, Marrakech on the 18th, an MRI tomorrow",
    "36, offshore wind engineer, married, no kids, a cat",
    "lessons from a lease break clause and a recruiter who vanished",
    "writing a fantasy novel and training for a sprint triathlon",
    "a question that carries a house bought in Bristol",
    "a mother's German sentence to translate",
    "retraining as an electrician at 45, evening classes",
    "casual likes and dislikes: jazz, spicy food",
)

HOLDOUT8: list[Conversation] = [
    Conversation(
        "retired teacher in Bendigo, one long paragraph",
        [
            (
                U,
                "Hello dear. I'm a retired geography teacher, 68, living in Bendigo with my "
                "husband Ray, and our three grandchildren come to stay every school holidays, "
                "which we love but it's exhausting! This July they're with us for two whole "
                "weeks and I'd like some rainy-day activities that don't involve a screen. "
                "The eldest is 11 and very into volcanoes. Any suggestions?",
                [
                    ("identity", "teacher"),
                    ("identity", "68"),
                    ("identity", "bendigo"),
                    ("identity", "ray"),
                    ("identity", "grandchildren"),
                    ("activity", "grandchildren"),
                ],
            ),
        ],
    ),
    Conversation(
        "software tester in Pune, Hinglish",
        [
            (
                U,
                "yaar main QA engineer hoon at an insurance company in pune",
                [("identity", "qa"), ("identity", "pune")],
            ),
            (
                U,
                "kal se regression testing shuru hai and the whole suite is flaky, kya karu",
                [],
            ),
            (
                U,
                "also mera notice period chal raha hai, joining a startup in bangalore next month",
                [("activity", "bangalore")],
            ),
            (
                U,
                "aur meri shaadi hai december mein, so leave bhi plan karni hai",
                [("activity", "december")],
            ),
            (U, "acha ok, thanks bhai", []),
        ],
    ),
    Conversation(
        "frontend developer with a TypeScript error",
        [
            (
                U,
                "Frontend dev here, I work remote for a Toronto agency but I live in Halifax.",
                [("identity", "frontend"), ("identity", "halifax")],
            ),
            (
                U,
                "```tsx\nconst [items, setItems] = useState<Item[]>();\nreturn items.map((i) => "
                "<Row key={i.id} {...i} />);\n```\nTypeError: Cannot read properties of "
                "undefined (reading 'map')",
                [],
            ),
            (A, "`items` starts as undefined; give useState an initial value of `[]`.", []),
            (U, "ah right. duh", []),
        ],
    ),
    Conversation(
        "tattoo artist in Brighton, lowercase",
        [
            (
                U,
                "im a tattoo artist, got a tiny studio in brighton",
                [("identity", "tattoo"), ("identity", "brighton")],
            ),
            (
                U,
                "cant do fine line work much anymore cos of carpal tunnel in my right wrist",
                [("identity", "carpal tunnel")],
            ),
            (
                U,
                "surgery is on the 22nd, how long til i can tattoo again",
                [("activity", "surgery")],
            ),
        ],
    ),
    Conversation(
        "forwarded out-of-office email",
        [
            (
                U,
                "---------- Forwarded message ----------\nFrom: Joanna Kim\nSubject: OOO\n\nHi "
                "all, I'm out of office until June 10 as I'm speaking at a conference in "
                "Nairobi. I'm a vegetarian so please let the caterers know for the offsite. "
                "Thanks!\n\ncan you summarise this in one line",
                [],
            ),
            (
                U,
                "lol im the one who has to cover for her, im the office manager at a law firm "
                "in leicester",
                [("identity", "office manager"), ("identity", "leicester")],
            ),
        ],
    ),
    Conversation(
        "role-play, a poem, then a real bakery",
        [
            (
                U,
                "you're a medieval innkeeper and I'm a knight who can't pay for his ale. go",
                [],
            ),
            (U, "now write a poem where I'm a cat who runs a bakery", []),
            (
                U,
                "haha the funny thing is I actually do run a bakery, a real one in Dijon",
                [("identity", "bakery"), ("identity", "dijon")],
            ),
            (U, "croissant sales are down tho, any marketing ideas?", []),
        ],
    ),
    Conversation(
        "plumber, sarcasm about tax",
        [
            (
                U,
                "yeah because nothing says fun like tax season as a self-employed plumber 🙄",
                [("identity", "plumber")],
            ),
            (U, "i just ADORE hmrc forms. best part of my year", []),
            (U, "seriously tho can i claim my van as an expense", []),
            (
                U,
                "been plumbing 20 years, based in swindon if that matters for the rules",
                [("identity", "swindon")],
            ),
        ],
    ),
    Conversation(
        "vet in Valencia, half Spanish",
        [
            (
                U,
                "hola! soy veterinaria en una clínica pequeña en Valencia",
                [("identity", "vet"), ("identity", "valencia")],
            ),
            (U, "tengo dos gatos, Luna y Sol, los dos rescatados", [("identity", "cat")]),
            (
                U,
                "tomorrow i operate on a golden retriever with a big tumour, estoy nerviosa",
                [("activity", "retriever")],
            ),
        ],
    ),
    Conversation(
        "dinosaur party, fragment answers",
        [
            (U, "need ideas for a dinosaur party", []),
            (A, "Fun! Who's it for?", []),
            (U, "my son", [("identity", "son")]),
            (A, "How old will he be, and when is it?", []),
            (U, "6, on the 9th", [("activity", "party")]),
        ],
    ),
    Conversation(
        "no longer vegan, a break-up",
        [
            (
                U,
                "so i gave up being vegan, my iron levels were awful. eating fish again",
                [("retract", "vegan")],
            ),
            (U, "and theo and i broke up in april 💔", [("retract", "theo")]),
            (
                U,
                "living with my sister in clapham for now",
                [("identity", "clapham")],
            ),
            (U, "ok enough sad stuff, recommend me a comedy", []),
        ],
        existing=[
            ("v1", "Is vegan", "personal"),
            ("v2", "Has a boyfriend named Theo", "relationship"),
        ],
    ),
    Conversation(
        "relocated, same employer",
        [
            (
                U,
                "we relocated from auckland to wellington last month, same company tho",
                [("retract", "auckland"), ("identity", "wellington")],
            ),
            (U, "whats the best suburb for a short commute to the CBD", []),
        ],
        existing=[
            ("m1", "Lives in Auckland", "location"),
            ("m2", "Works at Fonterra", "professional"),
        ],
    ),
    Conversation(
        "type 1 diabetes, lactose",
        [
            (
                U,
                "I've been type 1 diabetic since I was 12, so carbs matter a lot for me",
                [("identity", "type 1")],
            ),
            (U, "and lactose intolerant, because of course", [("identity", "lactose")]),
            (U, "what's a decent low-carb breakfast that isn't eggs", []),
            (U, "also I hate eggs", [("preference", "egg")]),
        ],
    ),
    Conversation(
        "greyhound and budgies",
        [
            (
                U,
                "we rescued a retired racing greyhound called Biscuit 🐕",
                [("identity", "greyhound")],
            ),
            (U, "he's scared of the stairs, how do I help him", []),
            (U, "oh and we have 2 budgies, will he try to eat them lol", [("identity", "budgie")]),
        ],
    ),
    Conversation(
        "Welsh and rusty German",
        [
            (U, "Welsh is my first language, English second", [("identity", "welsh")]),
            (
                U,
                "my German is rusty, maybe B1, but I need it for a work trip to Hamburg in "
                "September",
                [("identity", "german"), ("activity", "hamburg")],
            ),
            (U, "can we practise small talk auf Deutsch?", []),
            (A, "Natürlich! Wie war dein Wochenende?", []),
            (U, "gut, danke. ich war wandern", []),
        ],
    ),
    Conversation(
        "medieval history PhD, adjunct",
        [
            (
                U,
                "finished my PhD in medieval history at Durham last year and now I'm adjuncting "
                "at three colleges at once",
                [("identity", "medieval"), ("identity", "adjunct")],
            ),
            (U, "is it normal to feel this burnt out", []),
            (
                U,
                "I'm applying for permanent lectureships this cycle, 14 applications so far",
                [("context", "lectureship")],
            ),
        ],
    ),
    Conversation(
        "lottery dreams",
        [
            (U, "if I won the lottery I'd buy a vineyard in Mendoza and never answer email", []),
            (U, "sometimes I think about becoming a firefighter", []),
            (U, "what would my life look like if I'd studied law instead", []),
            (
                U,
                "back to reality: bus driver in Reading, early shifts, up at 4",
                [("identity", "bus driver"), ("identity", "reading")],
            ),
        ],
    ),
    Conversation(
        "flatmate and boss",
        [
            (U, "my flatmate is a DJ and plays techno until 3am every friday", []),
            (
                U,
                "im a really light sleeper and i have tinnitus so its extra bad",
                [("identity", "tinnitus")],
            ),
            (U, "also my boss just got engaged, whats a good card message", []),
        ],
    ),
    Conversation(
        "how to answer",
        [
            (
                U,
                "can u give me the answer first and then the explanation",
                [("preference", "answer first")],
            ),
            (U, "and pls no emojis in ur replies", [("preference", "emoji")]),
            (
                U,
                "explain like im a complete beginner, zero tech background",
                [("preference", "beginner")],
            ),
            (U, "whats an API", []),
        ],
    ),
    Conversation(
        "reactions and goodbyes",
        [
            (U, "lmao", []),
            (U, "ok bye!", []),
        ],
    ),
    Conversation(
        "time phrases in front",
        [
            (
                U,
                "this weekend i'm moving flats, any packing hacks?",
                [("activity", "moving")],
            ),
            (U, "on the 18th we fly to Marrakech for a week", [("activity", "marrakech")]),
            (
                U,
                "tomorrow morning: MRI on my left knee. not looking forward to it",
                [("activity", "mri")],
            ),
        ],
    ),
    Conversation(
        "compound facts",
        [
            (
                U,
                "36, electrical engineer on an offshore wind farm, married, no kids, one very "
                "spoiled cat. what should I ask for in my pay review?",
                [
                    ("identity", "36"),
                    ("identity", "wind farm"),
                    ("identity", "married"),
                    ("identity", "cat"),
                ],
            ),
        ],
    ),
    Conversation(
        "lessons from a lease and a recruiter",
        [
            (
                U,
                "signed a lease without reading the break clause and ended up paying 6 months "
                "on an empty flat. i read every clause now",
                [("experience", "break clause")],
            ),
            (
                U,
                "also trusted a recruiter who ghosted me after 4 interviews, next time im "
                "asking about salary on the first call",
                [("experience", "recruiter")],
            ),
        ],
    ),
    Conversation(
        "novel and triathlon",
        [
            (
                U,
                "I'm writing a fantasy novel, about 60k words in",
                [("context", "novel")],
            ),
            (
                U,
                "and training for a sprint triathlon in September, the swim is my weak spot",
                [("context", "triathlon")],
            ),
            (U, "how do I stop panicking in open water", []),
            (
                U,
                "biggest lesson from the first draft: outline before writing. I threw away 20k "
                "words",
                [("experience", "outline")],
            ),
        ],
    ),
    Conversation(
        "a question carrying a house",
        [
            (
                U,
                "we just bought a 1930s house in Bristol, how do I deal with damp in the cellar?",
                [("identity", "bristol")],
            ),
        ],
    ),
    Conversation(
        "a mother's sentence to translate",
        [
            (
                U,
                "my mum wants this in english for her cv: 'Ich bin seit 30 Jahren Hebamme in "
                "Graz und spreche fließend Slowenisch.'",
                [],
            ),
        ],
    ),
    Conversation(
        "retraining as an electrician",
        [
            (
                U,
                "retraining as an electrician at 45, evening classes at the local college",
                [("context", "electrician"), ("identity", "45")],
            ),
            (
                U,
                "my first practical assessment is on the 2nd",
                [("activity", "assessment")],
            ),
            (U, "what's the difference between a ring main and a radial circuit", []),
        ],
    ),
    Conversation(
        "casual likes and dislikes",
        [
            (U, "i really cant stand jazz lol, anything but jazz", [("preference", "jazz")]),
            (
                U,
                "and i love spicy food, the hotter the better 🌶️",
                [("preference", "spicy")],
            ),
        ],
    ),
]
