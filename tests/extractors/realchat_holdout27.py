"""Held-out evaluation set 27: young adults texting casually, written blind.

How it was written (and kept independent of the extractor):

1. A list of situations first (below, `SITUATIONS`), invented for this set: mostly young
   adults (students, apprentices, first jobs, gig workers) texting about plans, money,
   flatmates, hobbies and diets, with slang and emoji, plus a mix of other people and chat
   hazards. They were chosen from what people tell a chat assistant, not from what an
   extractor could match; the extractor's code and rules were never opened.
2. For each situation, the user's turns as a person would type them: long messages with
   several facts and a question, fragments answering the assistant, lowercase without
   apostrophes, typos, emoji and filler, sarcasm, wishes and hypotheticals, role-play and
   story requests, quoted and to-be-translated text, code and error messages, Portuguese,
   Spanish and German fragments, facts about other people, small talk, retractions.
3. Labels written with each turn, by asking "what would a careful human note about this
   user from this message?". Roughly a third of the user turns state nothing durable about
   the user and carry no label. A short answer is read in the frame of the assistant's
   question before it.
4. The file was committed without running any extractor or test on it; it is never edited
   to fit an extractor. A label that the extractor misses stays a miss.

A label is (layer, words): an extracted item matches when it is in that layer and every
word occurs in its title (case-insensitive). ("retract", words) means the message takes
back an existing identity memory whose title contains the words.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a bike delivery rider in Lisbon with sore legs who reads answers at red lights",
    "a 19-year-old electrical apprentice in Manchester with a flatmate who dodges the wifi bill",
    "a final-year nursing student in Nairobi panicking about a practical exam",
    "a vegan master's student in Berlin whose flatshare rent went up, German fragments",
    "a barista in Melbourne in her first job who is lactose intolerant, sarcastic",
    "a former rideshare driver in Phoenix who quit and started a forklift course",
    "a computer engineering student in Lagos who makes afrobeats at night, Nigerian slang",
    "a role-play with a grumpy landlord to practise getting a deposit back",
    "a software intern from Waterloo pasting broken Python, bouldering on the side",
    "small talk and goodnights with nothing to keep",
    "a Dutch exchange student in Bogotá translating a host-family message",
    "a junior graphic designer with a first paycheck, student loans, living with parents",
    "a philosophy student who stopped being vegetarian after an iron deficiency",
    "lottery daydreams and wishes from a supermarket cashier",
    "a gamer whose brother enlisted and whose best friend is pregnant",
    "a user laying down how the assistant should talk: no 'great question', no emoji",
    "a fan who lost money to a concert ticket scam and learned from it",
    "a halal gym-goer on a bulk who tracks grams and calories",
    "a psychology graduate job hunting in Manila with an interview on Thursday",
    "flatmates with a new kitten and two guinea pigs",
    "a break-up and a move back home from Leeds to Hull (existing memories)",
    "a Brazilian waitress in Dublin learning English for a visa, Portuguese fragments",
    "a PHP developer in Kraków learning Rust, pasting a borrow-checker error",
    "a girls' trip to a festival in Barcelona and a cousin's wedding",
    "a 23-year-old newly diagnosed with ADHD who wants bullet points",
    "an art student in Glasgow who crochets frogs and sells them online, asks for a story",
    "a renter in Auckland with mould and asthma, sarcastic",
    "a bassist before the band's first paying gig",
    "a bilingual actuarial student in Toronto who tutors maths on weekends",
    "fragment answers about a trainee job and a room hunt in Rotterdam",
    "a dog walker in Cape Town finishing an honours degree, allergic to cats",
    "a learner driver with a third attempt at the test on Friday",
)

HOLDOUT27: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "yo so i do deliveries on a bike for glovo, like 30h a week, and my "
                "legs are DEAD 😭 any cheap recovery stuff that isnt just 'stretch bro'",
                [("identity", "glovo")],
            ),
            (
                A,
                "Foam rolling, contrast showers and enough protein help a lot. Do you eat "
                "enough between shifts?",
                [],
            ),
            (U, "lol no. mostly coffee and a pastel de nata", []),
            (
                U,
                "also pls keep it short, i read ur answers at red lights 💀",
                [("preference", "short")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "2nd year electrical apprentice in manchester here, and my flatmate keeps "
                "'forgetting' to pay his share of the wifi. how do i bring it up without it "
                "being weird",
                [("identity", "apprentice"), ("identity", "manchester")],
            ),
            (A, "You could set up a shared expenses app like Splitwise so it's not personal.", []),
            (U, "splitwise lmao he'd ignore that too", []),
            (
                U,
                "ok wrote this, is it too passive aggressive: 'hey mate just a reminder the "
                "wifi is £12 each and ive covered it 3 months running, can u sort it by friday "
                "cheers'",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "hey!! final year nursing student here 🙋🏾‍♀️ my OSCE is on "
                "the 12th of june and i am lowkey panicking",
                [("identity", "nursing"), ("activity", "osce")],
            ),
            (A, "You've got this. Which stations worry you most?", []),
            (U, "wound care n drug calcs", []),
            (
                U,
                "can u quiz me, one question at a time, dont give the answer until i reply",
                [("preference", "question")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "ich bin so pleite 😩 ok english: im doing my masters in berlin and "
                "rent in my WG just went up 60€. whats a realistic weekly food "
                "budget if im vegan",
                [("identity", "berlin"), ("identity", "vegan")],
            ),
            (A, "Around 35-40 € a week is realistic if you cook lentils, tofu and oats.", []),
            (
                U,
                "also always give me prices in euros, the dollar stuff online is useless to me",
                [("preference", "euro")],
            ),
            (U, "danke 🙏", []),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "started my first ever job last week as a barista in melbourne. the irony: im "
                "lactose intolerant 🙃 steaming milk all day and cant drink any of it",
                [("identity", "barista"), ("identity", "melbourne"), ("identity", "lactose")],
            ),
            (U, "oh yeah i LOVE 5am alarms. truly the best part of my day", []),
            (U, "whats a good latte art tutorial for a total beginner", []),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "update: i stopped driving for uber, the gas prices were eating everything. "
                "signed up for a forklift certification course instead, starts monday",
                [("retract", "uber"), ("context", "forklift")],
            ),
            (U, "still in phoenix tho, 115 degrees today lol kill me", []),
            (
                U,
                "use fahrenheit pls, celsius means nothing to me",
                [("preference", "fahrenheit")],
            ),
        ],
        existing=[
            ("m1", "Drives for Uber", "professional"),
            ("m2", "Lives in Phoenix", "demographic"),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "i make afrobeats in FL studio most nights, been at it like 3 years, all from "
                "my room in lagos lol. how do i get my kicks to hit "
                "harder without clipping",
                [("identity", "afrobeats"), ("identity", "lagos")],
            ),
            (A, "Are you using a limiter on the master channel?", []),
            (U, "yh fruity limiter", []),
            (U, "abeg explain like im 5, no jargon", [("preference", "jargon")]),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "can u roleplay as my landlord, ur name is mr. davies, youre 60 and grumpy and "
                "own 4 flats in cardiff. im gonna practise asking for my deposit back",
                [],
            ),
            (A, "*grumbles* Yes? What is it now?", []),
            (
                U,
                "'hi mr davies, i moved out on the 30th and the flat was spotless, when can i "
                "expect the £850'",
                [],
            ),
            (
                U,
                "ok out of character, that was actually helpful. im moving in with my gf next "
                "month so i need that money lol",
                [("identity", "girlfriend"), ("activity", "moving")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "ok so im a software intern at a fintech in vancouver (summer only, back to "
                "waterloo in sept). quick q why does this return None\n\n"
                "def total(xs):\n    for x in xs:\n        s += x\n\nlike i know its dumb",
                [("identity", "intern"), ("identity", "waterloo")],
            ),
            (A, "`s` is never initialised and the function has no `return s` at the end.", []),
            (U, "ahh s isnt initialized AND no return 🤦 ty", []),
            (
                U,
                "unrelated but i boulder 3x a week at the hive and want to send a v5 by the end "
                "of summer, any finger training that wont wreck my tendons",
                [("identity", "boulder"), ("context", "v5")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (U, "lol ur actually funny sometimes", []),
            (A, "I'll take 'sometimes'. Anything else on your mind?", []),
            (U, "nah just bored. ok goodnight 😴", []),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "my host mom sent this in the family group, what does it mean?? 'Mijo, el "
                "domingo vamos donde la abuela en Chía, salimos a las 8, no se le olvide la "
                "chaqueta'",
                [],
            ),
            (
                A,
                "'Son, on Sunday we're going to grandma's in Chía, we leave at 8, don't forget "
                "your jacket.' Are you on an exchange?",
                [],
            ),
            (
                U,
                "yep exchange semester in bogotá from utrecht, till december",
                [("context", "exchange"), ("identity", "utrecht")],
            ),
            (
                U,
                "also my spanish is like A2, i want to get to B1 before i leave",
                [("context", "spanish")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "got my first real paycheck as a junior graphic designer 🥹 2.1k after tax. i "
                "have 4k in student loans and zero savings. help me split it",
                [("identity", "designer"), ("context", "loan")],
            ),
            (U, "put it in a table pls i cant read paragraphs", [("preference", "table")]),
            (A, "Here's a split. Quick question first: do you pay rent?", []),
            (
                U,
                "650 to my mum, i still live with my parents",
                [("identity", "parents")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "confession i started eating meat again after 4 yrs veggie 😬 i was so tired "
                "all the time and the doctor said iron deficiency",
                [("retract", "vegetarian"), ("identity", "iron")],
            ),
            (
                U,
                "anyway easy high protein meals for a broke student? no pork pls, cant stand it",
                [("preference", "pork")],
            ),
            (U, "thx ur a legend", []),
        ],
        existing=[
            ("m1", "Is vegetarian", "personal"),
            ("m2", "Studies philosophy in Edinburgh", "professional"),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "hypothetically if i won 10 mil tomorrow what would be the smartest first 3 moves",
                [],
            ),
            (U, "honestly i just wish i could live in tokyo for a year, maybe one day lol", []),
            (
                U,
                "realistically tho im a cashier at aldi and do night stocking on weekends so.. 🥲",
                [("identity", "aldi")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "my little bro just enlisted in the army and my mum is a wreck lol. my best "
                "friend jade is also pregnant?? everyones life is moving and im just here "
                "doing absolutely nothing",
                [("identity", "brother"), ("identity", "jade")],
            ),
            (U, "what do u even get someone for a baby shower when ur broke", []),
            (A, "Something handmade or a nappy cake works well. When's the shower?", []),
            (U, "the 22nd", [("activity", "shower")]),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "can u stop starting every answer with 'great question' its so cringe",
                [("preference", "great question")],
            ),
            (
                U,
                "and no emojis from u, i use enough for both of us 😂",
                [("preference", "emoji")],
            ),
            (U, "also british spelling pls", [("preference", "british")]),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "got scammed on insta buying taylor swift resale tix, sent 180 quid by bank "
                "transfer and the account vanished. lesson learned: only buy thru the official "
                "resale. can i get anything back from my bank",
                [("experience", "scam")],
            ),
            (A, "Possibly, under the APP reimbursement rules. Which bank are you with?", []),
            (U, "monzo", []),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "bulking rn, 72kg aiming for 80 by december. i eat halal only so most of the "
                "bulk meal plans online are useless. gimme a cheap day of eating",
                [("context", "bulk"), ("identity", "halal")],
            ),
            (
                U,
                "always grams and kcal pls, i track everything in myfitnesspal",
                [("preference", "gram")],
            ),
            (U, "bet 💪", []),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "just graduated BS psych from UST 🎓 and been job hunting for 2 months, "
                "40 applications, 2 interviews, 0 offers lol. is HR the move or should "
                "i do a masters",
                [("identity", "psych"), ("context", "job")],
            ),
            (A, "Both can work. Do you have any interviews lined up right now?", []),
            (U, "one on thursday w a BPO for HR assistant", [("activity", "interview")]),
            (U, "pls be brutally honest not just nice", [("preference", "honest")]),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "my flatmate and i adopted a kitten and named her Noodle 🐱 shes a menace. how "
                "do i stop her biting my ankles at 3am",
                [("identity", "noodle")],
            ),
            (
                U,
                "also i have 2 guinea pigs (pickle and beans), will noodle try to eat them",
                [("identity", "guinea")],
            ),
            (U, "lmaooo ok noted", []),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "big week. callum and i broke up 💔 and i moved back in with my parents in "
                "hull. so yeah",
                [("retract", "callum"), ("retract", "leeds"), ("identity", "hull")],
            ),
            (A, "I'm really sorry. How are you holding up?", []),
            (U, "honestly ok?? still at greggs, just transferred to the branch here", []),
            (
                U,
                "can u help me write a text to get my hoodie back without it being a whole thing",
                [],
            ),
        ],
        existing=[
            ("m1", "Lives in Leeds", "demographic"),
            ("m2", "Boyfriend named Callum", "personal"),
            ("m3", "Works at Greggs", "professional"),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "oi! sou brasileira, moro em dublin faz 6 meses, estudando inglês. "
                "sorry lol my english is ok i just think faster in portuguese",
                [
                    ("identity", "brazil"),
                    ("identity", "dublin"),
                    ("context", "english"),
                ],
            ),
            (U, "my IELTS is on july 6 and i need 7.0 for my visa 😰", [("activity", "ielts")]),
            (
                U,
                "pode responder em português quando for coisa complicada? please",
                [("preference", "portuguese")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "```\nerror[E0502]: cannot borrow `v` as mutable because it is also borrowed "
                "as immutable\n```\nim learning rust on the side (day job is php at an agency)"
                " and the borrow checker is bullying me",
                [("context", "rust"), ("identity", "php")],
            ),
            (A, "You're holding a reference into `v` while pushing to it. Let me explain why…", []),
            (U, "just show the fixed code, skip the theory", [("preference", "code")]),
            (U, "works. ty", []),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "me n the girls are going to primavera sound in barcelona end of may!! 🪩 budget "
                "is tight, is it cheaper to fly from porto or take the bus",
                [("activity", "primavera")],
            ),
            (
                U,
                "also my cousins wedding is 2 weeks after so i cant blow everything lol",
                [("activity", "wedding")],
            ),
            (U, "what even is a 'smart casual' dress code", []),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "got diagnosed with adhd at 23 lol explains a LOT. started meds last week and i "
                "cant tell if theyre working. anyway how do ppl actually study for long stretches",
                [("identity", "adhd"), ("context", "med")],
            ),
            (
                U,
                "bullet points, short ones, my brain slides off walls of text",
                [("preference", "bullet")],
            ),
            (U, "lol true", []),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "i crochet basically every evening and just opened an etsy shop for little frog "
                "plushies 🐸 im in my first year of art school so its side money",
                [("identity", "crochet"), ("context", "etsy"), ("identity", "art")],
            ),
            (
                U,
                "write me a short story where a frog plushie goes on an adventure across scotland",
                [],
            ),
            (U, "aww i love it", []),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "love that my bedroom has black mould on the ceiling. fantastic for my asthma. "
                "10/10 living experience",
                [("identity", "asthma")],
            ),
            (
                U,
                "landlord said 'just open a window' 🙄 what are my rights, im renting in auckland",
                [("identity", "auckland")],
            ),
            (A, "Is it a private landlord or through a property manager?", []),
            (U, "property manager", []),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "our band has a gig at the old dog on saturday, first one with a paying crowd 😳 "
                "im on bass. how do i not throw up",
                [("identity", "bass"), ("activity", "gig")],
            ),
            (U, "we're called 'sad vending machine' btw lol", []),
            (U, "thx man, will report back", []),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "i tutor high school math on weekends for cash, and im a 2nd year actuarial "
                "science student at u of t. my parents only speak cantonese at home so i grew "
                "up bilingual",
                [("identity", "tutor"), ("identity", "actuarial"), ("identity", "cantonese")],
            ),
            (
                U,
                "one of my students asked me this, how do i explain it simply: why is 0.999... = 1",
                [],
            ),
            (U, "make it a dialogue between a teacher and a student", []),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (U, "need help finding a room, just got a job offer", [("context", "room")]),
            (A, "Congrats! Which city, and what's the role?", []),
            (U, "rotterdam, trainee at the port authority", [("identity", "trainee")]),
            (A, "Nice. What's your monthly budget?", []),
            (U, "max 700", []),
            (A, "And when do you start?", []),
            (U, "1 september", [("activity", "september")]),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                "i walk dogs for like 6 clients while i finish my honours, which "
                "is hilarious bc im allergic to cats not dogs thank god 😅",
                [
                    ("identity", "dog"),
                    ("context", "honours"),
                    ("identity", "cat"),
                ],
            ),
            (U, "how many dogs can u legally walk at once there", []),
        ],
    ),
    Conversation(
        SITUATIONS[31],
        [
            (
                U,
                "on friday i have my driving test (3rd attempt 😭) in croydon. last two times i "
                "failed on roundabouts",
                [("activity", "driving")],
            ),
            (U, "any tips for not freezing up", []),
            (U, "ok ty wish me luck 🤞", []),
        ],
    ),
]
