# ruff: noqa: RUF001
"""Held-out set 17: everyday life of students, retirees, migrants and new parents.

How it was written (and kept independent of the extractor):

1. A list of situations first (below, `SITUATIONS`), invented for this set: people of many
   occupations, ages and countries, chosen from what people tell a chat assistant, not from
   what an extractor could match. The theme is everyday life of students, retirees, migrants
   and new parents with hobbies, in long rambling messages, some typed in one breath with no
   punctuation, mixed with the usual hazards: code, quoted and to-be-translated text,
   role-play, sarcasm, wishes and hypotheticals, non-English fragments, small talk, and
   retractions of existing identity memories.
2. For each situation, the user's turns as people really type them, with assistant turns
   where they give the frame for a short answer.
3. Labels written with each turn, by asking "what would a careful human note about this user
   from this message?". Roughly a third of the user turns state nothing durable about the
   user and carry no label. Nothing under memoryflow/ was read, the extractor was never run on
   this set, and the file is not to be edited to fit the extractor.

A label is (layer, words): an extracted item matches when it is in that layer and every word
occurs in its title (case-insensitive). Words are stems where spellings vary ('krak' for
Kraków/Krakow, 'diabet' for diabetes/diabetic, 'grand' for grandchildren/grandkids).
("retract", words) means the message takes back an existing identity memory whose title
contains the words.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a retired railway signalman in Yorkshire who took up watercolours, no punctuation",
    "an exhausted second-year nursing student on an A&E placement with an OSCE",
    "a sleep-deprived new dad, an electrician, one breath per message",
    "a migrant in Leipzig working in a nail studio, learning German for telc B1",
    "a retired teacher who moved from Thunder Bay to Kingston, with knee surgery ahead",
    "a PhD student in Bangalore pasting pandas code before a committee meeting",
    "a new mum in France, French mixed with English, breastfeeding worries",
    "a Filipino caregiver in Tel Aviv with children back home",
    "an exchange student in Seoul in a K-pop dance club",
    "a retired bank manager in India with type 2 diabetes and the monsoon",
    "a migrant pharmacist in Gothenburg retraining for a Swedish licence",
    "pure role-play and stories: a nonna, a pirate, an astronaut (no labels)",
    "a solicitor and mother of twins quitting her job after maternity leave",
    "a 74-year-old tango dancer in Buenos Aires mixing Spanish and English",
    "an Indian engineer who moved to Toronto and is job hunting",
    "a sarcastic high-school student with a concert solo and a chemistry test",
    "a widower in Osaka who took up bonsai after his wife died",
    "a Portuguese-speaking delivery rider in Porto teaching himself to code",
    "a couple adopting a three-year-old, with a grumpy cat",
    "a Ukrainian mother in Kraków asking for a translation of a note to school",
    "a Welsh mature student starting an Open University history degree",
    "a Nairobi computer science student with a JavaScript bug and a final project",
    "a retired English couple daydreaming about wintering in the Algarve",
    "a Turkish-German dad on parental leave learning guitar in nap windows",
    "a student in a hot dorm wanting no-cook food: small talk only",
    "an Irish coeliac baking a christening cake for a friend",
    "an architecture student in Mexico with anxiety and a dog",
    "a retiree in Adelaide who lost money to a bank text scam",
    "a student in Tokyo working konbini night shifts and preparing for JLPT N2",
    "a nan asking for a bedtime story for her grandson",
    "a sarcastic user who wants no emojis and shorter replies",
)

HOLDOUT17: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "hello there im retired from the railways 38 years as a signalman mostly round "
                "york and i got a set of watercolours for christmas and ive been painting the "
                "moors every tuesday with a little group "
                "at the village hall but my skies always come out muddy what am i doing wrong",
                [("identity", "signalman"), ("identity", "watercolour")],
            ),
            (
                A,
                "Muddy skies usually come from going back into a wash while it is drying. "
                "Do you paint wet-on-wet, wetting the paper first?",
                [],
            ),
            (U, "no idea what that means to be honest lol i just slop it on", []),
            (
                U,
                "ok tried it this morning and it was better. please keep it short though no "
                "big long lists my eyes arent what they were",
                [("preference", "short")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "hi so im a second year nursing student, on placement in a&e till end of "
                "june and i am just so tired all the time. how do people manage this",
                [("identity", "nursing"), ("context", "placement")],
            ),
            (A, "That's a heavy load. Do you get any days fully off?", []),
            (U, "mondays usually. thats it", []),
            (
                U,
                "also my OSCE is on the 4th of june and i havent even started practising obs 😭",
                [("activity", "osce")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "mate our son was born 3 weeks ago his name is Arlo and honestly i havent slept "
                "more than 2 hours straight since i do the mornings before work im an "
                "electrician so i cant exactly be half "
                "asleep on the tools any tips for staying awake that arent just coffee",
                [("identity", "arlo"), ("identity", "electrician")],
            ),
            (
                A,
                "Short naps of 15-20 minutes, daylight early, and water before coffee all "
                "help. Can you nap at lunch?",
                [],
            ),
            (
                U,
                "lol my mum reckons babies sleep better with white noise is that legit or an "
                "old wives tale",
                [],
            ),
            (A, "It's legit for many babies, at a low volume and away from the cot.", []),
            (U, "cheers legend", []),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "Hello, I live in Leipzig since 2 years. I work in a nail studio and go to "
                "German course B1 in the evening at VHS. Can you help me with this sentence: "
                "'Ich habe gestern den "
                "Termin vergessen, es tut mir leid' is it correct?",
                [("identity", "leipzig"), ("identity", "nail"), ("context", "german")],
            ),
            (A, "Yes, it's correct and polite! Well done.", []),
            (U, "thank u!! my exam telc B1 is 22 june, I am nervous 😅", [("activity", "exam")]),
            (
                U,
                "please explain always with easy english, not difficult words",
                [("preference", "english")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "Well we finally did it, sold the house in Thunder Bay and moved down to "
                "Kingston, the realtor fees were criminal but never mind. Now, what perennials "
                "survive clay "
                "soil?",
                [
                    ("retract", "thunder bay"),
                    ("identity", "kingston"),
                ],
            ),
            (
                A,
                "Hostas, ferns, astilbe and heuchera all cope with clay and shade. How many "
                "hours of sun does the bed get?",
                [],
            ),
            (
                U,
                "maybe 2 hrs in the morning. also my knee replacement is on July 9th so "
                "whatever I plant has to be done before then!!",
                [("activity", "knee")],
            ),
            (
                U,
                "Thanks dear, you've been more help than the fellow at the garden centre.",
                [],
            ),
        ],
        existing=[
            ("e1", "Lives in Thunder Bay, Ontario", "demographic"),
            ("e2", "Retired high school teacher", "professional"),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "hey i'm doing my phd in computational biology at IISc and this keeps "
                "failing:\n"
                "```python\n"
                "import pandas as pd\n"
                "df = pd.read_csv('counts.tsv', sep='\\t')\n"
                "df.groupby('gene').sum().to_csv('out.csv')\n"
                "```\n"
                'TypeError: can only concatenate str (not "int") to str\n'
                "any idea",
                [("identity", "phd")],
            ),
            (
                A,
                "One of your columns is text, so sum() tries to join strings. Use "
                "df.groupby('gene').sum(numeric_only=True).",
                [],
            ),
            (
                U,
                "that worked 🙏 also just give me the code next time, skip the explanation "
                "unless i ask",
                [("preference", "code")],
            ),
            (
                U,
                "my committee meeting is next thursday and my advisor wants plots by then ugh",
                [("activity", "committee")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "coucou! je suis maman depuis 6 semaines (une petite Jeanne 💕) and sorry my "
                "english is bad. "
                "she drink only 10 min each side is it normal??",
                [
                    ("identity", "jeanne"),
                ],
            ),
            (
                A,
                "Ten minutes a side can be perfectly normal if she has wet nappies and is "
                "gaining weight.",
                [],
            ),
            (
                U,
                "ok merci. my mother in law say give water also, she is very... insistante 🙄",
                [],
            ),
            (
                U,
                "can you answer me in french from now, c'est plus facile pour moi",
                [("preference", "french")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "good evening po. i am caregiver here in tel aviv for an old man with "
                "parkinsons, 4 years now. my 2 kids stay with my sister in iloilo. i want to "
                "send them ipad for christmas but i worry about scam sites, which is safe?",
                [
                    ("identity", "caregiver"),
                    ("identity", "tel aviv"),
                    ("identity", "iloilo"),
                ],
            ),
            (A, "Which country would it ship to?", []),
            (U, "philippines po", []),
            (
                U,
                "sorry for my english, i speak ilonggo and tagalog better 😅",
                [("identity", "tagalog")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "holaa so im doing an exchange semester at yonsei "
                "until december!! i joined the dance club (kpop covers obviously 💃) and we "
                "have a showcase on may 25th, help me not die of stage fright",
                [("context", "exchange"), ("identity", "dance"), ("activity", "showcase")],
            ),
            (A, "Breathe out longer than you breathe in, and rehearse the first 8 counts.", []),
            (U, "jajaja ok breathing, i can do breathing", []),
            (
                U,
                "btw how do u say 'im so nervous' in korean lol",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "Namaste. I am retired bank manager, type 2 diabetic since 2015. My doctor says "
                "walk 45 mins daily. I go morning walk but in monsoon it is not possible. "
                "Suggest indoor exercise for "
                "senior citizen",
                [("identity", "bank manager"), ("identity", "diabet")],
            ),
            (A, "Chair squats, marching on the spot and stair steps are good options.", []),
            (
                U,
                "Also pls dont use too much english slang, write simple",
                [("preference", "slang")],
            ),
            (U, "Thank you beta 🙏", []),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "I was pharmacist for 12 years back home, now I live in Gothenburg and my "
                "license is not valid here so I am doing the complementary course for "
                "foreign pharmacists at the university. Is there a good app for medical "
                "vocabulary?",
                [("identity", "pharmacist"), ("identity", "gothenburg"), ("context", "course")],
            ),
            (A, "Try the 1177 site in simple Swedish, and Anki decks for medical terms.", []),
            (U, "ok I will try. my course exam is 3 june", [("activity", "exam")]),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "pretend ur a strict sicilian nonna and scold me for eating pineapple pizza lol",
                [],
            ),
            (A, "Madonna mia! Pineapple? On pizza? In this family?!", []),
            (U, "HAHAHA ok that was perfect. now do it as a pirate", []),
            (
                U,
                "write a short story where i'm an astronaut who finds a cat on mars, my name "
                "in the story is Captain Reyes and i have a robot husband",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "so ive officially handed in my notice at the firm, not going back after mat "
                "leave, the commute plus nursery fees just didnt add up and honestly i want "
                "to be home with the twins while theyre tiny, anyone else feel weirdly guilty "
                "about it",
                [("retract", "solicitor"), ("identity", "twins")],
            ),
            (A, "That's a big decision, and guilt is a very common reaction to it.", []),
            (U, "thanks. its just odd not being 'the lawyer' anymore", []),
            (
                U,
                "anyway practical q, the twins first birthday party is june 2nd, ideas for a "
                "small one for like 6 people?",
                [("activity", "birthday")],
            ),
        ],
        existing=[("e1", "Works as a solicitor in Leeds", "professional")],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "buenas! tengo 74 años y bailo tango en una milonga de San Telmo "
                "todos los jueves. Quiero saber how "
                "to stop my feet hurting after dancing, uso zapatos de 7 cm",
                [("identity", "74"), ("identity", "tango")],
            ),
            (A, "Gel insoles and a slightly lower heel for long nights can help.", []),
            (U, "jamás!! 😤 ok ok the gel thing maybe", []),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "ok so big update moved to toronto in march on PR, left infosys "
                "before that and now im job hunting for backend roles its been 2 months 40 "
                "applications 2 interviews and im losing my mind",
                [
                    ("retract", "pune"),
                    ("retract", "infosys"),
                    ("identity", "toronto"),
                    ("context", "job"),
                ],
            ),
            (
                U,
                "this is the posting: 'Senior Backend Developer - Kotlin, 5+ yrs, hybrid "
                "Mississauga, must have fintech experience' should i apply if i dont know "
                "kotlin",
                [],
            ),
            (A, "Yes, apply: Kotlin is close to Java and they often list wishes, not needs.", []),
            (
                U,
                "ok. fyi i have a final round at shopify next tuesday 🤞",
                [("activity", "shopify")],
            ),
        ],
        existing=[
            ("e1", "Works at Infosys in Pune", "professional"),
            ("e2", "Lives in Pune", "demographic"),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "i love how my chem teacher gives us a test the day after the spring concert "
                "where i have a solo. great planning mr hill 🙃",
                [("activity", "chem"), ("activity", "concert")],
            ),
            (A, "Ouch. When's the concert?", []),
            (U, "thursday", []),
            (U, "anyway explain le chatelier like im 5 pls", []),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "My wife Keiko passed away in February. We were married 41 years. Everyone says "
                "I should find a hobby so I have been going to a bonsai class at the community "
                "center on Saturdays. I have a juniper that is turning brown at the tips. What "
                "should I do?",
                [("retract", "keiko"), ("identity", "bonsai")],
            ),
            (
                A,
                "I'm very sorry for your loss. Brown tips on a juniper often mean too much "
                "water or too little light. How old is the tree?",
                [],
            ),
            (
                U,
                "About 15 years. It was a gift from my former students, I was a maths teacher.",
                [("identity", "math")],
            ),
            (U, "Thank you. Keiko would have laughed at me fussing over a tree.", []),
        ],
        existing=[("e1", "Married to Keiko", "personal")],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "oi! moro no Porto faz 1 ano, trabalho de entregador na Uber "
                "Eats de bike mas to estudando programação à noite pelo freeCodeCamp. what is "
                "better to learn first, javascript or python?",
                [("identity", "porto"), ("identity", "delivery"), ("context", "programming")],
            ),
            (A, "JavaScript if you want to build websites, Python for data and scripts.", []),
            (U, "blz, js then. obrigado!! 🙌", []),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "We are in the final stage of adopting a little boy, 3 years "
                "old, through a Cape Town agency. Home visit is on the 29th. We're both "
                "nervous wrecks. What do social workers actually look for?",
                [("context", "adopt"), ("activity", "home visit")],
            ),
            (A, "Safety, space for the child, and how you talk about support and routines.", []),
            (
                U,
                "we have a cat, Mango, who hates everyone lol, is that a problem",
                [("identity", "mango")],
            ),
            (A, "Not at all, just show them the cat has a quiet retreat.", []),
            (U, "haha fair. ok thanks", []),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "Please translate to english for school of my son: 'Шановна пані вчителько, "
                "мій син Максим буде відсутній у п'ятницю через візит до лікаря.' We live in "
                "Krakow one year.",
                [("identity", "son"), ("identity", "krak")],
            ),
            (
                A,
                "\"Dear teacher, my son Maksym will be absent on Friday because of a doctor's "
                'appointment." Is your son at a Polish school?',
                [],
            ),
            (U, "yes, 3rd class. I work in hotel cleaning", [("identity", "hotel")]),
            (U, "thank you. also how to say in polish 'can I pay by card'", []),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "Bore da! I've just started an Open University degree in history, first essay "
                "due 10th June on the Chartists (the Newport rising, lovely bit of local "
                "history). Any tips on structuring a 2000 word essay after 40 years "
                "away from it?",
                [("context", "open university"), ("activity", "essay")],
            ),
            (A, "Introduction with your argument, three sections, a short conclusion.", []),
            (
                U,
                "Lovely, diolch. Could you use British spelling please, the American bits "
                "drive me up the wall",
                [("preference", "british")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "yo why does this return undefined\n"
                "```js\n"
                "const total = items.map(i => { i.price * i.qty })\n"
                "```",
                [],
            ),
            (A, "With braces the arrow function needs an explicit return.", []),
            (
                U,
                "omg im so dumb lol. its for my final year project, a matatu "
                "fare app, due in 3 weeks",
                [("context", "project")],
            ),
            (
                U,
                "also stop saying 'great question' every time its weird",
                [("preference", "great question")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "if we ever sold up and moved to the algarve would our UK pensions be taxed "
                "there? just daydreaming 😂",
                [],
            ),
            (A, "It depends on the tax treaty and Portugal's current residency rules.", []),
            (U, "what if we only went for winters, like 3 months a year?", []),
            (U, "ha, maybe when the grandkids are older. cheers", [("identity", "grand")]),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "kurze frage we have a 4 month old daughter and im on elternzeit "
                "until august trying to finally learn guitar in the nap windows lol 15 min a "
                "day but my fingertips hurt like crazy is that normal or am i doing it wrong",
                [
                    ("identity", "daughter"),
                    ("context", "parental leave"),
                    ("context", "guitar"),
                ],
            ),
            (A, "Completely normal, calluses form within a few weeks.", []),
            (U, "ok good. she already grabs the strings haha", []),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (U, "its 34 degrees and my dorm has no AC, this is a human rights violation", []),
            (U, "give me a no-cook dinner idea, i have hummus, tortillas and sad spinach", []),
            (A, "Spinach-hummus wraps! What are you studying, by the way?", []),
            (U, "mech eng, 2nd year", [("identity", "engineering")]),
            (U, "perfect ty ur the best", []),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "I'm coeliac, diagnosed at 60 would you believe. A friend's baby is being "
                "christened on the 16th and I offered to make a cake everyone can eat. Any "
                "foolproof gluten free sponge recipe?",
                [("identity", "coeliac"), ("activity", "christening")],
            ),
            (A, "Here's a simple one: 4 eggs, 225g butter, 225g sugar, 225g GF flour...", []),
            (
                U,
                "grand job. in grams always please, not cups, we're not in America",
                [("preference", "grams")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "hola, soy estudiante de arquitectura y tengo ansiedad. sorry i switch languages "
                "a lot. my dog Frijol is the only one who gets me lol. how do i tell my profesor "
                "i need an "
                "extension without sounding lazy",
                [
                    ("identity", "architecture"),
                    ("identity", "anxiety"),
                    ("identity", "frijol"),
                ],
            ),
            (A, "Be brief and concrete: what you need, until when, and why.", []),
            (U, "can you write it in spanish, formal", []),
            (U, "perfecto, gracias 🫶", []),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "Last month I got a text pretending to be from my bank, clicked the link and "
                "typed my details, lost 1,800 dollars before the bank froze it. They refunded "
                "most of it but I learned my lesson, I never click links in texts now, I call "
                "the number on the back of my card. My neighbour got the same text yesterday. "
                "How can I report these?",
                [("experience", "bank")],
            ),
            (A, "You can forward scam texts and report them to the national scam service.", []),
            (
                U,
                "Done. Where I live (Adelaide) it's Scamwatch I think",
                [("identity", "adelaide")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "konnichiwa im in tokyo working part time at a 7-eleven night shift lol. jlpt n2 "
                "is in december and kanji is killing me. whats the best way to memorize 1000 "
                "kanji "
                "in 6 months",
                [("identity", "tokyo"), ("identity", "eleven"), ("activity", "n2")],
            ),
            (A, "Spaced repetition with Anki, 8-10 new kanji a day, plus reading.", []),
            (
                U,
                "anki crashed on my phone lol. also pls use romaji not kana when u write "
                "japanese, i cant read fast yet",
                [("preference", "romaji")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "Write a bedtime story for my grandson Theo, he's 4 and obsessed with "
                "diggers. Make the digger called Doris.",
                [("identity", "theo")],
            ),
            (A, "Once upon a time, in a muddy yard, lived a yellow digger called Doris...", []),
            (U, "Lovely. Make the next one rhyme, he likes that", []),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                "i absolutely LOVE when apps ask me to rate them in the middle of typing, "
                "truly my favourite thing",
                [],
            ),
            (
                U,
                "anyway can u stop using emojis in your replies, feels like talking to a "
                "marketing intern",
                [("preference", "emoji")],
            ),
            (A, "Understood. Anything else about how you'd like replies?", []),
            (U, "shorter.", [("preference", "short")]),
            (U, "lol thanks", []),
        ],
    ),
]
