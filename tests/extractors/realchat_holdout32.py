"""Held-out set 32: students, teachers and academics.

School and university students, PhD candidates, lecturers and school teachers talking about
exams, theses, timetables, scholarships, part-time jobs and roommates, with the usual chat
hazards.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`), each a kind of student, teacher or
   academic or a kind of chat hazard, chosen from what such people tell a chat assistant,
   not from what any extractor could match.
2. For each situation, the user's turns as a person would type them: run-on messages with
   several facts and a question, lowercase without apostrophes, typos, emoji and filler,
   sarcasm, Spanish, Italian, German, Portuguese and Hindi fragments, pasted LaTeX and a
   stack trace, a forwarded university email, a personal statement handed over to
   proofread, stories and translations whose facts are not the user's, hypotheticals and
   wishes, and fragment answers to the assistant's question, one of them to a question
   asked two turns back.
3. Labels written with each turn, by asking "what would a careful human note about this
   user from this message, in a long-term memory?", following the label guide in
   docs/domain.md. Roughly 35-40% of the user turns state nothing durable about the user
   and carry no label. Four conversations start with stored identity memories that a later
   turn takes back.
4. Written without reading the extractor, its rules or any other labelled set, and never
   measured before it was committed. A label that the extractor misses stays a miss.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a second-year chemistry student with a cafe job and an exam on monday",
    "a sarcastic fourth-year phd candidate with a silent supervisor and a deadline",
    "a primary teacher who left her school for supply teaching (existing memories)",
    "an erasmus student mixing spanish and italian, fighting about dishes",
    "a sixteen-year-old reciting the exam timetable, then a quiz",
    "a lecturer pasting latex that will not compile and asking for terse answers",
    "a scholarship applicant handing over a personal statement to proofread",
    "a maths tutor answering a question asked two turns back",
    "a story request about a grad student that turns out to be close to the user",
    "a german comprehensive-school teacher asking for discussion questions",
    "a student who dropped law and quit the bookshop (existing memories)",
    "splitting rent with roommates by room size",
    "night-before-the-final panic with nothing durable",
    "a teacher in india who builds the school timetable and is not technical",
    "a psychology phd pasting a python traceback",
    "a high-school junior with hypothetical college dreams",
    "a lesson learned from leaving a literature review to the last week",
    "a lecturer who left monash and moved to auckland (existing memories)",
    "a scholarship budget in vienna with a visa limit on work",
    "a forwarded probation email, then the user's own words",
    "small talk while procrastinating on an essay",
    "a cello student in porto with back pain, answers in fragments",
    "a sarcastic secondary english teacher marking on a sunday",
    "a translation for a host family with an allergy that turns out to be real",
    "a thursday timetable with lectures and a library shift",
    "a nursing student whose roommate moved out (existing memories)",
    "a postdoc job search after rejections",
    "a year 8 pupil who wants the homework written for them",
    "an assistant professor writing a grant proposal, wants it concise",
    "a hindi-english engineering student with a noisy roommate",
)

HOLDOUT32: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "hiii ok so im a 2nd year chem student at uni of leeds and i also work at costa "
                "like 15h a week lol. organic chem exam is on monday and i havent started "
                "revising 😭 can u make me a revision plan",
                [
                    ("identity", "chem"),
                    ("identity", "leeds"),
                    ("identity", "costa"),
                    ("activity", "exam"),
                ],
            ),
            (
                A,
                "Sure! How many hours a day can you realistically study between now and Monday?",
                [],
            ),
            (
                U,
                "like 4 max. and in general pls always do bullet points with me, i cant read "
                "walls of text",
                [("preference", "bullet")],
            ),
            (
                A,
                "- Thu: reaction mechanisms\n"
                "- Fri: stereochemistry\n"
                "- Sat: spectroscopy\n"
                "- Sun: past papers",
                [],
            ),
            (U, "thx ur a lifesaver fr", []),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "love how my supervisor replied to my chapter draft with just 'hmm.' 🙃 "
                "fantastic, very helpful. 4th year of my phd in marine biology btw, thesis is on "
                "kelp forests and it has to be submitted by september 30",
                [("identity", "marine"), ("context", "thesis"), ("activity", "thesis")],
            ),
            (
                A,
                "A one-word 'hmm.' on a whole chapter is genuinely hard to work with. Want to "
                "ask him what he meant?",
                [],
            ),
            (U, "whats a polite way to ask him what hmm means lol", []),
            (
                A,
                "You could ask which sections prompted the reaction and whether it's about "
                "structure or content.",
                [],
            ),
            (
                U,
                "ok write the email. his name is dr hofmann, hes been my supervisor since my "
                "masters and hes german so direct is fine",
                [("identity", "hofmann")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "can you help me plan a lesson on fractions for year 5? 45 mins, mixed ability",
                [],
            ),
            (A, "Of course! Is this for your class at Riverside, or somewhere new?", []),
            (
                U,
                "oh im not at riverside anymore, left at easter. doing supply now which is chaos "
                "but the pay is ok ish. random school every week lol",
                [("retract", "riverside"), ("identity", "supply")],
            ),
            (A, "That's a big change! Are you still based in Bristol?", []),
            (U, "still bristol yeah lol not going anywhere", []),
        ],
        existing=[
            ("m1", "Teaches year 4 at Riverside Primary", "professional"),
            ("m2", "Lives in Bristol", "personal"),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "tengo un problema con mi compañera de piso 😤 she never washes her dishes and we "
                "share a tiny kitchen. im doing erasmus in bologna this semester btw, i study "
                "architecture back home in madrid",
                [("context", "erasmus"), ("identity", "architecture"), ("identity", "madrid")],
            ),
            (A, "¡Qué rollo! Have you talked to her about it directly yet?", []),
            (
                U,
                "no 😅 how do i say it nicely in italian? she's from naples. something like 'can "
                "we make a cleaning schedule'",
                [],
            ),
            (A, '"Possiamo fare un calendario delle pulizie?" — friendly and not accusatory.', []),
            (
                U,
                "grazie mille 😂 my italian is sooo basic, i only did a 2 week course before "
                "coming",
                [("identity", "italian")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "im 16 and my gcses start next week 💀 first one is maths on tuesday",
                [("identity", "16"), ("activity", "gcse"), ("activity", "maths")],
            ),
            (A, "Good luck! What does the rest of your timetable look like?", []),
            (
                U,
                "maths tues, bio wed, english lit thurs then a week off then chem",
                [("activity", "bio"), ("activity", "english"), ("activity", "chem")],
            ),
            (A, "That week off before chemistry is useful. Want to start with biology?", []),
            (U, "ya can u quiz me on cell biology. like 10 questions", []),
            (A, "1. What is the function of the mitochondria? 2. ...", []),
            (
                U,
                "ok i got 7/10 lol. mitochondria is the powerhouse of the cell is literally all "
                "i remember from year 7",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "I lecture in macroeconomics at a mid-sized university in Belgium. Could you "
                "check this LaTeX for me, it won't compile:\n"
                "\n"
                "\\begin{align}\n"
                "  Y_t &= C_t + I_t + G_t \\\\\n"
                "  C_t &= c_0 + c_1 (Y_t - T_t)\n"
                "\\end{align*}",
                [("identity", "macroeconomics"), ("identity", "belgium")],
            ),
            (
                A,
                "Your \\begin{align} and \\end{align*} don't match. Use align on both, or align* "
                "on both.",
                [],
            ),
            (
                U,
                "Ah, of course. Thanks. In general please don't explain the basics to me, I've "
                "used LaTeX for 20 years. Just show the fix.",
                [("preference", "basic"), ("identity", "latex")],
            ),
            (A, "Understood.", []),
            (
                U,
                "my students are hopeless with it honestly, half of them hand in word docs with "
                "screenshots of equations 🙄",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "hello please i am applying for the chevening scholarship to do a masters in "
                "public health in the UK. deadline is 7 november. can you proofread my statement",
                [("context", "chevening"), ("activity", "chevening")],
            ),
            (A, "Of course, paste it in.", []),
            (
                U,
                '"Growing up in Kano, I watched my mother run a small clinic with no '
                "electricity. Since graduating in microbiology from Bayero University in 2019, I "
                'have worked as a laboratory scientist, and I have seen first-hand how..." is '
                "the first para ok? too dramatic?",
                [],
            ),
            (
                A,
                "It's strong, not too dramatic. Make sure every claim here is specific and true.",
                [],
            ),
            (
                U,
                "ok thanks. yes its all true lol i really am a lab scientist in kano, 4 years now",
                [("identity", "lab"), ("identity", "kano")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "i tutor kids in maths on the side for extra cash, how much should i charge per "
                "hour? im in manchester",
                [("identity", "tutor"), ("identity", "manchester")],
            ),
            (
                A,
                "It depends on a couple of things: what levels do you tutor, and do you have a "
                "DBS check?",
                [],
            ),
            (U, "gcse and a level mostly", [("identity", "gcse")]),
            (A, "For GCSE and A level in Manchester, £25-35 an hour is typical.", []),
            (
                U,
                "yeah got the dbs last year through uni. im doing a masters in statistics at uom "
                "so i can charge the higher end right",
                [("identity", "statistics")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "write me a short funny story about a grad student who accidentally deletes her "
                "entire dataset the night before her defense",
                [],
            ),
            (
                A,
                "Priya had backed up everything. Everything, that is, except the folder called "
                "FINAL_final_v3...",
                [],
            ),
            (U, "haha. ok now make her a physicist in zurich and give her a cat named quark", []),
            (
                A,
                "Priya, a physicist in Zurich, stared at her empty drive while Quark sat on the "
                "keyboard...",
                [],
            ),
            (
                U,
                "lowkey this is too real, im in my 3rd year of a physics phd and i do have a cat "
                "lol, his name is higgs not quark",
                [("identity", "physics"), ("identity", "higgs")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "Ich bin Lehrerin an einer Gesamtschule in Hamburg, Englisch und Geschichte. can "
                "you write me 5 discussion questions on the industrial revolution for 9th grade",
                [("identity", "teacher"), ("identity", "hamburg"), ("identity", "history")],
            ),
            (A, "1. Who benefited most from the factories? 2. ...", []),
            (U, "super danke. theyre a bit too easy tho, this class is quite strong", []),
            (A, "Here are five harder ones that ask them to weigh sources...", []),
            (U, "perfekt 👍", []),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "so i did it. i dropped law 😬 switching to philosophy at the same uni from "
                "september. my parents are NOT happy lol",
                [("retract", "law"), ("identity", "philosophy")],
            ),
            (A, "That's a big decision! How are you feeling about it?", []),
            (
                U,
                "relieved tbh. i was miserable for 2 years. also quit the bookshop bc i need "
                "time to read all the kant 😂",
                [("retract", "bookshop")],
            ),
            (A, "Makes sense. Kant takes time!", []),
            (U, "any tips for reading kant without crying", []),
        ],
        existing=[
            ("m1", "Studies law at King's College London", "professional"),
            ("m2", "Has a part-time job at a bookshop", "professional"),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "me and my 2 roommates split rent of 1800 but my room is the smallest by far, is "
                "it fair if i pay less? how would u split it",
                [("identity", "roommate")],
            ),
            (A, "Splitting by floor area is a common approach. How big are the rooms?", []),
            (U, "mine is like 9m2, theirs are 14 and 16", []),
            (
                A,
                "By area that's roughly 420 / 650 / 730, or with shared spaces split evenly, "
                "about 480 / 630 / 690.",
                [],
            ),
            (U, "ok so like 480 for me?? sending this to the group chat rn wish me luck", []),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "i cant do this i have my stats final in 9 hours and i understand nothing 😭😭😭",
                [("activity", "stat")],
            ),
            (
                A,
                "Breathe. Nine hours is enough to cover the key ideas. Which topics worry you "
                "most?",
                [],
            ),
            (U, "hypothesis testing and confidence intervals. p values make no sense", []),
            (A, "A p-value is how surprising your data would be if nothing were going on...", []),
            (U, "ok that actually helped omg. why didnt my prof explain it like that", []),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "Sir I am a maths teacher in a CBSE school in Pune, I make the timetable for the "
                "whole school every year, 42 teachers. Is there any free software for this?",
                [("identity", "math"), ("identity", "pune"), ("identity", "timetable")],
            ),
            (A, "Yes: FET is free and open source, and aSc TimeTables has a trial version.", []),
            (
                U,
                "FET is free? please explain how to install on windows. and please always "
                "explain step by step to me, I am not a computer person",
                [("preference", "step")],
            ),
            (A, "1. Go to the FET website and download the Windows zip. 2. ...", []),
            (U, "Thank you so much, God bless", []),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "writing up the analysis chapter of my thesis in python and this keeps "
                "breaking:\n"
                "\n"
                "```\n"
                "Traceback (most recent call last):\n"
                '  File "analysis.py", line 42, in <module>\n'
                "    df = df.groupby('participant').mean()\n"
                "TypeError: agg function failed [how->mean,dtype->object]\n"
                "```\n"
                "what does it mean",
                [("context", "thesis")],
            ),
            (
                A,
                "One of your columns is text, so mean() can't average it. Try "
                ".mean(numeric_only=True).",
                [],
            ),
            (U, "ah yes theres a column with condition names. numeric_only=True fixed it ty", []),
            (A, "Glad it works!", []),
            (
                U,
                "while ur here, im a psych phd at ucl, running an eye tracking study with 80 "
                "participants, can u suggest a mixed model structure in R",
                [("identity", "psych"), ("identity", "ucl"), ("context", "eye")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "if i got into mit i would literally move to boston tomorrow lol. realistically "
                "tho id probably end up at a state school",
                [],
            ),
            (A, "Plenty of state schools are excellent. Where are you in the process?", []),
            (
                U,
                "im a junior in high school in ohio, applying to colleges this fall. mit is the "
                "dream but like. its mit",
                [("identity", "junior"), ("identity", "ohio"), ("activity", "college")],
            ),
            (A, "Junior year is a great time to build your list.", []),
            (U, "would u rather go to a big school or small liberal arts college if u were me", []),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "never again will i leave my lit review to the last week. pulled 2 all nighters "
                "and got a 58. lesson learned: start early ffs",
                [("experience", "review")],
            ),
            (A, "Ouch, but a 58 is a pass and a lesson you won't forget. What's the course?", []),
            (
                U,
                "masters in education, doing it part time while teaching full time",
                [("context", "education"), ("identity", "teach")],
            ),
            (A, "That's a lot to juggle. What age do you teach?", []),
            (U, "primary, year 2. 6 year olds are exhausting lol", [("identity", "primary")]),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "I finished up at Monash on Friday after 11 years, bit emotional tbh. Starting "
                "as a senior lecturer at the University of Auckland in June",
                [("retract", "monash"), ("identity", "auckland")],
            ),
            (A, "Congratulations! Have you moved over already?", []),
            (
                U,
                "yep flew over on sunday, renting a place in ponsonby for now. so no more "
                "melbourne for me 🥲",
                [("retract", "melbourne"), ("identity", "ponsonby")],
            ),
            (A, "Ponsonby is a lovely area. Anything I can help with for the new role?", []),
            (
                U,
                "can you write a short bio for the department website, 3rd person, ~100 words. "
                "my research is in medieval history, mostly monastic manuscripts",
                [("identity", "medieval")],
            ),
        ],
        existing=[
            ("m1", "Lecturer at Monash University", "professional"),
            ("m2", "Lives in Melbourne", "personal"),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "my phd scholarship pays 1100 a month and rent is 650, can u help me make a budget",
                [("identity", "scholarship")],
            ),
            (A, "Sure. Do you have any other income, and which city are you in?", []),
            (
                U,
                "vienna. and no, my visa only allows 20h work a week and i havent found anything "
                "yet",
                [("identity", "vienna"), ("identity", "visa"), ("context", "job")],
            ),
            (
                A,
                "Rent 650, food 200, transport 20 (semester ticket), phone 15, leaving about 215.",
                [],
            ),
            (
                U,
                "food 200 is impossible lol im vegan and everything is expensive here",
                [("identity", "vegan")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "my uni sent this, what does it actually mean??\n"
                "\n"
                "> Dear student, following the review of your academic progress, you have been "
                "placed on academic probation for the Autumn term. You must meet with your "
                "advisor before 24 May and maintain a GPA above 2.0.\n"
                "\n"
                "am i getting kicked out 😰",
                [],
            ),
            (
                A,
                "No, probation is a warning, not a dismissal. It means you need to meet those "
                "conditions.",
                [],
            ),
            (
                U,
                "ok phew. yeah its bc i failed 2 classes last semester. meeting my advisor on "
                "thursday",
                [("context", "probation"), ("activity", "advisor")],
            ),
            (A, "Good that it's already booked. Go in with a plan for next term.", []),
            (U, "what should i say to her", []),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (U, "hiiii", []),
            (A, "Hi! What's up?", []),
            (
                U,
                "nothing just procrastinating instead of writing my history essay lol. 2000 "
                "words and ive got 140",
                [("context", "essay")],
            ),
            (A, "140 is a start! Want to outline the rest together?", []),
            (U, "no lol tell me a joke then ill go", []),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "olá! im a cello student at the conservatory in porto and practising 5h a day is "
                "killing my back, any stretches?",
                [("identity", "cello"), ("identity", "porto")],
            ),
            (
                A,
                "Ouch. Which part of your back hurts, and what do you sit on when you practise?",
                [],
            ),
            (U, "lower back mostly", []),
            (A, "Got it. And the chair?", []),
            (U, "normal chair yeah. oh and i have scoliosis, mild", [("identity", "scoliosis")]),
            (A, "Try a wedge cushion, and cat-cow and child's pose every hour.", []),
            (U, "obrigada!! 🎻", []),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "oh i just LOVE spending my entire sunday marking 120 mock essays. best hobby "
                "ever 🙃",
                [],
            ),
            (A, "That sounds exhausting. Can I help make the marking faster?", []),
            (
                U,
                "english teacher, secondary, 14 years in. can u give me a comment bank for "
                "persuasive writing so i can copy paste",
                [("identity", "english")],
            ),
            (A, "Sure! Here are 20 comments on structure, rhetoric and accuracy...", []),
            (
                U,
                "yes lol and british spelling please, always, the american z's make me twitch",
                [("preference", "british")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "can you translate this into french for my host family, im going on exchange to "
                "lyon in september: 'Hi! I'm Tom, I'm 20 and I study engineering in Sheffield. "
                "I'm allergic to nuts and I love football.'",
                [("activity", "lyon")],
            ),
            (
                A,
                "« Bonjour ! Je m'appelle Tom, j'ai 20 ans et j'étudie l'ingénierie à "
                "Sheffield... »",
                [],
            ),
            (
                U,
                "merci! the nut thing is real btw, bad one, i carry an epipen. how do i say "
                "'does this contain nuts'",
                [("identity", "nut")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "on thursday i have 3 lectures back to back then my shift at the campus library "
                "til 10, when am i supposed to eat lol",
                [("activity", "lecture"), ("identity", "library")],
            ),
            (A, "Pack something you can eat on the go. Is there a microwave at the library?", []),
            (
                U,
                "no just a kettle. and im lactose intolerant so half the easy stuff is out",
                [("identity", "lactose")],
            ),
            (A, "Overnight oats with oat milk, wraps, or instant noodles with the kettle.", []),
            (U, "overnight oats with oat milk?? ok genius", []),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "jess moved out finally!!! living alone for the first time ever, its so quiet "
                "its weird",
                [("retract", "jess"), ("identity", "alone")],
            ),
            (A, "Quiet takes some getting used to! Enjoying having the place to yourself?", []),
            (
                U,
                "yeah exactly. anyway my placement starts monday on a cardiac ward, 12h shifts 😵",
                [("activity", "placement")],
            ),
            (A, "First placement on a cardiac ward is a lot. You'll learn fast.", []),
            (U, "any tips for not dying on a 12h shift lol", []),
        ],
        existing=[
            ("m1", "Shares a flat with roommate Jess", "personal"),
            ("m2", "Studies nursing", "professional"),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "3rd postdoc rejection this month. cool cool cool. at what point do i just go "
                "into industry",
                [("context", "postdoc")],
            ),
            (A, "Three in a month is rough, and very common. What's your field?", []),
            (
                U,
                "computational linguistics. phd from edinburgh last year",
                [("identity", "linguistics"), ("identity", "edinburgh")],
            ),
            (A, "That's in demand in industry: NLP research, data science, speech tech...", []),
            (
                U,
                "data science maybe? idk. i refuse to work in advertising tho, would rather die",
                [("preference", "advertising")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (U, "can u help me with my homework its about volcanoes", []),
            (A, "Sure! What do you need to do?", []),
            (
                U,
                "write 300 words on why people live near volcanoes. im in year 8 so not too "
                "complicated pls",
                [("identity", "year 8")],
            ),
            (A, "Let's plan it: fertile soil, geothermal energy, tourism, and family ties.", []),
            (U, "can u just write it for me 👉👈", []),
            (A, "I can help you write each paragraph, but it should be in your words.", []),
            (U, "ugh fine. my teacher checks for ai anyway lol", []),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "Writing an ERC Starting Grant proposal, due in October. I'm an assistant "
                "professor in materials science at TU Delft. Keep answers concise, I'm busy.",
                [
                    ("context", "erc"),
                    ("activity", "erc"),
                    ("identity", "materials"),
                    ("identity", "delft"),
                    ("preference", "concise"),
                ],
            ),
            (A, "Understood. What do you need?", []),
            (
                U,
                "Tighten this: 'Our project aims to fundamentally change the way we understand "
                "fatigue in additively manufactured alloys.'",
                [],
            ),
            (
                A,
                '"We will redefine how fatigue is understood in additively manufactured alloys."',
                [],
            ),
            (U, "Better. I'll do the rest myself.", []),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "bhai kal mera physics ka paper hai aur roommate raat bhar pubg khel raha hai 😤 "
                "what do i even say to him",
                [("activity", "physics"), ("identity", "roommate")],
            ),
            (A, "Ask him calmly to use headphones tonight because of your exam tomorrow.", []),
            (
                U,
                "hes my senior also so its awkward. im 2nd year btech at iit kharagpur, hes 4th",
                [("identity", "kharagpur")],
            ),
            (A, "Seniors usually remember their own exam stress. Or try earplugs as a backup.", []),
            (U, "ok ill try the earplugs thing", []),
        ],
    ),
]
