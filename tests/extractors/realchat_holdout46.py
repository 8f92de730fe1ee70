"""Held-out set 46: gadgets, cars and tech help for non-technical people.

Pensioners meeting their first smartphone, tradespeople whose laptop will not update, parents
locking down a tablet, first-time and burnt used-car buyers, and people with accessibility
needs (blind, Deaf, dyslexic, wheelchair users, hearing-aid wearers) who want plain help.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`): the kinds of people from the theme and
   the chat hazards they bring, chosen from what such people really tell a chat assistant,
   not from what a program could match.
2. For each situation, the user's turns as a person would type them: polite formal letters
   from older users, lowercase run-ons without apostrophes, typos, emoji and filler ("lol",
   "tbh", "mate"), sarcasm, Spanish and Welsh code-switching, facts given as the reason for a
   question ("as a plumber", "my arthritis makes it hard"), fragment answers to the
   assistant's question ("downstairs, hallway"), a voice-typed message without punctuation, a
   "sorry i meant" correction, pasted error dialogs and a forwarded scam text, a note handed
   over to translate and an email handed over to proofread, a car-haggling role-play, a
   lottery wish, and statements about a friend, a father and a neighbour.
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
    "a man of 78 with Parkinson's learning the smartphone his daughter bought him",
    "a school leaver choosing a laptop for a design degree, already freelancing",
    "a 19-year-old in Glasgow who just passed the driving test and eyes a used Honda",
    "a bakery owner whose label printer went offline, pasting the Windows error",
    "a home-working accountant with wifi drop-outs who wants steps, not theory",
    "a blind VoiceOver user who cannot find a rotor setting after an update",
    "a Deaf BSL user looking for a doorbell that flashes instead of ringing",
    "an older woman with arthritis who moved in with her son and needs the iPad online",
    "an adult child setting up a video screen for a father with early dementia",
    "a lottery daydream about a Tesla, then the real car",
    "a grandmother forwarding a parcel scam text after already typing her card in",
    "a delivery driver who sold the Fiesta and pairs a phone with the new hybrid",
    "a teacher just retired, loading library books onto a gifted Kindle",
    "a parent voice-typing from a car park because the car will not start",
    "a Spanish-speaking parent getting her mother in Mexico onto WhatsApp",
    "a teenager doing tech support for a nan, talking about a friend at uni",
    "a retired poet correcting which device has the predictive text",
    "a plumber whose laptop is stuck undoing updates the night before invoices",
    "someone translating a neighbour's wifi note into German",
    "a rural district nurse wondering whether an electric car could work",
    "a parent of an autistic nine-year-old locking down a Fire tablet",
    "a role-play as a used-car salesman, then a real viewing on Saturday",
    "an ICU nurse before a block of night shifts, asking about smart bulbs",
    "a cat owner whose cat died, resetting the pet camera to sell it",
    "a wheelchair user choosing hand controls for a first Motability car",
    "a Dutch man buying a television who wants metric sizes, wife with sight loss",
    "a buyer burnt by a clocked car, looking again with two labradors",
    "a learner with a driving test next week, panicking about parking",
    "a receptionist who split from her boyfriend and needs broadband in a new studio",
    "a dyslexic school facilities worker asking for a proofread and read-aloud",
    "a sarcastic electrician whose smart thermostat says it is 30 degrees",
    "a Welsh-speaking woman of 81 pairing new NHS hearing aids with her phone",
)

HOLDOUT46: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "Hello. I am 78 and my daughter has bought me a smartphone, a Samsung "
                "something. I have never had one before, only the old Nokia. How do I "
                "answer a call on it",
                [("identity", "78"), ("identity", "daughter"), ("context", "smartphone")],
            ),
            (
                A,
                "When it rings, a green phone symbol appears. Put your finger on it and "
                "slide it across the screen to answer.",
                [],
            ),
            (
                U,
                "It says swipe but nothing happens when I swipe. My fingers are not so "
                "steady, I have Parkinson's.",
                [("identity", "parkinson")],
            ),
            (
                A,
                "You can switch on an option so calls are answered with a single tap or with "
                "the volume button instead: Settings, Accessibility, Interaction and "
                "dexterity, Answering and ending calls.",
                [],
            ),
            (
                U,
                "Ah that worked. Thank you very much young man. My wife Margaret used to do "
                "all of this but she passed away in the spring, so it is up to me now.",
                [("identity", "margaret")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "need a laptop for uni, starting a graphic design degree in september at "
                "leeds, budget like 800 quid max. mac or windows??",
                [("context", "design")],
            ),
            (
                A,
                "Both work for design. Which programs do you use most? That decides how much "
                "memory you need.",
                [],
            ),
            (
                U,
                "i mostly use photoshop and illustrator already, ive been doing freelance "
                "logos on fiverr for like 2 years lol. plus i work weekends at a cafe",
                [("identity", "logo"), ("identity", "cafe")],
            ),
            (
                A,
                "Then a MacBook Air with 16GB of memory fits your budget with the student "
                "discount and runs Adobe apps well.",
                [],
            ),
            (U, "ok macbook air it is. does it need antivirus", []),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "Hi, I passed my driving test last week (third time lucky!!) and I'm looking "
                "at a 2014 Honda Jazz for £4,200 from a private seller. What should I check "
                "before I hand over the money?",
                [("experience", "driving test"), ("context", "honda")],
            ),
            (
                A,
                "Check the V5C logbook matches the seller's address, look up the MOT history "
                "online, run a finance check, and test drive it from cold.",
                [],
            ),
            (
                U,
                "the seller says it has full service history but its just a few stamps in the "
                "book, no receipts. is that normal",
                [],
            ),
            (
                A,
                "Stamps alone are common, but you can ring the garages named to confirm the "
                "work was done.",
                [],
            ),
            (
                U,
                "also insurance quotes are mental, 1900 for the year. im 19 and live in "
                "glasgow if that matters",
                [("identity", "19"), ("identity", "glasgow")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "Our printer at the bakery has stopped printing the labels for the cakes. "
                "It's a Brother QL-800. I run a small bakery in Harrogate with my husband.",
                [("identity", "bakery"), ("identity", "harrogate"), ("identity", "husband")],
            ),
            (
                A,
                "Is there a message on the computer when you try to print? If so, could you "
                "copy it here?",
                [],
            ),
            (
                U,
                "it shows this on the laptop:\n\n"
                "Error: The printer 'Brother QL-800' is offline. (0x00000709)\n"
                "Operation could not be completed.\n\n"
                "What does that mean?",
                [],
            ),
            (
                A,
                "Windows has lost track of the printer. Unplug its USB cable, wait ten "
                "seconds, plug it in again and set it as the default printer.",
                [],
            ),
            (
                U,
                "Done it! You are a star. We've got a wedding cake going out on Saturday so "
                "that was close",
                [("activity", "wedding")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "wifi keeps dropping every 20 mins or so and i work from home as an "
                "accountant, i literally have 3 client calls a day. its a virgin hub 5, where "
                "do i even start",
                [("identity", "accountant")],
            ),
            (A, "Where is the hub, and where do you work from?", []),
            (U, "downstairs, hallway. im in the back bedroom upstairs", []),
            (
                A,
                "That distance through floors is often the cause. A mesh system or a "
                "powerline adapter would help; a cheaper first step is moving the hub higher.",
                [],
            ),
            (
                U,
                "tbh id rather not spend much, we're in the middle of buying a house so "
                "moneys tight",
                [("context", "house")],
            ),
            (
                A,
                "Then try moving the hub onto a shelf, away from the TV, and change the wifi "
                "channel in the hub settings.",
                [],
            ),
            (
                U,
                "Also please just give me the steps, not the whole explanation, I'm not techy",
                [("preference", "step")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "I'm totally blind and use VoiceOver on an iPhone 13. Since the update, the "
                "rotor doesn't show Headings anymore when I'm on websites. Any idea?",
                [("identity", "blind"), ("identity", "voiceover")],
            ),
            (
                A,
                "The rotor items can be switched off by an update. Go to Settings, "
                "Accessibility, VoiceOver, Rotor, and check that Headings is ticked.",
                [],
            ),
            (
                U,
                "no tables in your answers please, VoiceOver reads them out as a total mess",
                [("preference", "table")],
            ),
            (A, "Understood, I will keep to plain sentences.", []),
            (
                U,
                "Found it, it was just unticked. Cheers. I'm flying to Lisbon in March so I "
                "might be back about the airline app, its my first trip with my guide dog Bramble",
                [("activity", "lisbon"), ("identity", "bramble")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "Hi, I'm Deaf and my first language is BSL, so sorry if my English is a bit "
                "off. I want a doorbell that flashes a light instead of ringing, because I "
                "miss deliveries all the time",
                [("identity", "deaf"), ("identity", "bsl")],
            ),
            (
                A,
                "There are doorbells with a flashing receiver, and video doorbells that send "
                "an alert to your phone or smartwatch. Does anyone else live with you?",
                [],
            ),
            (
                U,
                "I live with my partner, she is hearing, but she works days at the hospital "
                "and I work from home as a web developer, so mostly it is just me",
                [("identity", "partner"), ("identity", "developer")],
            ),
            (
                A,
                "A video doorbell with phone alerts plus a plug-in flashing chime would cover "
                "both of you.",
                [],
            ),
            (U, "Ring one is ok? Can't drill into the door frame", []),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        existing=[
            ("m1", "Lives in Cardiff", "personal"),
            ("m2", "Has an iPad", "personal"),
        ],
        turns=[
            (
                U,
                "Good morning. I have moved in with my son in Swansea now, I'm not in Cardiff "
                "anymore, and his internet is different. How do I get my iPad on it?",
                [("retract", "cardiff"), ("identity", "swansea"), ("identity", "son")],
            ),
            (
                A,
                "Ask your son for the wifi name and password, usually on a card on the back "
                "of the router. Then open Settings, tap Wi-Fi and choose that name.",
                [],
            ),
            (
                U,
                "The writing is very small on the screen and my arthritis makes it hard to "
                "press the little letters",
                [("identity", "arthritis")],
            ),
            (
                A,
                "Settings, Display and Brightness, Text Size makes the writing bigger. A "
                "stylus with a soft tip also makes the keys easier to press.",
                [],
            ),
            (U, "Lovely, that is much better.", []),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "my dad has early stage dementia and lives on his own about an hour from me. "
                "me and my brother are thinking an echo show so we can drop in on video and "
                "set reminders for his tablets. is that a daft idea",
                [("identity", "dementia"), ("identity", "brother")],
            ),
            (
                A,
                "Not daft at all; Drop In lets approved contacts start a video call without "
                "him touching anything. Has he used anything similar before?",
                [],
            ),
            (
                U,
                "we tried a smartwatch with him last year and he took it off and put it in a "
                "drawer lol. so something he doesnt have to wear",
                [("experience", "smartwatch")],
            ),
            (
                A,
                "Then a screen on the kitchen counter suits him better. You can manage it "
                "from the Alexa app on your own phone.",
                [],
            ),
            (
                U,
                "ok can the reminders be set from my phone, im in leicester and hes in "
                "loughborough. im a teacher so i cant answer calls in the day",
                [("identity", "leicester"), ("identity", "teacher")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "if i won the lottery id get a tesla model s plaid and a garage with one of "
                "those fancy chargers. how fast does the plaid actually go 0-60",
                [],
            ),
            (A, "About 2.1 seconds, in ideal conditions.", []),
            (
                U,
                "lol yeah dream on, im a student nurse driving a 2009 corsa with a cracked "
                "windscreen",
                [("identity", "student nurse"), ("identity", "corsa")],
            ),
            (
                A,
                "Check your insurance policy: many include windscreen cover with a small excess.",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "got this text this morning is it real??\n\n"
                '"Royal Mail: Your parcel could not be delivered due to an unpaid shipping '
                "fee of £1.45. Please pay at royalmail-redelivery-uk.com within 24hrs or it "
                'will be returned to sender."',
                [],
            ),
            (
                A,
                "That is a scam. Royal Mail does not text asking for fees through a link "
                "like that. Delete it and do not click the link.",
                [],
            ),
            (
                U,
                "i AM waiting on a parcel tho, the new charger for my hearing aids",
                [("identity", "hearing aid")],
            ),
            (
                A,
                "The scammers send these to everyone, hoping some people are expecting a "
                "parcel. Track it on the seller's website instead.",
                [],
            ),
            (
                U,
                "my grandson told me never click links but i already did and put my card "
                "number in 😬",
                [("identity", "grandson"), ("experience", "card")],
            ),
            (
                A,
                "Ring the number on the back of your card now and ask them to cancel it.",
                [],
            ),
            (U, "ok ive rung the bank they have cancelled it. lesson learned", []),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        existing=[
            ("m1", "Drives a Ford Fiesta", "personal"),
            ("m2", "Works as a delivery driver for DPD", "professional"),
        ],
        turns=[
            (
                U,
                "sold the fiesta finally!! got a 2019 kia niro hybrid, how do i connect my "
                "phone to it",
                [("retract", "fiesta"), ("identity", "niro")],
            ),
            (A, "Is your phone an iPhone or Android?", []),
            (U, "android", []),
            (
                A,
                "Turn on Bluetooth on the phone, then on the car screen go to Setup, "
                "Bluetooth, Add new, and pick the car name on your phone.",
                [],
            ),
            (U, "it connected for calls but spotify wont play through it", []),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        existing=[
            ("m1", "Works as a teacher at St Mary's High School", "professional"),
            ("m2", "Lives in Norwich", "personal"),
        ],
        turns=[
            (
                U,
                "Well, I've finally retired from St Mary's after 31 years! My colleagues "
                "clubbed together and bought me a Kindle Paperwhite. How do I get library "
                "books onto it?",
                [("retract", "teacher"), ("identity", "retired")],
            ),
            (
                A,
                "Congratulations! Most libraries lend e-books through the Libby app. Which "
                "library service are you with?",
                [],
            ),
            (
                U,
                "Norfolk Libraries, I have a card. I go to the book club at the Millennium "
                "Library every Thursday.",
                [("identity", "book club")],
            ),
            (
                A,
                "Then install Libby, add Norfolk with your card number, borrow a book and "
                "choose Read with Kindle.",
                [],
            ),
            (
                U,
                "I'd also like to start reading in French again, I did it at university many "
                "moons ago. Can the Kindle do French dictionaries?",
                [("context", "french")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "hey so im in the car park right now voice typing this my car wont start it "
                "just clicks when i turn the key its a 2011 focus and the battery light came "
                "on yesterday what do i do i have to pick my daughter up from school at 3",
                [("identity", "focus"), ("identity", "daughter")],
            ),
            (
                A,
                "A click with no crank usually means a flat battery. If someone nearby has "
                "jump leads, a jump start should get you going.",
                [],
            ),
            (U, "ok a guy from the gym is coming with jump leads", []),
            (A, "Red to red, black to a bare metal point on your engine, then start his car.", []),
            (U, "worked!! do i need a new battery or", []),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "hola! necesito ayuda, my mom lives in Guadalajara and she wants to video "
                "call with the baby pero no sabe usar WhatsApp. she has an old Motorola",
                [("identity", "guadalajara"), ("identity", "baby")],
            ),
            (
                A,
                "She can install WhatsApp from the Play Store and register with her phone "
                "number; a code is sent by SMS to confirm it.",
                [],
            ),
            (U, "ya lo instaló, pero no le llega el código de verificación 😩", []),
            (
                A,
                "Wait for the timer to finish and choose Call me; the code is then read out "
                "in a phone call.",
                [],
            ),
            (
                U,
                "she's in a rancho outside the city, la señal es horrible. ok I'll try the "
                "call option. gracias!!",
                [],
            ),
            (A, "¡De nada! I hope the call works.", []),
            (
                U,
                "btw can you answer me in spanish next time? my english is ok but for tech "
                "stuff es más fácil en español",
                [("preference", "spanish"), ("identity", "spanish")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "im helping my nan set up her new tablet and she keeps asking me what the "
                "cloud is 💀 how do i explain it to a 90 year old",
                [],
            ),
            (
                A,
                "You could say her photos are kept safe in a big locked cupboard at "
                "Google's, so she can see them on any device.",
                [],
            ),
            (
                U,
                "my mate jake says you should just tell her its a big hard drive in the sky. "
                "hes doing computer science at uni so he thinks he knows everything lol",
                [],
            ),
            (A, "Jake's version works too, as long as she knows it is still private.", []),
            (
                U,
                "ok thats actually good. im 15 and doing my gcses this year so i dont have "
                "loads of time to be tech support haha",
                [("identity", "15"), ("context", "gcse")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (U, "how do i turn off the predictive text on my iphone its driving me mad", []),
            (A, "Settings, General, Keyboard, then switch off Predictive.", []),
            (
                U,
                "sorry i meant my ipad, the phone is an android. theres no keyboard settings "
                "where you said",
                [],
            ),
            (
                A,
                "On an iPad it is the same path: Settings, General, Keyboard. If you don't "
                "see it, swipe down on the Settings screen and search Predictive.",
                [],
            ),
            (
                U,
                "found it. i write my poems on it and it kept changing the words, ive written "
                "a poem every morning since i retired",
                [("identity", "poe"), ("identity", "retired")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "laptop says this and wont finish updating, i need it for invoices tomorrow"
                "\n\nWe couldn't complete the updates\nUndoing changes\n"
                "Don't turn off your computer\n\nError 0x800f0922",
                [],
            ),
            (
                A,
                "That error often means there was not enough space or no internet during "
                "the update. Let it finish undoing; it can take a while.",
                [],
            ),
            (
                U,
                "its been doing that for 2 hours. im a plumber mate not a computer guy",
                [("identity", "plumber")],
            ),
            (
                A,
                "Hold the power button for ten seconds to switch it off, then switch it back "
                "on. It should start normally.",
                [],
            ),
            (U, "ok restarted, now its just the normal screen. will it try again on its own?", []),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "my neighbour asked me to put her note into german for the new family next "
                "door, can you translate it:\n\n"
                "'Welcome to the street! Our wifi is called MillerHome, you are welcome to "
                "use it until yours is connected. We have two cats, so please keep your gate "
                "shut. Ring me any time, Jean at number 12'",
                [],
            ),
            (
                A,
                "Willkommen in der Straße! Unser WLAN heißt MillerHome, ihr könnt es gern "
                "nutzen, bis euer Anschluss da ist. ...",
                [],
            ),
            (
                U,
                "danke! 😄 i only know a bit of german from school so that saved me",
                [("identity", "german")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "Thinking about going electric. I live out in rural Powys, nearest charger is "
                "25 miles, and I do about 60 miles a day for work as a district nurse. Is it "
                "mad?",
                [("identity", "powys"), ("identity", "nurse"), ("context", "electric")],
            ),
            (
                A,
                "It can work if you can charge at home overnight. Do you have a driveway or "
                "garage?",
                [],
            ),
            (U, "No driveway, I park on the lane", []),
            (
                A,
                "Then a full electric car is harder. A plug-in or self-charging hybrid may "
                "suit you better.",
                [],
            ),
            (
                U,
                "what about a hybrid then. I'd want something high up, my back is bad since "
                "a fall two years ago",
                [("identity", "back")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (U, "how do i stop in app purchases on an amazon fire tablet", []),
            (
                A,
                "Open Settings, Parental Controls, switch them on and set a password; then "
                "turn on Password protect purchases.",
                [],
            ),
            (
                U,
                "its for my son, hes 9 and has autism and screens before bed are a nightmare. "
                "can i limit it to an hour on school nights",
                [("identity", "son")],
            ),
            (
                A,
                "Yes. Amazon Kids lets you set a daily time limit and a bedtime after which "
                "the tablet locks.",
                [],
            ),
            (
                U,
                "perfect thank you. im a single dad so anything that saves a fight at bedtime "
                "is a win",
                [("identity", "single")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "Can we role play? You're a used car salesman and I'm a customer haggling on "
                "a 2017 Golf. My character is a retired copper with 9 grand cash. Go",
                [],
            ),
            (
                A,
                '"Lovely motor this, one careful owner. I could do it for ten and a half, '
                "seeing as it's you.\"",
                [],
            ),
            (
                U,
                '"Nine grand, take it or leave it, and I\'ve seen the MOT history online, mate."',
                [],
            ),
            (A, '"You drive a hard bargain. Nine seven-fifty and I\'ll throw in mats."', []),
            (
                U,
                "haha ok that was useful. for real im going to look at a golf on saturday and "
                "i hate haggling, any real tips. oh and im vegan so no leather seats lol",
                [("activity", "golf"), ("preference", "haggl"), ("identity", "vegan")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "I'm an ICU nurse and I start a block of night shifts on Monday. Can smart "
                "bulbs help me sleep in the day? Our bedroom faces south and it's like an "
                "oven",
                [("identity", "nurse"), ("activity", "night shift")],
            ),
            (
                A,
                "Bulbs can dim to warm light before you sleep and brighten slowly when you "
                "need to wake, but blackout blinds do more for daytime sleep.",
                [],
            ),
            (U, "Hue or the cheap Ikea ones?", []),
            (A, "Ikea's are fine if you only need dimming and a schedule.", []),
            (
                U,
                "Ikea it is, we've already got the Dirigera hub from when my husband did the "
                "kitchen",
                [("identity", "husband")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        existing=[
            ("m1", "Has a cat called Pickle", "personal"),
            ("m2", "Lives in Bath", "personal"),
        ],
        turns=[
            (
                U,
                "we lost pickle last week, she was 17. ive got this pet camera i dont need "
                "anymore, how do i factory reset it to sell it",
                [("retract", "pickle")],
            ),
            (
                A,
                "I'm so sorry about Pickle. Which camera is it? Most have a small reset "
                "button you hold for about ten seconds.",
                [],
            ),
            (
                U,
                "its a petcube. thanks. sorry, bit all over the place. we still have her "
                "sister mabel but its so quiet",
                [("identity", "mabel")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "I'm a wheelchair user (spinal injury, T10) and I'm about to get my first "
                "car through Motability. Do I want push-pull hand controls or the ring "
                "accelerator?",
                [("identity", "wheelchair"), ("identity", "spinal"), ("context", "motability")],
            ),
            (
                A,
                "Push-pull is the most common and easy to learn; a ring accelerator keeps "
                "both hands on the wheel. A driving assessment helps decide.",
                [],
            ),
            (
                U,
                "I've done a driving assessment at the mobility centre in Derby and they "
                "said either would work for me",
                [("experience", "assessment")],
            ),
            (
                A,
                "Then it comes down to feel. Many people find push-pull simpler on long "
                "motorway drives.",
                [],
            ),
            (
                U,
                "Thanks, that's really thorough. It also needs to take my sports chair, I "
                "play wheelchair basketball on Wednesdays.",
                [("identity", "basketball")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "Good afternoon. I am looking for a new television for my living room. "
                "Please give me all measurements in metric. I am Dutch and inches mean "
                "nothing to me.",
                [("preference", "metric"), ("identity", "dutch")],
            ),
            (A, "Of course. How far from the screen will you be sitting?", []),
            (
                U,
                "The sofa is about 3 metres from the wall. My wife has macular degeneration, "
                "so bigger is better.",
                [("identity", "wife")],
            ),
            (
                A,
                "At 3 metres a screen of about 165 cm (65 inch class) is a good choice, and "
                "for your wife a larger one helps.",
                [],
            ),
            (
                U,
                "Thank you. Which brand has the simplest remote? We are both not good with menus.",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "Last year I bought a used Qashqai off Facebook Marketplace and it turned out "
                "to be clocked, 60k miles wound back. Lost about £2,000 by the time I sold it "
                "on. Now I'm looking again and want to do it properly this time. What checks "
                "actually matter?",
                [("experience", "qashqai"), ("context", "car")],
            ),
            (
                A,
                "Compare the mileage with the MOT history on the government website and run "
                "an HPI check for finance and write-offs.",
                [],
            ),
            (U, "yeah HPI check I didnt even know existed back then", []),
            (A, "What's your budget and what do you need the car for?", []),
            (
                U,
                "Budget is 7k, its for me and my two labradors so boot space matters lol, "
                "we live in the Peak District so lots of muddy walks",
                [("identity", "labrador"), ("identity", "peak district")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "driving test next thursday 😭😭 any apps that help with the show me tell me "
                "questions",
                [("activity", "driving test")],
            ),
            (A, "The official DVSA Highway Code app and the DVSA YouTube videos cover them.", []),
            (
                U,
                "i keep messing up parallel parking, my instructor says im fine but i panic. "
                "i have anxiety in general tbh",
                [("identity", "anxiety")],
            ),
            (
                A,
                "Parallel parking is only one of several possible manoeuvres, and you can "
                "take your time doing it.",
                [],
            ),
            (U, "also im doing it in my mums car not the instructors, is that allowed", []),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        existing=[
            ("m1", "Lives with boyfriend Tom in Croydon", "relationship"),
            ("m2", "Works as a receptionist at a dental practice", "professional"),
        ],
        turns=[
            (
                U,
                "me and tom broke up 🙃 ive moved into a studio in brixton on my own and "
                "need to sort broadband asap, just me and my cat luna now. whos cheapest",
                [("retract", "tom"), ("identity", "brixton"), ("identity", "luna")],
            ),
            (
                A,
                "Sorry to hear that. Is there a phone line in the flat, or does the building "
                "have fibre?",
                [],
            ),
            (U, "no landline, just the building has fibre apparently", []),
            (
                A,
                "Then check Community Fibre and Hyperoptic for your postcode; they are often "
                "the cheapest in London.",
                [],
            ),
            (U, "ok community fibre 150 it is. cheers x", []),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "Can you check this email for spelling, I'm dyslexic and spell checker doesnt "
                "catch everything:\n\n"
                "'Hi Sarah, just to let you no the printer on the 2nd floor is broke again "
                "and the enginer is coming on wensday. Thanks, Dave'",
                [("identity", "dyslexi")],
            ),
            (
                A,
                "Hi Sarah, just to let you know the printer on the 2nd floor is broken again "
                "and the engineer is coming on Wednesday. Thanks, Dave",
                [],
            ),
            (
                U,
                "Thanks. Is there a way to get my laptop to read stuff out to me?",
                [],
            ),
            (A, "Yes. Which system is it, Windows or Mac?", []),
            (
                U,
                "windows 11, work laptop, I'm in facilities at a school so IT locks "
                "everything down",
                [("identity", "facilities")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                "oh great, my 'smart' thermostat has decided its 30 degrees in my house in "
                "january. love technology. its a nest, gen 3",
                [],
            ),
            (
                A,
                "The sensor may be reading heat from something nearby. Try restarting it "
                "from Settings, Reset, Restart.",
                [],
            ),
            (
                U,
                "already did that. twice. im an electrician by trade so yes i checked the "
                "wiring before you ask 🙄",
                [("identity", "electrician")],
            ),
            (
                A,
                "Then recalibrate: in Settings, Equipment, the temperature offset can be "
                "adjusted, or check whether the sun hits the unit.",
                [],
            ),
            (
                U,
                "ok that actually fixed it. sorry for being grumpy, its been one of those weeks",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[31],
        [
            (
                U,
                "Bore da. I am 81 and I have just been given new hearing aids from the NHS, "
                "the Phonak ones. The audiologist said they work with my phone but I can't "
                "find how",
                [("identity", "81"), ("identity", "hearing aid")],
            ),
            (A, "What kind of phone do you have?", []),
            (
                U,
                "It is an iPhone 11 that my granddaughter gave me",
                [("identity", "granddaughter")],
            ),
            (
                A,
                "Go to Settings, Accessibility, Hearing Devices, and keep the hearing aids "
                "close by with the battery door shut so the phone can find them.",
                [],
            ),
            (
                U,
                "Diolch yn fawr. I speak Welsh with my friends at chapel but my phone is in "
                "English, can I change it?",
                [("identity", "welsh"), ("identity", "chapel")],
            ),
            (A, "Yes: Settings, General, Language and Region, iPhone Language, Cymraeg.", []),
            (U, "Actually leave it in English, I'm used to it now", []),
        ],
    ),
]
