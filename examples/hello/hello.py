greeting = "Hello from the agent demo"
print(greeting)
