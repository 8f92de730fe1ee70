"""Held-out set 45: hospitality, retail and shift work.

Baristas, line cooks, waiters, bartenders, kitchen porters, supermarket and shop staff, hotel
receptionists and housekeepers, delivery drivers and riders, call-centre agents, cleaners and
security guards, typing on a break, after a close or parked up between drops.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`): the kinds of people from the theme and
   the chat hazards they bring, chosen from what such people really tell a chat assistant,
   not from what a program could match.
2. For each situation, the user's turns as a person would type them: lowercase run-ons
   without apostrophes, typos, emoji and filler ("lol", "ngl", "tbh"), sarcasm, a
   voice-typed message without punctuation, a "sorry i meant" correction, short fragment
   answers to the assistant's question, Portuguese code-switching and broken English from
   a Romanian kitchen porter, formal writers, facts given as the reason for a question, a
   pasted Python traceback, a text handed over to translate and a letter to proofread,
   role-play of an angry customer, a short story about a waitress, a lottery wish, a
   hypothetical about a new job, and statements about a friend's business and a helper.
3. Labels written with each turn, asking what a careful human would note about this user
   in a long-term memory, following the label guide in docs/domain.md. Roughly
   37% of the user turns state nothing durable about the user and carry no label. 5
   conversations start with stored identity memories that a later turn takes back.
4. Written without reading the extractor, its rules or any other labelled set, and never
   measured before it was committed. A label that the extractor misses stays a miss.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a barista at an independent cafe trying to improve latte art before an early shift",
    "a line cook with a fresh burn who mentions type 1 diabetes as a reason",
    "a new waiter who asks for a role-play of an angry customer to practise",
    "a bartender who quit the pub and now rides for a delivery app (stored job taken back)",
    "a single mother on supermarket night shifts asking for a sleep schedule",
    "a call-centre agent on a ten-minute break who wants short answers",
    "a formal night receptionist learning Spanish who hands over text to translate",
    "an evening office cleaner with latex allergy and cracked hands",
    "a static security guard before a door supervisor course, with a correction",
    "a sous chef asked by a friend to run a new burger place, hypothetical questions",
    "a van delivery driver voice-typing while parked up",
    "a vegan waitress working front of house at a meat restaurant",
    "a hotel bartender preparing for a cocktail competition",
    "a shop worker refused leave for her sister's wedding, with a letter to proofread",
    "a barista whose cat has died (stored pet taken back)",
    "a Portuguese cook in London code-switching before a food hygiene exam",
    "a pregnant hotel housekeeper asking about cleaning chemicals",
    "a night security guard teaching himself Python, pasting a traceback",
    "a parcel driver who moved city to be near a partner's family (stored city taken back)",
    "a hard-of-hearing till worker who uses BSL and is put on the phones",
    "a waitress writing a short story about a waitress in Paris",
    "a pastry chef who bakes sourdough at home every weekend",
    "a shop worker being made redundant with an interview the next day",
    "a pub worker with a lottery wish about a beach bar abroad",
    "a kitchen porter promoted to commis chef (stored role taken back)",
    "a long-time agency cleaner starting her own cleaning business",
    "a hotel front-desk worker who learnt a lesson from a guest who skipped a bill",
    "a warehouse worker fasting for Ramadan on long shifts",
    "a food delivery cyclist knocked off by a taxi, off work with a broken wrist",
    "a restaurant worker put on too many double shifts, sarcastic about the advice",
    "a sous chef after a break-up taking every shift (stored partner taken back)",
)

HOLDOUT45: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "hey so im a barista at a little indie place in leeds, been there like 8 "
                "months. my latte art is still rubbish tbh, my rosettas come out like blobs 😭 "
                "any tips",
                [("identity", "barista"), ("identity", "leeds"), ("context", "latte art")],
            ),
            (
                A,
                "Most blobby rosettas come from milk that is too thick. Stretch the milk for "
                "less time, pour from higher at first, then drop close and wiggle.",
                [],
            ),
            (U, "we use oat milk for like half the orders, does that change things", []),
            (
                A,
                "Yes. Use a barista edition oat milk and aim a little cooler, around 55-60C, "
                "as oat milk breaks down faster when it gets hot.",
                [],
            ),
            (
                U,
                "ok cheers ill try that tmrw on my 7am shift",
                [("activity", "shift")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "burned my forearm on the salamander at work about an hour ago, its red and "
                "blistering a bit. im a line cook so i cant really keep it covered in a dry "
                "dressing all shift. what should i do",
                [("identity", "cook")],
            ),
            (
                A,
                "Cool it under cool running water for 20 minutes if you have not already, "
                "do not pop the blisters, and cover it with a non-stick dressing and a "
                "waterproof layer on top during service.",
                [],
            ),
            (
                U,
                "im type 1 diabetic too if that matters for healing",
                [("identity", "diabetic")],
            ),
            (
                A,
                "It does: burns can heal more slowly with diabetes, so keep an eye on your "
                "blood sugar and see a nurse or pharmacist if it gets hotter, redder or smelly.",
                [],
            ),
            (U, "ok will do thx", []),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "can we do a roleplay. you're an angry customer whose steak came out well "
                "done, and im the waiter. i want to practise staying calm",
                [],
            ),
            (
                A,
                "(as the customer) Excuse me. EXCUSE me. I asked for medium rare and this is "
                "a shoe. Do you people even listen?",
                [],
            ),
            (
                U,
                "I'm so sorry sir, my name is Priya and I'll be looking after you tonight. "
                "Let me take that straight back to the kitchen and get you a fresh one cooked "
                "exactly how you asked.",
                [],
            ),
            (A, "(as the customer) Fine. And I'm not paying for it.", []),
            (
                U,
                "lol ok out of character, how did i do? this is real prep, i got a job as a "
                "waiter at a steakhouse in glasgow and my first shift is next friday",
                [("identity", "waiter"), ("identity", "glasgow"), ("activity", "first shift")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        existing=[
            ("m1", "Works as a bartender at O'Neill's", "professional"),
            ("m2", "Lives in Dublin", "personal"),
        ],
        turns=[
            (
                U,
                "so i finally quit oneills lol, couldnt do another saturday close. doing "
                "deliveroo on the bike for now while i figure stuff out. whats the best way "
                "to do taxes as a rider in ireland",
                [("retract", "bartender"), ("identity", "deliveroo")],
            ),
            (
                A,
                "As a Deliveroo rider you are usually treated as self-employed, so you file a "
                "Form 11 with Revenue each year. Are you registered as self-employed yet?",
                [],
            ),
            (
                U,
                "yeah im self employed technically. do i need to register for vat",
                [("identity", "employed")],
            ),
            (
                A,
                "Only if your turnover for services goes over the VAT threshold, which most "
                "riders never reach.",
                [],
            ),
            (U, "grand, thanks a million", []),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "i work nights stacking shelves at tesco 10pm-7am and i have a son (9) and a "
                "daughter (6) who need getting to school for 8.30 so when am i meant to sleep?? "
                "any realistic schedule ideas",
                [("identity", "tesco"), ("identity", "son"), ("identity", "daughter")],
            ),
            (
                A,
                "A split sleep often works: a core block from about 9am to 2pm after the "
                "school run, then a 60-90 minute nap before your shift. Is there anyone who "
                "can help with pick-up?",
                [],
            ),
            (
                U,
                "no their dad isnt around so its just me",
                [("identity", "single")],
            ),
            (
                A,
                "Then check whether the school has an after-school club on a couple of days, "
                "so you can take a longer nap on those days.",
                [],
            ),
            (U, "weekends r fine anyway", []),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "keep it short pls im on my 10 min break. how do i deal with customers "
                "screaming at me, i work in a call centre for an energy company and today was "
                "brutal",
                [("preference", "short"), ("identity", "call")],
            ),
            (
                A,
                "Let them finish, then name what they want back to them before you explain "
                "anything. If the abuse is personal you are allowed to warn them once and "
                "then end the call in line with your company policy. Afterwards, take a "
                "minute away from the queue if your team leader allows it.",
                [],
            ),
            (
                U,
                "thats too long 😂 bullet points",
                [("preference", "bullet")],
            ),
            (
                A,
                "- Let them vent\n- Repeat back what they want\n- One warning, then end the "
                "call\n- Take a minute after",
                [],
            ),
            (
                U,
                "ok ta. im dyslexic btw so short really does help",
                [("identity", "dyslexi")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "Good evening. I am a night receptionist at a hotel in Edinburgh and we "
                "receive a great number of Spanish-speaking guests. I have begun studying "
                "Spanish, with an app and a weekly evening class. Could you suggest phrases "
                "suitable for check-in?",
                [
                    ("identity", "receptionist"),
                    ("identity", "edinburgh"),
                    ("context", "spanish"),
                ],
            ),
            (
                A,
                'Certainly: "Bienvenido/a, ¿tiene una reserva?", "¿Me permite su '
                'pasaporte, por favor?" and "Su habitación está en la tercera planta."',
                [],
            ),
            (
                U,
                "Thank you. Could you also translate the following into Spanish for our "
                "welcome card: 'Breakfast is served from 7 until 10 in the Garden Room. Late "
                "checkout is available for a fee of £20. We hope you enjoy your stay in "
                "Scotland.'",
                [],
            ),
            (
                A,
                '"El desayuno se sirve de 7 a 10 en el Garden Room. Puede dejar la '
                "habitación más tarde por un suplemento de 20 £. Esperamos que disfrute de "
                'su estancia en Escocia."',
                [],
            ),
            (
                U,
                "Most helpful. In future I would prefer that you include the pronunciation "
                "beside each phrase.",
                [("preference", "pronunciation")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "i clean offices in the evenings and my hands are cracked and bleeding from "
                "the gloves, im allergic to latex so work gives me these cheap vinyl ones. "
                "what can i put on them",
                [("identity", "clean"), ("identity", "latex")],
            ),
            (
                A,
                "A thick emollient like an unperfumed ointment several times a day helps, and "
                "nitrile gloves are often kinder than vinyl if you can ask for them.",
                [],
            ),
            (U, "is vaseline ok overnight", []),
            (
                A,
                "Yes, a thick layer overnight with cotton gloves on top works well.",
                [],
            ),
            (
                U,
                "ok will try that, ta. i got a second cleaning job at a primary school in the "
                "mornings too so my hands never get a break lol",
                [("identity", "school")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "doing my SIA door supervisor course next month, is the first aid part hard? "
                "ive been a static guard at a shopping centre for 2 years",
                [("activity", "sia"), ("identity", "guard")],
            ),
            (
                A,
                "The first aid part is usually the Emergency First Aid at Work unit, which "
                "is one day and fairly practical. Most people pass it without trouble.",
                [],
            ),
            (
                U,
                "sorry i meant is the physical intervention bit hard, not first aid. ive got "
                "a dodgy knee from football",
                [("identity", "knee")],
            ),
            (
                A,
                "It involves some holds and breakaway moves, but you can tell the trainer "
                "about your knee beforehand and they can adapt the kneeling parts.",
                [],
            ),
            (U, "good to know", []),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "a friend of mine is opening a burger place in newcastle and wants someone "
                "to run the kitchen. hes putting in 60k of his own money and his wife is an "
                "accountant so shell do the books. is 60k enough for a small unit",
                [],
            ),
            (
                A,
                "It can be for a small takeaway-style unit if the kitchen is already fitted. "
                "What is your own background?",
                [],
            ),
            (
                U,
                "im sous chef at a hotel kitchen atm, 6 years in kitchens total",
                [("identity", "sous chef")],
            ),
            (
                A,
                "That is solid experience for running a small kitchen.",
                [],
            ),
            (
                U,
                "hypothetically if i did it and it went bust in a year could i get back into "
                "hotels easily",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "voice typing sorry im parked up not driving lol so i do amazon deliveries in "
                "a van about 180 drops a day and my lower back is killing me are there "
                "stretches i can do in the cab",
                [("identity", "amazon")],
            ),
            (
                A,
                "Yes: seated knee-to-chest pulls, a seated twist holding the headrest, and "
                "standing back bends when you get out. Do you get a proper break in the day?",
                [],
            ),
            (U, "yeah 30 mins unpaid lol", []),
            (
                A,
                "Use five minutes of it for a short walk and stretches, it makes a difference.",
                [],
            ),
            (
                U,
                "my route is in the peak district too so loads of hills and steps",
                [("identity", "peak district")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "ngl its kind of grim being vegan and working front of house at a brazilian "
                "bbq place 😩 anyway how do i describe the picanha to customers if ive never "
                "tasted it",
                [("identity", "vegan"), ("identity", "brazilian")],
            ),
            (
                A,
                "You can describe it from what guests and chefs say: a cap of fat that melts "
                "as it cooks, rich beefy flavour, served medium rare and salted simply.",
                [],
            ),
            (
                U,
                "the manager says we all have to taste everything but thats a hard no from me",
                [],
            ),
            (
                A,
                "Many restaurants accept a vegan staff member describing dishes from notes; "
                "it is worth asking for that.",
                [],
            ),
            (U, "yeah ill ask the chefs to write me notes, thx", []),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "got a cocktail comp on the 14th!! theme is 'autumn in a glass', any ideas "
                "that arent just apple + cinnamon lol",
                [("activity", "cocktail")],
            ),
            (
                A,
                "Try a smoked pear and mezcal sour, a fig-leaf old fashioned, or a roasted "
                "chestnut milk punch.",
                [],
            ),
            (
                U,
                "i hate anything with mezcal tbh, tastes like an ashtray",
                [("preference", "mezcal")],
            ),
            (
                A,
                "Fair. The fig-leaf old fashioned with bourbon and a fresh fig garnish avoids "
                "smoke entirely.",
                [],
            ),
            (
                U,
                "ooh the fig one. i work behind the bar at a hotel in bath so i can nick figs "
                "from the kitchen",
                [("identity", "bath"), ("identity", "bar")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "my sister is getting married on the 21st of december and my manager at "
                "primark is saying no to annual leave bc its peak. ive worked there 4 years. "
                "do i have any rights here? im in the uk",
                [
                    ("identity", "sister"),
                    ("activity", "wedding"),
                    ("identity", "primark"),
                    ("identity", "uk"),
                ],
            ),
            (
                A,
                "In the UK an employer can refuse leave for business reasons, unless your "
                "contract says otherwise. Does your contract mention peak periods?",
                [],
            ),
            (U, "its not in my contract no", []),
            (
                A,
                "Then your best option is a polite written request offering to swap shifts.",
                [],
            ),
            (
                U,
                "ok ive drafted this can u check it: 'Hi Dave, I am requesting the 20th to the "
                "22nd of December off for my sisters wedding. I am happy to cover extra shifts "
                "on the 27th and 28th and to swap with Kelly if she agrees. Thanks, Shan'",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        existing=[
            ("m1", "Works as a barista at Pret", "professional"),
            ("m2", "Has a cat called Miso", "personal"),
        ],
        turns=[
            (
                U,
                "miso died on tuesday. she was 16. i know shes just a cat but i cant stop "
                "crying at work and my manager keeps telling me to smile at customers",
                [("retract", "miso")],
            ),
            (
                A,
                "I am so sorry. Sixteen years is a long time to share your life with someone, "
                "and grief at work is real. Could you ask for a day or two off?",
                [],
            ),
            (U, "thank you. sorry, i dont really know why im telling a chatbot this", []),
            (A, "There is no need to apologise. It helps to say it somewhere.", []),
            (U, "maybe ill plant something in the garden for her", []),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "olá! sou cozinheiro, i work in a tapas bar in shoreditch. preciso de ajuda "
                "com o english for the food hygiene level 2 certificate, the exam is on thursday",
                [
                    ("identity", "tapas"),
                    ("identity", "shoreditch"),
                    ("activity", "hygiene"),
                ],
            ),
            (
                A,
                "Olá! The Level 2 exam covers personal hygiene, cleaning, temperature control, "
                "allergens and cross-contamination. Which part is hardest?",
                [],
            ),
            (U, "obrigado! what does cross-contamination mean exactly", []),
            (
                A,
                "It means bacteria or allergens moving from one food or surface to another, "
                "for example raw chicken juices on a salad board.",
                [],
            ),
            (
                U,
                "perfeito. sou do porto by the way, so when its hard words explain in "
                "portuguese also, is better for me",
                [("identity", "porto"), ("preference", "portuguese")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "im 24 weeks pregnant and work as a housekeeper at a premier inn, we do 16 "
                "rooms a shift. is it safe to still use the chemical sprays",
                [("identity", "pregnant"), ("identity", "housekeeper")],
            ),
            (
                A,
                "Your employer must do a risk assessment for you as a pregnant worker. Ask for "
                "gloves, good ventilation and non-spray versions. When are you due?",
                [],
            ),
            (U, "march, first baby", [("activity", "march")]),
            (
                A,
                "Congratulations. You can also ask for lighter duties as you get further on.",
                [],
            ),
            (U, "can i ask to only do the ground floor rooms", []),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "im a night security guard at a warehouse, quiet nights so ive been teaching "
                "myself python to get out of this job lol. getting this:\n\n"
                "Traceback (most recent call last):\n"
                '  File "rota.py", line 12, in <module>\n'
                "    total += hours\n"
                "TypeError: unsupported operand type(s) for +=: 'int' and 'str'",
                [("identity", "security"), ("context", "python")],
            ),
            (
                A,
                "hours is a string, probably from input(). Convert it first: "
                "total += float(hours).",
                [],
            ),
            (U, "ahh input() gives a string. fixed ty", []),
            (A, "Nice. What is the script for?", []),
            (
                U,
                "just adds up my hours for the month so i can check my payslip. im also doing "
                "the cs50 course online in the day when im awake lol",
                [("context", "cs50")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        existing=[
            ("m1", "Works as a delivery driver for DPD", "professional"),
            ("m2", "Lives in Coventry", "personal"),
        ],
        turns=[
            (
                U,
                "hiya, moved to leicester last month to be closer to my partners family. still "
                "driving for dpd just a different depot. whats a good way to find a cheap gym",
                [
                    ("retract", "coventry"),
                    ("identity", "leicester"),
                    ("identity", "partner"),
                ],
            ),
            (
                A,
                "Budget chains like PureGym and The Gym Group have several sites there. Which "
                "part of the city are you in?",
                [],
            ),
            (U, "near braunstone, and needs to be 24h cos my shifts are all over", []),
            (A, "Then a 24-hour budget gym on the west side is your best bet.", []),
            (
                U,
                "perfect ta. i lift 4x a week so it needs proper squat racks not just machines",
                [("identity", "lift")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "im hard of hearing and use BSL, i work on the tills at sainsburys and my "
                "supervisor keeps putting me on the phones for click and collect. can they "
                "do that?",
                [
                    ("identity", "hearing"),
                    ("identity", "bsl"),
                    ("identity", "sainsbury"),
                ],
            ),
            (
                A,
                "Under the Equality Act your employer must make reasonable adjustments. Do "
                "you have a diagnosis or any record of your hearing loss?",
                [],
            ),
            (
                U,
                "yes ive had hearing aids for 3 years, they know that",
                [("identity", "hearing aid")],
            ),
            (
                A,
                "Then put a request in writing asking to be kept off phone duties as a "
                "reasonable adjustment. I can draft it.",
                [],
            ),
            (U, "yes pls and make it sound less angry than i feel lol", []),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "im writing a short story for a comp. main character is called Elodie, shes "
                "34, a waitress in paris who has a secret daughter in lyon. can you help with "
                "the opening line",
                [("context", "story")],
            ),
            (
                A,
                '"Elodie had carried four thousand coffees that summer, and not one of them '
                'was for her."',
                [],
            ),
            (U, "make it darker. elodie hates her job and hates the tourists", []),
            (
                A,
                '"Elodie smiled at the tourists the way you smile at a dog that might bite."',
                [],
            ),
            (
                U,
                "ha nice. lol elodie is basically me, i wait tables in york and i cant stand "
                "the tourists in summer",
                [("identity", "york"), ("identity", "wait"), ("preference", "tourists")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "pastry chef here, i do sourdough at home every sunday for fun too (yes i bake "
                "on my day off, dont judge). my starter has gone really runny and smells like "
                "nail polish remover?",
                [("identity", "pastry"), ("identity", "sourdough")],
            ),
            (
                A,
                "That acetone smell means it is hungry. Discard most of it and feed it twice "
                "a day for a couple of days. How long since it was last fed?",
                [],
            ),
            (U, "its been in the fridge 2 weeks, i was away", []),
            (
                A,
                "That explains it. Feed 1:5:5 by weight for two days and it should bounce back.",
                [],
            ),
            (
                U,
                "also pls use grams not cups, im in the uk",
                [("preference", "grams"), ("identity", "uk")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "got an interview at boots tomorrow at 11 for a pharmacy assistant role!! "
                "currently on the tills at wilko but theyre closing all the stores so im being "
                "made redundant",
                [
                    ("activity", "boots"),
                    ("identity", "wilko"),
                    ("context", "redundan"),
                ],
            ),
            (
                A,
                "Good luck! Expect questions on customer service, confidentiality and how you "
                "handle a queue when it gets busy.",
                [],
            ),
            (U, "what else will they ask", []),
            (
                A,
                "Probably why you want to work in a pharmacy and a time you dealt with a "
                "difficult customer.",
                [],
            ),
            (U, "ok the difficult customer one i have LOADS of examples 😂", []),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "random q. if i won the lottery id quit and open a beach bar in bali, how much "
                "would that actually cost lol",
                [],
            ),
            (
                A,
                "A small beach bar lease in Bali plus fit-out and licences could run from "
                "about $50,000 to $150,000, depending on the spot.",
                [],
            ),
            (
                U,
                "yeah not happening on £11.44 an hour at wetherspoons 💀",
                [("identity", "wetherspoon")],
            ),
            (A, "Maybe start with a Friday-night pop-up instead.", []),
            (U, "whats the visa situation in indonesia anyway, just curious", []),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        existing=[
            ("m1", "Works as a kitchen porter at Dishoom", "professional"),
            ("m2", "Lives with flatmates in Camden", "personal"),
        ],
        turns=[
            (
                U,
                "good news!! i am not kitchen porter anymore, chef promote me to commis chef 🎉 "
                "so now i need learn knife skills fast. what to practise first",
                [("retract", "porter"), ("identity", "commis"), ("context", "knife")],
            ),
            (
                A,
                "Congratulations! Start with the claw grip and a basic dice on onions, then "
                "julienne carrots. Slow and even before fast.",
                [],
            ),
            (
                U,
                "in romania i never cook professional, only at home with my mother",
                [("identity", "romania")],
            ),
            (A, "Home cooking is a good base. The speed comes with repetition.", []),
            (U, "ok onion first. thank you friend", []),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "Hi, I'm setting up my own domestic cleaning business after 10 years cleaning "
                "for an agency. I've got 6 regular clients so far in Cardiff. Do I need "
                "public liability insurance?",
                [("context", "cleaning"), ("identity", "cardiff")],
            ),
            (
                A,
                "It is not legally required, but most clients expect it and it is cheap for a "
                "sole trader. It covers damage to a client's home.",
                [],
            ),
            (
                U,
                "What about if I take on my friend as a helper, she's got a criminal record "
                "from years ago, does that matter?",
                [],
            ),
            (
                A,
                "It depends on the offence and your clients. A basic DBS check will show "
                "unspent convictions only.",
                [],
            ),
            (
                U,
                "Thanks. Could you put a short summary at the top of your answers please, I "
                "read these on my phone between jobs.",
                [("preference", "summary")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "last year i let a guest check in without a card because he was really "
                "charming and he did a runner with a £900 bill, got a written warning. never "
                "doing that again lol. anyway whats the proper way to handle it when a card "
                "gets declined at check in",
                [("experience", "guest")],
            ),
            (
                A,
                "Ask for another card or a cash deposit before handing over the key, and "
                "follow your hotel's policy. What kind of hotel is it?",
                [],
            ),
            (
                U,
                "im on front desk at a travelodge",
                [("identity", "travelodge")],
            ),
            (A, "Then the booking system should block the key until payment is taken.", []),
            (
                U,
                "cheers that helps. im moving onto nights from next week so ill be on my own",
                [("activity", "night")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "im fasting for ramadan and doing 12 hr shifts at the lidl warehouse, any "
                "tips for suhoor that keeps me full",
                [("activity", "ramadan"), ("identity", "lidl")],
            ),
            (
                A,
                "Go for slow carbs and protein: oats with yoghurt, eggs, wholemeal bread, and "
                "a couple of dates with plenty of water.",
                [],
            ),
            (
                U,
                "no dates pls i hate them lol",
                [("preference", "dates")],
            ),
            (A, "No problem: a banana or some dried apricots work just as well.", []),
            (
                U,
                "and i dont drink coffee at all, only tea",
                [("preference", "tea")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "got knocked off my bike by a taxi while doing a just eat delivery 3 weeks "
                "ago, broke my wrist. been off work since and just eat says im not employed "
                "so no sick pay. can i claim against the taxi drivers insurance?",
                [
                    ("identity", "just eat"),
                    ("experience", "taxi"),
                    ("context", "wrist"),
                ],
            ),
            (
                A,
                "Yes, if the driver was at fault you can claim against their insurance for "
                "your injury and lost earnings. Where are you based?",
                [],
            ),
            (U, "london, hackney", [("identity", "hackney")]),
            (A, "Then a no-win no-fee solicitor for cyclists would be a good start.", []),
            (U, "ive got photos and the taxis reg number", []),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "how do i say no to my boss, hes put me down for 6 doubles this week at the "
                "restaurant",
                [("activity", "double")],
            ),
            (
                A,
                "That sounds exhausting. Before you talk to him, have you tried some deep "
                "breathing to calm your nerves?",
                [],
            ),
            (
                U,
                "oh wow deep breathing, why didnt i think of that 🙄 just be direct with me, "
                "no wellness stuff",
                [("preference", "direct")],
            ),
            (
                A,
                'Say: "I can do three doubles this week, not six. Which three do you want me on?"',
                [],
            ),
            (U, "better. sending it now", []),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        existing=[
            ("m1", "Works as a sous chef at The Ivy", "professional"),
            ("m2", "In a relationship with Tom", "relationship"),
        ],
        turns=[
            (
                U,
                "me and tom broke up so im taking every shift i can get at the ivy to keep "
                "busy lol. is it bad to pick up 60 hours a week",
                [("retract", "tom")],
            ),
            (
                A,
                "For a few weeks it can help, but 60 hours of kitchen work will wear you "
                "down. Do you have somewhere to rest properly?",
                [],
            ),
            (
                U,
                "yeah ive moved back in with my mum for now",
                [("identity", "mum")],
            ),
            (A, "Good. Maybe cap it at 50 and keep one full day off.", []),
            (U, "ok ill cap it at 50", []),
        ],
    ),
]
