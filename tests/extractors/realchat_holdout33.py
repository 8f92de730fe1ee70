"""Held-out set 33: gig workers, freelancers and small business owners.

Delivery riders, drivers, market traders, cafe and salon owners, Etsy sellers, freelance
designers and translators: money worries, side hustles, invoices and tax deadlines.

How it was written (and kept independent of the patterns):

1. The situations first (below, `SITUATIONS`), each a kind of worker or a kind of chat
   hazard, chosen from what people who work for themselves tell a chat assistant, not from
   what any pattern could match.
2. For each situation, the user's turns as people type them: run-on messages with several
   facts and a question, lowercase without apostrophes, typos, emoji, "lol" and "tbh",
   sarcasm, Spanish, Portuguese, Polish and Hinglish fragments, pasted code and forwarded
   client emails, role-play and story requests, text to translate, wishes, and fragments
   that only answer the assistant's question (sometimes one asked two turns back).
3. Labels written with each turn, by asking "what would a careful human note about this
   user from this message, in a long-term memory?", following the label guide's layers.
   Roughly 35-40% of the user turns state nothing durable about the user and carry none.
4. Written without reading the extractor, its rules or any other labelled set, and never
   measured before it was committed. A label the extractor misses stays a miss.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a bike delivery rider in short lowercase bursts, asking about an e-bike and expenses",
    "a driver who left ride-hailing for airport transfers (existing memories)",
    "a Spanish cheese trader on a London market, mixing Spanish and English",
    "a couple running a small cafe in Ghent, mid-refit, asking for a Dutch post",
    "a hairdresser who left chair rental and opened her own salon (existing memory)",
    "an Etsy candle seller with a call-centre day job, complaining about fees",
    "a freelance designer chasing a late invoice, then drawing a lesson from it",
    "a German-to-English translator pasting a sentence and a forwarded client email",
    "a dog walker with a supermarket job and a self assessment deadline",
    "a nurse reselling on Vinted, asking whether the tax office needs to know",
    "an owner-driver courier who wishes for a chip shop and asks for a story set 'like me'",
    "an illustrator rehearsing saying no to a cheap client in a role-play",
    "a food-delivery rider with a small daughter, worried about rent, answering in fragments",
    "a web developer pricing a site, answering a question from two turns back",
    "a print shop owner pasting Python that builds invoices, VAT registered",
    "a wedding photographer who moved from Berlin to Lyon (existing memories)",
    "an Amazon Flex driver and accounting student who wants plain answers in pounds",
    "small talk about receipts and invoices with nothing to keep",
    "a home nail technician with an allergy picked up at work",
    "a food truck owner with plans phrased with time words in front",
    "a market trader's lesson about bulk ordering without a sample",
    "a barista who quit to freelance as a copywriter (existing memory)",
    "a Polish cleaning business owner in Dublin whose son helps with emails",
    "a home baker whose brother and neighbour have opinions about her prices",
    "a Brazilian Glovo rider in Lisbon writing half in Portuguese",
    "a bookkeeper who wants the short answer first, asking about mileage rates",
    "a diabetic vegetarian taxi driver asking about snacks, answering a fragment",
    "a teacher who sells pottery at craft fairs and dreams of going full time",
    "an IT worker in Pune with a weekend tuition side income, in Hinglish",
    "a jewellery maker who closed her Etsy shop (existing memories), launching a drop",
    "a sarcastic freelance video editor who 'loves' bookkeeping",
)

HOLDOUT33: list[Conversation] = [
    Conversation(
        situation=SITUATIONS[0],
        turns=[
            (
                U,
                "hey so i do deliveroo on a push bike in manchester lol like 40 hrs a week. "
                "is an ebike worth it or will it just eat what i earn",
                [("identity", "deliveroo"), ("identity", "manchester")],
            ),
            (A, "It can pay off if you ride a lot. What's your budget, roughly?", []),
            (
                U,
                "under 1500 ideally and it has to fold, i live on the 4th floor with no lift 😬",
                [("identity", "floor")],
            ),
            (A, "That gets you a decent hub-drive model. Want a few names?", []),
            (
                U,
                "ya pls. also im self employed obvs so can i put the bike down as an expense "
                "or does hmrc laugh at me",
                [("identity", "employed")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[1],
        existing=[
            ("m1", "Works as an Uber driver", "professional"),
            ("m2", "Lives in Leeds", "personal"),
        ],
        turns=[
            (
                U,
                "quick update, i stopped driving for uber in march, the commission got "
                "ridiculous. doing airport transfers for a local firm now, way better",
                [("retract", "uber"), ("identity", "airport")],
            ),
            (A, "Good move. Are you employed by the firm or still self-employed?", []),
            (U, "still self employed, they just send me the jobs", [("identity", "employed")]),
            (
                U,
                "my wife keeps saying i should get a proper job with a pension lol no chance",
                [("identity", "wife")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[2],
        turns=[
            (
                U,
                "hola! i have a cheese stall at borough market, bueno fridays and saturdays. "
                "the card reader takes 1.75% and its too much, sumup or zettle which is "
                "cheaper?",
                [("identity", "cheese")],
            ),
            (A, "Both are close. How much do you take on card per week?", []),
            (
                U,
                "depende, maybe 3000 in a good week. sorry my english, spanish is my first",
                [("identity", "spanish")],
            ),
            (A, "Your English is fine! At that volume a custom rate might be worth asking.", []),
            (U, "vale gracias 🙏", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[3],
        turns=[
            (
                U,
                "me and my partner opened a tiny cafe in ghent in 2021, its called koffie kot. "
                "right now we are halfway through redoing the back kitchen and everything is "
                "covered in dust",
                [
                    ("identity", "cafe"),
                    ("identity", "ghent"),
                    ("identity", "partner"),
                    ("context", "kitchen"),
                ],
            ),
            (
                U,
                "can you write an instagram post in dutch saying we are closed mon-weds next "
                "week for the works, something cute",
                [],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[4],
        existing=[("m1", "Rents a chair at a salon in Bristol", "professional")],
        turns=[
            (
                U,
                "BIG NEWS i finally left the chair rental place!!! signed the lease on my own "
                "little salon on gloucester road, 3 chairs 😭😭",
                [("retract", "chair"), ("identity", "salon")],
            ),
            (A, "Congratulations! When do you open?", []),
            (U, "june 1st grand opening eeek", [("activity", "opening")]),
            (
                U,
                "can u help me write a price list, i mostly do balayage and curly cuts so "
                "those should be at the top",
                [("identity", "balayage")],
            ),
            (U, "no emojis on it pls keep it classy lol", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[5],
        turns=[
            (
                U,
                "i sell hand poured soy candles on etsy as a side thing, day job is in a call "
                "centre which is soul destroying but pays the bills",
                [("identity", "candle"), ("identity", "call")],
            ),
            (U, "etsy fees are eating me alive. 6.5% + listing + 15% offsite ads WTF", []),
            (
                A,
                "Offsite ads are optional above a threshold. Have you thought of your own site?",
                [],
            ),
            (U, "maybe one day lol not now", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[6],
        turns=[
            (
                U,
                "client is 60 days late on an invoice for 2400 and ignoring my emails. im a "
                "freelance designer, mostly branding. what do i say without burning the "
                "bridge",
                [("identity", "designer"), ("context", "invoice")],
            ),
            (A, "Here's a polite reminder you could send: 'Hi Sam, just following up...'", []),
            (U, "too polite lol. firmer but not rude", []),
            (A, "Firmer version: 'Invoice #104 is now 60 days overdue...'", []),
            (
                U,
                "perfect. lesson learned, never starting a job without a 50% deposit again",
                [("experience", "deposit")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[7],
        turns=[
            (
                U,
                "im a freelance translator german to english, mostly legal and technical, been "
                "at it 8 years. can you sanity check this one",
                [("identity", "translator"), ("identity", "german")],
            ),
            (
                U,
                "source: 'Die Lieferung erfolgt innerhalb von 14 Tagen nach Zahlungseingang.'\n"
                "mine: 'Delivery takes place within 14 days of receipt of payment.'",
                [],
            ),
            (A, "Accurate. 'Delivery will be made within 14 days...' reads more naturally.", []),
            (
                U,
                "ok ty. also client sent this, is it reasonable??\n\n> Hi, we need all 40 pages "
                "by Monday. Our team in Zurich is new to outsourcing and we have a tight "
                "launch. Best, Petra",
                [],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[8],
        turns=[
            (
                U,
                "self assessment due 31 jan and i havent even started lmao. im a sole trader "
                "doing dog walking plus i work part time at tesco so theres paye too",
                [("activity", "assessment"), ("identity", "dog"), ("identity", "tesco")],
            ),
            (A, "Doable. What expenses do you have for the dog walking?", []),
            (
                U,
                "leads, poo bags, treats, the car. does the car count if i drive it to tesco too",
                [],
            ),
            (A, "Only the business share of the mileage counts.", []),
            (U, "ok and can i pay in instalments? no way ill have 1.2k by january", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[9],
        turns=[
            (
                U,
                "nurse by day, vinted reseller by night 😂 i buy bundles at car boot sales "
                "every sunday and flip them",
                [("identity", "nurse"), ("identity", "vinted"), ("identity", "car boot")],
            ),
            (U, "do i have to tell hmrc?? heard theres a new rule about platforms reporting", []),
            (A, "Platforms now report sellers with 30+ sales or about £1,700 a year.", []),
            (U, "ugh so probably yes then", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[10],
        turns=[
            (
                U,
                "im an owner driver for dpd, 120 drops a day on a leased van, my back is done in",
                [("identity", "dpd")],
            ),
            (
                U,
                "honestly if i had 20k saved id pack it in and open a little chippy by the sea",
                [],
            ),
            (A, "A lot of people dream of that! Anything I can help with today?", []),
            (
                U,
                "write me a short story about a courier who finds a parcel that talks. make "
                "him from glasgow like me",
                [("identity", "glasgow")],
            ),
            (
                A,
                "Davie had done four hundred drops that week when box 118 cleared its throat...",
                [],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[11],
        turns=[
            (
                U,
                "can you roleplay a difficult client who wants a logo for 50 quid. ill be me, "
                "a freelance illustrator, and practise saying no",
                [("identity", "illustrator")],
            ),
            (A, "(as client) Hi! Love your stuff. Can you do a logo for £50? It's simple.", []),
            (
                U,
                "hi thanks for reaching out! my logos start at 400 because that includes 3 "
                "concepts and 2 rounds of revisions",
                [],
            ),
            (A, "(as client) 400?? My nephew does it for free on Canva.", []),
            (U, "ok stop the roleplay lol how did i do", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[12],
        turns=[
            (
                U,
                "rent is 950 and i made 1100 this month on just eat. my daughter is 4 and i "
                "dont know what to do im honestly panicking",
                [("identity", "just eat"), ("identity", "daughter")],
            ),
            (
                A,
                "I'm sorry, that's a lot. You may be able to get help. Where do you live, and "
                "do you get any benefits now?",
                [],
            ),
            (U, "wales. cardiff", [("identity", "cardiff")]),
            (U, "no not on anything, didnt think id be allowed", []),
            (A, "Self-employed people can claim Universal Credit. Want the steps?", []),
            (U, "yes please. i cant drive btw so its the bike or nothing", [("identity", "drive")]),
        ],
    ),
    Conversation(
        situation=SITUATIONS[13],
        turns=[
            (U, "can u help me price a wordpress site for a local bakery", []),
            (
                A,
                "Sure. How long have you been freelancing, what's your day rate, and how many "
                "pages does it need?",
                [],
            ),
            (U, "5 pages, contact form, a gallery", []),
            (A, "And any shop or booking features?", []),
            (
                U,
                "no shop. oh and 3 years as a freelance web dev, day rate 350 but i always feel "
                "im undercharging",
                [("identity", "web"), ("identity", "day rate")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[14],
        turns=[
            (
                U,
                "trying to make invoices automatically for my print shop, this is what i "
                "have\n\n"
                "for order in orders:\n"
                "    total = order.qty * order.price\n"
                '    print(f"INV-{order.id}: {total}")\n\n'
                "why is total like 222222 when qty is 6",
                [("identity", "print")],
            ),
            (A, "qty is a string. Use int(order.qty) before multiplying.", []),
            (
                U,
                "ahh. also i need vat at 20% added, we've been vat registered since april",
                [("identity", "vat")],
            ),
            (A, "Multiply by 1.2 and round to 2 decimals.", []),
            (U, "works!! ty", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[15],
        existing=[
            ("m1", "Lives in Berlin", "personal"),
            ("m2", "Works as a wedding photographer", "professional"),
        ],
        turns=[
            (
                U,
                "moved back to lyon in april, berlin rent was impossible on wedding money",
                [("retract", "berlin"), ("identity", "lyon")],
            ),
            (U, "still shooting weddings, just french ones now haha. c'est la vie", []),
            (
                U,
                "can you translate my about section into french: 'I'm a documentary wedding "
                "photographer who loves rain, chaos and dancing aunties.'",
                [],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[16],
        turns=[
            (
                U,
                "i do amazon flex blocks in the mornings and uni in the afternoon, studying "
                "accounting lol the irony",
                [("identity", "flex"), ("identity", "accounting")],
            ),
            (
                U,
                "pls stop giving me bullet points, just talk normally, i read this on my phone "
                "between drops",
                [("preference", "bullet")],
            ),
            (
                U,
                "and use pounds not dollars, im in the uk",
                [("preference", "pound"), ("identity", "uk")],
            ),
            (A, "Got it. So, for a block paying £54 over 3 hours...", []),
            (U, "thats more like it", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[17],
        turns=[
            (U, "whats the actual difference between a receipt and an invoice", []),
            (A, "An invoice asks for payment; a receipt confirms it was paid.", []),
            (U, "ok and a pro forma?", []),
            (A, "A pro forma is a preview invoice sent before the work or goods.", []),
            (U, "cheers 👍", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[18],
        turns=[
            (
                U,
                "im a nail tech working from home and ironically ive developed an allergy to "
                "acrylic monomer 🙃 hands are in bits",
                [("identity", "nail"), ("identity", "acrylic")],
            ),
            (U, "should i switch to gel only or is that the same stuff", []),
            (A, "Gels can contain similar acrylates. Do you wear nitrile gloves?", []),
            (U, "not always tbh 😅 will now", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[19],
        turns=[
            (
                U,
                "on saturday i have the food truck at the harbour festival, first big event "
                "since we bought the truck in feb",
                [("activity", "festival"), ("identity", "truck")],
            ),
            (
                U,
                "next thursday i have a meeting with the bank about a loan for a second truck, "
                "what should i bring",
                [("activity", "loan")],
            ),
            (
                A,
                "Bring accounts, a cash-flow forecast and your sales so far. What do you sell?",
                [],
            ),
            (U, "korean tacos, my mums recipes", [("identity", "tacos")]),
        ],
    ),
    Conversation(
        situation=SITUATIONS[20],
        turns=[
            (
                U,
                "learned the hard way never to order 500 phone cases off alibaba without "
                "getting a sample first, half came cracked. anyway im doing the sunday market "
                "in leicester now, mostly phone accessories",
                [("experience", "sample"), ("identity", "market")],
            ),
            (A, "Ouch. Did you get a refund?", []),
            (U, "lol no", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[21],
        existing=[("m1", "Works as a barista", "professional")],
        turns=[
            (
                U,
                "i quit the barista job!!! full time freelance copywriter now, terrifying",
                [("retract", "barista"), ("identity", "copywriter")],
            ),
            (A, "Congratulations! Do you have some savings to fall back on?", []),
            (
                U,
                "some, not loads. my boyfriend said hell cover rent if it gets bad",
                [("identity", "boyfriend")],
            ),
            (
                U,
                "first client is a vegan skincare brand, contract starts monday",
                [("activity", "skincare")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[22],
        turns=[
            (
                U,
                "hej, mam firmę sprzątającą w dublinie, my cleaning company, 4 employees now. "
                "how do i do payroll, revenue.ie is confusing jak cholera",
                [("identity", "cleaning"), ("identity", "dublin")],
            ),
            (A, "You'll need to register as an employer with Revenue first.", []),
            (
                U,
                "ok. my son helps me with the english emails but he dont know payroll lol",
                [("identity", "son")],
            ),
            (A, "How old is he?", []),
            (U, "15. only one, spoiled 😂", [("identity", "son")]),
        ],
    ),
    Conversation(
        situation=SITUATIONS[23],
        turns=[
            (
                U,
                "my brother runs a barbershop and keeps telling me i should charge more for my "
                "cake orders",
                [("identity", "brother"), ("identity", "cake")],
            ),
            (U, "my neighbour does the same thing from home and charges 80 for a 2 tier", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[24],
        turns=[
            (
                U,
                "mano, sou estafeta da glovo aqui em lisboa, preciso de ajuda com os recibos "
                "verdes, i always forget the IVA part",
                [("identity", "glovo"), ("identity", "lisbo")],
            ),
            (A, "Happy to help. Are you under the VAT exemption threshold?", []),
            (U, "acho que sim, nao ganho muito lol", []),
            (
                U,
                "sou brasileiro btw, cheguei em 2022, so this is all new",
                [("identity", "brazil")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[25],
        turns=[
            (
                U,
                "always give me the short answer first, then detail only if i ask. i run a "
                "small bookkeeping practice so i know the basics",
                [("preference", "short"), ("identity", "bookkeeping")],
            ),
            (
                U,
                "whats the mileage rate for 2024/25, i drive to clients all over kent",
                [("identity", "kent")],
            ),
            (A, "45p a mile for the first 10,000 miles, 25p after.", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[26],
        turns=[
            (
                U,
                "type 2 diabetic here, 12 hour shifts in the taxi, what snacks can i keep in "
                "the car that wont spike me",
                [("identity", "diabet"), ("identity", "taxi")],
            ),
            (U, "vegetarian too so no jerky lol", [("identity", "vegetarian")]),
            (A, "Nuts, cheese, roasted chickpeas. How long have you been driving?", []),
            (U, "19 yrs in august", [("identity", "19")]),
        ],
    ),
    Conversation(
        situation=SITUATIONS[27],
        turns=[
            (
                U,
                "would i be mad to go full time on my pottery? i teach year 5 and sell mugs at "
                "craft fairs most weekends",
                [("identity", "teach"), ("identity", "pottery")],
            ),
            (U, "dream would be a little studio shop somewhere in the peak district", []),
            (A, "Not mad, but worth testing. How much do the fairs bring in?", []),
            (U, "ok be honest give me pros and cons", []),
        ],
    ),
    Conversation(
        situation=SITUATIONS[28],
        turns=[
            (
                U,
                "yaar i give maths tuition on weekends, 6 bachhe, plus main job is at an IT "
                "company in pune",
                [("identity", "tuition"), ("identity", "pune")],
            ),
            (U, "kitna tax lagega on this side income, ITR mein dikhana padega?", []),
            (A, "Yes, it's taxable as income from other sources or business income.", []),
            (U, "31 july deadline na? ill file the ITR next weekend", [("activity", "itr")]),
        ],
    ),
    Conversation(
        situation=SITUATIONS[29],
        existing=[
            ("m1", "Sells jewellery on Etsy", "professional"),
            ("m2", "Has a cat named Biscuit", "personal"),
        ],
        turns=[
            (
                U,
                "closed my etsy shop last week!! moved all the jewellery to my own site and "
                "instagram",
                [("retract", "etsy"), ("identity", "jewel")],
            ),
            (U, "biscuit knocked a whole tray of earrings off the desk this morning 🙄", []),
            (
                U,
                "can u write a caption for my new collection drop, silver hoops, going live "
                "friday 7pm",
                [("activity", "collection")],
            ),
        ],
    ),
    Conversation(
        situation=SITUATIONS[30],
        turns=[
            (
                U,
                "i LOVE doing my own bookkeeping, truly the best part of being a freelance "
                "video editor 🙃",
                [("preference", "bookkeeping"), ("identity", "video")],
            ),
            (U, "any app that does it for me for under 10 a month", []),
            (A, "FreeAgent, QuickBooks or Xero's starter plan.", []),
            (U, "lol quickbooks, my ex used it and cried every april", []),
        ],
    ),
]
