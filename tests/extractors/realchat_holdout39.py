"""Held-out set 39: tech workers and career changers.

Developers, IT support staff, data analysts, QA testers and SREs, people just laid off,
bootcamp students, and nurses, teachers, chefs and recruiters retraining into tech; remote
workers across time zones, people on work visas, on-call weeks and interview rounds.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`), each a kind of person from the theme
   or a chat hazard, picked from what such people actually tell a chat assistant, not
   from what a program could match.
2. For each situation, the user's turns as a person would type them: run-on messages
   with several facts and a request, lowercase without apostrophes, typos, emoji and
   filler, sarcasm, fragments of Polish, German, Spanish, French, Portuguese, Turkish,
   Tagalog, Hindi/Urdu and Arabic in Latin letters, pasted SQL errors and tracebacks, a
   recruiter email to answer, text to translate for a friend, a mock-interview role-play
   under a made-up name, a dream that is only a wish, a brother's scam story, short
   fragment answers to the assistant's questions, a voice-typed message without
   punctuation, and a correction ("sorry i meant september").
3. Labels written with each turn, asking what a careful human would note about this user
   in a long-term memory, following the label guide in docs/domain.md. Roughly 39% of the
   user turns state nothing durable about the user and carry no label. Five
   conversations start with stored identity memories that a later turn takes back.
4. Written without reading the extractor, its rules or any other labelled set, and never
   measured before it was committed. A label that the extractor misses stays a miss.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "an ICU nurse six weeks into a coding bootcamp",
    "a backend engineer laid off from a stored employer, now job hunting",
    "a second-line IT support worker dreading an on-call week",
    "a data analyst pasting a Postgres GROUP BY error",
    "a manual QA tester in Poland moving to test automation",
    "a pregnant remote worker in the Philippines with a US standup at 11pm",
    "an Indian engineer who just moved to the US, leaving a stored employer",
    "a Turkish frontend developer applying for a German Blue Card",
    "a primary teacher wondering about a data science masters at 41",
    "a data engineer proofreading a reply to a recruiter's email",
    "a mock interview role-play under a made-up name, then the real facts",
    "a laid-off recruiter voice-typing about a UX certificate",
    "a QA engineer whose stored relationship and home end in a breakup",
    "a helpdesk worker translating a friend's CV line into French",
    "a new analyst pasting a pandas FileNotFoundError traceback",
    "a sarcastic lone SRE on call on their birthday",
    "a former chef in Munich on a full-stack course",
    "a Toronto developer before a final round with salary questions",
    "a stored cardiac nurse who moves into clinical informatics",
    "a daydream about working at Nintendo, then a junior QA's real deadline",
    "a Flutter developer in Cairo who wants code, not talk",
    "a data analytics student giving fragment answers about a laptop",
    "a DevOps engineer relocating to Amsterdam who corrects the date",
    "a brother's fake job offer on Telegram",
    "a remote worker in Warsaw with a team across three time zones",
    "a platform engineer signed off with burnout",
    "a Le Wagon graduate whose stored bootcamp and city are now past",
    "small talk about Docker memes that ends in a format preference",
    "a developer who learned the hard way to back up before a migration",
    "a self-taught developer with ADHD who wants the summary first",
    "a freelance WordPress developer in Lahore answering a 1-star review",
    "a French mother of three back to work through a data analyst course",
    "a laid-off ML engineer on an H-1B visa with sixty days to find work",
    "a Filipino NHS nurse studying SQL on night-shift breaks",
    "a user scolding the assistant's tone and naming their editor",
)

HOLDOUT39: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "ok so i was a nurse for 8 yrs (icu, night shifts 🙃) and now im 6 weeks "
                "into a coding bootcamp. can u explain what a closure is in js like im 5",
                [("identity", "nurse"), ("context", "bootcamp")],
            ),
            (
                A,
                "A closure is a function that remembers the variables from the place it "
                "was created, like a backpack it carries around.",
                [],
            ),
            (U, "ohhh ok that actually clicked. thank u!!", []),
            (A, "Glad it helped! Want a tiny exercise to try it?", []),
            (
                U,
                "yes but pls keep examples short, my brain is fried after 9 hrs of lectures lol",
                [("preference", "short")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        existing=[
            ("m1", "Works as a backend engineer at Klarna", "professional"),
            ("m2", "Lives in Stockholm", "personal"),
        ],
        turns=[
            (
                U,
                "well. got laid off from klarna yesterday along with like 200 others. fun "
                "times 🙃 can u help me update my cv",
                [("retract", "klarna")],
            ),
            (
                A,
                "I'm sorry, that's rough. Happy to help. What kind of roles are you "
                "going to target?",
                [],
            ),
            (
                U,
                "backend still, go or python. mostly remote bc im not leaving stockholm, "
                "my kids are in school here",
                [("context", "backend"), ("identity", "kids")],
            ),
            (
                A,
                "Makes sense. Let's lead with your Go services and the scale you worked at.",
                [],
            ),
            (
                U,
                "ngl kinda relieved, 6 yrs there and i was burnt out. taking july off "
                "before i start applying properly",
                [("activity", "july")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "on call all next week again 😩 im 2nd line IT support at a hospital "
                "trust so the pager goes off at 3am for printers. any tips to actually "
                "sleep",
                [("identity", "support"), ("activity", "call")],
            ),
            (
                A,
                "A few things: keep the pager volume fixed, avoid screens before bed, "
                "and use earplugs for everything except the pager tone.",
                [],
            ),
            (
                U,
                "lol the 'dont look at screens' one is not happening, the pager IS a screen",
                [],
            ),
            (A, "Fair point. Dim it and turn off everything else, then.", []),
            (U, "ok the earplugs thing i can try. ty", []),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "getting this and i dont get why\n\n"
                'ERROR:  column "c.region" must appear in the GROUP BY clause or be '
                "used in an aggregate function\n"
                "LINE 1: SELECT o.customer_id, c.region, SUM(o.total)\n\n"
                "im a data analyst at a grocery chain, postgres 14",
                [("identity", "analyst")],
            ),
            (
                A,
                "Every selected column that isn't aggregated has to be in GROUP BY. Add "
                "c.region to it: GROUP BY o.customer_id, c.region.",
                [],
            ),
            (U, "ahh c.region. ok fixed. u rock", []),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "czesc! im a manual QA tester in wroclaw, 3 yrs, and i wanna move into "
                "automation. learning playwright w typescript in the evenings. is that a "
                "good pick or should i do selenium",
                [("identity", "tester"), ("identity", "wroclaw"), ("context", "playwright")],
            ),
            (
                A,
                "Playwright with TypeScript is a strong choice right now; many teams "
                "are moving to it from Selenium.",
                [],
            ),
            (
                U,
                "dzieki 🙏 also answer in english pls even if i slip into polish, i need "
                "the practice",
                [("preference", "english"), ("identity", "polish")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "hay nako. i work remote for a startup in austin but im in cebu so my "
                "standup is at 11pm 😵 grabe. how do ppl survive this long term",
                [("identity", "austin"), ("identity", "cebu")],
            ),
            (
                A,
                "Many people negotiate an async standup or a rotating time. Have you "
                "asked your team?",
                [],
            ),
            (
                U,
                "already asked, they said maybe after q3 lol. sige ill try the split sleep thing",
                [],
            ),
            (A, "Sounds good. Protect the first sleep block as much as you can.", []),
            (
                U,
                "btw im also 7 months pregnant so the sleep thing is kinda important haha",
                [("identity", "pregnant")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        existing=[
            ("m1", "Works as a software engineer at Infosys in Pune", "professional"),
            ("m2", "Speaks Hindi and Marathi", "personal"),
        ],
        turns=[
            (
                U,
                "yaar finally moved to the US last month, new job at a fintech in jersey "
                "city. infosys chapter closed 😅 kya lagta hai, should i get a credit "
                "card first or a car",
                [("retract", "infosys"), ("identity", "fintech"), ("identity", "jersey")],
            ),
            (
                A,
                "Credit card first: a secured card builds history so a car loan later "
                "is cheaper. Do you have your SSN yet?",
                [],
            ),
            (
                U,
                "haan makes sense. no ssn yet tho, applied last week",
                [("context", "ssn")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "merhaba, im a frontend dev in izmir and i got an offer from a berlin "
                "company 🎉 now doing the blue card application. the embassy in ankara "
                "wants a 'Zeugnis' for my degree what is that",
                [
                    ("identity", "frontend"),
                    ("identity", "izmir"),
                    ("context", "blue"),
                    ("context", "berlin"),
                ],
            ),
            (
                A,
                "A Zeugnis is a certificate. For a foreign degree they usually mean "
                "your diploma plus a ZAB statement of comparability.",
                [],
            ),
            (U, "tamam, so the zab thing. how long does that take usually", []),
            (A, "Often around three months, sometimes less.", []),
            (
                U,
                "ugh 3 months. i start on 1 september supposedly 😬",
                [("activity", "september")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "if i quit teaching and did a data science masters at 41 would that be "
                "insane? asking for me lol. i teach year 6 in bristol",
                [("identity", "teach"), ("identity", "bristol"), ("identity", "41")],
            ),
            (
                A,
                "Not insane at all, plenty of people switch at that age. What does your "
                "financial situation look like?",
                [],
            ),
            (
                U,
                "2 kids and my wife works part time so i cant just stop earning. maybe "
                "part time study?",
                [("identity", "kids"), ("identity", "wife")],
            ),
            (
                A,
                "Part-time is very doable: the Open University and several online "
                "masters run over two to three years.",
                [],
            ),
            (U, "ok the open uni one sounds doable. thx", []),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "can u proofread my reply to this recruiter, keep it polite:\n\n"
                "> Hi Sam, we're a Series B healthtech in Manchester hiring a Senior "
                "Data Engineer, hybrid 3 days a week in the office. Would you be open "
                "to a chat?\n\n"
                "my reply: hi thanks for reaching out, im not looking to relocate rn but "
                "happy to chat if fully remote is an option",
                [("identity", "sam"), ("preference", "remote")],
            ),
            (
                A,
                "Hi, thanks for reaching out! I'm not looking to relocate at the moment, "
                "but I'd be happy to chat if a fully remote setup is an option.",
                [],
            ),
            (
                U,
                "for context im a data engineer in leeds, 4 yrs exp, i just dont want to "
                "commute to manchester 3x a week",
                [("identity", "engineer"), ("identity", "leeds")],
            ),
            (A, "Then your reply is spot on. It's clear and friendly.", []),
            (U, "perfect ty 🙏", []),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "lets do roleplay. ur a grumpy hiring manager at a bank, im 'alex', a "
                "senior java dev with 10 yrs who just got fired for pushing to prod on a "
                "friday. go",
                [],
            ),
            (A, "(sighs) So, Alex. Why should we trust you with our release process?", []),
            (U, "well sir, in my defense the tests were green 😌", []),
            (A, "(unimpressed) Green tests. On a Friday. Next question.", []),
            (
                U,
                "ok stop lol. real me has like 2 yrs of java and my actual interview is "
                "thursday at a bank in frankfurt 😬 can we do real questions",
                [("identity", "java"), ("activity", "interview")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "ok so basically i got laid off in march from my job as a recruiter at a "
                "tech company and now im trying to get into ux design im doing the google "
                "ux certificate on coursera and my question is do i need a portfolio "
                "before applying or can i apply with just the certificate",
                [("identity", "recruiter"), ("context", "ux")],
            ),
            (
                A,
                "You'll want a small portfolio: two or three case studies matter more "
                "than the certificate. Where are you based?",
                [],
            ),
            (
                U,
                "miami pero trabajo remoto si se puede",
                [("identity", "miami"), ("preference", "remote")],
            ),
            (A, "Got it. Remote UX roles exist but are competitive, so...", []),
            (
                U,
                "gracias! explain it in spanish next time porfa, its easier for me",
                [("preference", "spanish"), ("identity", "spanish")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        existing=[
            ("m1", "Lives in Dublin with girlfriend Aoife", "personal"),
            ("m2", "Works as a QA engineer at Intercom", "professional"),
        ],
        turns=[
            (
                U,
                "quick one, i need a lease checklist thing, me and aoife split so im "
                "moving into a flat in galway on my own next month. still at intercom, "
                "just fully remote now",
                [("retract", "aoife"), ("activity", "galway"), ("identity", "remote")],
            ),
            (
                A,
                "Sorry to hear about the split. I can't draft a legal lease, but I can "
                "give you a checklist for viewings and contracts.",
                [],
            ),
            (U, "ya thats fine, just a checklist for viewing flats then", []),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "can u translate this to french, its for my friend karim who is applying "
                "in lyon: 'I am a certified AWS solutions architect with 6 years of "
                "experience, fluent in Arabic and English.'",
                [],
            ),
            (
                A,
                "« Je suis architecte de solutions AWS certifié avec 6 ans d'expérience, "
                "je parle couramment l'arabe et l'anglais. »",
                [],
            ),
            (U, "merci! hes so nervous lol, been job hunting since january", []),
            (A, "That line reads well, he should be fine.", []),
            (
                U,
                "me i just do helpdesk stuff, no certs 😅 should i get the az-900 too",
                [("identity", "helpdesk")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "why does this crash\n```\nTraceback (most recent call last):\n"
                '  File "etl.py", line 42, in <module>\n'
                "    df = pd.read_csv(path, parse_dates=['order_date'])\n"
                "FileNotFoundError: [Errno 2] No such file or directory: "
                "'C:\\\\Users\\\\jkowal\\\\data\\\\orders_2023.csv'\n```",
                [],
            ),
            (
                A,
                "Python can't find that file at that path. Check whether it really "
                "exists locally and whether the folder name is right.",
                [],
            ),
            (
                U,
                "omg the file is on my onedrive not local. im so dumb. first week at this "
                "job too 🙈",
                [("context", "job")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "oh great, i LOVE being on call on my birthday 🙃 sre life. anyway how do "
                "i write a runbook that a sleep deprived person can follow",
                [("identity", "sre"), ("activity", "birthday")],
            ),
            (
                A,
                "Keep it to numbered steps, one action per step, with the exact command "
                "to paste and what 'good' looks like after each.",
                [],
            ),
            (
                U,
                "numbered steps, love it. and no emojis in this one pls its going on confluence",
                [],
            ),
            (A, "Understood. Want me to draft one for a common alert?", []),
            (
                U,
                "yes the disk full one. (context: im the only sre at a 30 person startup "
                "so its literally me or nobody lol)",
                [("identity", "startup")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "servus! ex-koch hier 👨‍🍳 10 jahre in der küche, now im doing a fullstack "
                "course in munich. sorry my english is meh, german is my first language, "
                "but can we talk english, i need the practice",
                [
                    ("identity", "chef"),
                    ("context", "course"),
                    ("identity", "munich"),
                    ("identity", "german"),
                    ("preference", "english"),
                ],
            ),
            (A, "Of course! Your English is fine. What are you working on?", []),
            (
                U,
                "so we started react this week and i dont get useEffect at all. why does "
                "it run twice",
                [],
            ),
            (
                A,
                "In development, React's StrictMode mounts components twice on purpose "
                "to catch side effects. In production it runs once.",
                [],
            ),
            (U, "aaah strict mode. danke!", []),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "i have a final round with shopify on tuesday and they asked for salary "
                "expectations. im currently on 85k cad as a mid level dev in toronto, "
                "what should i say",
                [
                    ("activity", "shopify"),
                    ("identity", "dev"),
                    ("identity", "toronto"),
                    ("identity", "85k"),
                ],
            ),
            (
                A,
                "Give a range anchored above your current pay, say 105 to 115k, and say "
                "you're flexible on the overall package.",
                [],
            ),
            (U, "ok 105-115 feels scary but ok. ill practise saying it out loud lol", []),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        existing=[
            ("m1", "Works as a nurse on a cardiac ward", "professional"),
            ("m2", "Has a cat called Mochi", "personal"),
        ],
        turns=[
            (
                U,
                "update: handed in my notice on the ward 🥲 starting as a clinical "
                "informatics analyst at the same trust in june. terrified",
                [("retract", "nurse"), ("identity", "informatics"), ("activity", "june")],
            ),
            (A, "Congratulations, that's a big step! Your ward experience will help.", []),
            (U, "mochi is not impressed, she sat on my laptop all morning lol", []),
            (A, "Sounds like she's already doing QA on your work.", []),
            (U, "haha. what sql should i learn before i start, they use epic clarity", []),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "honestly my dream is to quit and move to japan and work at nintendo "
                "lmao. anyway back to reality",
                [],
            ),
            (A, "A fine dream! What's reality looking like?", []),
            (
                U,
                "reality = im a junior QA at a mobile game studio in montreal and my lead "
                "wants test cases by friday 😭 can u give me a template",
                [("identity", "qa"), ("identity", "montreal"), ("activity", "friday")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "salam 👋 ana flutter developer fi cairo, yalla quick q: how do i stop "
                "a ListView from rebuilding everything",
                [("identity", "flutter"), ("identity", "cairo")],
            ),
            (
                A,
                "Use ListView.builder, give items const constructors where you can, and "
                "keep state in the items instead of the parent.",
                [],
            ),
            (
                U,
                "shukran ya basha. btw mostly code pls, less talking 😂",
                [("preference", "code")],
            ),
            (A, "```dart\nListView.builder(itemBuilder: (c, i) => Item(i))\n```", []),
            (U, "lol ok that worked first try 🎉", []),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "need a laptop for my data analytics course, budget is tight",
                [("context", "analytics")],
            ),
            (A, "Which course is it, and roughly what budget?", []),
            (U, "the google one. 600 quid max", []),
            (A, "Where are you based? Prices differ a lot.", []),
            (U, "glasgow", [("identity", "glasgow")]),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "im moving to amsterdam in august for a devops job at adyen, how does "
                "the 30% ruling work",
                [("activity", "amsterdam"), ("identity", "adyen")],
            ),
            (
                A,
                "The 30% ruling lets your employer pay part of your salary tax-free if "
                "you were recruited from abroad and meet a salary threshold.",
                [],
            ),
            (
                U,
                "sorry i meant september not august, the start date moved",
                [("activity", "september")],
            ),
            (A, "No problem, it doesn't change the rules.", []),
            (
                U,
                "and is it only for people from abroad? im from portugal originally but "
                "lived in nl as a student",
                [("identity", "portugal")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "my brother got a 'job offer' on telegram for data entry, they want him "
                "to pay 200€ for training. thats a scam right??",
                [("identity", "brother")],
            ),
            (
                A,
                "Yes, that's a classic scam. Real employers never ask you to pay for training.",
                [],
            ),
            (U, "knew it. hes 19 and desperate after the layoffs at his warehouse ugh", []),
            (A, "That's hard on him. Want me to list the red flags?", []),
            (
                U,
                "yes write him a short msg, in portuguese pls, he doesnt read english",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "i work async with a team in sf and sydney, im in warsaw. when i ask "
                "about meetings always give times in CET pls, i get confused otherwise",
                [("identity", "sydney"), ("identity", "warsaw"), ("preference", "cet")],
            ),
            (A, "Will do, all times in CET from now on.", []),
            (U, "so whats a time that works for all 3 for a 30 min retro", []),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "my gp signed me off for 2 weeks with burnout after 3 on-call rotations "
                "back to back. im a platform engineer. how do i tell my team lead without "
                "oversharing",
                [("context", "burnout"), ("identity", "platform")],
            ),
            (
                A,
                "Keep it short: you've been signed off sick for two weeks, here's the "
                "handover, and you'll be offline until you're back.",
                [],
            ),
            (U, "ok thats way less scary than what i wrote. thanks", []),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        existing=[
            ("m1", "Is a student at the Le Wagon bootcamp", "professional"),
            ("m2", "Lives in Lisbon", "personal"),
        ],
        turns=[
            (
                U,
                "graduated le wagon!! 🎓 and i got hired as a junior dev at a fintech in "
                "porto so bye lisboa 😭",
                [
                    ("retract", "wagon"),
                    ("retract", "lisbon"),
                    ("identity", "junior"),
                    ("identity", "porto"),
                ],
            ),
            (A, "Parabéns! That's a great start. When do you begin?", []),
            (
                U,
                "obrigada! first day is monday. what should i bring lol",
                [("activity", "monday")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (U, "whats the difference between docker and kubernetes, explain it like a meme", []),
            (
                A,
                "Docker: packs the shipping container. Kubernetes: the ship captain "
                "yelling at 400 containers to stay alive.",
                [],
            ),
            (U, "lmaooo the ship captain one 💀", []),
            (A, "Glad it landed!", []),
            (
                U,
                "ngl i learn way better with memes, keep doing that for tech stuff",
                [("preference", "meme")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "never again am i running a migration on prod without a backup lol, lost "
                "half a day of orders last year at my old job. anyway how do i set up "
                "pg_dump on a cron",
                [("experience", "backup")],
            ),
            (
                A,
                "Add a crontab line like: 0 2 * * * pg_dump -Fc mydb > "
                "/backups/mydb_$(date +\\%F).dump",
                [],
            ),
            (U, "its on ubuntu 22.04 btw", []),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "i have adhd and im a self taught dev (was a warehouse picker til 2022), "
                "big blocks of text make me zone out. can u always give me the tldr first",
                [
                    ("identity", "adhd"),
                    ("identity", "dev"),
                    ("identity", "warehouse"),
                    ("preference", "first"),
                ],
            ),
            (A, "TL;DR first, always. Got it.", []),
            (U, "ok so tldr of what a rest api is go", []),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                "bhai mein lahore se hun, freelance kar raha hun upwork pe as wordpress "
                "dev. client ne 1 star de diya for no reason 😤 how do i reply "
                "professionally",
                [("identity", "lahore"), ("identity", "wordpress")],
            ),
            (
                A,
                "Thank them, state the facts calmly (what was delivered and when), and "
                "offer to fix anything specific.",
                [],
            ),
            (U, "theek hai, shukriya. make it a bit less formal tho", []),
        ],
    ),
    Conversation(
        SITUATIONS[31],
        [
            (
                U,
                "bonjour! j'ai 3 enfants et j'ai arrêté de travailler pendant 6 ans, now "
                "im doing the openclassrooms data analyst course. how do i explain the "
                "gap on my cv",
                [("identity", "child"), ("context", "openclassrooms")],
            ),
            (
                A,
                "Name it plainly as a career break for family, then list what you did "
                "and learned in that time.",
                [],
            ),
            (
                U,
                "ok and i volunteer as treasurer for my kids school association, does that count",
                [("identity", "treasurer")],
            ),
            (A, "Absolutely: budgets and reporting are very relevant.", []),
            (U, "super merci!! tu es top", []),
        ],
    ),
    Conversation(
        SITUATIONS[32],
        [
            (
                U,
                "got laid off from meta on tuesday and im on an h1b visa so i have 60 "
                "days to find something or leave 😰 im an ml engineer in menlo park, "
                "wife and baby here. where do i even start",
                [
                    ("identity", "meta"),
                    ("context", "visa"),
                    ("identity", "menlo"),
                    ("identity", "wife"),
                    ("identity", "baby"),
                ],
            ),
            (
                A,
                "First, talk to an immigration lawyer about your options in the grace "
                "period. Then tell your network and recruiters today.",
                [],
            ),
            (
                U,
                "yeah already got 2 recruiter calls thursday, fingers crossed 🤞",
                [("activity", "recruiter")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[33],
        [
            (
                U,
                "hi po! nurse ako sa NHS in birmingham, doing night shifts this week pero "
                "i study sql on my breaks 😅 whats the best free course",
                [
                    ("identity", "nurse"),
                    ("identity", "birmingham"),
                    ("activity", "night"),
                    ("context", "sql"),
                ],
            ),
            (
                A,
                "SQLBolt and Mode's SQL tutorial are both free and work in short sessions.",
                [],
            ),
            (U, "salamat po! mobile friendly ba yung mode one? i only have my phone", []),
        ],
    ),
    Conversation(
        SITUATIONS[34],
        [
            (
                U,
                "stop saying 'great question' every time lol its weird",
                [("preference", "great question")],
            ),
            (A, "Fair enough, I'll skip it.", []),
            (
                U,
                "and i use vim btw so dont give me vscode shortcuts",
                [("preference", "vim")],
            ),
            (A, "Noted, Vim it is.", []),
            (U, "k now how do i split a window vertically", []),
        ],
    ),
]
