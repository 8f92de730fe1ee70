"""Held-out set 24: very casual texting, written without reading the extractor.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`), each a kind of person or a kind of
   chat hazard, chosen from what people tell a chat assistant, not from what the patterns
   could match. The theme of this set is very casual texting: lowercase, no apostrophes,
   no punctuation, abbreviations (ngl, tbh, rn, bc, w/, fr, yh), typos, and slang from the
   UK, the US, Australia, India, Nigeria, Ghana, South Africa, Scotland and the Philippines,
   with Pidgin, Hinglish, Spanish, German and Taglish fragments mixed in.
2. For each situation, the user's turns as a person would type them: long rambling
   messages with several facts and a question, fragments answering the assistant, emoji
   and filler, sarcasm, hypotheticals and wishes, role-play, quoted and forwarded text and
   text to translate or proofread, code snippets, facts about friends and family, small
   talk, and retractions of existing identity memories.
3. Labels written with the turn, by asking "what would a careful human note about this
   user from this message?", before anything was measured. Roughly a third of the user
   turns state nothing durable about the user and carry no label. A short answer is read
   in the frame of the assistant's question before it.
4. The file was committed without running the extractor or any test on it; it is never
   edited to fit the extractor. A label that the extractor misses stays a miss.

A label is (layer, words): an extracted item matches when it is in that layer and every
word occurs in its title (case-insensitive). ("retract", words) means the message takes
back an existing identity memory whose title contains the words. Counted in the identity
layer. Messages are dated from Wednesday 2024-05-15 09:00 UTC, one minute apart.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a Lagos pharmacist texting in Pidgin about long hours, wanting bullet points",
    "an Australian electrician in Darwin, up in a roof in the heat, answering in fragments",
    "an Indian engineering student in Hinglish, end-sem exams on Monday",
    "a US psych student who just quit Starbucks (existing job memory)",
    "a Leeds bus driver whose staffie chews the skirting boards",
    "a Nigerian-British bride planning a traditional wedding in Ibadan and a London one",
    "a Nairobi backend developer pasting a Python KeyError, then a directive on answers",
    "a role-play as a pirate's cabin boy, then the real user steps out of the role",
    "a sarcastic vent about Mondays, then an email signed with the user's name",
    "a Brisbane Aussie-rules player with type 1 diabetes and a lesson from a hypo",
    "a vegetarian mother in Pune with a nut-allergic daughter and her own cashew allergy",
    "an ex-vegan in Melbourne cutting for a powerlifting meet (existing diet memory)",
    "a Scottish allotment gardener in Inverness who wants Celsius",
    "a mother asking to translate a note to her son's teacher, new in Lyon",
    "a Houston car salesman with a forwarded late-night email from his manager",
    "a Tamil speaker learning Korean on Duolingo, wishing to visit Seoul",
    "a laid-off Amazon warehouse worker in Fresno job hunting (existing job memory)",
    "a nervous learner driver before a second driving test, lesson from the first",
    "a Nigerian who lent money to a cousin and will not lend to family again",
    "a port shift worker in Accra starting guitar, answering age and place in fragments",
    "a father alone at bedtime with twin toddlers while his wife, a midwife, works nights",
    "a graphic designer whose cat Mochi died (existing pet memory)",
    "a Leicester office worker who plays cricket and tabla, a concert in June",
    "a 5-a-side player recovering from ACL surgery, doing The Odin Project, pasting JS",
    "a 24-year-old new bank employee in Charlotte with style directives for the assistant",
    "a primary teacher in Mexico City mixing Spanish, wanting answers in Spanish",
    "a Cebu call-centre agent on night shift, sister's wedding in June",
    "a 45-year-old dentist daydreaming about a surf shop in Bali",
    "a Polish intern at a Hamburg shipping company, German email to proofread",
    "a Glasgow nursing student, a friend dumped and a best friend's wedding",
    "a Melbourne-to-Hobart move with a new job at a brewery (existing place memory)",
)


HOLDOUT24: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "omo this lagos traffic na wahala o 😩 im a pharmacist, i run a small chemist "
                "in surulere and i dont close till 10pm most days. abeg how i fit sleep better "
                "when i reach house",
                [("identity", "pharmacist"), ("identity", "surulere")],
            ),
            (A, "Long days! Do you drink coffee or tea late in the day?", []),
            (U, "na only malt and small zobo i dey take lol", []),
            (
                U,
                "pls keep am short, bullet points always, i dey read am for danfo",
                [("preference", "bullet")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "mate its 36 degrees in darwin and ive been in a roof cavity all arvo 🥵 "
                "any tips to not cook myself up there",
                [("identity", "darwin")],
            ),
            (A, "Brutal. Are you working for yourself or for a company?", []),
            (
                U,
                "own business, just me n my apprentice. been a licensed electrician 8 yrs",
                [("identity", "electrician")],
            ),
            (U, "cheers legend 🤙", []),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "bhai end sems start monday and i havent even finished thermo yaar 😭 3rd yr "
                "mechanical at nit trichy btw. give me a 4 day plan na",
                [("activity", "exam"), ("identity", "mechanical"), ("identity", "trichy")],
            ),
            (A, "Which subjects are left besides thermodynamics?", []),
            (U, "fluid mech and som. som is the worst tbh", []),
            (
                U,
                "and reply in hinglish only pls, english wala explanation samajh nahi aata "
                "sometimes",
                [("preference", "hinglish")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "no cap i quit starbucks today lmaooo never making another pumpkin spice "
                "anything again",
                [("retract", "starbucks")],
            ),
            (
                U,
                "lowkey scared tho bc rent is due the 1st. any side hustles for a psych major "
                "that arent doordash",
                [],
            ),
            (U, "ok tutoring sounds fire ty", []),
        ],
        existing=[
            ("m1", "Works as a barista at Starbucks", "professional"),
            ("m2", "Studies psychology at Ohio State", "professional"),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "proper knackered, did a double on the 72 today. im a bus driver in leeds, 11 "
                "yrs now innit. anyway my staffie biscuit keeps chewin the skirting boards when "
                "im at work, wat do i do",
                [("identity", "bus"), ("identity", "leeds"), ("identity", "biscuit")],
            ),
            (A, "How long is Biscuit left alone on a typical day?", []),
            (U, "like 9 hrs on a long shift, neighbour pops in sometimes", []),
            (U, "cheers, gonna try the kong thing", []),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "so my trad wedding is 17 august in ibadan and my fiance tunde wants 600 guests "
                "😭😭 i said 300 max. how do we even start budgeting, we both live in london and "
                "flights alone are mad",
                [("activity", "wedding"), ("identity", "tunde"), ("identity", "london")],
            ),
            (A, "Congratulations! Are you planning a separate white wedding too?", []),
            (
                U,
                "yh in london next spring, registry + small reception",
                [("activity", "wedding")],
            ),
            (U, "also my mum is sending aso ebi fabric from lagos, its giving main character", []),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "sasa. backend dev at a fintech in nairobi here, this keeps throwing:\n"
                "```python\nfor txn in txns:\n    total += txn['amount']\n```\n"
                "KeyError: 'amount' but i swear the field is there",
                [("identity", "backend"), ("identity", "nairobi")],
            ),
            (A, "Can you print one txn and paste it?", []),
            (U, "{'Amount': 1200, 'currency': 'KES'} ... omg its capital A. im dumb 💀", []),
            (
                U,
                "from now on just give me the fix, skip the explanation unless i ask",
                [("preference", "explanation")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "lets play a game, ur a grumpy pirate captain and im ur new cabin boy called "
                "finn who cant swim. go",
                [],
            ),
            (
                U,
                "*finn trips over a rope* s-sorry captain!! i have a wife and 3 kids back in "
                "port pls dont throw me overboard",
                [],
            ),
            (
                U,
                "lol ok that was fun. irl im way less clumsy i promise, i literally teach yoga "
                "in brighton",
                [("identity", "yoga"), ("identity", "brighton")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "oh i just LOVE mondays. nothing says fun like a printer jam at 8am and 40 "
                "unread emails 🙃",
                [],
            ),
            (
                U,
                "anyway can u write a polite but firm email to a landlord about a shower thats "
                "been broken 3 weeks",
                [],
            ),
            (A, "Sure. Whose name should I sign it with?", []),
            (U, "maya okafor, flat 3b", [("identity", "maya")]),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "ok so im type 1 diabetic and i play aussie rules for my local club in brisbane "
                "on saturdays. last wk i skipped brekky and went hypo in the 3rd quarter, had "
                "to get subbed off. lesson learnt, jelly beans in the kit bag always 🍬",
                [
                    ("identity", "diabet"),
                    ("identity", "rules"),
                    ("identity", "brisbane"),
                    ("experience", "hypo"),
                ],
            ),
            (A, "Smart move. Do you use a CGM?", []),
            (U, "yeh libre, wat should my target be before kickoff", []),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "my 6yo has a peanut allergy and im allergic to cashews myself lol, family of "
                "nut problems. need tiffin ideas for her school that r nut free, we r pure veg",
                [("identity", "peanut"), ("identity", "cashew"), ("identity", "vegetarian")],
            ),
            (U, "paneer is ok na? dairy is fine for both of us", []),
            (U, "thnx ur a lifesaver 🙏", []),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "ngl i stopped being vegan like a month ago, cheese won. dont judge 😂 can u do "
                "me a high protein meal plan, i eat everything now except pork",
                [("retract", "vegan"), ("identity", "pork")],
            ),
            (
                U,
                "4 meals a day, im cutting for a powerlifting meet on july 13",
                [("activity", "powerlifting")],
            ),
            (U, "use kilos pls not lbs", [("preference", "kilo")]),
        ],
        existing=[
            ("m1", "Is vegan", "personal"),
            ("m2", "Lives in Melbourne", "demographic"),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "aye its pure baltic up here in inverness, 9 degrees in may 🙄 when can i put "
                "ma tatties oot",
                [("identity", "inverness")],
            ),
            (A, "Usually once the last frost has passed, late May to early June.", []),
            (
                U,
                "and gie me temps in celsius no fahrenheit pal, am no american",
                [("preference", "celsius")],
            ),
            (U, "been growin veg on ma allotment 20 odd year", [("identity", "allotment")]),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "translate to french pls, its for my sons teacher: 'Leo will be absent on "
                "Friday because he has a dentist appointment. He is allergic to penicillin if "
                "anything happens.'",
                [("identity", "son")],
            ),
            (A, "Here it is: « Léo sera absent vendredi ... »", []),
            (U, "merci!! my french is so rusty, did 5 yrs at school and forgot all of it lol", []),
            (
                U,
                "we just moved to lyon for my husbands job so i need to get better fast",
                [("identity", "lyon"), ("identity", "husband")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "my manager sent this at 11pm lol wtf does he mean\n\n"
                "> Per my last email, Q2 units need to hit 40 or we revisit the comp plan. "
                "Let's align tmrw.\n\nam i getting fired",
                [],
            ),
            (A, "Not necessarily. What's your role there?", []),
            (
                U,
                "sales at a toyota dealership in houston, 2 yrs",
                [("identity", "dealership"), ("identity", "houston")],
            ),
            (U, "k that makes me feel better. imma just sell 41 cars 😤", []),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "annyeong 👋 been learning korean 8 months now, 240 day streak on duolingo 🔥 "
                "bc i wanna visit seoul someday. my mother tongue is tamil tho and the grammar "
                "is weirdly kinda similar??",
                [("context", "korean"), ("identity", "tamil")],
            ),
            (A, "Yes! Both put the verb at the end of the sentence.", []),
            (U, "omg same word order. mind blown 🤯", []),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "got laid off from the amazon warehouse in march and been job huntin ever since. "
                "60 apps, 2 interviews, zero offers. tbh kinda losing it",
                [("retract", "amazon"), ("context", "job")],
            ),
            (
                U,
                "lesson from all this tho: never again w/o 3 months savings, i was broke in like "
                "2 wks after the layoff",
                [("experience", "savings")],
            ),
            (A, "Want me to rewrite your resume summary so it stands out?", []),
            (U, "yes pls, keep it under 3 lines", []),
        ],
        existing=[("m1", "Works at an Amazon warehouse in Fresno", "professional")],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "got my driving test tmrw arvo and im absolutely bricking it. failed the first "
                "one in feb bc i rolled thru a stop sign 🤦‍♀️ never again, full stop every "
                "time now",
                [("activity", "driving"), ("experience", "stop")],
            ),
            (U, "its in penrith if that matters", []),
            (U, "ok deep breaths. ty", []),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "abeg advice. last year i lent my cousin 200k naira for his business and he "
                "just ghosted. now my aunty wants to borrow too. omo i no fit do am again, "
                "lesson learnt, family and money no dey mix",
                [("experience", "cousin")],
            ),
            (U, "how i go take say no without wahala for family", []),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "starting guitar from scratch this week, can u make me a plan",
                [("context", "guitar")],
            ),
            (A, "Sure! How old are you, and do you already have a guitar?", []),
            (U, "29. yh got an acoustic from my uncle last xmas", [("identity", "29")]),
            (A, "Where are you based? I could suggest teachers nearby.", []),
            (U, "accra, east legon", [("identity", "accra")]),
            (
                U,
                "just online stuff pls, i work shifts at the port so my time is all over the place",
                [("identity", "port")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "my wife is a midwife so shes on nights a lot and im solo w our twin girls (3yo). "
                "bedtime is a warzone 😭 any tricks",
                [("identity", "wife"), ("identity", "twin")],
            ),
            (U, "they share a room if that matters", []),
            (U, "lol 'stay calm' easier said than done mate", []),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "mochi passed this morning 😭 she was 17. idk why im telling a chatbot",
                [("retract", "mochi")],
            ),
            (A, "I'm so sorry. Seventeen years is a long life full of love.", []),
            (
                U,
                "thank u. might frame one of her pics, can u suggest a short line to go under it",
                [],
            ),
        ],
        existing=[
            ("m1", "Has a cat named Mochi", "personal"),
            ("m2", "Works as a graphic designer", "professional"),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "yo so i play cricket for my club every sunday in leicester and been playin "
                "tabla since i was 7 lol, random combo i know. can u help me sort a weekly "
                "schedule around a 9-5",
                [("identity", "cricket"), ("identity", "leicester"), ("identity", "tabla")],
            ),
            (
                U,
                "oh and me n my guru have a concert on 8th june so practice needs to go up",
                [("activity", "concert")],
            ),
            (U, "perfect ta", []),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "tore my acl playin 5 a side in jan, had surgery in march, physio 3x a week now. "
                "bored out my mind so im doing the odin project to learn web dev 💻",
                [("context", "acl"), ("context", "odin")],
            ),
            (
                U,
                "why does this not work\n```js\nconst btn = document.querySelector('#go')\n"
                "btn.addEventListener('click', handleClick())\n```",
                [],
            ),
            (U, "ahhh the brackets. cheers", []),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "can u stop saying 'great question' every time its so cringe",
                [("preference", "great question")],
            ),
            (
                U,
                "and no emojis in ur replies pls, i use enough for both of us 😂😂",
                [("preference", "emoji")],
            ),
            (
                U,
                "ok now, whats the diff between a roth ira and a 401k, im 24 and just started "
                "my first job at a bank in charlotte",
                [("identity", "24"), ("identity", "bank"), ("identity", "charlotte")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "hola! soy maestra de primaria en cdmx y necesito ideas para el dia del niño... "
                "wait its already passed lol. ok for end of year instead, my class is 32 kids, "
                "4th grade",
                [("identity", "teacher")],
            ),
            (
                U,
                "neta gracias, tambien quiero que me contestes en español de ahora en adelante",
                [("preference", "spanish")],
            ),
            (U, "jajaja ok perfecto", []),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "grabe night shift life is killing me. call center agent in cebu, 3 yrs na. "
                "any tips for sleeping in the day",
                [("identity", "call"), ("identity", "cebu")],
            ),
            (
                U,
                "also im off for my sisters wedding on june 22 so i need to swap shifts, how do "
                "i ask my TL nicely",
                [("activity", "wedding")],
            ),
            (U, "shes marrying an aussie lol so half the fam is flying in from perth", []),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "if i won the lottery id move to bali and open a surf shop ngl. or like would "
                "it be crazy to quit being a dentist at 45 and become a surf instructor",
                [("identity", "dentist"), ("identity", "45")],
            ),
            (U, "hypothetically lol. my accountant would kill me", []),
            (U, "what would the first year of a surf school cost tho, roughly", []),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "moin! bin grad in hamburg für ein praktikum bei einer reederei (shipping "
                "company), 6 months. my german is ok-ish but office emails kill me. can u check "
                "this:\n'Sehr geehrte Frau Becker, anbei sende ich Ihnen die Unterlagen von "
                "gestern.'",
                [("context", "internship"), ("identity", "hamburg")],
            ),
            (A, "That's correct and polite. You might add a closing line.", []),
            (U, "danke! where im from (poland) were way less formal lol", [("identity", "poland")]),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (U, "my mate dave just got dumped by text lmao. what do i tell him, hes in bits", []),
            (
                U,
                "and my bestie priya wants me as her maid of honour in december, im lowkey broke",
                [("identity", "priya"), ("activity", "maid")],
            ),
            (
                U,
                "tbh im a nursing student in glasgow so money is tight",
                [("identity", "nursing"), ("identity", "glasgow")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                "update lol we finally left melbourne, moved down to hobart last wk. new gig "
                "brewing at a craft brewery 🍺 its freezing tho",
                [("retract", "melbourne"), ("identity", "hobart"), ("identity", "brewery")],
            ),
            (U, "wat should i know about tassie winters fr", []),
        ],
        existing=[
            ("m1", "Lives in Melbourne", "demographic"),
            ("m2", "Has a partner named Sam", "personal"),
        ],
    ),
]
