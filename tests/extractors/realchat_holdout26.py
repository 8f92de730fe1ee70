"""Held-out set 26: parents and carers juggling work, children's schedules, appointments.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`), invented for this set: most of them
   parents, grandparents and carers fitting work around school runs, clinics, therapy,
   school plays and sports fixtures, with a mix of other chat hazards. They were chosen
   from what people tell a chat assistant, not from what an extractor could match.
2. For each situation, the user's turns as a person would type them: long run-on messages
   with several facts and a question, quick replies to the assistant, lowercase without
   apostrophes, typos, emoji, sarcasm, wishes, role-play, forwarded school emails, code,
   Polish/Spanish/French/Korean/German fragments, facts about other people.
3. Labels written with the turn, by asking "what would a careful human note about this
   user from this message?". Roughly a third of the user turns state nothing durable
   about the user and carry no label. Facts about children, partners and colleagues are
   labelled only for what they say about the user (the relationship), never for the
   other person's own job, illness or plans.
4. Written without reading the extractor, its rules or any other labelled set, and never
   measured against the extractor before commit. A label that the extractor misses stays
   a miss.

Format and scoring as in `realchat_corpus.py`: a label is (layer, words), matched when an
item of that layer has every word in its title; ("retract", words) takes back an existing
identity memory whose title contains the words.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a single dad in Leeds who drives buses, whose new rota clashes with swimming lessons",
    "a paediatric nurse in Quezon City with twins, off night shifts into a school play",
    "an accountant mum with a son's asthma review during month end, wants checklists",
    "a French carer for her mother with Alzheimer's in Lyon, working mornings at a bakery",
    "a stay-at-home dad in Toronto pasting a Python script of the kids' activities",
    "an Argentine grandmother raising her grandchildren, writing in Spanish",
    "a primary teacher in Melbourne on both sides of parent-teacher interviews",
    "a sarcastic shift worker volunteered for the school bake sale by the PTA chat",
    "a parent asking for a bedtime-story role-play starring their son",
    "a forwarded German school letter to translate, from a parent still learning German",
    "an ICU doctor with a toddler and a daycare that closes too early",
    "a Polish electrician in Warsaw whose wife is expecting, mixing Polish and English",
    "a farming family near Ames with a daughter's first 4-H steer show",
    "a newly divorced mother who moved to Cape Town, co-parenting calendars",
    "a paralegal who quit to become full-time carer for a son with seizures (UK)",
    "a nursing student in Dublin with two under-fives and a 7am placement",
    "a pharmacist with a daughter's piano recital, writing Korean and English",
    "small talk with nothing to keep",
    "a dyslexic parent laying down answer-format rules, parkrun with a son",
    "a lesson learned at summer-camp drop-off about vaccination records",
    "a civil engineer caring for a husband in stroke rehab, youngest starting secondary",
    "a dental receptionist daydreaming about being a pilot in Lisbon",
    "a UX designer in a Kita strike with a client workshop she cannot move",
    "a hygienist family moving from Houston to Denver (existing memories)",
    "a family with a dog, two cats and a child newly diagnosed allergic to cats",
    "a mother training for a first half marathon around school hours",
    "a backend developer mum pasting Go code for a chore-chart bot",
    "a charge nurse organising a gift for a pregnant colleague (facts about others)",
    "a parent and son who both have ADHD, preparing for an IEP meeting",
    "a Moroccan mother in Montreal whose kids refuse to speak Darija",
)


HOLDOUT26: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "ok so im a single dad, drive buses for first here in leeds, and my rota just "
                "changed to earlies mon-thurs. Poppy has swimming lessons tues "
                "at 4:30 and i literally cant get there by then. any ideas that dont involve "
                "quitting lol",
                [
                    ("identity", "bus"),
                    ("identity", "leeds"),
                    ("activity", "swimming"),
                ],
            ),
            (A, "How old is Poppy? Some pools run a later group for her age.", []),
            (U, "8. shes my only one, her mum lives in spain", [("identity", "poppy")]),
            (
                A,
                "Could another parent from the class do Tuesday drop-offs in exchange for you "
                "covering a weekend pickup?",
                [],
            ),
            (U, "her mates mum might tbh. shes called Jen, works from home", []),
            (
                U,
                "cheers thats actually helpful 👍 also im doing my cpc refresher on saturdays "
                "this month so weekends are tight too",
                [("context", "cpc")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "Hi! I'm a paediatric nurse in Quezon City, mum to twin boys (6). Their school "
                "play is Friday afternoon and I'd be coming straight off a night shift. How do "
                "I not fall asleep in the audience 😅",
                [
                    ("identity", "nurse"),
                    ("identity", "quezon"),
                    ("identity", "twin"),
                    ("activity", "play"),
                ],
            ),
            (A, "How many nights are you working that week?", []),
            (U, "mon to thurs next week, 4 in a row ugh", [("activity", "night")]),
            (A, "Would a nap between 8 and 12 be possible after your last shift?", []),
            (U, "maybe till 11 if my sister takes the boys to school", []),
            (A, "Who has the boys while you're on nights?", []),
            (U, "my husband, hes a jeepney driver so hes home by 6", [("identity", "husband")]),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "my son has asthma and we have his review at the gertrudes clinic on the 22nd. "
                "month end at work is killing me that week. what questions should i ask the "
                "doctor about his inhaler technique",
                [("identity", "son"), ("activity", "asthma")],
            ),
            (A, "How old is he, and does he use a spacer?", []),
            (U, "9. yes the orange one", []),
            (
                U,
                "also i want answers as a checklist pls, not paragraphs. always easier for me",
                [("preference", "checklist")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "Je m'occupe de ma mère qui a Alzheimer, on habite à Lyon. sorry, english is "
                "better for you? I'm her main carer since last year and I work part time at a "
                "bakery in the mornings. The day center only takes her tuesday and friday. Any "
                "respite options?",
                [("identity", "lyon"), ("identity", "mother"), ("identity", "bakery")],
            ),
            (
                A,
                "Does she already receive the APA (allocation personnalisée d'autonomie)?",
                [],
            ),
            (U, "oui she has it already, GIR 4", []),
            (
                U,
                "the hard part is the transfers, I have fibromyalgia so lifting her wrecks me "
                "for two days",
                [("identity", "fibromyalgia")],
            ),
            (
                U,
                "can you write me a letter to the mairie asking about accueil de jour on "
                "wednesday too? in french please",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "stay at home dad here (Toronto), 3 kids. trying to build a little script that spits out who has what "
                "after-school thing each day:\n\n"
                "```python\n"
                "schedule = {\n"
                "    'Mon': ['Ava: hockey 5pm', 'Leo: piano 4pm'],\n"
                "    'Wed': ['Ava: hockey 5pm', 'Nora: speech therapy 3:30'],\n"
                "}\n"
                "for day, items in schedule.items():\n"
                "    print(day, ', '.join(items))\n"
                "```\n"
                "how do i make it print only tomorrow's?",
                [("identity", "toronto"), ("identity", "dad")],
            ),
            (
                A,
                "Use datetime to get tomorrow's weekday: "
                "`(date.today() + timedelta(days=1)).strftime('%a')`, then look it up.",
                [],
            ),
            (U, "TypeError: 'dict_keys' object is not subscriptable\n\nthe heck", []),
            (U, "nvm got it. thx", []),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "soy abuela y crío a mis dos nietos desde que mi hija se fue a trabajar a "
                "España. necesito ideas para el acto del "
                "25 de mayo en la escuela, el más chico va de granadero jaja",
                [
                    ("identity", "grand"),
                    ("activity", "may"),
                ],
            ),
            (A, "¡Qué lindo! ¿Querés ideas de disfraz o de algo para que diga?", []),
            (U, "disfraz, con cosas que tenga en casa", []),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "Funny week — I'm a Year 4 teacher so I'm running parent-teacher "
                "interviews Wednesday, and then Thursday I'm on the OTHER side of the desk for "
                "my daughter's. Any tips for not being That Parent",
                [
                    ("identity", "teacher"),
                    ("identity", "daughter"),
                    ("activity", "interview"),
                ],
            ),
            (U, "lol her teacher was my uni flatmate so this will be awkward", []),
            (
                U,
                "and on top of that im doing my masters in inclusive ed part time 🫠",
                [("context", "masters")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "oh great, I just LOVE being volunteered for the bake sale by the PTA group chat "
                "at 11pm. nothing says fun like 4 dozen nut-free cupcakes after a 10 hour shift",
                [("activity", "bake")],
            ),
            (A, "When's the sale? I can give you a make-ahead plan.", []),
            (U, "friday. obviously.", []),
            (
                U,
                "and theyre nut free bc half the school has allergies so at least thats one "
                "thing i dont have to think about",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "can you pretend to be a dragon called Pip who is scared of the dark? my son "
                "wants a bedtime story where HE is a knight who lives in a castle on the moon. "
                "his name is Arlo",
                [("identity", "arlo")],
            ),
            (
                A,
                "Once upon a time, on the silver side of the moon, Sir Arlo heard a tiny "
                "sniffle coming from behind the castle gate...",
                [],
            ),
            (U, "he says the dragon needs a sister called Blueberry 😂 continue pls", []),
            (U, "perfect hes asleep. you're a lifesaver", []),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "my kids school sent this and my german isnt good enough yet, still doing my "
                "evening class, can you translate:\n\n"
                "'Liebe Eltern, am Dienstag, den 28. Mai, findet unser Sportfest statt. Bitte "
                "geben Sie Ihrem Kind Sonnencreme, eine Trinkflasche und feste Schuhe mit. "
                "Frau Keller ist ab Juni in Elternzeit.'",
                [("context", "german")],
            ),
            (
                A,
                "Dear parents, our sports day takes place on Tuesday 28 May. Please give your "
                "child sun cream, a water bottle and sturdy shoes. Ms Keller will be on "
                "parental leave from June.",
                [],
            ),
            (U, "ugh he LOVES frau keller. fine", []),
            (
                U,
                "can you help me write a reply saying Jonas will miss sports day, we fly to "
                "Porto on the 27th for my cousins wedding",
                [("activity", "wedding")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "ICU registrar at KEM, we have a 2yo. Daycare "
                "closes at 7 and both of us regularly get stuck. Is a nanny share a thing in "
                "India or is that a western concept",
                [("identity", "icu")],
            ),
            (A, "It exists, mostly informally. What's your monthly budget?", []),
            (U, "around 25k a month max", []),
            (
                U,
                "and pls skip the 'consult a professional' bit in future, i am the professional "
                "lol",
                [("preference", "professional")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "moja żona jest w ciąży 🙂 32 weeks. we live in Warsaw, my hours are "
                "flexible-ish. what should i actually be doing to help in the third trimester",
                [("identity", "wife"), ("identity", "warsaw")],
            ),
            (A, "Going to the appointments helps a lot. When is the next one?", []),
            (U, "scan on 3 june, i took the day off already", [("activity", "scan")]),
            (
                A,
                "Take over the heavy and repetitive jobs, pack the hospital bag together and "
                "plan the route to the hospital.",
                [],
            ),
            (U, "thx. hospital bag list please, short", []),
            (
                U,
                "sorry if my english is weird, i write in english to practise, i have B2 exam "
                "in october",
                [("context", "english"), ("activity", "exam")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "Farm outside Ames, corn and beans plus a few head of cattle. My daughter is "
                "showing her steer at the county fair July 18 — first year in 4-H. I'm a "
                "nervous wreck more than she is. What do judges look for",
                [("identity", "farm"), ("identity", "daughter"), ("activity", "fair")],
            ),
            (A, "Has the farm been in the family long?", []),
            (
                U,
                "4th generation. I also drive a school bus route mornings for extra cash",
                [("identity", "bus")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "So Thabo and I finalised the divorce last month. I've moved to Cape Town with "
                "the kids, he gets them every second weekend. I need a shared calendar setup "
                "that doesn't make me want to throw my phone",
                [("retract", "thabo"), ("retract", "durban"), ("identity", "cape")],
            ),
            (
                A,
                "A shared 'Kids' calendar in Google Calendar works on both platforms. Do you "
                "both use Android?",
                [],
            ),
            (U, "he's iphone im android ofc", []),
            (
                U,
                "actually can you keep the answers shorter, I read these on the school run",
                [("preference", "short")],
            ),
        ],
        existing=[("m1", "Married to Thabo", "personal"), ("m2", "Lives in Durban", "demographic")],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "handed in my notice at the firm on friday. eli's needs have gone up a lot since "
                "the seizures started and we cant find a carer so it's me now, full time. scary "
                "financially. what benefits might i be missing",
                [("retract", "paralegal"), ("identity", "carer")],
            ),
            (A, "Have you applied for Carer's Allowance, and is Eli's DLA at the right rate?", []),
            (U, "dla yes, carers allowance no", []),
            (U, "ok applying tonight", []),
        ],
        existing=[
            ("m1", "Works as a paralegal", "professional"),
            ("m2", "Has a son, Eli", "personal"),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "im in 2nd year of nursing, 2 kids under 5, placement starts monday 7am "
                "in the Mater and creche doesnt open till 8. how do people do this",
                [("identity", "nursing"), ("activity", "placement")],
            ),
            (A, "Is there a partner or relative who could cover early mornings?", []),
            (U, "no partner. my mam can do mon and wed", []),
            (U, "honestly i wish id picked accountancy like my brother", []),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "저는 약사예요 ㅎㅎ my daughter's first piano recital is saturday the "
                "25th 🎹 and she keeps crying at rehearsals. how do i help her with stage fright?",
                [
                    ("identity", "pharmacist"),
                    ("identity", "daughter"),
                    ("activity", "recital"),
                ],
            ),
            (A, "네, 도와드릴게요! 한국어로 답변할까요, 영어로 할까요?", []),
            (U, "영어로 항상 해주세요, my husband reads them too", [("preference", "english")]),
            (U, "고마워요! that breathing trick worked", []),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (U, "morning! long night, the neighbours dog barked till 3", []),
            (U, "anyway whats a good word for 'tired but make it fancy'", []),
            (A, "How about 'weary' or 'wrung out'?", []),
            (U, "lol weary. ok thats the one. thanks", []),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "can we set some ground rules: bullet points and metric units pls",
                [
                    ("preference", "bullet"),
                    ("preference", "metric"),
                ],
            ),
            (U, "im dyslexic so walls of text are hard for me", [("identity", "dyslexi")]),
            (
                U,
                "ok so school says kids need 60 min exercise a day, is a 5k run too much for a "
                "10 yr old",
                [],
            ),
            (A, "Not usually, if he builds up to it. Does he run already?", []),
            (U, "yeah he does parkrun with me most saturdays", [("identity", "parkrun")]),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "learned the hard way this week: showed up to summer camp drop off and they "
                "wouldnt take my daughter because i hadnt uploaded her vaccination record. 40 "
                "min drive back, late for work, kid in tears. now i keep scans of everything in "
                "a shared drive folder. anyway — what else should i have digital copies of for "
                "two kids?",
                [("experience", "vaccination")],
            ),
            (U, "do schools ever actually ask for passports or is that overkill", []),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "My husband had a stroke in February and he's home now doing rehab — speech "
                "therapy twice a week and physio. I've cut down to three days at work. Our "
                "youngest starts secondary in September and I'm dreading the logistics",
                [("identity", "husband"), ("context", "stroke"), ("activity", "secondary")],
            ),
            (A, "Where and when are the speech therapy sessions?", []),
            (U, "tues and fri mornings at the Royal Infirmary", []),
        ],
        existing=[("m1", "Works as a civil engineer", "professional")],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "if i were a pilot id totally live in Lisbon and fly to the azores every weekend. "
                "sigh. back to reality: receptionist at a dental clinic",
                [("identity", "receptionist")],
            ),
            (U, "what would a pilot earn in portugal just out of curiosity", []),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "Kita streikt again tomorrow 🙄 second time this month. I'm a UX designer, can "
                "mostly wfh but I have a client workshop at 10 that I cant move. my partner is a "
                "Lokführer so obviously he's on strike too lol",
                [("identity", "designer"), ("activity", "workshop"), ("identity", "partner")],
            ),
            (A, "Could a neighbour swap help? Or is there a Notbetreuung at your Kita?", []),
            (U, "notbetreuung only for systemrelevante berufe, UX is not systemrelevant 😂", []),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "we closed on the house in Denver!! movers come June 10. so long Houston "
                "humidity. kids start at their new school in August",
                [("retract", "houston"), ("identity", "denver"), ("activity", "june")],
            ),
            (A, "Congratulations! Do you want a moving checklist with kids in mind?", []),
            (
                U,
                "yes pls. and how do i job hunt as a hygienist up there, im only licensed in "
                "texas rn",
                [("context", "job")],
            ),
        ],
        existing=[
            ("m1", "Lives in Houston", "demographic"),
            ("m2", "Works as a dental hygienist", "professional"),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "we have a border collie called Maple and two cats, and surprise surprise my "
                "4yo just got diagnosed as allergic to cats. allergist follow up is on the 30th. "
                "I am NOT rehoming the cats, what are my options",
                [("identity", "maple"), ("identity", "cats"), ("activity", "allergist")],
            ),
            (U, "hepa filter in her room already", []),
            (
                U,
                "also im allergic to penicillin myself if that matters for anything lol",
                [("identity", "penicillin")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "training for my first half marathon (Bristol, 15 Sept) in the 6 hours a week "
                "the kids are at school and I'm not at the office 🙃 currently at 12km long "
                "runs. any tips",
                [("context", "marathon"), ("activity", "marathon")],
            ),
            (A, "Want a week-by-week plan with distances in km?", []),
            (U, "yes km and pace in min/km pls, always", [("preference", "km")]),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "backend dev (Go mostly) and mum of three, I made the kids a chore chart bot on "
                "our raspberry pi. it sends a Telegram msg every morning:\n\n"
                "```go\n"
                "func assign(kids []string, chores []string, day int) map[string]string {\n"
                "    out := map[string]string{}\n"
                "    for i, k := range kids {\n"
                "        out[k] = chores[(i+day)%len(chores)]\n"
                "    }\n"
                "    return out\n"
                "}\n"
                "```\n"
                "problem: the 14yo figured out he can skip days. how do i add a 'done' button?",
                [("identity", "backend")],
            ),
            (A, "Are you on the raw Bot API or a library?", []),
            (U, "raw bot api but python-telegram-bot is fine too", []),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "my coworker Dana just found out she's pregnant with twins and her husband is "
                "deployed till December. what's a good practical gift from the team?",
                [],
            ),
            (
                U,
                "ok the meal train idea is great. I'll organise it, I'm the charge nurse on her "
                "unit anyway",
                [("identity", "nurse")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "both me and my son have ADHD (I got diagnosed at 38, after him lol). his IEP "
                "meeting is thursday at 3:15 and I always forget half of what I wanted to say. "
                "can you help me make a list",
                [("identity", "adhd"), ("activity", "iep")],
            ),
            (A, "Sure. What are your main concerns this year?", []),
            (U, "reading mostly. and he gets pulled out of art for speech which he hates", []),
            (
                U,
                "fyi im a paramedic so thursday 3:15 meant swapping a shift, done already",
                [("identity", "paramedic")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "salam! living in Montreal 6 yrs now. I speak arabic, "
                "french and english but my kids refuse to speak darija at home 😭 any tricks? "
                "they're 5 and 8",
                [("identity", "montreal"), ("identity", "arabic")],
            ),
            (A, "Where is the family from originally?", []),
            (U, "casablanca, my parents are still there", [("identity", "casablanca")]),
            (U, "my husband is québécois so french wins by default", [("identity", "husband")]),
        ],
    ),
]
