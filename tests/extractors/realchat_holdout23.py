"""Held-out set 23: realistic chat text, written without reading the extractor.

Theme of this set: people who use the assistant as a writing tool (role-play, bedtime
stories, fan fiction, speeches, poems, translation, proofreading, code and SQL review), so
most of what they type is a task, a quotation or a role, and only some turns say something
durable about the user themselves. A mix of other hazards is kept too: small talk,
sarcasm, wishes, short answers to the assistant's questions, non-English messages and
retractions of existing identity memories.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`): people of many jobs, ages, countries,
   families, health conditions, pets, languages and events, chosen from what people tell a
   chat assistant, not from what the patterns could match.
2. For each situation, the user's turns as a person would type them: long paragraphs with
   several facts and a request, fragments answering the assistant, lowercase without
   apostrophes, typos, emoji, sarcasm, hypotheticals, role-play set-ups, quoted and
   to-be-translated text, code, non-English fragments mixed with English.
3. Labels written with each turn, by asking "what would a careful human note about this
   user from this message?". The facts of a role, a story, a quotation or a text to
   translate carry no label; facts about other people are labelled only for what they say
   about the user (a daughter, a sister). Roughly a third of the user turns state nothing
   durable and carry no label.
4. The extractor's code, its documentation and the other labelled sets were not read, and
   the extractor was not run on this set before it was committed. A label that the
   extractor misses stays a miss.

A label is (layer, words): an extracted item matches when it is in that layer and every
word occurs in its title (case-insensitive). ("retract", words) means the message takes
back an existing identity memory whose title contains the words. Messages are dated from
Wednesday 2024-05-15 09:00 UTC, one minute apart.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a retired ferry-engine mechanic in Bergen asking for a pirate role-play for his grandson",
    "a chemistry teacher in Kenya having a letter to parents proofread",
    "a nail-salon owner in Houston translating a shop sign into Vietnamese and Spanish",
    "a Brazilian backend developer pasting Go code, learning Japanese on an app",
    "a Filipino nursing student writing angsty fan fiction about her original character",
    "a Polish long-haul truck driver translating a German notice from a depot",
    "a beekeeping family in New Zealand wanting a bedtime story for a four-year-old",
    "a Canadian paramedic rehearsing a flight-paramedic interview as a role-play",
    "a marine-biology PhD student with coeliac disease having an abstract proofread",
    "a former barista now apprenticing at a tattoo studio (existing job memory)",
    "a dog that was put down, and a poem about him (existing pet memory)",
    "a UX designer who moved from Lyon to Montreal, proofreading a cover letter",
    "a sarcastic maths teacher writing regex as a favour late at night",
    "a hypothetical sushi-chef diary from someone in insurance claims in Leeds",
    "a retired GP in Shropshire with a telescope, reviewing an astronomy script",
    "a Nigerian pharmacy graduate translating a Yoruba proverb for a reunion speech",
    "a mother of twins, newly diagnosed with type 2 diabetes, vegetarian household",
    "a software engineer role-playing a strict Spanish tutor before moving to Valencia",
    "standing preferences about format, spelling and tone, then a proofreading task",
    "a tenant with multiple sclerosis answering a forwarded landlord email",
    "a chess-club organiser asking for a Dungeons & Dragons one-shot",
    "a Deaf user whose first language is ASL, proofreading a grant application",
    "a middle-school teacher in Arizona answering the assistant's questions in fragments",
    "small talk at a delayed flight, nothing to keep",
    "a maid of honour writing a wedding speech for her sister in Cork, who stutters",
    "a Mexican woodworker translating Etsy listings from Spanish",
    "the only data analyst at a rural hospital in Saskatchewan, asking for SQL review",
    "a first-time marathon runner who took up running after a divorce, asking for a poem",
    "a Korean exchange student in Melbourne polishing a message to the host family",
    "a masters student in Delft who lost thesis work, reviewing a git setup",
    "a student in Turin role-playing their nonna",
    "a self-taught junior frontend developer in Lisbon asking for a React review",
)

HOLDOUT23: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "hei! can you play a pirate captain for my grandson Emil? he's 6 and totally "
                "obsessed with pirates, I'll type what he says. I'm his morfar (his mum's dad), "
                "retired now after 40 years fixing ferry engines here in Bergen, so throw in "
                "some engine talk, he thinks that's hilarious",
                [("identity", "grandson"), ("identity", "ferry"), ("identity", "bergen")],
            ),
            (
                A,
                "Arr, who goes there? Speak up, matey, before I send ye to scrub the engine room!",
                [],
            ),
            (
                U,
                "emil says: my name is captain emil and i have a parrot called kiwi and a "
                "ship with 100 cannons",
                [],
            ),
            (
                U,
                "haha he loved it. ok last one, make the pirate say goodnight, he has to be in "
                "bed by 7 or his mother will have my head 😅",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "Please proofread this letter before I send it to parents. I teach chemistry at "
                "a girls' secondary school in Nakuru, this is about the science fair.\n\n"
                "'Dear Parent/Guardian, We are pleased to informed you that our Form Three "
                "students will be showcasing there projects on Friday 24th May. You are "
                "invited to attend from 9am, tea will be served.'",
                [("identity", "chemistry"), ("identity", "nakuru")],
            ),
            (
                A,
                "Two small fixes: 'pleased to inform you' and 'their projects'. Would you like "
                "the tone more formal, or kept warm?",
                [],
            ),
            (U, "warm but short. parents here dont read long letters honestly", []),
            (
                U,
                "asante! also do you know any cheap experiments with baking soda for 14 year olds",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "can u translate this to vietnamese and spanish for the sign in my salon: "
                "'Walk-ins welcome. Please remove gel polish before your appointment. No "
                "refunds after 7 days.' my mom helps at the front desk and she only reads "
                "vietnamese, and like half my customers speak spanish",
                [("identity", "salon")],
            ),
            (
                A,
                "Here are both versions. Is the salon in the US? I can adjust the Spanish to "
                "the local variety.",
                [],
            ),
            (U, "yes houston, bellaire area. we been open 3 yrs", [("identity", "houston")]),
            (U, "perfect thank u!!! 💅", []),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "review this pls, its for work (we do pix payments here in curitiba) and my "
                "lead is super picky about goroutines\n\n"
                "func process(ch chan Payment) {\n"
                "    for p := range ch {\n"
                "        go func() { send(p) }()\n"
                "    }\n"
                "}\n",
                [("identity", "curitiba")],
            ),
            (
                A,
                "Before Go 1.22 every goroutine here captures the same `p`. Pass it as an "
                "argument, and bound the concurrency with a semaphore or errgroup.",
                [],
            ),
            (
                U,
                "valeu. unrelated but im doing japanese on duolingo every night before bed, "
                "212 day streak lol. can you give me 5 sentences about coding in japanese "
                "with furigana",
                [("context", "japanese")],
            ),
            (U, "no romaji please, it slows me down", [("preference", "romaji")]),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "write a fanfic where my OC Lirae is a healer in a desert kingdom and falls for "
                "the prince's bodyguard. make it angsty 😭😭",
                [],
            ),
            (A, "The wind carried sand and rumours into the infirmary the night he arrived...", []),
            (
                U,
                "omg this is so good. writing is my escape tbh, im in 3rd yr nursing at UST and "
                "our RLE duty is killing me",
                [("identity", "nursing")],
            ),
            (A, "That sounds exhausting. How long is your hospital rotation?", []),
            (
                U,
                "ugh dont remind me lol. continue the story pls, lirae finds out hes betrothed",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "translate to polish please, im a truckie and they put this up at the depot in "
                "duisburg: 'Ab dem 1. Juni ist das Parken von LKW auf dem Betriebsgelände nur "
                "mit Genehmigung erlaubt. Zuwiderhandlungen werden abgeschleppt.'",
                [("identity", "truck")],
            ),
            (
                A,
                "'Od 1 czerwca parkowanie ciężarówek na terenie zakładu jest dozwolone tylko za "
                "zezwoleniem...' Do you drive for a German company?",
                [],
            ),
            (
                U,
                "no polish company from poznan, thats home. 2 weeks on the road 1 week home",
                [("identity", "pozna")],
            ),
            (U, "so they will tow the truck?? great, another thing to worry about 🙄", []),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "Could you write a short bedtime story about a bee who is scared of flowers? "
                "It's for my daughter Mereana, she's 4. We keep bees (about 12 hives, manuka "
                "honey) on our farm outside Gisborne so she's already a bit of an expert 😄",
                [("identity", "daughter"), ("identity", "hive"), ("identity", "gisborne")],
            ),
            (A, "Once upon a time, in a hive at the edge of a green hill, lived a bee...", []),
            (U, "Lovely. Can you name the bee Pipi and add a grumpy weta", []),
            (U, "she fell asleep before the end haha. perfect", []),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "Can you role-play as a hiring panel for a critical care flight paramedic job? "
                "I've been a primary care paramedic in Thunder Bay for six years and my "
                "interview with Ornge is on the 3rd of June.",
                [("identity", "paramedic"), ("identity", "thunder"), ("activity", "interview")],
            ),
            (
                A,
                "Welcome, thanks for coming in. First question: tell us about a time you had "
                "to make a decision with incomplete information.",
                [],
            ),
            (
                U,
                "ok answering in character, but this really happened: last winter we got a "
                "rollover on highway 11 at minus 38, the driver was pinned and fire was 40 min "
                "out. I waited too long to request the air ambulance because I wanted a full "
                "assessment first. He made it, but since then I launch the helicopter early "
                "and cancel it if I don't need it.",
                [("experience", "rollover")],
            ),
            (U, "how was that? too long? be honest, I ramble", []),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "Proofread my conference abstract? Has to stay under 250 words.\n\n"
                "'Urchin barrens have expanded along the east coast of Tasmania as the East "
                "Australian Current strengthens. We surveyed 42 reef sites between 2021 and "
                "2023 and found that...'",
                [],
            ),
            (
                A,
                "Nicely tight. I'd cut 'in order to' twice and move the key number up front. "
                "Where's the conference?",
                [],
            ),
            (
                U,
                "Hobart in July, the ASFB one. first time presenting, terrified. my PhD "
                "supervisor also says I use 'however' way too much lol",
                [("activity", "conference"), ("identity", "phd")],
            ),
            (
                U,
                "also any tips for conference dinners when you're coeliac? last time I got "
                "glutened by a 'gluten free' risotto and was sick for three days, so now I "
                "email the caterers myself weeks ahead",
                [("identity", "liac"), ("experience", "risotto")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "ok so update: I finally quit the café!! no more 5am shifts. I'm apprenticing "
                "at a tattoo studio in Leipzig now 🖤 can you help me write an insta caption "
                "announcing it, something not cringe",
                [("retract", "barista"), ("identity", "tattoo"), ("identity", "leipzig")],
            ),
            (
                A,
                "1. New chapter, same early mornings... 2. Swapped the espresso machine for a "
                "tattoo machine. 3. ...",
                [],
            ),
            (
                U,
                "nr 2 but with less exclamation marks. i hate exclamation marks in captions",
                [("preference", "exclamation")],
            ),
            (U, "perfect. now translate it to german, my mentor doesnt read english well", []),
        ],
        existing=[("e1", "Works as a barista at Kaffeeklatsch café", "professional")],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "we had to put Biscuit down on Sunday. 14 years. I want to write something for "
                "him, can you help me turn this into a short poem: 'you waited at the door "
                "every day at 5:15, even after I stopped taking the bus'",
                [("retract", "biscuit")],
            ),
            (A, "I'm so sorry. Here is a short poem built around that line...", []),
            (U, "thank you. that made me cry in a good way", []),
        ],
        existing=[("e1", "Has a beagle named Biscuit", "personal")],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "Can you proofread my cover letter? Context: I left Lyon in March, I'm in "
                "Montréal now on a work permit and I'm looking for UX design jobs. My English "
                "is ok but not perfect.\n\n'Dear hiring team, I am writing to apply to the "
                "position of Product Designer. I am passionate to create interfaces that...'",
                [("retract", "lyon"), ("identity", "montr"), ("context", "ux")],
            ),
            (A, "'Passionate about creating', and 'apply for the position'. Otherwise clear.", []),
            (
                U,
                "dont change the tone too much, quebec recruiters like a bit of warmth. and "
                "keep it to one page",
                [],
            ),
            (
                U,
                "oh and canadian spelling from now on pls, colour not color",
                [("preference", "canadian")],
            ),
        ],
        existing=[
            ("e1", "Lives in Lyon", "demographic"),
            ("e2", "Speaks French", "personal"),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "oh I just LOVE writing regex at 1am for someone who changes the spec every "
                "hour. anyway why doesnt ^\\d{3}-\\d{4}$ match '555-12345'",
                [],
            ),
            (A, "Because `\\d{4}$` needs exactly four digits before the end; you have five.", []),
            (
                U,
                "wow amazing, truly the highlight of my week 🙃 how do i allow optional spaces",
                [],
            ),
            (
                U,
                "fine. for the record this isnt even my job, im doing it as a favour for my "
                "brother in law. day job is teaching maths at a sixth form college, and the "
                "rest of my life is bouldering",
                [("identity", "math"), ("identity", "boulder")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "imagine I'm a sushi chef in Tokyo with a tiny 8 seat counter. write my morning "
                "routine as a short diary entry",
                [],
            ),
            (A, "5:10. Tsukiji outer market, the tuna man nods before I say a word...", []),
            (
                U,
                "lol in real life i can barely make rice. i do insurance claims in leeds and my "
                "idea of cooking is a meal deal",
                [("identity", "insurance"), ("identity", "leeds")],
            ),
            (
                U,
                "would be cool to actually go to japan one day tho. if i win the lottery maybe",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "I'm a retired GP, astronomy is my hobby and I've a 10-inch Dobsonian in the "
                "back garden here in Shropshire. Does this look right? It's meant to tell me "
                "when Jupiter is highest tonight.\n\n"
                "from astropy.coordinates import get_body, AltAz, EarthLocation\n"
                "loc = EarthLocation(lat=52.7, lon=-2.75)\n"
                "alt = get_body('jupiter', times).transform_to(AltAz(location=loc)).alt\n",
                [("identity", "retired"), ("identity", "astronomy"), ("identity", "shropshire")],
            ),
            (
                A,
                "Nearly: AltAz needs obstime=times too. Would you like type hints and "
                "docstrings added?",
                [],
            ),
            (
                U,
                "No, keep it simple please, I don't understand type hints and I'm too old to "
                "start now 😂",
                [("preference", "type hints")],
            ),
            (U, "cheers", []),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "What's the best English translation of 'Ọ̀rọ̀ púpọ̀ ò kún agbọ̀n'? My grandma "
                "used to say it. I'm putting it in my speech for our pharmacy school reunion "
                "in Ibadan next month",
                [("activity", "reunion"), ("identity", "pharmacy")],
            ),
            (A, "Literally 'Many words do not fill a basket': talk alone achieves nothing.", []),
            (
                U,
                "yes that's it! Make the rest of the speech funny but not too long, we are all "
                "old now, 25 years since graduation lol",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "Write a 5 min story for my twin girls (7) about a robot who wants to learn "
                "Kathak. They do kathak class on Saturdays so they will love it",
                [("identity", "twin")],
            ),
            (A, "In a workshop full of whirring gears lived a small robot called Tikku...", []),
            (
                U,
                "Nice. Side question, I was diagnosed with type 2 diabetes last month, can you "
                "suggest quick veg breakfasts? we're vegetarian, no eggs also",
                [("identity", "diabetes"), ("identity", "vegetarian")],
            ),
            (U, "not upma again pls 😩 the kids will revolt", []),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "Quiero que seas mi profesora de español, muy estricta, corrige todos mis "
                "errores. Yo me mudo a Valencia en septiembre por trabajo y necesito mejorar "
                "rápido.",
                [("context", "spanish"), ("activity", "valencia")],
            ),
            (
                A,
                "¡Muy bien! Tu frase es correcta. Siguiente pregunta: ¿a qué te dedicas?",
                [],
            ),
            (
                U,
                "soy enfermero... no espera, ingeniero de software. lo siento, me confundo con "
                "las palabras",
                [("identity", "software")],
            ),
            (
                U,
                "can we switch to english for a sec, how do I say 'I'm allergic to shellfish' "
                "in spanish? I actually am, and I don't want to die at a paella party",
                [("identity", "shellfish")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "general request for all our chats: no bullet points, just paragraphs. British "
                "spelling. And don't end every answer with a question, it drives me mad.",
                [("preference", "bullet"), ("preference", "british"), ("preference", "question")],
            ),
            (A, "Understood. I'll write in paragraphs with British spelling from now on.", []),
            (
                U,
                "Right. Proofread this: 'The committee have decided that, effective "
                "immediately, all expenses must be submitted with recepts.'",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "my landlord sent this, help me reply politely but firmly:\n\n"
                "> Hi, as discussed the rent will go up to £1,450 from July. Also please stop "
                "parking the bike in the hallway. Regards, Martin\n\n"
                "we never discussed anything!! and the 'bike' is my adapted trike, I have "
                "multiple sclerosis and it's the only way I get to work",
                [("identity", "sclerosis")],
            ),
            (A, "Dear Martin, I hope this finds you well. I'm writing about your message...", []),
            (
                U,
                "good but take out 'I hope this finds you well', i hate that phrase with a passion",
                [("preference", "finds")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "I run a little chess club at the library on Tuesday evenings (mostly retirees "
                "and two teenagers) and we fancy trying D&D for a change. Can you write a "
                "one-shot for 6 players, level 1, about 2 hours?",
                [("identity", "chess")],
            ),
            (
                A,
                "Here's 'The Clockwork Gambit', a three-scene adventure. Want a puzzle room "
                "that nods to chess?",
                [],
            ),
            (U, "yes!! a living chessboard room", []),
            (
                U,
                "i'll be the DM myself, never done it before, wish me luck. first game night "
                "is next tuesday",
                [("activity", "game night")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "I am Deaf and ASL is my first language, so English grammar is sometimes hard "
                "for me. Please fix the grammar in this grant application but keep my voice: "
                "'Our theatre company make plays in ASL and English for Deaf and hearing "
                "audience together. Last year we perform for 3,000 people.'",
                [("identity", "deaf"), ("identity", "asl")],
            ),
            (
                A,
                "Fixed: 'makes plays', 'audiences', 'we performed'. Should I explain the changes?",
                [],
            ),
            (
                U,
                "yes, short explanation, with examples. I learn better from examples",
                [("preference", "examples")],
            ),
            (U, "thank you thank you 🙏", []),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (U, "write a short mystery story, about 800 words, with clues the reader can spot", []),
            (A, "Happy to! Who is the audience?", []),
            (
                U,
                "my 7th graders, we start a reading unit on mysteries in june",
                [("identity", "grade")],
            ),
            (A, "Great. Any setting you'd like?", []),
            (
                U,
                "somewhere in arizona, thats where we are and the kids like local stuff",
                [("identity", "arizona")],
            ),
            (
                U,
                "and no murders pls. last year a parent complained about a 'violent' story and "
                "i had to explain myself to the principal, so now i keep it to stolen stuff",
                [("experience", "complain")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (U, "hi", []),
            (A, "Hi! What can I do for you?", []),
            (U, "nothing really, just bored at the airport, flight delayed 3 hrs", []),
            (U, "tell me a joke about airports", []),
            (A, "Why did the airport go to therapy? Too much baggage.", []),
            (U, "lol ok that was bad. thanks", []),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "My little sister is getting married on 12 October in Cork and I'm her maid of "
                "honour 😭 can you help me with a speech? Funny bits: she once locked herself "
                "out of the house in her pyjamas and hitchhiked to Mam's work",
                [("activity", "wedding"), ("identity", "sister")],
            ),
            (A, "Here's a first draft, about three minutes long...", []),
            (
                U,
                "can you make it less cheesy, we're not a cheesy family. also I stutter a bit "
                "when I'm nervous so short sentences please",
                [("identity", "stutter")],
            ),
            (U, "🥹 perfect", []),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "Traduce al inglés por favor, es para mi tienda de Etsy: 'Tabla para picar de "
                "mezquite, hecha a mano en mi taller en Hermosillo. Acabado con aceite mineral "
                "y cera de abeja.'",
                [("identity", "etsy")],
            ),
            (
                A,
                "'Mesquite cutting board, handmade in my workshop in Hermosillo. Finished with "
                "mineral oil and beeswax.'",
                [],
            ),
            (
                U,
                "gracias! i make everything myself, mostly mesquite and pine. been doing "
                "woodwork since my dad taught me at 12",
                [("identity", "woodwork")],
            ),
            (U, "how much should i charge in USD for a board that takes me 4 hours", []),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "I'm the only data analyst at a rural hospital in Saskatchewan so nobody ever "
                "reviews my SQL 😅 is this ok?\n\n"
                "SELECT ward, COUNT(*) FROM admissions a\n"
                "JOIN (SELECT * FROM patients WHERE age > 65) p ON a.pid = p.id\n"
                "GROUP BY ward;",
                [("identity", "analyst"), ("identity", "saskatchewan")],
            ),
            (
                A,
                "It works, but the subquery can go: filter p.age in the WHERE clause. For "
                "longer reports a CTE makes it easier to read...",
                [],
            ),
            (
                U,
                "ooh CTEs, never used those. in general just show me the fixed query and skip "
                "the theory, i learn by poking at it",
                [("preference", "theory")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "Write me a short motivational poem for my first marathon, Stockholm, 1 June. "
                "I took up running two years ago after my divorce and honestly it kind of "
                "saved me",
                [("activity", "marathon"), ("identity", "running"), ("experience", "divorce")],
            ),
            (A, "Forty-two kilometres of stone and sea, each one a step away from...", []),
            (U, "can you make it rhyme less? sounds like a greeting card", []),
            (U, "❤️", []),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "please make this message natural english, its for my host family: '오늘 "
                "저녁 늦게 들어가요. 도서관에서 시험 공부해요.' im exchange student from "
                "Busan, doing 1 semester at Monash",
                [("identity", "busan"), ("identity", "monash")],
            ),
            (
                A,
                "\"I'll be home late tonight, I'm studying for an exam at the library.\" Is the "
                "exam soon?",
                [],
            ),
            (U, "yes thursday, statistics 😵", [("activity", "exam")]),
            (
                U,
                "also my host mum made me vegemite toast this morning. never again",
                [("preference", "vegemite")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "Can you review my .gitignore and pre-commit setup? After I lost three weeks of "
                "thesis work in March when my laptop died (no backup, classic), I push to "
                "GitHub every evening now. Never again.\n\n"
                "*.aux\n*.log\n*.synctex.gz\nbuild/\n",
                [("experience", "laptop"), ("context", "thesis")],
            ),
            (A, "Looks fine for LaTeX. Add *.fdb_latexmk and *.fls, and maybe a nightly tag.", []),
            (
                U,
                "yep it's latex, the thesis is on urban heat islands, civil engineering masters "
                "at TU Delft",
                [("identity", "delft")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                "pretend you're my nonna from Naples, 84, who scolds me for not eating enough. "
                "call me Marco (not my real name lol)",
                [],
            ),
            (A, "Marco! Look at you, skin and bones! Sit, sit, I made parmigiana.", []),
            (
                U,
                "hahaha thats exactly her. she's actually in Bari not Naples, and i moved to "
                "Turin for uni so i only see her at christmas",
                [("identity", "turin")],
            ),
            (U, "ok continue, tell me off for living on pot noodles", []),
        ],
    ),
    Conversation(
        SITUATIONS[31],
        [
            (
                U,
                "review this React hook? I'm self-taught, switched careers from accounting two "
                "years ago and now I'm a junior frontend dev at an agency in Lisbon\n\n"
                "function useDebounce(value, delay) {\n"
                "  const [v, setV] = useState(value);\n"
                "  useEffect(() => { setTimeout(() => setV(value), delay) }, [value]);\n"
                "  return v;\n"
                "}\n",
                [("identity", "frontend"), ("identity", "lisbon")],
            ),
            (
                A,
                "Two issues: the timeout is never cleared, and `delay` is missing from the "
                "dependency array.",
                [],
            ),
            (
                U,
                "we use tabs not spaces btw, and single quotes. prettier config is law here",
                [("preference", "tabs")],
            ),
            (U, "what does useCallback actually do, explain like im 5", []),
        ],
    ),
]
