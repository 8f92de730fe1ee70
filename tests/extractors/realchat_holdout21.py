"""Held-out set 21: hobbyists and amateurs who drop facts about themselves while asking for help.

Written without reading the extractor, its patterns or its rule documentation, and without
reading the other corpora beyond the format docstring and the `Conversation` dataclass of
`realchat_corpus.py` and the matching rule at the top of `scoring.py`.

How it was written:

1. A list of situations first (`SITUATIONS` below), invented for this set: people of many
   occupations, ages and countries (a bassist and dental hygienist, a retired postman with an
   allotment, a boulderer, an SM64 speedrunner, a knitter in Bergen, a marathoner in
   Guadalajara, a coin collector in Ballarat, a homebrewer in Curitiba, a mining engineer with
   a dobsonian, a kpop dance cover crew in Cebu, a fly fisher in Patagonia...), chosen from what
   people tell a chat assistant, not from what an extractor could match. Most are hobbyists
   and amateurs with sarcasm and jokes; the rest are the usual hazards (role-play, quoted and
   forwarded text, translation, code and stack traces, small talk, wishes, facts about other
   people, retractions of existing memories).
2. For each situation, the user's turns as people type them: long paragraphs with several
   facts and a question, fragments answering the assistant, lowercase without apostrophes,
   typos, emoji, sarcasm, non-English fragments (Norwegian, Spanish, Portuguese, French).
3. Labels written with each turn by asking "what would a careful human note about this user
   from this message?". Roughly a third of the user turns state nothing durable about the
   user and carry no label. A role's facts, a quoted or to-be-translated text, and facts about
   friends and relatives (beyond the relationship itself) are not labelled.
4. Committed as written; never edited to fit an extractor. A label that is missed stays a miss.

A label is (layer, words): an extracted item matches when it is in that layer and every word
occurs in its title (case-insensitive). ("retract", words) means the message takes back an
existing identity memory whose title contains the words. Messages are dated from Wednesday
2024-05-15 09:00 UTC, one minute apart.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import Conversation

U, A = "user", "assistant"

SITUATIONS = (
    "a dental hygienist who plays bass in a pub covers band, gig coming up",
    "a retired postman with a new allotment, sarcastic about slugs",
    "a boulderer with a pulley injury who is sick of medical disclaimers",
    "a Super Mario 64 speedrunner on his childhood console, nervous hands",
    "a newcomer in Bergen knitting a Marius sweater, pattern quoted in Norwegian",
    "a chemistry teacher in Guadalajara training for her first full marathon, lactose intolerant",
    "a coin collector in Ballarat who bought a fake penny and learned from it",
    "a former barista, keyboard builder, quits a job (existing memories)",
    "a backend developer homebrewer in Curitiba pasting a buggy ABV script",
    "a D&D game master asking for role-play as a dwarf blacksmith",
    "a bank clerk who goes birding with a superzoom camera, wants short answers",
    "a mining engineer with a first telescope and a dark-sky trip",
    "small talk and trivia about guitars with nothing to keep",
    "an expat in Osaka with balcony bonsai, wishes and a coworker's opinions",
    "a weekend sourdough baker who wants grams and no beginner explanations",
    "a Lyon resident who stops being vegetarian after low iron (existing memories)",
    "a laid-off job hunter in Berlin who plays viola, interview prep and a mock interview",
    "a choir alto asked to soften a forwarded email from the choir leader",
    "a cyclist on the Via Francigena translating a thank-you note into Italian",
    "a type 1 diabetic ultra runner with a lesson from a DNF",
    "a tortoise and ball python keeper who moved to Tucson",
    "a night-shift paramedic who plays club chess, with a tournament on saturday",
    "a retired librarian quilting for a granddaughter's graduation",
    "an MMO raider in Perth sarcastic about 2am raid times, a baker by trade",
    "an adult piano learner, air traffic controller, grade exam in July",
    "a plumber building a Raspberry Pi garden weather station, pasting a traceback",
    "a nursing student from Cebu in a kpop dance cover group, learning Korean",
    "a dentist woodworker who learned about gloves at the table saw",
    "pure small talk: a bad day, cat jokes",
    "a fly fisher in Patagonia hosting his brother-in-law, wants answers in Spanish",
    "a couple who left Austin for Asheville, and their old cat died (existing memories)",
)

HOLDOUT21: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "ok so i play bass in a pub covers band (we're called The Lukewarm Gravy, dont "
                "ask 🙃) and our singer wants to do Dreams by fleetwood mac in A instead of F. how "
                "do i transpose the bassline without relearning my whole life",
                [("identity", "bass")],
            ),
            (A, "Happy to help! Do you play fingerstyle or with a pick, and is it a 4-string?", []),
            (U, "fingers, 4 string. a 5 string is on my christmas wishlist lol", []),
            (
                U,
                "also we have a gig on the 8th of june at the Fox & Hounds so like. soon. no "
                "pressure",
                [("activity", "gig")],
            ),
            (
                U,
                "by day im a dental hygienist so my hands are already knackered from "
                "scraping tartar off strangers",
                [("identity", "hygienist")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "Right. Retired postman here, finally got an allotment after 9 years on the "
                "waiting list. The slugs have eaten every single lettuce. I just love feeding "
                "them, truly my favourite charity 🙄 What actually works that isnt poisoning the "
                "hedgehogs?",
                [("identity", "postman"), ("identity", "allotment")],
            ),
            (
                A,
                "Beer traps, copper tape and nematodes are all hedgehog-safe. Would you like "
                "organic-only methods?",
                [],
            ),
            (U, "yes organic only please, i dont spray anything", [("preference", "organic")]),
            (
                U,
                "cheers. my neighbour says i spend more time up there than at home, shes not wrong",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "tweaked my A2 pulley on a crimpy V5 last week 🤡 ring finger, left hand. gym "
                "physio-guy says 4-6 weeks off. ive been bouldering 3x a week for like 4 years so "
                "this is basically a death sentence. what rehab can i do",
                [("identity", "bouldering"), ("context", "pulley")],
            ),
            (A, "Sorry to hear that! Are you seeing a physiotherapist about it?", []),
            (U, "yeah thursday", [("activity", "physio")]),
            (
                U,
                "also pls no disclaimers about consulting a doctor in every paragraph, i know, im "
                "literally going",
                [("preference", "disclaimers")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "i speedrun sm64 (16 star, PB 15:42, yes i know thats slow shut up 😅). trying to "
                "get sub 15 before the charity marathon on july 20. any tips for BLJ consistency",
                [("identity", "speedrun"), ("activity", "marathon")],
            ),
            (A, "Are you running on an original console or an emulator?", []),
            (U, "console, an actual n64 from my childhood bedroom lol", []),
            (
                U,
                "tbh my hands shake when i get a good run going, how do ppl deal with nerves",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "Hei! I'm knitting my first Marius sweater for my nephew (he's 6, he will outgrow "
                "it in a week, classic). Pattern says 'strikk 2 omganger rett, deretter mønster "
                "etter diagram' - what does that mean exactly? My Norwegian is still beginner "
                "level, I moved to Bergen two years ago.",
                [
                    ("context", "sweater"),
                    ("context", "norwegian"),
                    ("identity", "bergen"),
                ],
            ),
            (
                A,
                "It means knit 2 rounds plain, then follow the chart. Do you knit continental or "
                "English style?",
                [],
            ),
            (
                U,
                "continental, my mormor taught me that way",
                [],
            ),
            (U, "takk!! 🧶", []),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "hola, so i signed up for the Berlin marathon in september (my first full one, "
                "after 3 halfs) and im following a 16 week plan. problem: im lactose intolerant "
                "and every recovery shake has whey. alternatives?",
                [("activity", "marathon"), ("identity", "lactose")],
            ),
            (A, "Plenty of options! Where are you based? Heat makes a difference to fuelling.", []),
            (U, "guadalajara, so yes, heat 🥵", [("identity", "guadalajara")]),
            (
                U,
                "soy profe de química en una prepa so i can only train super early",
                [("identity", "chemistry")],
            ),
            (
                U,
                "ok and give me paces in min/km not miles pls, im not american 😂",
                [("preference", "km")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "I'm a coin collector, mostly pre-decimal Australian pennies, been at it since "
                "1971. Found a 1930 penny at a garage sale - before you get excited, it's almost "
                "certainly a fake, because of course it is. How do I tell?",
                [("identity", "coin")],
            ),
            (
                A,
                "Check the alignment of the 3 and the reverse die. Where are you located? A "
                "local dealer could authenticate it.",
                [],
            ),
            (U, "Ballarat.", [("identity", "ballarat")]),
            (
                U,
                "Update: it was a fake. Paid $40 for it, the seller swore it was her grandad's. "
                "Lesson learned: always bring the loupe and check the 3 before handing over cash.",
                [("experience", "fake")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "update: i quit the barista thing lol, starting at a warehouse on monday. more "
                "money for keyboards (i build mechanical keyboards, its a sickness)",
                [("retract", "barista"), ("identity", "warehouse"), ("identity", "keyboard")],
            ),
            (
                U,
                "what switches for a quiet board, my roommate works nights and will murder me",
                [],
            ),
            (U, "noodle approves of the clacky ones tho. she sleeps on the keyboard", []),
        ],
        existing=[
            ("m1", "Works as a barista at Blue Bottle", "professional"),
            ("m2", "Has a cat named Noodle", "personal"),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "sou cervejeiro caseiro aqui em Curitiba (homebrewer) and i wrote this to calc "
                "ABV but the numbers look wrong:\n```python\ndef abv(og, fg):\n    return (og - "
                "fg) * 131.25\nprint(abv(1050, 1010))\n```\nhelp?",
                [("identity", "homebrew"), ("identity", "curitiba")],
            ),
            (
                A,
                "The formula expects specific gravity as 1.050 and 1.010, not 1050 and 1010. "
                "Divide by 1000 first and you'll get 5.25%.",
                [],
            ),
            (
                U,
                "ahhh. obrigado. ive been a backend developer for 8 years and i still cant read "
                "units lmao",
                [("identity", "developer")],
            ),
            (U, "what yeast for a saison tho, my basement sits at like 22°C 🍺", []),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "i run a D&D campaign for my coworkers every other friday and i want to practise "
                "voices. can you play Thorgar, a grumpy dwarf blacksmith who lost his forge? i'll "
                "be a young elf ranger from Silverwood",
                [("identity", "campaign")],
            ),
            (A, "*wipes soot from his beard* Aye, what d'ye want, lad?", []),
            (
                U,
                "*slams coin pouch on the counter* I need arrows, dwarf. Silver-tipped. My sister "
                "was taken by the wyvern of Ashpeak.",
                [],
            ),
            (
                U,
                "lol ok break character for a sec - is 50 gold reasonable for 20 silver arrows "
                "in 5e?",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "I'm a bank clerk, and on weekends I go birding with my Nikon P950. Saw a "
                "Malabar trogon last week!!! How do I sharpen photos shot at 2000mm handheld",
                [("identity", "bank"), ("identity", "birding")],
            ),
            (A, "Lovely sighting! Which editing software do you use?", []),
            (U, "only phone apps, snapseed mostly", []),
            (
                U,
                "keep it short pls, bullet points, i read this on the bus",
                [("preference", "bullet")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "Mining engineer here. Got my first dobsonian (8 inch) for my birthday, which a "
                "friend described as 'a dustbin on a lazy susan'. He's not wrong. Planning "
                "a trip to Sutherland in August for the dark skies. What should I look at in the "
                'southern winter sky with an 8"?',
                [
                    ("identity", "mining"),
                    ("identity", "dobsonian"),
                    ("activity", "sutherland"),
                ],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (U, "who actually invented the stratocaster, leo fender or someone else", []),
            (U, "and why does everyone hate the 70s ones", []),
            (U, "haha ok cool, til", []),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "i keep bonsai on my tiny balcony in osaka - 3 junipers and a trident maple that "
                "hates me personally. the maple's leaves are going crispy at the edges, why",
                [("identity", "bonsai"), ("identity", "osaka")],
            ),
            (A, "Leaf scorch is common in summer. How often are you watering?", []),
            (U, "every morning at 7 like a robot", []),
            (
                U,
                "my coworker Kenji says i overwater, but he also thinks mayo on pizza is normal so",
                [],
            ),
            (
                U,
                "someday id love to apprentice in omiya bonsai village, if i won the lottery or "
                "something lol",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "I bake sourdough every weekend (starter is called Doughy Parton 🍞). Want to try "
                "a rye loaf. Please give grams not cups, cups are chaos.",
                [("identity", "sourdough"), ("preference", "grams")],
            ),
            (U, "also is it normal that my starter smells like nail polish remover", []),
            (
                U,
                "and skip the beginner explanations pls, 5 years in, i know what a levain is",
                [("preference", "beginner")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "plot twist: after 11 years i'm eating meat again, my doctor says my iron is in "
                "the basement. so, recipes for a first steak that won't make me cry?",
                [("retract", "vegetarian"), ("identity", "iron")],
            ),
            (U, "je suis toujours à Lyon hein, so French cuts if possible (bavette? onglet?)", []),
            (U, "haha merci, bon appétit à moi", []),
        ],
        existing=[
            ("v1", "Is vegetarian", "personal"),
            ("v2", "Lives in Lyon", "demographic"),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "so ive been job hunting for 4 months (laid off in january, yay "
                "tech). i play viola in a community orchestra on wednesdays which is literally the "
                "only thing keeping me sane. interview on tuesday with a fintech - can you help me "
                "prep answers?",
                [
                    ("context", "job"),
                    ("identity", "viola"),
                    ("activity", "interview"),
                ],
            ),
            (A, "Of course. Where is the company based, and is the role remote?", []),
            (U, "hybrid, here in berlin", [("identity", "berlin")]),
            (
                U,
                "ok actually lets do a mock interview. you are the hiring manager, Petra, and i'm "
                "a candidate with 10 years at Google who speaks 4 languages",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "my choir leader sent this and asked me to 'make it friendlier' before it goes "
                "out, help: 'To all members. Attendance has been unacceptable. Those who miss two "
                "more rehearsals will not sing at the concert. Also whoever keeps taking the "
                "good biscuits: we know.'",
                [],
            ),
            (U, "i sing alto btw, in the back row, hiding from her", [("identity", "alto")]),
            (
                U,
                "oh and our concert is 14 june so it has to go out this week",
                [("activity", "concert")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "translate to italian pls: 'Dear Mrs Rossi, thank you for the lovely dinner and "
                "for drying our clothes. The lasagne was the best I have ever eaten.'",
                [],
            ),
            (
                U,
                "context: im cycling the Via Francigena in stages, did Lucca to Siena last month, "
                "she ran our b&b",
                [("context", "francigena")],
            ),
            (
                U,
                "my italian is still terrible btw, day 212 on duolingo and i can order coffee and "
                "apologise",
                [("context", "italian")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "T1 diabetic here, doing the West Highland Way race in June (96 miles, "
                "yes I'm unwell in the head 🙃). How do I handle carbs over 20+ hours?",
                [("identity", "diabet"), ("activity", "highland")],
            ),
            (A, "Do you use a CGM or finger pricks?", []),
            (U, "libre 3", []),
            (
                U,
                "last year i dnfd at mile 60 because i went hypo and ignored the alarm thinking "
                "id be fine. never again - now i eat every 30 min on a timer whether i want to "
                "or not",
                [("experience", "hypo")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "My sulcata tortoise Gerald is 22 and has outlived two of my relationships 💀 I "
                "also have a ball python, unnamed because nobody in this house can agree on a name",
                [("identity", "gerald"), ("identity", "python")],
            ),
            (
                U,
                "gerald has stopped eating since we moved to tucson, is it the heat?",
                [("identity", "tucson")],
            ),
            (A, "Possibly stress from the move. How long since he last ate?", []),
            (U, "5 days", []),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "on saturday i have a rapid tournament at my chess club. rated 1640 btw, dont laugh",
                [("identity", "chess"), ("activity", "tournament")],
            ),
            (U, "what should i play vs 1.e4 if i hate memorising theory", []),
            (
                U,
                "im a night-shift paramedic so my brain at 9am is soup",
                [("identity", "paramedic")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "Retired librarian, and now basically quilting "
                "full time 😂 I need help planning a quilt for my granddaughter's graduation in "
                "August.",
                [
                    ("identity", "librarian"),
                    ("identity", "quilt"),
                    ("context", "quilt"),
                ],
            ),
            (A, "What a lovely gift! What colours does she like?", []),
            (
                U,
                "purple, and she's going to Howard to study biology so maybe something with... i "
                "dunno DNA? is that cringe",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "oh I LOVE when my raid group schedules progression at 2am my time. love it. "
                "adore it. im in perth btw, theyre all in ohio",
                [("identity", "raid"), ("identity", "perth")],
            ),
            (U, "how do i politely tell 19 americans that the sun exists in other places", []),
            (
                U,
                "im a baker so im up at 4 anyway, which is the only reason i survive these raids "
                "lol",
                [("identity", "baker")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "Started piano at 45, grade 3 exam on the 12th of July, and my teacher is a 19 "
                "year old who calls me 'dude'. How do I stop my left hand from rushing?",
                [("context", "piano"), ("activity", "exam")],
            ),
            (
                U,
                "I work as an air traffic controller, so my nerves are usually fine. Except in "
                "front of a piano examiner, apparently.",
                [("identity", "traffic")],
            ),
            (U, "could you write me a practice schedule? 30 min a day, weekdays only", []),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "building a weather station for my garden with a raspberry pi, im a plumber not a "
                "programmer lol. it dies with this:\n```\nTraceback (most recent call last):\n  "
                'File "/home/pi/station.py", line 3, in <module>\n    import smbus2\n'
                "ModuleNotFoundError: No module named 'smbus2'\n```",
                [("context", "weather"), ("identity", "plumber")],
            ),
            (
                A,
                "Run `pip install smbus2` inside the same environment you run the script from.",
                [],
            ),
            (U, "worked, cheers. what a time to be alive", []),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "im from cebu, currently learning korean bc "
                "im in a kpop dance cover group (we do stray kids, yes we are the loudest at "
                "practice)",
                [
                    ("identity", "cebu"),
                    ("context", "korean"),
                    ("identity", "dance"),
                ],
            ),
            (A, "Fun! Are you studying or working at the moment?", []),
            (U, "nursing 3rd yr", [("identity", "nursing")]),
            (U, "whats a good warm up before practice, my calves die every time huhu", []),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "So I learned the hard way why you don't wear gloves at the table saw. Glove "
                "caught, yanked my hand toward the blade, I'm fine, 4 stitches. Now I use push "
                "sticks for every cut and no gloves near anything spinning. Anyway I'm a hobby "
                "woodworker in my garage, what's a good first crosscut sled design?",
                [("experience", "glove"), ("identity", "woodwork")],
            ),
            (
                U,
                "I'm a dentist, so yes, my hands are kind of my whole career, I know",
                [("identity", "dentist")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (U, "ugh. mondays on a wednesday. tell me a joke about cats", []),
            (U, "lol thats terrible. another", []),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "Pesco con mosca en el río Chimehuín, vivo en Junín de los Andes. Next week my "
                "brother-in-law comes to visit and I want to take him out. Which knots for a "
                "total beginner?",
                [("identity", "fish"), ("identity", "andes"), ("activity", "brother")],
            ),
            (U, "él nunca pescó en su vida, es contador en Buenos Aires jaja", []),
            (
                U,
                "responde en español por favor, my english is ok but tired",
                [("preference", "spanish")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                "we finally left Austin!! new place in Asheville, the mountains are unreal. need "
                "to find new volleyball people tho",
                [("retract", "austin"), ("identity", "asheville")],
            ),
            (
                U,
                "oh and biscuit passed in march, she was 19. im ok, the move just felt weird "
                "without her",
                [("retract", "biscuit")],
            ),
            (U, "any good apps for pickup volleyball?", []),
        ],
        existing=[
            ("c1", "Lives in Austin, Texas", "demographic"),
            ("c2", "Plays in a rec volleyball league", "personal"),
            ("c3", "Has a cat named Biscuit", "personal"),
        ],
    ),
]
