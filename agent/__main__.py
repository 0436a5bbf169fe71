try:
    from agent.entry import main
except KeyboardInterrupt:  # a Ctrl-C before agent.entry holds the stop signals back (a loaded machine's first ms)
    raise SystemExit(130) from None

main()
